//! Snapshots of what the command prints besides judge answers (those are checked against the
//! `.out` files by `tests/judge.rs`): `--explain`, `stats`, `--help`, and each error message with
//! the answers before it, all through the real binary.

use insta_cmd::assert_cmd_snapshot;
use std::process::Command;

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
    // 123 x 123 has a kernel of dimension 80 (OEIS A159257), past the 64 coefficients of the
    // branch and bound; one press in the top-left corner.
    let white = "w".repeat(123) + "\n";
    let pressed = format!("bb{}\nb{}\n", "w".repeat(121), "w".repeat(122));
    format!("{}{pressed}{}", white.repeat(123), white.repeat(121))
}

#[test]
fn errors() {
    let cases: [(&str, &[&str], String); 10] = [
        (
            "error_a_character_other_than_b_or_w",
            &[],
            "bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwb\nb.wb\nbwww\n".into(),
        ),
        (
            "error_a_row_too_long",
            &[],
            "bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwbw\n".into(),
        ),
        (
            "error_a_row_too_short",
            &["--size", "2x3"],
            "bwb\nwww\nbb\nwww\n".into(),
        ),
        (
            "error_two_rows_on_one_line",
            &[],
            "bwbw wwww\nbbwb\nbwwb\n".into(),
        ),
        (
            "error_a_board_cut_off",
            &[],
            "bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwb\n".into(),
        ),
        (
            "error_an_invisible_character",
            &[],
            "bwwb\nbbwb\nbwwb\nbwww\nbw\u{a0}b\n".into(),
        ),
        (
            "error_a_long_token",
            &[],
            format!("bwwb\nbbwb\nbwwb\nbwww\nbwbw {}\n", "w".repeat(500)),
        ),
        (
            "error_a_malformed_size",
            &["--size", "4by4"],
            "bwbw\n".into(),
        ),
        (
            "error_a_table_for_too_many_cells",
            &["--size", "5x5", "--algorithm", "table"],
            String::new(),
        ),
        (
            "error_a_kernel_too_large",
            &["--size", "123x123"],
            kernel_too_large(),
        ),
    ];
    for (name, args, input) in cases {
        assert_cmd_snapshot!(name, flip_game(args).pass_stdin(input));
    }
}
