//! The `cantor-grid` command: judge input on stdin, judge output on stdout.

use std::process::ExitCode;

fn main() -> ExitCode {
    eprintln!("error: the cantor-grid solver is not written yet");
    ExitCode::FAILURE
}
