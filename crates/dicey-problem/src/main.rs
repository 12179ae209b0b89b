//! The `dicey-problem` command: judge input on stdin, judge output on stdout.

use std::process::ExitCode;

fn main() -> ExitCode {
    eprintln!("error: the dicey-problem solver is not written yet");
    ExitCode::FAILURE
}
