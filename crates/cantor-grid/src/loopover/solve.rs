//! Answering one query: the fewest moves from a start to any arrangement that fits a pattern,
//! with an optimal move sequence.
//!
//! Relabel the tiles so that the start reads 1, 2, … (tile `start[p]` becomes value `p`): moves
//! act on cells and relabelling on tiles, so the question becomes one about arrangements near
//! the solved one. The pattern's `g` given tiles then need to reach `g` given cells, and one of
//! two exact methods answers:
//!
//! - **follow the given tiles** (few given): a breadth-first search over where those `g` tiles
//!   stand, `cells^g` states at most, from the start to the target's cells. A move sequence
//!   brings the given tiles home exactly when it brings some fitting arrangement home, so its
//!   distance is the answer; it needs no table.
//! - **fill the stars** (few stars): every way to put the missing tiles into the stars, each
//!   looked up in the census ([`crate::loopover::census::Table`], built on first use or read
//!   from the disk cache of [`crate::loopover::cache`]), keeping
//!   the nearest; then a walk down the table gives its moves.

use std::collections::VecDeque;
use std::path::PathBuf;

use itertools::Itertools;

use crate::loopover::cache;
use crate::loopover::census::Table;
use crate::loopover::code::{from_values, inverse};
use crate::loopover::parse::Query;
use crate::loopover::shape::{Metric, Move, Moves, Shape};

/// Queries whose given tiles have at most this many placements (`cells^g`) follow the tiles;
/// the others fill the stars from the table. On 12 cells: 6 given tiles or fewer follow
/// (12^6 ≈ 3.0 million states), 7 or more fill (at most 5! = 120 look-ups).
pub(crate) const FOLLOW_UP_TO: usize = 1 << 22;

/// Answers queries on one shape in one metric; the table is built on the first query that
/// needs it, and kept.
pub struct Solver {
    moves: Moves,
    metric: Metric,
    /// Where each cell's tile goes under each move, and where it comes from.
    to: Vec<Vec<usize>>,
    from: Vec<Vec<usize>>,
    table: Option<Table>,
    /// Where the larger boards' tables are kept between processes, if anywhere.
    cache: Option<PathBuf>,
}

impl Solver {
    /// A solver for `shape` in `metric`, with no table yet, keeping the larger boards' tables
    /// in the user's cache directory ([`cache::dir`]).
    pub fn new(shape: Shape, metric: Metric) -> Solver {
        Solver::with_cache(shape, metric, cache::dir())
    }

    /// A solver keeping the larger boards' tables in `cache` (none: built in each process).
    pub fn with_cache(shape: Shape, metric: Metric, cache: Option<PathBuf>) -> Solver {
        let moves = Moves::new(shape, metric);
        let to: Vec<Vec<usize>> = (0..moves.all().len())
            .map(|m| moves.destinations(m))
            .collect();
        let from = to
            .iter()
            .map(|to| {
                let mut from = vec![0; to.len()];
                for (p, &q) in to.iter().enumerate() {
                    from[q] = p;
                }
                from
            })
            .collect();
        Solver {
            moves,
            metric,
            to,
            from,
            table: None,
            cache,
        }
    }

    /// The moves, in tie-break order.
    pub fn moves(&self) -> &Moves {
        &self.moves
    }

    /// An optimal move sequence from `query.start` to an arrangement that fits `query.target`,
    /// or `None` if there is none.
    ///
    /// ```
    /// use cantor_grid::loopover::{parse::Query, shape::{Metric, Shape}, solve::Solver};
    /// let mut solver = Solver::new(Shape::new(2, 3).unwrap(), Metric::Stm);
    /// let query = Query { start: vec![1, 2, 3, 4, 5, 6], target: vec![Some(3), None, None, None, None, None] };
    /// let moves = solver.solve(&query).unwrap();
    /// assert_eq!(moves.iter().map(|m| m.to_string()).collect::<Vec<_>>(), ["1U1"]);
    /// ```
    pub fn solve(&mut self, query: &Query) -> Option<Vec<Move>> {
        let n = self.moves.shape().cells();
        let mut position = vec![0u8; n];
        for (p, &t) in query.start.iter().enumerate() {
            position[usize::from(t - 1)] = p as u8;
        }
        // (value, cell) for every given tile, relabelled.
        let given: Vec<(usize, usize)> = query
            .target
            .iter()
            .enumerate()
            .filter_map(|(p, t)| t.map(|t| (usize::from(position[usize::from(t - 1)]), p)))
            .collect();
        let follow = (n as u64)
            .checked_pow(given.len() as u32)
            .is_some_and(|states| states <= FOLLOW_UP_TO as u64);
        if follow {
            self.follow(&given)
        } else {
            self.fill(&given)
        }
    }

    /// The breadth-first search over the places of the given tiles.
    fn follow(&self, given: &[(usize, usize)]) -> Option<Vec<Move>> {
        let n = self.moves.shape().cells();
        let g = given.len();
        let index = |cells: &[usize]| cells.iter().rev().fold(0, |i, &c| i * n + c);
        let decode = |mut i: usize| {
            (0..g)
                .map(|_| {
                    let c = i % n;
                    i /= n;
                    c
                })
                .collect::<Vec<_>>()
        };
        let start: Vec<usize> = given.iter().map(|&(v, _)| v).collect();
        let goal = index(&given.iter().map(|&(_, p)| p).collect::<Vec<_>>());
        const UNSEEN: u8 = u8::MAX;
        const ROOT: u8 = u8::MAX - 1;
        let mut via = vec![UNSEEN; n.pow(g as u32)];
        via[index(&start)] = ROOT;
        let mut queue = VecDeque::from([index(&start)]);
        while let Some(i) = queue.pop_front() {
            if i == goal {
                break;
            }
            let cells = decode(i);
            for (m, to) in self.to.iter().enumerate() {
                let next: Vec<usize> = cells.iter().map(|&c| to[c]).collect();
                let j = index(&next);
                if via[j] == UNSEEN {
                    via[j] = m as u8;
                    queue.push_back(j);
                }
            }
        }
        if via[goal] == UNSEEN {
            return None;
        }
        let mut moves = Vec::new();
        let mut i = goal;
        while via[i] != ROOT {
            let m = usize::from(via[i]);
            moves.push(self.moves.all()[m]);
            let back: Vec<usize> = decode(i).iter().map(|&c| self.from[m][c]).collect();
            i = index(&back);
        }
        moves.reverse();
        Some(moves)
    }

    /// Every filling of the stars looked up in the table; the moves to the nearest, read off
    /// the table.
    fn fill(&mut self, given: &[(usize, usize)]) -> Option<Vec<Move>> {
        let shape = self.moves.shape();
        let n = shape.cells();
        let metric = self.metric;
        let table = self
            .table
            .get_or_insert_with(|| cache::table_in(self.cache.as_deref(), shape, metric));
        let mut cells = vec![u8::MAX; n];
        let mut used = vec![false; n];
        for &(v, p) in given {
            cells[p] = v as u8;
            used[v] = true;
        }
        let stars: Vec<usize> = (0..n).filter(|&p| cells[p] == u8::MAX).collect();
        let missing: Vec<u8> = (0..n as u8).filter(|&v| !used[usize::from(v)]).collect();
        let mut best: Option<(usize, u64)> = None;
        for filling in missing.iter().permutations(stars.len()) {
            for (&p, &&v) in stars.iter().zip(&filling) {
                cells[p] = v;
            }
            let code = from_values(&cells);
            // Only a filling strictly nearer than the best so far matters: the walk down the
            // table stops as soon as it is not.
            let limit = best.map_or(usize::MAX, |(least, _)| least.saturating_sub(1));
            if best.is_none_or(|(least, _)| least > 0)
                && let Some(path) = table.walk_within(code, limit)
            {
                best = Some((path.len(), code));
            }
        }
        let (_, goal) = best?;
        // Relabel so that the goal reads 0, 1, …: the start becomes the goal's inverse, and the
        // table's distance to the solved arrangement is the distance to the goal.
        let path = table.walk(inverse(goal, n))?;
        Some(path.into_iter().map(|m| self.moves.all()[m]).collect())
    }
}

#[cfg(test)]
mod tests;
