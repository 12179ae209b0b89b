//! A whole puzzle solved with search-core alone: the 2 × 3 sliding puzzle (five numbered tiles
//! and a hole on a board of two rows of three; a move slides a tile next to the hole into it).
//!
//! ```text
//! cargo run -p search-core --example sliding_puzzle
//! ```
//!
//! It shows the four steps every solver of this workspace takes:
//! 1. number the states densely: a board is a permutation of `0..6` (0 the hole), ranked by its
//!    Lehmer code ([`permutation::rank`]);
//! 2. one breadth-first search from the solved board fills a [`DistanceTable`] of every board
//!    ([`bfs::distances`]): sliding is its own inverse, so distances *from* the goal are
//!    distances *to* it;
//! 3. the first optimal move sequence of any board is read off the table by walking down it
//!    ([`descent::descend`]), ties going to the first move in the order the moves are listed;
//! 4. IDA* with an admissible heuristic ([`idastar::ida_star`]) finds the same sequence with no
//!    table, which is how a puzzle too large for a table is solved, and checks the first.

use search_core::{DistanceTable, bfs, descent, idastar, permutation};

/// Rows and columns of the board.
const ROWS: usize = 2;
const COLS: usize = 3;
const CELLS: usize = ROWS * COLS;

/// A board: the tile in each cell, row by row, 0 for the hole.
type Board = [u8; CELLS];

/// The solved board: tiles 1 to 5 in order, the hole last.
const SOLVED: Board = [1, 2, 3, 4, 5, 0];

/// A move, named by the direction the hole goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Move {
    Up,
    Down,
    Left,
    Right,
}

/// The moves in tie-break order: the answer is the first optimal sequence in this order.
const MOVES: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];

/// The board after `m`, or `None` if the hole is at that edge.
fn apply(board: &Board, m: Move) -> Option<Board> {
    let hole = board.iter().position(|&t| t == 0)?;
    let (row, col) = (hole / COLS, hole % COLS);
    let target = match m {
        Move::Up => (row > 0).then(|| hole - COLS),
        Move::Down => (row + 1 < ROWS).then(|| hole + COLS),
        Move::Left => (col > 0).then(|| hole - 1),
        Move::Right => (col + 1 < COLS).then(|| hole + 1),
    }?;
    let mut next = *board;
    next.swap(hole, target);
    Some(next)
}

/// Every move that can be made, with the board it leads to, in tie-break order.
fn successors(board: &Board) -> impl Iterator<Item = (Move, Board)> + '_ {
    MOVES
        .into_iter()
        .filter_map(move |m| apply(board, m).map(|next| (m, next)))
}

/// The board of rank `rank`.
fn unrank(rank: usize) -> Board {
    let mut board = [0; CELLS];
    permutation::unrank(rank as u64, &mut board);
    board
}

/// The rank of `board`: its index in the table.
fn rank(board: &Board) -> usize {
    permutation::rank(board) as usize
}

/// Manhattan distance of every tile from its place: a move shifts one tile by one cell, so this
/// never overestimates, as IDA* needs.
fn manhattan(board: &Board) -> u32 {
    let mut sum = 0;
    for (cell, &tile) in board.iter().enumerate() {
        if tile != 0 {
            let home = usize::from(tile - 1);
            sum += (cell / COLS).abs_diff(home / COLS) + (cell % COLS).abs_diff(home % COLS);
        }
    }
    sum as u32
}

fn main() {
    // 1 and 2: one BFS over the 6! = 720 boards from the solved one.
    let states = permutation::factorial(CELLS) as usize;
    let table: DistanceTable = bfs::distances(states, [rank(&SOLVED)], |r| {
        successors(&unrank(r))
            .map(|(_, next)| rank(&next))
            .collect::<Vec<_>>()
    });
    println!(
        "boards by distance from the solved one: {:?}",
        table.counts()
    );
    println!(
        "reachable: {} of {states} (a move swaps the hole with a tile: the permutation's parity \
         and the hole's distance from its corner change together)",
        states - table.unreached()
    );

    // 3 and 4: the hardest boards, solved twice.
    let hardest = table.max_distance().expect("the solved board is reached");
    let distance = |b: &Board| table.get(rank(b)).map(u32::from);
    for r in (0..states).filter(|&r| table.get(r) == Some(hardest)) {
        let board = unrank(r);
        let by_table = descent::descend(board, |b| successors(b).collect::<Vec<_>>(), distance)
            .expect("every reached board descends to the goal");
        let by_search = idastar::ida_star(
            &board,
            |b, _last| successors(b).collect::<Vec<_>>(),
            manhattan,
            |b| *b == SOLVED,
            u32::from(hardest),
        )
        .expect("IDA* finds a sequence as short as the table's");
        assert_eq!(by_table, by_search, "both take the first optimal sequence");
        let end = by_table
            .iter()
            .fold(board, |b, &m| apply(&b, m).expect("a legal move"));
        assert_eq!(end, SOLVED);
        println!("{board:?}: {} moves, {by_table:?}", by_table.len());
    }
}
