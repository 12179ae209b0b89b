//! The pattern database against a plain search of the same abstraction written apart: for every
//! placement, a forward least-cost search (Dijkstra, with a heap and a map) to the goal.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};

use super::*;

/// The moves of a 2 × 3 torus (each row or column shifted one place either way): cell maps.
fn torus_moves(costs: impl Fn(bool) -> u8) -> Vec<CellMove> {
    let (rows, cols) = (2usize, 3usize);
    let mut moves = Vec::new();
    for r in 0..rows {
        for k in [1, cols - 1] {
            let to = (0..rows * cols)
                .map(|p| {
                    if p / cols == r {
                        (r * cols + (p % cols + k) % cols) as u8
                    } else {
                        p as u8
                    }
                })
                .collect();
            moves.push(CellMove::new(to, costs(true)));
        }
    }
    for c in 0..cols {
        let to = (0..rows * cols)
            .map(|p| {
                if p % cols == c {
                    ((p / cols + 1) % rows * cols + c) as u8
                } else {
                    p as u8
                }
            })
            .collect();
        moves.push(CellMove::new(to, costs(false)));
    }
    moves
}

/// The least cost from `start` (cells of the tracked tiles) to `goal`, moving forward.
fn dijkstra(start: &[u8], goal: &[u8], moves: &[CellMove]) -> Option<u8> {
    let mut best = HashMap::from([(start.to_vec(), 0u8)]);
    let mut heap = BinaryHeap::from([Reverse((0u8, start.to_vec()))]);
    while let Some(Reverse((d, s))) = heap.pop() {
        if s == goal {
            return Some(d);
        }
        if best[&s] < d {
            continue;
        }
        for m in moves {
            let t: Vec<u8> = s.iter().map(|&p| m.to()[usize::from(p)]).collect();
            let e = d + m.cost();
            if best.get(&t).is_none_or(|&old| e < old) {
                best.insert(t.clone(), e);
                heap.push(Reverse((e, t)));
            }
        }
    }
    None
}

fn every_placement(cells: u8, k: usize) -> Vec<Vec<u8>> {
    let mut all = vec![vec![]];
    for _ in 0..k {
        all = all
            .into_iter()
            .flat_map(|p: Vec<u8>| {
                (0..cells)
                    .filter(|c| !p.contains(c))
                    .map(|c| {
                        let mut q = p.clone();
                        q.push(c);
                        q
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
    }
    all
}

#[test]
fn index_is_a_bijection_onto_the_table() {
    let db = PatternDb::build(6, &[0, 4, 2], &torus_moves(|_| 1));
    let indices: HashSet<usize> = every_placement(6, 3).iter().map(|p| db.index(p)).collect();
    assert_eq!(indices.len(), 120);
    assert!(indices.iter().all(|&i| i < db.len()));
}

#[test]
fn index_is_the_subset_rank_then_the_order_rank() {
    let nine_of_ten = every_placement(10, 9).into_iter().step_by(997);
    let many = every_placement(7, 4)
        .into_iter()
        .chain(every_placement(9, 8).into_iter().step_by(101));
    for p in many.chain(nine_of_ten) {
        let mask = p.iter().fold(0u32, |m, &c| m | 1 << c);
        let mut sorted = p.clone();
        sorted.sort_unstable();
        let order: Vec<u8> = p
            .iter()
            .map(|c| sorted.iter().position(|s| s == c).unwrap() as u8)
            .collect();
        let expected = crate::subset::rank(mask) as usize
            * crate::permutation::factorial(p.len()) as usize
            + crate::permutation::rank(&order) as usize;
        assert_eq!(index(&p), expected, "{p:?}");
    }
}

#[test]
fn every_entry_matches_a_forward_search() {
    let goal = [0u8, 1, 4];
    for (name, moves) in [
        ("all moves cost one", torus_moves(|_| 1)),
        ("only row moves count", torus_moves(u8::from)),
        ("only column moves count", torus_moves(|row| u8::from(!row))),
    ] {
        let db = PatternDb::build(6, &goal, &moves);
        for p in every_placement(6, 3) {
            assert_eq!(
                db.distance(&p),
                dijkstra(&p, &goal, &moves),
                "{name}: {p:?}"
            );
        }
    }
}

#[test]
fn ranked_and_sparse_searches_agree() {
    // The same table keyed both ways, with free and paid moves, and unrank undoing index.
    let moves: Vec<CellMove> = (0..7)
        .map(|i| {
            let mut to: Vec<u8> = (0..7).collect();
            to.swap(i, (i + 1) % 7);
            CellMove::new(to, u8::from(i % 3 != 0))
        })
        .collect();
    let goal = [0u8, 1, 2, 3, 4];
    let sparse = PatternDb::build_keyed(7, &goal, &moves, 28);
    let ranked = PatternDb::build_keyed(7, &goal, &moves, 0);
    assert_eq!(sparse, ranked);
    let mut out = [0u8; 5];
    for (i, p) in every_placement(7, 5).into_iter().enumerate() {
        unrank(index(&p), &mut out);
        assert_eq!(out.to_vec(), p);
        if i % 101 == 0 {
            assert_eq!(ranked.distance(&p), dijkstra(&p, &goal, &moves), "{p:?}");
        }
    }
}

#[test]
fn one_way_moves_are_undone_backwards() {
    // A single cyclic shift of four cells (no inverse among the moves): from cell 1 the tile
    // needs three shifts to reach cell 0.
    let db = PatternDb::build(4, &[0], &[CellMove::new(vec![1, 2, 3, 0], 1)]);
    assert_eq!(db.distance(&[1]), Some(3));
    assert_eq!(db.distance(&[3]), Some(1));
}

#[test]
fn unreachable_placements_stay_unreached() {
    // Only cells 0 and 1 swap: a tile in cell 2 never gets home.
    let db = PatternDb::build(3, &[0], &[CellMove::new(vec![1, 0, 2], 1)]);
    assert_eq!(db.distance(&[2]), None);
    assert_eq!(db.raw(&[2]), UNREACHED);
}

#[test]
fn bounds_never_exceed_the_whole_puzzle_and_split_tables_add() {
    // The whole 2 × 3 torus by a plain BFS over all 720 arrangements (cell -> tile).
    let moves = torus_moves(|_| 1);
    let solved: Vec<u8> = (0..6).collect();
    let mut dist = HashMap::from([(solved.clone(), 0u8)]);
    let mut queue = std::collections::VecDeque::from([solved]);
    while let Some(a) = queue.pop_front() {
        for m in &moves {
            let mut b = vec![0u8; 6];
            for (p, &t) in a.iter().enumerate() {
                b[usize::from(m.to()[p])] = t;
            }
            if !dist.contains_key(&b) {
                dist.insert(b.clone(), dist[&a] + 1);
                queue.push_back(b);
            }
        }
    }
    let goal = [0u8, 1, 2];
    let all = PatternDb::build(6, &goal, &moves);
    let rows = PatternDb::build(6, &goal, &torus_moves(u8::from));
    let cols = PatternDb::build(6, &goal, &torus_moves(|row| u8::from(!row)));
    let mut sum_beats_parts = false;
    for (a, &d) in &dist {
        let mut positions = [0u8; 3];
        for (p, &t) in a.iter().enumerate() {
            if t < 3 {
                positions[usize::from(t)] = p as u8;
            }
        }
        let split = rows.distance(&positions).unwrap() + cols.distance(&positions).unwrap();
        let whole = all.distance(&positions).unwrap();
        assert!(whole <= d && split <= d && split <= whole, "{a:?}");
        let (r, c) = (
            rows.distance(&positions).unwrap(),
            cols.distance(&positions).unwrap(),
        );
        sum_beats_parts |= split > r.max(c);
    }
    // Adding is worth it: somewhere the sum beats both of its parts, and it still never exceeds
    // the real distance.
    assert!(sum_beats_parts);
}
