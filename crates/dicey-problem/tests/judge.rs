//! Every `testdata/dicey-problem` case through the library with every algorithm, compared byte for
//! byte with its `.out` file (expected outputs from the statement or independent work, never from
//! us), and the large generated serpentine against the tour an independent Python BFS found.

use clap::ValueEnum;
use dicey_problem::Options;
use dicey_problem::format;
use dicey_problem::maze::Maze;
use dicey_problem::parse::Reader;
use dicey_problem::solve::{Algorithm, solve};
use testkit::judge::check_every_case;

#[test]
fn every_testdata_case_matches_its_expected_output_with_every_algorithm() {
    for algorithm in Algorithm::value_variants() {
        let name = algorithm
            .to_possible_value()
            .expect("no algorithm is skipped");
        let checked =
            check_every_case::<Options>("dicey-problem", &["--algorithm", name.get_name()]);
        assert!(checked >= 6, "the testdata folder lost cases: {checked}");
    }
}

/// The first maze of judge text, as the crate reads it.
fn first_maze(text: &str) -> Maze {
    Reader::new(text.as_bytes())
        .next_case()
        .expect("generated text is valid judge input")
        .expect("generated text holds a maze")
}

/// FNV-1a, 64 bits: a digest both this test and the Python check can compute without libraries.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[test]
fn the_thousand_by_thousand_serpentine_has_the_tour_an_independent_bfs_found() {
    // `testkit::generate::dicey_serpentine(1000, 1000, 7)`, solved by a throwaway Python BFS over
    // (row, column, top, front, right) with a dict: 500 500 moves, and the judge output
    // (5 063 049 bytes) has this FNV-1a digest.
    let maze = first_maze(&testkit::generate::dicey_serpentine(1000, 1000, 7));
    let tour = solve(&maze, Algorithm::Dense).expect("the serpentine is a cycle");
    assert_eq!(tour.len(), 500_500);
    let mut out = Vec::new();
    format::write_answer(&mut out, maze.name(), Some(&tour)).unwrap();
    assert_eq!(out.len(), 5_063_049);
    assert_eq!(fnv1a(&out), 0xd8ec_5498_c294_5adf);
}
