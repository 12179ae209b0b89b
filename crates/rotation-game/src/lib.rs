//! Exact solver for the Rotation Game (POJ 2286, UVa 1343): fewest moves, lexicographically smallest.
//!
//! A `#`-shaped board holds eight each of 1, 2 and 3; eight moves A…H rotate its four lines; the
//! goal is a uniform centre square in the fewest moves, ties broken by the smallest letters.
//!
//! Data flows one way, one module a step:
//!
//! | module | what it holds |
//! |---|---|
//! | [`board`] | the board (`[u8; 24]`), the `Move` enum A…H, the lines and the centre |
//! | [`mask`] | moves on one symbol's placement (a 24-bit mask), by byte look-up tables |
//! | [`symmetry`] | the board's eight symmetries, and placements up to symmetry |
//! | [`table`] | the distance of each of the 735,471 placements to the centre, built once by BFS |
//! | [`solve`] | the two exact solvers: table descent (default) and the seed's IDA* |
//! | [`parse`] | the streaming reader of judge input, with `line L, column C` errors |
//! | [`mod@format`] | the judge's two output lines per board |
//! | [`explain`] | `--explain`: the board drawn after each move |
//! | [`stats`] | `stats`: placements by distance, God's number and the hardest boards |
//!
//! The key fact: whether the centre is all `s` depends only on where the eight `s` blocks are, so a
//! board's distance is the least of its three placements' table distances, and the moves come
//! from walking down that minimum (`search_core::descent`), first move in A…H order each step.
//! [`run`] ties it together for the binary, whose flags live in [`cli`].

use std::io::{self, BufRead, Write};

pub mod board;
pub mod cli;
pub mod explain;
pub mod format;
pub mod mask;
pub mod parse;
pub mod solve;
pub mod stats;
pub mod symmetry;
pub mod table;

pub use search_core::ParseError;
pub use solve::Algorithm;

/// How [`run`] answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Which solver.
    pub algorithm: Algorithm,
    /// Draw the moves instead of writing the judge lines.
    pub explain: bool,
    /// Colour the drawings (only meant for a terminal).
    pub colour: bool,
}

/// Why [`run`] stopped early.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The input is not valid judge input; the answers before the bad board were written.
    #[error("{0}")]
    Parse(#[from] ParseError),
    /// The output could not be written.
    #[error("cannot write the output: {0}")]
    Write(#[from] io::Error),
}

/// Answers every board of `input` on `output`, each before the next is read.
///
/// ```
/// use rotation_game::{run, Options};
/// let input = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n";
/// let mut out = Vec::new();
/// run(input.as_bytes(), &mut out, &Options::default()).unwrap();
/// assert_eq!(out, b"AC\n2\n");
/// ```
pub fn run(input: impl BufRead, output: &mut impl Write, options: &Options) -> Result<(), Error> {
    let mut reader = parse::Reader::new(input);
    let mut number = 0;
    while let Some(board) = reader.next_board()? {
        number += 1;
        let solution = solve::solve(&board, options.algorithm);
        if options.explain {
            explain::write_explanation(output, number, &board, &solution, options.colour)?;
        } else {
            format::write_answer(output, &solution)?;
        }
    }
    Ok(())
}
