//! The `dicey-problem` command: judge input on stdin, judge output on stdout.

use clap::Parser;
use dicey_problem::{Algorithm, Options, run};
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

/// Shortest die tours (ICPC World Finals 1999, A Dicey Problem): reads mazes in the judge format on
/// stdin and writes each one's tour on stdout.
#[derive(Parser)]
#[command(version)]
struct Cli {
    /// The search to use.
    #[arg(long, value_enum, default_value_t = Algorithm::Dense)]
    algorithm: Algorithm,
    /// Draw each maze with its tour and the die at every step instead of the judge lines.
    #[arg(long)]
    explain: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = io::stdout();
    let options = Options {
        algorithm: cli.algorithm,
        explain: cli.explain,
        color: stdout.is_terminal(),
    };
    let mut out = BufWriter::new(stdout.lock());
    let result = run(io::stdin().lock(), &mut out, &options);
    // The answers before a bad maze go out before the message about it.
    let flushed = out.flush();
    match result
        .map_err(|e| e.to_string())
        .and(flushed.map_err(|e| format!("cannot write the output: {e}")))
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
