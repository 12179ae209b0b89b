//! The binary's contract with a judge or a shell, as every solver keeps it (see
//! `testkit::process`): exit statuses, answers before an error, flushing, broken pipes, colour.

/// The statement's sample and its answers.
const SAMPLE: &str = include_str!("../../../testdata/dicey-problem/sample.in");
const SAMPLE_ANSWERS: &str = include_str!("../../../testdata/dicey-problem/sample.out");

/// One whole maze and nothing after it: both cells wild, the die can only go right and back.
const FIRST: &str = "GOOD\n1 2 1 1 1 2\n-1 -1\n";
const FIRST_ANSWER: &str = "GOOD\n  (1,1),(1,2),(1,1)\n";

const CONTRACT: testkit::Contract = testkit::Contract {
    binary: env!("CARGO_BIN_EXE_dicey-problem"),
    good: SAMPLE,
    answers: SAMPLE_ANSWERS,
    // The second maze has a 7 on top of its die.
    bad: "GOOD\n1 2 1 1 1 2\n-1 -1\nBAD\n2 2 1 1 7 2\n-1 -1\n-1 -1\nEND\n",
    answers_before_bad: FIRST_ANSWER,
    error: "error: line 5, column 9: ",
    first_case: FIRST,
    first_answer: FIRST_ANSWER,
    // 26 bytes of answer a maze: over half a megabyte in all.
    long: || format!("{}END\n", FIRST.repeat(20_000)),
    bad_value: &["--algorithm", "bogus"],
    contradiction: None,
    explain: &["--explain"],
};

testkit::contract_tests!(CONTRACT);
