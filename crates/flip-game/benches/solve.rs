//! Benchmarks of what dominates flip-game's cost: the 4 x 4 table build, the whole 65,536-board
//! file (parse + look-ups), the scanner alone on it, and gf2 on a 200 x 200 board.

use criterion::{Criterion, criterion_group, criterion_main};
use flip_game::board::{Board, Size};
use flip_game::gf2::Gf2;
use flip_game::small::{self, Geometry};
use flip_game::{Options, run};
use std::hint::black_box;

/// Every 4 x 4 board in judge format.
fn all_4x4() -> String {
    (0..1u32 << 16)
        .map(|m| Board::from_mask(Size::FOUR, m).to_string())
        .collect()
}

/// A fixed pseudo-random board (xorshift), without a dependency for randomness.
fn random_board(size: Size) -> Board {
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let words = (0..size.cells().div_ceil(64))
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        })
        .collect();
    Board::from_words(size, words)
}

fn benches(c: &mut Criterion) {
    let geometry = Geometry::new(Size::FOUR).unwrap();
    c.bench_function("table build 4x4", |b| {
        b.iter(|| small::table(black_box(&geometry)))
    });

    let input = all_4x4();
    let mut group = c.benchmark_group("all 65,536 4x4 boards");
    group.sample_size(20);
    group.bench_function("scanner tokens only", |b| {
        b.iter(|| {
            let mut scanner = search_core::Scanner::new(input.as_bytes());
            let mut n = 0usize;
            while let Some(t) = scanner.next_token().unwrap() {
                n += t.text.len();
            }
            n
        })
    });
    for algorithm in [
        flip_game::solve::Algorithm::Table,
        flip_game::solve::Algorithm::Gf2,
    ] {
        group.bench_function(format!("run, {}", algorithm.name()), |b| {
            let options = Options {
                algorithm: Some(algorithm),
                ..Options::default()
            };
            b.iter(|| {
                let mut out = Vec::with_capacity(1 << 20);
                run(input.as_bytes(), &mut out, &options).unwrap();
                out
            })
        });
    }
    group.finish();

    let size = Size {
        rows: 200,
        cols: 200,
    };
    let board = random_board(size);
    c.bench_function("gf2 reduce 200x200", |b| {
        b.iter(|| Gf2::new(black_box(size)))
    });
    let gf2 = Gf2::new(size);
    c.bench_function("gf2 one 200x200 board", |b| {
        b.iter(|| gf2.steps(black_box(&board)))
    });
    let size16 = Size { rows: 16, cols: 16 };
    let (gf2, board) = (Gf2::new(size16), random_board(size16));
    c.bench_function("gf2 one 16x16 board (kernel 8)", |b| {
        b.iter(|| gf2.steps(black_box(&board)))
    });
}

criterion_group!(benches_group, benches);
criterion_main!(benches_group);
