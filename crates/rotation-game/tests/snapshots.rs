//! Snapshots of everything the command prints: judge output for every testdata input, `--explain`
//! on the sample, `stats`, and each error message (through the real binary, stderr and status).

use std::io::Write;
use std::process::{Command, Stdio};

use clap::Parser;
use rotation_game::cli::Cli;
use rotation_game::stats;
use rotation_game::table::PlacementTable;

fn run_library(args: &str, input: &[u8]) -> String {
    let cli = Cli::try_parse_from(std::iter::once("rotation-game").chain(args.split_whitespace()))
        .unwrap();
    let mut output = Vec::new();
    rotation_game::run(input, &mut output, &cli.options(false)).unwrap();
    String::from_utf8(output).unwrap()
}

#[test]
fn judge_output() {
    insta::glob!("../../../testdata/rotation-game", "*.in", |path| {
        let input = std::fs::read(path).unwrap();
        let args = std::fs::read_to_string(path.with_extension("args")).unwrap_or_default();
        insta::assert_snapshot!(run_library(&args, &input));
    });
}

#[test]
fn explain_sample() {
    let input = std::fs::read("../../testdata/rotation-game/sample.in").unwrap();
    insta::assert_snapshot!(run_library("--explain", &input));
}

#[test]
fn stats() {
    let stats = stats::compute(PlacementTable::global());
    let mut out = Vec::new();
    stats::write_stats(&mut out, &stats).unwrap();
    insta::assert_snapshot!(String::from_utf8(out).unwrap());
}

/// Runs the binary on `input`: stdout, stderr and the exit status, as one text.
fn run_binary(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rotation-game"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A solver that stops at a bad board may close stdin before all of it is written.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    format!(
        "status: {:?}\n--- stdout\n{}--- stderr\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

const GOOD: &str = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n";

#[test]
fn error_bad_symbol() {
    insta::assert_snapshot!(run_binary(
        &[],
        &format!("{GOOD}1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 4 2 3 1 2 1 3 3\n{GOOD}")
    ));
}

#[test]
fn error_not_an_integer() {
    insta::assert_snapshot!(run_binary(&[], &format!("{GOOD}1 1 x\n")));
}

#[test]
fn error_wrong_counts() {
    insta::assert_snapshot!(run_binary(
        &[],
        &format!("{GOOD}  1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 1\n")
    ));
}

#[test]
fn error_cut_off() {
    insta::assert_snapshot!(run_binary(&[], &format!("{GOOD}1 1 1 1 3 2\n3 2")));
}

#[test]
fn error_bad_flag() {
    insta::assert_snapshot!(run_binary(&["--algorithm", "bogus"], GOOD));
}

#[test]
fn empty_input_is_not_an_error() {
    insta::assert_snapshot!(run_binary(&[], ""));
}

#[test]
fn stats_hardest_through_the_binary() {
    // The hardest boards are the ready benchmark input: the binary must print them all.
    let out = run_binary(&["stats", "--hardest"], "");
    assert!(out.starts_with("status: Some(0)"));
    let boards = out.lines().filter(|l| l.split(' ').count() == 24).count();
    let expected = stats::compute(PlacementTable::global()).hardest.len();
    assert_eq!(boards, expected);
}
