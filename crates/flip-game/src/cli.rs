//! The command line: the flags, and what the binary does with them, in the library so that tests
//! parse flags (`NAME.args` files) exactly as the binary does.

use std::io::{BufRead, Write};

use clap::Subcommand;
use solver_cli::shell::{self, Outcome, Show, Solver};

use crate::target::Target;
use crate::{Options, run, stats};

/// The whole command line: [`Options`], the flags every solver shares, and a [`Report`].
pub type Cli = shell::Cli<Options>;

/// Reports on every board of the size.
#[derive(Subcommand, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Report {
    /// How many boards of the size need 0, 1, 2, … steps, and how many are impossible.
    ///
    /// With --most or --target white|black, also the most steps any solvable board needs to the
    /// target, proven or bounded, with a board that needs them.
    Stats {
        /// Also prove the most steps any solvable board needs (Lights Out's God's number) for
        /// --target, and draw a board that needs them; implied by --target white or black.
        #[arg(long)]
        most: bool,
    },
}

impl Solver for Options {
    const NAME: &'static str = "flip-game";
    const VERSION: &'static str = env!("CARGO_PKG_VERSION");
    const ABOUT: &'static str = "Solves Flip Game boards: the fewest steps that make a board of \
        black (b) and white (w) pieces one colour, where a step flips a piece and its up, down, \
        left and right neighbours. Boards of R lines of C cells on stdin, one answer line each on \
        stdout: the steps, or Impossible";
    type Report = Report;

    // `stats` counts the boards of `--size`, and proves the most steps to `--target` within
    // `--work`.
    const REPORT_FLAGS: &'static [(&'static str, &'static [&'static str])] =
        &[("stats", &["size", "target", "work"])];

    fn answer(&self, input: impl BufRead, out: &mut impl Write, show: Show) -> Outcome {
        run(input, out, self, show)
    }

    // A board is a look-up in the table, built before the first board is read.
    fn quick(&self) -> bool {
        self.algorithm_for_size() == crate::Algorithm::Table
    }

    fn report(&self, report: &Report, _: impl BufRead, out: &mut impl Write) -> Outcome {
        match *report {
            Report::Stats { most } => {
                let target = self.target;
                let gf2 = crate::gf2::Gf2::new(self.size);
                let work = self.work.map_or(stats::radius::MAX_WORK, |w| w.0);
                let walk = stats::walk_budget(work);
                stats::write(out, &stats::Stats::within(&gf2, target, walk))?;
                // To one colour the most steps are always given: its God's number.
                if most || target != Target::Either {
                    let found = stats::most::most(&gf2, target, work);
                    stats::most::write(out, target, found.as_ref())?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Error;
    use crate::board::Size;

    #[test]
    fn only_table_look_ups_are_quick() {
        let quick = testkit::quick::<Options>;
        assert!(quick(&[]));
        assert!(quick(&["--size", "4x5", "--algorithm", "table"]));
        assert!(!quick(&["--algorithm", "bfs"]));
        assert!(!quick(&["--algorithm", "gf2"]));
        assert!(!quick(&["--size", "5x5"]));
    }

    #[test]
    fn the_default_size_of_the_library_is_the_command_lines() {
        let cli = Cli::try_parse_from(["flip-game"]).unwrap();
        assert_eq!(cli.options, Options::default());
        assert_eq!(cli.options.size, Size::FOUR);
    }

    #[test]
    fn the_size_may_follow_the_subcommand_and_the_last_flag_wins() {
        let cli = Cli::try_parse_from(["flip-game", "stats", "--size", "3x5"]).unwrap();
        assert_eq!(
            (cli.report, cli.options.size),
            (
                Some(Report::Stats { most: false }),
                Size { rows: 3, cols: 5 }
            )
        );
        let cli = Cli::try_parse_from(["flip-game", "--size", "2x2", "--size", "4x4"]).unwrap();
        assert_eq!(cli.options.size, Size::FOUR);
    }

    #[test]
    fn an_algorithm_that_cannot_take_the_size_is_bad_usage() {
        let cli =
            Cli::try_parse_from(["flip-game", "--size", "5x5", "--algorithm", "table"]).unwrap();
        let mut out = Vec::new();
        let err = cli
            .execute(&b"bwbwb\n"[..], &mut out, Show::Answers)
            .unwrap_err();
        assert!(matches!(err, Error::Usage(_)), "{err:?}");
        assert_eq!(err.exit_code(), 2);
        assert!(out.is_empty());
    }

    #[test]
    fn stats_searches_for_the_most_steps_within_the_work_asked_for() {
        // 9 x 9 to white is not settled in a few steps: the search's bounds depend on them.
        let gf2 = crate::gf2::Gf2::new(Size { rows: 9, cols: 9 });
        let printed = |work: &str| {
            let args = ["flip-game", "stats", "--size", "9x9", "--target", "white"];
            let cli = Cli::try_parse_from(args.into_iter().chain(["--work", work])).unwrap();
            let mut out = Vec::new();
            cli.execute(&b""[..], &mut out, Show::Answers).unwrap();
            String::from_utf8(out).unwrap()
        };
        let most = |steps: u64| {
            let found = stats::most::most(&gf2, Target::White, steps);
            let mut out = Vec::new();
            stats::most::write(&mut out, Target::White, found.as_ref()).unwrap();
            String::from_utf8(out).unwrap()
        };
        let (few, more) = (most(1), most(1 << 12));
        assert_ne!(few, more);
        assert!(printed("1").ends_with(&few));
        assert!(printed("2^12").ends_with(&more));
    }

    #[test]
    fn stats_for_one_colour_gives_its_counts_and_its_most_steps() {
        let stats = |target: &str| {
            let cli = Cli::try_parse_from(["flip-game", "stats", "--target", target]).unwrap();
            let mut out = Vec::new();
            cli.execute(&b""[..], &mut out, Show::Answers).unwrap();
            String::from_utf8(out).unwrap()
        };
        let (white, black) = (stats("white"), stats("black"));
        // 4 x 4 to white: 4,096 boards, of which one needs no step, 32 need 7 and none more
        // (brute force in the stats tests).
        for line in ["solvable to white: 4096", "    0       1", "    7      32"] {
            assert!(white.lines().any(|l| l == line), "{line}: {white}");
        }
        assert!(white.contains("most steps to white: 7 (proven"), "{white}");
        // To black, the same counts: a board's swap needs as many steps to the other colour.
        let counts = |out: &str| out.lines().filter(|l| l.starts_with(' ')).count();
        assert_eq!(counts(&white), 8);
        assert_eq!(counts(&black), 8);
        // The report but its board (the last 4 lines), and the board with its colours swapped.
        let parts = |out: &str| {
            let lines: Vec<&str> = out.lines().collect();
            let (report, board) = lines.split_at(lines.len() - 4);
            (report.join("\n"), board.join("\n"))
        };
        let ((white_report, white_board), (black_report, black_board)) =
            (parts(&white), parts(&black));
        assert_eq!(white_report.replace("white", "black"), black_report);
        let swapped: String = white_board
            .chars()
            .map(|c| match c {
                'b' => 'w',
                'w' => 'b',
                c => c,
            })
            .collect();
        assert_eq!(swapped, black_board);
    }
}
