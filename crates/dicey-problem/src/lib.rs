#![doc = include_str!("../README.md")]
//!
//! ## The code
//!
//! Data flows one way, one module a step:
//!
//! | module | what it holds |
//! |---|---|
//! | [`parse`] | [`parse::Reader`]: mazes one at a time from judge input, with `line L, column C` errors |
//! | [`maze`] | the puzzle state: [`maze::Maze`], the grid, the start and the die, checked when built, and its judge text |
//! | [`die`] | the 24 orientations numbered densely, [`die::Move`], and the roll table |
//! | [`solve`] | [`Algorithm`]: the dense BFS (default) and the classic tuple BFS, and [`solve::Tour`] |
//! | [`mod@format`] | the judge's lines for one maze: its name and its tour |
//! | [`explain`] | `--explain`: the maze drawn with the tour on it, and the die at every step |
//! | [`stats`] | `stats`: how many states the search visits for each maze |
//! | [`cli`] | the binary's name, description and reports, and what it does with its flags ([`Options`] as a `solver_cli::shell::Solver`); [`cli::Cli`], the whole command line |
//!
//! The key fact: a state is a cell and one of 24 orientations, so a maze of `R × C` cells has
//! `R × C × 24` states, few enough to number densely and search breadth-first with a bit a state.
//! The search starts from a virtual state standing for "before the first move", tries moves up,
//! down, left, right, and stops at the first state it discovers on the start cell, which gives the
//! tie rule's tour. [`run`] ties the steps together; the binary is `solver_cli::shell::main` with
//! [`Options`].

use std::io::{BufRead, Write};

use solver_cli::ParseError;
use solver_cli::shell::Outcome;

pub mod cli;
pub mod die;
pub mod explain;
pub mod format;
pub mod maze;
pub mod parse;
pub mod solve;
pub mod stats;

pub use solve::Algorithm;
pub use solver_cli::shell::{Error, Show};

/// How [`run`] answers: the flags that choose it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::Args)]
pub struct Options {
    /// Which exact search finds the tours.
    #[arg(long, value_enum, default_value_t, global = true)]
    pub algorithm: Algorithm,
}

/// Answers every maze of `input` on `output`, each before the next is read.
///
/// # Errors
/// At the first bad maze, after the answers before it; at a maze whose search needs more memory
/// than can be had (at its size, `line L, column C: expected a maze whose search fits …`); or
/// when the output cannot be written.
///
/// ```
/// use dicey_problem::{run, Options, Show};
/// let mut out = Vec::new();
/// run("M\n1 2 1 1 1 2\n-1 -1\nEND\n".as_bytes(), &mut out, &Options::default(), Show::Answers).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "M\n  (1,1),(1,2),(1,1)\n");
/// ```
pub fn run(input: impl BufRead, output: &mut impl Write, options: &Options, show: Show) -> Outcome {
    let mut reader = parse::Reader::for_algorithm(input, options.algorithm);
    while let Some(maze) = reader.next_case()? {
        let (tour, _) = solve::try_solve_counting(&maze, options.algorithm)
            .map_err(|e| ParseError::new(reader.header_pos(), e.to_string()))?;
        match show {
            Show::Answers => format::write_answer(output, maze.name(), tour.as_ref())?,
            Show::Drawings(palette) => explain::write(output, &maze, tour.as_ref(), palette)?,
        }
    }
    Ok(())
}
