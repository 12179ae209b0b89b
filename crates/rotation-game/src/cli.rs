//! The command line, shared by the binary and the tests (which read flags from `NAME.args` files).

use clap::{Parser, Subcommand};

use crate::{Algorithm, Options};

/// Solves Rotation Game boards (POJ 2286): fewest moves, then smallest letters.
#[derive(Parser, Debug)]
#[command(name = "rotation-game", version, about)]
pub struct Cli {
    /// Which exact solver answers the boards.
    #[arg(long, value_enum, default_value_t = Algorithm::Table)]
    pub algorithm: Algorithm,
    /// Draw the board after each move instead of the judge lines.
    #[arg(long)]
    pub explain: bool,
    /// A report instead of answering boards.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Reports computed from the table.
#[derive(Subcommand, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Placements by distance and God's number, computed from the table.
    Stats {
        /// Print every board that needs God's number of moves, in judge format, instead.
        #[arg(long)]
        hardest: bool,
    },
}

impl Cli {
    /// The options for [`crate::run`]; `colour` says whether stdout is a terminal.
    pub fn options(&self, colour: bool) -> Options {
        Options {
            algorithm: self.algorithm,
            explain: self.explain,
            colour,
        }
    }
}
