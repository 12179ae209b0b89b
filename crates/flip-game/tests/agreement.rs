//! The algorithms agree with each other and with brute force.

use flip_game::board::{Board, Colour, Press, Size};
use flip_game::gf2::Gf2;
use flip_game::parse::Reader;
use flip_game::solve::{Algorithm, Solver};
use flip_game::table::Table;
use proptest::prelude::*;

/// Brute force over first rows: try every press set of the first row, chase the lights down with
/// plain presses, keep the lightest that leaves one colour. Exhaustive (every solution is fixed
/// by its first row), and shares no code with gf2's elimination or kernel walk.
fn by_first_rows(board: &Board) -> Option<usize> {
    let Size { rows, cols } = board.size();
    let mut best: Option<usize> = None;
    for target in Colour::BOTH {
        for first in 0..1u32 << cols {
            let mut b = board.clone();
            let mut count = 0;
            for c in (0..cols).filter(|c| first >> c & 1 == 1) {
                b.apply(Press { row: 0, col: c });
                count += 1;
            }
            for r in 1..rows {
                for c in 0..cols {
                    if b.get(r - 1, c) != target {
                        b.apply(Press { row: r, col: c });
                        count += 1;
                    }
                }
            }
            if b.one_colour() == Some(target) {
                best = Some(best.map_or(count, |b: usize| b.min(count)));
            }
        }
    }
    best
}

#[test]
fn table_and_gf2_agree_on_every_4x4_board() {
    let table = Solver::new(Size::FOUR, Algorithm::Table).unwrap();
    let gf2 = Solver::new(Size::FOUR, Algorithm::Gf2).unwrap();
    for mask in 0..1u32 << 16 {
        let board = Board::from_mask(Size::FOUR, mask);
        assert_eq!(table.steps(&board), gf2.steps(&board), "{board:?}");
    }
}

/// Every `step`-th 4 × 4 board (all of them with step 1) through every algorithm.
fn all_algorithms_agree_on_4x4(step: usize) {
    let solvers: Vec<Solver> = Algorithm::ALL
        .iter()
        .map(|&a| Solver::new(Size::FOUR, a).unwrap())
        .collect();
    for mask in (0..1u32 << 16).step_by(step) {
        let board = Board::from_mask(Size::FOUR, mask);
        let want = solvers[0].steps(&board).unwrap();
        for solver in &solvers[1..] {
            assert_eq!(
                solver.steps(&board).unwrap(),
                want,
                "{:?} on {board:?}",
                solver.algorithm()
            );
        }
    }
}

#[test]
fn every_algorithm_agrees_on_a_sample_of_4x4_boards() {
    // A step prime to 2^16 reaches boards of every kind.
    all_algorithms_agree_on_4x4(251);
}

#[test]
#[ignore = "exhaustive: run in release"]
fn every_algorithm_agrees_on_every_4x4_board() {
    all_algorithms_agree_on_4x4(1);
}

/// gf2 against the BFS table (which knows no algebra) on every board of every shape whose cell
/// count is in `cells`.
fn gf2_matches_the_table(cells: std::ops::RangeInclusive<usize>) {
    for rows in 1..=*cells.end() {
        for cols in 1..=*cells.end() {
            if !cells.contains(&(rows * cols)) {
                continue;
            }
            let size = Size { rows, cols };
            let table = Table::build(size).unwrap();
            let gf2 = Gf2::new(size);
            for mask in 0..1u32 << (rows * cols) {
                let want = table.distance(mask).map(usize::from);
                assert_eq!(
                    gf2.steps(&Board::from_mask(size, mask)),
                    Ok(want),
                    "{size} {mask:#b}"
                );
            }
        }
    }
}

#[test]
fn gf2_matches_the_table_on_every_board_of_up_to_12_cells() {
    gf2_matches_the_table(1..=12);
}

#[test]
#[ignore = "exhaustive: run in release"]
fn gf2_matches_the_table_on_every_board_of_13_to_16_cells() {
    gf2_matches_the_table(13..=16);
}

fn board_strategy(max_side: usize) -> impl Strategy<Value = Board> {
    (1..=max_side, 1..=max_side).prop_flat_map(|(rows, cols)| {
        proptest::collection::vec(any::<bool>(), rows * cols).prop_map(move |cells| {
            let size = Size { rows, cols };
            let mut board = Board::filled(size, Colour::White);
            for (i, &black) in cells.iter().enumerate() {
                if black {
                    board.set(i / cols, i % cols, Colour::Black);
                }
            }
            board
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn gf2_matches_brute_force_up_to_5x5(board in board_strategy(5)) {
        let gf2 = Gf2::new(board.size());
        prop_assert_eq!(gf2.steps(&board), Ok(by_first_rows(&board)));
        if let Some(plan) = gf2.solve(&board).unwrap() {
            let mut end = board.clone();
            plan.presses.iter().for_each(|&p| end.apply(p));
            prop_assert_eq!(end.one_colour(), Some(plan.target));
            prop_assert_eq!(Some(plan.presses.len()), by_first_rows(&board));
        }
    }

    #[test]
    fn gf2_matches_brute_force_up_to_8x8(board in board_strategy(8)) {
        prop_assert_eq!(Gf2::new(board.size()).steps(&board), Ok(by_first_rows(&board)));
    }

    #[test]
    fn every_solution_of_a_small_board_is_as_short_as_its_steps(board in board_strategy(4)) {
        for algorithm in Algorithm::ALL {
            let solver = Solver::new(board.size(), algorithm).unwrap();
            let steps = solver.steps(&board).unwrap();
            let solution = solver.solve(&board).unwrap();
            prop_assert_eq!(solution.as_ref().map(|s| s.presses.len()), steps);
            if let Some(s) = solution {
                let mut end = board.clone();
                s.presses.iter().for_each(|&p| end.apply(p));
                prop_assert_eq!(end.one_colour(), Some(s.target), "{:?}", algorithm);
            }
        }
    }

    #[test]
    fn boards_round_trip_through_text(board in board_strategy(9)) {
        let text = board.to_string();
        let mut reader = Reader::new(text.as_bytes(), board.size());
        let (read, pos) = reader.next_case().unwrap().unwrap();
        prop_assert_eq!(read, &board);
        prop_assert_eq!((pos.line, pos.column), (1, 1));
        prop_assert!(reader.next_case().unwrap().is_none());
    }

    #[test]
    fn presses_and_sizes_round_trip(row in 0..2000usize, col in 0..2000usize) {
        let p = Press { row, col };
        prop_assert_eq!(p.to_string().parse::<Press>(), Ok(p));
        let size = Size { rows: row % 1024 + 1, cols: col % 1024 + 1 };
        prop_assert_eq!(size.to_string().parse::<Size>(), Ok(size));
    }
}
