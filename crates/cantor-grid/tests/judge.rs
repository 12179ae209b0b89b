//! Every `testdata/cantor-grid` case through the library, compared byte for byte with its `.out`
//! file (expected outputs from the statement or an independent brute force, never from us), with
//! the default algorithm and with each of the others.

use cantor_grid::Options;
use testkit::judge::check_every_case;

#[test]
fn every_testdata_case_matches_its_expected_output() {
    check_every_case::<Options>("cantor-grid", &[]);
}

#[test]
fn filling_the_stars_matches_the_expected_output_of_every_case() {
    // The classic method: up to 9! look-ups a query, still quick enough for every case here.
    check_every_case::<Options>("cantor-grid", &["--algorithm", "fill"]);
}

#[test]
fn scanning_by_distance_matches_the_expected_output_of_every_case() {
    check_every_case::<Options>("cantor-grid", &["--algorithm", "scan"]);
}
