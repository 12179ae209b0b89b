//! Tests of the placement table: the ranks, the search, the packed layout, and that the table built
//! into the binary is the search's, entry for entry.

use search_core::subset;

use super::search::{self, pack, unpack, unrank};
use super::*;
use crate::board::{CENTRE_MASK, Move};
use crate::mask;

fn table() -> &'static Table {
    Table::global()
}

#[test]
fn byte_rank_is_the_core_rank() {
    // Exhaustively, walking the 8-subsets in colex order with Gosper's hack: rank = position.
    let mut p = FIRST_PLACEMENT;
    for index in 0..PLACEMENTS {
        assert_eq!(rank(p), index, "{p:024b}");
        assert_eq!(subset::rank(p) as usize, index);
        assert_eq!(unrank(index), p);
        p = next_placement(p);
    }
    assert_eq!(
        p.trailing_zeros(),
        0,
        "past the last placement, 0xff << 16, comes a 25-bit mask"
    );
    assert!(p > mask::FULL);
}

#[test]
fn the_built_in_table_is_a_fresh_build() {
    // The committed table cannot drift: it is what the library's search gives now, byte for byte.
    let fresh = Table::build();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tables/placements.bin");
    testkit::committed::assert_current(&path, &fresh.packed);
    assert_eq!(table().as_slice(), fresh.as_slice());
    assert_eq!(table(), &fresh);
    // And the packed reads agree with the unpacked bytes, entry for entry.
    let mut p = FIRST_PLACEMENT;
    for &d in fresh.as_slice() {
        assert_eq!(table().distance(p), d, "{p:024b}");
        p = next_placement(p);
    }
}

#[test]
fn every_placement_is_reached() {
    let distances = search::distances();
    assert_eq!(distances.len(), PLACEMENTS);
    assert_eq!(distances.unreached(), 0);
    assert_eq!(table().as_slice().len(), PLACEMENTS);
    assert_eq!(
        table().counts().iter().sum::<u64>(),
        735_471,
        "C(24, 8) from the spec"
    );
    assert_eq!(table().counts(), distances.counts());
}

#[test]
fn the_search_by_classes_gives_the_table_of_a_search_by_placements() {
    // The plain serial search, whose table is its visited set: nothing shared but the moves.
    let plain = search_core::bfs::distances_of(
        PLACEMENTS,
        [CENTRE_MASK],
        |&m| rank(m),
        |&m| Move::ALL.map(|mv| mask::apply(m, mv)),
    );
    assert_eq!(search::distances(), plain);
}

#[test]
fn packing_keeps_every_distance() {
    for len in 0..6_usize {
        let distances: Vec<u8> = (0..len).map(|i| (i * 7 % 16) as u8).collect();
        let packed = pack(&distances);
        assert_eq!(packed.len(), len.div_ceil(2));
        assert_eq!(unpack(&packed, len), distances);
        for (i, &d) in distances.iter().enumerate() {
            assert_eq!(search::packed_get(&packed, i), d);
        }
    }
}

#[test]
#[should_panic(expected = "every distance fits four bits")]
fn packing_refuses_an_unreached_placement() {
    pack(&[0, search_core::UNREACHED]);
}

#[test]
fn the_centre_is_at_zero_and_alone_there() {
    assert_eq!(table().distance(CENTRE_MASK), 0);
    assert_eq!(table().counts()[0], 1);
}

#[test]
fn neighbours_of_the_centre() {
    // Every move takes exactly one block out of the centre (each line crosses the centre in
    // three cells and shifts one of them out while shifting in a non-centre block), so all
    // eight neighbours are at distance 1, and they are distinct.
    let mut seen = Vec::new();
    for m in Move::ALL {
        let n = mask::apply(CENTRE_MASK, m);
        assert_eq!((n & CENTRE_MASK).count_ones(), 7, "{m}");
        assert_eq!(table().distance(n), 1, "{m}");
        seen.push(n);
    }
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), 8);
    assert_eq!(table().counts()[1], 8);
}

#[test]
fn distances_are_consistent_with_moves() {
    // Sampled: every placement's neighbours differ by at most one, and a non-centre placement
    // has a neighbour one step closer.
    for index in (0..PLACEMENTS).step_by(997) {
        let p = unrank(index);
        assert_eq!(rank(p), index);
        let d = table().distance(p);
        let around: Vec<u8> = Move::ALL
            .iter()
            .map(|&m| table().distance(mask::apply(p, m)))
            .collect();
        assert!(around.iter().all(|&n| n.abs_diff(d) <= 1), "{p:024b}");
        if d > 0 {
            assert!(around.contains(&(d - 1)), "{p:024b}");
        }
    }
}

#[test]
fn one_symbol_needs_at_most_fourteen() {
    // The spec: one symbol's placement can need up to 14 moves.
    assert_eq!(table().counts().len(), 15);
}
