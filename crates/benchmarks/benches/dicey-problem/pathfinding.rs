//! search-core's dense BFS against `pathfinding`'s `bfs` on the same maze and the same moves.
//!
//! Both search (cell, orientation) states in the order up, down, left, right from a virtual
//! source standing for "before the first move", and stop at the first state on the start cell;
//! `pathfinding` keys its visited map by `(cell, die)` values, search-core by dense state numbers.

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use dicey_problem::die::{Die, Move};
use dicey_problem::maze::Maze;
use dicey_problem::parse::Reader;
use dicey_problem::solve::{Algorithm, solve};
use std::hint::black_box;

/// A node for `pathfinding`: `None` is the virtual source before the first move.
type Node = Option<((usize, usize), Die)>;

/// The first maze of judge text, as the crate reads it.
fn first_maze(text: &str) -> Maze {
    Reader::new(text.as_bytes())
        .next_case()
        .expect("generated text is valid judge input")
        .expect("generated text holds a maze")
}

fn with_pathfinding(maze: &Maze) -> Option<Vec<Node>> {
    let successors = |node: &Node| {
        let (cell, die) = node.unwrap_or((maze.start(), maze.die()));
        Move::ALL
            .into_iter()
            .filter_map(move |mv| maze.step(cell, die, mv))
            .map(Some)
            .collect::<Vec<_>>()
    };
    pathfinding::directed::bfs::bfs(&None, successors, |node: &Node| {
        node.is_some_and(|(cell, _)| cell == maze.start())
    })
}

fn dicey_bfs(c: &mut Criterion) {
    // The 1000 × 1000 serpentine of the tests: a tour of 500,500 moves, so the search is the
    // whole cost.
    let maze = first_maze(&testkit::generate::dicey_serpentine(1000, 1000, 7));
    // The same tour, not only the same length: both break ties by first discovery in move order.
    // `pathfinding`'s path starts at the virtual source, which stands for our first step.
    let ours: Vec<Node> = solve(&maze, Algorithm::Dense)
        .expect("the serpentine has a tour")
        .steps
        .iter()
        .map(|s| Some((s.cell, s.die)))
        .collect();
    let theirs = with_pathfinding(&maze).expect("the serpentine has a tour");
    assert_eq!(ours.len(), 500_501);
    let first_difference = ours[1..].iter().zip(&theirs[1..]).position(|(a, b)| a != b);
    assert_eq!(
        (ours.len(), first_difference),
        (theirs.len(), None),
        "both searches must find the same tour"
    );

    let mut group = c.benchmark_group("dicey_bfs");
    // Milliseconds an iteration: the same number of iterations per sample, not a growing one.
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.bench_function("search-core", |b| {
        b.iter(|| solve(black_box(&maze), Algorithm::Dense))
    });
    group.bench_function("pathfinding", |b| {
        b.iter(|| with_pathfinding(black_box(&maze)))
    });
    group.finish();
}

criterion_group!(benches, dicey_bfs);
criterion_main!(benches);
