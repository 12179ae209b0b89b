//! The binary's contract with a judge or a shell, as every solver keeps it (see
//! `testkit::process`): exit statuses, answers before an error, flushing, broken pipes, colour.

/// The statement's sample and its answers.
const SAMPLE: &str = include_str!("../../../testdata/dicey-problem/sample.in");
const SAMPLE_ANSWERS: &str = include_str!("../../../testdata/dicey-problem/sample.out");

/// One whole maze and nothing after it: both cells wild, the die can only go right and back.
const FIRST: &str = "GOOD\n1 2 1 1 1 2\n-1 -1\n";
const FIRST_ANSWER: &str = "GOOD\n  (1,1),(1,2),(1,1)\n";

/// A maze of `n` × `n` wild cells named `BIG`, started in a corner whose cell is empty, so that
/// the die can never come back: its search visits every state it can reach (half of them).
fn no_way_back(n: usize) -> String {
    let first = format!("0{}\n", " -1".repeat(n - 1));
    let row = vec!["-1"; n].join(" ") + "\n";
    format!("BIG\n{n} {n} 1 1 1 2\n{first}{}", row.repeat(n - 1))
}

/// A maze of `n` × `n` wild cells named `BIG`, started in a corner.
fn wild_maze(n: usize) -> String {
    let row = vec!["-1"; n].join(" ") + "\n";
    format!("BIG\n{n} {n} 1 1 1 2\n{}", row.repeat(n))
}

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
    report_misuse: &[&["--explain", "stats"]],
    // `stats` runs the search it names.
    report_kept: &[
        &["--algorithm", "tuple-bfs", "stats"],
        &["stats", "--algorithm", "tuple-bfs"],
    ],
    slow: Some(testkit::process::Slow {
        args: &[],
        input: || format!("{FIRST}{}", no_way_back(1500)),
        first_answer: FIRST_ANSWER,
    }),
    // The classic search of a 1024 × 1024 maze needs 392 bytes a cell, 411 MB, past a 300 MB
    // cap; the first maze is answered before it.
    memory: Some(testkit::process::Memory {
        args: &["--algorithm", "tuple-bfs"],
        cap_kib: 300 * 1024,
        input: || format!("{FIRST}{}", wild_maze(1024)),
        answers_before: FIRST_ANSWER,
        error: "error: line 5, column 1: expected a maze whose search fits",
    }),
};

testkit::contract_tests!(CONTRACT);

/// `--explain` keeps only the tour's visits, never a label for every cell: the drawing of the
/// largest maze the dense search takes, searched whole with no tour, fits the same address-space
/// cap as its answer. (Labelling every cell once took 700 MB more and aborted under such a cap.)
#[test]
#[ignore = "release only: a 4096 × 4096 maze searched whole"]
fn explain_draws_the_largest_maze_in_the_memory_of_its_search() {
    let cap_kib = 400 * 1024;
    let mut command = std::process::Command::new("sh");
    command
        .arg("-c")
        .arg(format!("ulimit -v {cap_kib} && exec \"$0\" --explain"))
        .arg(env!("CARGO_BIN_EXE_dicey-problem"))
        .env_remove("RUST_BACKTRACE");
    let run = testkit::process::run(&mut command, no_way_back(4096).as_bytes());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .trim_end()
            .ends_with("No Solution Possible: the die cannot leave (1, 1) and come back."),
        "{}",
        &run.stdout[run.stdout.len().saturating_sub(200)..]
    );
}
