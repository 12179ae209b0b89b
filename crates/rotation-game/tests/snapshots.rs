//! Snapshots of what the command prints besides judge answers (those are checked against the
//! `.out` files by `tests/judge.rs`): `--explain`, `stats`, `census`, `--help`, and each error
//! message with the answers before it, all through the real binary.

use insta_cmd::assert_cmd_snapshot;
use std::process::Command;

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
fn errors() {
    let cases = [
        (
            "error_bad_symbol",
            format!("{GOOD}1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 4 2 3 1 2 1 3 3\n{GOOD}"),
        ),
        ("error_not_an_integer", format!("{GOOD}1 1 x\n")),
        (
            "error_wrong_counts",
            format!("{GOOD}  1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 1\n"),
        ),
        ("error_cut_off", format!("{GOOD}1 1 1 1 3 2\n3 2")),
        ("error_invisible_character", format!("{GOOD}1 1\u{a0}1\n")),
        ("error_long_token", format!("{GOOD}{}\n", "2".repeat(500))),
    ];
    for (name, input) in cases {
        assert_cmd_snapshot!(name, rotation_game(&[]).pass_stdin(input));
    }
}

#[test]
fn error_bad_flag() {
    assert_cmd_snapshot!(rotation_game(&["--algorithm", "bogus"]).pass_stdin(GOOD));
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
