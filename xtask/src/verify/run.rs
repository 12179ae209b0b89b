//! Running one case the way a judge does, for `cargo xtask verify`: the release binary as its own
//! process, input on stdin, a wall-clock limit, stdout compared byte for byte with the expected
//! output.

use std::fmt;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// What a judge says of one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted: exit status 0 and stdout identical to the expected output.
    Ac,
    /// Wrong answer: exit status 0, stdout differs.
    Wa,
    /// Time limit exceeded: killed at the limit.
    Tle,
    /// Runtime error: a non-zero exit status or a signal.
    Re,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Tle => "TLE",
            Verdict::Re => "RE",
        })
    }
}

/// A program and its flags.
#[derive(Clone, Debug)]
pub struct Solver {
    pub program: PathBuf,
    pub args: Vec<String>,
}

/// What one run produced.
#[derive(Debug)]
pub struct Outcome {
    pub verdict: Verdict,
    pub elapsed: Duration,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

/// Runs `solver` on `input` under `limit` and judges its stdout against `expected`.
pub fn judge(
    solver: &Solver,
    input: &[u8],
    expected: &[u8],
    limit: Duration,
) -> io::Result<Outcome> {
    let start = Instant::now();
    let mut child = Command::new(&solver.program)
        .args(&solver.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            io::Error::new(
                e.kind(),
                format!("cannot start {}: {e}", solver.program.display()),
            )
        })?;
    // Feed stdin and drain stdout/stderr on their own threads: a solver that writes while we write
    // would otherwise deadlock on full pipes.
    let mut stdin = child.stdin.take().expect("stdin was piped");
    let input = input.to_vec();
    let feeder = thread::spawn(move || {
        // A solver may exit (or fail) before reading everything; a broken pipe is its business.
        let _ = stdin.write_all(&input);
    });
    let stdout = drain(child.stdout.take().expect("stdout was piped"));
    let stderr = drain(child.stderr.take().expect("stderr was piped"));
    let deadline = start + limit;
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if Instant::now() >= deadline {
            child.kill()?;
            child.wait()?;
            break None;
        }
        thread::sleep(Duration::from_millis(1));
    };
    let elapsed = start.elapsed();
    let _ = feeder.join();
    let stdout = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    let verdict = match status {
        None => Verdict::Tle,
        Some(status) if !status.success() => Verdict::Re,
        Some(_) if stdout != expected => Verdict::Wa,
        Some(_) => Verdict::Ac,
    };
    Ok(Outcome {
        verdict,
        elapsed,
        stdout,
        stderr,
    })
}

fn drain(mut pipe: impl Read + Send + 'static) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = pipe.read_to_end(&mut buf);
        buf
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Solver {
        Solver {
            program: "sh".into(),
            args: vec!["-c".into(), script.into()],
        }
    }

    const LIMIT: Duration = Duration::from_secs(5);

    #[test]
    fn identical_output_is_accepted() {
        let run = judge(&sh("cat"), b"4\n", b"4\n", LIMIT).unwrap();
        assert_eq!(run.verdict, Verdict::Ac);
    }

    #[test]
    fn one_byte_off_is_a_wrong_answer() {
        assert_eq!(
            judge(&sh("cat"), b"4\n", b"5\n", LIMIT).unwrap().verdict,
            Verdict::Wa
        );
        // A missing final newline is a byte too.
        assert_eq!(
            judge(&sh("cat"), b"4", b"4\n", LIMIT).unwrap().verdict,
            Verdict::Wa
        );
    }

    #[test]
    fn a_failing_exit_status_is_a_runtime_error_even_with_the_right_output() {
        let run = judge(&sh("cat; echo oops >&2; exit 1"), b"4\n", b"4\n", LIMIT).unwrap();
        assert_eq!(run.verdict, Verdict::Re);
        assert_eq!(run.stderr, b"oops\n");
    }

    #[test]
    fn a_slow_solver_is_stopped_at_the_limit() {
        let run = judge(&sh("exec sleep 10"), b"", b"", Duration::from_millis(200)).unwrap();
        assert_eq!(run.verdict, Verdict::Tle);
        assert!(run.elapsed < Duration::from_secs(5));
    }

    #[test]
    fn large_output_does_not_deadlock() {
        let input = vec![b'x'; 1 << 20];
        let run = judge(&sh("cat"), &input, &input, LIMIT).unwrap();
        assert_eq!(run.verdict, Verdict::Ac);
    }
}
