//! Differential target for Loopover boards (`--size RxC`, both metrics) on queries built from the
//! fuzzer's bytes: a board of 4 to 10 cells, a start, and a pattern that is either any
//! arrangement or a scramble of the start by at most four moves, with some cells starred.
//!
//! The exact table and the IDA* search (which serves boards past the tables) must agree on the
//! number of moves, and where the pattern names every tile, on the sequence itself (each is the
//! first optimal one in move order). Every sequence, replayed here by rotating lines, must reach
//! an arrangement that fits the pattern. On scrambles a breadth-first search written here (depth
//! at most four) finds the same number of moves. `No Solution!` must come exactly when both sides
//! are odd, the pattern fixes every tile (at most one star) and that arrangement is an odd
//! permutation of the start: every move then is an even permutation.
#![no_main]

use std::cell::RefCell;
use std::collections::{HashMap, HashSet, VecDeque};

use arbitrary::{Result, Unstructured};
use cantor_grid::loopover::optimal;
use cantor_grid::loopover::parse::Query;
use cantor_grid::loopover::shape::{self, Axis, Metric, Move, Shape};
use cantor_grid::loopover::solve;
use libfuzzer_sys::fuzz_target;
use puzzle_fuzz::odd_permutation;

/// The boards: every shape of 4 to 10 cells, whose tables take at most a tenth of a second.
const SHAPES: [(usize, usize); 8] = [
    (2, 2),
    (2, 3),
    (3, 2),
    (2, 4),
    (4, 2),
    (3, 3),
    (2, 5),
    (5, 2),
];
/// The most scrambling moves, for the BFS here.
const SCRAMBLE: usize = 4;
/// Nodes the search may expand on one query; past it the search refuses, and its proven bound
/// is checked instead.
const NODES: u64 = 20_000;
/// Entries of each of the search's block tables: small, so that they are built in milliseconds
/// (the bound is weaker, the answer as exact).
const BLOCK_TABLE: usize = 5_000;

thread_local! {
    /// Both solvers of each board and metric, built once: the table on its first query.
    static SOLVERS: RefCell<HashMap<(Shape, Metric), (solve::Solver, optimal::Solver)>> =
        RefCell::new(HashMap::new());
}

/// The tiles 1 … n in an order the fuzzer's bytes choose (Fisher–Yates).
fn tiles(u: &mut Unstructured, n: usize) -> Result<Vec<u8>> {
    let mut cells: Vec<u8> = (1..=n as u8).collect();
    for i in (1..n).rev() {
        let j = u.int_in_range(0..=i)?;
        cells.swap(i, j);
    }
    Ok(cells)
}

/// `tiles` after `m`, by rotating its line: written here, apart from the crate's packed moves.
fn replay(shape: Shape, tiles: &[u8], m: Move) -> Vec<u8> {
    let (rows, cols) = (shape.rows(), shape.cols());
    let mut out = tiles.to_vec();
    let line = usize::from(m.line);
    let cells: Vec<usize> = match m.axis {
        Axis::Row => (0..cols).map(|c| line * cols + c).collect(),
        Axis::Column => (0..rows).map(|r| r * cols + line).collect(),
    };
    let len = cells.len() as i64;
    for (i, &cell) in cells.iter().enumerate() {
        let to = (i as i64 + i64::from(m.shift)).rem_euclid(len) as usize;
        out[cells[to]] = tiles[cell];
    }
    out
}

fn fits(tiles: &[u8], target: &[Option<u8>]) -> bool {
    tiles
        .iter()
        .zip(target)
        .all(|(&t, want)| want.is_none_or(|w| w == t))
}

/// The fewest moves from `start` to an arrangement that fits `target`, by BFS up to `depth`.
fn bfs(
    shape: Shape,
    moves: &[Move],
    start: &[u8],
    target: &[Option<u8>],
    depth: usize,
) -> Option<usize> {
    let mut seen = HashSet::from([start.to_vec()]);
    let mut queue = VecDeque::from([(start.to_vec(), 0)]);
    while let Some((tiles, d)) = queue.pop_front() {
        if fits(&tiles, target) {
            return Some(d);
        }
        if d < depth {
            for &m in moves {
                let next = replay(shape, &tiles, m);
                if seen.insert(next.clone()) {
                    queue.push_back((next, d + 1));
                }
            }
        }
    }
    None
}

fn check(u: &mut Unstructured) -> Result<()> {
    let (rows, cols) = *u.choose(&SHAPES)?;
    let shape = Shape::new(rows, cols).expect("a board of the list");
    let metric = if u.arbitrary()? {
        Metric::Mtm
    } else {
        Metric::Stm
    };
    let moves = shape::list(shape, metric);
    let n = shape.cells();
    let start = tiles(u, n)?;
    let scrambled = u.arbitrary::<bool>()?;
    let goal = if scrambled {
        let mut tiles = start.clone();
        for _ in 0..u.int_in_range(0..=SCRAMBLE)? {
            tiles = replay(shape, &tiles, *u.choose(&moves)?);
        }
        tiles
    } else {
        tiles(u, n)?
    };
    let mut target: Vec<Option<u8>> = goal.iter().copied().map(Some).collect();
    for cell in &mut target {
        // A star in about one cell of three (none once the bytes run out).
        if !u.ratio(2u8, 3)? {
            *cell = None;
        }
    }
    let stars = target.iter().filter(|t| t.is_none()).count();
    let query = Query {
        start: start.clone(),
        target: target.clone(),
    };
    let (exact, searched) = SOLVERS.with(|solvers| {
        let mut solvers = solvers.borrow_mut();
        let (table, search) = solvers.entry((shape, metric)).or_insert_with(|| {
            (
                solve::Solver::new(shape, metric),
                // Built in the process (milliseconds), never written to the user's cache.
                optimal::Solver::with_table_limit(shape, metric, NODES, BLOCK_TABLE)
                    .with_cache(None),
            )
        });
        (table.solve(&query), search.solve(&query).0)
    });
    let odd_board = rows % 2 == 1 && cols % 2 == 1;
    assert_eq!(
        exact.is_none(),
        odd_board && stars <= 1 && odd_permutation(&start, &goal),
        "solvable? {shape} {metric} {start:?} to {target:?}"
    );
    match &searched {
        Ok(found) => {
            assert_eq!(
                found.as_ref().map(Vec::len),
                exact.as_ref().map(Vec::len),
                "table and search on {shape} {metric} {start:?} to {target:?}"
            );
            if stars == 0 {
                assert_eq!(
                    found, &exact,
                    "not the same first sequence on {shape} {metric}"
                );
            }
        }
        Err(refusal) => assert!(
            exact
                .as_ref()
                .is_some_and(|e| e.len() >= refusal.depth as usize),
            "the search proved no sequence shorter than {} on {shape} {metric}",
            refusal.depth
        ),
    }
    for sequence in [
        exact.as_ref(),
        searched.as_ref().ok().and_then(Option::as_ref),
    ]
    .into_iter()
    .flatten()
    {
        let end = sequence
            .iter()
            .fold(start.clone(), |t, &m| replay(shape, &t, m));
        assert!(
            fits(&end, &target),
            "{sequence:?} from {start:?} misses {target:?}"
        );
    }
    if scrambled {
        let found = bfs(shape, &moves, &start, &target, SCRAMBLE);
        assert_eq!(
            exact.as_ref().map(Vec::len),
            found,
            "BFS on {shape} {metric} from {start:?} to {target:?}"
        );
    }
    Ok(())
}

fuzz_target!(|bytes: &[u8]| {
    let _ = check(&mut Unstructured::new(bytes));
});
