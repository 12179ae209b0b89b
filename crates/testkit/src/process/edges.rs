//! The contract at the edges of the process, where a judge's memory cap, an interrupt or an odd
//! descriptor meets the shell: help into a full disk, standard input opened for writing only,
//! non-blocking descriptors, answers from a file on their way while a slow case runs, colour under
//! every environment, solver flags given to a report, and a memory cap.

use std::fs::File;
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use super::{Contract, Run, run};

/// A case that takes a while (seconds, in a release build) after one answered at once, for
/// [`Contract::answers_from_a_file_leave_while_a_case_runs`].
#[derive(Clone, Copy, Debug)]
pub struct Slow {
    /// The flags it needs.
    pub args: &'static [&'static str],
    /// The input: a fast case, then a slow one.
    pub input: fn() -> String,
    /// The answer to the fast case.
    pub first_answer: &'static str,
}

/// An input whose second case needs more memory than a cap allows, for
/// [`Contract::a_memory_cap_is_an_error_after_the_answers_before`].
#[derive(Clone, Copy, Debug)]
pub struct Memory {
    /// The flags it needs.
    pub args: &'static [&'static str],
    /// The address space allowed, in KiB (`ulimit -v`).
    pub cap_kib: u64,
    /// The input: a small case, then one too large for the cap.
    pub input: fn() -> String,
    /// The answer to the small case.
    pub answers_before: &'static str,
    /// How standard error starts: `error: line L, column C: `.
    pub error: &'static str,
}

/// A file of the target directory with `text` in it, for a run whose standard input is a file.
fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("testkit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("a temporary file");
    path
}

fn output_of(child: std::process::Child) -> Run {
    let out = child
        .wait_with_output()
        .expect("the binary runs to its end");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

impl Contract {
    /// `--help`, `-h`, `help` and `--version` say what they should with status 0, and into a
    /// full disk (`/dev/full`) fail with status 1 and a message, as answers do.
    pub fn help_and_version_report_a_full_disk(&self) {
        for args in [&["--help"][..], &["-h"], &["help"], &["--version"]] {
            let fine = self.run(args, "");
            assert_eq!((fine.code, fine.stderr.as_str()), (Some(0), ""), "{args:?}");
            assert!(!fine.stdout.is_empty(), "{args:?}");
            let Ok(full) = File::options().write(true).open("/dev/full") else {
                return;
            };
            let child = self
                .command(args)
                .stdin(Stdio::null())
                .stdout(full)
                .stderr(Stdio::piped())
                .spawn()
                .expect("the binary starts");
            let run = output_of(child);
            assert_eq!(run.code, Some(1), "{args:?} > /dev/full: {}", run.stderr);
            assert!(
                run.stderr.starts_with("error: cannot write the output: "),
                "{args:?}: {}",
                run.stderr
            );
        }
    }

    /// Standard input opened for writing only cannot be read: an error at line 1, column 1,
    /// status 1, not empty input.
    pub fn unreadable_input_is_an_error(&self) {
        let path = temp_file("write-only", "");
        let stdin = File::options()
            .write(true)
            .open(&path)
            .expect("the file opens for writing");
        let child = self
            .command(&[])
            .stdin(stdin)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let run = output_of(child);
        run.assert_refused_at_the_start("stdin opened for writing");
        assert!(
            run.stderr.contains(": cannot read the input: "),
            "{}",
            run.stderr
        );
    }

    /// Standard input and output in non-blocking mode (`O_NONBLOCK`), with a producer that starts
    /// late and a reader that starts late: waited out, every answer delivered, status 0.
    #[cfg(unix)]
    pub fn non_blocking_streams_are_waited_out(&self) {
        use nix::fcntl::{FcntlArg, OFlag, fcntl};
        let long = (self.long)();
        let expected = self.run(&[], &long);
        assert_eq!(expected.code, Some(0), "{}", expected.stderr);
        let (stdin, mut feed) = std::io::pipe().expect("a pipe");
        let (mut answers, stdout) = std::io::pipe().expect("a pipe");
        for end in [
            std::os::fd::AsFd::as_fd(&stdin),
            std::os::fd::AsFd::as_fd(&stdout),
        ] {
            fcntl(end, FcntlArg::F_SETFL(OFlag::O_NONBLOCK)).expect("O_NONBLOCK is set");
        }
        let child = self
            .command(&[])
            .stdin(stdin)
            .stdout(stdout)
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let feeder = thread::spawn(move || {
            thread::sleep(Duration::from_millis(300));
            let _ = feed.write_all(long.as_bytes());
        });
        thread::sleep(Duration::from_millis(600));
        let mut stdout = String::new();
        answers
            .read_to_string(&mut stdout)
            .expect("the answers are read");
        let run = output_of(child);
        let _ = feeder.join();
        assert_eq!((run.code, run.stderr.as_str()), (Some(0), ""));
        assert!(stdout == expected.stdout, "not every answer arrived");
    }

    /// With a file on standard input, the answer to a fast case is on its way while a slow case
    /// after it still runs: an interrupt or a judge's kill then loses nothing computed.
    pub fn answers_from_a_file_leave_while_a_case_runs(&self) {
        let Some(slow) = self.slow else { return };
        let path = temp_file("slow.in", &(slow.input)());
        let mut child = self
            .command(slow.args)
            .stdin(File::open(&path).expect("the input opens"))
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        let mut stdout = child.stdout.take().expect("stdout is piped");
        let (sent, arrived) = mpsc::channel();
        let want = slow.first_answer.len();
        thread::spawn(move || {
            let mut seen = vec![0; want];
            let got = stdout.read_exact(&mut seen).map(|()| seen);
            let _ = sent.send(got);
        });
        let first = arrived.recv_timeout(Duration::from_secs(20));
        let still_running = child.try_wait().ok().flatten().is_none();
        let _ = child.kill();
        let _ = child.wait();
        let first = first
            .expect("the first answer arrives")
            .expect("it is read");
        assert_eq!(String::from_utf8_lossy(&first), slow.first_answer);
        assert!(
            still_running,
            "the slow case ended before the first answer arrived: make it slower"
        );
    }

    /// Colour under the environment's conventions as clap reads them (through `anstream`), for
    /// our drawings and for clap's own messages alike: `NO_COLOR` wins over `CLICOLOR_FORCE`,
    /// which colours even a pipe when set to anything (`0` included, as anstream reads it).
    pub fn color_agrees_with_clap_under_every_environment(&self) {
        for (env, colored) in [
            (&[("NO_COLOR", "1"), ("CLICOLOR_FORCE", "1")][..], false),
            (&[("CLICOLOR_FORCE", "0")], true),
            (&[("CLICOLOR_FORCE", "1")], true),
            (&[("CLICOLOR", "0")], false),
        ] {
            let mut drawing = self.command(self.explain);
            let mut usage = self.command(&["--no-such-flag"]);
            for (key, value) in env {
                drawing.env(key, value);
                usage.env(key, value);
            }
            let drawing = run(&mut drawing, self.good.as_bytes());
            let usage = run(&mut usage, b"");
            assert_eq!((drawing.code, usage.code), (Some(0), Some(2)), "{env:?}");
            assert_eq!(drawing.stdout.contains('\x1b'), colored, "drawing, {env:?}");
            assert_eq!(usage.stderr.contains('\x1b'), colored, "clap, {env:?}");
        }
    }

    /// A solver flag given with a report that does not use it is bad usage (status 2, nothing
    /// on standard output); a flag the report uses is taken.
    pub fn report_flags_are_used_or_refused(&self) {
        for args in self.report_misuse {
            self.run(args, self.good).assert_bad_usage(args);
        }
        for args in self.report_kept {
            let run = self.run(args, self.good);
            assert_eq!(run.code, Some(0), "{args:?}: {}", run.stderr);
            assert!(!run.stdout.is_empty(), "{args:?}");
        }
    }

    /// Under an address-space cap (`ulimit -v`), a case that needs more memory than the cap is
    /// refused with `error: line L, column C: …` and status 1 after the answers before it: no
    /// abort, no answer lost.
    pub fn a_memory_cap_is_an_error_after_the_answers_before(&self) {
        let Some(memory) = self.memory else { return };
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!(
                "ulimit -v {} && exec \"$0\" \"$@\"",
                memory.cap_kib
            ))
            .arg(self.binary)
            .args(memory.args)
            .env_remove("RUST_BACKTRACE");
        let run = run(&mut command, (memory.input)().as_bytes());
        assert_eq!(run.stdout, memory.answers_before, "{}", run.stderr);
        assert!(
            run.stderr.starts_with(memory.error) && run.stderr.lines().count() == 1,
            "{}",
            run.stderr
        );
        assert!(run.stderr.contains("memory"), "{}", run.stderr);
        assert_eq!(run.code, Some(1), "{}", run.stderr);
    }
}
