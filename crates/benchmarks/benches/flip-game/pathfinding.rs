//! search-core's dense BFS table against `pathfinding` on the same job: the fewest steps from every
//! one of the 65,536 4 × 4 boards to a one-colour board.
//!
//! `pathfinding` has no many-source BFS, so it gets what a user would write: `dijkstra_all` from a
//! virtual board (outside the 16-bit range) whose two zero-cost edges lead to the one-colour boards.

use criterion::{Criterion, criterion_group, criterion_main};
use flip_game::board::Size;
use flip_game::small::Geometry;
use flip_game::table::Table;
use std::hint::black_box;

const VIRTUAL: u32 = 1 << 16;

fn with_pathfinding(geometry: &Geometry) -> std::collections::HashMap<u32, (u32, u32)> {
    let full = geometry.full();
    pathfinding::directed::dijkstra::dijkstra_all(&VIRTUAL, |&board: &u32| {
        if board == VIRTUAL {
            vec![(0, 0), (full, 0)]
        } else {
            geometry.moves(board).map(|(_, next)| (next, 1)).collect()
        }
    })
}

fn flip_table(c: &mut Criterion) {
    let geometry = Geometry::new(Size { rows: 4, cols: 4 }).expect("4 x 4 is small");
    let ours = Table::build(Size::FOUR).expect("4 x 4 is small");
    let theirs = with_pathfinding(&geometry);
    for board in 0..1u32 << 16 {
        let their_distance = theirs.get(&board).map(|&(_, cost)| cost);
        assert_eq!(
            ours.distance(board).map(u32::from),
            their_distance,
            "board {board:#06x}"
        );
    }

    let mut group = c.benchmark_group("flip_table");
    group.bench_function("search-core", |b| {
        b.iter(|| Table::build(black_box(Size::FOUR)))
    });
    group.bench_function("pathfinding", |b| {
        b.iter(|| with_pathfinding(black_box(&geometry)))
    });
    group.finish();
}

criterion_group!(benches, flip_table);
criterion_main!(benches);
