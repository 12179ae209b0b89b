//! The binary's contract with a judge or a shell, as every solver keeps it (see
//! `testkit::process`): exit statuses, answers before an error, flushing, broken pipes, colour.

/// The statement's sample and its answers.
const SAMPLE: &str = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n\
                      1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n";
const FIRST: &str = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n";

const CONTRACT: testkit::Contract = testkit::Contract {
    binary: env!("CARGO_BIN_EXE_rotation-game"),
    good: SAMPLE,
    answers: "AC\n2\nDDHH\n2\n",
    // The second board has a 4 for its 17th cell.
    bad: "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n\
          1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 4 2 3 1 2 1 3 3\n",
    answers_before_bad: "AC\n2\n",
    error: "error: line 2, column 33: ",
    first_case: FIRST,
    first_answer: "AC\n2\n",
    long: || FIRST.repeat(50_000),
    bad_value: &["--algorithm", "bogus"],
    contradiction: None,
    explain: &["--explain"],
    // The table's report uses no solver flag.
    report_misuse: &[
        &["--explain", "stats"],
        &["--algorithm", "ida-star", "stats"],
    ],
    report_kept: &[&["--color", "never", "stats"]],
    // Every board is answered from the table at once.
    slow: None,
    // A board is a fixed 24 symbols: nothing grows with the input.
    memory: None,
};

testkit::contract_tests!(CONTRACT);
