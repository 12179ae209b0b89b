//! Running a binary on an input as a user or a judge does, and what it gave: the pieces of the
//! contract's tests, and of the snapshots (`command`).

use std::io::Write;
use std::process::{Child, Command, Stdio};
use std::thread;

/// What one run of a binary gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// The exit status, `None` if a signal ended it.
    pub code: Option<i32>,
    /// Standard output, as text (lossily).
    pub stdout: String,
    /// Standard error, as text (lossily).
    pub stderr: String,
}

/// The longest error message a user should have to read: one line, the found text cut short.
const SHORT_MESSAGE: usize = 300;

impl Run {
    /// Asserts the run stopped at line 1, column 1, with nothing answered and one short message,
    /// status 1; `what` names the run in a failure.
    pub(super) fn assert_refused_at_the_start(&self, what: &str) {
        assert_eq!(
            (self.code, self.stdout.as_str()),
            (Some(1), ""),
            "{what}: {:?}",
            self.stderr
        );
        assert!(
            self.stderr.starts_with("error: line 1, column 1: ")
                && self.stderr.lines().count() == 1
                && self.stderr.len() < SHORT_MESSAGE,
            "{what}: one short line at line 1, column 1, not {} bytes: {:?}",
            self.stderr.len(),
            self.stderr.get(..SHORT_MESSAGE).unwrap_or(&self.stderr)
        );
    }

    /// Asserts the run was refused as bad usage of `args`: status 2, an `error: ` message, and
    /// nothing on standard output.
    pub(super) fn assert_bad_usage(&self, args: &[&str]) {
        assert_eq!(self.code, Some(2), "{args:?}: {}", self.stderr);
        assert!(
            self.stderr.starts_with("error: "),
            "{args:?}: {}",
            self.stderr
        );
        assert_eq!(self.stdout, "", "{args:?}");
    }
}

/// Runs `command` with `stdin` as its standard input, to the end.
///
/// ```
/// use std::process::Command;
/// let run = testkit::process::run(Command::new("cat").arg("-n"), b"x\n");
/// assert_eq!((run.code, run.stdout.as_str()), (Some(0), "     1\tx\n"));
/// ```
pub fn run(command: &mut Command, stdin: &[u8]) -> Run {
    let mut child = spawn(command);
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let input = stdin.to_vec();
    // On its own thread: a solver that answers while it reads would otherwise fill its output
    // pipe and wait for us while we wait for it. A solver may stop reading at a bad case, so a
    // broken pipe here is its business.
    let feeder = thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    let out = child
        .wait_with_output()
        .expect("the binary runs to its end");
    let _ = feeder.join();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// `binary` with `args`, and none of the environment that changes colour: what a snapshot of the
/// command records (`insta_cmd::assert_cmd_snapshot!(command(BINARY, &["--help"]))`).
pub fn command(binary: &str, args: &[&str]) -> Command {
    let mut command = Command::new(binary);
    command
        .args(args)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE");
    command
}

pub(super) fn spawn(command: &mut Command) -> Child {
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {:?}: {e}", command.get_program()))
}

/// `text` without its terminal styles (the escape sequences `ESC [ … m`): what a drawing shows
/// without colour.
///
/// ```
/// assert_eq!(testkit::process::strip_styles("a\x1b[1m\x1b[33mb\x1b[0mc"), "abc");
/// ```
pub fn strip_styles(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_escape = false;
    for c in text.chars() {
        match (in_escape, c) {
            (false, '\x1b') => in_escape = true,
            (false, c) => out.push(c),
            (true, 'm') => in_escape = false,
            (true, _) => {}
        }
    }
    out
}
