//! The board: a 3 × 3 arrangement of the tiles 1–9, the twelve moves, and the target pattern.
//!
//! Two representations of one arrangement live here. [`Grid`] is what a person reads (tiles 1–9,
//! row by row) and what the parser produces. [`Code`] packs the same arrangement into the low 36
//! bits of a `u64`, one nibble per cell holding `tile - 1`, because the table build applies about
//! two million moves and looks up as many arrangements: on a packed word a move is two shifts and a
//! mask, and a pattern test is one `and` and one compare.

use std::fmt;
use std::str::FromStr;

use solver_cli::scan::quote;

/// An arrangement of the tiles 1–9, row by row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; 9],
}

impl Grid {
    /// The solved arrangement 1 2 3 / 4 5 6 / 7 8 9.
    pub const IDENTITY: Grid = Grid {
        cells: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    };

    /// The grid with these cells (row by row), if they are a permutation of 1–9.
    ///
    /// ```
    /// use cantor_grid::grid::Grid;
    /// assert!(Grid::new([9, 8, 7, 6, 5, 4, 3, 2, 1]).is_some());
    /// assert!(Grid::new([1, 1, 3, 4, 5, 6, 7, 8, 9]).is_none());
    /// ```
    pub fn new(cells: [u8; 9]) -> Option<Grid> {
        let mut seen = 0u16;
        for &t in &cells {
            if !(1..=9).contains(&t) || seen & (1 << t) != 0 {
                return None;
            }
            seen |= 1 << t;
        }
        Some(Grid { cells })
    }

    /// The tiles, row by row.
    pub fn cells(&self) -> [u8; 9] {
        self.cells
    }

    /// The arrangement after `m`.
    ///
    /// ```
    /// use cantor_grid::grid::{Grid, Move};
    /// let g = Grid::IDENTITY.apply(Move::Row1Left);
    /// assert_eq!(g.cells(), [2, 3, 1, 4, 5, 6, 7, 8, 9]);
    /// ```
    pub fn apply(self, m: Move) -> Grid {
        let source = m.sources();
        Grid {
            cells: std::array::from_fn(|p| self.cells[usize::from(source[p])]),
        }
    }

    /// The packed form of this arrangement.
    pub fn code(self) -> Code {
        Code::from_values(self.cells.map(|t| t - 1))
    }

    /// The arrangement a packed code stands for (the tests check the packing with it).
    #[cfg(test)]
    pub(crate) fn from_code(code: Code) -> Grid {
        Grid {
            cells: code.values().map(|v| v + 1),
        }
    }

    /// Whether this arrangement is an even permutation of the solved one.
    pub fn is_even(&self) -> bool {
        search_core::permutation::is_even(&self.cells.map(|t| t - 1))
    }
}

impl fmt::Display for Grid {
    /// Three lines of three tiles, separated by spaces, no final line end.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.cells.chunks(3).enumerate() {
            if r > 0 {
                writeln!(f)?;
            }
            write!(f, "{} {} {}", row[0], row[1], row[2])?;
        }
        Ok(())
    }
}

/// What the arrangement must look like at the end: each cell a tile, or `None` for `*` (any tile).
/// No tile appears twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pattern {
    cells: [Option<u8>; 9],
}

impl Pattern {
    /// The pattern with these cells, if every given tile is in 1–9 and none appears twice.
    ///
    /// ```
    /// use cantor_grid::grid::Pattern;
    /// assert!(Pattern::new([Some(8), None, Some(9), None, None, None, None, None, None]).is_some());
    /// assert!(Pattern::new([Some(8), Some(8), None, None, None, None, None, None, None]).is_none());
    /// ```
    pub fn new(cells: [Option<u8>; 9]) -> Option<Pattern> {
        let mut seen = 0u16;
        for t in cells.iter().flatten() {
            if !(1..=9).contains(t) || seen & (1 << t) != 0 {
                return None;
            }
            seen |= 1 << t;
        }
        Some(Pattern { cells })
    }

    /// The cells, row by row, `None` for a star.
    pub fn cells(&self) -> [Option<u8>; 9] {
        self.cells
    }

    /// How many cells are stars.
    pub fn stars(&self) -> usize {
        self.cells.iter().filter(|c| c.is_none()).count()
    }

    /// Whether `grid` fits: every given tile is in its cell.
    pub fn matches(&self, grid: &Grid) -> bool {
        self.cells
            .iter()
            .zip(grid.cells)
            .all(|(want, have)| want.is_none_or(|t| t == have))
    }
}

impl fmt::Display for Pattern {
    /// Three lines of three cells (`*` for a star), no final line end.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, cell) in self.cells.iter().enumerate() {
            match i {
                0 => {}
                3 | 6 => writeln!(f)?,
                _ => write!(f, " ")?,
            }
            match cell {
                Some(t) => write!(f, "{t}")?,
                None => write!(f, "*")?,
            }
        }
        Ok(())
    }
}

/// Test shorthand: a pattern written as nine tokens, row by row, `*` for a star.
#[cfg(test)]
pub(crate) fn pattern(text: &str) -> Pattern {
    let cells: Vec<Option<u8>> = text.split_whitespace().map(|t| t.parse().ok()).collect();
    Pattern::new(cells.try_into().expect("nine cells")).expect("a valid pattern")
}

/// Test strategy: any arrangement, uniformly.
#[cfg(test)]
pub(crate) fn any_grid() -> impl proptest::strategy::Strategy<Value = Grid> {
    use proptest::prelude::*;
    Just((1..=9u8).collect::<Vec<_>>())
        .prop_shuffle()
        .prop_map(|v| Grid::new(v.try_into().unwrap()).unwrap())
}

/// One of the twelve moves: a row shifted one place left or right, or a column one place up or
/// down, the tile at the end wrapping round. Rows and columns count from 1 (top, left).
///
/// The order of [`Move::ALL`] (rows before columns, top to bottom, left to right, left before
/// right, up before down) is the tie-break order of `--explain`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)] // the names say it all; see the type's docs
pub enum Move {
    Row1Left,
    Row1Right,
    Row2Left,
    Row2Right,
    Row3Left,
    Row3Right,
    Column1Up,
    Column1Down,
    Column2Up,
    Column2Down,
    Column3Up,
    Column3Down,
}

impl Move {
    /// All twelve moves, in tie-break order.
    pub const ALL: [Move; 12] = [
        Move::Row1Left,
        Move::Row1Right,
        Move::Row2Left,
        Move::Row2Right,
        Move::Row3Left,
        Move::Row3Right,
        Move::Column1Up,
        Move::Column1Down,
        Move::Column2Up,
        Move::Column2Down,
        Move::Column3Up,
        Move::Column3Down,
    ];

    const NAMES: [&'static str; 12] = [
        "row 1 left",
        "row 1 right",
        "row 2 left",
        "row 2 right",
        "row 3 left",
        "row 3 right",
        "column 1 up",
        "column 1 down",
        "column 2 up",
        "column 2 down",
        "column 3 up",
        "column 3 down",
    ];

    /// The move that undoes this one.
    ///
    /// ```
    /// use cantor_grid::grid::Move;
    /// assert_eq!(Move::Row2Left.inverse(), Move::Row2Right);
    /// ```
    pub fn inverse(self) -> Move {
        // Moves come in pairs with the inverse next to each other in ALL.
        Move::ALL[self as usize ^ 1]
    }

    /// Whether it moves a row (else a column), and which one (0 to 2).
    fn line(self) -> (bool, usize) {
        let i = self as usize;
        (i < 6, (i % 6) / 2)
    }

    /// Whether the tiles move towards the start of the line (left or up).
    fn backward(self) -> bool {
        (self as usize).is_multiple_of(2)
    }

    /// The cells the move changes, in order along the line.
    pub fn cells(self) -> [usize; 3] {
        let (row, k) = self.line();
        if row {
            [3 * k, 3 * k + 1, 3 * k + 2]
        } else {
            [k, k + 3, k + 6]
        }
    }

    /// `sources()[p]` is the cell whose tile lands in cell `p`.
    fn sources(self) -> [u8; 9] {
        let mut source: [u8; 9] = std::array::from_fn(|p| p as u8);
        let [a, b, c] = self.cells();
        // Left/up: a <- b, b <- c, c <- a. Right/down: a <- c, b <- a, c <- b.
        let (from_a, from_b, from_c) = if self.backward() {
            (b, c, a)
        } else {
            (c, a, b)
        };
        source[a] = from_a as u8;
        source[b] = from_b as u8;
        source[c] = from_c as u8;
        source
    }
}

impl fmt::Display for Move {
    /// Plain words: `row 2 left`, `column 3 down`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(Move::NAMES[*self as usize])
    }
}

/// The text was not one of the twelve move names.
///
/// ```
/// use cantor_grid::grid::Move;
/// let err = "row 4\tleft".parse::<Move>().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "expected a move such as `row 2 left` or `column 3 down`, found `row 4\\tleft`"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected a move such as `row 2 left` or `column 3 down`, found {}", quote(.0))]
pub struct ParseMoveError(pub String);

impl FromStr for Move {
    type Err = ParseMoveError;

    /// The move's name as [`Display`](fmt::Display) writes it; words may be separated by any
    /// whitespace.
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let words: Vec<&str> = s.split_whitespace().collect();
        Move::NAMES
            .iter()
            .position(|name| name.split(' ').eq(words.iter().copied()))
            .map(|i| Move::ALL[i])
            .ok_or_else(|| ParseMoveError(s.to_string()))
    }
}

/// An arrangement packed into a `u64`: cell `p` (row by row) in bits `4p..4p + 4`, holding
/// `tile - 1`. The other bits are zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code(pub u64);

impl Code {
    /// The solved arrangement.
    pub const IDENTITY: Code = Code(0x8_7654_3210);

    /// Packs values `0..9`, cell by cell.
    pub fn from_values(values: [u8; 9]) -> Code {
        Code(
            values
                .iter()
                .enumerate()
                .fold(0, |acc, (p, &v)| acc | (u64::from(v) << (4 * p))),
        )
    }

    /// The value (`tile - 1`) in each cell.
    pub fn values(self) -> [u8; 9] {
        std::array::from_fn(|p| self.value(p))
    }

    /// The value in cell `p`.
    #[inline]
    pub fn value(self, p: usize) -> u8 {
        ((self.0 >> (4 * p)) & 0xF) as u8
    }

    /// The arrangement after `m`: the same as [`Grid::apply`], on the packed word.
    #[inline]
    pub fn apply(self, m: Move) -> Code {
        let x = self.0;
        let (row, k) = m.line();
        let moved = if row {
            let shift = 12 * k;
            let line = (x >> shift) & 0xFFF;
            let line = if m.backward() {
                (line >> 4) | ((line & 0xF) << 8)
            } else {
                ((line << 4) & 0xFFF) | (line >> 8)
            };
            (x & !(0xFFF << shift)) | (line << shift)
        } else {
            let mask = 0xF00F00Fu64 << (4 * k);
            let line = x & mask;
            let line = if m.backward() {
                (line >> 12) | ((line & (0xF << (4 * k))) << 24)
            } else {
                ((line << 12) & mask) | (line >> 24)
            };
            (x & !mask) | line
        };
        Code(moved)
    }
}

#[cfg(test)]
mod tests;
