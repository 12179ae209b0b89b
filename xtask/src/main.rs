//! The project's own automation, in plain Rust: `cargo xtask <command>`.
//!
//! - `cargo xtask verify [--problem NAME]`: build the solvers in release mode, run every
//!   `testdata/<problem>/NAME.in` through its solver as a judge would, compare with `NAME.out` byte
//!   for byte under a time limit, then run the snapshot tests with `INSTA_UPDATE=no`.
//! - `cargo xtask bench [--quick]`: time every solver as a whole process on seeded inputs against
//!   its seed algorithm, and search-core against `pathfinding`; rewrite BENCHMARKS.md and
//!   `docs/benchmarks.svg` (not with `--quick`).
//!
//! The cargo alias lives in `.cargo/config.toml`.

mod bench;
mod diff;
mod generate;
mod judge;
mod measure;
mod report;
mod testdata;
mod verify;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "cargo xtask", about = "The project's own automation")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run every testdata case through its solver as a judge would, then check the snapshots.
    Verify(verify::Args),
    /// Time every solver against its seed algorithm, and search-core against `pathfinding`.
    Bench(bench::Args),
    /// Run one command once and print its wall time and peak memory (used by `bench`).
    #[command(hide = true)]
    Measure(measure::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let root = workspace_root();
    let result = match cli.command {
        Command::Verify(args) => verify::run(&root, &args),
        Command::Bench(args) => bench::run(&root, &args),
        Command::Measure(args) => measure::run(&args),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(err) => {
            eprintln!("error: {err}");
            ExitCode::FAILURE
        }
    }
}

/// Where cargo puts build output: `CARGO_TARGET_DIR`, or `target/` in the workspace.
fn target_dir(root: &std::path::Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from)
}

/// The workspace root: the xtask package sits directly below it.
fn workspace_root() -> PathBuf {
    let manifest_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest_dir
        .parent()
        .map(PathBuf::from)
        .unwrap_or(manifest_dir)
}
