//! Running a solver binary as a user or a judge does, and the contract every binary keeps.
//!
//! [`Contract`] holds a few inputs of one solver and what they must give; [`contract_tests!`](crate::contract_tests)
//! turns it into one test per promise, the same for all four binaries:
//!
//! - good input: its answers on standard output, nothing on standard error, status 0 — with or
//!   without a byte-order mark in front, and nothing at all for empty input;
//! - bad input: the answers to the cases before it, then `error: line L, column C: …` (one line)
//!   on standard error, status 1;
//! - each answer leaves as soon as its case is read, while the producer keeps the pipe open;
//! - a reader that goes away (`| head`) ends the run with status 0 and no message;
//! - `--help` and `--version` succeed; an unknown flag, a bad value, flags that contradict each
//!   other exit 2;
//! - `--color always` colours drawings, `--color never` and `NO_COLOR` do not;
//! - real files: Windows line ends, no last line end, tabs, trailing spaces and blank lines read
//!   as the clean file ([`Contract::real_file_layouts`]); a NUL byte and a 100 MB line refused with
//!   a short message ([`Contract::a_nul_byte`], [`Contract::a_line_of_100_mb`]);
//! - at the edges of the process (full disk, unreadable or non-blocking streams, interrupts,
//!   colour under every environment, flags given to a report, a memory cap): see `edges`.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::Command;
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

mod child;
mod edges;
mod real_files;

use child::spawn;
pub use child::{Run, command, run, strip_styles};
pub use edges::{Memory, Slow};

/// Inputs of one solver and what they must give, for [`contract_tests!`](crate::contract_tests).
#[derive(Clone, Copy, Debug)]
pub struct Contract {
    /// The binary: `env!("CARGO_BIN_EXE_<name>")`.
    pub binary: &'static str,
    /// Good input with at least two cases, and its answers (from the statement or worked out
    /// by hand, never from the solver).
    pub good: &'static str,
    /// The answers to [`Contract::good`].
    pub answers: &'static str,
    /// Input whose first case is good and whose second is not.
    pub bad: &'static str,
    /// The answer to the first case of [`Contract::bad`].
    pub answers_before_bad: &'static str,
    /// How standard error starts for [`Contract::bad`]: `error: line L, column C: `.
    pub error: &'static str,
    /// The start of an input that holds its first case whole and then waits for more, and the
    /// answer to that case, which must arrive while the solver waits.
    pub first_case: &'static str,
    /// The answer to [`Contract::first_case`].
    pub first_answer: &'static str,
    /// A long input (thousands of answers), for a reader that stops early.
    pub long: fn() -> String,
    /// A flag with a value it does not accept, such as `["--algorithm", "bogus"]`.
    pub bad_value: &'static [&'static str],
    /// Flags that contradict each other whatever the input, if the solver has any.
    pub contradiction: Option<&'static [&'static str]>,
    /// The flags that draw instead of answering, such as `["--explain"]`.
    pub explain: &'static [&'static str],
    /// Solver flags given with a report that does not use them: each must be bad usage.
    pub report_misuse: &'static [&'static [&'static str]],
    /// Solver flags given with a report that uses them: each must be taken (status 0).
    pub report_kept: &'static [&'static [&'static str]],
    /// A slow case after a fast one, where the solver has one.
    pub slow: Option<Slow>,
    /// A case too large for a memory cap, where the input can ask for memory that grows.
    pub memory: Option<Memory>,
}

impl Contract {
    fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(self.binary);
        command
            .args(args)
            .env_remove("NO_COLOR")
            .env_remove("CLICOLOR_FORCE");
        command
    }

    fn run(&self, args: &[&str], input: &str) -> Run {
        run(&mut self.command(args), input.as_bytes())
    }

    /// Good input: its answers, nothing on standard error, status 0; with a byte-order mark in
    /// front the same; and empty input has no case at all.
    pub fn good_input(&self) {
        for input in [self.good.to_string(), format!("\u{feff}{}", self.good)] {
            let run = self.run(&[], &input);
            assert_eq!(run.stdout, self.answers, "stdout for {input:?}");
            assert_eq!((run.code, run.stderr.as_str()), (Some(0), ""), "{input:?}");
        }
        let run = self.run(&[], "");
        assert_eq!(
            (run.code, run.stdout.as_str(), run.stderr.as_str()),
            (Some(0), "", "")
        );
    }

    /// Bad input: the answers before it, then one line `error: line L, column C: …`, status 1.
    pub fn bad_input(&self) {
        let run = self.run(&[], self.bad);
        assert_eq!(run.stdout, self.answers_before_bad);
        assert!(
            run.stderr.starts_with(self.error) && run.stderr.lines().count() == 1,
            "stderr: {:?}",
            run.stderr
        );
        assert_eq!(run.code, Some(1), "stderr: {}", run.stderr);
    }

    /// The answer to the first case arrives while the input stays open.
    pub fn answers_leave_before_a_wait(&self) {
        let mut child = spawn(&mut self.command(&[]));
        let mut stdin = child.stdin.take().expect("stdin is piped");
        stdin
            .write_all(self.first_case.as_bytes())
            .expect("the solver reads its input");
        let stdout = child.stdout.take().expect("stdout is piped");
        let (lines, arrived) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if lines.send(line).is_err() {
                    break;
                }
            }
        });
        let mut seen = String::new();
        while seen != self.first_answer {
            match arrived.recv_timeout(Duration::from_secs(20)) {
                Ok(line) => seen += &(line + "\n"),
                Err(_) => break,
            }
        }
        drop(stdin);
        let _ = child.wait();
        assert_eq!(
            seen, self.first_answer,
            "the first answer did not arrive while the input stayed open"
        );
    }

    /// A reader that stops after one line: status 0, nothing on standard error.
    pub fn a_reader_that_goes_away(&self) {
        let mut child = spawn(&mut self.command(&[]));
        let mut stdin = child.stdin.take().expect("stdin is piped");
        let long = (self.long)();
        let feeder = thread::spawn(move || {
            let _ = stdin.write_all(long.as_bytes());
        });
        let mut stdout = child.stdout.take().expect("stdout is piped");
        let mut first = [0u8; 1];
        stdout
            .read_exact(&mut first)
            .expect("some output before the reader goes away");
        drop(stdout);
        let mut stderr = String::new();
        let _ = child
            .stderr
            .take()
            .expect("stderr is piped")
            .read_to_string(&mut stderr);
        let status = child.wait().expect("the binary ends");
        let _ = feeder.join();
        assert_eq!((status.code(), stderr.as_str()), (Some(0), ""));
    }

    /// `--help` and `--version` succeed and say what they should.
    pub fn help_and_version(&self) {
        let help = self.run(&["--help"], "");
        assert_eq!(help.code, Some(0));
        assert!(help.stdout.contains("--color <WHEN>"), "{}", help.stdout);
        let version = self.run(&["--version"], "");
        assert_eq!(version.code, Some(0));
        assert!(
            version.stdout.starts_with(
                std::path::Path::new(self.binary)
                    .file_stem()
                    .and_then(|s| s.to_str())
                    .unwrap_or_default()
            )
        );
    }

    /// Unknown flags, values a flag does not take, and flags that contradict each other: status
    /// 2 and a message, before any input is read.
    pub fn bad_usage(&self) {
        let mut cases: Vec<&[&str]> = vec![
            &["--no-such-flag"],
            self.bad_value,
            &["--color", "sometimes"],
        ];
        cases.extend(self.contradiction);
        for args in cases {
            self.run(args, self.good).assert_bad_usage(args);
        }
    }

    /// `--color always` colours drawings even into a pipe, and only adds styles to the plain
    /// drawing; `never` and `NO_COLOR` do not colour.
    pub fn color(&self) {
        let with = |color: &'static str| [self.explain, &["--color", color]].concat();
        let always = self.run(&with("always"), self.good);
        assert!(always.stdout.contains('\x1b'), "{}", always.stdout);
        let never = self.run(&with("never"), self.good);
        assert!(!never.stdout.contains('\x1b'));
        let auto = run(
            self.command(self.explain).env("NO_COLOR", "1"),
            self.good.as_bytes(),
        );
        assert!(!auto.stdout.contains('\x1b'));
        assert_eq!(never.stdout, auto.stdout);
        assert_eq!(strip_styles(&always.stdout), never.stdout);
        assert_eq!((always.code, never.code), (Some(0), Some(0)));
    }
}

/// One test per promise of a [`Contract`]; call it at the top level of a test file.
///
/// ```text
/// const CONTRACT: testkit::Contract = testkit::Contract { binary: env!("CARGO_BIN_EXE_x"), … };
/// testkit::contract_tests!(CONTRACT);
/// ```
#[macro_export]
macro_rules! contract_tests {
    ($contract:expr) => {
        #[test]
        fn good_input_is_answered_with_status_0() {
            $contract.good_input();
        }

        #[test]
        fn bad_input_stops_with_status_1_after_the_answers_before_it() {
            $contract.bad_input();
        }

        #[test]
        fn each_answer_leaves_before_the_solver_waits_for_more_input() {
            $contract.answers_leave_before_a_wait();
        }

        #[test]
        fn a_reader_that_goes_away_is_a_success() {
            $contract.a_reader_that_goes_away();
        }

        #[test]
        fn help_and_version_exit_0() {
            $contract.help_and_version();
        }

        #[test]
        fn bad_usage_exits_2() {
            $contract.bad_usage();
        }

        #[test]
        fn color_follows_the_flag_and_no_color() {
            $contract.color();
        }

        #[test]
        fn real_file_layouts_are_read_as_the_clean_file() {
            $contract.real_file_layouts();
        }

        #[test]
        fn a_nul_byte_is_refused_where_it_is() {
            $contract.a_nul_byte();
        }

        #[test]
        fn a_line_of_100_mb_is_refused_at_once_or_skipped_as_whitespace() {
            $contract.a_line_of_100_mb();
        }

        #[test]
        fn help_and_version_into_a_full_disk_exit_1() {
            $contract.help_and_version_report_a_full_disk();
        }

        #[test]
        fn stdin_that_cannot_be_read_is_an_error() {
            $contract.unreadable_input_is_an_error();
        }

        #[cfg(unix)]
        #[test]
        fn non_blocking_stdin_and_stdout_are_waited_out() {
            $contract.non_blocking_streams_are_waited_out();
        }

        #[test]
        fn answers_from_a_file_leave_while_a_slow_case_runs() {
            $contract.answers_from_a_file_leave_while_a_case_runs();
        }

        #[test]
        fn color_agrees_with_clap_under_every_environment() {
            $contract.color_agrees_with_clap_under_every_environment();
        }

        #[test]
        fn solver_flags_given_to_a_report_are_used_or_bad_usage() {
            $contract.report_flags_are_used_or_refused();
        }

        #[test]
        fn a_memory_cap_is_an_error_after_the_answers_before_it() {
            $contract.a_memory_cap_is_an_error_after_the_answers_before();
        }
    };
}
