//! The `rotation-game` command: judge input on stdin, judge output on stdout.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use clap::Parser;
use rotation_game::cli::{Cli, Command};
use rotation_game::table::PlacementTable;
use rotation_game::{Error, run, stats};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = io::stdout();
    let colour = stdout.is_terminal();
    // Line-buffered at a terminal, one buffer for a file or a pipe.
    let mut out = search_core::output::answers();
    let result = match cli.command {
        Some(Command::Stats { hardest }) => {
            let stats = stats::compute(PlacementTable::global());
            if hardest {
                stats::write_hardest(&mut out, &stats)
            } else {
                stats::write_stats(&mut out, &stats)
            }
            .map_err(Error::from)
        }
        None => run(io::stdin().lock(), &mut out, &cli.options(colour)),
    };
    // The answers before a bad board go out before the error message.
    let flushed = out.flush().map_err(Error::from);
    match result.and(flushed) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped early (`| head`) is not an error worth a message.
        Err(Error::Write(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
