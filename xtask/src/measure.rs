//! Whole-process measurements: wall time, CPU time (user + system) and peak memory of one run.
//!
//! CPU time and peak memory come from `getrusage(RUSAGE_CHILDREN)`, which sums the times of the
//! children the caller has waited for and reports the largest one's memory. So that each figure belongs to exactly one run, every run goes through a fresh
//! copy of this program (`xtask measure`), which starts the solver once, waits, and prints the
//! figures for the parent to read.

use nix::sys::resource::{UsageWho, getrusage};
use std::fs::File;
use std::io::{self, Write};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// One run's figures.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub wall: Duration,
    /// User and system time together: what a judge counts.
    pub cpu: Duration,
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

/// Runs the command once (stdout discarded) and prints `wall_ns cpu_ns peak_kib` on stdout.
pub fn run(args: &Args) -> io::Result<bool> {
    let start = Instant::now();
    let status = Command::new(&args.command[0])
        .args(&args.command[1..])
        .stdin(File::open(&args.input)?)
        .stdout(Stdio::null())
        .status()?;
    let wall = start.elapsed();
    let (cpu, peak_kib) = children()?;
    println!("{} {} {}", wall.as_nanos(), cpu.as_nanos(), peak_kib);
    Ok(status.success())
}

/// The CPU time (user + system) of the children this process has waited for so far, and the
/// largest one's peak memory in KiB (as Linux reports `ru_maxrss`).
pub fn children() -> io::Result<(Duration, u64)> {
    let usage = getrusage(UsageWho::RUSAGE_CHILDREN).map_err(io::Error::from)?;
    let micros = |t: nix::sys::time::TimeVal| {
        Duration::from_secs(t.tv_sec().max(0) as u64)
            + Duration::from_micros(t.tv_usec().max(0) as u64)
    };
    let cpu = micros(usage.user_time()) + micros(usage.system_time());
    Ok((cpu, u64::try_from(usage.max_rss()).unwrap_or(0)))
}

/// Runs `command` to the end with `input` on its stdin and its stdout (and stderr, if the
/// caller piped it) kept: its CPU time (user + system; it must be this process's only child
/// running), its wall time and its output.
pub fn piped(command: &mut Command, input: &str) -> io::Result<(Duration, Duration, Output)> {
    let (cpu, _) = children()?;
    let start = Instant::now();
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()?;
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(input.as_bytes())?;
    let out = child.wait_with_output()?;
    let wall = start.elapsed();
    Ok((children()?.0 - cpu, wall, out))
}

/// Measures `program args < input` once, through a fresh `xtask measure` process.
///
/// The binary is started directly, never through `cargo run`: cargo execs into the program it
/// runs, and resource usage survives exec, so the children cargo had already waited for (rustc)
/// would count towards the peak.
pub fn sample(program: &Path, args: &[String], input: &Path) -> io::Result<Sample> {
    sample_in(program, args, input, &[])
}

/// [`sample`], with environment variables set for the program (a scratch cache directory).
pub fn sample_in(
    program: &Path,
    args: &[String],
    input: &Path,
    env: &[(&str, &Path)],
) -> io::Result<Sample> {
    let output = Command::new(std::env::current_exe()?)
        .envs(env.iter().copied())
        .arg("measure")
        .arg("--input")
        .arg(input)
        .arg("--")
        .arg(program)
        .args(args)
        .stderr(Stdio::inherit())
        .output()?;
    let text = String::from_utf8_lossy(&output.stdout);
    let fields: Vec<u64> = text
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    match (output.status.success(), &fields[..]) {
        (true, &[wall, cpu, kib]) => Ok(Sample {
            wall: Duration::from_nanos(wall),
            cpu: Duration::from_nanos(cpu),
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
    /// The median CPU time (user + system).
    pub cpu: Duration,
    pub peak_kib: u64,
}

/// The median, minimum and maximum wall time, the median CPU time, and the largest peak memory,
/// of `samples`.
pub fn summarize(samples: &[Sample]) -> Summary {
    let mut walls: Vec<Duration> = samples.iter().map(|s| s.wall).collect();
    walls.sort();
    let mut cpus: Vec<Duration> = samples.iter().map(|s| s.cpu).collect();
    cpus.sort();
    Summary {
        median: median(&walls),
        min: walls[0],
        max: walls[walls.len() - 1],
        cpu: median(&cpus),
        peak_kib: samples.iter().map(|s| s.peak_kib).max().unwrap_or(0),
    }
}

/// The median of sorted, non-empty `values`.
fn median(values: &[Duration]) -> Duration {
    let n = values.len();
    if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Sample {
        Sample {
            wall: Duration::from_millis(n),
            cpu: Duration::from_millis(2 * n),
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
        assert_eq!(s.cpu, Duration::from_millis(6));
        assert_eq!(summarize(&[ms(4), ms(2)]).median, Duration::from_millis(3));
    }
}
