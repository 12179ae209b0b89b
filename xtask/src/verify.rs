//! `cargo xtask verify`: every testdata case through its release-built solver, then the snapshots.

use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;
use testkit::diff;
use testkit::layout::{self as testdata, Problem};

mod report;
mod run;

use run::{Solver, Verdict};

/// Flags of `cargo xtask verify`.
#[derive(clap::Args)]
pub struct Args {
    /// Only this problem (a folder of testdata/ and the solver of the same name).
    #[arg(long, value_name = "NAME")]
    problem: Option<String>,
    /// Skip the snapshot tests (the judge run alone).
    #[arg(long)]
    no_snapshots: bool,
    /// Also write the outcome as a Markdown report for a pull request: the verdicts, the diff of
    /// every wrong answer, and the diff of every snapshot that changed. It is appended to
    /// `$GITHUB_STEP_SUMMARY` too when that is set (as in GitHub Actions), even without this flag.
    #[arg(long, value_name = "FILE")]
    report: Option<PathBuf>,
}

/// The outcome of one case, as the table shows it.
#[derive(Debug)]
pub struct Row {
    pub problem: String,
    pub case: String,
    /// `None` when the case could not be judged (no `.out` file), which counts as a failure.
    pub verdict: Option<Verdict>,
    pub elapsed: Duration,
    /// What to show under the table: a diff, stderr, or why the case was not judged.
    pub detail: Option<String>,
}

impl Row {
    fn passed(&self) -> bool {
        self.verdict == Some(Verdict::Ac)
    }
}

/// Builds, judges, prints the table, runs the snapshots; true when everything passed.
pub fn run(root: &Path, args: &Args) -> io::Result<bool> {
    let testdata = root.join("testdata");
    let mut problems = testdata::problems(&testdata)?;
    if let Some(only) = &args.problem {
        problems.retain(|p| &p.name == only);
        if problems.is_empty() {
            return Err(io::Error::new(
                io::ErrorKind::NotFound,
                format!("no folder testdata/{only}"),
            ));
        }
    }
    let names: Vec<&str> = problems.iter().map(|p| p.name.as_str()).collect();
    crate::build_release(root, &names)?;
    let bin_dir = crate::target_dir(root).join("release");
    let mut rows = Vec::new();
    for problem in &problems {
        let program = bin_dir.join(&problem.name);
        rows.extend(judge_problem(problem, &program)?);
    }
    print_table(&rows);
    let summary = std::env::var_os("GITHUB_STEP_SUMMARY").map(PathBuf::from);
    let reports = Reports {
        file: args.report.clone(),
        summary,
    };
    let mut snapshots_passed = true;
    let mut changed = Vec::new();
    if !args.no_snapshots {
        snapshots_passed = snapshots(root, args.problem.as_deref(), reports.wanted())?;
        if reports.wanted() {
            changed = report::pending_snapshots(root)?;
        }
    }
    conclude(
        &rows,
        (!args.no_snapshots).then_some(snapshots_passed),
        &changed,
        &reports,
    )
}

/// Where the Markdown report goes: the `--report` file, and the job summary of GitHub Actions.
#[derive(Debug, Default)]
struct Reports {
    file: Option<PathBuf>,
    summary: Option<PathBuf>,
}

impl Reports {
    fn wanted(&self) -> bool {
        self.file.is_some() || self.summary.is_some()
    }
}

/// Prints the last line, writes the reports, and says whether everything passed: every case
/// accepted, and the snapshots (when they were checked, `Some`) unchanged.
fn conclude(
    rows: &[Row],
    snapshots_passed: Option<bool>,
    changed: &[report::PendingSnapshot],
    reports: &Reports,
) -> io::Result<bool> {
    let ok = rows.iter().all(Row::passed) && snapshots_passed != Some(false);
    println!(
        "{}",
        if ok {
            "verify: all passed"
        } else {
            "verify: FAILED"
        }
    );
    if reports.wanted() {
        let text = report::markdown(rows, changed, snapshots_passed.is_none(), ok);
        if let Some(path) = &reports.file {
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir)?;
            }
            std::fs::write(path, &text)?;
        }
        if let Some(path) = &reports.summary {
            report::append(path, &text)?;
        }
    }
    Ok(ok)
}

/// Judges every case of `problem` with the binary `program`. A folder without cases yields one
/// failing row saying so: an empty folder must never look like a pass.
pub fn judge_problem(problem: &Problem, program: &Path) -> io::Result<Vec<Row>> {
    if problem.cases.is_empty() {
        return Ok(vec![Row {
            problem: problem.name.clone(),
            case: "-".into(),
            verdict: None,
            elapsed: Duration::ZERO,
            detail: Some(format!(
                "testdata/{} has no cases (NAME.in with NAME.out)",
                problem.name
            )),
        }]);
    }
    let mut rows = Vec::new();
    for case in &problem.cases {
        let Some(expected_path) = &case.expected else {
            rows.push(Row {
                problem: problem.name.clone(),
                case: case.name.clone(),
                verdict: None,
                elapsed: Duration::ZERO,
                detail: Some(format!(
                    "{} has no .out file beside it",
                    case.input.display()
                )),
            });
            continue;
        };
        let input = std::fs::read(&case.input)?;
        let expected = std::fs::read(expected_path)?;
        let solver = Solver {
            program: program.to_path_buf(),
            args: case.args.clone(),
        };
        let outcome = run::judge(&solver, &input, &expected, problem.time_limit)?;
        let detail = match outcome.verdict {
            Verdict::Ac => None,
            Verdict::Wa => Some(diff::unified(&expected, &outcome.stdout)),
            Verdict::Tle => Some(format!(
                "killed after {} ms",
                problem.time_limit.as_millis()
            )),
            Verdict::Re => Some(format!(
                "stderr:\n{}",
                String::from_utf8_lossy(&outcome.stderr)
            )),
        };
        rows.push(Row {
            problem: problem.name.clone(),
            case: case.name.clone(),
            verdict: Some(outcome.verdict),
            elapsed: outcome.elapsed,
            detail,
        });
    }
    Ok(rows)
}

fn print_table(rows: &[Row]) {
    // Each column as wide as its longest entry or its heading.
    let width = |heading: &str, entry: fn(&Row) -> &str| {
        rows.iter()
            .map(|r| entry(r).len())
            .fold(heading.len(), usize::max)
    };
    let problem_width = width("problem", |r| &r.problem);
    let case_width = width("case", |r| &r.case);
    println!(
        "{:problem_width$}  {:case_width$}  verdict  {:>9}",
        "problem", "case", "time"
    );
    for row in rows {
        let verdict = row.verdict.map_or("NO CASE".to_string(), |v| v.to_string());
        let millis = row.elapsed.as_secs_f64() * 1000.0;
        println!(
            "{:problem_width$}  {:case_width$}  {verdict:7}  {millis:>6.1} ms",
            row.problem, row.case
        );
    }
    let passed = rows.iter().filter(|r| r.passed()).count();
    println!("{passed} of {} cases accepted", rows.len());
    for row in rows.iter().filter(|r| !r.passed()) {
        if let Some(detail) = &row.detail {
            println!("\n== {} / {}\n{}", row.problem, row.case, detail.trim_end());
        }
    }
}

/// The snapshot tests (the `snapshots` module of every crate's one integration-test binary,
/// `tests/main.rs`), refusing any snapshot not reviewed.
/// When `reporting`, a new or changed snapshot is also written beside the stored one as
/// `NAME.snap.new` (after the ones of earlier runs are cleared), for the report to show and a
/// reviewer to accept with `cargo insta review`.
fn snapshots(root: &Path, only: Option<&str>, reporting: bool) -> io::Result<bool> {
    let mut cargo = crate::cargo(root);
    cargo.args(["test", "--test", "integration"]);
    match only {
        Some(name) => cargo.args(["--package", name]),
        // xtask's own integration tests are the tidy checks, not snapshots.
        None => cargo.args(["--workspace", "--exclude", "xtask"]),
    };
    cargo.args(["--", "snapshots::"]);
    // `no`: a new or changed snapshot fails instead of being written; CI also implies it.
    // `new`: it still fails, and is written as `.snap.new` beside the stored one.
    let update = if reporting {
        report::clear_pending_snapshots(root)?;
        "new"
    } else {
        "no"
    };
    cargo
        .env("INSTA_UPDATE", update)
        .env_remove("INSTA_FORCE_PASS");
    println!("\nsnapshots: {cargo:?}");
    Ok(cargo.status()?.success())
}

#[cfg(test)]
mod tests;
