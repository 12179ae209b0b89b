//! `cargo xtask loopsolver --mirror PATH`: the best public optimal 4 × 4 Loopover solver
//! (torchlight's `loopsolver`, Java, IDA* on the walking-distance bound) and `cantor-grid
//! --size 4x4` side by side on the same seeded random boards, outside CI. Its source is not
//! part of this repository: it is compiled with `javac` from a checkout the user names into the
//! target directory, run as one JVM on all boards, and its move counts are checked against
//! ours (both are optimal in the single-tile metric, so every count must agree).

use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use testkit::generate::{self, Rng};

use crate::measure;

#[derive(clap::Args)]
pub struct Args {
    /// A checkout of loopsolver (the folder holding `src/loopsolver/Main.java`).
    #[arg(long)]
    mirror: PathBuf,
    /// How many random boards.
    #[arg(long, default_value_t = 100)]
    boards: usize,
    /// The seed of the boards (the benchmark's 4 × 4 rows use 2026 after other draws).
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Builds both, runs both on the same boards, prints the times and whether the counts agree.
pub fn run(root: &Path, args: &Args) -> io::Result<bool> {
    crate::build_release(root, &["cantor-grid"])?;
    let ours = crate::target_dir(root).join("release").join("cantor-grid");
    let classes = crate::target_dir(root).join("loopsolver-classes");
    compile(&args.mirror, &classes)?;
    let input = generate::loopover_solved_queries(&mut Rng::new(args.seed), args.boards, (4, 4));
    let boards = starts(&input);
    // Ours: the judge format, one process; and one board alone for the tables (the block table
    // read from the user's cache, or built there the first time, and the walking tables).
    let one = generate::loopover_solved_queries(&mut Rng::new(args.seed), 1, (4, 4));
    let (ours_one, _) = timed(Command::new(&ours).args(["--size", "4x4", "--moves"]), &one)?;
    let (ours_all, out) = timed(
        Command::new(&ours).args(["--size", "4x4", "--moves"]),
        &input,
    )?;
    let our_counts: Vec<usize> = out
        .lines()
        .map(|l| {
            l.split_whitespace()
                .nth(2)
                .and_then(|n| n.parse().ok())
                .unwrap_or(usize::MAX)
        })
        .collect();
    // Theirs: letters, one board a line, on standard input of one JVM.
    let letters: String = boards
        .iter()
        .map(|b| {
            let mut line: String = b.iter().map(|&t| char::from(b'A' + t - 1)).collect();
            line.push('\n');
            line
        })
        .collect();
    let java = |text: &str| {
        timed(
            Command::new("java")
                .arg("-cp")
                .arg(&classes)
                .args(["loopsolver.Main", "-interactive"]),
            text,
        )
    };
    let (their_one, _) = java(&letters[..17])?;
    let (their_all, out) = java(&letters)?;
    let their_counts: Vec<usize> = out
        .lines()
        .filter(|l| !l.starts_with("using"))
        .map(|l| l.split_whitespace().map(amount).sum())
        .collect();
    let agree = our_counts == their_counts;
    let per = |all: f64, one: f64| (all - one) / (args.boards as f64 - 1.0) * 1000.0;
    println!(
        "{} random 4 × 4 boards (seed {}), single-tile metric, CPU time (user + system) of one process each:",
        args.boards, args.seed
    );
    println!(
        "  cantor-grid: {ours_all:.2} s for all, {ours_one:.2} s for one (the tables: read from \
         the cache, or built the first time); {:.1} ms a board after it",
        per(ours_all, ours_one)
    );
    println!(
        "  loopsolver:  {their_all:.2} s for all, {their_one:.2} s for one (the JVM, its \
         compiler threads and tables); {:.1} ms a board after it",
        per(their_all, their_one)
    );
    if agree {
        let mean = our_counts.iter().sum::<usize>() as f64 / our_counts.len() as f64;
        println!("  every move count agrees (mean {mean:.2})");
    } else {
        println!("  the move counts differ:\n  ours   {our_counts:?}\n  theirs {their_counts:?}");
    }
    Ok(agree)
}

/// The single-tile moves of one move token of theirs, `xUy'`, `xLy` or `xU` (one place).
fn amount(token: &str) -> usize {
    let after = token
        .trim_end_matches('\'')
        .split(['U', 'L'])
        .nth(1)
        .unwrap_or("");
    after.parse().unwrap_or(1)
}

/// Compiles the checkout's Java sources into `classes` (skipped when already there).
fn compile(mirror: &Path, classes: &Path) -> io::Result<()> {
    if classes.join("loopsolver").join("Main.class").exists() {
        return Ok(());
    }
    let src = mirror.join("src").join("loopsolver");
    let mut files = Vec::new();
    for dir in [src.clone(), src.join("fivetwophase")] {
        for entry in std::fs::read_dir(&dir)? {
            let path = entry?.path();
            if path.extension().is_some_and(|e| e == "java") {
                files.push(path);
            }
        }
    }
    let status = Command::new("javac")
        .arg("-d")
        .arg(classes)
        .args(&files)
        .status()?;
    crate::check(status, "javac on the loopsolver sources")
}

/// The starts of the cases of a `--size 4x4` input, tiles row by row.
fn starts(input: &str) -> Vec<Vec<u8>> {
    let lines: Vec<&str> = input.lines().skip(1).collect();
    lines
        .chunks(8)
        .map(|case| {
            case[..4]
                .iter()
                .flat_map(|l| l.split_whitespace())
                .map(|t| t.parse().expect("a tile"))
                .collect()
        })
        .collect()
}

/// Runs `command` on `input`; its CPU time (user + system, every thread) in seconds, which a
/// loaded machine disturbs less than wall time, and its standard output.
fn timed(command: &mut Command, input: &str) -> io::Result<(f64, String)> {
    let (cpu, _, out) = measure::piped(command.stderr(Stdio::inherit()), input)?;
    crate::check(out.status, "a solver run")?;
    Ok((
        cpu.as_secs_f64(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    ))
}
