//! The `dicey-problem` command: judge input on stdin, judge output on stdout.

use clap::Parser;
use dicey_problem::Cli;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = io::stdout();
    let color = stdout.is_terminal();
    // Line-buffered at a terminal, one buffer for a file or a pipe.
    let mut out = search_core::output::answers();
    let result = cli.execute(io::stdin().lock(), &mut out, color);
    // The answers before a bad maze go out before the message about it.
    let flushed = out
        .flush()
        .map_err(|e| format!("cannot write the output: {e}"));
    match result.map_err(|e| e.to_string()).and(flushed) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
