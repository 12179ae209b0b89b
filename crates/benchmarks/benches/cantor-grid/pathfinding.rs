//! search-core's dense BFS table against `pathfinding` on the same job: the distance of every
//! arrangement reachable from the identity, with the same twelve moves.
//!
//! `pathfinding` has no BFS that returns distances for a whole space, so it gets what a user would
//! write: `dijkstra_all` with unit costs, keyed by the grids themselves in a hash map. The
//! table build searches symmetry classes on every core (`distances_keyed`) and
//! `dijkstra_all` every arrangement on one, as each comes; the report says so.

use cantor_grid::grid::{Grid, Move};
use cantor_grid::table::{REACHABLE, Table};
use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use std::hint::black_box;

fn with_pathfinding() -> std::collections::HashMap<Grid, (Grid, u32)> {
    pathfinding::directed::dijkstra::dijkstra_all(&Grid::IDENTITY, |&g: &Grid| {
        Move::ALL.map(|m| (g.apply(m), 1))
    })
}

fn cantor_table(c: &mut Criterion) {
    let ours = Table::build();
    let theirs = with_pathfinding();
    // dijkstra_all leaves out its start.
    assert_eq!(theirs.len() + 1, REACHABLE);
    for (grid, &(_, cost)) in &theirs {
        assert_eq!(ours.distance(grid.code()).map(u32::from), Some(cost));
    }

    let mut group = c.benchmark_group("cantor_table");
    // Milliseconds an iteration: the same number of iterations per sample, not a growing one.
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(20);
    group.bench_function("search-core", |b| b.iter(|| black_box(Table::build())));
    group.bench_function("pathfinding", |b| b.iter(with_pathfinding));
    group.finish();
}

criterion_group!(benches, cantor_table);
criterion_main!(benches);
