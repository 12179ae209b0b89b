//! Snapshots of what the command prints besides judge answers (those are checked against the
//! `.out` files by `tests/judge.rs`): `--explain`, `stats`, `--help`, and each error message with
//! the answers before it, all through the real binary.

use insta_cmd::assert_cmd_snapshot;
use std::process::Command;

fn cantor_grid(args: &[&str]) -> Command {
    testkit::process::command(env!("CARGO_BIN_EXE_cantor-grid"), args)
}

const SAMPLE: &str = include_str!("../../../testdata/cantor-grid/sample.in");
const ONE_MOVE: &str = include_str!("../../../testdata/cantor-grid/one-move.in");
/// The sample's second case, 7 moves from its target.
const CASE: &str = "1 2 3\n4 5 6\n7 8 9\n8 * 9\n5 3 7\n2 * *\n";

#[test]
fn explain_the_sample() {
    assert_cmd_snapshot!(cantor_grid(&["--explain"]).pass_stdin(SAMPLE));
}

#[test]
fn explain_the_one_move_cases() {
    assert_cmd_snapshot!(cantor_grid(&["--explain"]).pass_stdin(ONE_MOVE));
}

#[test]
fn stats() {
    assert_cmd_snapshot!(cantor_grid(&["stats"]));
}

#[test]
fn help() {
    assert_cmd_snapshot!(cantor_grid(&["--help"]));
}

/// Each kind of bad input, after one good case where there is room for one.
#[test]
fn errors() {
    let cases = [
        (
            "number_of_cases_missing_or_not_a_number",
            "two\n".to_string(),
        ),
        ("number_of_cases_negative", "-2\n".to_string()),
        ("fewer_cases_than_announced", format!("2\n{CASE}")),
        ("case_cut_short", format!("2\n{CASE}1 2 3\n4 5")),
        (
            "start_tile_out_of_range",
            format!("2\n{CASE}1 2 3\n4 0 6\n"),
        ),
        (
            "start_tile_twice",
            format!("2\n{CASE}1 2 3\n4 5 6\n7 8 3\n"),
        ),
        ("start_star", format!("2\n{CASE}1 2 3\n* 5 6\n")),
        (
            "target_token_bad",
            format!("2\n{CASE}1 2 3\n4 5 6\n7 8 9\n* * x\n"),
        ),
        (
            "target_tile_twice",
            format!("2\n{CASE}1 2 3\n4 5 6\n7 8 9\n* 1 *\n* * 1\n"),
        ),
        ("more_cases_than_announced", format!("1\n{CASE}{CASE}")),
        (
            "invisible_character",
            format!("2\n{CASE}1 2 3\n4 5\u{a0}6\n"),
        ),
        (
            "long_token",
            format!("2\n{CASE}1 2 3\n4 5 {}\n", "6".repeat(500)),
        ),
    ];
    for (name, input) in cases {
        assert_cmd_snapshot!(name, cantor_grid(&[]).pass_stdin(input));
    }
}

#[test]
fn bad_flag() {
    assert_cmd_snapshot!(cantor_grid(&["--algorithm", "bogus"]).pass_stdin(SAMPLE));
}
