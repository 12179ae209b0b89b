//! The shortest tour: leave the start cell, come back to it with the fewest moves.
//!
//! Both solvers are breadth-first searches over (cell, orientation) that try moves up, down, left,
//! right and stop at the first state found on the start cell, so both return the tour whose move
//! sequence comes first in that order among the shortest ones (the puzzle's tie rule). They differ
//! in how they store the search:
//!
//! - [`Algorithm::Dense`] numbers states `cell × 24 + orientation` and uses
//!   [`search_core::path::shortest_path`]: one bit per state to mark it seen and four bytes per
//!   discovered state for its parent; a 1000 × 1000 maze is 24 million states.
//! - [`Algorithm::TupleBfs`] is the classic textbook BFS over (row, column, top, front) with a
//!   7 × 7 slot per cell for every (top, front) pair, valid or not, and a queue of tuples.
//!
//! The tour ends at the *first* return to the start cell, so states on the start cell are goals and
//! never expanded. The dense search starts from a virtual state (number `cells × 24`) whose moves
//! are those out of the start: `shortest_path` never rediscovers its start, so starting from the
//! real start state would miss a tour that comes back in the starting orientation.

use crate::die::{Die, Move, ORIENTATIONS};
use crate::maze::{EMPTY, Maze};
use search_core::path::shortest_path;
use std::collections::VecDeque;

/// Which search finds the tour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Algorithm {
    /// Dense BFS over `cell × 24 + orientation` on search-core (the fastest).
    #[default]
    Dense,
    /// The classic textbook BFS over (row, column, top, front) tuples, with a queue and a slot
    /// for every (top, front) pair of every cell.
    TupleBfs,
}

impl Algorithm {
    /// The most cells of a maze the search takes, so that its memory stays bounded: a maze past
    /// it is refused at its header, before any of it is allocated.
    ///
    /// - `dense` keeps a bit a state and, for every state it reaches, four bytes for its parent:
    ///   at most about 100 bytes a cell (a roll flips both the cell's colour on a chessboard and
    ///   the orientation's parity, so only half of the 24 orientations of a cell are ever
    ///   reached). 2^24 cells (4096 × 4096) stay under two gigabytes.
    /// - `tuple-bfs` keeps a slot for every (top, front) pair of every cell, valid or not: 49
    ///   slots of 16 bytes, about 784 bytes a cell. 2^20 cells (1024 × 1024) stay under a
    ///   gigabyte.
    ///
    /// ```
    /// use dicey_problem::Algorithm;
    /// assert_eq!(Algorithm::Dense.max_cells(), 4096 * 4096);
    /// assert_eq!(Algorithm::TupleBfs.max_cells(), 1024 * 1024);
    /// ```
    pub const fn max_cells(self) -> usize {
        match self {
            Algorithm::Dense => 1 << 24,
            Algorithm::TupleBfs => 1 << 20,
        }
    }

    /// The name of `--algorithm`.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Dense => "dense",
            Algorithm::TupleBfs => "tuple-bfs",
        }
    }
}

/// One position of a tour: where the die stands and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The cell, (row, column) from 0.
    pub cell: (usize, usize),
    /// The die's orientation there.
    pub die: Die,
}

/// A tour from the start cell back to it: `steps[0]` is the start, `steps[i + 1]` follows from
/// `steps[i]` by `moves[i]`, and the last step is on the start cell again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tour {
    /// The moves, in order.
    pub moves: Vec<Move>,
    /// The positions, one more than the moves.
    pub steps: Vec<Step>,
}

impl Tour {
    /// Replays `moves` from the maze's start, or `None` if a move is illegal (off the grid, or onto
    /// a cell the die may not enter). It does not check that the moves make a tour.
    ///
    /// ```
    /// use dicey_problem::{die::{Die, Move}, maze::Maze, solve::Tour};
    /// let maze = Maze::new("M", 1, 2, vec![-1, -1], (0, 0), Die::new(1, 2).unwrap()).unwrap();
    /// let tour = Tour::replay(&maze, &[Move::Right, Move::Left]).unwrap();
    /// assert_eq!(tour.steps.last().unwrap().cell, (0, 0));
    /// assert!(Tour::replay(&maze, &[Move::Left]).is_none());
    /// ```
    pub fn replay(maze: &Maze, moves: &[Move]) -> Option<Tour> {
        let mut here = Step {
            cell: maze.start(),
            die: maze.die(),
        };
        let mut steps = Vec::with_capacity(moves.len() + 1);
        steps.push(here);
        for &mv in moves {
            let (cell, die) = maze.step(here.cell, here.die, mv)?;
            here = Step { cell, die };
            steps.push(here);
        }
        Some(Tour {
            moves: moves.to_vec(),
            steps,
        })
    }

    /// The number of moves.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the tour has no moves (never true of a solver's tour: it leaves the start first).
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

/// The shortest tour of `maze` by `algorithm`, or `None` if the die cannot come back.
///
/// ```
/// use dicey_problem::{die::{Die, Move}, maze::Maze, solve::{solve, Algorithm}};
/// // 1 × 2, both wild: right and back.
/// let maze = Maze::new("M", 1, 2, vec![-1, -1], (0, 0), Die::new(1, 2).unwrap()).unwrap();
/// let tour = solve(&maze, Algorithm::Dense).unwrap();
/// assert_eq!(tour.moves, [Move::Right, Move::Left]);
/// ```
pub fn solve(maze: &Maze, algorithm: Algorithm) -> Option<Tour> {
    solve_counting(maze, algorithm).0
}

/// [`solve`], also saying how many (cell, orientation) states the search discovered before it
/// stopped (the arrival on the start cell included). Both algorithms discover the same states in
/// the same order, so they give the same count.
///
/// ```
/// use dicey_problem::{die::Die, maze::Maze, solve::{solve_counting, Algorithm}};
/// // 1 × 3, all wild, start in the middle: up and down are off the grid, left and back.
/// let maze = Maze::new("M", 1, 3, vec![-1; 3], (0, 1), Die::new(1, 2).unwrap()).unwrap();
/// let (tour, searched) = solve_counting(&maze, Algorithm::Dense);
/// assert_eq!(tour.unwrap().len(), 2);
/// // Left and right of the start, then back from the left cell.
/// assert_eq!(searched, 3);
/// ```
pub fn solve_counting(maze: &Maze, algorithm: Algorithm) -> (Option<Tour>, usize) {
    let mut searched = 0;
    let moves = match algorithm {
        Algorithm::Dense => dense(maze, &mut searched),
        Algorithm::TupleBfs => tuple_bfs(maze, &mut searched),
    };
    // Both searches only follow legal moves, so the replay succeeds.
    (moves.and_then(|m| Tour::replay(maze, &m)), searched)
}

/// [`Algorithm::Dense`]: the moves of the tour, counting discovered states in `searched`.
fn dense(maze: &Maze, searched: &mut usize) -> Option<Vec<Move>> {
    let cols = maze.cols();
    let source = maze.cells().len() * ORIENTATIONS;
    let start_cell = maze.start().0 * cols + maze.start().1;
    let start_state = start_cell * ORIENTATIONS + maze.die().index();
    // The values of each cell's four neighbours (empty where the grid ends), so that expanding a
    // state needs no division by the width and no bounds test: four bytes per cell, a sixth of
    // what the search itself takes per cell.
    let around = neighbour_values(maze);
    // Moving by `step[m]` in the cell numbering; wrapping, since up and left subtract.
    let step = [cols.wrapping_neg(), cols, usize::MAX, 1];
    let successors = |s: usize| {
        let s = if s == source { start_state } else { s };
        let (cell, orientation) = (s / ORIENTATIONS, s % ORIENTATIONS);
        // An index below 24, so the orientation exists.
        let die = Die::from_index(orientation).unwrap_or_else(|| unreachable!());
        let top = die.top();
        let mut next = [None; 4];
        for (m, mv) in Move::ALL.into_iter().enumerate() {
            if Maze::enterable(around[cell][m], top) {
                let target = cell.wrapping_add(step[m]);
                next[m] = Some((mv, target * ORIENTATIONS + die.roll(mv).index()));
            }
        }
        next.into_iter().flatten()
    };
    // `is_goal` is asked once of each state as it is discovered (and once of the source).
    let path = shortest_path(source + 1, source, successors, |s| {
        *searched += usize::from(s != source);
        s / ORIENTATIONS == start_cell
    })?;
    Some(path.moves)
}

/// For every cell, the values of its neighbours up, down, left and right, [`EMPTY`] off the grid.
fn neighbour_values(maze: &Maze) -> Vec<[i8; 4]> {
    let (rows, cols) = (maze.rows(), maze.cols());
    let mut around = vec![[EMPTY; 4]; rows * cols];
    for (cell, slot) in around.iter_mut().enumerate() {
        let here = (cell / cols, cell % cols);
        for (m, mv) in Move::ALL.into_iter().enumerate() {
            if let Some((r, c)) = maze.neighbour(here, mv) {
                slot[m] = maze.cells()[r * cols + c];
            }
        }
    }
    around
}

/// [`Algorithm::TupleBfs`]: the moves of the tour, counting discovered states in `searched`.
fn tuple_bfs(maze: &Maze, searched: &mut usize) -> Option<Vec<Move>> {
    let (rows, cols) = (maze.rows(), maze.cols());
    let slot = |(r, c): (usize, usize), die: Die| {
        ((r * cols + c) * 7 + usize::from(die.top())) * 7 + usize::from(die.front())
    };
    // (parent slot, move) for every visited (row, column, top, front).
    let mut parent: Vec<Option<(usize, Move)>> = vec![None; rows * cols * 49];
    let mut queue = VecDeque::new();
    let start = (maze.start(), maze.die());
    // The start state is not marked: coming back to it is a tour like any other.
    queue.push_back(start);
    let mut goal = None;
    'search: while let Some((cell, die)) = queue.pop_front() {
        for mv in Move::ALL {
            let Some((next, rolled)) = maze.step(cell, die, mv) else {
                continue;
            };
            let s = slot(next, rolled);
            if parent[s].is_some() {
                continue;
            }
            parent[s] = Some((slot(cell, die), mv));
            *searched += 1;
            if next == maze.start() {
                goal = Some(s);
                break 'search;
            }
            queue.push_back((next, rolled));
        }
    }
    let mut s = goal?;
    let mut moves = Vec::new();
    let first = slot(start.0, start.1);
    loop {
        // Every visited slot on the way back has a parent, up to the start's.
        let (from, mv) = parent[s].unwrap_or_else(|| unreachable!());
        moves.push(mv);
        if from == first {
            break;
        }
        s = from;
    }
    moves.reverse();
    Some(moves)
}
