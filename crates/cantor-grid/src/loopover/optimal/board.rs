//! Boards of up to 25 cells packed five bits a cell into a `u128`, the moves as masks and bit
//! shifts on them, and which move may follow which in a search (move pruning).

use search_core::pdb::CellMove;

use crate::loopover::shape::{self, Axis, Metric, Move, Shape};

/// Bits per cell: values up to 24 fit in five.
const BITS: usize = 5;

/// A move on a packed board: the bits of its line go `up` (wrapping `down`) within the mask.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shift {
    mask: u128,
    up: u32,
    down: u32,
}

impl Shift {
    /// The board after the move.
    #[inline(always)]
    pub(crate) fn apply(self, x: u128) -> u128 {
        let v = x & self.mask;
        (x & !self.mask) | (((v << self.up) | (v >> self.down)) & self.mask)
    }
}

/// The moves of one board in one metric, and the rules of which may follow which.
pub(crate) struct Board {
    pub(crate) shape: Shape,
    pub(crate) moves: Vec<Move>,
    pub(crate) shifts: Vec<Shift>,
    /// `follows[last * m + next]`: whether `next` may come right after `last` (a repeat of the
    /// same move is decided by `max_run`). Row `m` is the start, where every move may come.
    follows: Vec<bool>,
    /// How many times in a row each move may come.
    max_run: Vec<u8>,
}

impl Board {
    pub(crate) fn new(shape: Shape, metric: Metric) -> Board {
        let moves = shape::list(shape, metric);
        let shifts = moves.iter().map(|&m| shift(shape, m)).collect();
        let len = |m: Move| match m.axis {
            Axis::Row => shape.cols(),
            Axis::Column => shape.rows(),
        };
        let count = moves.len();
        let mut follows = vec![true; (count + 1) * count];
        for (a, &last) in moves.iter().enumerate() {
            for (b, &next) in moves.iter().enumerate() {
                follows[a * count + b] = if last.axis != next.axis {
                    true
                } else if last.line != next.line {
                    // Parallel lines commute: the first optimal sequence in move order lists
                    // them in increasing order, as the moves are listed.
                    next.line > last.line
                } else {
                    // The same line again: a shift and its inverse cancel, and in the multi-tile
                    // metric two shifts of one line are one shift or none.
                    a == b && metric == Metric::Stm
                };
            }
        }
        // In the single-tile metric k shifts one way along a line of `len` are `len - k` the
        // other way: more than half is never optimal, and exactly half is shorter-or-equal the
        // rightward (or downward) way, which comes first in move order.
        let max_run = moves
            .iter()
            .map(|&m| match metric {
                Metric::Mtm => 1,
                Metric::Stm => {
                    let half = len(m) / 2;
                    if m.shift < 0 && len(m) % 2 == 0 {
                        (half - 1) as u8
                    } else {
                        half as u8
                    }
                }
            })
            .collect();
        Board {
            shape,
            moves,
            shifts,
            follows,
            max_run,
        }
    }

    /// Whether every move is an odd permutation of the cells (single-tile shifts of lines of
    /// even length, as on 4 × 4): then every sequence between two arrangements has the parity
    /// of the permutation that takes one to the other.
    pub(crate) fn moves_all_odd(&self) -> bool {
        self.moves.iter().all(|&m| {
            let len = match m.axis {
                Axis::Row => self.shape.cols(),
                Axis::Column => self.shape.rows(),
            };
            // A shift by k places of a cycle of `len` cells is k (len - 1) transpositions.
            let k = i64::from(m.shift).rem_euclid(len as i64) as usize;
            k * (len - 1) % 2 == 1
        })
    }

    /// The number of moves.
    pub(crate) fn count(&self) -> usize {
        self.moves.len()
    }

    /// Whether move `next` may follow `last` (`count()` at the start) after `run` repeats of it.
    #[inline(always)]
    pub(crate) fn may_follow(&self, last: usize, run: u8, next: usize) -> bool {
        if last == next {
            run < self.max_run[next]
        } else {
            self.follows[last * self.moves.len() + next]
        }
    }

    /// The packed board of `values` (cell by cell).
    pub(crate) fn pack(values: &[u8]) -> u128 {
        values
            .iter()
            .enumerate()
            .fold(0, |x, (p, &v)| x | u128::from(v) << (BITS * p))
    }

    /// The value in cell `p`.
    #[inline(always)]
    pub(crate) fn get(x: u128, p: usize) -> u8 {
        (x >> (BITS * p)) as u8 & 31
    }

    /// Every move as a map of cells for a pattern database, costing `cost` of its axis.
    pub(crate) fn cell_moves(&self, cost: impl Fn(Axis) -> u8) -> Vec<CellMove> {
        let n = self.shape.cells();
        let identity = Board::pack(&(0..n as u8).collect::<Vec<_>>());
        self.moves
            .iter()
            .zip(&self.shifts)
            .map(|(m, s)| {
                let moved = s.apply(identity);
                let mut to = vec![0u8; n];
                for q in 0..n {
                    to[usize::from(Board::get(moved, q))] = q as u8;
                }
                CellMove::new(to, cost(m.axis))
            })
            .collect()
    }
}

/// The mask and bit shifts of one move, as [`shape::Mask`] does for four bits a cell.
fn shift(shape: Shape, m: Move) -> Shift {
    let (stride, len) = match m.axis {
        Axis::Row => (1, shape.cols()),
        Axis::Column => (shape.cols(), shape.rows()),
    };
    let k = i64::from(m.shift).rem_euclid(len as i64) as usize;
    let mask = m
        .cells(shape)
        .into_iter()
        .fold(0u128, |acc, p| acc | 31 << (BITS * p));
    Shift {
        mask,
        up: (BITS * k * stride) as u32,
        down: (BITS * (len - k) * stride) as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopover::plain;

    #[test]
    fn shifts_match_rotated_lines_on_every_size() {
        for (r, c) in [(2, 2), (4, 4), (3, 5), (5, 5), (2, 8)] {
            let shape = Shape::new(r, c).unwrap();
            for metric in [Metric::Stm, Metric::Mtm] {
                let board = Board::new(shape, metric);
                let tiles: Vec<u8> = (0..(r * c) as u8).rev().collect();
                for (&m, &s) in board.moves.iter().zip(&board.shifts) {
                    let after = s.apply(Board::pack(&tiles));
                    assert_eq!(after, Board::pack(&plain::replay(r, c, &tiles, m)), "{m}");
                }
            }
        }
    }

    #[test]
    fn pruning_keeps_runs_up_to_half_a_line() {
        let board = Board::new(Shape::new(4, 4).unwrap(), Metric::Stm);
        // Moves: row 1 right, row 1 left, row 2 right, …
        assert!(board.may_follow(0, 1, 0));
        assert!(!board.may_follow(0, 2, 0));
        assert!(!board.may_follow(1, 1, 1));
        assert!(!board.may_follow(0, 1, 1));
        assert!(board.may_follow(0, 1, 2));
        assert!(!board.may_follow(2, 1, 0));
        assert!(board.may_follow(2, 1, 8));
        assert!(board.may_follow(8, 1, 0));
        let mtm = Board::new(Shape::new(4, 4).unwrap(), Metric::Mtm);
        assert!(!mtm.may_follow(0, 1, 0) && !mtm.may_follow(0, 1, 2));
    }

    #[test]
    fn single_tile_shifts_of_even_lines_are_all_odd() {
        let odd = |r, c, metric| Board::new(Shape::new(r, c).unwrap(), metric).moves_all_odd();
        assert!(odd(4, 4, Metric::Stm) && odd(2, 8, Metric::Stm) && odd(2, 2, Metric::Stm));
        // A shift by two places of four cells is even; a line of odd length shifts evenly.
        assert!(!odd(4, 4, Metric::Mtm) && !odd(3, 5, Metric::Stm) && !odd(4, 5, Metric::Stm));
        // On every board where it holds, a sequence's length has the parity of its permutation.
        let board = Board::new(Shape::new(2, 4).unwrap(), Metric::Stm);
        let mut x = Board::pack(&(0..8).collect::<Vec<u8>>());
        for (i, m) in [0, 3, 9, 2, 5, 8, 1].into_iter().enumerate() {
            x = board.shifts[m % board.count()].apply(x);
            let tiles: Vec<u8> = (0..8).map(|p| Board::get(x, p)).collect();
            assert_eq!(search_core::permutation::is_even(&tiles), i % 2 == 1);
        }
    }
}
