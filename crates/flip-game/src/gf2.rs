//! The exact fewest steps on any R × C board, by linear algebra over GF(2).
//!
//! Pressing a cell twice cancels and order does not matter, so a solution is a *set* of cells.
//! Light chasing: once the first row's presses are chosen, each later row must press exactly the
//! cells left wrong just above it, so the whole press pattern, and what is left wrong in the last
//! row, follow from the first row. What is left is affine in the first row: `residual(f) = k ⊕ M f`,
//! with `k` the residual of pressing nothing in the first row and column `j` of the C × C matrix
//! `M` the residual of pressing only cell `j` of the first row on an all-correct board.
//!
//! Gaussian elimination of `M` (once per board shape) gives, for each board, one first row `x0`
//! with `M x0 = k` (or proves there is none) and a basis of the kernel of `M`: every solution is
//! `x0 ⊕` a combination of the basis. The fewest steps is the smallest number of presses among
//! them, for both target colours. Press patterns are linear in the first row, so the full pattern
//! of every basis vector is precomputed once, and the solutions are walked in Gray-code order: one
//! XOR of a precomputed pattern and one popcount per solution.
//!
//! The board is chased along its longer side (turned on its side if it is wider than tall), so
//! `M` is as small as it can be and the kernel dimension at most the shorter side. Above
//! [`MAX_WALK`] word operations the walk is out of reach, and the lightest solution is found by
//! branch and bound over the kernel coefficients ([`crate::coset`]) for kernels of dimension up to
//! [`coset::MAX_DIMENSION`]; past that, or past the search's work limit, [`Gf2::solve`] refuses
//! rather than print a number it has not proven minimal.

use crate::board::{Board, Colour, Press, Size};
use crate::coset;
use crate::target::Target;
use bitvec::prelude::*;

pub(crate) use basis::PressSet;
#[cfg(test)]
pub(crate) use basis::pressed_on_white;
use reduce::eliminate;

/// The largest kernel whose `2^d` solutions the Gray-code walk tries, per target colour: the
/// walk numbers them in a `u32`.
pub const MAX_KERNEL_DIMENSION: usize = 24;

/// The most word operations the walk does per target colour: `2^d` press sets of the shape's
/// press-pattern words each (a word of 64 cells is one XOR and one population count). A limit on
/// time, so that every board a solver accepts is answered in about a second (the README has
/// the figures): a 62 × 62 board with a kernel of dimension 24 would take 2^24 × 62 words and is
/// refused, a 16 × 16 board with dimension 8 takes 2^8 × 16.
pub const MAX_WALK: u64 = 1 << 29;

/// The board's shape has too many solutions per board to search them all for the fewest presses,
/// and the branch and bound could not prove the fewest either.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "a {size} board has a kernel of dimension {dimension}: {}",
    match search {
        Some(e) => e.to_string(),
        None => format!(
            "proving the fewest steps means searching 2^{dimension} press sets per colour, past \
             the {} coefficients the branch and bound takes",
            coset::MAX_DIMENSION
        ),
    }
)]
pub struct KernelTooLarge {
    /// The board's shape.
    pub size: Size,
    /// The dimension of the kernel of its light-chasing matrix.
    pub dimension: usize,
    /// The words of a press pattern of the shape.
    pub words: usize,
    /// Why the branch and bound gave up, when it ran.
    pub search: Option<coset::TooMuchWork>,
}

/// A fewest-press solution found by [`Gf2::solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The colour the board ends up showing.
    pub target: Colour,
    /// The cells to press, row by row: as many as the fewest steps.
    pub presses: Vec<Press>,
}

/// The light-chasing system of one board shape, reduced once and reused for every board.
#[derive(Clone, Debug)]
pub struct Gf2 {
    size: Size,
    /// Whether the working frame is the board turned on its side.
    transposed: bool,
    /// Rows and columns in the working frame: `cols` is the shorter side.
    rows: usize,
    cols: usize,
    /// `u64` words per working row, and the mask of a row's last word.
    words: usize,
    last_mask: u64,
    /// The reduced row echelon form of `M`, each row followed by the row of the transform that
    /// produced it (`C + C` bits): the transform carries a board's `k` into the reduced system.
    reduced: Vec<BitVec<u64, Lsb0>>,
    /// `pivots[p]` is the pivot column of reduced row `p`, for `p < rank`.
    pivots: Vec<usize>,
    /// The dimension of the kernel of `M`.
    dimension: usize,
    /// The full press pattern (working frame, `rows * words` words) of each kernel basis vector;
    /// left empty when the dimension is past [`coset::MAX_DIMENSION`], where no search uses them.
    kernel: Vec<Vec<u64>>,
    /// For the branch and bound, when the walk is out of reach: each working-frame cell's
    /// signature (bit `i` set when kernel vector `i` presses it), `rows * words * 64` of them.
    signatures: Vec<u64>,
    /// The work the branch and bound may do per colour: [`coset::MAX_WORK`] unless `--work`
    /// says otherwise ([`Gf2::with_max_work`]), with [`coset::FINISHED_WITHIN`].
    limit: coset::Limit,
}

impl Gf2 {
    /// Reduces the light-chasing system of `size`: `O(C · R · C / 64)` for the matrix, `O(C³ / 64)`
    /// for the elimination, with `C` the shorter side.
    pub fn new(size: Size) -> Gf2 {
        let mut gf2 = Gf2::frame(size);
        let mut augmented = gf2.augmented_matrix();
        let pivots = eliminate(&mut augmented, gf2.cols);
        gf2.dimension = gf2.cols - pivots.len();
        gf2.reduced = augmented;
        gf2.pivots = pivots;
        if gf2.dimension <= coset::MAX_DIMENSION {
            gf2.kernel = gf2.kernel_patterns();
            if !gf2.searchable() {
                gf2.signatures = gf2.cell_signatures();
            }
        }
        gf2
    }

    /// The same system, whose branch and bound may do `max_work` class updates per colour
    /// before it gives up (a search whose whole tree costs at most [`coset::FINISHED_WITHIN`]
    /// times that is finished).
    pub fn with_max_work(self, max_work: u64) -> Gf2 {
        Gf2 {
            limit: max_work.into(),
            ..self
        }
    }

    /// The board shape.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The dimension of the kernel: each solvable board has `2^dimension` press sets per target.
    ///
    /// ```
    /// use flip_game::{board::Size, gf2::Gf2};
    /// assert_eq!(Gf2::new(Size::FOUR).dimension(), 4);
    /// assert_eq!(Gf2::new(Size { rows: 6, cols: 6 }).dimension(), 0);
    /// ```
    pub fn dimension(&self) -> usize {
        self.dimension
    }

    /// Whether the walk over the kernel is within [`MAX_KERNEL_DIMENSION`] and [`MAX_WALK`]: the
    /// shape's boards get a proven fewest number of steps.
    ///
    /// ```
    /// use flip_game::{board::Size, gf2::Gf2};
    /// assert!(Gf2::new(Size { rows: 16, cols: 16 }).searchable());
    /// assert!(!Gf2::new(Size { rows: 62, cols: 62 }).searchable());
    /// ```
    pub fn searchable(&self) -> bool {
        self.dimension <= MAX_KERNEL_DIMENSION
            && (1u64 << self.dimension) * (self.rows * self.words) as u64 <= MAX_WALK
    }

    /// Whether the all-black board can be reached from the all-white one: then every solvable
    /// board can reach both colours, otherwise each reaches exactly one.
    pub(crate) fn colours_connected(&self) -> bool {
        let all_black = Board::filled(self.size, Colour::Black);
        let diff = self.diff_rows(&all_black, Colour::White);
        self.first_row(&diff).is_some()
    }

    /// The fewest steps that make `board` one colour, `Ok(None)` if none do.
    ///
    /// # Errors
    /// [`KernelTooLarge`] if the board can be solved but its shape's kernel is too large to search
    /// for the fewest presses.
    ///
    /// # Panics
    /// If the board is not of this system's size.
    pub fn steps(&self, board: &Board) -> Result<Option<usize>, KernelTooLarge> {
        self.steps_to(board, Target::Either)
    }

    /// The fewest steps that make `board` show the `target` colour, `Ok(None)` if none do.
    ///
    /// # Errors
    /// As [`Gf2::steps`].
    ///
    /// # Panics
    /// As [`Gf2::steps`].
    ///
    /// ```
    /// use flip_game::{board::{Board, Colour, Size}, gf2::Gf2, target::Target};
    /// // Lights Out: the all-on 5 x 5 board takes 15 presses to turn off.
    /// let size = Size { rows: 5, cols: 5 };
    /// let all_on = Board::filled(size, Colour::Black);
    /// assert_eq!(Gf2::new(size).steps_to(&all_on, Target::White), Ok(Some(15)));
    /// assert_eq!(Gf2::new(size).steps_to(&all_on, Target::Either), Ok(Some(0)));
    /// ```
    pub fn steps_to(&self, board: &Board, target: Target) -> Result<Option<usize>, KernelTooLarge> {
        Ok(self
            .best(board, target, Method::Fastest)?
            .map(|(weight, _, _)| weight))
    }

    /// A fewest-press solution of `board`, `Ok(None)` if none exists.
    ///
    /// Ties go to white, then to the first pattern met in the walk.
    ///
    /// # Errors
    /// As [`Gf2::steps`].
    ///
    /// # Panics
    /// As [`Gf2::steps`].
    ///
    /// ```
    /// use flip_game::{board::{Board, Colour, Press, Size}, gf2::Gf2};
    /// let size = Size { rows: 3, cols: 3 };
    /// let mut board = Board::filled(size, Colour::Black);
    /// board.apply(Press { row: 1, col: 1 });
    /// let plan = Gf2::new(size).solve(&board).unwrap().unwrap();
    /// assert_eq!(plan.presses, [Press { row: 1, col: 1 }]);
    /// assert_eq!(plan.target, Colour::Black);
    /// ```
    pub fn solve(&self, board: &Board) -> Result<Option<Plan>, KernelTooLarge> {
        self.solve_to(board, Target::Either)
    }

    /// A fewest-press solution that makes `board` show the `target` colour, `Ok(None)` if none
    /// exists.
    ///
    /// # Errors
    /// As [`Gf2::steps`].
    ///
    /// # Panics
    /// As [`Gf2::steps`].
    pub fn solve_to(&self, board: &Board, target: Target) -> Result<Option<Plan>, KernelTooLarge> {
        self.plan(board, target, Method::Fastest)
    }

    /// [`Gf2::solve_to`] by the method asked for.
    pub(crate) fn plan(
        &self,
        board: &Board,
        target: Target,
        method: Method,
    ) -> Result<Option<Plan>, KernelTooLarge> {
        let Some((_, target, pattern)) = self.best(board, target, method)? else {
            return Ok(None);
        };
        let mut presses: Vec<Press> = (0..self.rows)
            .flat_map(|r| (0..self.cols).map(move |c| (r, c)))
            .filter(|&(r, c)| pattern[r * self.words + c / 64] >> (c % 64) & 1 == 1)
            .map(|(r, c)| {
                if self.transposed {
                    Press { row: c, col: r }
                } else {
                    Press { row: r, col: c }
                }
            })
            .collect();
        presses.sort_unstable();
        Ok(Some(Plan { target, presses }))
    }

    /// The first row of some solution for the wrong cells `diff`, or `None` if there is none.
    fn first_row(&self, diff: &[u64]) -> Option<Vec<u64>> {
        let zero = vec![0u64; self.words];
        let mut scratch = Vec::new();
        let k = self.chase(diff, &zero, &mut scratch);
        let mut first = vec![0u64; self.words];
        for (p, row) in self.reduced.iter().enumerate() {
            // The transform half of the row says which equations it sums: so does its right side.
            let transform = &row[self.cols..];
            let rhs = transform.iter_ones().fold(false, |acc, i| acc ^ bit(&k, i));
            match (self.pivots.get(p), rhs) {
                (Some(&col), true) => first[col / 64] |= 1 << (col % 64),
                // A row that reduced to 0 = 1: no first row solves it.
                (None, true) => return None,
                _ => {}
            }
        }
        Some(first)
    }

    /// The cells of `board` that differ from `target`, as working-frame rows of words.
    fn diff_rows(&self, board: &Board, target: Colour) -> Vec<u64> {
        let mut diff = vec![0u64; self.rows * self.words];
        let cols = self.size.cols;
        for i in board.bits().iter_ones() {
            let (r, c) = (i / cols, i % cols);
            let (r, c) = if self.transposed { (c, r) } else { (r, c) };
            diff[r * self.words + c / 64] |= 1 << (c % 64);
        }
        if target == Colour::Black {
            for row in diff.chunks_mut(self.words) {
                for w in row.iter_mut() {
                    *w = !*w;
                }
                row[self.words - 1] &= self.last_mask;
            }
        }
        diff
    }

    /// Light chasing: presses `first` in the first row, then in each later row the cells left
    /// wrong above it. Leaves the whole press pattern in `presses` and returns what is left wrong
    /// in the last row (all zero exactly when the pattern makes every cell right).
    fn chase(&self, diff: &[u64], first: &[u64], presses: &mut Vec<u64>) -> Vec<u64> {
        let w = self.words;
        presses.clear();
        presses.resize(self.rows * w, 0);
        let mut prev = vec![0u64; w];
        let mut cur = first.to_vec();
        let mut next = vec![0u64; w];
        for r in 0..self.rows {
            presses[r * w..(r + 1) * w].copy_from_slice(&cur);
            let row = &diff[r * w..(r + 1) * w];
            for i in 0..w {
                // Bit c of a row is cell c: the left neighbour sits one bit lower.
                let from_left = cur[i] << 1 | if i > 0 { cur[i - 1] >> 63 } else { 0 };
                let from_right = cur[i] >> 1 | if i + 1 < w { cur[i + 1] << 63 } else { 0 };
                next[i] = row[i] ^ prev[i] ^ cur[i] ^ from_left ^ from_right;
            }
            next[w - 1] &= self.last_mask;
            std::mem::swap(&mut prev, &mut cur);
            std::mem::swap(&mut cur, &mut next);
        }
        cur
    }
}

/// How [`Gf2::plan`] finds the lightest solution in the coset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Method {
    /// The walk when [`Gf2::searchable`], the branch and bound otherwise.
    Fastest,
    /// The Gray-code walk, whatever its cost (for checks).
    #[cfg_attr(not(test), allow(dead_code))]
    Walk,
    /// The branch and bound, whatever the shape (for checks).
    #[cfg_attr(not(test), allow(dead_code))]
    BranchAndBound,
}

/// The row (of `words` words) with only bit `j` set.
fn unit(words: usize, j: usize) -> Vec<u64> {
    let mut v = vec![0u64; words];
    v[j / 64] = 1 << (j % 64);
    v
}

/// Bit `i` of a row of words.
fn bit(row: &[u64], i: usize) -> bool {
    row[i / 64] >> (i % 64) & 1 == 1
}

#[cfg(test)]
mod agreement;
mod basis;
mod lightest;
mod packing;
mod reduce;
#[cfg(test)]
mod symmetric;
#[cfg(test)]
mod tests;
