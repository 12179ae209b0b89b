//! The `rotation-game` command: judge input on stdin, judge output on stdout.

use std::process::ExitCode;

fn main() -> ExitCode {
    eprintln!("error: the rotation-game solver is not written yet");
    ExitCode::FAILURE
}
