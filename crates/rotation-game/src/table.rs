//! The placement table, built into the binary: for each of the C(24, 8) = 735,471 ways to place one
//! symbol's eight blocks, the fewest moves that bring them all into the centre. The search that
//! fills it, and its byte layout, are in [`search`].
//!
//! Whether the centre is all `s` depends only on where the eight `s` blocks are, so a board's answer
//! is the minimum over its three symbols of their placements' distances. The table is one BFS from
//! the single placement that fills the centre; because the moves come in inverse pairs (A↔F, B↔E,
//! C↔H, D↔G), distances *from* it equal distances *to* it.
//!
//! The BFS runs once, ahead of time: `tables/placements.bin` is what [`search::distances`], the
//! search of [`Table::build`], gives, packed two a byte ([`search::pack`]), and [`Table::global`]
//! is those bytes, embedded, so a process has the table before `main` and builds nothing. A test
//! rebuilds the file and compares it byte for byte (`UPDATE_TABLES=1` rewrites it).

use std::borrow::Cow;
use std::sync::OnceLock;

pub mod search;

pub use search::rank;
pub(crate) use search::{FIRST_PLACEMENT, PLACEMENTS, next_placement};

/// The committed table: [`search::distances`] laid out by [`search::pack`]. Its type checks the
/// length at compile time.
static BUILT_IN: &[u8; search::PACKED_LEN] = include_bytes!("../tables/placements.bin");

/// Exact distances of every placement to the centre placement, indexed by [`rank`]: four bits a
/// distance, and one byte a distance for the scans that want a plain slice ([`Table::as_slice`]).
#[derive(Clone)]
pub struct Table {
    /// Two distances a byte ([`search::pack`]): embedded, or built at run time.
    packed: Cow<'static, [u8]>,
    /// One byte a distance, unpacked on the first call of [`Table::as_slice`].
    bytes: OnceLock<Box<[u8]>>,
}

impl Table {
    /// Builds the table at run time by BFS from the centre placement, on all cores
    /// ([`search::distances`]): what was done once for [`Table::global`].
    ///
    /// # Panics
    /// If some placement were not reached (none is: the tests check it), since the packed layout
    /// has no room for "unreached".
    pub fn build() -> Table {
        Table {
            packed: Cow::Owned(search::pack(search::distances().as_slice())),
            bytes: OnceLock::new(),
        }
    }

    /// The table built into the binary: ready before `main`, nothing is built at run time.
    pub fn global() -> &'static Table {
        static TABLE: Table = Table {
            packed: Cow::Borrowed(BUILT_IN),
            bytes: OnceLock::new(),
        };
        &TABLE
    }

    /// The fewest moves that bring the eight blocks of `placement` (a 24-bit mask with eight bits
    /// set) into the centre.
    ///
    /// # Panics
    /// If `placement` does not have exactly eight bits set among the low 24.
    #[inline]
    pub fn distance(&self, placement: u32) -> u8 {
        assert!(
            placement & !crate::mask::FULL == 0 && placement.count_ones() == 8,
            "a placement has eight of the 24 cells"
        );
        search::packed_get(&self.packed, rank(placement))
    }

    /// The distances one byte each, indexed by [`rank`], for scans over many entries (`stats`,
    /// `census`): unpacked on the first call, then kept.
    pub fn as_slice(&self) -> &[u8] {
        self.bytes
            .get_or_init(|| search::unpack(&self.packed, PLACEMENTS).into_boxed_slice())
    }

    /// How many placements lie at each distance `0..=max`.
    pub fn counts(&self) -> Vec<u64> {
        let mut counts = Vec::new();
        for &d in self.as_slice() {
            let d = usize::from(d);
            if counts.len() <= d {
                counts.resize(d + 1, 0);
            }
            counts[d] += 1;
        }
        counts
    }
}

impl PartialEq for Table {
    /// Entry for entry: whether either has been unpacked does not matter.
    fn eq(&self, other: &Table) -> bool {
        self.packed == other.packed
    }
}

impl Eq for Table {}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("len", &PLACEMENTS)
            .field("counts", &self.counts())
            .finish()
    }
}

#[cfg(test)]
mod tests;
