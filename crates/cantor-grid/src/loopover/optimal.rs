//! Optimal answers on boards past the exact tables (more than 12 cells, up to 25): a classic
//! IDA* search with pattern databases as its lower bound, within a stated amount of work.
//!
//! | module | what it holds |
//! |---|---|
//! | `board` | boards packed five bits a cell, the moves on them, which move may follow which |
//! | `heuristic` | the pattern databases of a block of tiles, looked up under the torus's symmetries |
//! | `walking` | the walking-distance tables: which row (column) each tile is in, bounding column (row) moves |
//! | `rank` | the order the block table is kept in, quick to compute |
//! | `stored` | the block table kept on disk between processes, checked before use |
//! | `search` | the IDA* loop, counting and capping its work |
//!
//! The tables are made on the first query. The block table is read from the user's cache
//! directory when an earlier process kept it there (`stored`), else built, the three searches
//! on threads of their own, and kept there; the small walking-distance tables are always built.

use std::path::PathBuf;

use crate::loopover::cache;
use crate::loopover::optimal::board::Board;
pub use crate::loopover::optimal::heuristic::TABLE_LIMIT;
use crate::loopover::optimal::heuristic::{Bound, Tables};
use crate::loopover::optimal::search::{Ending, Search};
use crate::loopover::parse::Query;
use crate::loopover::shape::{Metric, Move, Shape};

pub(crate) mod board;
pub(crate) mod heuristic;
pub(crate) mod rank;
pub(crate) mod search;
pub(crate) mod stored;
pub(crate) mod walking;

/// The most nodes one query may expand; past it the query is refused.
pub const NODE_LIMIT: u64 = 20_000_000;

/// The largest table built for the named tiles of a query with stars, in entries.
const NAMED_TABLE_LIMIT: usize = 1 << 20;

/// Why a query was not answered: its proof of optimality needs more work than the limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// Every sequence shorter than this was ruled out; one of this length was still sought.
    pub depth: u32,
    /// The node limit that was reached.
    pub limit: u64,
}

/// What one query took: the nodes the search expanded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    /// Nodes expanded (boards whose successors were generated).
    pub nodes: u64,
}

/// What a query gets: the first optimal sequence in move order (`None` if no arrangement that
/// fits the target can be reached), or a refusal at the work limit.
pub type Answer = Result<Option<Vec<Move>>, Refusal>;

/// Answers queries on one board past the tables, in one metric.
pub struct Solver {
    board: Board,
    metric: Metric,
    /// Boxed: a solver stays small to move around before its tables are built.
    tables: Option<Box<Tables>>,
    limit: u64,
    table_limit: usize,
    /// Where the block table is kept between processes, if anywhere.
    cache: Option<PathBuf>,
    /// The threads a long pass of one search is shared between.
    threads: usize,
    /// The nodes a pass must take for the next to be shared (the tests change it).
    split_from: u64,
}

impl Solver {
    /// A solver for `shape` in `metric`, expanding at most `limit` nodes a query; the tables
    /// are made on the first query, the block table kept in the user's cache directory
    /// ([`cache::dir`]).
    pub fn new(shape: Shape, metric: Metric, limit: u64) -> Solver {
        Solver::with_table_limit(shape, metric, limit, TABLE_LIMIT)
    }

    /// A solver whose block tables hold at most `table_limit` entries each (the block is as
    /// large as fits): smaller tables are built sooner and bound less tightly. Kept in the user's
    /// cache directory, under a name of the block's size.
    pub fn with_table_limit(
        shape: Shape,
        metric: Metric,
        limit: u64,
        table_limit: usize,
    ) -> Solver {
        Solver {
            board: Board::new(shape, metric),
            metric,
            tables: None,
            limit,
            table_limit,
            cache: cache::dir(),
            threads: 1,
            split_from: search::SPLIT_FROM,
        }
    }

    /// The same solver keeping its block table in `cache` instead (none: built in each
    /// process, with a note saying so on boards past the exact tables).
    #[must_use]
    pub fn with_cache(self, cache: Option<PathBuf>) -> Solver {
        Solver { cache, ..self }
    }

    /// Shares the long passes of each search between `threads` threads (one by default). The
    /// answers, the work counted and the refusals are the same for any number.
    pub fn with_threads(mut self, threads: usize) -> Solver {
        self.threads = threads.max(1);
        self
    }

    /// The board this solver answers on.
    pub fn shape(&self) -> Shape {
        self.board.shape
    }

    /// The most nodes a query may expand before it is refused.
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// The threads a search's long passes are shared between.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Makes the tables now (reads or builds them), if not yet made; returns their size in
    /// bytes.
    pub fn prepare(&mut self) -> usize {
        let (board, metric, limit) = (&self.board, self.metric, self.table_limit);
        let cache = self.cache.as_deref();
        self.tables
            .get_or_insert_with(|| Box::new(Tables::new(board, metric, limit, cache)))
            .bytes()
    }

    /// The moves, in tie-break order.
    pub fn moves(&self) -> &[Move] {
        &self.board.moves
    }

    /// The first optimal sequence in move order from the start to an arrangement that fits the
    /// target (`None` if none does), with the work it took; or a refusal.
    pub fn solve(&mut self, query: &Query) -> (Answer, Work) {
        self.prepare();
        self.answer(query)
    }

    /// [`solve`](Self::solve) on a solver already [prepared](Self::prepare), which several
    /// threads may share.
    ///
    /// # Panics
    /// If the tables were not built.
    pub fn answer(&self, query: &Query) -> (Answer, Work) {
        self.answer_on(query, self.threads)
    }

    /// [`answer`](Self::answer) on the calling thread alone, whatever
    /// [`with_threads`](Self::with_threads) said: for callers that give each thread boards of
    /// their own.
    pub fn answer_alone(&self, query: &Query) -> (Answer, Work) {
        self.answer_on(query, 1)
    }

    fn answer_on(&self, query: &Query, threads: usize) -> (Answer, Work) {
        let tables = self.tables.as_ref().expect("a prepared solver");
        let shape = self.board.shape;
        let n = shape.cells();
        // Relabel: a named tile becomes the number of its target cell, so the goal reads
        // 0, 1, … in the named cells; the other tiles take the other numbers in order.
        let mut value = vec![u8::MAX; n + 1];
        for (p, t) in query.target.iter().enumerate() {
            if let Some(t) = t {
                value[usize::from(*t)] = p as u8;
            }
        }
        let mut free = (0..n as u8).filter(|&p| query.target[usize::from(p)].is_none());
        for v in &mut value[1..] {
            if *v == u8::MAX {
                *v = free.next().expect("as many stars as unnamed tiles");
            }
        }
        let mut start: Vec<u8> = query.start.iter().map(|&t| value[usize::from(t)]).collect();
        let named: Vec<bool> = query.target.iter().map(Option::is_some).collect();
        if shape.rows() % 2 == 1
            && shape.cols() % 2 == 1
            && !search_core::permutation::is_even(&start)
        {
            // Every move is an even permutation: an odd start is reached only by trading two
            // unnamed tiles' numbers, which needs two stars.
            let unnamed: Vec<usize> = (0..n).filter(|&p| !named[usize::from(start[p])]).collect();
            if unnamed.len() < 2 {
                return (Ok(None), Work::default());
            }
            start.swap(unnamed[0], unnamed[1]);
        }
        let mut bound = Bound::new(tables, shape, &named);
        if named.iter().any(|&g| !g) {
            bound = bound.with_named_table(&self.board, &named, NAMED_TABLE_LIMIT);
        }
        let identity: Vec<u8> = (0..n as u8).collect();
        let mask = Board::pack(
            &named
                .iter()
                .map(|&g| if g { 31 } else { 0 })
                .collect::<Vec<u8>>(),
        );
        let goal = Board::pack(&identity) & mask;
        let mut search = Search::new(&self.board, &bound, mask, goal, self.limit)
            .with_threads(threads)
            .with_split_from(self.split_from);
        if self.board.moves_all_odd() && named.iter().all(|&g| g) {
            // The goal is the identity: a sequence's parity is the start's.
            search = search.with_parity(u32::from(!search_core::permutation::is_even(&start)));
        }
        let ending = search.run(Board::pack(&start));
        let work = Work {
            nodes: search.nodes(),
        };
        let answer = match ending {
            Ending::Found(path) => Ok(Some(
                path.into_iter().map(|m| self.board.moves[m]).collect(),
            )),
            Ending::Unreachable => Ok(None),
            Ending::Refused { depth } => Err(Refusal {
                depth,
                limit: self.limit,
            }),
        };
        (answer, work)
    }
}

#[cfg(test)]
mod meet;
#[cfg(test)]
mod tests;
