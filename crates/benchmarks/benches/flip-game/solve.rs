//! Benchmarks of what dominates flip-game's cost: the 4 x 4 table build, the whole 65,536-board
//! file (parse + look-ups), the scanner alone on it, and gf2 on a 200 x 200 and a 16 x 16 board.

use criterion::{Criterion, criterion_group, criterion_main};
use flip_game::board::{Board, Size};
use flip_game::gf2::Gf2;
use flip_game::parse::Reader;
use flip_game::table::Table;
use flip_game::{Options, run};
use solver_cli::shell::Show;
use std::hint::black_box;
use testkit::generate::{Rng, all_flip_boards, random_flip_board};

/// A random board of `size`, the same on every run.
fn random_board(size: Size) -> Board {
    let text = random_flip_board(&mut Rng::new(1), size.rows, size.cols);
    let mut reader = Reader::new(text.as_bytes(), size);
    let (board, _) = reader
        .next_case()
        .expect("the generator writes boards")
        .expect("one board");
    board.clone()
}

fn benches(c: &mut Criterion) {
    c.bench_function("table build 4x4", |b| {
        b.iter(|| Table::build(black_box(Size::FOUR)))
    });

    let input = all_flip_boards();
    let mut group = c.benchmark_group("all 65,536 4x4 boards");
    group.sample_size(20);
    group.bench_function("scanner tokens only", |b| {
        b.iter(|| {
            let mut scanner = solver_cli::Scanner::new(input.as_bytes());
            let mut n = 0usize;
            while let Some(t) = scanner.next_token().unwrap() {
                n += t.text.len();
            }
            n
        })
    });
    // The 4 x 4 table is built into the binary ([`Table::global`]): the runs measure parsing, the
    // look-ups and the output, as gf2's measure its reduction once per run and the walks.
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
                run(input.as_bytes(), &mut out, &options, Show::Answers).unwrap();
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
