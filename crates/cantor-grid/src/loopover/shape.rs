//! The board's shape, the metric, and the moves they allow, in the notation players use.
//!
//! A move shifts one row or one column, wrapping round. Moves act on a packed arrangement
//! ([`crate::loopover::code`]): cell `p` (row by row) in bits `4p..4p + 4`, so a shift is a mask
//! and two bit shifts, the same for rows and columns (a column is the cells `C` apart).

use std::fmt;
use std::str::FromStr;

/// The most cells a board with an exact table may have: every shape up to it has a table of
/// `cells!` entries (12! = 479,001,600 bytes for the largest).
pub const MAX_CELLS: usize = 12;

/// The most cells any board may have: past [`MAX_CELLS`], boards are answered by a heuristic
/// search ([`crate::loopover::optimal`]) that packs a board five bits a cell into a `u128`.
pub const MAX_SEARCH_CELLS: usize = 25;

/// A board of `rows` × `cols` cells, each at least 2, at most [`MAX_SEARCH_CELLS`] cells in all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    rows: u8,
    cols: u8,
}

impl Shape {
    /// The judge's board, 3 × 3.
    pub(crate) const CLASSIC: Shape = Shape { rows: 3, cols: 3 };

    /// A shape, or why it is not supported.
    ///
    /// ```
    /// use cantor_grid::loopover::shape::Shape;
    /// assert_eq!(Shape::new(3, 4).unwrap().cells(), 12);
    /// assert!(Shape::new(1, 5).is_err());
    /// assert!(Shape::new(4, 4).is_ok());
    /// assert!(Shape::new(5, 6).is_err());
    /// ```
    pub fn new(rows: usize, cols: usize) -> Result<Shape, String> {
        if rows < 2 || cols < 2 {
            return Err(format!(
                "a board needs at least 2 rows and 2 columns, not {rows} x {cols}"
            ));
        }
        if rows.saturating_mul(cols) > MAX_SEARCH_CELLS {
            return Err(format!(
                "{rows} x {cols} has {} cells; boards of at most {MAX_SEARCH_CELLS} cells are \
                 supported (up to 5x5, 4x6, 3x8, 2x12 and their transposes)",
                rows.saturating_mul(cols)
            ));
        }
        Ok(Shape {
            rows: rows as u8,
            cols: cols as u8,
        })
    }

    /// The number of rows.
    pub fn rows(self) -> usize {
        usize::from(self.rows)
    }

    /// The number of columns.
    pub fn cols(self) -> usize {
        usize::from(self.cols)
    }

    /// The number of cells, which is also the number of tiles.
    pub fn cells(self) -> usize {
        self.rows() * self.cols()
    }

    /// Whether the board has an exact table of every arrangement (at most [`MAX_CELLS`] cells).
    pub fn has_table(self) -> bool {
        self.cells() <= MAX_CELLS
    }

    /// Every shape with an exact table, smallest first, each shape before its transpose.
    pub fn all() -> Vec<Shape> {
        let mut shapes: Vec<Shape> = (2..=MAX_CELLS / 2)
            .flat_map(|r| (2..=MAX_CELLS / 2).filter_map(move |c| Shape::new(r, c).ok()))
            .filter(|s| s.has_table())
            .collect();
        shapes.sort_by_key(|s| (s.cells(), s.rows().max(s.cols()), s.rows() > s.cols()));
        shapes
    }
}

impl Default for Shape {
    fn default() -> Shape {
        Shape::CLASSIC
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

impl FromStr for Shape {
    type Err = String;

    /// `RxC`, such as `3x4` (an `X` or `×` also separates).
    fn from_str(text: &str) -> Result<Shape, String> {
        let bad = || format!("expected RxC, such as 3x4, found `{text}`");
        let (r, c) = text.split_once(['x', 'X', '×']).ok_or_else(bad)?;
        let number = |s: &str| {
            (!s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse::<usize>().ok())
                .flatten()
                .ok_or_else(bad)
        };
        Shape::new(number(r)?, number(c)?)
    }
}

/// What one move is: the two metrics Loopover players count in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Metric {
    /// Single-tile metric: a shift by one place is one move (the judge's rule).
    #[default]
    Stm,
    /// Multi-tile metric: a shift of a row or column by any number of places is one move.
    Mtm,
}

impl Metric {
    /// The metric's name in a sentence: `single-tile` or `multi-tile`.
    pub fn long_name(self) -> &'static str {
        match self {
            Metric::Stm => "single-tile",
            Metric::Mtm => "multi-tile",
        }
    }
}

impl fmt::Display for Metric {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Metric::Stm => "stm",
            Metric::Mtm => "mtm",
        })
    }
}

/// Rows or columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// A row shifts right (positive) or left.
    Row,
    /// A column shifts down (positive) or up.
    Column,
}

/// One move: a row or column (`line`, from 0) shifted by `shift` places, right or down when
/// positive, left or up when negative.
///
/// Written in the Loopover players' notation the crate README defines (lines counted from 1):
/// `2U1` shifts row 2 one place right, `2U1'` one place left; `3L2` shifts column 3 two places
/// down, `3L2'` two places up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Row or column.
    pub axis: Axis,
    /// Which row or column, from 0.
    pub line: u8,
    /// Places to shift: right or down when positive, left or up when negative.
    pub shift: i8,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let face = match self.axis {
            Axis::Row => 'U',
            Axis::Column => 'L',
        };
        let prime = if self.shift < 0 { "'" } else { "" };
        write!(
            f,
            "{}{face}{}{prime}",
            self.line + 1,
            self.shift.unsigned_abs()
        )
    }
}

impl Move {
    /// The move in words, for drawings: `row 2 left by 1`.
    pub(crate) fn describe(self) -> String {
        let (what, way) = match (self.axis, self.shift > 0) {
            (Axis::Row, true) => ("row", "right"),
            (Axis::Row, false) => ("row", "left"),
            (Axis::Column, true) => ("column", "down"),
            (Axis::Column, false) => ("column", "up"),
        };
        format!(
            "{what} {} {way} by {}",
            self.line + 1,
            self.shift.unsigned_abs()
        )
    }

    /// The cells of the line this move shifts.
    pub fn cells(self, shape: Shape) -> Vec<usize> {
        let line = usize::from(self.line);
        match self.axis {
            Axis::Row => (0..shape.cols()).map(|c| line * shape.cols() + c).collect(),
            Axis::Column => (0..shape.rows()).map(|r| r * shape.cols() + line).collect(),
        }
    }
}

/// The moves of a shape in one metric, in their tie-break order (rows from the top, then
/// columns from the left; within a line the shorter shift first, right or down before left or
/// up), each with its mask and bit shifts.
#[derive(Clone, Debug)]
pub struct Moves {
    shape: Shape,
    moves: Vec<Move>,
    /// For each move: the bits of its line, and how far the line's bits go up and down.
    masks: Vec<Mask>,
}

/// A move on a packed arrangement: `(x & !mask) | (((x & mask) << up) | ((x & mask) >> down)) & mask`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mask {
    mask: u64,
    up: u32,
    down: u32,
}

impl Mask {
    /// The arrangement after the move.
    #[inline(always)]
    pub fn apply(self, x: u64) -> u64 {
        let v = x & self.mask;
        (x & !self.mask) | ((v << self.up) | (v >> self.down)) & self.mask
    }
}

impl Moves {
    /// The moves of `shape` in `metric`. On a line of two cells a shift right is a shift left,
    /// and in the multi-tile metric a shift by `k` is a shift by `len - k` the other way: each
    /// such move is listed once, by its shorter (or rightward) name.
    ///
    /// # Panics
    /// If the board has more than 16 cells: the masks are of a `u64`, four bits a cell.
    pub fn new(shape: Shape, metric: Metric) -> Moves {
        assert!(shape.cells() <= 16, "packed moves need at most 16 cells");
        let moves = list(shape, metric);
        let masks = moves.iter().map(|&m| mask(shape, m)).collect();
        Moves {
            shape,
            moves,
            masks,
        }
    }
}

/// The moves of `shape` in `metric`, in tie-break order, on a board of any size. On a line of two
/// cells a shift right is a shift left, and in the multi-tile metric a shift by `k` is a shift by
/// `len - k` the other way: each such move is listed once, by its shorter (or rightward) name.
pub fn list(shape: Shape, metric: Metric) -> Vec<Move> {
    let mut moves = Vec::new();
    for (axis, lines, len) in [
        (Axis::Row, shape.rows(), shape.cols()),
        (Axis::Column, shape.cols(), shape.rows()),
    ] {
        let shifts: Vec<i8> = match metric {
            Metric::Stm if len == 2 => vec![1],
            Metric::Stm => vec![1, -1],
            Metric::Mtm => (1..=len / 2)
                .flat_map(|k| {
                    let k = k as i8;
                    if 2 * k as usize == len {
                        vec![k]
                    } else {
                        vec![k, -k]
                    }
                })
                .collect(),
        };
        for line in 0..lines {
            for &shift in &shifts {
                moves.push(Move {
                    axis,
                    line: line as u8,
                    shift,
                });
            }
        }
    }
    moves
}

impl Moves {
    /// The shape the moves are for.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The moves in tie-break order.
    pub fn all(&self) -> &[Move] {
        &self.moves
    }

    /// The masks of [`all`](Self::all), in the same order.
    pub fn masks(&self) -> &[Mask] {
        &self.masks
    }

    /// The moves with their masks.
    pub fn iter(&self) -> impl Iterator<Item = (Move, Mask)> + '_ {
        self.moves.iter().copied().zip(self.masks.iter().copied())
    }

    /// Where the tile in each cell goes under move number `m`: `to[p]`.
    pub(crate) fn destinations(&self, m: usize) -> Vec<usize> {
        let n = self.shape.cells();
        let moved = self.masks[m].apply(crate::loopover::code::identity(n));
        // Cell q now holds the tile that stood in cell `value`.
        let mut to = vec![0; n];
        for (q, v) in crate::loopover::code::values(moved, n)
            .into_iter()
            .enumerate()
        {
            to[usize::from(v)] = q;
        }
        to
    }
}

/// The mask and bit shifts of one move: the line's cells `stride` apart, `len` of them; a shift
/// by `k` places forward moves each cell's bits `4 k stride` up, and the last `k` cells wrap
/// `4 (len - k) stride` down.
fn mask(shape: Shape, m: Move) -> Mask {
    let (stride, len) = match m.axis {
        Axis::Row => (1, shape.cols()),
        Axis::Column => (shape.cols(), shape.rows()),
    };
    let k = (i64::from(m.shift)).rem_euclid(len as i64) as usize;
    let mask = m
        .cells(shape)
        .into_iter()
        .fold(0u64, |acc, p| acc | 0xF << (4 * p));
    Mask {
        mask,
        up: (4 * k * stride) as u32,
        down: (4 * (len - k) * stride) as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_and_limits_refuse() {
        assert_eq!("3x4".parse::<Shape>().unwrap(), Shape::new(3, 4).unwrap());
        assert_eq!("6X2".parse::<Shape>().unwrap().cells(), 12);
        for bad in [
            "3", "x4", "3x", "1x5", "5x1", "5x6", "2x13", "13x1", "+3x4", "3x4x5", "",
        ] {
            assert!(bad.parse::<Shape>().is_err(), "{bad}");
        }
    }

    #[test]
    fn every_supported_shape_is_listed_once() {
        let shapes = Shape::all();
        assert_eq!(shapes.len(), 12);
        assert_eq!(shapes[0].to_string(), "2x2");
        assert!(shapes.iter().all(|s| s.cells() <= MAX_CELLS));
    }

    #[test]
    fn notation() {
        let m = |axis, line, shift| Move { axis, line, shift };
        assert_eq!(m(Axis::Row, 1, 1).to_string(), "2U1");
        assert_eq!(m(Axis::Row, 0, -2).to_string(), "1U2'");
        assert_eq!(m(Axis::Column, 2, 1).to_string(), "3L1");
        assert_eq!(m(Axis::Column, 3, -1).to_string(), "4L1'");
        assert_eq!(m(Axis::Column, 3, -1).describe(), "column 4 up by 1");
    }

    #[test]
    fn move_counts() {
        let count = |r, c, metric| Moves::new(Shape::new(r, c).unwrap(), metric).all().len();
        assert_eq!(count(3, 3, Metric::Stm), 12);
        assert_eq!(count(3, 3, Metric::Mtm), 12);
        assert_eq!(count(3, 4, Metric::Stm), 14);
        // Rows: 1, 1', 2 on four cells; columns: 1, 1' on three.
        assert_eq!(count(3, 4, Metric::Mtm), 3 * 3 + 4 * 2);
        assert_eq!(count(2, 6, Metric::Stm), 2 * 2 + 6);
        assert_eq!(count(2, 6, Metric::Mtm), 2 * 5 + 6);
    }
}
