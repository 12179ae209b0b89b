//! Snapshots of what the command prints besides judge answers (those are checked against the
//! `.out` files by `tests/judge.rs`): `--explain`, `stats`, `--help`, and each error message with
//! the answer before it, all through the real binary.

use std::process::Command;
use testkit::assert_cmd_snapshot;

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
fn rows_zero() {
    let bad = "BAD\n0 3 1 1 1 2\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 5, column 1: expected the number of rows (1 or more), found `0`
    ");
}

#[test]
fn cols_zero() {
    let bad = "BAD\n3 0 1 1 1 2\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 5, column 3: expected the number of columns (1 or more, at most 16777216 cells in all for --algorithm dense), found `0`
    ");
}

#[test]
fn too_many_cells() {
    let bad = "BAD\n100000 100000 1 1 1 2\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 5, column 8: expected the number of columns (1 or more, at most 16777216 cells in all for --algorithm dense), found `100000`
    ");
}

#[test]
fn start_row_outside() {
    let bad = "BAD\n2 2 3 1 1 2\n-1 -1\n-1 -1\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 5, column 5: expected the start row (1 to 2), found `3`
    ");
}

#[test]
fn start_column_outside() {
    let bad = "BAD\n2 2 1 0 1 2\n-1 -1\n-1 -1\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 5, column 7: expected the start column (1 to 2), found `0`
    ");
}

#[test]
fn top_outside() {
    let bad = "BAD\n2 2 1 1 7 2\n-1 -1\n-1 -1\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 5, column 9: expected the top face (1 to 6), found `7`
    ");
}

#[test]
fn front_equal_to_top() {
    let bad = "BAD\n2 2 1 1 3 3\n-1 -1\n-1 -1\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 5, column 11: expected the front face (1 to 6, neither the top 3 nor its opposite 4), found `3`
    ");
}

#[test]
fn front_opposite_top() {
    let bad = "BAD\n2 2 1 1 3 4\n-1 -1\n-1 -1\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 5, column 11: expected the front face (1 to 6, neither the top 3 nor its opposite 4), found `4`
    ");
}

#[test]
fn cell_value_outside() {
    let bad = "BAD\n2 2 1 1 1 2\n-1 -1\n-1 7\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 7, column 4: expected the value of cell (2, 2) of `BAD` (-1 to 6), found `7`
    ");
}

#[test]
fn cell_value_below_wild() {
    let bad = "BAD\n2 2 1 1 1 2\n-1 -2\n-1 -1\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 6, column 4: expected the value of cell (1, 2) of `BAD` (-1 to 6), found `-2`
    ");
}

#[test]
fn non_integer_header() {
    let bad = "BAD\n2 two 1 1 1 2\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 5, column 3: expected the number of columns (1 or more, at most 16777216 cells in all for --algorithm dense), found `two`
    ");
}

#[test]
fn non_integer_cell() {
    let bad = "BAD\n2 2 1 1 1 2\n-1 1.5\n-1 -1\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 6, column 4: expected the value of cell (1, 2) of `BAD` (-1 to 6), found `1.5`
    ");
}

#[test]
fn cut_off_in_header() {
    let bad = "BAD\n2 2 1\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 6, column 1: expected the start column (1 to 2), found end of input
    ");
}

#[test]
fn cut_off_in_cells() {
    let bad = "BAD\n2 2 1 1 1 2\n-1 -1\n-1";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 7, column 3: expected the value of cell (2, 2) of `BAD` (-1 to 6), found end of input
    ");
}

#[test]
fn name_without_maze() {
    let bad = "BAD\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 5, column 1: expected the number of rows (1 or more), found end of input
    ");
}

#[test]
fn invisible_character() {
    let bad = "BAD\n2 2 1 1 1 2\n-1 -1\n-1\u{a0}-1\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 7, column 1: expected the value of cell (2, 1) of `BAD` (-1 to 6), found `-1<U+00A0>-1`
    ");
}

#[test]
fn long_name_and_long_value() {
    let bad = format!("{}\n1 1 1 1 1 2\n{}\n", "N".repeat(100), "6".repeat(500));
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 6, column 1: expected the value of cell (1, 1) of `NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN…` (100 characters) (-1 to 6), found `6666666666666666666666666666666666666666…` (500 characters), a number too large
    ");
}

#[test]
fn error_bad_flag() {
    assert_cmd_snapshot!(dicey_problem(&["--algorithm", "bogus"]).pass_stdin(GOOD), @r"
    success: false
    exit_code: 2
    ----- stdout -----

    ----- stderr -----
    error: invalid value 'bogus' for '--algorithm <ALGORITHM>'
      [possible values: dense, tuple-bfs]

    For more information, try '--help'.
    ");
}

#[test]
fn rows_too_large() {
    let bad = "BAD\n99999999999999999999999 1 1 1 1 2\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 5, column 1: expected the number of rows (1 or more), found `99999999999999999999999`, a number too large
    ");
}

#[test]
fn name_with_a_bidi_override() {
    let bad = "AB\u{202e}C\n1 1 1 1 1 2\n-1\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 4, column 3: expected a maze name of printable, visible characters, found U+202E (a format character) in `AB<U+202E>C`
    ");
}

#[test]
fn name_with_a_line_separator() {
    let bad = "AB\u{2028}C\n1 1 1 1 1 2\n-1\n";
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 4, column 3: expected a maze name of printable, visible characters, found U+2028 (a line separator) in `AB<U+2028>C`
    ");
}

#[test]
fn a_token_too_long_where_a_maze_may_start() {
    let bad = "N".repeat(70_000);
    assert_cmd_snapshot!(dicey_problem(&[]).pass_stdin(format!("{GOOD}{bad}")), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    GOOD
      (1,1),(1,2),(1,1)

    ----- stderr -----
    error: line 4, column 1: expected a token of at most 65536 bytes, found `NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN…`, a token of more than 65536 bytes, longer than this input allows
    ");
}

#[test]
fn explain_given_to_stats() {
    assert_cmd_snapshot!(dicey_problem(&["--explain", "stats"]).pass_stdin(GOOD), @r"
    success: false
    exit_code: 2
    ----- stdout -----

    ----- stderr -----
    error: the report 'stats' does not use '--explain': expected only '--algorithm' or '--color' with it, found '--explain'

    Usage: dicey-problem [OPTIONS] [COMMAND]

    For more information, try '--help'.
    ");
}
