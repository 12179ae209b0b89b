//! Exact solver for A Dicey Problem (ICPC World Finals 1999, UVa 810): shortest die tour in a maze
//! of any size.
//!
//! A die sits on a cell of a maze and tips from cell to cell; it may enter a wild cell or one whose
//! number equals its top face. The task is the shortest tour that leaves the start cell and comes
//! back to it, ties going to the first move sequence in the order up, down, left, right.
//!
//! How the crate is laid out, in the order data flows:
//!
//! | module | what it holds |
//! |---|---|
//! | [`die`] | the 24 orientations numbered densely, [`die::Move`], and the roll table |
//! | [`maze`] | [`maze::Maze`]: the grid, the start and the die, checked when built |
//! | [`parse`] | [`parse::MazeReader`]: judge input, one maze at a time, errors with line and column |
//! | [`solve`] | the breadth-first searches and [`solve::Tour`] |
//! | [`mod@format`] | the judge output |
//! | [`explain`] | the maze drawn with the tour on it, for a person |
//! | [`stats`] | `dicey-problem stats`: how many states the search visits per maze |
//! | [`generate`] | seeded mazes for tests and benchmarks (random ones and a long serpentine) |
//!
//! [`run`] strings them together the way the binary uses them: each maze is answered and written
//! before the next is read. [`Cli`] is the command line, here so that tests read flags (`NAME.args`
//! files) exactly as the binary does.

pub mod die;
pub mod explain;
pub mod format;
pub mod generate;
pub mod maze;
pub mod parse;
pub mod solve;
pub mod stats;

use parse::MazeReader;
pub use solve::Algorithm;
use std::io::{self, BufRead, Write};

/// What [`run`] prints and how it searches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The search to use.
    pub algorithm: Algorithm,
    /// Draw each maze and its tour instead of the judge lines.
    pub explain: bool,
    /// Colour the drawing (only sensible on a terminal).
    pub color: bool,
}

/// The command line: what the binary accepts, here so tests can read `NAME.args` files the same way.
#[derive(Clone, Debug, clap::Parser)]
#[command(
    name = "dicey-problem",
    version,
    about = "Shortest die tours (ICPC World Finals 1999, A Dicey Problem): mazes in the judge format on stdin, each one's tour on stdout."
)]
pub struct Cli {
    /// The search to use.
    #[arg(long, value_enum, default_value_t = Algorithm::Dense, global = true)]
    pub algorithm: Algorithm,
    /// Draw each maze with its tour and the die at every step instead of the judge lines.
    #[arg(long)]
    pub explain: bool,
    /// What to do instead of answering mazes.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Subcommands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::Subcommand)]
pub enum Command {
    /// For each maze of stdin: its size, how many states the search visits, the tour's length.
    Stats,
}

impl Cli {
    /// The options these flags ask for; `color` says whether the output is a terminal.
    pub fn options(&self, color: bool) -> Options {
        Options {
            algorithm: self.algorithm,
            explain: self.explain,
            color: color && self.explain,
        }
    }

    /// Does what the flags say with `input` and `output`: answers the mazes, or prints their stats.
    ///
    /// # Errors
    /// As [`run`].
    pub fn execute(
        &self,
        input: impl BufRead,
        output: &mut impl Write,
        color: bool,
    ) -> Result<(), Error> {
        match self.command {
            Some(Command::Stats) => stats::write_stats(input, output, self.algorithm),
            None => run(input, output, &self.options(color)),
        }
    }
}

/// Why [`run`] stopped early.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The input is not a list of mazes; the mazes before it were answered.
    #[error("{0}")]
    Parse(#[from] search_core::ParseError),
    /// The output could not be written.
    #[error("cannot write the output: {0}")]
    Write(#[from] io::Error),
}

/// Answers every maze of `input` on `output`, each one before the next is read.
///
/// ```
/// use dicey_problem::{run, Options};
/// let mut out = Vec::new();
/// run("M\n1 2 1 1 1 2\n-1 -1\nEND\n".as_bytes(), &mut out, &Options::default()).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "M\n  (1,1),(1,2),(1,1)\n");
/// ```
pub fn run(input: impl BufRead, output: &mut impl Write, options: &Options) -> Result<(), Error> {
    let mut reader = MazeReader::new(input);
    while let Some(maze) = reader.next_maze()? {
        let tour = solve::solve(&maze, options.algorithm);
        if options.explain {
            explain::write_explanation(output, &maze, tour.as_ref(), options.color)?;
        } else {
            format::write_answer(output, maze.name(), tour.as_ref())?;
        }
    }
    Ok(())
}
