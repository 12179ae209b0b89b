//! search-core's IDA* against `pathfinding`'s `idastar` on the same boards, the same moves and
//! the same heuristic (the classic one: 8 − the count of the most frequent centre symbol).
//!
//! `pathfinding` skips successors already on the path (which covers the classic search's "never undo the
//! last move") but tries successors in order of their estimate, not in the caller's order, so
//! its optimal sequence is not always the lexicographically smallest the judge asks for. The bench
//! counts those boards and prints `pathfinding-differs: K of N` for `cargo xtask bench`.

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use rotation_game::board::{Board, Move};
use rotation_game::parse::Reader;
use rotation_game::solve::{centre_heuristic, solve_with_ida_star};
use std::hint::black_box;

/// The first boards of the committed random testdata: a spread of distances, each quick enough
/// for IDA* without a table.
const BOARDS: usize = 10;

fn boards() -> Vec<Board> {
    let text = include_str!("../../../../testdata/rotation-game/random.in");
    let mut reader = Reader::new(text.as_bytes());
    let mut out = Vec::new();
    while out.len() < BOARDS {
        match reader.next_case() {
            Ok(Some(board)) => out.push(board),
            _ => break,
        }
    }
    out
}

/// `pathfinding`'s IDA*, with the moves read back off its path of boards.
fn with_pathfinding(board: &Board) -> Vec<Move> {
    let successors = |b: &Board| Move::ALL.map(|m| (b.apply(m), 1u32));
    let (path, _) = pathfinding::directed::idastar::idastar(
        board,
        successors,
        centre_heuristic,
        |b: &Board| b.centre_symbol().is_some(),
    )
    .expect("every board is solvable");
    path.windows(2)
        .map(|w| {
            Move::ALL
                .into_iter()
                .find(|&m| w[0].apply(m) == w[1])
                .expect("consecutive boards are one move apart")
        })
        .collect()
}

fn rotation_ida_star(c: &mut Criterion) {
    let boards = boards();
    let mut differs = 0;
    for board in &boards {
        let ours = solve_with_ida_star(board).moves;
        let theirs = with_pathfinding(board);
        assert_eq!(ours.len(), theirs.len(), "both are optimal");
        differs += usize::from(ours != theirs);
    }
    println!("pathfinding-differs: {differs} of {}", boards.len());

    let mut group = c.benchmark_group("rotation_ida_star");
    // Milliseconds an iteration: the same number of iterations per sample, not a growing one.
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.bench_function("search-core", |b| {
        b.iter(|| {
            boards
                .iter()
                .map(|board| solve_with_ida_star(black_box(board)).moves.len())
                .sum::<usize>()
        })
    });
    group.bench_function("pathfinding", |b| {
        b.iter(|| {
            boards
                .iter()
                .map(|board| with_pathfinding(black_box(board)).len())
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, rotation_ida_star);
criterion_main!(benches);
