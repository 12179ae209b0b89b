//! Boards small enough to be a `u32` mask, for the table and the two textbook brute-force solvers.
//!
//! A board of `n ≤ SMALL_MAX_CELLS` cells is the mask of its black cells (bit `row * cols + col`);
//! a press is an XOR with that cell's precomputed mask ([`Geometry`]). The per-board BFS and the
//! enumeration of press sets know nothing of linear algebra, which is what makes them a fair check
//! on [`crate::gf2`]; [`crate::table`] builds on the same masks.

use crate::board::{Colour, Press, Size};
use crate::target::Target;

/// The most cells a table, a per-board BFS or an enumeration of press sets handles: 2^20 boards
/// is a 1 MiB table, and each more cell doubles the table, the BFS and the enumeration.
pub const SMALL_MAX_CELLS: usize = 20;

/// The press masks of a board shape with at most [`SMALL_MAX_CELLS`] cells.
#[derive(Clone, Debug)]
pub struct Geometry {
    size: Size,
    /// `press[i]` flips cell `i` and its neighbours.
    press: Vec<u32>,
    /// Every cell set: the all-black board.
    full: u32,
}

impl Geometry {
    /// The geometry of `size`, or `None` if it has more than [`SMALL_MAX_CELLS`] cells.
    pub fn new(size: Size) -> Option<Geometry> {
        let n = size.cells();
        if n > SMALL_MAX_CELLS {
            return None;
        }
        let Size { rows, cols } = size;
        let press = (0..n)
            .map(|i| {
                let (r, c) = (i / cols, i % cols);
                let mut m = 1u32 << i;
                if r > 0 {
                    m |= 1 << (i - cols);
                }
                if r + 1 < rows {
                    m |= 1 << (i + cols);
                }
                if c > 0 {
                    m |= 1 << (i - 1);
                }
                if c + 1 < cols {
                    m |= 1 << (i + 1);
                }
                m
            })
            .collect();
        Some(Geometry {
            size,
            press,
            full: ((1u64 << n) - 1) as u32,
        })
    }

    /// The board shape.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The number of boards of this shape, `2^cells`.
    pub fn boards(&self) -> usize {
        1 << self.press.len()
    }

    /// The all-black mask.
    pub fn full(&self) -> u32 {
        self.full
    }

    /// The colour of a one-colour board, `None` for any other.
    pub fn one_colour(&self, board: u32) -> Option<Colour> {
        if board == 0 {
            Some(Colour::White)
        } else if board == self.full {
            Some(Colour::Black)
        } else {
            None
        }
    }

    /// The press of cell `i` (row by row), with the board it leads to, for every cell in order.
    pub fn moves(&self, board: u32) -> impl Iterator<Item = (Press, u32)> + '_ {
        let cols = self.size.cols;
        self.press.iter().enumerate().map(move |(i, &m)| {
            (
                Press {
                    row: i / cols,
                    col: i % cols,
                },
                board ^ m,
            )
        })
    }

    /// The presses of a press set given as a mask, row by row.
    pub fn presses(&self, set: u32) -> Vec<Press> {
        let cols = self.size.cols;
        (0..self.press.len())
            .filter(|i| set >> i & 1 == 1)
            .map(|i| Press {
                row: i / cols,
                col: i % cols,
            })
            .collect()
    }

    /// The mask each press flips, cell by cell in row order.
    pub(crate) fn press_masks(&self) -> &[u32] {
        &self.press
    }

    /// What pressing every cell of `set` does to the all-white board.
    pub fn effect(&self, set: u32) -> u32 {
        self.press
            .iter()
            .enumerate()
            .filter(|&(i, _)| set >> i & 1 == 1)
            .fold(0, |acc, (_, &m)| acc ^ m)
    }
}

/// The textbook per-board BFS: the shortest press sequence from `board` to a one-colour board.
pub fn bfs(geometry: &Geometry, board: u32) -> Option<Vec<Press>> {
    bfs_to(geometry, board, Target::Either)
}

/// [`bfs`] to a board of the `target` colour.
pub(crate) fn bfs_to(geometry: &Geometry, board: u32, target: Target) -> Option<Vec<Press>> {
    let cols = geometry.size.cols;
    let path = search_core::path::shortest_path(
        geometry.boards(),
        board as usize,
        |s| {
            geometry
                .press
                .iter()
                .enumerate()
                .map(move |(i, &m)| (i, s ^ m as usize))
        },
        |s| {
            geometry
                .one_colour(s as u32)
                .is_some_and(|c| target.allows(c))
        },
    )?;
    Some(
        path.moves
            .into_iter()
            .map(|i| Press {
                row: i / cols,
                col: i % cols,
            })
            .collect(),
    )
}

/// The textbook enumeration: every press set (pressing a cell twice cancels, and order does not
/// matter), keeping the smallest that leaves one colour; ties go to the first in Gray-code order.
/// Returns the press set as a mask.
pub fn enumerate(geometry: &Geometry, board: u32) -> Option<u32> {
    enumerate_to(geometry, board, Target::Either)
}

/// [`enumerate`] to a board of the `target` colour.
pub(crate) fn enumerate_to(geometry: &Geometry, board: u32, target: Target) -> Option<u32> {
    let done = |state: u32| geometry.one_colour(state).is_some_and(|c| target.allows(c));
    // Walking the press sets in Gray-code order changes one press per step, so each set's effect
    // costs one XOR instead of one per cell.
    let mut set = 0u32;
    let mut state = board;
    let mut best: Option<u32> = done(state).then_some(0);
    for step in 1..geometry.boards() as u32 {
        let cell = step.trailing_zeros() as usize;
        set ^= 1 << cell;
        state ^= geometry.press[cell];
        if done(state) && best.is_none_or(|b| set.count_ones() < b.count_ones()) {
            best = Some(set);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn press_masks_of_a_2x3_board_by_hand() {
        let g = Geometry::new(Size { rows: 2, cols: 3 }).unwrap();
        // Cells 0 1 2 / 3 4 5.
        assert_eq!(
            g.press,
            [
                0b001_011, 0b010_111, 0b100_110, 0b011_001, 0b111_010, 0b110_100
            ]
        );
        assert_eq!(g.full, 0b111_111);
        assert!(Geometry::new(Size { rows: 3, cols: 7 }).is_none());
    }

    #[test]
    fn a_1x1_board_is_always_done() {
        let g = Geometry::new(Size { rows: 1, cols: 1 }).unwrap();
        assert_eq!(enumerate(&g, 0), Some(0));
        assert_eq!(enumerate(&g, 1), Some(0));
        assert_eq!(bfs(&g, 1), Some(vec![]));
        assert_eq!(bfs(&g, 0), Some(vec![]));
    }
}
