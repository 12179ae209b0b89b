//! Benchmarks of the rotation-game solver: the table build (which `build.rs` runs, so a process
//! does not), single boards through each algorithm, and the file of the 192 boards that need 13 moves.

use solver_cli::shell::Show;
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rotation_game::board::Board;
use rotation_game::solve::{solve_with_ida_star, solve_with_table};
use rotation_game::table::Table;
use rotation_game::{Options, run};

/// The first sample board (2 moves).
const SAMPLE: [u8; 24] = [
    1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3,
];

/// Every board that needs 13 moves, in judge format.
const HARDEST: &str = include_str!("../../../../testdata/rotation-game/hardest.in");

fn table_build(c: &mut Criterion) {
    let mut group = c.benchmark_group("table");
    group.sample_size(30);
    group.bench_function("table_build", |b| b.iter(Table::build));
    group.finish();
}

fn one_board(c: &mut Criterion) {
    let table = Table::global();
    let sample = Board::new(SAMPLE).expect("the sample is a valid board");
    c.bench_function("table_solve_sample", |b| {
        b.iter(|| solve_with_table(black_box(&sample), table))
    });
    c.bench_function("ida_star_solve_sample", |b| {
        b.iter(|| solve_with_ida_star(black_box(&sample)))
    });
}

fn hardest_file(c: &mut Criterion) {
    // The table is built into the binary: this is what the 192 descents and the I/O cost.
    c.bench_function("hardest_file_table_built", |b| {
        b.iter(|| {
            let mut out = Vec::with_capacity(4096);
            run(
                HARDEST.as_bytes(),
                &mut out,
                &Options::default(),
                Show::Answers,
            )
            .expect("valid input");
            out
        })
    });
}

criterion_group!(benches, table_build, one_board, hardest_file);
criterion_main!(benches);
