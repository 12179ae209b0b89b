//! Snapshots of what the command prints besides judge answers (those are checked against the
//! `.out` files by `tests/judge.rs`): `--explain`, `stats`, `--help`, and each error message with
//! the answers before it, all through the real binary.

use std::process::Command;
use testkit::assert_cmd_snapshot;
use testkit::snapshot::{BadInput, transcript};

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
    // dimension 2), 6 × 6 and 7 × 7 (trivial kernels), 17 × 17 (three code words over 289 cells),
    // a summary for 200 × 200, and why 9 × 9 (too many groups) and 128 × 128 (too many code
    // words) are not counted.
    for size in [
        "4x4", "3x3", "4x5", "5x5", "6x6", "7x7", "9x9", "17x17", "128x128", "200x200",
    ] {
        assert_cmd_snapshot!(
            format!("stats_{size}"),
            flip_game(&["stats", "--size", size])
        );
    }
}

#[test]
fn stats_to_one_colour() {
    // To white: the table's counts for 4 × 4, the kernel's code words' for 5 × 5 (Lights Out's
    // board), a summary for 1 × 1000 (a trivial kernel: one press set for each board), and why
    // 128 × 128 is not counted; to black, 6 × 6 (a trivial kernel, listed).
    for (size, target) in [
        ("4x4", "white"),
        ("5x5", "white"),
        ("1x1000", "white"),
        ("128x128", "white"),
        ("6x6", "black"),
    ] {
        assert_cmd_snapshot!(
            format!("stats_{size}_to_{target}"),
            flip_game(&["stats", "--size", size, "--target", target])
        );
    }
}

#[test]
fn help() {
    assert_cmd_snapshot!(flip_game(&["--help"]));
}

/// A 123 × 123 board, the smallest square whose kernel is past the limit: the first all white,
/// which is answered, the second one press from it, which is refused.
fn kernel_too_large() -> String {
    // 123 x 123 has a kernel of dimension 80 (OEIS A159257), past the 64 coefficients of the
    // branch and bound; one press in the top-left corner.
    let white = "w".repeat(123) + "\n";
    let pressed = format!("bb{}\nb{}\n", "w".repeat(121), "w".repeat(122));
    format!("{}{pressed}{}", white.repeat(123), white.repeat(121))
}

/// Each kind of bad input, after a good case where there is room for one: the answers before it,
/// the message and the exit status of each, in one transcript beside the inputs.
#[test]
fn error_messages() {
    let inputs: [BadInput; 10] = [
        (
            "a_character_other_than_b_or_w",
            &[],
            "bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwb\nb.wb\nbwww\n".to_string(),
        ),
        (
            "a_row_too_long",
            &[],
            "bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwbw\n".to_string(),
        ),
        (
            "a_row_too_short",
            &["--size", "2x3"],
            "bwb\nwww\nbb\nwww\n".to_string(),
        ),
        (
            "two_rows_on_one_line",
            &[],
            "bwbw wwww\nbbwb\nbwwb\n".to_string(),
        ),
        (
            "a_board_cut_off",
            &[],
            "bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwb\n".to_string(),
        ),
        (
            "an_invisible_character",
            &[],
            "bwwb\nbbwb\nbwwb\nbwww\nbw\u{a0}b\n".to_string(),
        ),
        (
            "a_long_token",
            &[],
            format!("bwwb\nbbwb\nbwwb\nbwww\nbwbw {}\n", "w".repeat(500)),
        ),
        (
            "a_malformed_size",
            &["--size", "4by4"],
            "bwbw\n".to_string(),
        ),
        (
            "a_table_for_too_many_cells",
            &["--size", "5x5", "--algorithm", "table"],
            String::new(),
        ),
        (
            "a_kernel_too_large",
            &["--size", "123x123"],
            kernel_too_large(),
        ),
    ];
    insta::assert_snapshot!(transcript(env!("CARGO_BIN_EXE_flip-game"), &inputs), @r"
    a_character_other_than_b_or_w (exit 1)
      out: Impossible
      err: error: line 7, column 2: expected `b` or `w`, found `.`
    a_row_too_long (exit 1)
      out: (as above)
      err: error: line 6, column 5: expected the end of a row of 4 cells, found `w`
    a_row_too_short --size 2x3 (exit 1)
      out: 1
      err: error: line 3, column 3: expected a row of 3 cells, found the row ending after 2
    two_rows_on_one_line (exit 1)
      err: error: line 1, column 6: expected row 2 of 4 on a line of its own, found `wwww` after row 1
    a_board_cut_off (exit 1)
      out: Impossible
      err: error: line 7, column 1: expected row 3 of 4 of a board, found end of input
    an_invisible_character (exit 1)
      out: 4
      err: error: line 5, column 3: expected `b` or `w`, found `<U+00A0>`
    a_long_token (exit 1)
      out: (as above)
      err: error: line 5, column 6: expected row 2 of 4 of a board, found `wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww…`, a token of more than 65 bytes, longer than this input allows
    a_malformed_size --size 4by4 (exit 2)
      err: error: invalid value '4by4' for '--size <RxC>': expected RxC with R and C from 1 to 1024 (like 4x4), found `4by4`
      err:
      err: For more information, try '--help'.
    a_table_for_too_many_cells --size 5x5 --algorithm table (exit 2)
      err: error: --algorithm table handles boards of at most 20 cells, and a 5x5 board has 25; use --algorithm gf2
      err:
      err: Usage: flip-game [OPTIONS] [COMMAND]
      err:
      err: For more information, try '--help'.
    a_kernel_too_large --size 123x123 (exit 1)
      out: 0
      err: error: line 124, column 1: a 123x123 board has a kernel of dimension 80: proving the fewest steps means searching 2^80 press sets per colour, past the 64 coefficients the branch and bound takes
    ");
}
