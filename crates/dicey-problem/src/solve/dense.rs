//! [`Algorithm::Dense`](crate::Algorithm::Dense) stored compactly: a bit a state for "seen" and
//! two bits a state for the move that discovered it, so that the largest maze's search fits a
//! common judge's memory cap, and every array it needs is asked for before it is made.
//!
//! A state is numbered `cell × 24 + orientation`. A move's parent needs no state number: the
//! parent of a state discovered by a move is one cell back against that move, with the die rolled
//! back the other way, so the two bits of the move are the whole parent. States are expanded
//! first in, first out, and each state's moves are tried up, down, left, right, so the first
//! state found on the start cell comes by the first shortest tour in that order (the tie rule),
//! as in `search_core::path`, whose search this is with the parents packed.

use std::collections::{TryReserveError, VecDeque};

use super::OutOfMemory;
use crate::die::{Die, Move, ORIENTATIONS};
use crate::maze::{EMPTY, Maze};

/// The bytes the dense search of a maze of `cells` cells asks for before its queue: the
/// neighbours' values (4 bytes a cell), the seen bits and the parent moves (3 bits a state).
pub(crate) fn fixed_bytes(cells: usize) -> usize {
    let states = cells * ORIENTATIONS;
    cells * 4 + states.div_ceil(64) * 8 + states.div_ceil(32) * 8
}

/// A vector of `len` copies of `value`, or the memory it needed.
pub(super) fn filled<T: Clone>(len: usize, value: T) -> Result<Vec<T>, TryReserveError> {
    let mut v = Vec::new();
    v.try_reserve_exact(len)?;
    v.resize(len, value);
    Ok(v)
}

/// Room for one more item in `queue`, asked for before the push.
#[inline]
pub(super) fn room<T>(queue: &mut VecDeque<T>) -> Result<(), TryReserveError> {
    if queue.len() == queue.capacity() {
        queue.try_reserve(queue.len().max(1024))?;
    }
    Ok(())
}

/// The moves of the first shortest tour of `maze`, or `None`; discovered states are counted in
/// `searched`.
pub(super) fn tour(maze: &Maze, searched: &mut usize) -> Result<Option<Vec<Move>>, OutOfMemory> {
    let need = OutOfMemory::of(maze, fixed_bytes(maze.cells().len()));
    let cols = maze.cols();
    let states = maze.cells().len() * ORIENTATIONS;
    let start_cell = maze.start().0 * cols + maze.start().1;
    // The values of each cell's four neighbours (empty where the grid ends), so that expanding a
    // state needs no division by the width and no bounds test.
    let around = neighbour_values(maze).map_err(|_| need)?;
    let mut seen: Vec<u64> = filled(states.div_ceil(64), 0).map_err(|_| need)?;
    let mut parent: Vec<u64> = filled(states.div_ceil(32), 0).map_err(|_| need)?;
    let mut queue: VecDeque<u32> = VecDeque::new();
    // Moving by `step[m]` in the cell numbering; wrapping, since up and left subtract.
    let step = [cols.wrapping_neg(), cols, usize::MAX, 1];
    // The start state is not marked seen: coming back in the same orientation is a tour too.
    let first = start_cell * ORIENTATIONS + maze.die().index();
    room(&mut queue).map_err(|_| need)?;
    queue.push_back(first as u32);
    let goal = 'search: loop {
        let Some(s) = queue.pop_front() else {
            return Ok(None);
        };
        let s = s as usize;
        let (cell, orientation) = (s / ORIENTATIONS, s % ORIENTATIONS);
        // An index below 24, so the orientation exists.
        let die = Die::from_index(orientation).unwrap_or_else(|| unreachable!());
        let top = die.top();
        for (m, mv) in Move::ALL.into_iter().enumerate() {
            if !Maze::enterable(around[cell][m], top) {
                continue;
            }
            let target = cell.wrapping_add(step[m]);
            let t = target * ORIENTATIONS + die.roll(mv).index();
            let (word, bit) = (t / 64, 1u64 << (t % 64));
            if seen[word] & bit != 0 {
                continue;
            }
            seen[word] |= bit;
            parent[t / 32] |= (m as u64) << (2 * (t % 32));
            *searched += 1;
            if target == start_cell {
                break 'search t;
            }
            room(&mut queue).map_err(|_| need)?;
            queue.push_back(t as u32);
        }
    };
    drop(queue);
    // Back from the goal, one move at a time, to the start cell: the only state on it that was
    // ever expanded is the start.
    let mut moves = Vec::new();
    let mut t = goal;
    loop {
        let m = (parent[t / 32] >> (2 * (t % 32))) as usize & 3;
        let mv = Move::ALL[m];
        moves.try_reserve(1).map_err(|_| need)?;
        moves.push(mv);
        let cell = (t / ORIENTATIONS).wrapping_sub(step[m]);
        if cell == start_cell {
            break;
        }
        let die = Die::from_index(t % ORIENTATIONS).unwrap_or_else(|| unreachable!());
        // Up and down undo each other, and so do left and right: `m ^ 1` is the way back.
        t = cell * ORIENTATIONS + die.roll(Move::ALL[m ^ 1]).index();
    }
    moves.reverse();
    Ok(Some(moves))
}

/// For every cell, the values of its neighbours up, down, left and right, [`EMPTY`] off the grid.
fn neighbour_values(maze: &Maze) -> Result<Vec<[i8; 4]>, TryReserveError> {
    let (rows, cols) = (maze.rows(), maze.cols());
    let mut around = filled(rows * cols, [EMPTY; 4])?;
    for (cell, slot) in around.iter_mut().enumerate() {
        let here = (cell / cols, cell % cols);
        for (m, mv) in Move::ALL.into_iter().enumerate() {
            if let Some((r, c)) = maze.neighbour(here, mv) {
                slot[m] = maze.cells()[r * cols + c];
            }
        }
    }
    Ok(around)
}
