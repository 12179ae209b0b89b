//! Whole-process measurements: wall time and peak memory of one solver run.
//!
//! Peak memory comes from `getrusage(RUSAGE_CHILDREN)`, which reports the largest child the caller
//! has waited for. So that each figure belongs to exactly one run, every run goes through a fresh
//! copy of this program (`xtask measure`), which starts the solver once, waits, and prints the
//! figures for the parent to read.

use nix::sys::resource::{UsageWho, getrusage};
use std::fs::File;
use std::io;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One run's figures.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub wall: Duration,
    pub peak_kib: u64,
}

/// Flags of the hidden `cargo xtask measure` used by `bench`.
#[derive(clap::Args)]
pub struct Args {
    /// The file given to the program on stdin.
    #[arg(long)]
    input: std::path::PathBuf,
    /// The program and its flags.
    #[arg(trailing_var_arg = true, required = true)]
    command: Vec<String>,
}

/// Runs the command once (stdout discarded) and prints `nanoseconds peak_kib` on stdout.
pub fn run(args: &Args) -> io::Result<bool> {
    let start = Instant::now();
    let status = Command::new(&args.command[0])
        .args(&args.command[1..])
        .stdin(File::open(&args.input)?)
        .stdout(Stdio::null())
        .status()?;
    let wall = start.elapsed();
    let usage = getrusage(UsageWho::RUSAGE_CHILDREN).map_err(io::Error::from)?;
    // Linux reports ru_maxrss in KiB.
    println!("{} {}", wall.as_nanos(), usage.max_rss());
    Ok(status.success())
}

/// Measures `program args < input` once, through a fresh `xtask measure` process.
///
/// The binary is started directly, never through `cargo run`: cargo execs into the program it
/// runs, and resource usage survives exec, so the children cargo had already waited for (rustc)
/// would count towards the peak.
pub fn sample(program: &Path, args: &[String], input: &Path) -> io::Result<Sample> {
    let output = Command::new(std::env::current_exe()?)
        .arg("measure")
        .arg("--input")
        .arg(input)
        .arg("--")
        .arg(program)
        .args(args)
        .stderr(Stdio::inherit())
        .output()?;
    let text = String::from_utf8_lossy(&output.stdout);
    let mut fields = text.split_whitespace().map(|f| f.parse::<u64>());
    match (output.status.success(), fields.next(), fields.next()) {
        (true, Some(Ok(nanos)), Some(Ok(kib))) => Ok(Sample {
            wall: Duration::from_nanos(nanos),
            peak_kib: kib,
        }),
        _ => Err(io::Error::other(format!(
            "{} {} failed on {} ({})",
            program.display(),
            args.join(" "),
            input.display(),
            output.status
        ))),
    }
}

/// Summary of several runs.
#[derive(Clone, Copy, Debug)]
pub struct Summary {
    pub median: Duration,
    pub min: Duration,
    pub max: Duration,
    pub peak_kib: u64,
}

/// The median, minimum and maximum wall time, and the largest peak memory, of `samples`.
pub fn summarize(samples: &[Sample]) -> Summary {
    let mut walls: Vec<Duration> = samples.iter().map(|s| s.wall).collect();
    walls.sort();
    let median = if walls.len() % 2 == 1 {
        walls[walls.len() / 2]
    } else {
        (walls[walls.len() / 2 - 1] + walls[walls.len() / 2]) / 2
    };
    Summary {
        median,
        min: walls[0],
        max: walls[walls.len() - 1],
        peak_kib: samples.iter().map(|s| s.peak_kib).max().unwrap_or(0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Sample {
        Sample {
            wall: Duration::from_millis(n),
            peak_kib: n,
        }
    }

    #[test]
    fn median_of_odd_and_even_counts() {
        let s = summarize(&[ms(5), ms(1), ms(3)]);
        assert_eq!(
            (s.median, s.min, s.max, s.peak_kib),
            (
                Duration::from_millis(3),
                Duration::from_millis(1),
                Duration::from_millis(5),
                5
            )
        );
        assert_eq!(summarize(&[ms(4), ms(2)]).median, Duration::from_millis(3));
    }
}
