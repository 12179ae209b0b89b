//! The command line: the flags, and what the binary does with them, in the library so that tests
//! parse flags (`NAME.args` files) exactly as the binary does.

use std::io::{BufRead, Write};

use clap::Subcommand;
use solver_cli::shell::{self, Outcome, Show, Solver};

use crate::{Options, run, stats};

/// The whole command line: [`Options`], the flags every solver shares, and a [`Report`].
pub type Cli = shell::Cli<Options>;

/// Reports on the mazes of stdin.
#[derive(Subcommand, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Report {
    /// For each maze of stdin: its size, how many states the search visits, the tour's length.
    Stats,
}

impl Solver for Options {
    const NAME: &'static str = "dicey-problem";
    const VERSION: &'static str = env!("CARGO_PKG_VERSION");
    const ABOUT: &'static str = "Solves A Dicey Problem mazes: the shortest tour of a die rolled \
        from its start cell back to it, then the first in the order up, down, left, right. Mazes \
        on stdin, each one's name and tour on stdout";
    type Report = Report;

    // `stats` runs the search of `--algorithm` on each maze.
    const REPORT_FLAGS: &'static [(&'static str, &'static [&'static str])] =
        &[("stats", &["algorithm"])];

    fn answer(&self, input: impl BufRead, out: &mut impl Write, show: Show) -> Outcome {
        run(input, out, self, show)
    }

    fn report(&self, report: &Report, input: impl BufRead, out: &mut impl Write) -> Outcome {
        match *report {
            Report::Stats => stats::write(input, out, self.algorithm),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Algorithm;

    #[test]
    fn the_algorithm_applies_to_stats_too() {
        let cli = Cli::try_parse_from(["dicey-problem", "stats", "--algorithm", "tuple-bfs"]);
        let cli = cli.unwrap();
        assert_eq!(cli.report, Some(Report::Stats));
        assert_eq!(cli.options.algorithm, Algorithm::TupleBfs);
    }
}
