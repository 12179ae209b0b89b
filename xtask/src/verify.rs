//! `cargo xtask verify`: every testdata case through its release-built solver, then the snapshots.

use crate::judge::{self, Solver, Verdict};
use std::io;
use std::path::Path;
use std::time::Duration;
use testkit::diff;
use testkit::layout::{self as testdata, Problem};

/// Flags of `cargo xtask verify`.
#[derive(clap::Args)]
pub struct Args {
    /// Only this problem (a folder of testdata/ and the solver of the same name).
    #[arg(long, value_name = "NAME")]
    problem: Option<String>,
    /// Skip the snapshot tests (the judge run alone).
    #[arg(long)]
    no_snapshots: bool,
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
    let mut ok = rows.iter().all(Row::passed);
    if !args.no_snapshots {
        ok &= snapshots(root, args.problem.as_deref())?;
    }
    println!(
        "{}",
        if ok {
            "verify: all passed"
        } else {
            "verify: FAILED"
        }
    );
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
        let run = judge::judge(&solver, &input, &expected, problem.time_limit)?;
        let detail = match run.verdict {
            Verdict::Ac => None,
            Verdict::Wa => Some(diff::unified(&expected, &run.stdout)),
            Verdict::Tle => Some(format!(
                "killed after {} ms",
                problem.time_limit.as_millis()
            )),
            Verdict::Re => Some(format!("stderr:\n{}", String::from_utf8_lossy(&run.stderr))),
        };
        rows.push(Row {
            problem: problem.name.clone(),
            case: case.name.clone(),
            verdict: Some(run.verdict),
            elapsed: run.elapsed,
            detail,
        });
    }
    Ok(rows)
}

fn print_table(rows: &[Row]) {
    let problem_width = rows
        .iter()
        .map(|r| r.problem.len())
        .chain([7])
        .max()
        .unwrap_or(7);
    let case_width = rows
        .iter()
        .map(|r| r.case.len())
        .chain([4])
        .max()
        .unwrap_or(4);
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

/// The snapshot tests (`tests/snapshots.rs` in every crate), refusing any snapshot not reviewed.
fn snapshots(root: &Path, only: Option<&str>) -> io::Result<bool> {
    let mut cargo = crate::cargo(root);
    cargo.args(["test", "--test", "snapshots"]);
    match only {
        Some(name) => cargo.args(["--package", name]),
        None => cargo.arg("--workspace"),
    };
    // `no`: a new or changed snapshot fails instead of being written; CI also implies it.
    cargo
        .env("INSTA_UPDATE", "no")
        .env_remove("INSTA_FORCE_PASS");
    println!("\nsnapshots: {cargo:?}");
    Ok(cargo.status()?.success())
}

#[cfg(test)]
mod tests {
    //! The harness on a small fake problem whose "solver" is `cat`: the expected output is the input.
    use super::*;
    use std::fs;
    use std::path::PathBuf;

    struct FakeProblem {
        dir: PathBuf,
    }

    impl FakeProblem {
        fn new(tag: &str) -> Self {
            let dir =
                std::env::temp_dir().join(format!("xtask-verify-{tag}-{}", std::process::id()));
            let _ = fs::remove_dir_all(&dir);
            fs::create_dir_all(&dir).unwrap();
            FakeProblem { dir }
        }
        fn write(&self, name: &str, text: &str) {
            fs::write(self.dir.join(name), text).unwrap();
        }
        fn judge(&self) -> Vec<Row> {
            let problem = testdata::problem(&self.dir).unwrap();
            judge_problem(&problem, Path::new("/bin/cat")).unwrap()
        }
    }

    impl Drop for FakeProblem {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.dir);
        }
    }

    #[test]
    fn passes_when_every_output_matches_and_fails_on_one_altered_byte() {
        let fake = FakeProblem::new("alter");
        fake.write("a.in", "1 2 3\n");
        fake.write("a.out", "1 2 3\n");
        fake.write("b.in", "x\n");
        fake.write("b.out", "x\n");
        assert!(fake.judge().iter().all(Row::passed));

        fake.write("b.out", "y\n");
        let rows = fake.judge();
        assert_eq!(rows[0].verdict, Some(Verdict::Ac));
        assert_eq!(rows[1].verdict, Some(Verdict::Wa));
        assert!(rows[1].detail.as_deref().unwrap().contains("-y"));

        fake.write("b.out", "x\n");
        assert!(fake.judge().iter().all(Row::passed));
    }

    #[test]
    fn args_files_are_passed_as_flags() {
        // `cat -n` numbers lines: the flag from a.args must reach the solver.
        let fake = FakeProblem::new("args");
        fake.write("a.in", "q\n");
        fake.write("a.args", "-n\n");
        fake.write("a.out", "     1\tq\n");
        assert_eq!(fake.judge()[0].verdict, Some(Verdict::Ac));
    }

    #[test]
    fn a_folder_without_cases_never_passes() {
        let fake = FakeProblem::new("empty");
        fake.write("README", "nothing here");
        let rows = fake.judge();
        assert_eq!(rows.len(), 1);
        assert!(!rows[0].passed());
    }

    #[test]
    fn an_input_without_output_is_a_failure_not_a_skip() {
        let fake = FakeProblem::new("no-out");
        fake.write("a.in", "1\n");
        assert!(!fake.judge()[0].passed());
    }

    #[test]
    fn the_time_limit_file_overrides_the_default() {
        let fake = FakeProblem::new("limit");
        fake.write("time-limit", "250ms\n");
        fake.write("a.in", "");
        fake.write("a.out", "");
        assert_eq!(
            testdata::problem(&fake.dir).unwrap().time_limit,
            Duration::from_millis(250)
        );
    }
}
