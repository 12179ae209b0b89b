//! The binary's contract with a judge or a shell: answers stream out before an error stops the
//! run, the error goes to stderr, and the exit status says what happened.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `cantor-grid` with `args` on `input`: exit status, stdout, stderr.
fn run(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cantor-grid"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The solver may stop reading at a bad case, before all of the input is written.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A case one move from its target: row 1 turned left.
const ONE_MOVE: &str = "1 2 3\n4 5 6\n7 8 9\n2 3 1\n4 5 6\n7 8 9\n";

#[test]
fn good_input_exits_zero_with_nothing_on_stderr() {
    let (status, stdout, stderr) = run(&[], &format!("2\n{ONE_MOVE}{ONE_MOVE}"));
    assert_eq!(status, Some(0));
    assert_eq!(stdout, "Case #1: 1\nCase #2: 1\n");
    assert_eq!(stderr, "");
}

#[test]
fn a_bad_case_is_reported_after_the_answers_before_it() {
    // The second case's target names tile 5 twice.
    let bad = "1 2 3\n4 5 6\n7 8 9\n5 * *\n* 5 *\n* * *\n";
    let (status, stdout, stderr) = run(&[], &format!("3\n{ONE_MOVE}{bad}{ONE_MOVE}"));
    assert_eq!(status, Some(1));
    assert_eq!(stdout, "Case #1: 1\n");
    assert!(
        stderr.starts_with("error: line 12, column 3: "),
        "stderr: {stderr}"
    );
}

#[test]
fn fewer_cases_than_announced_is_an_error_not_a_hang() {
    let (status, stdout, stderr) = run(&[], &format!("2\n{ONE_MOVE}"));
    assert_eq!(status, Some(1));
    assert_eq!(stdout, "Case #1: 1\n");
    assert!(
        stderr.starts_with("error: line 8, column 1: "),
        "stderr: {stderr}"
    );
}
