//! Test-only: the puzzle worked out from first principles, apart from the code under test (no
//! masks, packed words, symmetry or tables): moves as maps of cells, a plain breadth-first
//! search over whole arrangements, and a replay of printed moves by rotating lines.

use std::collections::{HashMap, VecDeque};

use search_core::permutation::{factorial, rank};

use crate::loopover::parse::Query;
use crate::loopover::shape::{Axis, Metric, Move};

/// Every move of an R × C board as a map of cells: a row shifted by `k` puts the tile of
/// `(r, c)` at `(r, c + k)`, a column the tile of `(r, c)` at `(r + k, c)`, wrapping round; in
/// the single-tile metric `k` is ±1, in the multi-tile metric any amount.
pub(crate) fn moves(rows: usize, cols: usize, metric: Metric) -> Vec<Vec<usize>> {
    let amounts = |len: usize| -> Vec<usize> {
        match metric {
            Metric::Stm => vec![1, len - 1],
            Metric::Mtm => (1..len).collect(),
        }
    };
    let mut moves = Vec::new();
    for r in 0..rows {
        for k in amounts(cols) {
            moves.push(
                (0..rows * cols)
                    .map(|p| {
                        if p / cols == r {
                            r * cols + (p % cols + k) % cols
                        } else {
                            p
                        }
                    })
                    .collect(),
            );
        }
    }
    for c in 0..cols {
        for k in amounts(rows) {
            moves.push(
                (0..rows * cols)
                    .map(|p| {
                        if p % cols == c {
                            (p / cols + k) % rows * cols + c
                        } else {
                            p
                        }
                    })
                    .collect(),
            );
        }
    }
    moves
}

fn step(a: &[u8], to: &[usize]) -> Vec<u8> {
    let mut b = vec![0u8; a.len()];
    for (p, &t) in a.iter().enumerate() {
        b[to[p]] = t;
    }
    b
}

/// The distance of every arrangement (by lexicographic rank) from the solved one, `u8::MAX` for
/// those out of reach, by a plain search over all arrangements.
pub(crate) fn distances(rows: usize, cols: usize, metric: Metric) -> Vec<u8> {
    let n = rows * cols;
    let moves = moves(rows, cols, metric);
    let mut dist = vec![u8::MAX; factorial(n) as usize];
    let start: Vec<u8> = (0..n as u8).collect();
    dist[rank(&start) as usize] = 0;
    let mut queue = VecDeque::from([start]);
    while let Some(a) = queue.pop_front() {
        let d = dist[rank(&a) as usize];
        for to in &moves {
            let b = step(&a, to);
            let r = rank(&b) as usize;
            if dist[r] == u8::MAX {
                dist[r] = d + 1;
                queue.push_back(b);
            }
        }
    }
    dist
}

/// The counts at each distance from the solved arrangement, by a plain search over all
/// arrangements.
pub(crate) fn counts(rows: usize, cols: usize, metric: Metric) -> Vec<u64> {
    let mut counts = Vec::new();
    for d in distances(rows, cols, metric) {
        if d != u8::MAX {
            let d = usize::from(d);
            if counts.len() <= d {
                counts.resize(d + 1, 0);
            }
            counts[d] += 1;
        }
    }
    counts
}

/// Whether the tiles fit the pattern.
pub(crate) fn fits(tiles: &[u8], target: &[Option<u8>]) -> bool {
    tiles
        .iter()
        .zip(target)
        .all(|(&t, &want)| want.is_none_or(|w| w == t))
}

/// The fewest moves from the query's start to a fitting arrangement, by a breadth-first search
/// from the start that stops at the first fit; `None` once everything reachable is seen.
pub(crate) fn distance(rows: usize, cols: usize, metric: Metric, query: &Query) -> Option<usize> {
    let moves = moves(rows, cols, metric);
    let mut seen = HashMap::from([(query.start.clone(), 0usize)]);
    let mut queue = VecDeque::from([query.start.clone()]);
    while let Some(a) = queue.pop_front() {
        let d = seen[&a];
        if fits(&a, &query.target) {
            return Some(d);
        }
        for to in &moves {
            let b = step(&a, to);
            if !seen.contains_key(&b) {
                seen.insert(b.clone(), d + 1);
                queue.push_back(b);
            }
        }
    }
    None
}

/// The tiles after a printed move, by rotating the line's tiles in a list.
pub(crate) fn replay(rows: usize, cols: usize, tiles: &[u8], m: Move) -> Vec<u8> {
    let line = usize::from(m.line);
    let cells: Vec<usize> = match m.axis {
        Axis::Row => (0..cols).map(|c| line * cols + c).collect(),
        Axis::Column => (0..rows).map(|r| r * cols + line).collect(),
    };
    let mut values: Vec<u8> = cells.iter().map(|&p| tiles[p]).collect();
    let k = usize::from(m.shift.unsigned_abs());
    // Shifting right or down moves each tile to a higher index: the list rotates right.
    if m.shift > 0 {
        values.rotate_right(k);
    } else {
        values.rotate_left(k);
    }
    let mut after = tiles.to_vec();
    for (&p, &t) in cells.iter().zip(&values) {
        after[p] = t;
    }
    after
}
