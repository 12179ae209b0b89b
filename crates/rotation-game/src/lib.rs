#![doc = include_str!("../README.md")]
//!
//! ## The code
//!
//! Data flows one way, one module a step:
//!
//! | module | what it holds |
//! |---|---|
//! | [`parse`] | [`parse::Reader`]: boards one at a time from judge input, with `line L, column C` errors |
//! | [`board`] | the puzzle state: the board (`[u8; 24]`), the `Move` enum A…H, the lines and the centre |
//! | [`mask`] | moves on one symbol's placement (a 24-bit mask), by byte look-up tables |
//! | [`symmetry`] | the board's eight symmetries, and placements up to symmetry |
//! | [`table`] | [`table::Table`]: the distance of each of the 735,471 placements to the centre, built into the binary by BFS at build time |
//! | [`solve`] | [`Algorithm`]: table descent (default) and the classic IDA* |
//! | [`mod@format`] | the judge's two output lines per board |
//! | [`explain`] | `--explain`: the board drawn after each move |
//! | [`stats`] | `stats`: placements by distance, God's number and the hardest boards |
//! | [`census`] | `census`: all 9,465,511,770 boards counted by the moves they need, on all cores |
//! | [`cli`] | the binary's name, description and reports, and what it does with its flags ([`Options`] as a `solver_cli::shell::Solver`); [`cli::Cli`], the whole command line |
//!
//! The key fact: whether the centre is all `s` depends only on where the eight `s` blocks are, so a
//! board's distance is the least of its three placements' table distances, and the moves come
//! from walking down that minimum (`search_core::descent`), first move in A…H order each step.
//! [`run`] ties the steps together; the binary is `solver_cli::shell::main` with [`Options`].

use std::io::{BufRead, Write};

use solver_cli::shell::Outcome;

pub mod board;
pub mod census;
pub mod cli;
pub mod explain;
pub mod format;
pub mod mask;
pub mod parse;
pub mod solve;
pub mod stats;
pub mod symmetry;
pub mod table;

pub use solve::Algorithm;
pub use solver_cli::shell::{Error, Show};

/// How [`run`] answers: the flags that choose it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::Args)]
pub struct Options {
    /// Which exact algorithm answers the boards.
    #[arg(long, value_enum, default_value_t)]
    pub algorithm: Algorithm,
}

/// Answers every board of `input` on `output`, each before the next is read.
///
/// # Errors
/// At the first bad board, after the answers before it, or when the output cannot be written.
///
/// ```
/// use rotation_game::{run, Options, Show};
/// let input = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n";
/// let mut out = Vec::new();
/// run(input.as_bytes(), &mut out, &Options::default(), Show::Answers).unwrap();
/// assert_eq!(out, b"AC\n2\n");
/// ```
pub fn run(input: impl BufRead, output: &mut impl Write, options: &Options, show: Show) -> Outcome {
    let mut reader = parse::Reader::new(input);
    let mut number = 0;
    while let Some(board) = reader.next_case()? {
        number += 1;
        let solution = solve::solve(&board, options.algorithm);
        match show {
            Show::Answers => format::write_answer(output, &solution)?,
            Show::Drawings(palette) => explain::write(output, number, &board, &solution, palette)?,
        }
    }
    Ok(())
}
