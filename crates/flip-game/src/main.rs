//! The `flip-game` command: judge input on stdin, judge output on stdout.

use clap::Parser;
use flip_game::cli::Cli;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    // A malformed flag (`--size 4by4`) is bad input like a malformed board: exit status 1, not
    // clap's usual 2. `--help` and `--version` still print and exit 0.
    let cli = Cli::try_parse().unwrap_or_else(|err| {
        if !err.use_stderr() {
            err.exit()
        }
        let _ = err.print();
        std::process::exit(1)
    });
    let stdout = io::stdout();
    let colour = stdout.is_terminal();
    // Line-buffered at a terminal, one buffer for a file or a pipe.
    let mut out = search_core::output::answers();
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
