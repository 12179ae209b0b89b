//! Snapshots of what the command prints besides judge answers (those are checked against the
//! `.out` files by `tests/judge.rs`): `--explain`, `stats`, `census`, `--help`, and each error
//! message with the answers before it, all through the real binary.

use std::process::Command;
use testkit::assert_cmd_snapshot;
use testkit::snapshot::{BadInput, transcript};

fn rotation_game(args: &[&str]) -> Command {
    testkit::process::command(env!("CARGO_BIN_EXE_rotation-game"), args)
}

const SAMPLE: &str = include_str!("../../../testdata/rotation-game/sample.in");
const GOOD: &str = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n";

#[test]
fn explain_the_sample() {
    assert_cmd_snapshot!(rotation_game(&["--explain"]).pass_stdin(SAMPLE));
}

#[test]
fn stats() {
    assert_cmd_snapshot!(rotation_game(&["stats"]));
}

#[test]
fn census() {
    assert_cmd_snapshot!(rotation_game(&["census"]));
}

#[test]
fn help() {
    assert_cmd_snapshot!(rotation_game(&["--help"]));
}

#[test]
fn stats_hardest_prints_every_board_the_stats_count() {
    // The hardest boards are the ready benchmark input: the binary must print them all, and the
    // count must be the one `stats` reports.
    let hardest = rotation_game(&["stats", "--hardest"]).output().unwrap();
    assert!(hardest.status.success());
    let text = String::from_utf8(hardest.stdout).unwrap();
    let boards = text.lines().filter(|l| l.split(' ').count() == 24).count();
    assert!(text.ends_with("\n0\n"));
    let stats = rotation_game(&["stats"]).output().unwrap();
    let stats = String::from_utf8(stats.stdout).unwrap();
    assert!(
        stats.contains(&format!("({boards} boards need it)")),
        "{stats}"
    );
}

/// Each kind of bad input, after a good case where there is room for one: the answers before it,
/// the message and the exit status of each, in one transcript beside the inputs.
#[test]
fn error_messages() {
    let inputs: [BadInput; 7] = [
        (
            "bad_symbol",
            &[],
            format!("{GOOD}1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 4 2 3 1 2 1 3 3\n{GOOD}"),
        ),
        ("not_an_integer", &[], format!("{GOOD}1 1 x\n")),
        (
            "wrong_counts",
            &[],
            format!("{GOOD}  1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 1\n"),
        ),
        ("cut_off", &[], format!("{GOOD}1 1 1 1 3 2\n3 2")),
        ("invisible_character", &[], format!("{GOOD}1 1\u{a0}1\n")),
        ("long_token", &[], format!("{GOOD}{}\n", "2".repeat(500))),
        ("bad_flag", &["--algorithm", "bogus"], GOOD.to_string()),
    ];
    insta::assert_snapshot!(transcript(env!("CARGO_BIN_EXE_rotation-game"), &inputs), @r"
    bad_symbol (exit 1)
      out: AC
      out: 2
      err: error: line 2, column 33: expected a symbol 1, 2 or 3 (cell 17 of 24), found `4`
    not_an_integer (exit 1)
      out: (as above)
      err: error: line 2, column 5: expected a symbol 1, 2 or 3 (cell 3 of 24), found `x`
    wrong_counts (exit 1)
      out: (as above)
      err: error: line 2, column 3: expected a board with eight of each symbol, found 9 × 1, 8 × 2, 7 × 3
    cut_off (exit 1)
      out: (as above)
      err: error: line 3, column 4: expected a symbol 1, 2 or 3 (cell 9 of 24), found end of input
    invisible_character (exit 1)
      out: (as above)
      err: error: line 2, column 3: expected a symbol 1, 2 or 3 (cell 2 of 24), found `1<U+00A0>1`
    long_token (exit 1)
      out: (as above)
      err: error: line 2, column 1: expected a symbol 1, 2 or 3 (cell 1 of 24), or 0 to end, found `2222222222222222222222222222222222222222…` (500 characters), a number too large
    bad_flag --algorithm bogus (exit 2)
      err: error: invalid value 'bogus' for '--algorithm <ALGORITHM>'
      err:   [possible values: table, ida-star]
      err:
      err: For more information, try '--help'.
    ");
}
