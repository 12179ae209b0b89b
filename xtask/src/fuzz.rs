//! `cargo xtask fuzz [--seconds N] [--target NAME]`: runs the cargo-fuzz targets of `fuzz/` one
//! after the other and prints what each did: executions, executions a second, corpus size and
//! crashes (files libFuzzer left in `fuzz/artifacts/<target>/`). It fails if any target crashed.
//!
//! cargo-fuzz needs a nightly compiler: `cargo +nightly fuzz` when rustup has a nightly
//! toolchain, otherwise the default toolchain with `RUSTC_BOOTSTRAP=1`, which lets a stable
//! compiler take the nightly flags. The corpus of each parser target is seeded from `testdata/`
//! (every `.in` file behind the first bytes that pick its flags); corpora and artifacts stay out of
//! git.

use std::fs;
use std::io;
use std::path::Path;
use std::process::{Command, Stdio};
use testkit::layout;

/// The targets, in the order they run: a parser target and a differential one per solver, and one
/// for Loopover boards past the judge's 3 × 3.
const TARGETS: [&str; 9] = [
    "parse_rotation",
    "parse_dicey",
    "parse_flip",
    "parse_cantor",
    "diff_rotation",
    "diff_dicey",
    "diff_flip",
    "diff_cantor",
    "diff_loopover",
];

/// The longest input libFuzzer makes: a few dozen cases, so that each run takes microseconds.
const MAX_LEN: usize = 4096;
/// A run that takes longer than this many seconds is a hang.
const TIMEOUT_SECONDS: u32 = 10;
/// Memory past this many MB is a finding: the largest input a target makes needs a few MB.
const RSS_LIMIT_MB: u32 = 1024;

#[derive(clap::Args)]
pub struct Args {
    /// How long each target runs.
    #[arg(long, default_value_t = 60)]
    seconds: u32,
    /// Run only this target (default: all of them).
    #[arg(long, value_parser = clap::builder::PossibleValuesParser::new(TARGETS))]
    target: Option<String>,
}

/// What one target's run did.
struct Outcome {
    target: &'static str,
    executions: u64,
    per_second: u64,
    corpus: usize,
    crashes: usize,
}

pub fn run(root: &Path, args: &Args) -> io::Result<bool> {
    let fuzz = root.join("fuzz");
    if !cargo_fuzz(&fuzz)
        .arg("--version")
        .stdout(Stdio::null())
        .status()?
        .success()
    {
        eprintln!(
            "cargo-fuzz is not installed: `cargo install cargo-fuzz` (see the README, \"Fuzzing\")"
        );
        return Ok(false);
    }
    let targets: Vec<&'static str> = TARGETS
        .into_iter()
        .filter(|t| args.target.as_deref().is_none_or(|only| only == *t))
        .collect();
    eprintln!("building the fuzz targets ({})", toolchain_note());
    let built = cargo_fuzz(&fuzz)
        .args(["build", "--sanitizer", "none", "--debug-assertions"])
        .status()?;
    if !built.success() {
        return Ok(false);
    }
    let mut outcomes = Vec::new();
    for target in targets {
        let corpus = fuzz.join("corpus").join(target);
        fs::create_dir_all(&corpus)?;
        seed(root, target, &corpus)?;
        let artifacts = fuzz.join("artifacts").join(target);
        fs::create_dir_all(&artifacts)?;
        let crashes_before = count_files(&artifacts)?;
        eprintln!("fuzzing {target} for {} s", args.seconds);
        let output = cargo_fuzz(&fuzz)
            .args(["run", "--sanitizer", "none", "--debug-assertions", target])
            .arg(&corpus)
            .arg("--")
            .arg(format!("-max_total_time={}", args.seconds))
            .arg(format!("-max_len={MAX_LEN}"))
            .arg(format!("-timeout={TIMEOUT_SECONDS}"))
            .arg(format!("-rss_limit_mb={RSS_LIMIT_MB}"))
            .arg(format!("-artifact_prefix={}/", artifacts.display()))
            .arg("-print_final_stats=1")
            .stdout(Stdio::null())
            .output()?;
        let log = String::from_utf8_lossy(&output.stderr);
        let (executions, per_second) = final_stats(&log);
        // libFuzzer's own last line, for whoever quotes the figures.
        if let Some(last) = log.lines().rev().find(|l| l.contains("DONE")) {
            eprintln!("{target}: {last}");
        }
        let crashes = count_files(&artifacts)? - crashes_before;
        if crashes > 0 || !output.status.success() {
            eprintln!("{}", tail(&log, 40));
        }
        outcomes.push(Outcome {
            target,
            executions,
            per_second,
            corpus: count_files(&corpus)?,
            crashes: crashes.max(usize::from(!output.status.success())),
        });
    }
    println!(
        "\n{:16} {:>12} {:>10} {:>8} {:>8}",
        "target", "executions", "exec/s", "corpus", "crashes"
    );
    for o in &outcomes {
        println!(
            "{:16} {:>12} {:>10} {:>8} {:>8}",
            o.target, o.executions, o.per_second, o.corpus, o.crashes
        );
    }
    Ok(outcomes.iter().all(|o| o.crashes == 0))
}

/// `cargo fuzz` in `fuzz/`, with a nightly toolchain when rustup has one, else the default
/// toolchain told to accept nightly flags.
fn cargo_fuzz(fuzz: &Path) -> Command {
    let mut command = Command::new("cargo");
    // The fuzz package builds into its own `fuzz/target`, whatever the workspace uses.
    command
        .arg("fuzz")
        .current_dir(fuzz)
        .env_remove("CARGO")
        .env_remove("CARGO_TARGET_DIR");
    if has_nightly() {
        command.env("RUSTUP_TOOLCHAIN", "nightly");
    } else {
        command.env("RUSTC_BOOTSTRAP", "1");
    }
    command
}

fn has_nightly() -> bool {
    Command::new("rustup")
        .args(["run", "nightly", "rustc", "--version"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn toolchain_note() -> &'static str {
    if has_nightly() {
        "nightly toolchain"
    } else {
        "no nightly toolchain: the default one with RUSTC_BOOTSTRAP=1"
    }
}

/// The shapes `parse_flip` takes `--size` from, by the low four bits of its first byte: the same
/// list as its `SHAPES` (a test below keeps the two equal).
const FLIP_SHAPES: [&str; 16] = [
    "4x4", "1x1", "3x7", "5x5", "9x9", "200x200", "3x3", "2x3", "1x5", "4x5", "5x4", "6x6", "3x10",
    "16x16", "1x20", "20x20",
];

/// Puts the input of every testdata case of a parser target's problem (read through
/// `testkit::layout`, as verify reads them) into its corpus, behind each first byte that picks
/// flags (for flip-game: the case's own `--size` from its `.args`, with each algorithm, explained
/// or not).
fn seed(root: &Path, target: &str, corpus: &Path) -> io::Result<()> {
    let problem = match target {
        "parse_rotation" => "rotation-game",
        "parse_dicey" => "dicey-problem",
        "parse_cantor" => "cantor-grid",
        "parse_flip" => "flip-game",
        _ => return Ok(()),
    };
    let testdata = layout::problem(&root.join("testdata").join(problem))?;
    for case in &testdata.cases {
        let text = fs::read(&case.input)?;
        if text.len() > MAX_LEN {
            continue;
        }
        let flag_bytes: Vec<u8> = match target {
            "parse_rotation" | "parse_dicey" => (0..4).collect(),
            "parse_cantor" => (0..8).collect(),
            _ => {
                let size = case
                    .args
                    .iter()
                    .skip_while(|a| *a != "--size")
                    .nth(1)
                    .map_or("4x4", String::as_str);
                let Some(shape) = FLIP_SHAPES.iter().position(|s| *s == size) else {
                    continue;
                };
                let shape = shape as u8;
                (0..5u8)
                    .flat_map(|algorithm| [0, 16].map(|explain| shape | explain | algorithm << 5))
                    .collect()
            }
        };
        for &byte in &flag_bytes {
            let mut seed = vec![byte];
            seed.extend_from_slice(&text);
            let name = format!("testdata-{}-{byte:02x}", case.name);
            fs::write(corpus.join(name), seed)?;
        }
    }
    Ok(())
}

/// Executions and executions a second from libFuzzer's last status line (`#N DONE … exec/s: E`).
fn final_stats(log: &str) -> (u64, u64) {
    let Some(line) = log
        .lines()
        .rev()
        .find(|l| l.starts_with('#') && l.contains("exec/s:"))
    else {
        return (0, 0);
    };
    let executions = line[1..]
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    let per_second = line
        .split("exec/s:")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    (executions, per_second)
}

fn count_files(dir: &Path) -> io::Result<usize> {
    Ok(fs::read_dir(dir)?
        .filter_map(Result::ok)
        .filter(|e| e.path().is_file())
        .count())
}

/// The last `lines` lines of `log`.
fn tail(log: &str, lines: usize) -> String {
    let all: Vec<&str> = log.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_status_line_gives_the_figures() {
        let log = "#2\tINITED cov: 10 exec/s: 0 rss: 30Mb\n\
                   #1048576\tpulse  cov: 200 corp: 50/1Kb exec/s: 17476 rss: 40Mb\n\
                   #1200000\tDONE   cov: 210 corp: 55/2Kb lim: 4096 exec/s: 19672 rss: 41Mb\n\
                   Done 1200000 runs in 61 second(s)\n";
        assert_eq!(final_stats(log), (1_200_000, 19_672));
        assert_eq!(final_stats("no figures"), (0, 0));
    }

    #[test]
    fn the_flip_shapes_are_those_of_the_target() {
        let target = include_str!("../../fuzz/fuzz_targets/parse_flip.rs");
        let quoted: Vec<String> = FLIP_SHAPES.iter().map(|s| format!("\"{s}\"")).collect();
        let list = quoted.join(", ");
        let flat: String = target.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(&list), "parse_flip's SHAPES are not {list}");
    }

    #[test]
    fn every_target_is_a_binary_of_the_fuzz_package() {
        let manifest = include_str!("../../fuzz/Cargo.toml");
        for target in TARGETS {
            assert!(
                manifest.contains(&format!("name = \"{target}\"")),
                "{target} is not in fuzz/Cargo.toml"
            );
        }
        assert_eq!(manifest.matches("[[bin]]").count(), TARGETS.len());
    }
}
