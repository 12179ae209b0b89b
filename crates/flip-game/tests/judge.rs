//! Every testdata case through the library, compared byte for byte with its expected output.

mod common;

#[test]
fn every_case_matches_its_expected_output() {
    let mut cases = 0;
    for entry in std::fs::read_dir(common::testdata()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "in") {
            continue;
        }
        let input = std::fs::read(&path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        let (stdout, err) = common::run(&common::case_args(&path), &input);
        assert_eq!(err, None, "{}", path.display());
        assert!(stdout == expected, "{}: output differs", path.display());
        cases += 1;
    }
    // The samples, the official data, and cases of other sizes.
    assert!(cases >= 4, "only {cases} cases found");
}

#[test]
fn the_seed_algorithms_match_the_expected_outputs_too() {
    // Every case the small-board algorithms can take (at most 20 cells).
    for name in [
        "sample-1",
        "sample-2",
        "official",
        "blank-lines",
        "all-2x3",
        "all-1x5",
        "all-3x3",
    ] {
        let path = common::testdata().join(format!("{name}.in"));
        let input = std::fs::read(&path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        for algorithm in ["table", "gf2", "bfs", "enumerate"] {
            let mut args = common::case_args(&path);
            args.extend(["--algorithm".to_string(), algorithm.to_string()]);
            let (stdout, err) = common::run(&args, &input);
            assert_eq!(err, None);
            assert_eq!(stdout, expected, "{name} with {algorithm}");
        }
    }
}
