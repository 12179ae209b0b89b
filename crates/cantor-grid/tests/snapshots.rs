//! Snapshots of what the solver prints: the judge output of every testdata case, `--explain` on
//! the sample, `stats`, and each error message. They record output for review; the expected
//! answers themselves are checked by `tests/judge.rs`.

use cantor_grid::cli::Cli;
use cantor_grid::{Options, run};
use clap::Parser;

/// What the binary would print: stdout, then (on an error) `error: …` as on stderr.
fn output(input: &[u8], options: &Options) -> String {
    let mut out = Vec::new();
    let result = run(input, &mut out, options);
    let mut text = String::from_utf8(out).unwrap();
    if let Err(e) = result {
        text.push_str(&format!("--- stderr ---\nerror: {e}\n"));
    }
    text
}

#[test]
fn judge_output_of_every_testdata_case() {
    insta::glob!("../../../testdata/cantor-grid", "*.in", |path| {
        let input = std::fs::read(path).unwrap();
        let args = std::fs::read_to_string(path.with_extension("args")).unwrap_or_default();
        let cli =
            Cli::try_parse_from(std::iter::once("cantor-grid").chain(args.split_whitespace()))
                .unwrap();
        insta::assert_snapshot!(output(&input, &cli.options(false)));
    });
}

#[test]
fn explain_the_sample() {
    let input = include_bytes!("../../../testdata/cantor-grid/sample.in");
    let options = Options {
        explain: true,
        ..Options::default()
    };
    insta::assert_snapshot!(output(input, &options));
}

#[test]
fn explain_the_one_move_cases() {
    let input = include_bytes!("../../../testdata/cantor-grid/one-move.in");
    let options = Options {
        explain: true,
        ..Options::default()
    };
    insta::assert_snapshot!(output(input, &options));
}

#[test]
fn stats() {
    insta::assert_snapshot!(cantor_grid::stats::render(cantor_grid::table::Table::get()));
}

const CASE: &str = "1 2 3\n4 5 6\n7 8 9\n8 * 9\n5 3 7\n2 * *\n";

/// Each kind of bad input the issue lists, after one good case where there is room for one.
#[test]
fn errors() {
    let cases = [
        (
            "number_of_cases_missing_or_not_a_number",
            "two\n".to_string(),
        ),
        ("number_of_cases_negative", "-2\n".to_string()),
        ("fewer_cases_than_announced", format!("2\n{CASE}")),
        ("case_cut_short", format!("2\n{CASE}1 2 3\n4 5")),
        (
            "start_tile_out_of_range",
            format!("2\n{CASE}1 2 3\n4 0 6\n"),
        ),
        (
            "start_tile_twice",
            format!("2\n{CASE}1 2 3\n4 5 6\n7 8 3\n"),
        ),
        ("start_star", format!("2\n{CASE}1 2 3\n* 5 6\n")),
        (
            "target_token_bad",
            format!("2\n{CASE}1 2 3\n4 5 6\n7 8 9\n* * x\n"),
        ),
        (
            "target_tile_twice",
            format!("2\n{CASE}1 2 3\n4 5 6\n7 8 9\n* 1 *\n* * 1\n"),
        ),
        ("more_cases_than_announced", format!("1\n{CASE}{CASE}")),
    ];
    for (name, input) in cases {
        let text = output(input.as_bytes(), &Options::default());
        assert!(text.contains("error: line "), "{name}: {text}");
        insta::assert_snapshot!(name, text);
    }
}
