//! Every `testdata/flip-game` case through the library, compared byte for byte with its `.out`
//! file (expected outputs from the statement, the official data or an independent reference,
//! never from us).

use flip_game::Options;
use testkit::judge::{check_cases, check_every_case};

#[test]
fn every_testdata_case_matches_its_expected_output() {
    check_every_case::<Options>("flip-game", &[]);
}

/// The cases whose boards have at most 20 cells, which every algorithm takes.
const SMALL: [&str; 7] = [
    "sample-1",
    "sample-2",
    "official",
    "blank-lines",
    "all-2x3",
    "all-1x5",
    "all-3x3",
];

#[test]
fn every_algorithm_matches_the_expected_output_of_the_small_cases() {
    for algorithm in ["table", "gf2", "bfs", "enumerate"] {
        let checked = check_cases::<Options>("flip-game", &["--algorithm", algorithm], |case| {
            SMALL.contains(&case.name.as_str())
        });
        assert_eq!(checked, SMALL.len(), "--algorithm {algorithm}");
    }
}
