//! Benchmarks of what dominates the cost: the table build, one query of each kind under each
//! algorithm (the fill/scan crossover comes from these), and a whole file of 1000 queries.

use cantor_grid::grid::{Grid, Pattern};
use cantor_grid::solve::{Algorithm, Query, solve};
use cantor_grid::table::Table;
use cantor_grid::{Options, run};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use solver_cli::shell::Show;
use std::hint::black_box;

/// A small deterministic generator (xorshift), so the benchmark needs no input files.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn shuffled(&mut self) -> [u8; 9] {
        let mut cells = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        for i in (1..9).rev() {
            cells.swap(i, (self.next() % (i as u64 + 1)) as usize);
        }
        cells
    }

    /// A random start and a random target with `stars` random cells blanked.
    fn query(&mut self, stars: usize) -> Query {
        let start = Grid::new(self.shuffled()).unwrap();
        let mut target = self.shuffled().map(Some);
        let order = self.shuffled();
        for &p in &order[..stars] {
            target[usize::from(p - 1)] = None;
        }
        Query {
            start,
            target: Pattern::new(target).unwrap(),
        }
    }
}

fn table_build(c: &mut Criterion) {
    c.bench_function("table build", |b| b.iter(Table::build));
}

fn one_query(c: &mut Criterion) {
    let table = Table::global();
    let mut group = c.benchmark_group("64 queries");
    for stars in 0..=9 {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15 + stars as u64);
        let queries: Vec<Query> = (0..64).map(|_| rng.query(stars)).collect();
        for algorithm in [Algorithm::Fill, Algorithm::Scan, Algorithm::Auto] {
            // Filling 8 or 9 stars is 9! look-ups a query: the classic method's worst case,
            // measured once below.
            if algorithm == Algorithm::Fill && stars >= 8 {
                continue;
            }
            group.bench_with_input(
                BenchmarkId::new(format!("{algorithm:?}"), stars),
                &queries,
                |b, queries| {
                    b.iter(|| {
                        for q in queries {
                            black_box(solve(table, q, algorithm));
                        }
                    })
                },
            );
        }
    }
    group.finish();
    let mut rng = Rng(99);
    let nine = rng.query(9);
    let mut slow = c.benchmark_group("classic method");
    slow.sample_size(10);
    slow.bench_function("fill 9 stars", |b| {
        b.iter(|| solve(table, black_box(&nine), Algorithm::Fill))
    });
    slow.finish();
}

/// The judge input for `n` queries, each with a star count drawn from `stars`.
fn judge_input(n: usize, stars: &[usize], seed: u64) -> String {
    let mut rng = Rng(seed);
    let mut text = format!("{n}\n");
    for i in 0..n {
        let q = rng.query(stars[i % stars.len()]);
        text.push_str(&format!("{}\n{}\n", q.start, q.target));
    }
    text
}

fn whole_file(c: &mut Criterion) {
    Table::global();
    let mut group = c.benchmark_group("1000 queries, table built");
    for (name, stars) in [("0-1 stars", &[0, 1][..]), ("7-9 stars", &[7, 8, 9][..])] {
        let input = judge_input(1000, stars, 7);
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut out = Vec::with_capacity(20_000);
                run(
                    input.as_bytes(),
                    &mut out,
                    &Options::default(),
                    Show::Answers,
                )
                .unwrap();
                out
            })
        });
    }
    group.finish();
}

criterion_group!(benches, table_build, one_query, whole_file);
criterion_main!(benches);
