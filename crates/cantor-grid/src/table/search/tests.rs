//! Tests of the search's parts: the rank against search-core's, the key, and the byte layout.

use super::*;
use crate::grid::any_grid;
use proptest::prelude::*;

#[test]
fn the_search_by_classes_gives_the_table_of_a_search_by_arrangements() {
    // The plain serial search, whose table is its visited set: nothing shared but the moves.
    let plain = search_core::bfs::distances_of(
        ARRANGEMENTS,
        [Code::IDENTITY],
        |&c| rank(c),
        |&c| Move::ALL.map(|m| c.apply(m)),
    );
    assert_eq!(distances(), plain);
}

#[test]
fn rank_agrees_with_search_core_at_the_ends() {
    let mut values = [0u8; 9];
    for r in [0, 1, 2, 719, 40_319, 40_320, 181_439, 362_879] {
        search_core::permutation::unrank(r, &mut values);
        assert_eq!(rank(Code::from_values(values)), r as usize);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn rank_agrees_with_search_core(r in 0..362_880u64) {
        let mut values = [0u8; 9];
        search_core::permutation::unrank(r, &mut values);
        prop_assert_eq!(rank(Code::from_values(values)) as u64, r);
    }

    #[test]
    fn the_key_is_the_first_seven_cells_in_base_9(r in 0..362_880u64) {
        let mut values = [0u8; 9];
        search_core::permutation::unrank(r, &mut values);
        let expected = values[..7].iter().rev().fold(0, |k, &v| 9 * k + usize::from(v));
        prop_assert_eq!(key(Code::from_values(values)), expected);
    }

    #[test]
    fn a_code_is_its_low_32_bits_and_the_value_left(g in any_grid()) {
        let code = g.code();
        prop_assert_eq!(unpack_code((code.0 & 0xFFFF_FFFF) as u32), code);
    }
}

#[test]
fn no_two_even_arrangements_share_a_key() {
    let mut seen = vec![false; KEYS];
    let mut values = [0u8; 9];
    for r in 0..ARRANGEMENTS as u64 {
        search_core::permutation::unrank(r, &mut values);
        if search_core::permutation::is_even(&values) {
            let k = key(Code::from_values(values));
            assert!(!std::mem::replace(&mut seen[k], true), "rank {r}");
        }
    }
}

#[test]
fn the_packed_distances_read_back() {
    // A ring of six states and one unreached: three distances, an odd length.
    let table = search_core::bfs::distances(7, [0], |s| match s {
        6 => vec![],
        s => vec![(s + 1) % 6, (s + 5) % 6],
    });
    let packed = pack_distances(&table);
    assert_eq!(packed, [0x10, 0x32, 0x12, 0xFF]);
    for s in 0..7 {
        assert_eq!(distance_at(&packed, s), table.get(s), "state {s}");
    }
}

#[test]
fn the_order_is_by_distance_then_rank_four_bytes_an_arrangement() {
    // Rank 3 at distance 0, ranks 1 and 0 at distance 1, nothing else reached.
    let table = search_core::bfs::distances(ARRANGEMENTS, [3], |s| match s {
        3 => vec![1, 0],
        _ => vec![],
    });
    let order: Vec<Code> = pack_order(&table)
        .chunks(4)
        .map(|b| unpack_code(u32::from_le_bytes(b.try_into().unwrap())))
        .collect();
    let codes = [
        [0, 1, 2, 3, 4, 5, 7, 8, 6],
        [0, 1, 2, 3, 4, 5, 6, 7, 8],
        [0, 1, 2, 3, 4, 5, 6, 8, 7],
    ]
    .map(Code::from_values);
    assert_eq!(order, codes);
}
