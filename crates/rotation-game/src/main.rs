//! The `rotation-game` command: judge input on stdin, judge output on stdout.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use rotation_game::table::PlacementTable;
use rotation_game::{Algorithm, Options, run, stats};

/// Solves Rotation Game boards (POJ 2286): fewest moves, then smallest letters.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    /// Which exact solver answers the boards.
    #[arg(long, value_enum, default_value_t = Algorithm::Table)]
    algorithm: Algorithm,
    /// Draw the board after each move instead of the judge lines.
    #[arg(long)]
    explain: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Placements by distance and God's number, computed from the table.
    Stats {
        /// Print every board that needs God's number of moves, in judge format, instead.
        #[arg(long)]
        hardest: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = io::stdout();
    let colour = stdout.is_terminal();
    let mut out = BufWriter::new(stdout.lock());
    let result = match cli.command {
        Some(Command::Stats { hardest }) => {
            let stats = stats::compute(PlacementTable::global());
            if hardest {
                stats::write_hardest(&mut out, &stats)
            } else {
                stats::write_stats(&mut out, &stats)
            }
            .map_err(rotation_game::Error::from)
        }
        None => {
            let options = Options {
                algorithm: cli.algorithm,
                explain: cli.explain,
                colour,
            };
            run(io::stdin().lock(), &mut out, &options)
        }
    };
    // The answers before a bad board go out before the error message.
    let flushed = out.flush();
    match result.and(flushed.map_err(rotation_game::Error::from)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
