//! The four exact algorithms behind one interface, [`Solver`], with what each needs built once,
//! when first needed.

use std::sync::OnceLock;

use crate::board::{Board, Colour, Press, Size};
use crate::gf2::{Gf2, KernelTooLarge};
use crate::small::{self, Geometry, SMALL_MAX_CELLS};
use crate::table::Table;
use crate::target::Target;
use crate::work::Work;

/// How to find the fewest steps. Every algorithm is exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Algorithm {
    /// One BFS over every board from the two one-colour boards, then a look-up per board
    /// (boards of at most 20 cells; the default for 4 × 4).
    Table,
    /// Light chasing and Gaussian elimination over GF(2), then the lightest solution in the coset
    /// (any size; the default for all but 4 × 4).
    Gf2,
    /// The textbook breadth-first search from each board (at most 20 cells).
    Bfs,
    /// The textbook try-every-press-set: pressing a cell twice cancels and order does not
    /// matter, so a solution is a set of cells (at most 20 cells).
    Enumerate,
}

impl Algorithm {
    /// Every algorithm, for tests that make them agree.
    pub const ALL: [Algorithm; 4] = [
        Algorithm::Table,
        Algorithm::Gf2,
        Algorithm::Bfs,
        Algorithm::Enumerate,
    ];

    /// The fastest exact algorithm for boards of `size`.
    pub(crate) fn default_for(size: Size) -> Algorithm {
        if size == Size::FOUR {
            Algorithm::Table
        } else {
            Algorithm::Gf2
        }
    }

    /// The name used by `--algorithm`.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Table => "table",
            Algorithm::Gf2 => "gf2",
            Algorithm::Bfs => "bfs",
            Algorithm::Enumerate => "enumerate",
        }
    }
}

/// Why a board got no answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The algorithm handles only boards of up to [`SMALL_MAX_CELLS`] cells.
    #[error(
        "--algorithm {} handles boards of at most {SMALL_MAX_CELLS} cells, and a {size} board has \
         {}; use --algorithm gf2",
        algorithm.name(),
        size.cells()
    )]
    TooManyCells {
        /// The algorithm asked for.
        algorithm: Algorithm,
        /// The board's shape.
        size: Size,
    },
    /// The kernel is too large to search for a proven minimum.
    #[error(transparent)]
    KernelTooLarge(#[from] KernelTooLarge),
}

/// A fewest-steps solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The colour the board ends up showing.
    pub target: Colour,
    /// The cells to press, in the order the algorithm found them: as many as the fewest steps.
    pub presses: Vec<Press>,
}

/// One board shape and one algorithm; tables and reductions are built on first use and kept.
#[derive(Debug)]
pub struct Solver {
    size: Size,
    algorithm: Algorithm,
    target: Target,
    geometry: Option<Geometry>,
    /// The table of a small shape other than 4 × 4, whose table is the process's.
    table: OnceLock<Table>,
    gf2: OnceLock<Gf2>,
    /// `--work` for the branch and bound, if not its default.
    work: Option<Work>,
}

impl Solver {
    /// A solver for boards of `size`.
    ///
    /// # Errors
    /// If the algorithm cannot handle boards of that size.
    pub fn new(size: Size, algorithm: Algorithm) -> Result<Solver, SolveError> {
        let geometry = Geometry::new(size);
        if algorithm != Algorithm::Gf2 && geometry.is_none() {
            return Err(SolveError::TooManyCells { algorithm, size });
        }
        Ok(Solver {
            size,
            algorithm,
            target: Target::Either,
            geometry,
            table: OnceLock::new(),
            gf2: OnceLock::new(),
            work: None,
        })
    }

    /// The same solver, whose branch and bound may do `work` class updates per board and
    /// colour (`None`: [`crate::coset::MAX_WORK`]) before it gives up.
    pub fn with_work(self, work: Option<Work>) -> Solver {
        Solver {
            work,
            gf2: OnceLock::new(),
            ..self
        }
    }

    /// The same solver, for boards that must end up showing the `target` colour.
    pub fn with_target(self, target: Target) -> Solver {
        Solver {
            target,
            table: OnceLock::new(),
            ..self
        }
    }

    /// The colour the boards must end up showing.
    pub fn target(&self) -> Target {
        self.target
    }

    /// The board shape.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The algorithm.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The table of every board of the shape: for 4 × 4 the one built into the binary
    /// ([`Table::global`]), for another small shape this solver's own, built on first use.
    ///
    /// # Panics
    /// If the shape has more than [`SMALL_MAX_CELLS`] cells.
    #[inline]
    pub fn table(&self) -> &Table {
        if self.size == Size::FOUR && self.target == Target::Either {
            return Table::global();
        }
        self.table.get_or_init(|| {
            Table::build_to(self.size, self.target).expect("a table is only asked for small shapes")
        })
    }

    /// The reduced GF(2) system of this shape (built on first use).
    pub fn gf2(&self) -> &Gf2 {
        self.gf2.get_or_init(|| {
            let gf2 = Gf2::new(self.size);
            match self.work {
                Some(Work(units)) => gf2.with_max_work(units),
                None => gf2,
            }
        })
    }

    fn geometry(&self) -> Option<&Geometry> {
        self.geometry.as_ref()
    }

    /// The small-board mask and geometry: [`Solver::new`] made sure every algorithm but gf2 has them.
    #[inline]
    fn small(&self, board: &Board) -> (&Geometry, u32) {
        let geometry = self
            .geometry()
            .expect("Solver::new refuses small-board algorithms on large boards");
        let mask = board.mask().expect("a small board fits a mask");
        (geometry, mask)
    }

    /// The fewest steps that make `board` one colour, or `None` if no steps do.
    ///
    /// # Errors
    /// [`SolveError::KernelTooLarge`] from gf2 on a shape whose kernel is too large.
    ///
    /// # Panics
    /// If the board is not of the solver's size.
    #[inline]
    pub fn steps(&self, board: &Board) -> Result<Option<usize>, SolveError> {
        assert_eq!(board.size(), self.size, "a board of the wrong size");
        // The judge's path, one look-up a board, inlined into the caller's loop; the searches
        // behind a call.
        if self.algorithm == Algorithm::Table {
            return Ok(self.table_steps(board));
        }
        self.steps_by_any(board)
    }

    /// [`Solver::steps`] by the table: one look-up.
    #[inline]
    fn table_steps(&self, board: &Board) -> Option<usize> {
        let (_, mask) = self.small(board);
        self.table().distance(mask).map(usize::from)
    }

    /// [`Solver::steps`] by any algorithm, behind a call.
    fn steps_by_any(&self, board: &Board) -> Result<Option<usize>, SolveError> {
        Ok(match self.algorithm {
            Algorithm::Table => self.table_steps(board),
            Algorithm::Gf2 => self.gf2().steps_to(board, self.target)?,
            Algorithm::Bfs => {
                let (g, mask) = self.small(board);
                small::bfs_to(g, mask, self.target).map(|p| p.len())
            }
            Algorithm::Enumerate => {
                let (g, mask) = self.small(board);
                small::enumerate_to(g, mask, self.target).map(|set| set.count_ones() as usize)
            }
        })
    }

    /// A fewest-steps solution of `board`, or `None` if there is none.
    ///
    /// # Errors
    /// As [`Solver::steps`].
    ///
    /// # Panics
    /// As [`Solver::steps`].
    pub fn solve(&self, board: &Board) -> Result<Option<Solution>, SolveError> {
        assert_eq!(board.size(), self.size, "a board of the wrong size");
        let presses = match self.algorithm {
            Algorithm::Gf2 => {
                return Ok(self
                    .gf2()
                    .solve_to(board, self.target)?
                    .map(|plan| Solution {
                        target: plan.target,
                        presses: plan.presses,
                    }));
            }
            Algorithm::Table => {
                let (_, mask) = self.small(board);
                self.table().descend(mask)
            }
            Algorithm::Bfs => {
                let (g, mask) = self.small(board);
                small::bfs_to(g, mask, self.target)
            }
            Algorithm::Enumerate => {
                let (g, mask) = self.small(board);
                small::enumerate_to(g, mask, self.target).map(|set| g.presses(set))
            }
        };
        Ok(presses.map(|presses| {
            let mut end = board.clone();
            for &p in &presses {
                end.apply(p);
            }
            Solution {
                // Each small-board algorithm stops on a board of an allowed colour.
                target: end
                    .one_colour()
                    .filter(|&c| self.target.allows(c))
                    .unwrap_or(Colour::White),
                presses,
            }
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_board_algorithms_refuse_large_boards() {
        let size = Size { rows: 5, cols: 5 };
        for algorithm in [Algorithm::Table, Algorithm::Bfs, Algorithm::Enumerate] {
            let err = Solver::new(size, algorithm).unwrap_err();
            assert!(err.to_string().contains("at most 20 cells"), "{err}");
        }
        assert!(Solver::new(size, Algorithm::Gf2).is_ok());
    }

    #[test]
    fn every_algorithm_solves_the_second_sample_in_four() {
        let board: Vec<u32> = vec![0b1001, 0b1011, 0b1001, 0b0001];
        let mut b = Board::filled(Size::FOUR, Colour::White);
        // Rows of "bwwb bbwb bwwb bwww", cell c of a row is bit c.
        for (r, row) in board.iter().enumerate() {
            for c in 0..4 {
                if row >> c & 1 == 1 {
                    b.set(r, c, Colour::Black);
                }
            }
        }
        assert_eq!(b.to_string(), "bwwb\nbbwb\nbwwb\nbwww\n");
        for algorithm in Algorithm::ALL {
            let solver = Solver::new(Size::FOUR, algorithm).unwrap();
            assert_eq!(solver.steps(&b), Ok(Some(4)), "{algorithm:?}");
            let solution = solver.solve(&b).unwrap().unwrap();
            assert_eq!(solution.presses.len(), 4);
            let mut end = b.clone();
            solution.presses.iter().for_each(|&p| end.apply(p));
            assert_eq!(end.one_colour(), Some(solution.target));
        }
    }
}
