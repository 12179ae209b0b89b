//! The maze: a grid of cells, a start cell and the die's starting orientation.

use std::fmt;

use crate::die::{Die, Move};

/// A wild cell: the die may always enter it.
pub(crate) const WILD: i8 = -1;
/// An empty cell: the die may never enter it.
pub const EMPTY: i8 = 0;

/// The largest number of cells a maze can have at all: the dense search numbers `cells × 24`
/// states plus one virtual source below `u32::MAX`. The searches take fewer
/// ([`crate::Algorithm::max_cells`]), to keep their memory bounded.
pub const MAX_CELLS: usize = (u32::MAX as usize - 2) / crate::die::ORIENTATIONS;

/// Why a maze cannot be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MazeError {
    /// No rows or no columns, or more than [`MAX_CELLS`] cells.
    #[error("a maze needs 1 to {MAX_CELLS} cells, not {rows} × {cols}")]
    Size {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
    },
    /// The cell list is not `rows × cols` long.
    #[error("a {rows} × {cols} maze needs {} cells, not {len}", rows * cols)]
    CellCount {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
        /// Cells given.
        len: usize,
    },
    /// A cell value outside `-1..=6`.
    #[error("cell value {0} is not -1 (wild), 0 (empty) or 1 to 6")]
    CellValue(i8),
    /// The start lies outside the grid.
    #[error("the start ({}, {}) is outside the grid", .0.0 + 1, .0.1 + 1)]
    Start((usize, usize)),
}

/// A named maze with its start: everything one judge case holds.
///
/// Rows and columns are numbered from 0 here; only the judge text numbers them from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    name: String,
    rows: usize,
    cols: usize,
    /// Row by row; each `-1..=6`.
    cells: Vec<i8>,
    start: (usize, usize),
    die: Die,
}

impl Maze {
    /// A maze from its parts, checked: `cells` holds `rows × cols` values in `-1..=6`, row by row,
    /// and `start` (0-based row, column) lies inside.
    ///
    /// ```
    /// use dicey_problem::{die::Die, maze::Maze};
    /// let maze = Maze::new("M", 1, 2, vec![-1, 3], (0, 0), Die::new(1, 2).unwrap()).unwrap();
    /// assert_eq!(maze.cell(0, 1), 3);
    /// assert!(Maze::new("M", 1, 2, vec![-1], (0, 0), Die::new(1, 2).unwrap()).is_err());
    /// ```
    pub fn new(
        name: impl Into<String>,
        rows: usize,
        cols: usize,
        cells: Vec<i8>,
        start: (usize, usize),
        die: Die,
    ) -> Result<Maze, MazeError> {
        if rows == 0 || cols == 0 || rows.checked_mul(cols).is_none_or(|n| n > MAX_CELLS) {
            return Err(MazeError::Size { rows, cols });
        }
        if cells.len() != rows * cols {
            return Err(MazeError::CellCount {
                rows,
                cols,
                len: cells.len(),
            });
        }
        if let Some(&bad) = cells.iter().find(|v| !(WILD..=6).contains(*v)) {
            return Err(MazeError::CellValue(bad));
        }
        if start.0 >= rows || start.1 >= cols {
            return Err(MazeError::Start(start));
        }
        Ok(Maze {
            name: name.into(),
            rows,
            cols,
            cells,
            start,
            die,
        })
    }

    /// The maze's name, as the judge output repeats it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The start cell, (row, column) from 0.
    pub fn start(&self) -> (usize, usize) {
        self.start
    }

    /// The die's orientation on the start cell.
    pub fn die(&self) -> Die {
        self.die
    }

    /// The cells row by row: `-1` wild, `0` empty, `1..=6` a number.
    pub fn cells(&self) -> &[i8] {
        &self.cells
    }

    /// The value of the cell at (row, column).
    ///
    /// # Panics
    /// If the cell is outside the grid.
    pub fn cell(&self, row: usize, col: usize) -> i8 {
        assert!(row < self.rows && col < self.cols, "cell outside the grid");
        self.cells[row * self.cols + col]
    }

    /// The cell one `mv` away from (row, column), if it is inside the grid.
    #[inline]
    pub(crate) fn neighbour(&self, (row, col): (usize, usize), mv: Move) -> Option<(usize, usize)> {
        let (dr, dc) = mv.delta();
        let row = row.checked_add_signed(dr).filter(|&r| r < self.rows)?;
        let col = col.checked_add_signed(dc).filter(|&c| c < self.cols)?;
        Some((row, col))
    }

    /// Whether a die showing `top` may enter the cell holding `value`.
    #[inline]
    pub(crate) fn enterable(value: i8, top: u8) -> bool {
        value == WILD || (value > 0 && value as u8 == top)
    }

    /// The die's cell and orientation after one move from `(cell, die)`, if the move is legal:
    /// the target is inside the grid and wild or equal to the top face *before* the move.
    pub fn step(&self, cell: (usize, usize), die: Die, mv: Move) -> Option<((usize, usize), Die)> {
        let next = self.neighbour(cell, mv)?;
        Maze::enterable(self.cells[next.0 * self.cols + next.1], die.top())
            .then(|| (next, die.roll(mv)))
    }
}

/// The maze in the judge's input format, without the closing `END`: the name, the header line
/// `R C start-row start-column top front` (counting from 1), then one line of cell values a row.
///
/// ```
/// use dicey_problem::{die::Die, maze::Maze};
/// let maze = Maze::new("M", 1, 2, vec![-1, 3], (0, 1), Die::new(1, 2).unwrap()).unwrap();
/// assert_eq!(maze.to_string(), "M\n1 2 1 2 1 2\n-1 3\n");
/// ```
impl fmt::Display for Maze {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (row, col) = self.start;
        writeln!(f, "{}", self.name)?;
        writeln!(
            f,
            "{} {} {} {} {} {}",
            self.rows,
            self.cols,
            row + 1,
            col + 1,
            self.die.top(),
            self.die.front()
        )?;
        for line in self.cells.chunks(self.cols) {
            for (i, value) in line.iter().enumerate() {
                if i > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{value}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
