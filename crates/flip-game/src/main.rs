//! The `flip-game` command: judge input on stdin, judge output on stdout.

use clap::{Parser, Subcommand};
use flip_game::board::Size;
use flip_game::solve::Algorithm;
use flip_game::{Options, run, stats::Stats};
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

/// The fewest steps that make Flip Game boards one colour (POJ 1753), read from stdin.
#[derive(Parser)]
#[command(name = "flip-game", version, about)]
struct Cli {
    /// Boards of R lines of C cells (`b` or `w`).
    #[arg(long, value_name = "RxC", default_value = "4x4", global = true)]
    size: Size,
    /// How to find the fewest steps [default: table for 4x4, gf2 otherwise].
    #[arg(long, value_enum)]
    algorithm: Option<Algorithm>,
    /// Draw each board with the cells to press, and the board after pressing them.
    #[arg(long)]
    explain: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// How many boards of the size need 0, 1, 2, … steps, and how many are impossible.
    Stats,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = io::stdout();
    let colour = stdout.is_terminal();
    let mut out = BufWriter::new(stdout.lock());
    let result = match cli.command {
        Some(Command::Stats) => {
            write!(out, "{}", Stats::compute(cli.size)).map_err(flip_game::Error::Output)
        }
        None => {
            let options = Options {
                size: cli.size,
                algorithm: cli.algorithm,
                explain: cli.explain,
                colour,
            };
            run(io::stdin().lock(), &mut out, &options)
        }
    };
    // The answers before a bad board go out before the error that stopped the rest.
    let flushed = out.flush();
    match result.and(flushed.map_err(flip_game::Error::Output)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err}");
            ExitCode::from(err.exit_code())
        }
    }
}
