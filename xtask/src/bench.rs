//! `cargo xtask bench`: every solver as a whole process on seeded inputs, each default algorithm
//! against the classic algorithm kept beside it, and search-core against the `pathfinding` crate
//! (from the crates' criterion benches), in one run on one machine.

use crate::measure::{self, Summary};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

mod lights_out;
mod per_board;
mod report;
mod scenarios;

use report::{Comparison, Line};
use scenarios::{FULL, QUICK, Scenario, scenarios};

/// Flags of `cargo xtask bench`.
#[derive(clap::Args)]
pub struct Args {
    /// Small inputs and few runs, for CI: prints the table, leaves BENCHMARKS.md alone.
    #[arg(long)]
    quick: bool,
    /// Skip the criterion comparisons with `pathfinding` (whole-process timings only).
    #[arg(long)]
    no_criterion: bool,
}

/// The solvers the scenarios run.
const SOLVERS: [&str; 4] = ["rotation-game", "flip-game", "cantor-grid", "dicey-problem"];

/// Measures every scenario and prints the table; without `--quick`, also writes BENCHMARKS.md and
/// the charts.
pub fn run(root: &Path, args: &Args) -> io::Result<()> {
    let plan = if args.quick { QUICK } else { FULL };
    crate::build_release(root, &SOLVERS)?;
    let bin = crate::target_dir(root).join("release");
    let work = crate::target_dir(root).join("xtask-bench");
    fs::create_dir_all(&work)?;

    let hardest = solver_output(&bin.join("rotation-game"), &["stats", "--hardest"])?;
    let mut scenarios = scenarios(&plan, &hardest);
    scenarios.extend(lights_out::scenarios(args.quick));
    build_examples(root, &scenarios)?;
    let mut lines = Vec::new();
    for (i, scenario) in scenarios.iter().enumerate() {
        let input = work.join(format!("{i:02}-{}.in", scenario.problem));
        fs::write(&input, &scenario.input)?;
        let program = bin.join(scenario.problem);
        // The floor: a process that starts, reads the same input and writes nothing.
        let floor = measure::summarize(
            &(0..plan.runs)
                .map(|_| measure::sample(Path::new("cat"), &[], &input))
                .collect::<io::Result<Vec<_>>>()?,
        );
        let mut default: Option<Summary> = None;
        for (j, variant) in scenario.variants.iter().enumerate() {
            let flags: Vec<String> = variant.flags.iter().map(|f| f.to_string()).collect();
            let runs = match (j, variant.runs, scenario.runs) {
                (_, Some(runs), _) | (0, None, Some(runs)) => runs,
                (0, None, None) => plan.runs,
                _ => plan.classic_runs,
            };
            let (program, name) = match variant.example {
                Some(example) => (bin.join("examples").join(example), example),
                None => (program.clone(), scenario.problem),
            };
            let samples = (0..runs)
                .map(|_| measure::sample(&program, &flags, &input))
                .collect::<io::Result<Vec<_>>>()?;
            let summary = measure::summarize(&samples);
            let line = Line {
                problem: scenario.problem,
                about: scenario.about.clone(),
                algorithm: variant.label,
                command: format!("{name} {}", flags.join(" ")).trim_end().to_string(),
                summary,
                floor,
                target: if j == 0 { scenario.target } else { None },
                speedup_of_default: default
                    .map(|d| summary.median.as_secs_f64() / d.median.as_secs_f64()),
            };
            eprintln!("{}", report::line_text(&line));
            lines.push(line);
            default.get_or_insert(summary);
        }
    }
    let boards = per_board::measure(&bin.join("cantor-grid"), plan.loopover_random_boards as u64)?;
    // The one-time table build, a minute or more a metric: full runs only.
    let builds = if args.quick {
        Vec::new()
    } else {
        let scratch = crate::target_dir(root).join("bench-first-build");
        fs::create_dir_all(&scratch)?;
        per_board::first_build(&bin.join("cantor-grid"), &scratch)?
    };
    let boards = per_board::markdown(&boards, &builds);
    let comparisons = if args.no_criterion {
        Vec::new()
    } else {
        criterion_comparisons(root, args.quick)?
    };
    print!("{}{boards}", report::table(&lines, &comparisons));
    if !args.quick {
        let machine = report::machine();
        fs::write(
            root.join("BENCHMARKS.md"),
            report::markdown(
                &machine,
                (plan.runs, plan.classic_runs),
                &lines,
                &comparisons,
                &boards,
            ),
        )?;
        let speedups = report::speedups(&lines, &comparisons);
        crate::chart::save(root, "benchmarks.svg", speedups)?;
        crate::chart::save(root, "floor.svg", report::floor(&lines))?;
        println!("wrote BENCHMARKS.md, docs/benchmarks.svg and docs/floor.svg");
    }
    Ok(())
}

/// Builds, in release, every example a scenario runs as a yardstick.
fn build_examples(root: &Path, scenarios: &[Scenario]) -> io::Result<()> {
    for scenario in scenarios {
        for example in scenario.variants.iter().filter_map(|v| v.example) {
            let mut cargo = crate::cargo(root);
            cargo.args(["build", "--release", "--package", scenario.problem]);
            cargo.args(["--example", example]);
            crate::check(cargo.status()?, &format!("cargo build --example {example}"))?;
        }
    }
    Ok(())
}

/// The stdout of a solver run with no input, e.g. `rotation-game stats --hardest`.
fn solver_output(program: &Path, args: &[&str]) -> io::Result<String> {
    let out = Command::new(program)
        .args(args)
        .stdin(std::process::Stdio::null())
        .output()?;
    if !out.status.success() {
        return Err(io::Error::other(format!(
            "{} {} failed",
            program.display(),
            args.join(" ")
        )));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The criterion groups that pit search-core against `pathfinding`: `(solver, bench target of the
/// benchmarks package, group, what it measures)`. Each group has the functions `search-core` and `pathfinding`; a bench whose
/// answers can differ from ours prints `pathfinding-differs: K of N` on stdout.
const PATHFINDING_GROUPS: &[(&str, &str, &str, &str)] = &[
    (
        "flip-game",
        "flip-game-pathfinding",
        "flip_table",
        "flip-game: distances of all 2^16 4 × 4 boards",
    ),
    (
        "cantor-grid",
        "cantor-grid-pathfinding",
        "cantor_table",
        "cantor-grid: distances of all 9! arrangements (search-core by symmetry classes on every core, pathfinding plainly on one)",
    ),
    (
        "dicey-problem",
        "dicey-problem-pathfinding",
        "dicey_bfs",
        "dicey BFS, 1000 × 1000 serpentine (500,500-move tour)",
    ),
    (
        "rotation-game",
        "rotation-game-pathfinding",
        "rotation_ida_star",
        "rotation-game: IDA* on 10 random boards",
    ),
];

fn criterion_comparisons(root: &Path, quick: bool) -> io::Result<Vec<Comparison>> {
    let mut out = Vec::new();
    for &(krate, bench, group, about) in PATHFINDING_GROUPS {
        let mut cmd = crate::cargo(root);
        cmd.args([
            "bench",
            "--package",
            "benchmarks",
            "--bench",
            bench,
            "--",
            group,
        ]);
        if quick {
            cmd.args([
                "--warm-up-time",
                "0.1",
                "--measurement-time",
                "0.1",
                "--sample-size",
                "10",
                // Drawing criterion's HTML plots costs more than the quick measurements.
                "--noplot",
            ]);
        }
        // Criterion's report goes to stdout; keep it for the notes the bench prints there.
        let output = cmd.stderr(std::process::Stdio::inherit()).output()?;
        if !output.status.success() {
            return Err(io::Error::other(format!(
                "cargo bench -p benchmarks --bench {bench} ({krate}) failed"
            )));
        }
        let stdout = String::from_utf8_lossy(&output.stdout);
        let differs = stdout
            .lines()
            .find_map(|l| l.strip_prefix("pathfinding-differs: "))
            .map(str::to_string);
        let dir = crate::target_dir(root).join("criterion").join(group);
        let ours = median_ns(&dir.join("search-core"))?;
        let theirs = median_ns(&dir.join("pathfinding"))?;
        eprintln!("{about}: search-core {ours:.0} ns, pathfinding {theirs:.0} ns");
        out.push(Comparison {
            about,
            ours_ns: ours,
            theirs_ns: theirs,
            differs,
        });
    }
    Ok(out)
}

/// The median point estimate, in nanoseconds, from criterion's `new/estimates.json`.
fn median_ns(function_dir: &Path) -> io::Result<f64> {
    let path: PathBuf = function_dir.join("new").join("estimates.json");
    let text = fs::read_to_string(&path)?;
    parse_median(&text).ok_or_else(|| io::Error::other(format!("no median in {}", path.display())))
}

/// Reads `"median": { …, "point_estimate": X, … }` without a JSON dependency: the file's shape
/// is criterion's and fixed.
fn parse_median(json: &str) -> Option<f64> {
    let median = &json[json.find("\"median\"")?..];
    let after = &median[median.find("\"point_estimate\"")? + "\"point_estimate\"".len()..];
    let number = after.trim_start().strip_prefix(':')?.trim_start();
    let end = number
        .find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '-' | '+')))
        .unwrap_or(number.len());
    number[..end].parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_is_read_from_criterion_estimates() {
        let json = r#"{"mean":{"confidence_interval":{"confidence_level":0.95,"lower_bound":1.0,"upper_bound":2.0},"point_estimate":1.5,"standard_error":0.1},"median":{"confidence_interval":{"confidence_level":0.95,"lower_bound":1.0,"upper_bound":2.0},"point_estimate":1234.5e0,"standard_error":0.1}}"#;
        assert_eq!(parse_median(json), Some(1234.5));
        assert_eq!(parse_median("{}"), None);
    }
}
