//! The command line: the flags, and what the binary does with them, in the library so that tests
//! parse flags (`NAME.args` files) exactly as the binary does.

use std::io::{BufRead, Write};

use clap::{Parser, Subcommand};
use solver_cli::shell::{self, Flags, Outcome, Show};

use crate::{Options, run, stats};

/// Solves A Dicey Problem mazes: the shortest tour of a die rolled from its start cell back to
/// it, then the first in the order up, down, left, right. Mazes on stdin, each one's name and
/// tour on stdout.
#[derive(Parser, Debug, Clone)]
#[command(name = "dicey-problem", version, args_override_self = true)]
pub struct Cli {
    /// What to answer and how.
    #[command(flatten)]
    pub options: Options,
    /// The flags every solver shares.
    #[command(flatten)]
    pub shell: Flags,
    /// A report instead of answering mazes.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Reports on the mazes of stdin.
#[derive(Subcommand, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// For each maze of stdin: its size, how many states the search visits, the tour's length.
    Stats,
}

impl shell::Command for Cli {
    fn flags(&self) -> Flags {
        self.shell
    }

    fn report_flags(report: &str) -> &'static [&'static str] {
        // `stats` runs the search of `--algorithm` on each maze.
        match report {
            "stats" => &["algorithm"],
            _ => &[],
        }
    }

    fn execute(&self, input: impl BufRead, out: &mut impl Write, show: Show) -> Outcome {
        match self.command {
            Some(Command::Stats) => stats::write(input, out, self.options.algorithm),
            None => run(input, out, &self.options, show),
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
        assert_eq!(cli.command, Some(Command::Stats));
        assert_eq!(cli.options.algorithm, Algorithm::TupleBfs);
    }
}
