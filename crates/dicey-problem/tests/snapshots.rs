//! Snapshots of what we print: the judge output of every testdata case, `--explain` on the sample,
//! and the error message (with the answers before it) for each kind of bad input.

use clap::Parser;
use dicey_problem::{Cli, run};
use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn judge_output_of_every_testdata_case() {
    insta::glob!("../../../testdata/dicey-problem", "*.in", |path| {
        let input = std::fs::read(path).unwrap();
        let args = std::fs::read_to_string(path.with_extension("args")).unwrap_or_default();
        let cli =
            Cli::try_parse_from(std::iter::once("dicey-problem").chain(args.split_whitespace()))
                .unwrap();
        let mut out = Vec::new();
        run(input.as_slice(), &mut out, &cli.options(false)).unwrap();
        insta::assert_snapshot!(String::from_utf8(out).unwrap());
    });
}

fn explain(input: &[u8]) -> String {
    let cli = Cli::try_parse_from(["dicey-problem", "--explain"]).unwrap();
    let mut out = Vec::new();
    run(input, &mut out, &cli.options(false)).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn explain_on_the_sample() {
    let input = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/dicey-problem/sample.in"
    ))
    .unwrap();
    insta::assert_snapshot!(explain(&input));
}

#[test]
fn explain_on_the_tie() {
    let input = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/dicey-problem/tie.in"
    ))
    .unwrap();
    insta::assert_snapshot!(explain(&input));
}

/// Runs the real binary: stdout, stderr and the exit status, as a user sees them.
fn binary(input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dicey-problem"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    format!(
        "status: {}\n--- stdout\n{}--- stderr\n{}",
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap()
    )
}

/// A good maze to come first, so every error snapshot also shows its answer printed before it.
const GOOD: &str = "GOOD\n1 2 1 1 1 2\n-1 -1\n";

#[test]
fn error_messages() {
    let cases = [
        ("rows_zero", "BAD\n0 3 1 1 1 2\n"),
        ("cols_zero", "BAD\n3 0 1 1 1 2\n"),
        ("too_many_cells", "BAD\n100000 100000 1 1 1 2\n"),
        ("start_row_outside", "BAD\n2 2 3 1 1 2\n-1 -1\n-1 -1\n"),
        ("start_column_outside", "BAD\n2 2 1 0 1 2\n-1 -1\n-1 -1\n"),
        ("top_outside", "BAD\n2 2 1 1 7 2\n-1 -1\n-1 -1\n"),
        ("front_equal_to_top", "BAD\n2 2 1 1 3 3\n-1 -1\n-1 -1\n"),
        ("front_opposite_top", "BAD\n2 2 1 1 3 4\n-1 -1\n-1 -1\n"),
        ("cell_value_outside", "BAD\n2 2 1 1 1 2\n-1 -1\n-1 7\n"),
        ("cell_value_below_wild", "BAD\n2 2 1 1 1 2\n-1 -2\n-1 -1\n"),
        ("non_integer_header", "BAD\n2 two 1 1 1 2\n"),
        ("non_integer_cell", "BAD\n2 2 1 1 1 2\n-1 1.5\n-1 -1\n"),
        ("cut_off_in_header", "BAD\n2 2 1\n"),
        ("cut_off_in_cells", "BAD\n2 2 1 1 1 2\n-1 -1\n-1"),
        ("name_without_maze", "BAD\n"),
    ];
    for (name, bad) in cases {
        insta::assert_snapshot!(name, binary(&format!("{GOOD}{bad}")));
    }
}

#[test]
fn empty_input_prints_nothing_and_succeeds() {
    insta::assert_snapshot!(binary(""));
}

#[test]
fn stats_of_the_sample_and_of_the_tie() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/dicey-problem/");
    let mut input = std::fs::read_to_string(format!("{dir}sample.in")).unwrap();
    // Drop the sample's END so the tie's maze follows it.
    input.truncate(input.trim_end().len() - "END".len());
    input += &std::fs::read_to_string(format!("{dir}tie.in")).unwrap();
    let cli = Cli::try_parse_from(["dicey-problem", "stats"]).unwrap();
    let mut out = Vec::new();
    cli.execute(input.as_bytes(), &mut out, false).unwrap();
    insta::assert_snapshot!(String::from_utf8(out).unwrap());
}
