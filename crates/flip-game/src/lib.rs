#![doc = include_str!("../README.md")]
//!
//! ## The code
//!
//! Data flows one way, one module a step:
//!
//! | module | what it holds |
//! |---|---|
//! | [`parse`] | [`parse::Reader`]: boards one at a time from judge input, with `line L, column C` errors |
//! | [`board`] | the puzzle state: [`board::Size`], [`board::Board`] (one bit a cell), [`board::Press`], [`board::Colour`] |
//! | [`small`] | boards of at most 20 cells as `u32` masks, and the textbook per-board BFS and enumeration of press sets |
//! | [`target`] | [`target::Target`]: `--target`, the colour a board must end up showing |
//! | [`work`] | [`work::Work`]: `--work`, how long a proof may take before it is given up |
//! | [`coset`] | the lightest vector of a coset of a small code, by branch and bound over its coefficients, the last of them weighed all at once by a fast Walsh–Hadamard transform: the fewest presses where the kernel is too large to walk |
//! | [`gf2`] | any size: light chasing, Gaussian elimination over GF(2), the lightest solution by a Gray-code walk of the kernel; the kernel basis and the all-black press set as whole-board press sets |
//! | [`table`] | [`table::Table`]: the distance of every board of a small shape to one colour by BFS, the 4 × 4 one built into the binary |
//! | [`solve`] | [`Algorithm`] and [`solve::Solver`], which builds what an algorithm needs once, on first use |
//! | [`mod@format`] | the judge's answer line |
//! | [`explain`] | `--explain`: the presses drawn on the board, and the board they leave |
//! | [`stats`] | `stats`: how many boards need each number of steps (exactly, from the table or from the code words: the kernel and the all-black press set), and how many cannot be made one colour |
//! | [`cli`] | the binary's name, description and reports, and what it does with its flags ([`Options`] as a `solver_cli::shell::Solver`); [`cli::Cli`], the whole command line |
//!
//! The key fact: pressing a cell twice cancels and the order of presses does not matter, so a
//! solution is a set of cells and the question is linear algebra over GF(2) ([`gf2`]); small
//! shapes also have the [`table`] of every board. [`run`] ties the steps together; the binary is
//! `solver_cli::shell::main` with [`Options`].

use std::io::{BufRead, Write};

use solver_cli::ParseError;
use solver_cli::shell::Outcome;

pub mod board;
pub mod cli;
pub mod coset;
pub mod explain;
pub mod format;
pub mod gf2;
pub mod parse;
pub mod small;
pub mod solve;
pub mod stats;
pub mod table;
pub mod target;
pub mod work;

use board::Size;
pub use solve::Algorithm;
use solve::{SolveError, Solver};
pub use solver_cli::shell::{Error, Show};
use target::Target;
use work::Work;

/// How [`run`] answers: the flags that choose it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::Args)]
pub struct Options {
    /// Boards of R lines of C cells (`b` or `w`).
    #[arg(long, value_name = "RxC", default_value = "4x4", global = true)]
    pub size: Size,
    /// How to find the fewest steps [default: table for 4x4, gf2 otherwise].
    #[arg(long, value_enum)]
    pub algorithm: Option<Algorithm>,
    /// The colour every board must end up showing (Lights Out's "all lights off" is white).
    #[arg(long, value_enum, default_value_t = Target::Either, global = true)]
    pub target: Target,
    /// The most work a proof may take before it is given up, with the bounds it proved: class
    /// updates of the branch and bound per board and colour [default: 2^39, minutes], or steps
    /// of the search for the most steps with stats [default: 2^31, seconds], a sixteenth of
    /// which (up to 2^30) the count of boards by steps may take; 2^K or digits.
    #[arg(long, value_name = "UNITS", global = true)]
    pub work: Option<Work>,
}

impl Options {
    /// The algorithm asked for, or the fastest for the size.
    pub(crate) fn algorithm_for_size(&self) -> Algorithm {
        self.algorithm
            .unwrap_or_else(|| Algorithm::default_for(self.size))
    }
}

/// Answers every board of `input` on `output`, each before the next is read: the fewest steps
/// (or `Impossible`), or with `explain` a drawing.
///
/// # Errors
/// Before reading anything, [`Error::Usage`] if the algorithm cannot take boards of the size. At
/// the first malformed board, or board without a proven answer (a kernel too large to search),
/// [`Error::Input`] at that board, after the answers to the boards before it. [`Error::Output`]
/// when the output cannot be written.
///
/// ```
/// use flip_game::{run, Options, Show};
/// let mut out = Vec::new();
/// let boards = "bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwb\nbwwb\nbwww\n";
/// run(boards.as_bytes(), &mut out, &Options::default(), Show::Answers).unwrap();
/// assert_eq!(out, b"Impossible\n4\n");
/// ```
pub fn run(input: impl BufRead, output: &mut impl Write, options: &Options, show: Show) -> Outcome {
    let algorithm = options.algorithm_for_size();
    let solver = Solver::new(options.size, algorithm)
        .map_err(|e| Error::Usage(e.to_string()))?
        .with_target(options.target)
        .with_work(options.work);
    let mut reader = parse::Reader::new(input, options.size);
    let mut number = 0;
    while let Some((board, pos)) = reader.next_case()? {
        number += 1;
        // A board the solver cannot answer for sure is refused at the board, like bad input.
        let unproven = |e: SolveError| ParseError::new(pos, e.to_string());
        match show {
            Show::Answers => {
                let steps = solver.steps(board).map_err(unproven)?;
                format::write_answer(output, steps)?;
            }
            Show::Drawings(palette) => {
                let solution = solver.solve(board).map_err(unproven)?;
                explain::write(output, number, board, solution.as_ref(), palette)?;
            }
        }
    }
    Ok(())
}
