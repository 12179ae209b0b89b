//! Exact solver for the 3 × 3 row/column rotation game (UESTC 485, "cantor grid").
//!
//! A 3 × 3 board holds the tiles 1–9; a move shifts one row or column by one place, the end tile
//! wrapping round (twelve moves). Given a start and a target pattern whose cells are tiles or `*`,
//! find the fewest moves to an arrangement that fits.
//!
//! How the code is laid out, in the order data flows:
//!
//! | module | what it holds |
//! |---|---|
//! | [`parse`] | the judge input, one case at a time, with positioned errors |
//! | [`grid`] | [`grid::Grid`] (tiles as a person reads them), [`grid::Pattern`], the twelve [`grid::Move`]s, and [`grid::Code`], the same arrangement packed into a `u64` |
//! | [`symmetry`] | the square's eight symmetries acting on arrangements, which leave distances unchanged |
//! | [`table`] | one breadth-first search from the solved arrangement over the 9! ranks (only the even half is reached), searched by classes of symmetric arrangements, and the arrangements in distance order |
//! | [`solve`] | a query relabelled so the start is the identity, answered by filling the stars (few) or scanning in distance order (many) |
//! | [`mod@format`] | the judge's `Case #k: …` line |
//! | [`explain`] | `--explain`: an optimal move sequence, grid by grid |
//! | [`stats`] | `stats`: arrangements at each distance, counted from the table |
//!
//! [`run`] ties them together for the binary ([`cli`] holds its flags): it answers each case
//! before reading the next.

pub mod cli;
pub mod explain;
pub mod format;
pub mod grid;
pub mod parse;
pub mod solve;
pub mod stats;
pub mod symmetry;
pub mod table;

use search_core::ParseError;
use std::io::{BufRead, Write};

pub use solve::Algorithm;

/// How [`run`] answers and what it prints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// How each query is answered.
    pub algorithm: Algorithm,
    /// Draw an optimal move sequence after each answer line.
    pub explain: bool,
    /// Highlight the moved tiles in `--explain` with ANSI colours.
    pub colour: bool,
}

/// Why [`run`] stopped early.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The input is not in the judge format; displays as `line L, column C: …`.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// The output could not be written.
    #[error("cannot write the output: {0}")]
    Write(#[from] std::io::Error),
}

/// Reads the judge input from `input` and writes one answer line per case to `output` (with
/// `--explain`, a drawing after each), each case answered before the next is read.
///
/// On bad input the answers of the earlier cases have been written when the error returns.
///
/// ```
/// let input = "2\n1 2 3\n4 5 6\n7 8 9\n1 2 3\n4 5 6\n7 9 8\n\
///              1 2 3\n4 5 6\n7 8 9\n8 * 9\n5 3 7\n2 * *\n";
/// let mut output = Vec::new();
/// cantor_grid::run(input.as_bytes(), &mut output, &Default::default()).unwrap();
/// assert_eq!(String::from_utf8(output).unwrap(), "Case #1: No Solution!\nCase #2: 7\n");
/// ```
pub fn run(input: impl BufRead, output: &mut impl Write, options: &Options) -> Result<(), Error> {
    let mut cases = parse::Cases::new(input);
    let mut case = 0;
    while let Some(query) = cases.next_case()? {
        case += 1;
        // Built on the first case only, so empty input costs nothing.
        let table = table::Table::get();
        let solution = solve::solve(table, &query, options.algorithm);
        if options.explain {
            let text = explain::render(table, case, &query, solution.as_ref(), options.colour);
            if case > 1 {
                writeln!(output)?;
            }
            output.write_all(text.as_bytes())?;
        } else {
            let moves = solution.map(|s| s.moves);
            writeln!(output, "{}", format::Answer { case, moves })?;
        }
    }
    Ok(())
}
