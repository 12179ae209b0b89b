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

/// An all-white 119 × 101 board, then ten made by pressing cells of an all-white one (so each
/// has a solution, which takes a while to find at this size).
fn large_boards() -> String {
    let white = "w".repeat(101) + "\n";
    let mut text = white.repeat(119);
    let mut seed = 12345u64;
    for _ in 0..10 {
        let mut board = vec![vec![false; 101]; 119];
        for _ in 0..3000 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (r, c) = ((seed >> 33) as usize % 119, (seed >> 17) as usize % 101);
            for (dr, dc) in [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)] {
                let (r, c) = (r.wrapping_add_signed(dr), c.wrapping_add_signed(dc));
                if r < 119 && c < 101 {
                    board[r][c] = !board[r][c];
                }
            }
        }
        for row in board {
            text.extend(row.iter().map(|&b| if b { 'b' } else { 'w' }));
            text.push('\n');
        }
    }
    text
}

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
    report_misuse: &[&["--algorithm", "bfs", "stats"], &["--explain", "stats"]],
    // `stats` counts the boards of the size and proves the most steps to the target.
    report_kept: &[
        &["--size", "3x3", "stats"],
        &["stats", "--size", "3x3"],
        &["stats", "--size", "4x4", "--target", "white"],
        &["stats", "--most", "--size", "4x4", "--target", "either"],
    ],
    slow: Some(testkit::process::Slow {
        args: &["--size", "119x101"],
        input: large_boards,
        // The first board is all white: no step needed.
        first_answer: "0\n",
    }),
    // A board's size is the flag's, not the input's.
    memory: None,
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

#[test]
fn every_malformed_work_is_bad_usage() {
    for work in ["0", "2^64", "-1", "2^x", "lots"] {
        let run = testkit::process::run(
            std::process::Command::new(CONTRACT.binary).arg(format!("--work={work}")),
            FIRST.as_bytes(),
        );
        assert_eq!(run.code, Some(2), "--work {work}: {}", run.stderr);
        assert_eq!(run.stdout, "", "--work {work}");
        assert!(
            run.stderr.contains("--work"),
            "--work {work}: {}",
            run.stderr
        );
    }
}

#[test]
fn a_proof_past_the_work_allowed_is_refused_at_its_board_after_the_answers_before_it() {
    // The all-on 39 x 39 Lights Out board (kernel dimension 32) needs far more than 2^10 class
    // updates of the branch and bound; the all-white board before it needs no search.
    let white = "w".repeat(39) + "\n";
    let black = "b".repeat(39) + "\n";
    let input = white.repeat(39) + &black.repeat(39);
    let args = ["--size", "39x39", "--target", "white", "--work", "2^10"];
    let run = testkit::process::run(
        std::process::Command::new(CONTRACT.binary).args(args),
        input.as_bytes(),
    );
    assert_eq!(
        (run.code, run.stdout.as_str()),
        (Some(1), "0\n"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.starts_with("error: line 40, column 1: ")
            && run.stderr.contains("the fewest is proven to be at least")
            && run.stderr.contains("limit of 2^10 class updates"),
        "{}",
        run.stderr
    );
}
