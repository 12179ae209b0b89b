//! The command line, in the library so that tests read a case's `.args` file exactly as the
//! binary reads its flags.

use crate::{Algorithm, Options};
use clap::{Parser, Subcommand};

/// Fewest row/column rotations turning a 3 × 3 start into a target pattern (UESTC 485).
///
/// Reads the judge format on stdin: the number of cases, then per case three lines of the start
/// (tiles 1-9) and three of the target (tiles 1-9 or `*`). Writes `Case #k: N` or
/// `Case #k: No Solution!` per case.
#[derive(Debug, Parser)]
#[command(name = "cantor-grid", version)]
pub struct Cli {
    /// How each query is answered.
    #[arg(long, value_enum, default_value_t)]
    pub algorithm: Algorithm,
    /// After each answer, draw an optimal move sequence grid by grid.
    #[arg(long)]
    pub explain: bool,
    /// Something other than solving the judge input.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print how many arrangements lie at each distance from the solved one.
    Stats,
}

impl Cli {
    /// The options for [`crate::run`]; `colour` says whether the output is a terminal.
    ///
    /// ```
    /// use clap::Parser;
    /// use cantor_grid::{cli::Cli, Algorithm};
    /// let cli = Cli::try_parse_from(["cantor-grid", "--algorithm", "fill"]).unwrap();
    /// assert_eq!(cli.options(false).algorithm, Algorithm::Fill);
    /// ```
    pub fn options(&self, colour: bool) -> Options {
        Options {
            algorithm: self.algorithm,
            explain: self.explain,
            colour: colour && self.explain,
        }
    }
}
