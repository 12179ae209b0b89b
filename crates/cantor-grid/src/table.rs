//! The one table every query reads: the distance of each arrangement from the solved one.
//!
//! Moves act on cells and relabelling acts on tiles, so they commute: relabel the tiles so the
//! start reads 1…9 and the distance from start to target is the distance from the identity to the
//! relabelled target. One breadth-first search from the identity therefore answers every query.
//! Arrangements are indexed by their lexicographic rank (Lehmer code, "Cantor expansion"), as
//! [`search_core::permutation::rank`] numbers them; only the even half is ever reached.
//!
//! A query with many stars instead walks the reachable arrangements nearest first and stops at
//! the first that fits: [`Table::by_distance`] lists them, made from the table on first use.

use std::sync::OnceLock;

use search_core::DistanceTable;
use search_core::bfs::distances_keyed;
use search_core::permutation::next_permutation;

use crate::grid::{Code, Move};
use crate::symmetry;

/// `9!`: the number of arrangements, reachable or not.
pub const ARRANGEMENTS: usize = 362_880;

/// The number of arrangements reachable from any one: the even half.
pub const REACHABLE: usize = ARRANGEMENTS / 2;

/// Distances from the identity, and the reached arrangements nearest first.
#[derive(Debug)]
pub struct Table {
    distances: DistanceTable,
    /// Made on first use: only scans need it.
    by_distance: OnceLock<Vec<Code>>,
}

impl Table {
    /// Runs the breadth-first search, on all cores.
    ///
    /// The search runs over classes of arrangements under the square's eight symmetries
    /// ([`symmetry`]), each known by its least code and filling the entries of all its members:
    /// about 23,000 classes instead of 181,440 arrangements, for eight byte-table images of every
    /// successor. It measured faster than the search over arrangements, even though that one
    /// also skipped the two moves of the line that found a state (with classes that line is not
    /// known). The visited set is a bitmap over a cheap key (the first seven cells in base 9),
    /// so only the classes reached are ranked.
    pub fn build() -> Table {
        let distances = distances_keyed(
            ARRANGEMENTS,
            KEYS,
            [Code::IDENTITY],
            |&class| key(class),
            |&class| symmetry::class(class).map(rank),
            |&class| Move::ALL.map(|m| symmetry::canonical(class.apply(m))),
        );
        Table {
            distances,
            by_distance: OnceLock::new(),
        }
    }

    /// The table of this process, built on first use.
    pub fn global() -> &'static Table {
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

    /// Every reachable arrangement, in order of distance from the identity, and arrangements at
    /// the same distance in rank order. Made from the table on first use
    /// ([`DistanceTable::arrange_by_distance`], stepping the arrangement along with
    /// [`next_permutation`]), about as fast as recording them during the search and sorting each
    /// distance (the search's threads leave the order within a distance to chance), and paid
    /// only by a process that scans.
    pub fn by_distance(&self) -> &[Code] {
        self.by_distance.get_or_init(|| {
            // Ranks come in increasing order: step the arrangement along instead of unranking.
            let (mut values, mut at): ([u8; 9], usize) = (std::array::from_fn(|v| v as u8), 0);
            self.distances.arrange_by_distance(|rank| {
                while at < rank {
                    next_permutation(&mut values);
                    at += 1;
                }
                Code::from_values(values)
            })
        })
    }
}

/// The size of the key space: seven base-9 digits.
const KEYS: usize = 9 * 9 * 9 * 9 * 9 * 9 * 9;

/// `KEY_BYTES[k][v]`: what byte `k` of a code (cells `2k` and `2k + 1`) adds to its [`key`].
static KEY_BYTES: [[u32; 256]; 4] = {
    let mut t = [[0u32; 256]; 4];
    let mut k = 0;
    let mut weight = 1;
    while k < 4 {
        let mut v = 0;
        while v < 256 {
            let (lo, hi) = ((v & 0xF) as u32, (v >> 4) as u32);
            // Byte 3 counts only its low nibble, cell 6. Nibbles above 8 never occur.
            let hi = if k == 3 { 0 } else { hi };
            t[k][v] = (lo + 9 * hi) * weight;
            v += 1;
        }
        weight *= 81;
        k += 1;
    }
    t
};

/// The visited-set key of a reachable arrangement: its first seven cells as a base-9 number.
///
/// The last two cells then hold the two values left, in one of two orders, and only one of the
/// orders is even; every reachable arrangement is even, so no two of them share a key (and
/// [`distances_keyed`] would notice if two did). Unlike [`rank`], whose digits depend on each
/// other, the key is four independent look-ups; its bitmap of 9^7 bits is 584 KiB.
#[inline]
fn key(code: Code) -> usize {
    let x = code.0;
    (KEY_BYTES[0][(x & 0xFF) as usize]
        + KEY_BYTES[1][(x >> 8 & 0xFF) as usize]
        + KEY_BYTES[2][(x >> 16 & 0xFF) as usize]
        + KEY_BYTES[3][(x >> 24 & 0x0F) as usize]) as usize
}

/// `(8 - i)!` for the digit of cell `i`.
const WEIGHTS: [u32; 8] = [40_320, 5_040, 720, 120, 24, 6, 2, 1];

/// The lexicographic rank of the arrangement, equal to
/// [`search_core::permutation::rank`] of its values; specialised to nine cells and packed words
/// because the table build ranks 181,440 arrangements and a query with few stars one per filling.
///
/// ```
/// use cantor_grid::{grid::Code, table::rank};
/// assert_eq!(rank(Code::IDENTITY), 0);
/// assert_eq!(rank(Code::from_values([8, 7, 6, 5, 4, 3, 2, 1, 0])), 362_879);
/// ```
#[inline]
pub fn rank(code: Code) -> usize {
    let x = code.0;
    // The top row's three digits and the `below` counts after it come from a table: the cells
    // there are a third of the digits and their counts start from nothing.
    let top = &TOP_ROW[(x & 0xFFF) as usize];
    let mut below = top.below;
    let mut r = top.rank;
    // Cells 3 to 7; the last cell's digit is always 0.
    for (i, weight) in WEIGHTS.iter().enumerate().skip(3) {
        let v = (x >> (4 * i)) & 0xF;
        let digit = v - ((below >> (4 * v)) & 0xF);
        r += digit as u32 * weight;
        below = below.wrapping_add(BUMP << (4 * v + 4));
    }
    r as usize
}

/// Adds one to every nibble of the `below` counts.
const BUMP: u64 = 0x1_1111_1111;

/// What the top row contributes: its part of the rank, and the `below` counts after it.
/// Nibble `k` of `below` counts the values seen so far that are less than `k`: adding a value
/// `v` adds one to every nibble above `v`. That needs no population count (which the baseline
/// x86-64 target lacks). Nibbles stay at most 8, so none carries into the next.
#[derive(Clone, Copy)]
struct TopRow {
    below: u64,
    rank: u32,
}

/// [`TopRow`] for every 12-bit top row (only the 504 with distinct values below 9 are used;
/// the others hold zeros).
static TOP_ROW: [TopRow; 4096] = {
    let mut t = [TopRow { below: 0, rank: 0 }; 4096];
    let mut x = 0;
    while x < 4096 {
        let mut below = 0u64;
        let mut rank = 0u32;
        let mut i = 0;
        let mut valid = true;
        let mut seen = 0u32;
        while i < 3 {
            let v = (x >> (4 * i)) & 0xF;
            if v >= 9 || seen & (1 << v) != 0 {
                valid = false;
                break;
            }
            seen |= 1 << v;
            let digit = v as u64 - ((below >> (4 * v)) & 0xF);
            rank += digit as u32 * WEIGHTS[i];
            below = below.wrapping_add(BUMP << (4 * v + 4));
            i += 1;
        }
        if valid {
            t[x] = TopRow { below, rank };
        }
        x += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
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
        assert_eq!(Table::global().distances(), &plain);
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
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn the_key_is_the_first_seven_cells_in_base_9(r in 0..362_880u64) {
            let mut values = [0u8; 9];
            search_core::permutation::unrank(r, &mut values);
            let expected = values[..7].iter().rev().fold(0, |k, &v| 9 * k + usize::from(v));
            prop_assert_eq!(key(Code::from_values(values)), expected);
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
    fn the_table_matches_the_published_facts() {
        let table = Table::global();
        assert_eq!(
            table.distances().counts(),
            [1, 12, 96, 736, 5208, 28674, 89497, 54741, 2475]
        );
        assert_eq!(table.distances().unreached(), REACHABLE);
        assert_eq!(table.by_distance().len(), REACHABLE);
    }

    #[test]
    fn reached_exactly_the_even_arrangements() {
        let table = Table::global();
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
        let table = Table::global();
        let order = table.by_distance();
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
}
