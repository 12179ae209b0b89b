//! The command line: the flags, and what the binary does with them, in the library so that tests
//! parse flags (`NAME.args` files) exactly as the binary does.

use std::io::{BufRead, Write};

use clap::{Parser, Subcommand};
use solver_cli::shell::{self, Flags, Outcome, Progress, Show};

use crate::census::{self, Census};
use crate::table::{PLACEMENTS, Table};
use crate::{Options, run, stats};

/// Solves Rotation Game boards: the fewest moves that make the centre one symbol, then the
/// first in alphabetical order. Boards of 24 symbols on stdin, two answer lines each on stdout.
#[derive(Parser, Debug)]
#[command(name = "rotation-game", version, args_override_self = true)]
pub struct Cli {
    /// What to answer and how.
    #[command(flatten)]
    pub options: Options,
    /// The flags every solver shares.
    #[command(flatten)]
    pub shell: Flags,
    /// A report instead of answering boards.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Reports computed from the table instead of answering boards.
#[derive(Subcommand, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Placements by distance and God's number, computed from the table.
    Stats {
        /// Print every board that needs God's number of moves, in the input format, instead.
        #[arg(long)]
        hardest: bool,
    },
    /// Every one of the 9,465,511,770 boards counted by the moves it needs, on all cores.
    Census,
}

impl shell::Command for Cli {
    fn flags(&self) -> Flags {
        self.shell
    }

    fn execute(&self, input: impl BufRead, out: &mut impl Write, show: Show) -> Outcome {
        match self.command {
            Some(Command::Stats { hardest }) => {
                let stats = stats::Stats::compute(Table::global());
                if hardest {
                    stats::write_hardest(out, &stats)?;
                } else {
                    stats::write(out, &stats)?;
                }
                Ok(())
            }
            Some(Command::Census) => {
                let progress = Progress::new(PLACEMENTS as u64, "counting boards");
                let census = Census::count(Table::global(), |done| progress.advance(done));
                progress.finish();
                census::write(out, &census)?;
                Ok(())
            }
            None => run(input, out, &self.options, show),
        }
    }
}
