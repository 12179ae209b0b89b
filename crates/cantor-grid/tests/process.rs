//! The binary's contract with a judge or a shell, as every solver keeps it (see
//! `testkit::process`): exit statuses, answers before an error, flushing, broken pipes, colour.

/// A case one move from its target (row 1 turned left): `Case #k: 1`.
macro_rules! one_move {
    () => {
        "1 2 3\n4 5 6\n7 8 9\n2 3 1\n4 5 6\n7 8 9\n"
    };
}

const CONTRACT: testkit::Contract = testkit::Contract {
    binary: env!("CARGO_BIN_EXE_cantor-grid"),
    // The statement's sample and its answers; the second case needs 7 moves, so `--explain`
    // draws moved tiles.
    good: include_str!("../../../testdata/cantor-grid/sample.in"),
    answers: include_str!("../../../testdata/cantor-grid/sample.out"),
    // Three cases announced; the second one's target names tile 5 twice.
    bad: concat!(
        "3\n",
        one_move!(),
        "1 2 3\n4 5 6\n7 8 9\n5 * *\n* 5 *\n* * *\n",
        one_move!()
    ),
    answers_before_bad: "Case #1: 1\n",
    error: "error: line 12, column 3: ",
    // Two cases announced and one given: the answer must leave while the solver waits for the
    // second.
    first_case: concat!("2\n", one_move!()),
    first_answer: "Case #1: 1\n",
    long: || testkit::generate::cantor_queries(&mut testkit::generate::Rng::new(1), 20_000, 0, 9),
    bad_value: &["--algorithm", "bogus"],
    contradiction: None,
    explain: &["--explain"],
    report_misuse: &[&["--algorithm", "fill", "stats"], &["--explain", "stats"]],
    report_kept: &[&["--color", "never", "stats"]],
    // Every case is answered from the table at once.
    slow: None,
    // A case is a fixed 3 × 3 grid: nothing grows with the input.
    memory: None,
};

testkit::contract_tests!(CONTRACT);
