//! The census against counters that share nothing with it but the table: boards one by one
//! through the table solver, the known figures of the puzzle, and random boards.

use super::*;
use crate::board::{Board, CENTRE_MASK};
use crate::solve::solve_with_table;
use crate::stats::Stats;
use testkit::generate::Rng;

/// The boards with 1s on `ones`, one by one: every placement of the 2s in the other 16 cells,
/// the 3s in the rest, each board solved by the table solver and its moves counted.
fn one_by_one(table: &Table, ones: u32) -> [u64; DISTANCES] {
    let free: Vec<u32> = (0..24).filter(|&c| ones >> c & 1 == 0).collect();
    let mut counts = [0u64; DISTANCES];
    for pattern in 0u32..1 << 16 {
        if pattern.count_ones() != 8 {
            continue;
        }
        let twos = free
            .iter()
            .enumerate()
            .filter(|&(i, _)| pattern >> i & 1 == 1)
            .fold(0, |mask, (_, &cell)| mask | 1 << cell);
        let threes = FULL & !ones & !twos;
        let board = Board::from_masks([ones, twos, threes]).unwrap();
        counts[solve_with_table(&board, table).moves.len()] += 1;
    }
    counts
}

/// Placements to try: the centre, the first and last by rank, and a few at random.
fn some_placements() -> Vec<u32> {
    let mut rng = Rng::new(13);
    let mut out = vec![CENTRE_MASK, 0xff, 0xff << 16];
    out.extend((0..4).map(|_| subset::unrank(rng.below(PLACEMENTS) as u32, 8)));
    out
}

#[test]
fn the_boards_of_a_placement_of_the_ones_match_the_solver_board_by_board() {
    let table = Table::global();
    for ones in some_placements() {
        assert_eq!(
            boards_with_ones(table, ones),
            one_by_one(table, ones),
            "{ones:024b}"
        );
    }
}

#[test]
fn every_member_of_a_class_has_the_boards_of_its_known_member() {
    // What the census's weighting by class size rests on.
    let table = Table::global();
    for ones in some_placements() {
        let known = symmetry::canonical(ones);
        let expected = boards_with_ones(table, known);
        for member in symmetry::class(known) {
            assert_eq!(boards_with_ones(table, member), expected, "{member:024b}");
        }
    }
}

#[test]
fn numbers_are_grouped_and_shares_have_four_digits() {
    assert_eq!(grouped(0), "0");
    assert_eq!(grouped(999), "999");
    assert_eq!(grouped(1000), "1,000");
    assert_eq!(grouped(BOARDS), "9,465,511,770");
    assert_eq!(share(1, 3), "33.33 %");
    assert_eq!(share(1, 1), "100.0 %");
    assert_eq!(share(192, BOARDS), "0.000002028 %");
    assert_eq!(share(0, BOARDS), "0 %");
}

/// 24! / (8! · 8! · 8!), by exact integer arithmetic.
fn multinomial() -> u64 {
    let factorial = |n: u128| (1..=n).product::<u128>();
    (factorial(24) / factorial(8).pow(3)) as u64
}

#[test]
#[ignore = "the whole census: run in release"]
fn the_census_counts_every_board_and_agrees_with_what_is_known() {
    let table = Table::global();
    let census = Census::count(table, |_| {});
    let counts = census.by_distance();
    assert_eq!(census.total(), multinomial());
    assert_eq!(BOARDS, multinomial());
    // Boards already solved: the centre holds one symbol (3 ways) and the other sixteen cells
    // hold eight each of the other two (C(16, 8) ways).
    assert_eq!(counts[0], 3 * u64::from(subset::binomial(16, 8)));
    // The hardest boards, found by a different search (pairs of far placements).
    let stats = Stats::compute(table);
    assert_eq!(counts.len() - 1, usize::from(stats.gods_number));
    assert_eq!(counts[counts.len() - 1], stats.hardest.len() as u64);
    // The tables in the READMEs (the crate's docs) are this census, not an older one.
    for readme in ["README.md", "../../README.md"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(readme);
        let text = std::fs::read_to_string(&path).unwrap();
        let table = text.split("<!-- census -->").nth(1).unwrap();
        let table = table.split("<!-- /census -->").next().unwrap();
        for (k, &boards) in counts.iter().enumerate() {
            let row = format!("| {k} | {} |", grouped(boards));
            assert!(
                table.contains(&row),
                "{readme} lacks `{row}`: run `cargo xtask census`"
            );
        }
    }
    // Random boards solved one by one fall into each distance about as often as the census says:
    // within six standard deviations of the binomial count.
    let samples = 200_000;
    let mut rng = Rng::new(2026);
    let mut seen = vec![0u64; counts.len()];
    for _ in 0..samples {
        let mut cells: Vec<u8> = (0..24).map(|c| c % 3 + 1).collect();
        rng.shuffle(&mut cells);
        let board = Board::new(cells.try_into().unwrap()).unwrap();
        seen[solve_with_table(&board, table).moves.len()] += 1;
    }
    for (k, (&observed, &boards)) in seen.iter().zip(counts).enumerate() {
        let p = boards as f64 / BOARDS as f64;
        let expected = samples as f64 * p;
        let spread = 6.0 * (expected * (1.0 - p)).sqrt() + 1.0;
        assert!(
            (observed as f64 - expected).abs() <= spread,
            "{k} moves: {observed} of {samples} random boards, the census expects {expected:.1}"
        );
    }
}
