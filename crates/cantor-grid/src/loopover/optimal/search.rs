//! Iterative-deepening A* specialised to packed boards: the same classic search as
//! [`search_core::idastar`], with three things that one needs and the other does not give —
//! the bound is told how much room is left (so it stops looking tables up once it is exceeded),
//! the move pruning needs the number of repeats of the last move, and the work is counted and
//! capped (a refusal instead of a hang).

use crate::loopover::optimal::board::Board;
use crate::loopover::optimal::heuristic::Bound;

/// How a search ended.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    /// The first optimal sequence in move order, as move numbers.
    Found(Vec<usize>),
    /// No sequence reaches the goal.
    Unreachable,
    /// The node limit was reached while proving that no sequence of `depth` moves exists.
    Refused { depth: u32 },
}

enum Step {
    Found,
    Exceeded(u32),
    Stop,
}

pub(crate) struct Search<'a> {
    board: &'a Board,
    bound: &'a Bound<'a>,
    cells: usize,
    /// The goal: `x & mask == goal`.
    mask: u128,
    goal: u128,
    nodes: u64,
    limit: u64,
    path: Vec<usize>,
}

impl<'a> Search<'a> {
    pub(crate) fn new(
        board: &'a Board,
        bound: &'a Bound<'a>,
        mask: u128,
        goal: u128,
        limit: u64,
    ) -> Self {
        Search {
            board,
            bound,
            cells: board.shape.cells(),
            mask,
            goal,
            nodes: 0,
            limit,
            path: Vec::new(),
        }
    }

    /// The nodes expanded so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Deepens until a sequence is found, none can be, or the node limit is reached.
    pub(crate) fn run(&mut self, start: u128) -> Ending {
        let mut threshold = self.estimate(start, u32::MAX - 1, 0).0;
        loop {
            if threshold == u32::MAX {
                return Ending::Unreachable;
            }
            self.path.clear();
            match self.visit(start, 0, self.board.count(), 0, threshold, 0) {
                Step::Found => return Ending::Found(std::mem::take(&mut self.path)),
                Step::Exceeded(next) => threshold = next,
                Step::Stop => return Ending::Refused { depth: threshold },
            }
        }
    }

    #[inline]
    fn estimate(&self, x: u128, budget: u32, hint: usize) -> (u32, usize) {
        let mut pos = [0u8; 32];
        let mut val = [0u8; 32];
        for (p, slot) in val[..self.cells].iter_mut().enumerate() {
            let v = Board::get(x, p);
            *slot = v;
            pos[usize::from(v)] = p as u8;
        }
        self.bound.estimate(&pos, &val, budget, hint)
    }

    fn visit(
        &mut self,
        x: u128,
        g: u32,
        last: usize,
        run: u8,
        threshold: u32,
        hint: usize,
    ) -> Step {
        let (h, hint) = self.estimate(x, threshold.saturating_sub(g), hint);
        if h == u32::MAX {
            return Step::Exceeded(u32::MAX);
        }
        if g + h > threshold {
            return Step::Exceeded(g + h);
        }
        if x & self.mask == self.goal {
            return Step::Found;
        }
        self.nodes += 1;
        if self.nodes > self.limit {
            return Step::Stop;
        }
        let mut least = u32::MAX;
        for m in 0..self.board.count() {
            if !self.board.may_follow(last, run, m) {
                continue;
            }
            let next = self.board.shifts[m].apply(x);
            self.path.push(m);
            let repeats = if m == last { run + 1 } else { 1 };
            match self.visit(next, g + 1, m, repeats, threshold, hint) {
                Step::Found => return Step::Found,
                Step::Stop => return Step::Stop,
                Step::Exceeded(f) => least = least.min(f),
            }
            self.path.pop();
        }
        Step::Exceeded(least)
    }
}
