//! The command line, in the library so that tests parse flags exactly as the binary does.

use crate::board::Size;
use crate::solve::Algorithm;
use crate::stats::Stats;
use crate::{Error, Options, run};
use clap::{Parser, Subcommand};
use std::io::{BufRead, Write};

/// The fewest steps that make Flip Game boards one colour (POJ 1753), read from stdin.
#[derive(Clone, Debug, Parser)]
#[command(name = "flip-game", version, about)]
pub struct Cli {
    /// Boards of R lines of C cells (`b` or `w`).
    #[arg(long, value_name = "RxC", default_value = "4x4", global = true)]
    pub size: Size,
    /// How to find the fewest steps [default: table for 4x4, gf2 otherwise].
    #[arg(long, value_enum)]
    pub algorithm: Option<Algorithm>,
    /// Draw each board with the cells to press, and the board after pressing them.
    #[arg(long)]
    pub explain: bool,
    /// What to do instead of answering boards.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Subcommands.
#[derive(Clone, Copy, Debug, Subcommand)]
pub enum Command {
    /// How many boards of the size need 0, 1, 2, … steps, and how many are impossible.
    Stats,
}

impl Cli {
    /// Does what the flags say: answers the boards of `input`, or prints the stats.
    ///
    /// # Errors
    /// As [`run`].
    pub fn execute(
        &self,
        input: impl BufRead,
        output: &mut impl Write,
        colour: bool,
    ) -> Result<(), Error> {
        match self.command {
            Some(Command::Stats) => Ok(write!(output, "{}", Stats::compute(self.size))?),
            None => {
                let options = Options {
                    size: self.size,
                    algorithm: self.algorithm,
                    explain: self.explain,
                    colour,
                };
                run(input, output, &options)
            }
        }
    }
}
