//! The serial searches against hand-computed tables.

use super::*;

/// The 3 × 3 grid graph, states numbered row by row.
fn grid3(s: usize) -> Vec<usize> {
    let (r, c) = (s / 3, s % 3);
    let mut out = Vec::new();
    if r > 0 {
        out.push(s - 3);
    }
    if r < 2 {
        out.push(s + 3);
    }
    if c > 0 {
        out.push(s - 1);
    }
    if c < 2 {
        out.push(s + 1);
    }
    out
}

#[test]
fn grid_distances_from_a_corner_are_manhattan_distances() {
    let table = distances(9, [0], grid3);
    // Hand-computed: |r| + |c| from (0, 0).
    assert_eq!(table.as_slice(), &[0, 1, 2, 1, 2, 3, 2, 3, 4]);
    assert_eq!(table.counts(), vec![1, 2, 3, 2, 1]);
    assert_eq!(table.max_distance(), Some(4));
    assert_eq!(table.unreached(), 0);
}

#[test]
fn many_sources_take_the_nearest() {
    // From two opposite corners, the anti-diagonal is 2 away from both.
    let table = distances(9, [0, 8], grid3);
    assert_eq!(table.as_slice(), &[0, 1, 2, 1, 2, 1, 2, 1, 0]);
}

#[test]
fn duplicate_sources_are_harmless() {
    let table = distances(9, [4, 4, 4], grid3);
    assert_eq!(table.as_slice(), &[2, 1, 2, 1, 0, 1, 2, 1, 2]);
}

#[test]
fn directed_edges_are_followed_one_way_only() {
    // 0 -> 1 -> 2, and 3 -> 0: nothing reaches 3 from 0.
    let table = distances(4, [0], |s| match s {
        0 => vec![1],
        1 => vec![2],
        3 => vec![0],
        _ => vec![],
    });
    assert_eq!(table.as_slice(), &[0, 1, 2, UNREACHED]);
    assert_eq!(table.get(3), None);
    assert_eq!(table.states_by_distance(), vec![0, 1, 2]);
}

#[test]
fn every_reached_state_is_expanded_once_nearest_first() {
    let mut expanded = Vec::new();
    let table = distances_of(
        9,
        [4usize, 4],
        |&s| s,
        |&s| {
            expanded.push(s);
            grid3(s)
        },
    );
    let mut sorted = expanded.clone();
    sorted.sort();
    assert_eq!(sorted, (0..9).collect::<Vec<_>>());
    // From the centre: itself, the four edges in discovery order (up, down, left, right), corners.
    assert_eq!(expanded, [4, 1, 7, 3, 5, 0, 2, 6, 8]);
    let depths: Vec<u8> = expanded.iter().map(|&s| table.get(s).unwrap()).collect();
    assert!(depths.windows(2).all(|w| w[0] <= w[1]));
}

#[test]
fn no_sources_reach_nothing() {
    let table = distances(3, [], grid3);
    assert_eq!(table.unreached(), 3);
    assert_eq!(table.max_distance(), None);
    assert!(table.counts().is_empty());
    assert!(table.states_by_distance().is_empty());
}

#[test]
fn a_chain_of_254_fits_and_255_does_not() {
    let chain = |s: usize| if s + 1 < 300 { vec![s + 1] } else { vec![] };
    let fits = distances(255, [0], |s| chain(s).into_iter().filter(|&t| t < 255));
    assert_eq!(fits.get(254), Some(254));
    let too_long = std::panic::catch_unwind(|| distances(300, [0], chain));
    assert!(too_long.is_err());
}

#[test]
#[should_panic(expected = "outside the state space")]
fn a_successor_out_of_range_is_a_bug_in_the_caller() {
    distances(2, [0], |_| [5]);
}
