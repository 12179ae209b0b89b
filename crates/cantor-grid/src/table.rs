//! The one table every query reads: the distance of each arrangement from the solved one, built
//! into the binary; the search that fills it and its byte layout are in `table/search.rs`.
//!
//! Moves act on cells and relabelling acts on tiles, so they commute: relabel the tiles so the
//! start reads 1…9 and the distance from start to target is the distance from the identity to the
//! relabelled target. One breadth-first search from the identity therefore answers every query.
//! Arrangements are indexed by their lexicographic rank (Lehmer code, "Cantor expansion"), as
//! [`search_core::permutation::rank`] numbers them; only the even half is ever reached.
//!
//! A query with many stars instead walks the reachable arrangements nearest first and stops at
//! the first that fits: [`Table::by_distance`] lists them, [`Table::first_fit`] finds that one.
//!
//! Both are filled once, ahead of time: `tables/distances.bin` and `tables/by-distance.bin` are
//! the bytes of [`Table::build`], and [`Table::global`] is those bytes, embedded, so a process has
//! the table before `main` and builds nothing (a test rebuilds both files and compares them byte
//! for byte; `UPDATE_TABLES=1` rewrites them). The distances take half a byte each
//! (they are at most 8), the order four bytes an arrangement (eight of its nine cells): the
//! smallest layouts that measured as fast as whole bytes and whole codes.

use std::borrow::Cow;

use crate::grid::Code;

mod search;

pub use search::{ARRANGEMENTS, REACHABLE, rank};

/// Distances from the identity, and the reached arrangements nearest first, as bytes: embedded
/// ([`Table::global`]) or built at run time ([`Table::build`]), the same either way.
#[derive(Clone, PartialEq, Eq)]
pub struct Table {
    /// Two distances a byte, by rank ([`search::pack_distances`]).
    distances: Cow<'static, [u8]>,
    /// The reached arrangements nearest first, four bytes each ([`search::pack_order`]).
    by_distance: Cow<'static, [u8]>,
}

/// The bytes [`Table::first_fit`] tests at once: sixteen words, a cache line.
const BLOCK: usize = 64;

/// One in the low bit of each half of a `u64`.
const HALVES: u64 = 0x0000_0001_0000_0001;

/// The top bit of each half of a `u64`.
const TOP_BITS: u64 = 0x8000_0000_8000_0000;

/// The committed table, embedded in the binary.
static BUILT_IN: Table = Table {
    distances: Cow::Borrowed(include_bytes!("../tables/distances.bin")),
    by_distance: Cow::Borrowed(include_bytes!("../tables/by-distance.bin")),
};

impl Table {
    /// Runs the breadth-first search on all cores, by classes of symmetric arrangements
    /// ([`symmetry`](crate::symmetry)), and lays out its results as the built-in table has them:
    /// what the committed table was made with, and what a test compares it with.
    pub fn build() -> Table {
        let distances = search::distances();
        Table {
            distances: Cow::Owned(search::pack_distances(&distances)),
            by_distance: Cow::Owned(search::pack_order(&distances)),
        }
    }

    /// The table built into the binary: nothing to build, nothing to wait for.
    pub fn global() -> &'static Table {
        &BUILT_IN
    }

    /// The number of moves from the identity to `code`, or `None` for an odd arrangement.
    #[inline]
    pub fn distance(&self, code: Code) -> Option<u8> {
        self.distance_at(rank(code))
    }

    /// The number of moves from the identity to the arrangement of rank `rank`, or `None` for
    /// an odd arrangement.
    ///
    /// # Panics
    /// If `rank >= ARRANGEMENTS`.
    #[inline]
    pub fn distance_at(&self, rank: usize) -> Option<u8> {
        search::distance_at(&self.distances, rank)
    }

    /// How many arrangements lie at each distance, from 0 to the largest.
    ///
    /// ```
    /// use cantor_grid::table::Table;
    /// assert_eq!(Table::global().counts()[..3], [1, 12, 96]);
    /// ```
    pub fn counts(&self) -> Vec<u64> {
        let mut tally = self.tally();
        tally[usize::from(search::UNREACHED_NIBBLE)] = 0;
        let max = tally.iter().rposition(|&n| n > 0).map_or(0, |d| d + 1);
        tally[..max].to_vec()
    }

    /// How many arrangements no move sequence reaches: the odd half.
    pub fn unreached(&self) -> usize {
        self.tally()[usize::from(search::UNREACHED_NIBBLE)] as usize
    }

    /// How many arrangements each nibble value stands for: the bytes counted, then their two
    /// nibbles (one count a byte instead of two).
    fn tally(&self) -> [u64; 16] {
        let mut bytes = [0u64; 256];
        for &pair in self.distances.iter() {
            bytes[usize::from(pair)] += 1;
        }
        let mut tally = [0u64; 16];
        for (pair, &n) in bytes.iter().enumerate() {
            tally[pair & 0xF] += n;
            tally[pair >> 4] += n;
        }
        tally
    }

    /// Every reachable arrangement, in order of distance from the identity, and arrangements at
    /// the same distance in rank order. Read from the table's bytes as the walk goes (four bytes
    /// an arrangement: cells 0 to 7, and cell 8 holds the value left), so a walk that stops
    /// early reads only the start of them.
    pub fn by_distance(&self) -> impl ExactSizeIterator<Item = Code> + Clone + '_ {
        self.low_words().map(search::unpack_code)
    }

    /// The first arrangement of [`by_distance`](Self::by_distance) whose bits under `mask` are
    /// `value` (a nearest one that fits a pattern, the least rank among those), or `None`.
    ///
    /// The same as `by_distance().find(…)`, but it tests the cells the table holds before it
    /// works out the last one, so most arrangements cost one load and one comparison.
    ///
    /// ```
    /// use cantor_grid::{grid::Code, table::Table};
    /// let table = Table::global();
    /// let (mask, value) = (0xF00, 0x500);
    /// assert_eq!(
    ///     table.first_fit(mask, value),
    ///     table.by_distance().find(|c| c.0 & mask == value)
    /// );
    /// ```
    pub fn first_fit(&self, mask: u64, value: u64) -> Option<Code> {
        // The low 32 bits are the low word; the bits above belong to the last cell.
        let (low_mask, low_value) = (mask as u32, value as u32);
        let first = |words: &[[u8; 4]]| {
            words
                .iter()
                .map(|&word| u32::from_le_bytes(word))
                .filter(|&word| word & low_mask == low_value)
                .map(search::unpack_code)
                .find(|code| code.0 & mask == value)
        };
        // A block at a time, two words side by side in a `u64`: a word is a candidate when
        // `(word & low_mask) ^ low_value` is zero, and a half that is zero is the one whose top
        // bit subtracting one sets (a borrow into the other half only comes from a zero half).
        // One branch a block instead of one a word; a block with a candidate is looked at word by
        // word, in order.
        let (pair_mask, pair_value) = (HALVES * u64::from(low_mask), HALVES * u64::from(low_value));
        let (blocks, rest) = self.by_distance.as_chunks::<BLOCK>();
        for block in blocks {
            let (pairs, _) = block.as_chunks::<8>();
            let zero_half = pairs.iter().fold(0, |any, &pair| {
                let x = (u64::from_le_bytes(pair) & pair_mask) ^ pair_value;
                any | (x.wrapping_sub(HALVES) & !x & TOP_BITS)
            });
            if zero_half != 0
                && let Some(code) = first(block.as_chunks::<4>().0)
            {
                return Some(code);
            }
        }
        first(rest.as_chunks::<4>().0)
    }

    /// The scan order's words: the low 32 bits of each code ([`search::pack_order`]).
    fn low_words(&self) -> impl ExactSizeIterator<Item = u32> + Clone + '_ {
        let (words, _) = self.by_distance.as_chunks::<4>();
        words.iter().map(|&word| u32::from_le_bytes(word))
    }
}

impl std::fmt::Debug for Table {
    /// The counts, not the bytes.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("counts", &self.counts())
            .field("unreached", &self.unreached())
            .finish()
    }
}

#[cfg(test)]
mod tests;
