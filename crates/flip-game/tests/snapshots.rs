//! Snapshots of everything flip-game prints: the judge output of every testdata case, `--explain`,
//! `stats`, and each error message.

mod common;

use common::run_str;

#[test]
fn judge_output_of_every_testdata_case() {
    insta::glob!("../../../testdata/flip-game", "*.in", |path| {
        let input = std::fs::read(path).unwrap();
        let (stdout, err) = common::run(&common::case_args(path), &input);
        assert_eq!(err, None);
        insta::assert_snapshot!(stdout);
    });
}

fn sample(name: &str) -> String {
    std::fs::read_to_string(common::testdata().join(name)).unwrap()
}

#[test]
fn explain_the_samples() {
    let input = sample("sample-1.in") + &sample("sample-2.in");
    let (stdout, err) = run_str("--explain", &input);
    assert_eq!(err, None);
    insta::assert_snapshot!(stdout);
}

#[test]
fn explain_the_official_data_with_gf2() {
    let (stdout, err) = run_str("--explain --algorithm gf2", &sample("official.in"));
    assert_eq!(err, None);
    insta::assert_snapshot!(stdout);
}

#[test]
fn explain_a_wide_board() {
    let (stdout, err) = run_str(
        "--explain --size 3x10",
        "bwbwbwbwbw\nwwwwwbbbbb\nbbwwbbwwbb\n",
    );
    assert_eq!(err, None);
    insta::assert_snapshot!(stdout);
}

#[test]
fn stats_4x4() {
    let (stdout, err) = run_str("stats", "");
    assert_eq!(err, None);
    insta::assert_snapshot!(stdout);
}

#[test]
fn stats_3x3_and_large_boards() {
    let mut all = String::new();
    for size in ["3x3", "4x5", "9x9", "128x128", "200x200"] {
        let (stdout, err) = run_str(&format!("stats --size {size}"), "");
        assert_eq!(err, None);
        all += &stdout;
        all += "\n";
    }
    insta::assert_snapshot!(all);
}

/// The answers before the bad board, then the error as stderr shows it.
fn error_case(args: &str, input: &str) -> String {
    let (stdout, err) = run_str(args, input);
    let err = err.expect("an error");
    format!("stdout:\n{stdout}stderr:\n{err}\n")
}

#[test]
fn error_a_character_other_than_b_or_w() {
    insta::assert_snapshot!(error_case(
        "",
        "bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwb\nb.wb\nbwww\n"
    ));
}

#[test]
fn error_a_row_too_long() {
    insta::assert_snapshot!(error_case("", "bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwbw\n"));
}

#[test]
fn error_a_row_too_short() {
    insta::assert_snapshot!(error_case("--size 2x3", "bwb\nwww\nbb\nwww\n"));
}

#[test]
fn error_two_rows_on_one_line() {
    insta::assert_snapshot!(error_case("", "bwbw wwww\nbbwb\nbwwb\n"));
}

#[test]
fn error_a_board_cut_off() {
    insta::assert_snapshot!(error_case("", "bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwb\n"));
}

#[test]
fn error_a_malformed_size() {
    insta::assert_snapshot!(error_case("--size 4by4", "bwbw\n"));
}

#[test]
fn error_a_table_for_too_many_cells() {
    insta::assert_snapshot!(error_case("--size 5x5 --algorithm table", ""));
}

#[test]
fn error_a_kernel_too_large() {
    // 256 x 256 has a kernel of dimension 144: one board already one colour (answered: 0), then one
    // that can be solved but not proven minimal.
    let white = "w".repeat(256) + "\n";
    let mut input = white.repeat(256);
    // One press in the top-left corner.
    input += &("bb".to_string() + &"w".repeat(254) + "\n");
    input += &("b".to_string() + &"w".repeat(255) + "\n");
    input += &white.repeat(254);
    insta::assert_snapshot!(error_case("--size 256x256", &input));
}
