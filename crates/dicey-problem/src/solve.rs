//! The shortest tour: leave the start cell, come back to it with the fewest moves.
//!
//! Both solvers are breadth-first searches over (cell, orientation) that try moves up, down, left,
//! right and stop at the first state found on the start cell, so both return the tour whose move
//! sequence comes first in that order among the shortest ones (the puzzle's tie rule). They differ
//! in how they store the search:
//!
//! - [`Algorithm::Dense`] numbers states `cell × 24 + orientation` and keeps one bit per state to
//!   mark it seen and two bits per state for the move that discovered it (the parent is one cell
//!   back against that move), and a queue of state numbers; a 1000 × 1000 maze is 24 million
//!   states in 9 MB.
//! - [`Algorithm::TupleBfs`] is the classic textbook BFS over (row, column, top, front) with a
//!   7 × 7 slot per cell for every (top, front) pair, valid or not, and a queue of tuples.
//!
//! The tour ends at the *first* return to the start cell, so states on the start cell are goals and
//! never expanded. Both searches start from the start state without marking it seen, so that a
//! tour coming back in the starting orientation is found like any other.
//!
//! Every array a search needs is asked for before it is made ([`try_solve_counting`]): under a
//! memory cap, a maze too large for it is an [`OutOfMemory`] error, not an abort.

use crate::die::{Die, Move};
use crate::maze::Maze;
use std::collections::VecDeque;

mod dense;

/// Which search finds the tour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Algorithm {
    /// Dense BFS over `cell × 24 + orientation`, three bits a state (the fastest).
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
    /// - `dense` keeps three bits a state (seen, and the move that found it) and four bytes a
    ///   cell for its neighbours' values: 13 bytes a cell, and a queue of four bytes a state of
    ///   its widest layer. 2^24 cells (4096 × 4096) take about 240 MB.
    /// - `tuple-bfs` keeps a slot for every (top, front) pair of every cell, valid or not: 49
    ///   slots of 8 bytes, 392 bytes a cell. 2^20 cells (1024 × 1024) take about 411 MB.
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
        Tour::replay_into(maze, moves.to_vec(), Vec::with_capacity(moves.len() + 1))
    }

    /// [`Tour::replay`] keeping `moves`, its steps pushed onto `steps` (room made beforehand).
    fn replay_into(maze: &Maze, moves: Vec<Move>, mut steps: Vec<Step>) -> Option<Tour> {
        let mut here = Step {
            cell: maze.start(),
            die: maze.die(),
        };
        steps.push(here);
        for &mv in &moves {
            let (cell, die) = maze.step(here.cell, here.die, mv)?;
            here = Step { cell, die };
            steps.push(here);
        }
        Some(Tour { moves, steps })
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
///
/// # Panics
/// If the memory the search needs cannot be had: see [`try_solve_counting`].
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
///
/// # Panics
/// If the memory the search needs cannot be had: see [`try_solve_counting`].
pub fn solve_counting(maze: &Maze, algorithm: Algorithm) -> (Option<Tour>, usize) {
    try_solve_counting(maze, algorithm).unwrap_or_else(|e| panic!("{e}"))
}

/// [`solve_counting`], with every array the search needs asked for before it is made: when the
/// memory cannot be had (a judge's cap, `ulimit -v`), an [`OutOfMemory`] saying how much the
/// search needs, instead of an abort.
///
/// # Errors
/// When an allocation of the search fails.
pub fn try_solve_counting(
    maze: &Maze,
    algorithm: Algorithm,
) -> Result<(Option<Tour>, usize), OutOfMemory> {
    let mut searched = 0;
    let moves = match algorithm {
        Algorithm::Dense => dense::tour(maze, &mut searched)?,
        Algorithm::TupleBfs => tuple_bfs(maze, &mut searched)?,
    };
    let Some(moves) = moves else {
        return Ok((None, searched));
    };
    // Both searches only follow legal moves, so the replay succeeds; its steps are asked for
    // first, since a tour may be millions of moves long.
    let len = moves.len() + 1;
    let mut steps = Vec::new();
    steps
        .try_reserve_exact(len)
        .map_err(|_| OutOfMemory::of(maze, len * std::mem::size_of::<Step>()))?;
    Ok((Tour::replay_into(maze, moves, steps), searched))
}

/// A search that needs more memory than can be had: displays what it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "expected a maze whose search fits in the memory that can be had, found a {rows} × {cols} \
     maze whose search needs {} MiB at least",
    .bytes.div_ceil(1 << 20)
)]
pub struct OutOfMemory {
    /// The maze's rows.
    pub rows: usize,
    /// The maze's columns.
    pub cols: usize,
    /// The bytes the search asks for before its queue and its tour.
    pub bytes: usize,
}

impl OutOfMemory {
    fn of(maze: &Maze, bytes: usize) -> OutOfMemory {
        OutOfMemory {
            rows: maze.rows(),
            cols: maze.cols(),
            bytes,
        }
    }
}

/// [`Algorithm::TupleBfs`]: the moves of the tour, counting discovered states in `searched`.
fn tuple_bfs(maze: &Maze, searched: &mut usize) -> Result<Option<Vec<Move>>, OutOfMemory> {
    let (rows, cols) = (maze.rows(), maze.cols());
    let need = OutOfMemory::of(maze, tuple_bfs_bytes(rows * cols));
    // A slot number fits in 32 bits: at most 2^20 cells of 49 slots.
    let slot = |(r, c): (usize, usize), die: Die| {
        (((r * cols + c) * 7 + usize::from(die.top())) * 7 + usize::from(die.front())) as u32
    };
    // (parent slot, move) for every visited (row, column, top, front).
    let mut parent: Vec<Option<(u32, Move)>> =
        dense::filled(rows * cols * 49, None).map_err(|_| need)?;
    let mut queue = VecDeque::new();
    let start = (maze.start(), maze.die());
    // The start state is not marked: coming back to it is a tour like any other.
    dense::room(&mut queue).map_err(|_| need)?;
    queue.push_back(start);
    let mut goal = None;
    'search: while let Some((cell, die)) = queue.pop_front() {
        for mv in Move::ALL {
            let Some((next, rolled)) = maze.step(cell, die, mv) else {
                continue;
            };
            let s = slot(next, rolled) as usize;
            if parent[s].is_some() {
                continue;
            }
            parent[s] = Some((slot(cell, die), mv));
            *searched += 1;
            if next == maze.start() {
                goal = Some(s);
                break 'search;
            }
            dense::room(&mut queue).map_err(|_| need)?;
            queue.push_back((next, rolled));
        }
    }
    let Some(mut s) = goal else {
        return Ok(None);
    };
    let mut moves = Vec::new();
    let first = slot(start.0, start.1);
    loop {
        // Every visited slot on the way back has a parent, up to the start's.
        let (from, mv) = parent[s].unwrap_or_else(|| unreachable!());
        moves.try_reserve(1).map_err(|_| need)?;
        moves.push(mv);
        if from == first {
            break;
        }
        s = from as usize;
    }
    moves.reverse();
    Ok(Some(moves))
}

/// The bytes the classic search of a maze of `cells` cells asks for before its queue: a slot
/// of 8 bytes for each of the 49 (top, front) pairs of every cell.
fn tuple_bfs_bytes(cells: usize) -> usize {
    cells * 49 * 8
}
