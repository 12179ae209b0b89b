//! The command line: the flags, and what the binary does with them, in the library so that tests
//! parse flags (`NAME.args` files) exactly as the binary does.

use std::io::{BufRead, Write};

use clap::Subcommand;
use solver_cli::shell::{self, Outcome, Progress, Show, Solver};

use crate::census::{self, Census};
use crate::table::{PLACEMENTS, Table};
use crate::{Options, run, stats};

/// The whole command line: [`Options`], the flags every solver shares, and a [`Report`].
pub type Cli = shell::Cli<Options>;

/// Reports computed from the table instead of answering boards.
#[derive(Subcommand, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Report {
    /// Placements by distance and God's number, computed from the table.
    Stats {
        /// Print every board that needs God's number of moves, in the input format, instead.
        #[arg(long)]
        hardest: bool,
    },
    /// Every one of the 9,465,511,770 boards counted by the moves it needs, on all cores.
    Census,
}

impl Solver for Options {
    const NAME: &'static str = "rotation-game";
    const VERSION: &'static str = env!("CARGO_PKG_VERSION");
    const ABOUT: &'static str = "Solves Rotation Game boards: the fewest moves that make the \
        centre one symbol, then the first in alphabetical order. Boards of 24 symbols on stdin, \
        two answer lines each on stdout";
    type Report = Report;

    fn answer(&self, input: impl BufRead, out: &mut impl Write, show: Show) -> Outcome {
        run(input, out, self, show)
    }

    // A board is a walk down the table built into the binary; IDA* may take long.
    fn quick(&self) -> bool {
        self.algorithm == crate::solve::Algorithm::Table
    }

    fn report(&self, report: &Report, _: impl BufRead, out: &mut impl Write) -> Outcome {
        match *report {
            Report::Stats { hardest } => {
                let stats = stats::Stats::compute(Table::global());
                if hardest {
                    stats::write_hardest(out, &stats)?;
                } else {
                    stats::write(out, &stats)?;
                }
                Ok(())
            }
            Report::Census => {
                let progress = Progress::new(PLACEMENTS as u64, "counting boards");
                let census = Census::count(Table::global(), |done| progress.advance(done));
                progress.finish();
                census::write(out, &census)?;
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_table_is_quick() {
        let quick = testkit::quick::<Options>;
        assert!(quick(&[]));
        assert!(!quick(&["--algorithm", "ida-star"]));
    }
}
