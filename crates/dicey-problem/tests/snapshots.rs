//! Snapshots of what the command prints besides judge answers (those are checked against the
//! `.out` files by `tests/judge.rs`): `--explain`, `stats`, `--help`, and each error message with
//! the answer before it, all through the real binary.

use insta_cmd::assert_cmd_snapshot;
use std::process::Command;

fn dicey_problem(args: &[&str]) -> Command {
    testkit::process::command(env!("CARGO_BIN_EXE_dicey-problem"), args)
}

const SAMPLE: &str = include_str!("../../../testdata/dicey-problem/sample.in");
const TIE: &str = include_str!("../../../testdata/dicey-problem/tie.in");

/// A good maze to come first, so every error snapshot also shows its answer printed before it.
const GOOD: &str = "GOOD\n1 2 1 1 1 2\n-1 -1\n";

#[test]
fn explain_on_the_sample() {
    assert_cmd_snapshot!(dicey_problem(&["--explain"]).pass_stdin(SAMPLE));
}

#[test]
fn explain_on_the_tie() {
    assert_cmd_snapshot!(dicey_problem(&["--explain"]).pass_stdin(TIE));
}

#[test]
fn stats_of_the_sample_and_of_the_tie() {
    // Without the sample's END, so that the tie's maze follows it.
    let sample = SAMPLE
        .trim_end()
        .strip_suffix("END")
        .expect("the sample ends with END");
    assert_cmd_snapshot!(dicey_problem(&["stats"]).pass_stdin(format!("{sample}{TIE}")));
}

#[test]
fn help() {
    assert_cmd_snapshot!(dicey_problem(&["--help"]));
}

#[test]
fn error_messages() {
    let cases = [
        ("rows_zero", "BAD\n0 3 1 1 1 2\n".to_string()),
        ("cols_zero", "BAD\n3 0 1 1 1 2\n".to_string()),
        ("too_many_cells", "BAD\n100000 100000 1 1 1 2\n".to_string()),
        (
            "start_row_outside",
            "BAD\n2 2 3 1 1 2\n-1 -1\n-1 -1\n".to_string(),
        ),
        (
            "start_column_outside",
            "BAD\n2 2 1 0 1 2\n-1 -1\n-1 -1\n".to_string(),
        ),
        (
            "top_outside",
            "BAD\n2 2 1 1 7 2\n-1 -1\n-1 -1\n".to_string(),
        ),
        (
            "front_equal_to_top",
            "BAD\n2 2 1 1 3 3\n-1 -1\n-1 -1\n".to_string(),
        ),
        (
            "front_opposite_top",
            "BAD\n2 2 1 1 3 4\n-1 -1\n-1 -1\n".to_string(),
        ),
        (
            "cell_value_outside",
            "BAD\n2 2 1 1 1 2\n-1 -1\n-1 7\n".to_string(),
        ),
        (
            "cell_value_below_wild",
            "BAD\n2 2 1 1 1 2\n-1 -2\n-1 -1\n".to_string(),
        ),
        ("non_integer_header", "BAD\n2 two 1 1 1 2\n".to_string()),
        (
            "non_integer_cell",
            "BAD\n2 2 1 1 1 2\n-1 1.5\n-1 -1\n".to_string(),
        ),
        ("cut_off_in_header", "BAD\n2 2 1\n".to_string()),
        (
            "cut_off_in_cells",
            "BAD\n2 2 1 1 1 2\n-1 -1\n-1".to_string(),
        ),
        ("name_without_maze", "BAD\n".to_string()),
        (
            "invisible_character",
            "BAD\n2 2 1 1 1 2\n-1 -1\n-1\u{a0}-1\n".to_string(),
        ),
        (
            "long_name_and_long_value",
            format!("{}\n1 1 1 1 1 2\n{}\n", "N".repeat(100), "6".repeat(500)),
        ),
    ];
    for (name, bad) in cases {
        assert_cmd_snapshot!(name, dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")));
    }
}

#[test]
fn error_bad_flag() {
    assert_cmd_snapshot!(dicey_problem(&["--algorithm", "bogus"]).pass_stdin(GOOD));
}
