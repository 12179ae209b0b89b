//! The binary's contract with a judge or a shell: answers stream out before an error stops the
//! run, the error goes to stderr, and the exit status says what happened.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `flip-game` with `args` on `input`: exit status, stdout, stderr.
fn run(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_flip-game"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The solver may stop reading at a bad board, before all of the input is written.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A 4 × 4 board one flip from white: the top-left press.
const ONE_FLIP: &str = "bbww\nbwww\nwwww\nwwww\n";

#[test]
fn good_input_exits_zero_with_nothing_on_stderr() {
    let (status, stdout, stderr) = run(&[], &format!("{ONE_FLIP}{ONE_FLIP}"));
    assert_eq!(status, Some(0));
    assert_eq!(stdout, "1\n1\n");
    assert_eq!(stderr, "");
}

#[test]
fn a_bad_board_is_reported_after_the_answers_before_it() {
    let (status, stdout, stderr) = run(&[], &format!("{ONE_FLIP}bwbw\nwxwb\n{ONE_FLIP}"));
    assert_eq!(status, Some(1));
    assert_eq!(stdout, "1\n");
    assert!(
        stderr.starts_with("error: line 6, column 2: "),
        "stderr: {stderr}"
    );
}

#[test]
fn a_malformed_size_exits_one_and_names_the_flag() {
    for size in ["4by4", "0x3", "3x0", "99999999999x3", "x"] {
        let (status, stdout, stderr) = run(&["--size", size], ONE_FLIP);
        assert_eq!(status, Some(1), "--size {size}");
        assert_eq!(stdout, "", "--size {size}");
        assert!(
            stderr.starts_with("error: ") && stderr.contains("--size"),
            "--size {size}: {stderr}"
        );
    }
}

#[test]
fn help_still_exits_zero() {
    let (status, stdout, _) = run(&["--help"], "");
    assert_eq!(status, Some(0));
    assert!(stdout.contains("--size"));
}
