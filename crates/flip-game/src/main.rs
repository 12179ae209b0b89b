//! The `flip-game` command: judge input on stdin, judge output on stdout.

use clap::Parser;
use flip_game::cli::Cli;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = io::stdout();
    let colour = stdout.is_terminal();
    let mut out = BufWriter::new(stdout.lock());
    let result = cli.execute(io::stdin().lock(), &mut out, colour);
    // The answers before a bad board go out before the error that stopped the rest.
    let flushed = out.flush().map_err(flip_game::Error::Output);
    match result.and(flushed) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err}");
            ExitCode::from(err.exit_code())
        }
    }
}
