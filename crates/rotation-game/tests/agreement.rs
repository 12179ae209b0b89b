//! The table solver and the classic IDA* agree, move for move (the first shortest sequence in
//! alphabetical order), on the sample, on solved boards, on scrambles and on random boards; every
//! answer, replayed, fills the centre with the symbol it names.

use proptest::prelude::*;
use rotation_game::board::{Board, CENTRE_MASK, Move};
use rotation_game::solve::{Algorithm, Solution, solve};

/// Whether the centre of the board with these placements is uniform.
fn is_solved(masks: [u32; 3]) -> bool {
    masks.contains(&CENTRE_MASK)
}

fn board(cells: [u8; 24]) -> Board {
    Board::new(cells).unwrap()
}

const SAMPLE: [[u8; 24]; 2] = [
    [
        1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3,
    ],
    [
        1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3,
    ],
];

#[test]
fn both_solvers_answer_the_sample() {
    for algorithm in [Algorithm::Table, Algorithm::IdaStar] {
        let a = solve(&board(SAMPLE[0]), algorithm);
        assert_eq!((a.letters().as_str(), a.centre), ("AC", 2), "{algorithm:?}");
        let b = solve(&board(SAMPLE[1]), algorithm);
        assert_eq!(
            (b.letters().as_str(), b.centre),
            ("DDHH", 2),
            "{algorithm:?}"
        );
    }
}

/// A board with a uniform centre of `s`, the other cells filled in cell order.
fn solved_board(s: u8) -> Board {
    let mut cells = [0u8; 24];
    let others: Vec<u8> = (1..=3).filter(|&t| t != s).collect();
    let mut k = 0;
    for (c, cell) in cells.iter_mut().enumerate() {
        if CENTRE_MASK >> c & 1 == 1 {
            *cell = s;
        } else {
            *cell = others[k / 8];
            k += 1;
        }
    }
    board(cells)
}

#[test]
fn a_solved_board_needs_no_moves() {
    for s in 1..=3 {
        for algorithm in [Algorithm::Table, Algorithm::IdaStar] {
            let a = solve(&solved_board(s), algorithm);
            assert!(a.moves.is_empty());
            assert_eq!(a.centre, s);
            assert!(is_solved(solved_board(s).masks()));
        }
    }
}

fn arb_board() -> impl Strategy<Value = Board> {
    Just((0..24u8).map(|c| c % 3 + 1).collect::<Vec<_>>())
        .prop_shuffle()
        .prop_map(|cells| board(cells.try_into().unwrap()))
}

/// A board a few moves from solved: a solved board scrambled by up to `n` moves.
fn near_solved(n: usize) -> impl Strategy<Value = Board> {
    (1..=3u8, proptest::collection::vec(0..8usize, 0..=n)).prop_map(|(s, moves)| {
        moves
            .into_iter()
            .fold(solved_board(s), |b, m| b.apply(Move::ALL[m]))
    })
}

/// Checks that `a` is a valid answer for `b`: the moves fill the centre with `a.centre`.
fn check_valid(b: &Board, a: &Solution) -> Result<(), TestCaseError> {
    let end = a.moves.iter().fold(*b, |b, &m| b.apply(m));
    prop_assert_eq!(end.centre_symbol(), Some(a.centre));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn solvers_agree_near_solved(b in near_solved(6)) {
        let t = solve(&b, Algorithm::Table);
        let i = solve(&b, Algorithm::IdaStar);
        check_valid(&b, &t)?;
        prop_assert_eq!(&t, &i);
    }

    #[test]
    fn scrambles_are_undone_within_their_length(s in 1..=3u8, moves in proptest::collection::vec(0..8usize, 0..=12)) {
        let b = moves.iter().fold(solved_board(s), |b, &m| b.apply(Move::ALL[m]));
        let t = solve(&b, Algorithm::Table);
        check_valid(&b, &t)?;
        prop_assert!(t.moves.len() <= moves.len());
    }
}

proptest! {
    // IDA* needs no table but is slow on far boards: a thousand only in release builds.
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    #[ignore = "heavy: run in release"]
    fn solvers_agree_on_a_thousand_random_boards(b in arb_board()) {
        let t = solve(&b, Algorithm::Table);
        check_valid(&b, &t)?;
        prop_assert_eq!(t, solve(&b, Algorithm::IdaStar));
    }
}

proptest! {
    // IDA* on random boards takes up to a second or so each in debug builds: few cases here,
    // a thousand in the `--ignored` release run above.
    #![proptest_config(ProptestConfig::with_cases(6))]

    #[test]
    fn solvers_agree_on_random_boards(b in arb_board()) {
        let t = solve(&b, Algorithm::Table);
        check_valid(&b, &t)?;
        prop_assert_eq!(t, solve(&b, Algorithm::IdaStar));
    }
}
