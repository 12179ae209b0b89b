#![doc = include_str!("../README.md")]
//!
//! ## The code
//!
//! Data flows one way, one module a step:
//!
//! | module | what it holds |
//! |---|---|
//! | [`parse`] | [`parse::Reader`]: cases one at a time from judge input, with `line L, column C` errors |
//! | [`grid`] | the puzzle state: [`grid::Grid`] (tiles as a person reads them), [`grid::Pattern`], the twelve [`grid::Move`]s, and [`grid::Code`], the same arrangement packed into a `u64` |
//! | [`symmetry`] | the square's eight symmetries acting on arrangements, which leave distances unchanged |
//! | [`table`] | [`table::Table`]: one breadth-first search from the solved arrangement over the 9! ranks (only the even half is reached), by classes of symmetric arrangements, run at build time and built into the binary; and the arrangements in distance order |
//! | [`solve`] | [`Algorithm`]: a query relabelled so the start is the identity, answered by filling the stars (few, the classic method) or scanning in distance order (many) |
//! | [`mod@format`] | the judge's `Case #k: …` line |
//! | [`explain`] | `--explain`: an optimal move sequence, grid by grid |
//! | [`stats`] | `stats`: arrangements at each distance, counted from the table |
//! | [`cli`] | the binary's name, description and reports, and what it does with its flags ([`Options`] as a `solver_cli::shell::Solver`); [`cli::Cli`], the whole command line |
//!
//! The key fact: moves act on cells and relabelling acts on tiles, so relabelling the tiles until
//! the start reads 1…9 turns every query into one about distances from the identity, and one
//! table answers them all. [`run`] ties the steps together, answering each case before reading
//! the next; the binary is `solver_cli::shell::main` with [`Options`].

use std::io::{BufRead, Write};

use solver_cli::shell::Outcome;

pub mod cli;
pub mod explain;
pub mod format;
pub mod grid;
pub mod loopover;
pub mod parse;
pub mod solve;
pub mod stats;
pub mod symmetry;
pub mod table;

pub use loopover::shape::{Metric, Shape};
pub use solve::Algorithm;
pub use solver_cli::shell::{Error, Show};

/// How [`run`] answers: the flags that choose it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::Args)]
pub struct Options {
    /// How each query is answered; every algorithm gives the same number of moves.
    #[arg(long, value_enum, default_value_t)]
    pub algorithm: Algorithm,
    /// The board, R rows by C columns, 4 to 25 cells (3x3 is the judge's; past 12 cells, answers
    /// come from a search within a work limit).
    #[arg(long, value_name = "RxC", default_value_t, global = true)]
    pub size: Shape,
    /// What counts as one move: stm shifts a line by one place, mtm by any number (the same on
    /// 3x3).
    #[arg(long, value_enum, default_value_t, global = true)]
    pub metric: Metric,
    /// After each count, the moves of an optimal sequence, in the notation of the README.
    #[arg(long)]
    pub moves: bool,
}

impl Options {
    /// Whether the judge's 3 × 3 path answers: the built-in table, the judge's lines only. (On
    /// 3 × 3 the two metrics are the same moves.)
    pub fn is_classic(&self) -> bool {
        self.size == Shape::CLASSIC && !self.moves
    }
}

/// Answers every case of `input` on `output`, each before the next is read (past the tables, a
/// file's cases a few at a time on every core, answered in order): one judge line a
/// case, or with `--explain` the line and a drawing.
///
/// # Errors
/// At the first bad case, after the answers before it, or when the output cannot be written.
///
/// ```
/// use cantor_grid::{run, Options, Show};
/// let input = "2\n1 2 3\n4 5 6\n7 8 9\n1 2 3\n4 5 6\n7 9 8\n\
///              1 2 3\n4 5 6\n7 8 9\n8 * 9\n5 3 7\n2 * *\n";
/// let mut output = Vec::new();
/// run(input.as_bytes(), &mut output, &Options::default(), Show::Answers).unwrap();
/// assert_eq!(String::from_utf8(output).unwrap(), "Case #1: No Solution!\nCase #2: 7\n");
/// ```
pub fn run(input: impl BufRead, output: &mut impl Write, options: &Options, show: Show) -> Outcome {
    if !options.is_classic() {
        let answerer = loopover::run::Answerer::new(options.size, options.metric);
        return loopover::run::run(input, output, answerer, options.moves, show);
    }
    let mut reader = parse::Reader::new(input);
    let mut case = 0;
    // Built into the binary: nothing to build.
    let table = table::Table::global();
    while let Some(query) = reader.next_case()? {
        case += 1;
        let solution = solve::solve(table, &query, options.algorithm);
        match show {
            Show::Answers => format::write_answer(output, case, solution.map(|s| s.moves))?,
            Show::Drawings(palette) => {
                explain::write(output, table, case, &query, solution.as_ref(), palette)?
            }
        }
    }
    Ok(())
}
