//! The shell with a toy solver: each line of input is a case, answered by itself in capitals,
//! and a line `bad` is bad input.

use super::*;
use crate::{Pos, Scanner};
use std::cell::RefCell;
use std::io::BufRead;
use std::rc::Rc;
use std::sync::{Arc, Mutex};

/// The toy solver has one flag of its own, which says its cases are quick, and no report.
#[derive(Clone, Debug, clap::Args)]
struct Shout {
    /// Say that every case is quick.
    #[arg(long)]
    quick: bool,
    /// Microseconds each case takes.
    #[arg(long, default_value_t = 0)]
    nap: u64,
}

#[derive(Clone, Debug, clap::Subcommand)]
enum NoReport {}

impl Solver for Shout {
    const NAME: &'static str = "shout";
    const VERSION: &'static str = "0.0.0";
    const ABOUT: &'static str = "Answers each word with itself in capitals";
    type Report = NoReport;

    fn answer(&self, input: impl BufRead, out: &mut impl Write, _: Show) -> Outcome {
        let mut scanner = Scanner::new(input);
        while let Some(token) = scanner.next_token()? {
            if token.text == "bad" {
                return Err(token.error("a word other than `bad`").into());
            }
            std::thread::sleep(std::time::Duration::from_micros(self.nap));
            writeln!(out, "{}", token.text.to_uppercase())?;
        }
        Ok(())
    }

    fn quick(&self) -> bool {
        self.quick
    }

    fn report(&self, report: &NoReport, _: impl BufRead, _: &mut impl Write) -> Outcome {
        match *report {}
    }
}

/// The toy solver's command line, with no flag given.
fn shout_cli() -> Cli<Shout> {
    Cli::try_parse_from(["shout"]).unwrap()
}

/// The toy solver's command lines: cases that may take long (answers through the watched log),
/// and quick cases (answers through a plain buffer).
fn both_ways() -> [Cli<Shout>; 2] {
    [
        shout_cli(),
        Cli::try_parse_from(["shout", "--quick"]).unwrap(),
    ]
}

/// An output that can be read while the shell writes to it (the answers' tests use it too).
#[derive(Clone, Default)]
pub(super) struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// An output whose every write and flush fails with its error (the answers' tests use it too).
pub(super) struct Failing(pub(super) io::ErrorKind);

impl Write for Failing {
    fn write(&mut self, _: &[u8]) -> io::Result<usize> {
        Err(self.0.into())
    }

    fn flush(&mut self) -> io::Result<()> {
        Err(self.0.into())
    }
}

impl Shared {
    /// What was written so far.
    pub(super) fn bytes(&self) -> Vec<u8> {
        self.0.lock().unwrap().clone()
    }

    fn text(&self) -> String {
        String::from_utf8(self.bytes()).unwrap()
    }
}

/// Input handed out one line per read, noting before each read what the output held.
struct Lines {
    lines: Vec<&'static str>,
    output: Shared,
    seen: Rc<RefCell<Vec<String>>>,
}

impl io::Read for Lines {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.seen.borrow_mut().push(self.output.text());
        if self.lines.is_empty() {
            return Ok(0);
        }
        let line = self.lines.remove(0).as_bytes();
        buf[..line.len()].copy_from_slice(line);
        Ok(line.len())
    }
}

/// Runs the toy solver on `lines` and returns the result, the output, and what the output held
/// at each read.
fn shout(
    cli: &Cli<Shout>,
    lines: &[&'static str],
    may_wait: bool,
) -> (Result<(), Error>, String, Vec<String>) {
    let output = Shared::default();
    let seen = Rc::new(RefCell::new(Vec::new()));
    let input = Lines {
        lines: lines.to_vec(),
        output: output.clone(),
        seen: Rc::clone(&seen),
    };
    let result = serve(cli, input, may_wait, output.clone(), Show::Answers);
    let seen = seen.borrow().clone();
    (result, output.text(), seen)
}

#[test]
fn a_producer_that_may_wait_sees_each_answer_before_the_next_read() {
    for cli in both_ways() {
        let (result, output, seen) = shout(&cli, &["a\n", "b\n", "c\n"], true);
        assert!(result.is_ok());
        assert_eq!(output, "A\nB\nC\n");
        // The token `a` ends at its line end, so `A` is written once `b`'s line is asked for...
        // and flushed before that read: every read sees every answer written so far.
        assert_eq!(seen, ["", "A\n", "A\nB\n", "A\nB\nC\n"], "{cli:?}");
    }
}

#[test]
fn a_file_gets_its_answers_in_one_buffer_at_the_end() {
    for cli in both_ways() {
        let (result, output, seen) = shout(&cli, &["a\n", "b\n", "c\n"], false);
        assert!(result.is_ok());
        assert_eq!(output, "A\nB\nC\n");
        assert!(seen.iter().all(String::is_empty), "{cli:?}: {seen:?}");
    }
}

#[test]
fn quick_answers_from_a_file_leave_once_they_have_waited() {
    // 1500 cases that each nap as the flag says, from a file: the buffer is far from full (3000
    // bytes), but the answers have waited long enough to be sent when the clock is looked at.
    let cli = Cli::try_parse_from(["shout", "--quick", "--nap", "200"]).unwrap();
    let (result, output, seen) = shout(&cli, &["a\n"; 1500], false);
    assert!(result.is_ok());
    assert_eq!(output, "A\n".repeat(1500));
    // The reads of a file send nothing, and the last comes before the final send: what a read
    // saw was sent by the clock.
    assert!(
        seen.iter().any(|s| !s.is_empty()),
        "no answer left before the end: {} reads saw nothing",
        seen.len()
    );
}

#[test]
fn the_answers_before_bad_input_are_out_when_the_error_returns() {
    for cli in both_ways() {
        the_answers_before_bad_input_are_out(&cli);
    }
}

fn the_answers_before_bad_input_are_out(cli: &Cli<Shout>) {
    let (result, output, _) = shout(cli, &["a b\n", "bad c\n"], false);
    assert_eq!(output, "A\nB\n");
    let err = result.unwrap_err();
    assert_eq!(err.exit_code(), 1);
    assert_eq!(
        err.to_string(),
        "line 2, column 1: expected a word other than `bad`, found `bad`"
    );
    assert!(matches!(
        err,
        Error::Input(ParseError {
            pos: Pos { line: 2, column: 1 },
            ..
        })
    ));
}

#[test]
fn a_reader_that_went_away_ends_the_run_with_success() {
    for cli in both_ways() {
        let err = serve(
            &cli,
            "a b c".as_bytes(),
            false,
            Failing(io::ErrorKind::BrokenPipe),
            Show::Answers,
        )
        .unwrap_err();
        assert!(matches!(err, Error::Output(_)));
        assert_eq!(err.exit_code(), 0);
    }
}

#[test]
fn the_shared_flags_reach_the_shell_as_parsed() {
    let flags = |args: &[&str]| Cli::<Shout>::try_parse_from(args).unwrap().shell;
    assert_eq!(flags(&["shout"]).color, ColorChoice::Auto);
    let show = |args: &[&str]| flags(args).show(&Vec::new());
    assert_eq!(show(&["shout"]), Show::Answers);
    assert_eq!(
        show(&["shout", "--explain"]),
        Show::Drawings(Palette::PLAIN)
    );
    assert_eq!(
        show(&["shout", "--explain", "--color", "always"]),
        Show::Drawings(Palette::COLORED)
    );
    assert_eq!(
        flags(&["shout", "--color", "never"]).color,
        ColorChoice::Never
    );
    assert_eq!(
        flags(&["shout", "--color=always"]).color,
        ColorChoice::Always
    );
}

/// A toy solver whose `--size` may follow its report's name, used by the report when `USED`.
#[derive(Clone, Debug, clap::Args)]
struct Sized<const USED: bool> {
    /// The size.
    #[arg(long, global = true, default_value_t = 1)]
    size: u32,
}

#[derive(Clone, Debug, clap::Subcommand)]
enum Count {
    /// Count.
    Count,
}

impl<const USED: bool> Solver for Sized<USED> {
    const NAME: &'static str = "sized";
    const VERSION: &'static str = "0.0.0";
    const ABOUT: &'static str = "Counts";
    type Report = Count;
    const REPORT_FLAGS: &'static [(&'static str, &'static [&'static str])] =
        if USED { &[("count", &["size"])] } else { &[] };

    fn answer(&self, _: impl BufRead, _: &mut impl Write, _: Show) -> Outcome {
        Ok(())
    }

    fn report(&self, _: &Count, _: impl BufRead, out: &mut impl Write) -> Outcome {
        writeln!(out, "{}", self.size)?;
        Ok(())
    }
}

#[test]
fn a_global_flag_must_be_one_a_report_uses() {
    use clap::CommandFactory;
    let command = Cli::<Sized<true>>::command();
    assert_eq!(Cli::<Sized<true>>::report_flags_fit(&command), Ok(()));
    let cli = Cli::<Sized<true>>::try_parse_from(["sized", "count", "--size", "3"]).unwrap();
    assert_eq!(cli.options.size, 3);
    let command = Cli::<Sized<false>>::command();
    let problem = Cli::<Sized<false>>::report_flags_fit(&command).unwrap_err();
    assert!(problem.contains("`size` is a global flag"), "{problem}");
}
