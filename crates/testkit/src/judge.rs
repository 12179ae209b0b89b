//! Every case of a problem through a solver's library, checked against its `.out` file.
//!
//! The `.out` files are the truth (the problem statements, official data, independent
//! solutions); a case that differs fails with the unified diff of expected and actual output, so
//! a reviewer sees which line changed, not just that something did.

use std::fs;

use solver_cli::shell::{Cli, Show, Solver};

use crate::diff;
use crate::layout::{self, Case};

/// Runs every case of `testdata/<problem>` through `S` (the solver's command line, parsed from
/// the case's `NAME.args` and then `extra` flags, so that `extra` wins over the case's own) and
/// compares the output with `NAME.out` byte for byte. Returns how many cases were checked.
///
/// # Panics
/// If the folder has no case, if a case has no `.out`, if flags do not parse, or if any output
/// differs or ends in an error: one message listing every failing case with its diff.
pub fn check_every_case<S: Solver>(problem: &str, extra: &[&str]) -> usize {
    check_cases::<S>(problem, extra, |_| true)
}

/// [`check_every_case`], for the cases `only` keeps (a slow algorithm on the small ones, say).
///
/// # Panics
/// As [`check_every_case`], and if `only` keeps no case.
pub fn check_cases<S: Solver>(
    problem: &str,
    extra: &[&str],
    only: impl Fn(&Case) -> bool,
) -> usize {
    let problem = layout::problem(&layout::testdata().join(problem))
        .unwrap_or_else(|e| panic!("testdata/{problem}: {e}"));
    let mut checked = 0;
    let mut failures = Vec::new();
    for case in problem.cases.iter().filter(|c| only(c)) {
        checked += 1;
        let label = format!("{}/{} {}", problem.name, case.name, extra.join(" "));
        if let Err(failure) = check_case::<S>(&problem.name, case, extra) {
            failures.push(format!("== {}\n{failure}", label.trim_end()));
        }
    }
    assert!(
        checked > 0,
        "testdata/{} has no case to check",
        problem.name
    );
    assert!(
        failures.is_empty(),
        "{} of {checked} cases differ from their .out file:\n\n{}",
        failures.len(),
        failures.join("\n")
    );
    checked
}

/// One case: `Ok` when the output is the `.out` file, else what went wrong.
fn check_case<S: Solver>(binary: &str, case: &Case, extra: &[&str]) -> Result<(), String> {
    let expected_path = case
        .expected
        .as_ref()
        .ok_or_else(|| format!("{} has no .out file beside it", case.input.display()))?;
    let expected = fs::read(expected_path).map_err(|e| e.to_string())?;
    let input = fs::read(&case.input).map_err(|e| e.to_string())?;
    let argv = std::iter::once(binary)
        .chain(case.args.iter().map(String::as_str))
        .chain(extra.iter().copied());
    let cli = Cli::<S>::try_parse_from(argv).map_err(|e| format!("the flags do not parse: {e}"))?;
    let mut output = Vec::new();
    let result = cli.execute(&input[..], &mut output, Show::Answers);
    let mut problems = String::new();
    if let Err(e) = result {
        problems += &format!("stopped with `error: {e}`\n");
    }
    if output != expected {
        problems += &diff::unified(&expected, &output);
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}
