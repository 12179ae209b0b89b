//! The placement table: for each of the C(24, 8) = 735,471 ways to place one symbol's eight blocks,
//! the fewest moves that bring them all into the centre.
//!
//! Whether the centre is all `s` depends only on where the eight `s` blocks are, so a board's answer
//! is the minimum over its three symbols of their placements' distances. The table is one BFS from
//! the single placement that fills the centre; because the moves come in inverse pairs (A↔F, B↔E,
//! C↔H, D↔G), distances *from* it equal distances *to* it.

use std::sync::OnceLock;

use search_core::DistanceTable;
use search_core::bfs::distances_keyed;
use search_core::subset;

use crate::board::{CELLS, CENTRE_MASK, Move};
use crate::{mask, symmetry};

/// The number of placements of eight blocks on 24 cells.
pub const PLACEMENTS: usize = subset::binomial(24, 8) as usize;

/// Exact distances of every placement to the centre placement, indexed by [`rank`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    table: DistanceTable,
}

impl Table {
    /// Builds the table by BFS from the centre placement, on all cores.
    ///
    /// The search runs over classes of placements under the board's eight symmetries
    /// ([`symmetry`]): 92,247 classes, each known by its least mask and filling the entries of
    /// all its members at once. That is an eighth of the visited-set tests of a search over
    /// placements, for eight byte-table images of every successor, and it measured faster.
    ///
    /// The frontier keeps masks, not ranks, so nothing is ever unranked, and the visited set is a
    /// bit per 24-bit mask (2 MiB): a successor costs one byte-table move ([`mask::apply`]), its
    /// class ([`symmetry::canonical`]) and one bit test, and only the placements reached are
    /// ranked, once each. (Measured and dropped: a direction-optimising BFS, bottom-up over the
    /// last layers, which saved little; and a denser key, the high byte ranked among bytes with as
    /// many blocks, whose smaller bitmap made the two-thread build slower.)
    pub fn build() -> Table {
        let table = distances_keyed(
            PLACEMENTS,
            1 << CELLS,
            [CENTRE_MASK],
            |&class| class as usize,
            |&class| symmetry::class(class).map(rank),
            |&class| Move::ALL.map(|mv| symmetry::canonical(mask::apply(class, mv))),
        );
        Table { table }
    }

    /// The table of this process, built on first use.
    pub fn global() -> &'static Table {
        static TABLE: OnceLock<Table> = OnceLock::new();
        TABLE.get_or_init(Table::build)
    }

    /// The fewest moves that bring the eight blocks of `placement` (a 24-bit mask with eight bits
    /// set) into the centre.
    ///
    /// # Panics
    /// If `placement` does not have exactly eight bits set among the low 24.
    #[inline]
    pub fn distance(&self, placement: u32) -> u8 {
        assert!(
            placement & !mask::FULL == 0 && placement.count_ones() == 8,
            "a placement has eight of the 24 cells"
        );
        // Every placement is reached: the table's tests check there is no UNREACHED entry.
        self.table.as_slice()[rank(placement)]
    }

    /// The raw distances, indexed by [`rank`].
    pub fn as_slice(&self) -> &[u8] {
        self.table.as_slice()
    }

    /// How many placements lie at each distance `0..=max`.
    pub fn counts(&self) -> Vec<u64> {
        self.table.counts()
    }

    /// How many placements the BFS never reached (none, for this puzzle).
    pub fn unreached(&self) -> usize {
        self.table.unreached()
    }
}

/// The placement of rank 0: cells 0…7.
pub const FIRST_PLACEMENT: u32 = 0xff;

/// The placement after `p` in rank (colex, which is numeric) order: Gosper's hack. After the last
/// placement, cells 16…23, it returns a mask beyond 24 bits.
#[inline]
pub fn next_placement(p: u32) -> u32 {
    let low = p & p.wrapping_neg();
    let ripple = p + low;
    ripple | (((p ^ ripple) >> 2) / low)
}

/// `RANK_BYTES[k][o][v]`: what the set bits `v` of byte `k` add to a placement's colex rank when
/// `o` set bits lie below that byte, in the low 24 bits, and the number of set bits of `v` in the
/// high 8 (so the next byte's offset needs no popcount, which is slow without a `popcnt` target
/// feature). Entries with `o + popcount(v) > 8` are never used by a placement.
static RANK_BYTES: [[[u32; 256]; 9]; 3] = {
    let mut tables = [[[0u32; 256]; 9]; 3];
    let mut k = 0;
    while k < 3 {
        let mut o = 0;
        while o <= 8 {
            let mut v = 0;
            while v < 256 {
                let mut sum = 0;
                let mut j = o;
                let mut b = 0;
                while b < 8 {
                    if v >> b & 1 == 1 {
                        // The (j + 1)-th member, at cell 8k + b, adds C(8k + b, j + 1).
                        j += 1;
                        if j <= 8 {
                            sum += subset::binomial((8 * k + b) as u32, j as u32);
                        }
                    }
                    b += 1;
                }
                tables[k][o][v] = sum | (v as u32).count_ones() << 24;
                v += 1;
            }
            o += 1;
        }
        k += 1;
    }
    tables
};

/// The index of a placement in the table: its colex rank among 8-subsets of the 24 cells, the
/// same number as [`search_core::subset::rank`] gives.
///
/// The table build ranks every one of the 735,471 placements and each descent step ranks eight
/// neighbours. The core's bit-by-bit loop measured several times slower a rank than these three
/// byte-table look-ups, so the rank is done here by bytes.
#[inline]
pub fn rank(placement: u32) -> usize {
    const LOW: u32 = (1 << 24) - 1;
    let e0 = RANK_BYTES[0][0][(placement & 0xff) as usize];
    // `min(8)` only guards masks with more than eight bits, which `distance` refuses anyway.
    let o1 = (e0 >> 24) as usize;
    let e1 = RANK_BYTES[1][o1.min(8)][(placement >> 8 & 0xff) as usize];
    let o2 = o1 + (e1 >> 24) as usize;
    let e2 = RANK_BYTES[2][o2.min(8)][(placement >> 16 & 0xff) as usize];
    ((e0 & LOW) + (e1 & LOW) + (e2 & LOW)) as usize
}

/// The placement with index `index`; the inverse of [`rank`].
pub fn unrank(index: usize) -> u32 {
    // Indices come from the table, whose length fits in a u32.
    subset::unrank(index as u32, 8)
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn every_placement_is_reached() {
        assert_eq!(table().as_slice().len(), PLACEMENTS);
        assert_eq!(table().unreached(), 0);
        assert_eq!(
            table().counts().iter().sum::<u64>(),
            735_471,
            "C(24, 8) from the spec"
        );
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
        assert_eq!(table().as_slice(), plain.as_slice());
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
}
