//! Test-only: the exact distance of a full target by meeting in the middle, written apart from
//! the search under test (no tables, no pruning, no packed boards): breadth-first layers kept in
//! hash maps from both ends, on arrangements as lists of tiles moved by maps of cells.

use std::collections::HashMap;

use crate::loopover::plain;
use crate::loopover::shape::Metric;

fn layers(from: &[u8], moves: &[Vec<usize>], depth: usize) -> HashMap<Vec<u8>, usize> {
    let mut seen = HashMap::from([(from.to_vec(), 0)]);
    let mut layer = vec![from.to_vec()];
    for d in 1..=depth {
        let mut next = Vec::new();
        for a in &layer {
            for to in moves {
                let mut b = vec![0u8; a.len()];
                for (p, &t) in a.iter().enumerate() {
                    b[to[p]] = t;
                }
                if !seen.contains_key(&b) {
                    seen.insert(b.clone(), d);
                    next.push(b);
                }
            }
        }
        layer = next;
    }
    seen
}

/// The fewest moves from `start` to `goal` if at most `depth`, else `None`. Every move's inverse
/// is a move in both metrics, so the layers around the goal are reached by the same moves.
pub(crate) fn distance(
    rows: usize,
    cols: usize,
    metric: Metric,
    start: &[u8],
    goal: &[u8],
    depth: usize,
) -> Option<usize> {
    let moves = plain::moves(rows, cols, metric);
    let near_start = layers(start, &moves, depth.div_ceil(2));
    let near_goal = layers(goal, &moves, depth / 2);
    near_goal
        .iter()
        .filter_map(|(a, &d)| near_start.get(a).map(|&e| d + e))
        .min()
}

#[test]
fn meets_a_plain_search_on_two_by_four() {
    // Against the plain breadth-first search over the whole board.
    let start = [3u8, 1, 7, 2, 8, 5, 4, 6];
    let goal: Vec<u8> = (1..=8).collect();
    let q = crate::loopover::parse::Query {
        start: start.to_vec(),
        target: goal.iter().map(|&t| Some(t)).collect(),
    };
    for metric in [Metric::Stm, Metric::Mtm] {
        let exact = plain::distance(2, 4, metric, &q).unwrap();
        assert_eq!(distance(2, 4, metric, &start, &goal, exact), Some(exact));
        assert_eq!(distance(2, 4, metric, &start, &goal, exact - 1), None);
    }
}
