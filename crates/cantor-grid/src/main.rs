//! The `cantor-grid` command: judge input on stdin, judge output on stdout.

use cantor_grid::cli::{Cli, Command};
use clap::Parser;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = std::io::stdout();
    let options = cli.options(stdout.is_terminal());
    // Line-buffered at a terminal, one buffer for a file or a pipe.
    let mut out = search_core::output::answers();
    let result = match cli.command {
        Some(Command::Stats) => out
            .write_all(cantor_grid::stats::render(cantor_grid::table::Table::get()).as_bytes())
            .map_err(cantor_grid::Error::from),
        None => cantor_grid::run(std::io::stdin().lock(), &mut out, &options),
    };
    // The answers before a bad case go out before the message about it.
    let flushed = out.flush().map_err(cantor_grid::Error::from);
    match result.and(flushed) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
