//! The board: its size, its cells, the press that flips a cell and its neighbours.

use bitvec::prelude::*;
use solver_cli::scan::quote;
use std::fmt;
use std::str::FromStr;

/// The largest side accepted by `--size`: a limit on memory, not on the method.
pub const MAX_SIDE: usize = 1024;

/// The shape of a board: `rows` lines of `cols` cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Size {
    /// Lines per board, at least 1.
    pub rows: usize,
    /// Cells per line, at least 1.
    pub cols: usize,
}

impl Size {
    /// The judge's board.
    pub const FOUR: Size = Size { rows: 4, cols: 4 };

    /// The board's reflections and rotations other than the identity, each as where it sends
    /// the cell at `(row, col)`: the 3 of a rectangle, the 7 of a square.
    pub(crate) fn mirrors(self) -> impl Iterator<Item = impl Fn(usize, usize) -> (usize, usize)> {
        let Size { rows, cols } = self;
        let turns = if rows == cols { 2 } else { 1 };
        (1..4 * turns).map(move |k| {
            let (turn, flip) = (k / 4 == 1, k % 4);
            move |r: usize, c: usize| {
                let r = if flip & 1 == 1 { rows - 1 - r } else { r };
                let c = if flip & 2 == 2 { cols - 1 - c } else { c };
                if turn { (c, r) } else { (r, c) }
            }
        })
    }

    /// The number of cells.
    pub fn cells(self) -> usize {
        self.rows * self.cols
    }

    /// The same board turned on its side.
    pub(crate) fn transposed(self) -> Size {
        Size {
            rows: self.cols,
            cols: self.rows,
        }
    }
}

impl Default for Size {
    fn default() -> Self {
        Size::FOUR
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

/// A `--size` that is not `RxC` with `1 ≤ R, C ≤ MAX_SIDE`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected RxC with R and C from 1 to {MAX_SIDE} (like 4x4), found {}", quote(.0))]
pub struct SizeError(pub String);

impl FromStr for Size {
    type Err = SizeError;

    /// `RxC` (or `R×C`, `RXC`): rows, then columns.
    ///
    /// ```
    /// use flip_game::board::Size;
    /// assert_eq!("3x5".parse::<Size>(), Ok(Size { rows: 3, cols: 5 }));
    /// assert!("0x5".parse::<Size>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || SizeError(s.to_string());
        let (r, c) = s.split_once(['x', 'X', '×']).ok_or_else(bad)?;
        // `parse::<usize>` accepts a leading `+`; a size is plain digits.
        let side = |t: &str| {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            t.parse::<usize>()
                .ok()
                .filter(|&n| (1..=MAX_SIDE).contains(&n))
        };
        Ok(Size {
            rows: side(r).ok_or_else(bad)?,
            cols: side(c).ok_or_else(bad)?,
        })
    }
}

/// The colour a piece shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// `w`, stored as a clear bit.
    White,
    /// `b`, stored as a set bit.
    Black,
}

impl Colour {
    /// The judge's letter for the colour.
    pub fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }

    /// Both colours, white first (the order in which targets are tried).
    pub const BOTH: [Colour; 2] = [Colour::White, Colour::Black];
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "white",
            Colour::Black => "black",
        })
    }
}

/// One step: press the cell at `row`, `col` (0-based), flipping it and its on-board neighbours.
///
/// Written `r<row>c<col>` counting from 1, like `r2c3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Press {
    /// The row, from 0.
    pub row: usize,
    /// The column, from 0.
    pub col: usize,
}

impl fmt::Display for Press {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}

/// Text that is not a press `r<row>c<col>` with both numbers from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected a press like `r2c3`, found {}", quote(.0))]
pub struct PressError(pub String);

impl FromStr for Press {
    type Err = PressError;

    /// ```
    /// use flip_game::board::Press;
    /// assert_eq!("r2c3".parse::<Press>(), Ok(Press { row: 1, col: 2 }));
    /// assert!("r0c1".parse::<Press>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || PressError(s.to_string());
        let (r, c) = s
            .strip_prefix('r')
            .and_then(|rest| rest.split_once('c'))
            .ok_or_else(bad)?;
        let one_based = |t: &str| {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            t.parse::<usize>().ok().and_then(|n| n.checked_sub(1))
        };
        Ok(Press {
            row: one_based(r).ok_or_else(bad)?,
            col: one_based(c).ok_or_else(bad)?,
        })
    }
}

/// A board of any size: one bit per cell, row by row, set for black.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    size: Size,
    cells: BitVec<u64, Lsb0>,
}

impl Board {
    /// A board of one colour.
    pub fn filled(size: Size, colour: Colour) -> Board {
        Board {
            size,
            cells: BitVec::repeat(colour == Colour::Black, size.cells()),
        }
    }

    /// The board whose cells are the low `size.cells()` bits of `mask` (bit `row * cols + col`).
    ///
    /// # Panics
    /// If the board has more than 32 cells.
    pub fn from_mask(size: Size, mask: u32) -> Board {
        assert!(size.cells() <= 32, "a mask holds at most 32 cells");
        let cells = (0..size.cells()).map(|i| mask >> i & 1 == 1).collect();
        Board { size, cells }
    }

    /// The cells as words, bit `row * cols + col` of the whole (64 a word, the last word's high
    /// bits beyond the board kept clear), for a reader to refill the board in place.
    #[inline]
    pub(crate) fn words_mut(&mut self) -> &mut [u64] {
        self.cells.as_raw_mut_slice()
    }

    /// The cells as a mask (bit `row * cols + col`), for boards of at most 32 cells.
    #[inline]
    pub fn mask(&self) -> Option<u32> {
        // One load instead of a walk over the set bits: this is the 4 x 4 judge's hot path.
        let cells = self.size.cells();
        (cells <= 32).then(|| {
            // The first word, without the bits past the board (kept clear, but not by bitvec).
            let word = self.cells.as_raw_slice().first().copied().unwrap_or(0);
            (word & ((1u64 << cells) - 1)) as u32
        })
    }

    /// The board's shape.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The colour at `row`, `col`.
    ///
    /// # Panics
    /// If the cell is off the board.
    pub fn get(&self, row: usize, col: usize) -> Colour {
        assert!(
            row < self.size.rows && col < self.size.cols,
            "cell off the board"
        );
        if self.cells[row * self.size.cols + col] {
            Colour::Black
        } else {
            Colour::White
        }
    }

    /// Sets the colour at `row`, `col`.
    ///
    /// # Panics
    /// If the cell is off the board.
    pub fn set(&mut self, row: usize, col: usize, colour: Colour) {
        assert!(
            row < self.size.rows && col < self.size.cols,
            "cell off the board"
        );
        self.cells
            .set(row * self.size.cols + col, colour == Colour::Black);
    }

    /// Swaps the colour of every cell: the same presses then lead to the other colour.
    pub(crate) fn complement(&mut self) {
        for mut cell in self.cells.iter_mut() {
            *cell = !*cell;
        }
    }

    /// The cells, row by row, set for black.
    pub fn bits(&self) -> &BitSlice<u64, Lsb0> {
        &self.cells
    }

    /// The colour of every cell, if they all show the same one.
    pub fn one_colour(&self) -> Option<Colour> {
        if self.cells.all() {
            Some(Colour::Black)
        } else if self.cells.not_any() {
            Some(Colour::White)
        } else {
            None
        }
    }

    /// Flips the pressed cell and its up/down/left/right neighbours that are on the board.
    ///
    /// # Panics
    /// If the press is off the board.
    ///
    /// ```
    /// use flip_game::board::{Board, Colour, Press, Size};
    /// let mut board = Board::filled(Size { rows: 2, cols: 3 }, Colour::White);
    /// board.apply(Press { row: 0, col: 0 });
    /// assert_eq!(board.to_string(), "bbw\nbww\n");
    /// ```
    pub fn apply(&mut self, press: Press) {
        let Size { rows, cols } = self.size;
        let Press { row, col } = press;
        assert!(row < rows && col < cols, "press {press} is off the board");
        let mut flip = |r: usize, c: usize| {
            let i = r * cols + c;
            let v = !self.cells[i];
            self.cells.set(i, v);
        };
        flip(row, col);
        if row > 0 {
            flip(row - 1, col);
        }
        if row + 1 < rows {
            flip(row + 1, col);
        }
        if col > 0 {
            flip(row, col - 1);
        }
        if col + 1 < cols {
            flip(row, col + 1);
        }
    }
}

impl fmt::Display for Board {
    /// The judge format: one line of `b`/`w` per row, each ending in a line end.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.cells.chunks(self.size.cols) {
            for bit in row.iter() {
                f.write_str(if *bit { "b" } else { "w" })?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({}:", self.size)?;
        for row in self.cells.chunks(self.size.cols) {
            f.write_str(" ")?;
            for bit in row.iter() {
                f.write_str(if *bit { "b" } else { "w" })?;
            }
        }
        f.write_str(")")
    }
}

#[cfg(test)]
mod tests;
