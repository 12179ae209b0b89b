//! The two exact solvers: descent along the placement table (default) and the classic IDA*.
//!
//! Both return the fewest moves and, among those, the lexicographically smallest letters: the
//! table solver because [`search_core::descent::descend`] takes the first move (in A…H order) that
//! stays optimal, IDA* because [`search_core::idastar::ida_star`] tries moves in A…H order and
//! returns the first optimal sequence it meets.

use search_core::descent::descend;
use search_core::idastar::ida_star;

use crate::board::{Board, Move};
use crate::mask;
use crate::table::Table;

/// Which exact solver answers the boards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Algorithm {
    /// Walk down the per-symbol placement table, filled by breadth-first search at build time.
    #[default]
    Table,
    /// The classic IDA* (h = 8 − the count of the most frequent centre symbol, never undoing the
    /// last move): no table, but slow on the hardest boards.
    IdaStar,
}

/// An optimal answer: the moves, and the symbol that fills the centre after them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Solution {
    /// The fewest moves, lexicographically smallest among the shortest.
    pub moves: Vec<Move>,
    /// The symbol in all eight centre cells after the moves.
    pub centre: u8,
}

impl Solution {
    /// The moves as letters, e.g. `"AC"`.
    pub fn letters(&self) -> String {
        self.moves.iter().map(|m| m.letter()).collect()
    }
}

/// No board needs more moves than this; it caps IDA* so a bug cannot make it deepen forever.
/// Generous on purpose (the true bound, 13, is computed by `stats`, not assumed here).
const IDA_STAR_DEPTH_CAP: u32 = 32;

/// Solves `board` with `algorithm`.
pub fn solve(board: &Board, algorithm: Algorithm) -> Solution {
    match algorithm {
        Algorithm::Table => solve_with_table(board, Table::global()),
        Algorithm::IdaStar => solve_with_ida_star(board),
    }
}

/// The fewest moves of a board, from the table: the minimum over its three symbols.
pub fn board_distance(table: &Table, masks: [u32; 3]) -> u8 {
    let [a, b, c] = masks.map(|m| table.distance(m));
    a.min(b).min(c)
}

/// The table solver: descend from the board's three placements, one step closer each move.
pub fn solve_with_table(board: &Board, table: &Table) -> Solution {
    let start = board.masks();
    let successors = |masks: &[u32; 3]| {
        let masks = *masks;
        Move::ALL.map(|m| (m, masks.map(|p| mask::apply(p, m))))
    };
    let distance = |masks: &[u32; 3]| Some(u32::from(board_distance(table, *masks)));
    // The table is exact and complete (its tests check both), so the descent always succeeds.
    let moves = descend(start, successors, distance).unwrap_or_default();
    Solution::after(board, moves)
}

/// The classic IDA*: h = 8 − the count of the most frequent symbol in the centre (each move changes
/// one centre cell, so it never overestimates), and never the move that undoes the previous one.
pub fn solve_with_ida_star(board: &Board) -> Solution {
    let successors = |b: &Board, last: Option<Move>| {
        let b = *b;
        Move::ALL
            .into_iter()
            .filter(move |&m| Some(m.inverse()) != last)
            .map(move |m| (m, b.apply(m)))
    };
    let solved = |b: &Board| b.centre_symbol().is_some();
    // Every valid board is solved within 13 moves, far below the cap.
    let moves = ida_star(
        board,
        successors,
        centre_heuristic,
        solved,
        IDA_STAR_DEPTH_CAP,
    )
    .unwrap_or_default();
    Solution::after(board, moves)
}

/// The classic heuristic: 8 − the count of the most frequent symbol in the centre.
pub fn centre_heuristic(board: &Board) -> u32 {
    8 - board.centre_counts().into_iter().max().unwrap_or(0)
}

impl Solution {
    /// The solution that plays `moves` on `board`, with the centre symbol they leave.
    fn after(board: &Board, moves: Vec<Move>) -> Solution {
        let end = moves.iter().fold(*board, |b, &m| b.apply(m));
        Solution {
            centre: end.centre_symbol().unwrap_or(0),
            moves,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::CENTRE_MASK;
    use proptest::prelude::*;

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
}
