//! The harness on a small fake problem whose "solver" is `cat`: the expected output is the input.

use super::*;
use std::fs;
use std::path::PathBuf;

/// A problem folder of its own, removed when the test ends.
struct FakeProblem {
    dir: tempfile::TempDir,
}

impl FakeProblem {
    fn new() -> Self {
        FakeProblem {
            dir: tempfile::tempdir().unwrap(),
        }
    }
    fn write(&self, name: &str, text: &str) {
        fs::write(self.dir.path().join(name), text).unwrap();
    }
    fn judge(&self) -> Vec<Row> {
        let problem = testdata::problem(self.dir.path()).unwrap();
        judge_problem(&problem, Path::new("/bin/cat")).unwrap()
    }
}

#[test]
fn passes_when_every_output_matches_and_fails_on_one_altered_byte() {
    let fake = FakeProblem::new();
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
    let fake = FakeProblem::new();
    fake.write("a.in", "q\n");
    fake.write("a.args", "-n\n");
    fake.write("a.out", "     1\tq\n");
    assert_eq!(fake.judge()[0].verdict, Some(Verdict::Ac));
}

#[test]
fn a_folder_without_cases_never_passes() {
    let fake = FakeProblem::new();
    fake.write("README", "nothing here");
    let rows = fake.judge();
    assert_eq!(rows.len(), 1);
    assert!(!rows[0].passed());
}

#[test]
fn an_input_without_output_is_a_failure_not_a_skip() {
    let fake = FakeProblem::new();
    fake.write("a.in", "1\n");
    assert!(!fake.judge()[0].passed());
}

#[test]
fn the_time_limit_file_overrides_the_default() {
    let fake = FakeProblem::new();
    fake.write("time-limit", "250ms\n");
    fake.write("a.in", "");
    fake.write("a.out", "");
    assert_eq!(
        testdata::problem(fake.dir.path()).unwrap().time_limit,
        Duration::from_millis(250)
    );
}

/// A scratch workspace with one crate's snapshot folder: a stored snapshot with its changed
/// `.snap.new`, and a new snapshot with nothing stored. Removed when the test ends.
struct FakeSnapshots {
    // Kept for its removal on drop.
    _scratch: tempfile::TempDir,
    root: PathBuf,
}

impl FakeSnapshots {
    fn new() -> Self {
        let scratch = tempfile::tempdir().unwrap();
        let root = scratch.path().to_path_buf();
        let dir = root.join("crates/toy/tests/snapshots");
        fs::create_dir_all(&dir).unwrap();
        fs::write(
            dir.join("snapshots__help.snap"),
            "---\nsource: x\n---\nUsage: toy\n",
        )
        .unwrap();
        fs::write(
            dir.join("snapshots__help.snap.new"),
            // insta writes the test's line into a pending snapshot, and never compares it.
            "---\nsource: x\nassertion_line: 12\n---\nUsage: toy [OPTIONS]\nassertion_line: 3\n",
        )
        .unwrap();
        fs::write(
            dir.join("snapshots__stats.snap.new"),
            "---\nsource: x\n---\n42 boards\n",
        )
        .unwrap();
        FakeSnapshots {
            _scratch: scratch,
            root,
        }
    }
}

#[test]
fn one_wrong_answer_and_one_changed_snapshot_are_reported_and_fail_the_run() {
    let fake = FakeProblem::new();
    fake.write("good.in", "1 2 3\n");
    fake.write("good.out", "1 2 3\n");
    fake.write("bad.in", "AC\n2\n");
    fake.write("bad.out", "AC\n3\n");
    let rows = fake.judge();
    let snapshots = FakeSnapshots::new();
    let changed = report::pending_snapshots(&snapshots.root).unwrap();
    assert_eq!(changed.len(), 2);
    let file = snapshots.root.join("out/report.md");
    let summary = snapshots.root.join("summary.md");
    fs::write(&summary, "earlier step\n").unwrap();
    let reports = Reports {
        file: Some(file.clone()),
        summary: Some(summary.clone()),
    };
    let passed = conclude(&rows, Some(false), &changed, &reports).unwrap();
    assert!(
        !passed,
        "a wrong answer and a changed snapshot must fail verify"
    );

    let report = fs::read_to_string(&file).unwrap();
    assert!(
        report.starts_with("## cargo xtask verify: FAILED"),
        "{report}"
    );
    assert!(report.contains("1 of 2 cases accepted; 2 snapshots changed or new."));
    // The wrong answer: named, with its verdict, and the diff of its output.
    assert!(report.contains("| bad | **WA** |"), "{report}");
    assert!(
        report.contains("#### ") && report.contains("/ bad: WA"),
        "{report}"
    );
    assert!(report.contains("-3\n+2\n"), "{report}");
    // The changed snapshot with its diff, the new one in full, and how to accept them.
    assert!(report.contains("crates/toy/tests/snapshots/snapshots__help.snap` (changed)"));
    assert!(report.contains("--- stored\n+++ new\n"));
    assert!(
        report.contains("-Usage: toy\n+Usage: toy [OPTIONS]\n+assertion_line: 3\n"),
        "{report}"
    );
    assert!(
        !report.contains("+assertion_line: 12"),
        "the header's assertion_line is not a change: {report}"
    );
    assert!(report.contains("snapshots__stats.snap` (new)"));
    assert!(report.contains("42 boards"));
    assert!(report.contains("cargo insta review"));
    // The job summary gets the same report after what was there.
    assert_eq!(
        fs::read_to_string(&summary).unwrap(),
        format!("earlier step\n{report}")
    );
}

#[test]
fn a_clean_run_reports_success_and_no_diffs() {
    let fake = FakeProblem::new();
    fake.write("a.in", "x\n");
    fake.write("a.out", "x\n");
    let rows = fake.judge();
    let report = report::markdown(&rows, &[], false, true);
    assert!(report.starts_with("## cargo xtask verify: all passed"));
    assert!(report.contains("1 of 1 cases accepted; no snapshot changed."));
    assert!(!report.contains("<details>"));
}

#[test]
fn long_diffs_are_cut_and_say_how_much() {
    let fake = FakeProblem::new();
    let long: String = (0..300).map(|i| format!("{i}\n")).collect();
    fake.write("a.in", &long);
    fake.write("a.out", &long.replace('1', "one"));
    let report = report::markdown(&fake.judge(), &[], true, false);
    assert!(report.contains("snapshots not checked"));
    assert!(report.contains("more lines not shown."), "{report}");
    let shown = report
        .split("```diff\n")
        .nth(1)
        .unwrap()
        .split("\n```")
        .next()
        .unwrap();
    assert_eq!(shown.lines().count(), 200);
}

#[test]
fn earlier_pending_snapshots_are_cleared_before_a_reporting_run() {
    let snapshots = FakeSnapshots::new();
    report::clear_pending_snapshots(&snapshots.root).unwrap();
    assert!(
        report::pending_snapshots(&snapshots.root)
            .unwrap()
            .is_empty()
    );
    assert!(
        snapshots
            .root
            .join("crates/toy/tests/snapshots/snapshots__help.snap")
            .is_file()
    );
}

#[test]
fn a_changed_inline_snapshot_is_reported_with_its_line_this_runs_text_last() {
    let snapshots = FakeSnapshots::new();
    let tests = snapshots.root.join("crates/toy/tests");
    let entry = |run: &str, new: &str| {
        format!(
            "{{\"run_id\":\"{run}\",\"line\":51,\"new\":{{\"module_name\":\"m\",\
             \"snapshot_name\":\"bad\",\"metadata\":{{}},\"snapshot\":\"{new}\"}},\
             \"old\":{{\"module_name\":\"m\",\"metadata\":{{}},\"snapshot\":\"exit_code: 1\\nerror: old\"}}}}\n"
        )
    };
    let text = entry("1", "exit_code: 1\\nerror: first") + &entry("2", "exit_code: 1\\nerror: new");
    fs::write(tests.join(".snapshots.rs.pending-snap"), text).unwrap();
    let changed = report::pending_snapshots(&snapshots.root).unwrap();
    let inline: Vec<_> = changed
        .iter()
        .filter(|p| p.path.to_string_lossy().ends_with("snapshots.rs:51"))
        .collect();
    assert_eq!(inline.len(), 1, "{changed:?}");
    assert_eq!(
        inline[0].path,
        Path::new("crates/toy/tests/snapshots.rs:51")
    );
    assert_eq!(
        inline[0].stored.as_deref(),
        Some(&b"exit_code: 1\nerror: old\n"[..])
    );
    assert_eq!(inline[0].new, b"exit_code: 1\nerror: new\n");
    report::clear_pending_snapshots(&snapshots.root).unwrap();
    assert!(!tests.join(".snapshots.rs.pending-snap").exists());
}
