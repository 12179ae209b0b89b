//! The keyed search against the serial one, with every way of splitting its layers.

use super::*;
use crate::bfs::{distances, distances_of};

/// The 3 × 3 grid graph, states numbered row by row.
fn grid3(s: usize) -> Vec<usize> {
    let (r, c) = (s / 3, s % 3);
    [
        (r > 0).then(|| s - 3),
        (r < 2).then(|| s + 3),
        (c > 0).then(|| s - 1),
        (c < 2).then(|| s + 1),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// `grid3` with every state `s` known by the sparse key `7 s + 3`, searched on one thread.
fn keyed_grid3(sources: &[usize]) -> (DistanceTable, Vec<usize>) {
    let expanded = std::sync::Mutex::new(Vec::new());
    let table = split_search(
        9,
        7 * 9 + 3,
        sources.iter().map(|&s| 7 * s + 3),
        (
            &|&k: &usize| k,
            &|&k: &usize| [(k - 3) / 7],
            &|&k: &usize| {
                expanded.lock().unwrap().push((k - 3) / 7);
                grid3((k - 3) / 7).into_iter().map(|t| 7 * t + 3)
            },
        ),
        1,
        1,
    );
    (table, expanded.into_inner().unwrap())
}

#[test]
fn on_one_thread_it_is_the_serial_search_with_its_order() {
    for sources in [vec![0], vec![4, 4], vec![8, 0], vec![]] {
        let mut plain_order = Vec::new();
        let plain = distances_of(
            9,
            sources.iter().copied(),
            |&s| s,
            |&s| {
                plain_order.push(s);
                grid3(s)
            },
        );
        let (keyed, keyed_order) = keyed_grid3(&sources);
        assert_eq!(keyed, plain, "sources {sources:?}");
        assert_eq!(keyed_order, plain_order, "sources {sources:?}");
    }
}

#[test]
#[should_panic(expected = "outside the key space")]
fn a_key_out_of_range_is_a_bug_in_the_caller() {
    distances_keyed(2, 2, [0usize], |&s| s * 2, |&s| [s], |_| [1]);
}

/// A pseudo-random sparse graph on `n` states (each with up to four successors), keyed by
/// `3 s + 1`: big enough that split layers race for shared successors.
fn random_graph(n: usize, seed: u64) -> Vec<Vec<usize>> {
    let mut x = seed | 1;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..n)
        .map(|_| {
            (0..next() % 5)
                .map(|_| (next() % n as u64) as usize)
                .collect()
        })
        .collect()
}

#[test]
fn parallel_search_gives_the_serial_table_with_any_split() {
    for seed in 1..=20 {
        let g = random_graph(3000, seed);
        // Keys 1 and 4 are the states 0 and 1.
        let serial = distances_of(3000, [0usize, 1], |&s| s, |&s| g[s].clone());
        for (threads, min_chunk) in [(1, 1), (2, 1), (3, 7), (4, 100), (2, 4096)] {
            let expanded = std::sync::Mutex::new(Vec::new());
            let table = split_search(
                3000,
                9001,
                [1usize, 4],
                (
                    &|&k: &usize| k,
                    &|&k: &usize| [(k - 1) / 3],
                    &|&k: &usize| {
                        expanded.lock().unwrap().push((k - 1) / 3);
                        g[(k - 1) / 3]
                            .iter()
                            .map(|&t| 3 * t + 1)
                            .collect::<Vec<_>>()
                    },
                ),
                threads,
                min_chunk,
            );
            let label = format!("seed {seed}, {threads} threads, chunks of {min_chunk}");
            assert_eq!(table, serial, "{label}");
            // Every reached state expanded exactly once.
            let expanded = expanded.into_inner().unwrap();
            let mut states = expanded.clone();
            states.sort_unstable();
            states.dedup();
            assert_eq!(states.len(), expanded.len(), "{label}: a state twice");
            assert_eq!(states.len(), 3000 - serial.unreached(), "{label}");
        }
    }
}

#[test]
fn classes_fill_the_table_of_all_their_members() {
    // A random graph made symmetric under the mirror s -> 5999 - s (every edge has its
    // mirror image), searched by classes {s, mirror(s)} known by their smaller member.
    let mirror = |s: usize| 5999 - s;
    let class = |s: usize| s.min(mirror(s));
    for seed in 1..=10 {
        let half = random_graph(6000, seed);
        let mut g = vec![Vec::new(); 6000];
        for (a, out) in half.iter().enumerate() {
            for &b in out {
                g[a].push(b);
                g[mirror(a)].push(mirror(b));
            }
        }
        let plain = distances(6000, [7, mirror(7)], |s| g[s].clone());
        for (threads, min_chunk) in [(1, 1), (2, 1), (3, 5)] {
            let table = split_search(
                6000,
                6000,
                [class(7)],
                (
                    &|&c: &usize| c,
                    &|&c: &usize| [c, mirror(c)],
                    &|&c: &usize| g[c].iter().map(|&t| class(t)).collect::<Vec<_>>(),
                ),
                threads,
                min_chunk,
            );
            assert_eq!(table, plain, "seed {seed}, {threads} threads");
        }
    }
}

#[test]
fn a_chain_of_254_fits_and_255_does_not() {
    let chain = |n: usize| move |&s: &usize| if s + 1 < n { vec![s + 1] } else { vec![] };
    let fits = distances_keyed(255, 255, [0], |&s| s, |&s| [s], chain(255));
    assert_eq!(fits.get(254), Some(254));
    assert_eq!(fits.as_slice(), (0..255).collect::<Vec<u8>>());
    let too_long =
        std::panic::catch_unwind(|| distances_keyed(256, 256, [0], |&s| s, |&s| [s], chain(256)));
    assert!(too_long.is_err());
}

#[test]
#[should_panic(expected = "outside the key space")]
fn a_key_out_of_range_on_another_thread_keeps_its_message() {
    // Two states per layer and chunks of one: the second state of layer 1 is expanded on a
    // spawned thread, and its successor's key is out of range.
    split_search(
        8,
        8,
        [0usize],
        (&|&s: &usize| s, &|&s: &usize| [s], &|&s: &usize| match s {
            0 => vec![1, 2],
            2 => vec![99],
            _ => vec![],
        }),
        2,
        1,
    );
}

#[test]
#[should_panic(expected = "share an index")]
fn two_states_listing_one_entry_are_a_bug_in_the_caller() {
    distances_keyed(4, 4, [0usize], |&s| s, |&s| [s % 2], |&s| [(s + 1) % 4]);
}
