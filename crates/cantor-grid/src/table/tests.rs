//! Tests of the built-in table: that it is what the search gives today, and what it holds.

use super::*;
use crate::grid::{Grid, Move, any_grid};
use proptest::prelude::*;

#[test]
fn the_built_in_table_is_a_fresh_build_entry_for_entry() {
    let (built_in, fresh) = (Table::global(), Table::build());
    for r in 0..ARRANGEMENTS {
        assert_eq!(built_in.distance_at(r), fresh.distance_at(r), "rank {r}");
    }
    assert_eq!(built_in.by_distance().len(), fresh.by_distance().len());
    for (i, (a, b)) in built_in.by_distance().zip(fresh.by_distance()).enumerate() {
        assert_eq!(a, b, "position {i} of the order");
    }
    // And byte for byte, so that nothing the accessors skip can differ either.
    let tables = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tables");
    testkit::committed::assert_current(&tables.join("distances.bin"), &fresh.distances);
    testkit::committed::assert_current(&tables.join("by-distance.bin"), &fresh.by_distance);
    assert!(built_in == &fresh);
}

#[test]
fn the_table_matches_the_published_facts() {
    let table = Table::global();
    assert_eq!(
        table.counts(),
        [1, 12, 96, 736, 5208, 28674, 89497, 54741, 2475]
    );
    assert_eq!(table.unreached(), REACHABLE);
    assert_eq!(table.by_distance().len(), REACHABLE);
}

#[test]
fn reached_exactly_the_even_arrangements() {
    let table = Table::global();
    let mut values = [0u8; 9];
    for r in 0..ARRANGEMENTS {
        search_core::permutation::unrank(r as u64, &mut values);
        let even = search_core::permutation::is_even(&values);
        assert_eq!(table.distance_at(r).is_some(), even, "rank {r}");
        assert_eq!(
            table.distance(Code::from_values(values)),
            table.distance_at(r)
        );
    }
}

#[test]
fn the_order_is_by_distance_and_consistent_with_moves() {
    let table = Table::global();
    let order: Vec<Code> = table.by_distance().collect();
    assert_eq!(order[0], Code::IDENTITY);
    let mut last = 0;
    for (i, &c) in order.iter().enumerate() {
        let d = table.distance(c).unwrap();
        assert!(d >= last, "position {i} goes back from {last} to {d}");
        // Within a distance, increasing ranks: the order does not depend on the threads.
        assert!(
            i == 0 || d > last || rank(order[i - 1]) < rank(c),
            "position {i} is out of order within distance {d}"
        );
        last = d;
        // Some neighbour is one closer, and none is more than one closer.
        if i.is_multiple_of(53) {
            let near = Move::ALL.map(|m| table.distance(c.apply(m)).unwrap());
            assert!(near.iter().all(|&n| n + 1 >= d));
            assert!(d == 0 || near.contains(&(d - 1)));
        }
    }
    assert_eq!(last, 8);
    assert_eq!(
        table.distance(Grid::IDENTITY.apply(Move::Row1Left).code()),
        Some(1)
    );
}

/// The cells of `given` (bit `p` for cell `p`) as a mask on a code.
fn mask_of(given: u16) -> u64 {
    (0..9)
        .filter(|p| given >> p & 1 == 1)
        .fold(0, |mask, p| mask | 0xF << (4 * p))
}

#[test]
fn the_first_fit_of_one_cell_is_the_first_in_the_order() {
    // One cell given: the last cell alone is the case where the word holds nothing to test.
    let table = Table::global();
    for p in 0..9 {
        for v in 0..9u64 {
            let (mask, value) = (0xF << (4 * p), v << (4 * p));
            let expected = table.by_distance().find(|c| c.0 & mask == value);
            assert!(expected.is_some());
            assert_eq!(
                table.first_fit(mask, value),
                expected,
                "cell {p}, value {v}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any cells of any arrangement given, odd ones too (which nothing fits when all are given).
    #[test]
    fn the_first_fit_is_the_first_in_the_order_that_fits(g in any_grid(), given in 0..512u16) {
        let table = Table::global();
        let mask = mask_of(given);
        let value = g.code().0 & mask;
        prop_assert_eq!(
            table.first_fit(mask, value),
            table.by_distance().find(|c| c.0 & mask == value)
        );
    }
}
