//! The command shell: what every solver binary does around its answers, in one place.
//!
//! A solver's `main.rs` is one call, [`main`], with its own flags as a [`Solver`]. After clap has
//! parsed the flags (printing `--help` and `--version`, and exiting with status 2 on a flag it
//! does not know or a value it cannot parse), the shell:
//!
//! 1. decides once what to show ([`Show`]): the judge's lines, or with `--explain` drawings,
//!    coloured or not by `--color` ([`ColorChoice`]) in the styles of one [`Palette`];
//! 2. gives the solver standard input and a buffered standard output, and sends the answers
//!    whenever the solver is about to wait for more input: a producer that keeps the pipe open
//!    sees each answer as soon as its case is read, while a file on standard input, which never
//!    makes a reader wait, gets its answers in full buffers; and a watch on its own thread sends
//!    answers that have waited a while, so that each is on its way within about a second
//!    whatever the input is (an interrupt loses only the last moment's);
//! 3. flushes the answers before any message, so the answers to the cases before a bad one come
//!    first;
//! 4. offers a [`Progress`] bar on standard error for reports that take a while, drawn only at a
//!    terminal;
//! 5. turns the outcome into the exit status, the same for every binary: 0 on success, and also
//!    when the reader of the output went away (`| head`); 1 for bad input, with
//!    `error: line L, column C: …` on standard error, for unreadable input and for output that
//!    cannot be written (help and version included); 2 for bad usage, reported as clap reports
//!    its own, a solver flag given to a report that does not use it included.
//!
//! ```no_run
//! // The whole of a solver's `src/main.rs`, given its `Options` (a `Solver`):
//! # mod solver { pub type Options = (); }
//! # /*
//! fn main() -> std::process::ExitCode {
//!     solver_cli::shell::main::<solver::Options>()
//! }
//! # */
//! ```

use std::io::{self, BufReader, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

use crate::{ParseError, Pos};

mod answers;
mod cli;
mod color;
mod flags;
mod progress;
mod quick;
mod sink;
mod stdio;

pub use anstyle::Style;
pub use cli::{Cli, Solver};
pub use color::{ColorChoice, Palette};
pub use flags::{Flags, Show};
pub use progress::{Progress, note};
use sink::Writer;
use stdio::Input;

/// What a solver's run comes to: done, or stopped by an [`Error`].
pub type Outcome = Result<(), Error>;

/// Why a solver stopped before the end of its input.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The input is not valid judge input: displays as `line L, column C: …`. The answers to
    /// the cases before it were written. Exit status 1.
    #[error(transparent)]
    Input(#[from] ParseError),
    /// The flags ask for something that cannot be done whatever the input, such as two flags
    /// that contradict each other. Exit status 2, as for any bad usage.
    #[error("{0}")]
    Usage(String),
    /// The answers could not be written. Exit status 1, or 0 when the reader went away.
    #[error("cannot write the output: {0}")]
    Output(#[from] io::Error),
}

impl Error {
    /// The exit status for this error: 2 for bad usage, 0 for a reader that went away (a
    /// closed pipe is how `| head` says it has seen enough), 1 for everything else.
    ///
    /// ```
    /// use solver_cli::{shell::Error, ParseError, Pos};
    /// let pos = Pos { line: 1, column: 1 };
    /// assert_eq!(Error::Input(ParseError::new(pos, "bad")).exit_code(), 1);
    /// assert_eq!(Error::Usage("contradicting flags".into()).exit_code(), 2);
    /// assert_eq!(Error::Output(std::io::ErrorKind::BrokenPipe.into()).exit_code(), 0);
    /// ```
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Usage(_) => 2,
            Error::Output(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
            Error::Input(_) | Error::Output(_) => 1,
        }
    }
}

/// The buffer of standard input: the size of the standard library's own. The scanner copies
/// what each read brings into text of its own, and larger reads measured slower (the copies
/// leave the first-level cache).
const INPUT_BUFFER: usize = 8 * 1024;

/// Everything a solver binary does: parses the flags, runs the command on standard input and
/// output, and ends with the exit status of the module docs.
pub fn main<S: Solver>() -> ExitCode {
    let mut command = Cli::<S>::clap_command();
    let parsed = command
        .try_get_matches_from_mut(std::env::args_os())
        .and_then(|matches| {
            let cli = <Cli<S> as clap::FromArgMatches>::from_arg_matches(&matches)?;
            Ok((cli, matches))
        });
    let (cli, matches) = match parsed {
        Ok(parsed) => parsed,
        Err(e) => return clap_exit(&e.with_cmd(&command)),
    };
    // From here on clap's messages follow `--color` as the drawings do.
    let color = cli.shell.color;
    color.to_anstream().write_global();
    let command = command.color(color.to_clap());
    // Bad usage found after clap's parsing, reported as clap reports its own.
    let usage = |message: String| {
        clap_exit(
            &command
                .clone()
                .error(clap::error::ErrorKind::ArgumentConflict, message),
        )
    };
    if let Some(message) = report_misuse::<S>(&command, &matches) {
        return usage(message);
    }
    let show = cli.shell.show(&io::stdout());
    let result = stdio::Patient::stdin()
        .map_err(|e| {
            Error::Input(ParseError::new(
                Pos { line: 1, column: 1 },
                format!("cannot read the input: {e}"),
            ))
        })
        .and_then(|stdin| {
            let stdout = stdio::Patient::stdout().map_err(Error::Output)?;
            let may_wait = stdio::may_wait(&stdin);
            serve(&cli, stdin, may_wait, stdout, show)
        });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Error::Usage(message)) => usage(message),
        Err(e) => fail(&e),
    }
}

/// Says what went wrong on standard error, unless the reader went away, and gives its status.
fn fail(e: &Error) -> ExitCode {
    if e.exit_code() != 0 {
        // Nothing more can be done if even standard error is gone.
        let _ = writeln!(io::stderr(), "error: {e}");
    }
    ExitCode::from(e.exit_code())
}

/// What clap stopped at: help and the version go to standard output through the shell, with
/// their write errors reported (status 1, or 0 when the reader went away), as answers are;
/// everything else is bad usage, which clap prints on standard error with status 2.
fn clap_exit(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if !matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        // Nothing more can be done if even standard error is gone.
        let _ = e.print();
        return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
    }
    // Coloured as clap would colour it: by `anstream`, for standard output.
    let choice = anstream::AutoStream::choice(&io::stdout());
    let mut text = anstream::AutoStream::new(Vec::new(), choice);
    let written = write!(text, "{}", e.render().ansi()).and_then(|()| {
        let mut out = stdio::Patient::stdout()?;
        out.write_all(&text.into_inner())?;
        out.flush()
    });
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&Error::Output(e)),
    }
}

/// The message for a solver flag given with a report subcommand that does not use it: bad usage,
/// since the flag would be silently ignored. The shared `--color` is not a solver flag.
fn report_misuse<S: Solver>(command: &clap::Command, matches: &clap::ArgMatches) -> Option<String> {
    let (report, _) = matches.subcommand()?;
    let uses = Cli::<S>::report_flags(report);
    command.get_arguments().find_map(|arg| {
        let id = arg.get_id().as_str();
        let given = !matches!(id, "help" | "version" | "color")
            && !uses.contains(&id)
            && matches.value_source(id) == Some(clap::parser::ValueSource::CommandLine);
        given.then(|| {
            let name = arg
                .get_long()
                .map_or_else(|| id.to_string(), |long| format!("--{long}"));
            let takes: Vec<String> = uses
                .iter()
                .chain(&["color"])
                .map(|flag| format!("'--{flag}'"))
                .collect();
            format!(
                "the report '{report}' does not use '{name}': expected only {} with it, found \
                 '{name}'",
                takes.join(" or ")
            )
        })
    })
}

/// Runs `cli` on `input` and `output` as [`main`] does with standard input and output: both
/// buffered, the answers flushed before every read of `input` that `may_wait`, whenever they
/// have waited in the buffer a while, and once more at the end, before any error is returned.
/// When every case is quick ([`Solver::quick`]) the solver's own writes look at the clock now and
/// then; otherwise a watch on a thread of its own sends what waited, so that an answer computed
/// is on its way within about a second whatever the input is, even while a case takes long.
///
/// # Errors
/// As [`Solver::answer`], and if the last flush fails.
pub fn serve<S: Solver>(
    cli: &Cli<S>,
    input: impl io::Read,
    may_wait: bool,
    output: impl Write + Send,
    show: Show,
) -> Outcome {
    // Both ways end in `answer_on`, so that the solver's code is compiled once (`sink`).
    if cli.report.is_none() && cli.options.quick() {
        let buffer = quick::Buffer::new(output);
        let result = answer_on(cli, input, may_wait, Writer::Quick(&buffer), show);
        // The answers before a bad case go out before the message about it.
        let flushed = buffer.borrow_mut().send().map_err(Error::Output);
        return result.and(flushed);
    }
    let log = answers::Log::new();
    let out = answers::sender(&log, output);
    let (done, watched) = mpsc::channel();
    let result = std::thread::scope(|scope| {
        let out = &out;
        scope.spawn(move || answers::watch(out, &watched));
        let answers = Writer::Watched(answers::Answers::new(&log, out));
        let result = answer_on(cli, input, may_wait, answers, show);
        // The watch ends at once.
        let _ = done.send(());
        result
    });
    // The answers before a bad case go out before the message about it.
    let flushed = answers::lock(&out).send().map_err(Error::Output);
    result.and(flushed)
}

/// Whether a read of the input being answered may wait for its producer (see
/// [`reads_may_wait`]): set by [`serve`]; until then, yes.
static READS_MAY_WAIT: AtomicBool = AtomicBool::new(true);

/// Whether a read of the input the shell is answering may wait for a producer: true unless
/// standard input is a regular file (or the input [`serve`] was last given was said not to
/// wait). A solver may read cases ahead of its answers, to answer several at once, only when
/// this is false: a producer that sends a case only after the answer to the one before would
/// otherwise wait for an answer that waits for its next case.
pub fn reads_may_wait() -> bool {
    READS_MAY_WAIT.load(Ordering::Relaxed)
}

/// Runs `cli` on `input` and `answers`, sent before a read of `input` that `may_wait`.
fn answer_on<S: Solver, W: Write>(
    cli: &Cli<S>,
    input: impl io::Read,
    may_wait: bool,
    mut answers: Writer<'_, W>,
    show: Show,
) -> Outcome {
    READS_MAY_WAIT.store(may_wait, Ordering::Relaxed);
    let input = Input {
        reader: input,
        answers: answers.sink(),
        may_wait,
    };
    let input = BufReader::with_capacity(INPUT_BUFFER, input);
    cli.execute(input, &mut answers, show)
}

#[cfg(test)]
mod tests;
