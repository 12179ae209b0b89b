//! Every `testdata/rotation-game` case through the library, compared byte for byte with its
//! `.out` file (expected outputs from the statement or an independent reference, never from us).

use rotation_game::Options;
use testkit::judge::{check_cases, check_every_case};

#[test]
fn every_testdata_case_matches_its_expected_output() {
    check_every_case::<Options>("rotation-game", &[]);
}

#[test]
fn ida_star_matches_the_expected_output_of_the_near_boards() {
    // The classic search is slow on far boards without optimisation: the near ones here, all of
    // them in the release-only agreement test of `solve`.
    let near = [
        "sample", "one-move", "solved", "wrapped", "empty", "ida-star",
    ];
    check_cases::<Options>("rotation-game", &["--algorithm", "ida-star"], |case| {
        near.contains(&case.name.as_str())
    });
}
