//! Whole-board press sets of the light-chasing system, for counting boards (`stats`): a basis of
//! the kernel, and a press set that turns the all-white board all black.

use super::{Gf2, unit};
use crate::board::{Board, Colour};
use bitvec::prelude::*;

/// A set of cells to press over a whole board: bit `row * cols + col` is set to press that cell,
/// in the board's own frame (never turned on its side).
pub(crate) type PressSet = BitVec<u64, Lsb0>;

/// The board a press set leaves on an all-white board of `size`, pressing cell by cell with
/// `Board::apply` (no linear algebra): what tests hold the algebra's press sets to.
#[cfg(test)]
pub(crate) fn pressed_on_white(size: crate::board::Size, set: &PressSet) -> Board {
    let mut board = Board::filled(size, Colour::White);
    for i in set.iter_ones() {
        board.apply(crate::board::Press {
            row: i / size.cols,
            col: i % size.cols,
        });
    }
    board
}

impl Gf2 {
    /// A basis of the kernel of the press map, as press sets over the whole board: each of the
    /// [`dimension`](Gf2::dimension) sets leaves every board as it was, and every press set that
    /// does is a sum (symmetric difference) of some of them.
    ///
    /// Built on demand, one light chase per vector (`O(d · R · C / 64)`), so it is available for
    /// any dimension; the caller decides whether `d` vectors of `R · C` bits are affordable.
    ///
    /// ```
    /// use flip_game::{board::{Board, Colour, Press, Size}, gf2::Gf2};
    /// let size = Size::FOUR;
    /// let basis = Gf2::new(size).kernel_basis();
    /// assert_eq!(basis.len(), 4);
    /// let mut board = Board::filled(size, Colour::White);
    /// for i in basis[0].iter_ones() {
    ///     board.apply(Press { row: i / 4, col: i % 4 });
    /// }
    /// assert_eq!(board.one_colour(), Some(Colour::White));
    /// ```
    pub fn kernel_basis(&self) -> Vec<PressSet> {
        let zero = vec![0u64; self.rows * self.words];
        let mut pattern = Vec::new();
        self.kernel_first_rows()
            .iter()
            .map(|first| {
                let residual = self.chase(&zero, first, &mut pattern);
                debug_assert!(residual.iter().all(|&w| w == 0), "not in the kernel");
                self.to_board_frame(&pattern)
            })
            .collect()
    }

    /// A press set that turns the all-white board all black (and so the all-black board all
    /// white), or `None` if there is none: then no board can be made both colours.
    ///
    /// ```
    /// use flip_game::{board::Size, gf2::Gf2};
    /// // 3 x 3: pressing every cell but the four edge middles.
    /// let set = Gf2::new(Size { rows: 3, cols: 3 }).all_black_press_set().unwrap();
    /// assert_eq!(set.iter_ones().collect::<Vec<_>>(), [0, 2, 4, 6, 8]);
    /// assert!(Gf2::new(Size { rows: 4, cols: 5 }).all_black_press_set().is_some());
    /// ```
    pub fn all_black_press_set(&self) -> Option<PressSet> {
        let all_black = Board::filled(self.size, Colour::Black);
        let diff = self.diff_rows(&all_black, Colour::White);
        let first = self.first_row(&diff)?;
        let mut pattern = Vec::new();
        let residual = self.chase(&diff, &first, &mut pattern);
        debug_assert!(residual.iter().all(|&w| w == 0), "not all black");
        Some(self.to_board_frame(&pattern))
    }

    /// The first rows of a kernel basis: each free column `j` of the reduced matrix, with the
    /// pivot columns that cancel it.
    pub(super) fn kernel_first_rows(&self) -> Vec<Vec<u64>> {
        (0..self.cols)
            .filter(|c| !self.pivots.contains(c))
            .map(|j| {
                let mut v = unit(self.words, j);
                for (p, &pc) in self.pivots.iter().enumerate() {
                    if self.reduced[p][j] {
                        v[pc / 64] |= 1 << (pc % 64);
                    }
                }
                v
            })
            .collect()
    }

    /// A working-frame press pattern (`rows * words` words) as a press set of the board.
    fn to_board_frame(&self, pattern: &[u64]) -> PressSet {
        let cols = self.size.cols;
        let mut set = PressSet::repeat(false, self.size.cells());
        for (r, words) in pattern.chunks(self.words).enumerate() {
            for c in words.view_bits::<Lsb0>().iter_ones() {
                let (row, col) = if self.transposed { (c, r) } else { (r, c) };
                set.set(row * cols + col, true);
            }
        }
        set
    }
}
