//! Snapshots of what the command prints besides judge answers (those are checked against the
//! `.out` files by `tests/judge.rs`): `--explain`, `stats`, `--help`, and each error message with
//! the answers before it, all through the real binary.

use std::process::Command;
use testkit::assert_cmd_snapshot;

fn flip_game(args: &[&str]) -> Command {
    testkit::process::command(env!("CARGO_BIN_EXE_flip-game"), args)
}

const SAMPLE_1: &str = include_str!("../../../testdata/flip-game/sample-1.in");
const SAMPLE_2: &str = include_str!("../../../testdata/flip-game/sample-2.in");
const OFFICIAL: &str = include_str!("../../../testdata/flip-game/official.in");

#[test]
fn explain_the_samples() {
    assert_cmd_snapshot!(flip_game(&["--explain"]).pass_stdin(format!("{SAMPLE_1}{SAMPLE_2}")));
}

#[test]
fn explain_the_official_data_with_gf2() {
    assert_cmd_snapshot!(flip_game(&["--explain", "--algorithm", "gf2"]).pass_stdin(OFFICIAL));
}

#[test]
fn explain_a_wide_board() {
    assert_cmd_snapshot!(
        flip_game(&["--explain", "--size", "3x10"])
            .pass_stdin("bwbwbwbwbw\nwwwwwbbbbb\nbbwwbbwwbb\n")
    );
}

#[test]
fn stats() {
    // The table's counts for 3 × 3, 4 × 4 and 4 × 5; the code words' for 5 × 5 (kernel
    // dimension 2), 6 × 6 and 7 × 7 (trivial kernels), a summary for 200 × 200, and why 9 × 9
    // (too many groups) and 128 × 128 (too many code words) are not counted.
    for size in [
        "4x4", "3x3", "4x5", "5x5", "6x6", "7x7", "9x9", "128x128", "200x200",
    ] {
        assert_cmd_snapshot!(
            format!("stats_{size}"),
            flip_game(&["stats", "--size", size])
        );
    }
}

#[test]
fn help() {
    assert_cmd_snapshot!(flip_game(&["--help"]));
}

/// A 27 × 35 board, a shape of fewest cells whose kernel is past the limit (dimension 27):
/// the first all white, which is answered, the second one press from it, which is refused.
fn kernel_too_large() -> String {
    let white = "w".repeat(35) + "\n";
    // One press in the top-left corner.
    let pressed = format!("bb{}\nb{}\n", "w".repeat(33), "w".repeat(34));
    format!("{}{pressed}{}", white.repeat(27), white.repeat(25))
}

#[test]
fn error_a_character_other_than_b_or_w() {
    assert_cmd_snapshot!(flip_game(&[]).pass_stdin("bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwb\nb.wb\nbwww\n"), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Impossible

    ----- stderr -----
    error: line 7, column 2: expected `b` or `w`, found `.`
    ");
}

#[test]
fn error_a_row_too_long() {
    assert_cmd_snapshot!(flip_game(&[]).pass_stdin("bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwbw\n"), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Impossible

    ----- stderr -----
    error: line 6, column 5: expected the end of a row of 4 cells, found `w`
    ");
}

#[test]
fn error_a_row_too_short() {
    assert_cmd_snapshot!(flip_game(&["--size", "2x3"]).pass_stdin("bwb\nwww\nbb\nwww\n"), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    1

    ----- stderr -----
    error: line 3, column 3: expected a row of 3 cells, found the row ending after 2
    ");
}

#[test]
fn error_two_rows_on_one_line() {
    assert_cmd_snapshot!(flip_game(&[]).pass_stdin("bwbw wwww\nbbwb\nbwwb\n"), @r"
    success: false
    exit_code: 1
    ----- stdout -----

    ----- stderr -----
    error: line 1, column 6: expected row 2 of 4 on a line of its own, found `wwww` after row 1
    ");
}

#[test]
fn error_a_board_cut_off() {
    assert_cmd_snapshot!(flip_game(&[]).pass_stdin("bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwb\n"), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    Impossible

    ----- stderr -----
    error: line 7, column 1: expected row 3 of 4 of a board, found end of input
    ");
}

#[test]
fn error_an_invisible_character() {
    assert_cmd_snapshot!(flip_game(&[]).pass_stdin("bwwb\nbbwb\nbwwb\nbwww\nbw\u{a0}b\n"), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    4

    ----- stderr -----
    error: line 5, column 3: expected `b` or `w`, found `<U+00A0>`
    ");
}

#[test]
fn error_a_long_token() {
    assert_cmd_snapshot!(flip_game(&[]).pass_stdin(format!("bwwb\nbbwb\nbwwb\nbwww\nbwbw {}\n", "w".repeat(500))), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    4

    ----- stderr -----
    error: line 5, column 6: expected row 2 of 4 of a board, found `wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww…`, a token of more than 65 bytes, longer than this input allows
    ");
}

#[test]
fn error_a_malformed_size() {
    assert_cmd_snapshot!(flip_game(&["--size", "4by4"]).pass_stdin("bwbw\n"), @r"
    success: false
    exit_code: 2
    ----- stdout -----

    ----- stderr -----
    error: invalid value '4by4' for '--size <RxC>': expected RxC with R and C from 1 to 1024 (like 4x4), found `4by4`

    For more information, try '--help'.
    ");
}

#[test]
fn error_a_table_for_too_many_cells() {
    assert_cmd_snapshot!(flip_game(&["--size", "5x5", "--algorithm", "table"]).pass_stdin(String::new()), @r"
    success: false
    exit_code: 2
    ----- stdout -----

    ----- stderr -----
    error: --algorithm table handles boards of at most 20 cells, and a 5x5 board has 25; use --algorithm gf2

    Usage: flip-game [OPTIONS] [COMMAND]

    For more information, try '--help'.
    ");
}

#[test]
fn error_a_kernel_too_large() {
    assert_cmd_snapshot!(flip_game(&["--size", "27x35"]).pass_stdin(kernel_too_large()), @r"
    success: false
    exit_code: 1
    ----- stdout -----
    0

    ----- stderr -----
    error: line 28, column 1: a 27x35 board has a kernel of dimension 27: proving the fewest steps means trying 2^27 press sets per colour of 35 words each, past the 2^29 word operations (about a second) that this solver allows
    ");
}
