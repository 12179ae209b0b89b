//! Benchmarks of what dominates the cost: a whole file of small mazes (parse, solve, format), one
//! 1000 × 1000 maze with a 500 500-move tour, and the worst case where every reachable state of a
//! 1000 × 1000 maze is searched (12 million of its 24 million: see `generate::no_way_back`).

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use dicey_problem::generate::{Rng, judge_text, no_way_back, random_maze, serpentine};
use dicey_problem::solve::{Algorithm, solve};
use dicey_problem::{Options, run};
use std::hint::black_box;

fn small_mazes(c: &mut Criterion) {
    let mut rng = Rng::new(1);
    let mut text: String = (0..1000)
        .map(|i| judge_text(&random_maze(&mut rng, &format!("MAZE{i}"), 10, 10, 1, 1)))
        .collect();
    text += "END\n";
    let mut group = c.benchmark_group("1000 random 10x10 mazes, whole file");
    for algorithm in [Algorithm::Dense, Algorithm::Seed] {
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{algorithm:?}")),
            &text,
            |b, text| {
                let options = Options {
                    algorithm,
                    ..Options::default()
                };
                b.iter(|| {
                    let mut out = Vec::with_capacity(64 * 1024);
                    run(text.as_bytes(), &mut out, &options).unwrap();
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
    let long = serpentine(1000, 1000, 7);
    group.bench_function("serpentine (tour of 500500 moves)", |b| {
        b.iter(|| black_box(solve(&long, Algorithm::Dense)))
    });
    let full = no_way_back(1000, 1000);
    group.bench_function("no way back (every reachable state, 12M)", |b| {
        b.iter(|| black_box(solve(&full, Algorithm::Dense)))
    });
    group.finish();
}

criterion_group!(benches, small_mazes, large_mazes);
criterion_main!(benches);
