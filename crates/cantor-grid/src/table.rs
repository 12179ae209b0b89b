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
        let rows = RowRotations::new();
        let mut order = Vec::with_capacity(REACHABLE);
        // A frontier entry is an arrangement, its rank, and the line (`Move as u8 / 2`) the move
        // that found it turned, [`LINES`] for the source.
        let source = (Code::IDENTITY, 0u32, LINES);
        let distances = distances_of(
            ARRANGEMENTS,
            [source],
            |&(_, r, _)| r as usize,
            |&(c, r, line)| {
                // The search expands every reached state exactly once, layer by layer, so
                // recording each state as it is expanded lists them all in distance order.
                order.push(c);
                let rows = &rows;
                // Turning the found-by line again gives the parent or another neighbour of it,
                // both already reached: skip them.
                Move::ALL
                    .into_iter()
                    .filter(move |&m| m as u8 / 2 != line)
                    .map(move |m| {
                        let next = c.apply(m);
                        let r = rows.rank_after(r, m).unwrap_or_else(|| rank(next) as u32);
                        (next, r, m as u8 / 2)
                    })
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

/// Lines a move can turn: three rows, three columns (`Move as u8 / 2` numbers them).
const LINES: u8 = 6;

/// How turning a row changes the rank, without looking at the other rows.
///
/// The rank is `720·a + 6·b + c`, where `a` ranks the top row among the 9! / 6! ordered triples
/// of values, `b` the middle row among the 6·5·4 ordered triples of the values left, and `c` the
/// bottom row among the 6 orders of the last three. Turning a row permutes its own triple only, so
/// its part alone changes, to a value a small table gives; the other parts stay. Columns touch
/// every row and are ranked afresh.
struct RowRotations {
    /// `[row][backward as usize][part]`: the part after turning that row that way.
    after: [[Vec<u16>; 2]; 3],
}

impl RowRotations {
    fn new() -> RowRotations {
        let table = |n: u16, backward: bool| {
            let index = |t: [u16; 3]| {
                let (a, b, c) = (t[0], t[1], t[2]);
                let b_rel = b - u16::from(a < b);
                let c_rel = c - u16::from(a < c) - u16::from(b < c);
                a * (n - 1) * (n - 2) + b_rel * (n - 2) + c_rel
            };
            let mut after = vec![0u16; usize::from(n * (n - 1) * (n - 2))];
            for a in 0..n {
                for b in (0..n).filter(|&b| b != a) {
                    for c in (0..n).filter(|&c| c != a && c != b) {
                        // Left: the tiles shift towards the first cell; right: away from it.
                        let turned = if backward { [b, c, a] } else { [c, a, b] };
                        after[usize::from(index([a, b, c]))] = index(turned);
                    }
                }
            }
            after
        };
        RowRotations {
            after: [9, 6, 3].map(|n| [table(n, false), table(n, true)]),
        }
    }

    /// The rank after `m` of an arrangement ranked `r`, if `m` turns a row.
    #[inline]
    fn rank_after(&self, r: u32, m: Move) -> Option<u32> {
        let i = m as usize;
        if i >= 6 {
            return None;
        }
        let (row, backward) = (i / 2, usize::from(i.is_multiple_of(2)));
        let parts = [r / 720, (r / 6) % 120, r % 6];
        let weights = [720, 6, 1];
        let old = parts[row];
        let new = u32::from(self.after[row][backward][old as usize]);
        Some(r - old * weights[row] + new * weights[row])
    }
}

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
    // The top row's three digits and the `below` counts after it come from a table: the cells
    // there are a quarter of the work and every column move changes one of them.
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
        fn row_turns_update_the_rank_like_ranking_afresh(r in 0..362_880u64, i in 0..12usize) {
            let mut values = [0u8; 9];
            search_core::permutation::unrank(r, &mut values);
            let code = Code::from_values(values);
            let m = Move::ALL[i];
            let incremental = RowRotations::new().rank_after(r as u32, m);
            prop_assert_eq!(incremental.is_some(), i < 6);
            if let Some(after) = incremental {
                prop_assert_eq!(after as usize, rank(code.apply(m)));
            }
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
