//! Cross-checks of search-core's algorithms against each other and against brute force.

use proptest::prelude::*;
use search_core::bfs::{distances, distances_keyed};
use search_core::descent::descend;
use search_core::idastar::ida_star;
use search_core::path::shortest_path;
use search_core::{permutation, subset};
use std::collections::VecDeque;

// ---- ranking ------------------------------------------------------------------------------------

/// The permutations of 0..n in lexicographic order, by the textbook next-permutation step.
fn all_permutations(n: u8) -> Vec<Vec<u8>> {
    let mut p: Vec<u8> = (0..n).collect();
    let mut out = vec![p.clone()];
    loop {
        let Some(i) = (1..p.len()).rev().find(|&i| p[i - 1] < p[i]) else {
            return out;
        };
        let j = (i..p.len()).rev().find(|&j| p[j] > p[i - 1]).unwrap();
        p.swap(i - 1, j);
        p[i..].reverse();
        out.push(p.clone());
    }
}

#[test]
fn permutation_ranks_are_lexicographic_positions_over_all_of_s8() {
    let all = all_permutations(8);
    assert_eq!(all.len() as u64, permutation::factorial(8));
    let mut back = [0u8; 8];
    for (i, p) in all.iter().enumerate() {
        assert_eq!(permutation::rank(p), i as u64);
        permutation::unrank(i as u64, &mut back);
        assert_eq!(&back[..], &p[..]);
    }
}

/// Parity by counting inversions, independently of the cycle method.
fn even_by_inversions(p: &[u8]) -> bool {
    let mut inversions = 0;
    for i in 0..p.len() {
        for j in i + 1..p.len() {
            inversions += usize::from(p[i] > p[j]);
        }
    }
    inversions % 2 == 0
}

#[test]
fn parity_agrees_with_inversion_count_over_all_of_s7() {
    let all = all_permutations(7);
    assert!(
        all.iter()
            .all(|p| permutation::is_even(p) == even_by_inversions(p))
    );
    assert_eq!(
        all.iter().filter(|p| permutation::is_even(p)).count(),
        5040 / 2
    );
}

#[test]
fn subset_ranks_of_all_8_subsets_of_16_bits_are_a_bijection_in_colex_order() {
    // Colex order is increasing numeric order of the masks, so enumerating masks upward gives
    // ranks 0, 1, 2, … with no gaps.
    let masks: Vec<u32> = (0u32..1 << 16).filter(|m| m.count_ones() == 8).collect();
    assert_eq!(masks.len() as u32, subset::binomial(16, 8));
    for (i, &mask) in masks.iter().enumerate() {
        assert_eq!(subset::rank(mask), i as u32);
        assert_eq!(subset::unrank(i as u32, 8), mask);
    }
}

proptest! {
    #[test]
    fn permutation_round_trip_up_to_20(perm in (1usize..=20).prop_flat_map(|n| Just((0..n as u8).collect::<Vec<u8>>()).prop_shuffle())) {
        let r = permutation::rank(&perm);
        prop_assert!(r < permutation::factorial(perm.len()));
        let mut back = vec![0u8; perm.len()];
        permutation::unrank(r, &mut back);
        prop_assert_eq!(back, perm);
    }

    #[test]
    fn subset_round_trip_over_32_bits(mask in any::<u32>()) {
        let k = mask.count_ones();
        let r = subset::rank(mask);
        prop_assert!(k == 0 || r < subset::binomial(32, k));
        prop_assert_eq!(subset::unrank(r, k), mask);
    }
}

// ---- searches -----------------------------------------------------------------------------------

/// A random directed graph on `n` states: each state's successors in a random order, repeats and
/// self-loops allowed, so ties and dead ends are common.
fn graph() -> impl Strategy<Value = Vec<Vec<usize>>> {
    (1usize..14).prop_flat_map(|n| prop::collection::vec(prop::collection::vec(0..n, 0..4), n))
}

/// Brute-force distances: plain BFS with a queue of (state, distance), no tables.
fn brute_distances(graph: &[Vec<usize>], source: usize) -> Vec<Option<u32>> {
    let mut dist = vec![None; graph.len()];
    let mut queue = VecDeque::from([(source, 0)]);
    dist[source] = Some(0);
    while let Some((s, d)) = queue.pop_front() {
        for &t in &graph[s] {
            if dist[t].is_none() {
                dist[t] = Some(d + 1);
                queue.push_back((t, d + 1));
            }
        }
    }
    dist
}

/// Every move sequence (as successor indices) of length `len` from `start`, in lexicographic order,
/// until one ends at `goal`: the lexicographically smallest such sequence, by brute force.
fn first_sequence(
    graph: &[Vec<usize>],
    start: usize,
    goal: usize,
    len: usize,
) -> Option<Vec<usize>> {
    fn go(graph: &[Vec<usize>], s: usize, goal: usize, left: usize, seq: &mut Vec<usize>) -> bool {
        if left == 0 {
            return s == goal;
        }
        for (i, &t) in graph[s].iter().enumerate() {
            seq.push(i);
            if go(graph, t, goal, left - 1, seq) {
                return true;
            }
            seq.pop();
        }
        false
    }
    let mut seq = Vec::new();
    go(graph, start, goal, len, &mut seq).then_some(seq)
}

fn reverse(graph: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let mut rev = vec![Vec::new(); graph.len()];
    for (s, succ) in graph.iter().enumerate() {
        for &t in succ {
            rev[t].push(s);
        }
    }
    rev
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn bfs_table_matches_brute_force(g in graph(), source in 0usize..14) {
        let source = source % g.len();
        let table = distances(g.len(), [source], |s| g[s].clone());
        let brute = brute_distances(&g, source);
        for (s, &expected) in brute.iter().enumerate() {
            prop_assert_eq!(table.get(s).map(u32::from), expected);
        }
    }

    #[test]
    fn keyed_bfs_table_matches_brute_force(g in graph(), source in 0usize..14, stride in 1usize..40, offset in 0usize..40) {
        // Each state travels as a sparse key `stride * s + offset`.
        let source = source % g.len();
        let n = g.len();
        let key = |s: usize| stride * s + offset;
        let table = distances_keyed(
            n,
            stride * n + offset,
            [key(source)],
            |&k| k,
            |&k| [(k - offset) / stride],
            |&k| g[(k - offset) / stride].iter().map(|&t| key(t)).collect::<Vec<_>>(),
        );
        let brute = brute_distances(&g, source);
        for (s, &expected) in brute.iter().enumerate() {
            prop_assert_eq!(table.get(s).map(u32::from), expected);
        }
    }

    #[test]
    fn shortest_path_is_the_lexicographically_first_shortest(g in graph(), start in 0usize..14, goal in 0usize..14) {
        let (start, goal) = (start % g.len(), goal % g.len());
        let labelled = |s: usize| g[s].iter().copied().enumerate().collect::<Vec<_>>();
        let found = shortest_path(g.len(), start, labelled, |s| s == goal);
        match brute_distances(&g, start)[goal] {
            None => prop_assert!(found.is_none()),
            Some(d) => {
                let path = found.unwrap();
                prop_assert_eq!(path.len() as u32, d);
                prop_assert_eq!(Some(path.moves.clone()), first_sequence(&g, start, goal, d as usize));
                prop_assert_eq!(path.states.first(), Some(&start));
                prop_assert_eq!(path.states.last(), Some(&goal));
            }
        }
    }

    #[test]
    fn ida_star_agrees_with_bfs_and_keeps_move_order(g in graph(), start in 0usize..14, goal in 0usize..14) {
        let (start, goal) = (start % g.len(), goal % g.len());
        // An exact heuristic (distances to the goal over the reversed graph) and the zero one must
        // both give the lexicographically first shortest sequence.
        let rev = reverse(&g);
        let to_goal = distances(g.len(), [goal], |s| rev[s].clone());
        let moves = |&s: &usize, _: Option<usize>| g[s].iter().copied().enumerate().collect::<Vec<_>>();
        let exact = ida_star(&start, moves, |&s| to_goal.get(s).map_or(u32::MAX, u32::from), |&s| s == goal, 20);
        let expected = brute_distances(&g, start)[goal].and_then(|d| first_sequence(&g, start, goal, d as usize));
        prop_assert_eq!(&exact, &expected);
        // Without a heuristic the search is exponential in the cap, so keep the cap small; a goal
        // beyond it must give None, never a longer sequence.
        const CAP: u32 = 6;
        let blind = ida_star(&start, moves, |_| 0, |&s| s == goal, CAP);
        let within_cap = expected.filter(|seq| seq.len() as u32 <= CAP);
        prop_assert_eq!(&blind, &within_cap);
    }

    #[test]
    fn descent_along_an_exact_table_is_the_lexicographically_first_shortest(g in graph(), start in 0usize..14, goal in 0usize..14) {
        let (start, goal) = (start % g.len(), goal % g.len());
        let rev = reverse(&g);
        let to_goal = distances(g.len(), [goal], |s| rev[s].clone());
        let moves = |&s: &usize| g[s].iter().copied().enumerate().collect::<Vec<_>>();
        let found = descend(start, moves, |&s| to_goal.get(s).map(u32::from));
        let expected = brute_distances(&g, start)[goal].and_then(|d| first_sequence(&g, start, goal, d as usize));
        prop_assert_eq!(found, expected);
    }
}
