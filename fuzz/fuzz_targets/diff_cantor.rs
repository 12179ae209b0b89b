//! Differential target for cantor-grid on queries built from the fuzzer's bytes: a start
//! arrangement and a pattern, either any pattern or a scramble of the start by at most four
//! moves with some cells starred. `auto`, `fill` and `scan` must give the same number of moves;
//! the arrangement each reports must fit the pattern, and the descent that `--explain` walks
//! from the start to it must take exactly that many moves and end there. On scrambles a BFS
//! written here (depth at most four) finds the same number of moves. `No Solution!` must come
//! exactly when the pattern fixes every tile (at most one star) and the arrangement it fixes is
//! an odd permutation of the start (every move is a 3-cycle).
#![no_main]

use std::collections::{HashSet, VecDeque};

use arbitrary::{Result, Unstructured};
use cantor_grid::explain::moves_between;
use cantor_grid::grid::{Grid, Move, Pattern};
use cantor_grid::solve::{Algorithm, Query, solve};
use cantor_grid::table::Table;
use libfuzzer_sys::fuzz_target;

/// `fill` runs on patterns of at most this many stars (7! fillings).
const FILL_MAX_STARS: usize = 7;
/// The most scrambling moves, for the BFS here.
const SCRAMBLE: usize = 4;

/// A permutation of the tiles 1–9 from the fuzzer's bytes (Fisher–Yates).
fn tiles(u: &mut Unstructured) -> Result<[u8; 9]> {
    let mut cells: [u8; 9] = std::array::from_fn(|i| i as u8 + 1);
    for i in (1..9).rev() {
        let j = u.int_in_range(0..=i)?;
        cells.swap(i, j);
    }
    Ok(cells)
}

/// Whether `to` is an odd permutation of `from` (both arrangements of 1–9).
fn odd(from: [u8; 9], to: [u8; 9]) -> bool {
    // The permutation taking each cell of `from` to where its tile is in `to`, by cycles.
    let mut place = [0usize; 10];
    for (p, &t) in to.iter().enumerate() {
        place[usize::from(t)] = p;
    }
    let perm: Vec<usize> = from.iter().map(|&t| place[usize::from(t)]).collect();
    let mut seen = [false; 9];
    let mut transpositions = 0;
    for i in 0..9 {
        let mut j = i;
        let mut len = 0usize;
        while !seen[j] {
            seen[j] = true;
            j = perm[j];
            len += 1;
        }
        transpositions += len.saturating_sub(1);
    }
    transpositions % 2 == 1
}

/// The fewest moves from `start` to a grid that fits `target`, by BFS up to `depth` moves.
fn bfs(start: Grid, target: &Pattern, depth: usize) -> Option<usize> {
    let mut seen = HashSet::from([start]);
    let mut queue = VecDeque::from([(start, 0)]);
    while let Some((grid, d)) = queue.pop_front() {
        if target.matches(&grid) {
            return Some(d);
        }
        if d < depth {
            for m in Move::ALL {
                let next = grid.apply(m);
                if seen.insert(next) {
                    queue.push_back((next, d + 1));
                }
            }
        }
    }
    None
}

fn check(u: &mut Unstructured) -> Result<()> {
    let start = Grid::new(tiles(u)?).expect("a permutation");
    let scrambled = u.arbitrary::<bool>()?;
    let goal = if scrambled {
        let count = u.int_in_range(0..=SCRAMBLE)?;
        let mut grid = start;
        for _ in 0..count {
            grid = grid.apply(*u.choose(&Move::ALL)?);
        }
        grid
    } else {
        Grid::new(tiles(u)?).expect("a permutation")
    };
    let mut cells = goal.cells().map(Some);
    for cell in &mut cells {
        // A star in about one cell of three (none once the bytes run out).
        if !u.ratio(2u8, 3)? {
            *cell = None;
        }
    }
    let target = Pattern::new(cells).expect("distinct tiles");
    let query = Query { start, target };
    let table = Table::global();
    // `fill` tries every filling of the stars: 9! look-ups at worst, too slow for every run.
    let algorithms: &[Algorithm] = if target.stars() <= FILL_MAX_STARS {
        &[Algorithm::Auto, Algorithm::Fill, Algorithm::Scan]
    } else {
        &[Algorithm::Auto, Algorithm::Scan]
    };
    let answers: Vec<_> = algorithms
        .iter()
        .map(|&a| solve(table, &query, a))
        .collect();
    let moves = answers[0].map(|s| s.moves);
    assert!(
        answers.iter().all(|s| s.map(|s| s.moves) == moves),
        "the algorithms disagree on {start} to {target}: {answers:?}"
    );
    let fixed = target.stars() <= 1;
    assert_eq!(
        moves.is_none(),
        fixed && odd(start.cells(), goal.cells()),
        "solvable? {start} to {target}"
    );
    for solution in answers.iter().flatten() {
        let arrangement = solution.arrangement;
        assert!(
            target.matches(&arrangement),
            "{arrangement} does not fit {target}"
        );
        let path = moves_between(table, start, arrangement).expect("a reachable arrangement");
        assert_eq!(
            path.len(),
            usize::from(solution.moves),
            "the descent to {arrangement}"
        );
        let end = path.iter().fold(start, |g, &m| g.apply(m));
        assert_eq!(end, arrangement, "the descent from {start} ends elsewhere");
    }
    if scrambled {
        let found = bfs(start, &target, SCRAMBLE);
        assert_eq!(
            moves.map(usize::from),
            found,
            "BFS from {start} to {target}"
        );
    }
    Ok(())
}

fuzz_target!(|bytes: &[u8]| {
    let _ = check(&mut Unstructured::new(bytes));
});
