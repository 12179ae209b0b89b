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
pub(crate) fn board_distance(table: &Table, masks: [u32; 3]) -> u8 {
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
