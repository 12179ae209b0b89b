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
    report_misuse: &[
        &["--algorithm", "fill", "stats"],
        &["--explain", "stats"],
        &["--moves", "stats", "--size", "2x3"],
    ],
    report_kept: &[
        &["--color", "never", "stats"],
        &["stats", "--size", "2x3", "--metric", "mtm"],
        &["--size", "3x2", "stats"],
        &[
            "stats", "--size", "2x4", "--metric", "mtm", "--sample", "3", "--seed", "5",
        ],
        &["--size", "3x3", "stats", "--sample", "2"],
    ],
    // Every case is answered from the table at once.
    slow: None,
    // A case is a fixed 3 × 3 grid: nothing grows with the input.
    memory: None,
};

testkit::contract_tests!(CONTRACT);

/// The 12-cell table through the real binary and the user's cache directory
/// (`$XDG_CACHE_HOME`): a note and a file the first time, silence and the same answer the next,
/// a damaged file noticed and rebuilt, and an unusable directory reported without failing.
#[test]
#[ignore = "release only: three censuses of 12! arrangements"]
fn the_twelve_cell_table_is_cached_once_checked_and_rebuilt() {
    use std::fs;
    // Two tiles swapped and one starred: more than six tiles given, so the table answers.
    let input = "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n2 1 3 4\n5 6 7 8\n9 10 11 *\n";
    let home = std::env::temp_dir().join(format!("cantor-grid-process-{}", std::process::id()));
    let _ = fs::remove_dir_all(&home);
    let query = |cache: &std::path::Path| {
        let mut command = testkit::process::command(CONTRACT.binary, &["--size", "3x4"]);
        command.env("XDG_CACHE_HOME", cache);
        testkit::process::run(&mut command, input.as_bytes())
    };
    let first = query(&home);
    assert_eq!(first.code, Some(0), "{}", first.stderr);
    assert!(
        first
            .stderr
            .contains("note: building the 3x4 stm table once"),
        "{}",
        first.stderr
    );
    let file = home.join("cantor-grid/loopover-3x4-stm.bin");
    assert!(file.is_file());
    let second = query(&home);
    assert_eq!((second.code, &second.stdout), (Some(0), &first.stdout));
    assert_eq!(second.stderr, "");
    let mut bytes = fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x40;
    fs::write(&file, &bytes).unwrap();
    let damaged = query(&home);
    assert_eq!(damaged.stdout, first.stdout);
    assert!(
        damaged
            .stderr
            .contains("is unusable (its checksum does not match); building it again")
    );
    assert_eq!(query(&home).stderr, "", "the rebuilt file is sound");
    // A cache "directory" that is a file: the table is built, the answer given, a note says why
    // nothing was kept.
    let blocked = home.join("not-a-directory");
    fs::write(&blocked, "").unwrap();
    let unkept = query(&blocked);
    assert_eq!((unkept.code, &unkept.stdout), (Some(0), &first.stdout));
    assert!(
        unkept.stderr.contains("could not keep the table in"),
        "{}",
        unkept.stderr
    );
    fs::remove_dir_all(&home).unwrap();
}

/// The 4 × 4 block table through the real binary and the user's cache directory: a note and a
/// file of two bytes a placement the first time, silence and the same answer the next, a file
/// cut short noticed and rebuilt.
#[test]
#[ignore = "release only: builds the 4 x 4 block table twice"]
fn the_four_by_four_block_table_is_cached_once_checked_and_rebuilt() {
    use std::fs;
    let input = "1\n2 1 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n\
                 1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n";
    let home = tempfile::tempdir().unwrap();
    let query = || {
        let mut command = testkit::process::command(CONTRACT.binary, &["--size", "4x4"]);
        command.env("XDG_CACHE_HOME", home.path());
        testkit::process::run(&mut command, input.as_bytes())
    };
    let first = query();
    assert_eq!(first.code, Some(0), "{}", first.stderr);
    assert!(
        first
            .stderr
            .contains("note: building the 4x4 stm block table once"),
        "{}",
        first.stderr
    );
    let file = home.path().join("cantor-grid/loopover-4x4-stm-block7.bin");
    let placements = 16 * 15 * 14 * 13 * 12 * 11 * 10;
    assert_eq!(fs::metadata(&file).unwrap().len(), 40 + 2 * placements);
    let second = query();
    assert_eq!((second.code, &second.stdout), (Some(0), &first.stdout));
    assert_eq!(second.stderr, "");
    let bytes = fs::read(&file).unwrap();
    fs::write(&file, &bytes[..bytes.len() / 2]).unwrap();
    let cut = query();
    assert_eq!(cut.stdout, first.stdout);
    assert!(
        cut.stderr
            .contains("is unusable (cut short); building it again"),
        "{}",
        cut.stderr
    );
    assert_eq!(query().stderr, "", "the rebuilt file is sound");
    assert_eq!(fs::read(&file).unwrap(), bytes);

    // A regular file on standard input is read a few cases ahead and searched on every core:
    // the same bytes as through a pipe, one case at a time, and the same error after the same
    // answers at a bad case.
    let boards =
        testkit::generate::loopover_solved_queries(&mut testkit::generate::Rng::new(3), 12, (4, 4));
    let bad = format!("13{}1 2 3 x\n", boards.trim_start_matches(char::is_numeric));
    for input in [boards.as_str(), bad.as_str()] {
        let path = home.path().join("cases.txt");
        fs::write(&path, input).unwrap();
        let mut command = testkit::process::command(CONTRACT.binary, &["--size", "4x4"]);
        command.env("XDG_CACHE_HOME", home.path());
        let piped = testkit::process::run(&mut command, input.as_bytes());
        let filed = command
            .stdin(fs::File::open(&path).unwrap())
            .output()
            .unwrap();
        assert_eq!(
            (filed.status.code(), String::from_utf8_lossy(&filed.stdout)),
            (piped.code, piped.stdout.as_str().into())
        );
        assert_eq!(String::from_utf8_lossy(&filed.stderr), piped.stderr);
    }
}
