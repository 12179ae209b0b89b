//! Benchmarks of what dominates the cost: a whole file of small mazes (parse, solve, format), one
//! 1000 × 1000 maze with a 500 500-move tour, and the worst case where every reachable state of a
//! 1000 × 1000 maze is searched (12 million of its 24 million: `testkit::generate::dicey_no_way_back`
//! leaves the start empty, so the die never returns, and a roll keeps the search on the half of the
//! states whose cell colour and orientation parity match the start's).

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use dicey_problem::maze::Maze;
use dicey_problem::parse::Reader;
use dicey_problem::solve::{Algorithm, solve};
use dicey_problem::{Options, run};
use solver_cli::shell::Show;
use std::hint::black_box;
use testkit::generate::{dicey_mazes, dicey_no_way_back, dicey_serpentine};

/// The first maze of judge text, as the crate reads it.
fn first_maze(text: &str) -> Maze {
    Reader::new(text.as_bytes())
        .next_case()
        .expect("generated text is valid judge input")
        .expect("generated text holds a maze")
}

fn small_mazes(c: &mut Criterion) {
    let text = dicey_mazes(1, 1000, 10, 10);
    let mut group = c.benchmark_group("1000 random 10x10 mazes, whole file");
    for algorithm in [Algorithm::Dense, Algorithm::TupleBfs] {
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{algorithm:?}")),
            &text,
            |b, text| {
                let options = Options { algorithm };
                b.iter(|| {
                    let mut out = Vec::with_capacity(64 * 1024);
                    run(text.as_bytes(), &mut out, &options, Show::Answers).unwrap();
                    black_box(out)
                });
            },
        );
    }
    group.finish();
}

fn large_mazes(c: &mut Criterion) {
    let mut group = c.benchmark_group("1000x1000 solve");
    group.sample_size(10);
    let long = first_maze(&dicey_serpentine(1000, 1000, 7));
    group.bench_function("serpentine (tour of 500500 moves)", |b| {
        b.iter(|| black_box(solve(&long, Algorithm::Dense)))
    });
    let full = first_maze(&dicey_no_way_back(1000, 1000));
    group.bench_function("no way back (every reachable state, 12M)", |b| {
        b.iter(|| black_box(solve(&full, Algorithm::Dense)))
    });
    group.finish();
}

criterion_group!(benches, small_mazes, large_mazes);
criterion_main!(benches);
