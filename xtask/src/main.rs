//! The project's own automation, in plain Rust: `cargo xtask <command>`.
//!
//! - `cargo xtask verify [--problem NAME] [--no-snapshots]`: build the solvers in release mode, run every
//!   `testdata/<problem>/NAME.in` through its solver as a judge would, compare with `NAME.out` byte
//!   for byte under a time limit, then run the snapshot tests with `INSTA_UPDATE=no`.
//! - `cargo xtask bench [--quick] [--no-criterion]`: time every solver as a whole process on
//!   seeded inputs against the classic algorithm kept beside it, and search-core against
//!   `pathfinding`; rewrite BENCHMARKS.md and `docs/benchmarks.svg` (not with `--quick`).
//! - `cargo xtask census`: count every Rotation Game board and write the census tables of the
//!   READMEs and `docs/census.svg`.
//! - `cargo xtask atlas`: count every Loopover board of up to 12 cells in both metrics and write
//!   the atlas into the cantor-grid README and `docs/loopover-atlas.svg`.
//! - `cargo xtask generate <kind> …`: write a seeded input in the judge format on stdout, the
//!   same the benchmarks use.
//! - `cargo xtask fuzz [--seconds N] [--target NAME]`: run the cargo-fuzz targets of `fuzz/` in
//!   turn and print executions, executions a second, corpus size and crashes for each.
//! - `cargo xtask lights-out [--from N] [--to N]`: flip-game on the all-on n × n Lights Out
//!   board for each n (by default 79, the first unpublished term), with its time; outside CI.
//!
//! The solvers are run as binaries: xtask depends on no solver crate, so one that does not
//! compile stops only its own problem. The cargo alias lives in `.cargo/config.toml`.

mod atlas;
mod bench;
mod census;
mod chart;
mod fuzz;
mod generate;
mod lights_out;
mod loopsolver;
mod measure;
mod verify;

use clap::{Parser, Subcommand};
use std::io;
use std::path::{Path, PathBuf};
use std::process::{self, ExitCode, ExitStatus};

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
    /// Time every solver against its classic algorithm, and search-core against `pathfinding`.
    Bench(bench::Args),
    /// Count every Rotation Game board and write the census tables and chart into the docs.
    Census,
    /// Count every Loopover board of up to 12 cells and write the atlas and its chart.
    Atlas,
    /// Write a seeded input in the judge format on stdout.
    #[command(subcommand)]
    Generate(generate::Kind),
    /// Run the cargo-fuzz targets in turn (needs cargo-fuzz and a nightly toolchain).
    Fuzz(fuzz::Args),
    /// Run flip-game on the all-on n × n Lights Out board for each n and print what it says and
    /// how long it took; outside CI.
    LightsOut(lights_out::Args),
    /// Run torchlight's loopsolver (from a checkout, compiled with javac) and cantor-grid on the
    /// same random 4 × 4 boards, and print both times; outside CI.
    Loopsolver(loopsolver::Args),
    /// Run one command once and print its wall time and peak memory (used by `bench`).
    #[command(hide = true)]
    Measure(measure::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let root = workspace_root();
    // Whether the command's checks passed; an error is a failure too.
    let result = match cli.command {
        Command::Verify(args) => verify::run(&root, &args),
        Command::Bench(args) => bench::run(&root, &args).map(|()| true),
        Command::Census => census::run(&root).map(|()| true),
        Command::Atlas => atlas::run(&root).map(|()| true),
        Command::Generate(kind) => generate::run(&kind).map(|()| true),
        Command::Fuzz(args) => fuzz::run(&root, &args),
        Command::Measure(args) => measure::run(&args),
        Command::Loopsolver(args) => loopsolver::run(&root, &args),
        Command::LightsOut(args) => lights_out::run(&root, &args),
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

/// A `cargo` command (the one running us, if any) in the workspace.
fn cargo(root: &Path) -> process::Command {
    let mut cmd =
        process::Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    cmd.current_dir(root);
    cmd
}

/// Builds the release binaries of `packages` (each solver's binary has its package's name).
fn build_release(root: &Path, packages: &[&str]) -> io::Result<()> {
    if packages.is_empty() {
        return Ok(());
    }
    let mut cargo = cargo(root);
    cargo.args(["build", "--release", "--bins"]);
    for package in packages {
        cargo.args(["--package", package]);
    }
    check(cargo.status()?, "cargo build --release")
}

/// An error unless `status` is success.
fn check(status: ExitStatus, what: &str) -> io::Result<()> {
    if status.success() {
        Ok(())
    } else {
        Err(io::Error::other(format!("{what} failed ({status})")))
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
