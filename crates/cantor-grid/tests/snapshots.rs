//! Snapshots of what the command prints besides judge answers (those are checked against the
//! `.out` files by `tests/judge.rs`): `--explain`, `stats`, `--help`, and each error message with
//! the answers before it, all through the real binary.

use std::process::Command;
use testkit::assert_cmd_snapshot;
use testkit::snapshot::{BadInput, transcript};

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

/// Each kind of bad input, after a good case where there is room for one: the answers before it,
/// the message and the exit status of each, in one transcript beside the inputs.
#[test]
fn error_messages() {
    let inputs: [BadInput; 13] = [
        (
            "number_of_cases_missing_or_not_a_number",
            &[],
            "two\n".to_string(),
        ),
        ("number_of_cases_negative", &[], "-2\n".to_string()),
        ("fewer_cases_than_announced", &[], format!("2\n{CASE}")),
        ("case_cut_short", &[], format!("2\n{CASE}1 2 3\n4 5")),
        (
            "start_tile_out_of_range",
            &[],
            format!("2\n{CASE}1 2 3\n4 0 6\n"),
        ),
        (
            "start_tile_twice",
            &[],
            format!("2\n{CASE}1 2 3\n4 5 6\n7 8 3\n"),
        ),
        ("start_star", &[], format!("2\n{CASE}1 2 3\n* 5 6\n")),
        (
            "target_token_bad",
            &[],
            format!("2\n{CASE}1 2 3\n4 5 6\n7 8 9\n* * x\n"),
        ),
        (
            "target_tile_twice",
            &[],
            format!("2\n{CASE}1 2 3\n4 5 6\n7 8 9\n* 1 *\n* * 1\n"),
        ),
        ("more_cases_than_announced", &[], format!("1\n{CASE}{CASE}")),
        (
            "invisible_character",
            &[],
            format!("2\n{CASE}1 2 3\n4 5\u{a0}6\n"),
        ),
        (
            "long_token",
            &[],
            format!("2\n{CASE}1 2 3\n4 5 {}\n", "6".repeat(500)),
        ),
        ("bad_flag", &["--algorithm", "bogus"], SAMPLE.to_string()),
    ];
    insta::assert_snapshot!(transcript(env!("CARGO_BIN_EXE_cantor-grid"), &inputs), @r"
    number_of_cases_missing_or_not_a_number (exit 1)
      err: error: line 1, column 1: expected the number of cases, found `two`
    number_of_cases_negative (exit 1)
      err: error: line 1, column 1: expected the number of cases, found `-2`
    fewer_cases_than_announced (exit 1)
      out: Case #1: 7
      err: error: line 8, column 1: expected case 2 of 2, found end of input
    case_cut_short (exit 1)
      out: (as above)
      err: error: line 9, column 4: expected a start tile 1-9, found end of input
    start_tile_out_of_range (exit 1)
      out: (as above)
      err: error: line 9, column 3: expected a start tile 1-9, found `0`
    start_tile_twice (exit 1)
      out: (as above)
      err: error: line 10, column 5: expected a start tile 1-9 not used yet, found `3` again
    start_star (exit 1)
      out: (as above)
      err: error: line 9, column 1: expected a start tile 1-9, found `*`
    target_token_bad (exit 1)
      out: (as above)
      err: error: line 11, column 5: expected a target tile 1-9 or `*`, found `x`
    target_tile_twice (exit 1)
      out: (as above)
      err: error: line 12, column 5: expected `*` or a target tile 1-9 not used yet, found `1` again
    more_cases_than_announced (exit 1)
      out: (as above)
      err: error: line 8, column 1: expected the end of the input after 1 case, found `1`
    invisible_character (exit 1)
      out: (as above)
      err: error: line 9, column 3: expected a start tile 1-9, found `5<U+00A0>6`
    long_token (exit 1)
      out: (as above)
      err: error: line 9, column 5: expected a start tile 1-9, found `6666666666666666666666666666666666666666…` (500 characters), a number too large
    bad_flag --algorithm bogus (exit 2)
      err: error: invalid value 'bogus' for '--algorithm <ALGORITHM>'
      err:   [possible values: auto, fill, scan]
      err:
      err: For more information, try '--help'.
    ");
}
