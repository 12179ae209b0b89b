//! The command line: the flags, and what the binary does with them, in the library so that tests
//! parse flags (`NAME.args` files) exactly as the binary does.

use std::io::{BufRead, Write};

use clap::Subcommand;
use solver_cli::shell::{self, Outcome, Show, Solver};

use crate::table::Table;
use crate::{Options, Shape, loopover, run, stats};

/// The whole command line: [`Options`], the flags every solver shares, and a [`Report`].
pub type Cli = shell::Cli<Options>;

/// Reports computed from the table.
#[derive(Subcommand, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Report {
    /// Print how many arrangements lie at each distance from the solved one (of the board
    /// `--size`, in `--metric`): every arrangement on up to 12 cells, or with `--sample` that
    /// many random ones on any board, each solved optimally.
    Stats {
        /// Solve this many uniformly random arrangements instead of counting all of them.
        #[arg(long)]
        sample: Option<u64>,
        /// Where the random arrangements start: the same seed gives the same boards.
        #[arg(long, default_value_t = 0, requires = "sample")]
        seed: u64,
        /// Also print what the sample cost: the tables' time and size, and the nodes and time
        /// of each board's search (median, 90th percentile, most). Measured: it differs from
        /// run to run.
        #[arg(long, requires = "sample")]
        work: bool,
    },
}

impl Solver for Options {
    const NAME: &'static str = "cantor-grid";
    const VERSION: &'static str = env!("CARGO_PKG_VERSION");
    const ABOUT: &'static str = "Solves the 3 × 3 rotation game: the fewest row or column \
        rotations that turn a start arrangement of the tiles 1-9 into one that fits a target \
        pattern. The number of cases, then per case three lines of the start and three of the \
        target (tiles or `*`) on stdin; `Case #k: N` or `Case #k: No Solution!` for each on \
        stdout. With `--size RxC`, the same on any board of up to 25 cells (Loopover), R lines of \
        C tiles each";
    type Report = Report;

    // `stats` counts the arrangements of the board `--size` in `--metric`; its own `--sample`
    // and `--seed` are the subcommand's, not global, so they are not listed here.
    const REPORT_FLAGS: &'static [(&'static str, &'static [&'static str])] =
        &[("stats", &["size", "metric"])];

    fn answer(&self, input: impl BufRead, out: &mut impl Write, show: Show) -> Outcome {
        run(input, out, self, show)
    }

    // A 3 × 3 query is answered from the table built into the binary in microseconds, but by
    // the classic filling of every star (up to 9! look-ups, milliseconds).
    fn quick(&self) -> bool {
        self.is_classic() && self.algorithm != crate::solve::Algorithm::Fill
    }

    fn report(&self, report: &Report, _: impl BufRead, out: &mut impl Write) -> Outcome {
        match *report {
            Report::Stats {
                sample: Some(sample),
                seed,
                work,
            } => {
                loopover::sample::run(out, self.size, self.metric, (sample, seed), work)?;
                Ok(())
            }
            Report::Stats { .. } if self.size == Shape::CLASSIC => {
                stats::write(out, Table::global())?;
                Ok(())
            }
            Report::Stats { .. } if !self.size.has_table() => Err(shell::Error::Usage(format!(
                "stats counts every arrangement, which is done for boards of at most {} \
                     cells, not {} (--sample N solves N random ones instead)",
                loopover::shape::MAX_CELLS,
                self.size
            ))),
            Report::Stats { .. } => {
                loopover::stats::run(out, self.size, self.metric)?;
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Algorithm;

    #[test]
    fn only_the_judge_board_by_a_fast_algorithm_is_quick() {
        let quick = testkit::quick::<Options>;
        assert!(quick(&[]));
        assert!(quick(&["--algorithm", "scan"]));
        assert!(!quick(&["--algorithm", "fill"]));
        assert!(!quick(&["--moves"]));
        assert!(!quick(&["--size", "2x3"]));
        assert!(!quick(&["--size", "4x4"]));
    }

    #[test]
    fn a_later_algorithm_wins_and_stats_is_a_subcommand() {
        let cli =
            Cli::try_parse_from(["cantor-grid", "--algorithm", "fill", "--algorithm", "scan"])
                .unwrap();
        assert_eq!(cli.options.algorithm, Algorithm::Scan);
        let cli = Cli::try_parse_from(["cantor-grid", "stats"]).unwrap();
        assert_eq!(
            cli.report,
            Some(Report::Stats {
                sample: None,
                seed: 0,
                work: false
            })
        );
        let cli = Cli::try_parse_from(["cantor-grid", "--size", "4x4", "stats", "--sample", "9"])
            .unwrap();
        assert_eq!(
            cli.report,
            Some(Report::Stats {
                sample: Some(9),
                seed: 0,
                work: false
            })
        );
        // A seed alone would be silently ignored, and so would the work of no sample.
        assert!(Cli::try_parse_from(["cantor-grid", "stats", "--seed", "3"]).is_err());
        assert!(Cli::try_parse_from(["cantor-grid", "stats", "--work"]).is_err());
    }

    #[test]
    fn sizes_past_the_limit_are_bad_usage() {
        for size in ["1x5", "5x6", "2x13", "13x1", "3"] {
            let e = Cli::try_parse_from(["cantor-grid", "--size", size]).unwrap_err();
            assert_eq!(e.exit_code(), 2, "{size}");
        }
        let cli = Cli::try_parse_from(["cantor-grid", "stats", "--size", "2x6", "--metric", "mtm"])
            .unwrap();
        assert_eq!(cli.options.size.to_string(), "2x6");
        assert_eq!(cli.options.metric, crate::Metric::Mtm);
    }
}
