//! Snapshots of what the command prints besides judge answers (those are checked against the
//! `.out` files by `tests/judge.rs`): `--explain`, `stats`, `--help`, and each error message with
//! the answers before it, all through the real binary.

use std::process::Command;
use testkit::assert_cmd_snapshot;

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
fn number_of_cases_missing_or_not_a_number() {
    assert_cmd_snapshot!(cantor_grid(&[]).pass_stdin("two\n".to_string()), @r"
    success: false
    exit_code: 1
    ----- stdout -----

    ----- stderr -----
    error: line 1, column 1: expected the number of cases, found `two`
    ");
}

#[test]
fn number_of_cases_negative() {
    assert_cmd_snapshot!(cantor_grid(&[]).pass_stdin("-2\n".to_string()), @r"
    success: false
    exit_code: 1
    ----- stdout -----

    ----- stderr -----
    error: line 1, column 1: expected the number of cases, found `-2`
    ");
}

#[test]
fn fewer_cases_than_announced() {
    assert_cmd_snapshot!(cantor_grid(&[]).pass_stdin(format!("2\n{CASE}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Case #1: 7

    ----- stderr -----
    error: line 8, column 1: expected case 2 of 2, found end of input
    ");
}

#[test]
fn case_cut_short() {
    assert_cmd_snapshot!(cantor_grid(&[]).pass_stdin(format!("2\n{CASE}1 2 3\n4 5")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Case #1: 7

    ----- stderr -----
    error: line 9, column 4: expected a start tile 1-9, found end of input
    ");
}

#[test]
fn start_tile_out_of_range() {
    assert_cmd_snapshot!(cantor_grid(&[]).pass_stdin(format!("2\n{CASE}1 2 3\n4 0 6\n")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Case #1: 7

    ----- stderr -----
    error: line 9, column 3: expected a start tile 1-9, found `0`
    ");
}

#[test]
fn start_tile_twice() {
    assert_cmd_snapshot!(cantor_grid(&[]).pass_stdin(format!("2\n{CASE}1 2 3\n4 5 6\n7 8 3\n")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Case #1: 7

    ----- stderr -----
    error: line 10, column 5: expected a start tile 1-9 not used yet, found `3` again
    ");
}

#[test]
fn start_star() {
    assert_cmd_snapshot!(cantor_grid(&[]).pass_stdin(format!("2\n{CASE}1 2 3\n* 5 6\n")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Case #1: 7

    ----- stderr -----
    error: line 9, column 1: expected a start tile 1-9, found `*`
    ");
}

#[test]
fn target_token_bad() {
    assert_cmd_snapshot!(cantor_grid(&[]).pass_stdin(format!("2\n{CASE}1 2 3\n4 5 6\n7 8 9\n* * x\n")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Case #1: 7

    ----- stderr -----
    error: line 11, column 5: expected a target tile 1-9 or `*`, found `x`
    ");
}

#[test]
fn target_tile_twice() {
    assert_cmd_snapshot!(cantor_grid(&[]).pass_stdin(format!("2\n{CASE}1 2 3\n4 5 6\n7 8 9\n* 1 *\n* * 1\n")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Case #1: 7

    ----- stderr -----
    error: line 12, column 5: expected `*` or a target tile 1-9 not used yet, found `1` again
    ");
}

#[test]
fn more_cases_than_announced() {
    assert_cmd_snapshot!(cantor_grid(&[]).pass_stdin(format!("1\n{CASE}{CASE}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Case #1: 7

    ----- stderr -----
    error: line 8, column 1: expected the end of the input after 1 case, found `1`
    ");
}

#[test]
fn invisible_character() {
    assert_cmd_snapshot!(cantor_grid(&[]).pass_stdin(format!("2\n{CASE}1 2 3\n4 5\u{a0}6\n")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Case #1: 7

    ----- stderr -----
    error: line 9, column 3: expected a start tile 1-9, found `5<U+00A0>6`
    ");
}

#[test]
fn long_token() {
    assert_cmd_snapshot!(cantor_grid(&[]).pass_stdin(format!("2\n{CASE}1 2 3\n4 5 {}\n", "6".repeat(500))), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Case #1: 7

    ----- stderr -----
    error: line 9, column 5: expected a start tile 1-9, found `6666666666666666666666666666666666666666…` (500 characters), a number too large
    ");
}

#[test]
fn bad_flag() {
    assert_cmd_snapshot!(cantor_grid(&["--algorithm", "bogus"]).pass_stdin(SAMPLE), @r"
    success: false
    exit_code: 2
    ----- stdout -----

    ----- stderr -----
    error: invalid value 'bogus' for '--algorithm <ALGORITHM>'
      [possible values: auto, fill, scan]

    For more information, try '--help'.
    ");
}
