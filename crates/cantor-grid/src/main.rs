//! The `cantor-grid` command: judge input on stdin, judge output on stdout.

use cantor_grid::{Algorithm, Options};
use clap::{Parser, Subcommand};
use std::io::{BufWriter, IsTerminal, Write};
use std::process::ExitCode;

/// Fewest row/column rotations turning a 3 × 3 start into a target pattern (UESTC 485).
///
/// Reads the judge format on stdin: the number of cases, then per case three lines of the start
/// (tiles 1-9) and three of the target (tiles 1-9 or `*`). Writes `Case #k: N` or
/// `Case #k: No Solution!` per case.
#[derive(Parser)]
#[command(version)]
struct Cli {
    /// How each query is answered.
    #[arg(long, value_enum, default_value_t)]
    algorithm: Algorithm,
    /// After each answer, draw an optimal move sequence grid by grid.
    #[arg(long)]
    explain: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Print how many arrangements lie at each distance from the solved one.
    Stats,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = std::io::stdout();
    let colour = stdout.is_terminal();
    let mut out = BufWriter::new(stdout.lock());
    let result = match cli.command {
        Some(Command::Stats) => out
            .write_all(cantor_grid::stats::render(cantor_grid::table::Table::get()).as_bytes())
            .map_err(cantor_grid::Error::from),
        None => {
            let options = Options {
                algorithm: cli.algorithm,
                explain: cli.explain,
                colour,
            };
            cantor_grid::run(std::io::stdin().lock(), &mut out, &options)
        }
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
