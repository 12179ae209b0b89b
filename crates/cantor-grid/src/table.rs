//! The one table every query reads: the distance of each arrangement from the solved one.
//!
//! Moves act on cells and relabelling acts on tiles, so they commute: relabel the tiles so the
//! start reads 1…9 and the distance from start to target is the distance from the identity to the
//! relabelled target. One breadth-first search from the identity therefore answers every query.
//! Arrangements are indexed by their lexicographic rank (Lehmer code, "Cantor expansion"), as
//! [`search_core::permutation::rank`] numbers them; only the even half is ever reached.
//!
//! Besides the distances, the build keeps every reached arrangement in the order the search
//! expanded them, nearest first: a query with many stars scans that list and stops at the first
//! arrangement that fits.

use crate::grid::{Code, Move};
use search_core::DistanceTable;
use search_core::bfs::distances_of;
use std::sync::OnceLock;

/// `9!`: the number of arrangements, reachable or not.
pub const ARRANGEMENTS: usize = 362_880;

/// The number of arrangements reachable from any one: the even half.
pub const REACHABLE: usize = ARRANGEMENTS / 2;

/// Distances from the identity, and the reached arrangements nearest first.
#[derive(Debug)]
pub struct Table {
    distances: DistanceTable,
    order: Vec<Code>,
}

impl Table {
    /// Runs the breadth-first search (a few milliseconds in a release build).
    pub fn build() -> Table {
        let mut order = Vec::with_capacity(REACHABLE);
        let distances = distances_of(
            ARRANGEMENTS,
            [Code::IDENTITY],
            |&c| rank(c),
            |&c| {
                // The search expands every reached state exactly once, layer by layer, so
                // recording each state as it is expanded lists them all in distance order.
                order.push(c);
                Move::ALL.map(|m| c.apply(m))
            },
        );
        Table { distances, order }
    }

    /// The table built on first use and kept for the rest of the process.
    pub fn get() -> &'static Table {
        static TABLE: OnceLock<Table> = OnceLock::new();
        TABLE.get_or_init(Table::build)
    }

    /// The number of moves from the identity to `code`, or `None` for an odd arrangement.
    #[inline]
    pub fn distance(&self, code: Code) -> Option<u8> {
        self.distances.get(rank(code))
    }

    /// The distance table itself, indexed by rank.
    pub fn distances(&self) -> &DistanceTable {
        &self.distances
    }

    /// Every reachable arrangement, in order of distance from the identity.
    pub fn by_distance(&self) -> &[Code] {
        &self.order
    }
}

/// The number of set bits of every 9-bit set: the baseline x86-64 target has no population-count
/// instruction, and this table is 512 bytes.
const COUNT_ONES: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

/// `(8 - i)!` for the digit of cell `i`.
const WEIGHTS: [u32; 8] = [40_320, 5_040, 720, 120, 24, 6, 2, 1];

/// The lexicographic rank of the arrangement, equal to
/// [`search_core::permutation::rank`] of its values; specialised to nine cells and packed words
/// because the table build ranks two million arrangements.
///
/// ```
/// use cantor_grid::{grid::Code, table::rank};
/// assert_eq!(rank(Code::IDENTITY), 0);
/// assert_eq!(rank(Code::from_values([8, 7, 6, 5, 4, 3, 2, 1, 0])), 362_879);
/// ```
#[inline]
pub fn rank(code: Code) -> usize {
    let x = code.0;
    let mut used = 0usize;
    let mut r = 0u32;
    // The last cell's digit is always 0.
    for (i, weight) in WEIGHTS.iter().enumerate() {
        let v = ((x >> (4 * i)) & 0xF) as usize;
        let smaller_used = u32::from(COUNT_ONES[used & ((1 << v) - 1)]);
        r += (v as u32 - smaller_used) * weight;
        used |= 1 << v;
    }
    r as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use proptest::prelude::*;

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
    }

    #[test]
    fn the_table_matches_the_published_facts() {
        let table = Table::get();
        assert_eq!(
            table.distances().counts(),
            [1, 12, 96, 736, 5208, 28674, 89497, 54741, 2475]
        );
        assert_eq!(table.distances().unreached(), REACHABLE);
        assert_eq!(table.by_distance().len(), REACHABLE);
    }

    #[test]
    fn reached_exactly_the_even_arrangements() {
        let table = Table::get();
        let mut values = [0u8; 9];
        // Every 97th rank: a spread sample of both halves.
        for r in (0..ARRANGEMENTS).step_by(97) {
            search_core::permutation::unrank(r as u64, &mut values);
            let even = search_core::permutation::is_even(&values);
            assert_eq!(table.distances().get(r).is_some(), even, "rank {r}");
        }
    }

    #[test]
    fn the_order_is_by_distance_and_consistent_with_moves() {
        let table = Table::get();
        let order = table.by_distance();
        assert_eq!(order[0], Code::IDENTITY);
        let mut last = 0;
        for (i, &c) in order.iter().enumerate() {
            let d = table.distance(c).unwrap();
            assert!(d >= last, "position {i} goes back from {last} to {d}");
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
}
