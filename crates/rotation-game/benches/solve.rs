//! Benchmarks of the rotation-game solver: the table build, which dominates a whole run, and
//! single boards through each algorithm.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rotation_game::board::Board;
use rotation_game::solve::{Algorithm, solve, solve_with_table};
use rotation_game::table::PlacementTable;

/// The first sample board (2 moves) and a board needing 13 (from `testdata/rotation-game`).
const SAMPLE: [u8; 24] = [
    1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3,
];

fn table_build(c: &mut Criterion) {
    c.bench_function("table_build", |b| b.iter(PlacementTable::build));
}

fn one_board(c: &mut Criterion) {
    let table = PlacementTable::global();
    let board = Board::new(SAMPLE).expect("the sample is a valid board");
    c.bench_function("table_solve_sample", |b| {
        b.iter(|| solve_with_table(black_box(&board), table))
    });
    c.bench_function("ida_star_solve_sample", |b| {
        b.iter(|| solve(black_box(&board), Algorithm::IdaStar))
    });
}

criterion_group!(benches, table_build, one_board);
criterion_main!(benches);
