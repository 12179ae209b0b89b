//! The table: the fewest steps from every board of a small shape (at most
//! [`SMALL_MAX_CELLS`](crate::small::SMALL_MAX_CELLS) cells) to a one-colour board. The 4 × 4
//! table, the judge's puzzle, is part of the binary ([`Table::global`]): the repository keeps
//! its bytes (`tables/table-4x4.bin`), and a test checks them against a fresh [`Table::build`]
//! byte for byte (`UPDATE_TABLES=1` rewrites them). A solver of another small shape builds its
//! own.
//!
//! One breadth-first search from both one-colour boards at once: a press is its own inverse, so
//! distances *from* them are distances *to* them. A board is then answered by one look-up, and a
//! fewest-step press sequence is read by walking down the table ([`search_core::descent`]), the
//! first press in row-by-row order that leads one step closer, each step.

use std::sync::OnceLock;

use search_core::DistanceTable;
use search_core::bfs::distances_of;

use crate::board::{Press, Size};
use crate::small::Geometry;
use crate::target::Target;

/// The distance to one colour of every board of one shape, indexed by the board's mask (bit
/// `row * cols + col` set for black).
#[derive(Clone, Debug)]
pub struct Table {
    geometry: Geometry,
    table: DistanceTable,
}

impl Table {
    /// Builds the table of `size` by BFS, or `None` if the shape has more than
    /// [`SMALL_MAX_CELLS`](crate::small::SMALL_MAX_CELLS) cells.
    ///
    /// ```
    /// use flip_game::{board::Size, table::Table};
    /// let table = Table::build(Size::FOUR).unwrap();
    /// assert_eq!(table.counts(), [2, 32, 228, 880, 1562, 1136, 256]);
    /// assert!(Table::build(Size { rows: 3, cols: 7 }).is_none());
    /// ```
    pub fn build(size: Size) -> Option<Table> {
        Table::build_to(size, Target::Either)
    }

    /// [`Table::build`] with the distances to the `target` colour only.
    ///
    /// ```
    /// use flip_game::{board::Size, table::Table, target::Target};
    /// let table = Table::build_to(Size { rows: 1, cols: 2 }, Target::White).unwrap();
    /// // `ww` is done, `bb` takes one press, `bw` and `wb` cannot be made white.
    /// assert_eq!(table.counts(), [1, 1]);
    /// ```
    pub fn build_to(size: Size, target: Target) -> Option<Table> {
        let geometry = Geometry::new(size)?;
        let sources = [0u32, geometry.full()]
            .into_iter()
            .filter(|&b| geometry.one_colour(b).is_some_and(|c| target.allows(c)));
        let table = distances_of(
            geometry.boards(),
            sources,
            |&board| board as usize,
            |&board| {
                geometry
                    .press_masks()
                    .iter()
                    .map(move |&press| board ^ press)
            },
        );
        Some(Table { geometry, table })
    }

    /// The 4 × 4 table, the judge's puzzle: the committed distances, embedded in the binary, so
    /// nothing is built at run time (the press masks are made on first use).
    ///
    /// ```
    /// use flip_game::{board::Size, table::Table};
    /// assert_eq!(Table::global().size(), Size::FOUR);
    /// assert_eq!(Table::global().distance(0), Some(0));
    /// ```
    pub fn global() -> &'static Table {
        /// The committed table: one byte a board. Its type checks the length at compile time.
        static BUILT_IN: &[u8; 1 << 16] = include_bytes!("../tables/table-4x4.bin");
        static TABLE: OnceLock<Table> = OnceLock::new();
        TABLE.get_or_init(|| Table {
            geometry: Geometry::new(Size::FOUR).expect("16 cells make a small shape"),
            table: DistanceTable::built_in(BUILT_IN),
        })
    }

    /// The board shape.
    pub fn size(&self) -> Size {
        self.geometry.size()
    }

    /// The press masks of the shape.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The fewest steps that make the board `board` (a mask) one colour, `None` if none do.
    ///
    /// # Panics
    /// If `board` has bits beyond the shape's cells.
    #[inline]
    pub fn distance(&self, board: u32) -> Option<u8> {
        self.table.get(board as usize)
    }

    /// A fewest-step press sequence for `board` (a mask), read off the table: each step the first
    /// press in row-by-row order that leads one step closer. `None` if no presses make the board
    /// one colour.
    ///
    /// ```
    /// use flip_game::{board::{Press, Size}, table::Table};
    /// let table = Table::build(Size { rows: 1, cols: 3 }).unwrap();
    /// // `bbw`: pressing the first cell turns it into `www`.
    /// assert_eq!(table.descend(0b011), Some(vec![Press { row: 0, col: 0 }]));
    /// ```
    pub fn descend(&self, board: u32) -> Option<Vec<Press>> {
        search_core::descent::descend(
            board,
            |&mask| self.geometry.moves(mask).collect::<Vec<_>>(),
            |&mask| self.distance(mask).map(u32::from),
        )
    }

    /// How many boards lie at each distance `0..=max`.
    pub fn counts(&self) -> Vec<u64> {
        self.table.counts()
    }

    /// How many boards no presses make one colour.
    #[cfg(test)]
    pub(crate) fn unreached(&self) -> usize {
        self.table.unreached()
    }

    /// The raw distances, indexed by mask (`search_core::UNREACHED` for impossible boards).
    #[cfg(test)]
    pub(crate) fn as_slice(&self) -> &[u8] {
        self.table.as_slice()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::small;

    #[test]
    fn the_4x4_table_has_the_known_counts() {
        // The counts the README gives: 4,096 solvable boards, by steps 0 to 6.
        let table = Table::global();
        assert_eq!(table.counts(), [2, 32, 228, 880, 1562, 1136, 256]);
        assert_eq!(table.unreached(), 61_440);
        assert!(std::ptr::eq(table, Table::global()));
        assert!(Table::build(Size { rows: 5, cols: 5 }).is_none());
    }

    #[test]
    fn the_built_in_table_is_a_fresh_build() {
        let fresh = Table::build(Size::FOUR).unwrap();
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tables/table-4x4.bin");
        testkit::committed::assert_current(&path, fresh.as_slice());
        assert_eq!(Table::global().as_slice(), fresh.as_slice());
        assert_eq!(
            Table::global().geometry().press_masks(),
            fresh.geometry().press_masks()
        );
    }

    #[test]
    fn a_1x1_board_is_always_done() {
        let table = Table::build(Size { rows: 1, cols: 1 }).unwrap();
        assert_eq!(table.as_slice(), &[0, 0]);
        assert_eq!(table.descend(1), Some(vec![]));
    }

    #[test]
    fn the_textbook_solvers_and_the_descent_agree_with_the_table_on_every_2x3_board() {
        let table = Table::build(Size { rows: 2, cols: 3 }).unwrap();
        let g = table.geometry();
        let press = |end: u32, p: &Press| end ^ g.press_masks()[p.row * 3 + p.col];
        for board in 0..64u32 {
            let want = table.distance(board).map(u32::from);
            let by_bfs = small::bfs(g, board);
            let by_enum = small::enumerate(g, board);
            let by_descent = table.descend(board);
            assert_eq!(by_bfs.as_ref().map(|p| p.len() as u32), want);
            assert_eq!(by_enum.map(u32::count_ones), want);
            assert_eq!(by_descent.as_ref().map(|p| p.len() as u32), want);
            if let Some(set) = by_enum {
                assert!(g.one_colour(board ^ g.effect(set)).is_some());
            }
            for presses in [by_bfs, by_descent].into_iter().flatten() {
                assert!(g.one_colour(presses.iter().fold(board, press)).is_some());
            }
        }
    }
}
