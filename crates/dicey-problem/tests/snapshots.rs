//! Snapshots of what the command prints besides judge answers (those are checked against the
//! `.out` files by `tests/judge.rs`): `--explain`, `stats`, `--help`, and each error message with
//! the answer before it, all through the real binary.

use std::process::Command;
use testkit::assert_cmd_snapshot;
use testkit::snapshot::{BadInput, transcript};

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

/// Each kind of bad input, after a good case where there is room for one: the answers before it,
/// the message and the exit status of each, in one transcript beside the inputs.
#[test]
fn error_messages() {
    let inputs: [BadInput; 23] = [
        ("rows_zero", &[], format!("{GOOD}BAD\n0 3 1 1 1 2\n")),
        ("cols_zero", &[], format!("{GOOD}BAD\n3 0 1 1 1 2\n")),
        (
            "too_many_cells",
            &[],
            format!("{GOOD}BAD\n100000 100000 1 1 1 2\n"),
        ),
        (
            "start_row_outside",
            &[],
            format!("{GOOD}BAD\n2 2 3 1 1 2\n-1 -1\n-1 -1\n"),
        ),
        (
            "start_column_outside",
            &[],
            format!("{GOOD}BAD\n2 2 1 0 1 2\n-1 -1\n-1 -1\n"),
        ),
        (
            "top_outside",
            &[],
            format!("{GOOD}BAD\n2 2 1 1 7 2\n-1 -1\n-1 -1\n"),
        ),
        (
            "front_equal_to_top",
            &[],
            format!("{GOOD}BAD\n2 2 1 1 3 3\n-1 -1\n-1 -1\n"),
        ),
        (
            "front_opposite_top",
            &[],
            format!("{GOOD}BAD\n2 2 1 1 3 4\n-1 -1\n-1 -1\n"),
        ),
        (
            "cell_value_outside",
            &[],
            format!("{GOOD}BAD\n2 2 1 1 1 2\n-1 -1\n-1 7\n"),
        ),
        (
            "cell_value_below_wild",
            &[],
            format!("{GOOD}BAD\n2 2 1 1 1 2\n-1 -2\n-1 -1\n"),
        ),
        (
            "non_integer_header",
            &[],
            format!("{GOOD}BAD\n2 two 1 1 1 2\n"),
        ),
        (
            "non_integer_cell",
            &[],
            format!("{GOOD}BAD\n2 2 1 1 1 2\n-1 1.5\n-1 -1\n"),
        ),
        ("cut_off_in_header", &[], format!("{GOOD}BAD\n2 2 1\n")),
        (
            "cut_off_in_cells",
            &[],
            format!("{GOOD}BAD\n2 2 1 1 1 2\n-1 -1\n-1"),
        ),
        ("name_without_maze", &[], format!("{GOOD}BAD\n")),
        (
            "invisible_character",
            &[],
            format!("{GOOD}BAD\n2 2 1 1 1 2\n-1 -1\n-1\u{a0}-1\n"),
        ),
        (
            "long_name_and_long_value",
            &[],
            GOOD.to_string() + &format!("{}\n1 1 1 1 1 2\n{}\n", "N".repeat(100), "6".repeat(500)),
        ),
        (
            "rows_too_large",
            &[],
            format!("{GOOD}BAD\n99999999999999999999999 1 1 1 1 2\n"),
        ),
        (
            "name_with_a_bidi_override",
            &[],
            format!("{GOOD}AB\u{202e}C\n1 1 1 1 1 2\n-1\n"),
        ),
        (
            "name_with_a_line_separator",
            &[],
            format!("{GOOD}AB\u{2028}C\n1 1 1 1 1 2\n-1\n"),
        ),
        (
            "a_token_too_long_where_a_maze_may_start",
            &[],
            format!("{GOOD}{}", "N".repeat(70_000)),
        ),
        ("bad_flag", &["--algorithm", "bogus"], GOOD.to_string()),
        (
            "explain_given_to_stats",
            &["--explain", "stats"],
            GOOD.to_string(),
        ),
    ];
    insta::assert_snapshot!(transcript(env!("CARGO_BIN_EXE_dicey-problem"), &inputs), @r"
    rows_zero (exit 1)
      out: GOOD
      out:   (1,1),(1,2),(1,1)
      err: error: line 5, column 1: expected the number of rows (1 or more), found `0`
    cols_zero (exit 1)
      out: (as above)
      err: error: line 5, column 3: expected the number of columns (1 or more, at most 16777216 cells in all for --algorithm dense), found `0`
    too_many_cells (exit 1)
      out: (as above)
      err: error: line 5, column 8: expected the number of columns (1 or more, at most 16777216 cells in all for --algorithm dense), found `100000`
    start_row_outside (exit 1)
      out: (as above)
      err: error: line 5, column 5: expected the start row (1 to 2), found `3`
    start_column_outside (exit 1)
      out: (as above)
      err: error: line 5, column 7: expected the start column (1 to 2), found `0`
    top_outside (exit 1)
      out: (as above)
      err: error: line 5, column 9: expected the top face (1 to 6), found `7`
    front_equal_to_top (exit 1)
      out: (as above)
      err: error: line 5, column 11: expected the front face (1 to 6, neither the top 3 nor its opposite 4), found `3`
    front_opposite_top (exit 1)
      out: (as above)
      err: error: line 5, column 11: expected the front face (1 to 6, neither the top 3 nor its opposite 4), found `4`
    cell_value_outside (exit 1)
      out: (as above)
      err: error: line 7, column 4: expected the value of cell (2, 2) of `BAD` (-1 to 6), found `7`
    cell_value_below_wild (exit 1)
      out: (as above)
      err: error: line 6, column 4: expected the value of cell (1, 2) of `BAD` (-1 to 6), found `-2`
    non_integer_header (exit 1)
      out: (as above)
      err: error: line 5, column 3: expected the number of columns (1 or more, at most 16777216 cells in all for --algorithm dense), found `two`
    non_integer_cell (exit 1)
      out: (as above)
      err: error: line 6, column 4: expected the value of cell (1, 2) of `BAD` (-1 to 6), found `1.5`
    cut_off_in_header (exit 1)
      out: (as above)
      err: error: line 6, column 1: expected the start column (1 to 2), found end of input
    cut_off_in_cells (exit 1)
      out: (as above)
      err: error: line 7, column 3: expected the value of cell (2, 2) of `BAD` (-1 to 6), found end of input
    name_without_maze (exit 1)
      out: (as above)
      err: error: line 5, column 1: expected the number of rows (1 or more), found end of input
    invisible_character (exit 1)
      out: (as above)
      err: error: line 7, column 1: expected the value of cell (2, 1) of `BAD` (-1 to 6), found `-1<U+00A0>-1`
    long_name_and_long_value (exit 1)
      out: (as above)
      err: error: line 6, column 1: expected the value of cell (1, 1) of `NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN…` (100 characters) (-1 to 6), found `6666666666666666666666666666666666666666…` (500 characters), a number too large
    rows_too_large (exit 1)
      out: (as above)
      err: error: line 5, column 1: expected the number of rows (1 or more), found `99999999999999999999999`, a number too large
    name_with_a_bidi_override (exit 1)
      out: (as above)
      err: error: line 4, column 3: expected a maze name of printable, visible characters, found U+202E (a format character) in `AB<U+202E>C`
    name_with_a_line_separator (exit 1)
      out: (as above)
      err: error: line 4, column 3: expected a maze name of printable, visible characters, found U+2028 (a line separator) in `AB<U+2028>C`
    a_token_too_long_where_a_maze_may_start (exit 1)
      out: (as above)
      err: error: line 4, column 1: expected a token of at most 65536 bytes, found `NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN…`, a token of more than 65536 bytes, longer than this input allows
    bad_flag --algorithm bogus (exit 2)
      err: error: invalid value 'bogus' for '--algorithm <ALGORITHM>'
      err:   [possible values: dense, tuple-bfs]
      err:
      err: For more information, try '--help'.
    explain_given_to_stats --explain stats (exit 2)
      err: error: the report 'stats' does not use '--explain': expected only '--algorithm' or '--color' with it, found '--explain'
      err:
      err: Usage: dicey-problem [OPTIONS] [COMMAND]
      err:
      err: For more information, try '--help'.
    ");
}
