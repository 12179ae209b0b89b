//! The binary's contract with a judge or a shell, as every solver keeps it (see
//! `testkit::process`): exit statuses, answers before an error, flushing, broken pipes, colour.

/// The statement's two samples, one after the other, and their answers: the second needs four
/// steps, so `--explain` has presses to colour.
const GOOD: &str = concat!(
    include_str!("../../../testdata/flip-game/sample-1.in"),
    include_str!("../../../testdata/flip-game/sample-2.in"),
);
const ANSWERS: &str = concat!(
    include_str!("../../../testdata/flip-game/sample-1.out"),
    include_str!("../../../testdata/flip-game/sample-2.out"),
);
/// The second sample alone.
const FIRST: &str = include_str!("../../../testdata/flip-game/sample-2.in");

const CONTRACT: testkit::Contract = testkit::Contract {
    binary: env!("CARGO_BIN_EXE_flip-game"),
    good: GOOD,
    answers: ANSWERS,
    // The second board has an `x` in its second row.
    bad: "bwwb\nbbwb\nbwwb\nbwww\nbwbw\nwxwb\nbbwb\nbwwb\n",
    answers_before_bad: "4\n",
    error: "error: line 6, column 2: ",
    first_case: FIRST,
    first_answer: "4\n",
    long: testkit::generate::all_flip_boards,
    bad_value: &["--size", "4by4"],
    contradiction: Some(&["--size", "5x5", "--algorithm", "table"]),
    explain: &["--explain"],
};

testkit::contract_tests!(CONTRACT);

#[test]
fn every_malformed_size_is_bad_usage() {
    for size in ["4by4", "0x3", "3x0", "99999999999x3", "x", "+4x4", "1025x1"] {
        let run = testkit::process::run(
            std::process::Command::new(CONTRACT.binary).args(["--size", size]),
            FIRST.as_bytes(),
        );
        assert_eq!(run.code, Some(2), "--size {size}: {}", run.stderr);
        assert_eq!(run.stdout, "", "--size {size}");
        assert!(
            run.stderr.starts_with("error: ") && run.stderr.contains("--size"),
            "--size {size}: {}",
            run.stderr
        );
    }
}
