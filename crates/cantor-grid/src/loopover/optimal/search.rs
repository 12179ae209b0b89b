//! Iterative-deepening A* specialised to packed boards: the same classic search as
//! [`search_core::idastar`], with four things that one needs and the other does not give —
//! the bound is told how much room is left (so it stops looking tables up once it is exceeded),
//! the move pruning needs the number of repeats of the last move, the work is counted and
//! capped (a refusal instead of a hang), and a long pass is shared between threads
//! ([`shared`]).

use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

mod shared;

use crate::loopover::optimal::board::Board;
use crate::loopover::optimal::heuristic::Bound;
use crate::loopover::shape::Axis;

/// The nodes a pass must have taken for the next one to be shared between threads: below it,
/// starting threads costs more than the pass.
pub(crate) const SPLIT_FROM: u64 = 512;

/// The depth a shared pass is cut at: a few hundred jobs on 4 × 4, enough to keep two threads
/// busy to the end, and each still large next to the cost of taking it.
pub(crate) const SPLIT_DEPTH: u32 = 3;

/// How often (in nodes) a job looks whether an earlier job has ended the pass.
const LOOK_EVERY: u64 = 1024;

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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Found,
    Exceeded(u32),
    /// The node limit was reached.
    Stop,
    /// An earlier job ended the pass: this one no longer counts.
    Dropped,
}

/// What a board in the search carries from the one before.
#[derive(Clone, Copy)]
struct Node {
    /// The move that led here (`count()` at the start) and how many times in a row it came.
    last: usize,
    run: u8,
    /// The look-up that gave the board before its largest entry.
    hint: usize,
    /// The walking distances of the board before, and which of them the move changed.
    walks: [u8; 2],
    fresh: [bool; 2],
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
    /// The parity every sequence to the goal has, when the moves fix it.
    parity: Option<u32>,
    /// The threads a long pass is shared between.
    threads: usize,
    /// The nodes a pass must take for the next to be shared.
    split_from: u64,
    /// The look-up that cut off last (see [`Bound::estimate`]).
    first: Cell<usize>,
    /// In a job: the pass's shared state and this job's index.
    job: Option<(&'a AtomicUsize, usize)>,
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
            parity: None,
            threads: 1,
            split_from: SPLIT_FROM,
            first: Cell::new(0),
            job: None,
        }
    }

    /// Tells the search that every sequence to the goal has `parity` moves (modulo 2), when
    /// every move is odd and the goal is one arrangement: a depth of the other parity is skipped
    /// whole instead of searched in vain (the deepening's last failed pass is the costliest).
    pub(crate) fn with_parity(mut self, parity: u32) -> Self {
        self.parity = Some(parity % 2);
        self
    }

    /// Shares long passes between `threads` threads (at least one). The answer, the nodes
    /// counted and a refusal are the same for any number.
    pub(crate) fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// Shares a pass when the one before took at least `nodes` (by default [`SPLIT_FROM`]); the
    /// tests share every pass, or none, to compare.
    pub(crate) fn with_split_from(mut self, nodes: u64) -> Self {
        self.split_from = nodes;
        self
    }

    /// The next depth worth searching from `depth`: of the right parity when it is known.
    fn deepen(&self, depth: u32) -> u32 {
        match self.parity {
            Some(p) if depth != u32::MAX && depth % 2 != p => depth + 1,
            _ => depth,
        }
    }

    /// The nodes expanded so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    fn root(&self) -> Node {
        Node {
            last: self.board.count(),
            run: 0,
            hint: 0,
            walks: [0; 2],
            fresh: [true; 2],
        }
    }

    /// Deepens until a sequence is found, none can be, or the node limit is reached.
    pub(crate) fn run(&mut self, start: u128) -> Ending {
        let mut walks = [0u8; 2];
        let mut threshold = self.deepen(
            self.estimate(start, u32::MAX - 1, 0, &mut walks, [true; 2])
                .0,
        );
        let mut last_pass = 0;
        loop {
            if threshold == u32::MAX {
                return Ending::Unreachable;
            }
            let before = self.nodes;
            let step = if last_pass >= self.split_from && threshold > SPLIT_DEPTH {
                self.shared_pass(start, threshold)
            } else {
                self.path.clear();
                self.visit(start, 0, self.root(), threshold)
            };
            last_pass = self.nodes - before;
            match step {
                Step::Found => return Ending::Found(std::mem::take(&mut self.path)),
                Step::Exceeded(next) => threshold = self.deepen(next),
                Step::Stop | Step::Dropped => return Ending::Refused { depth: threshold },
            }
        }
    }

    #[inline]
    fn estimate(
        &self,
        x: u128,
        budget: u32,
        hint: usize,
        walks: &mut [u8; 2],
        fresh: [bool; 2],
    ) -> (u32, usize) {
        let mut pos = [0u8; 32];
        let mut val = [0u8; 32];
        for (p, slot) in val[..self.cells].iter_mut().enumerate() {
            let v = Board::get(x, p);
            *slot = v;
            pos[usize::from(v)] = p as u8;
        }
        self.bound
            .estimate(&pos, &val, budget, hint, walks, fresh, &self.first)
    }

    /// The board a move leads to, and what it carries there.
    fn child(&self, x: u128, at: &Node, m: usize, walks: [u8; 2], hint: usize) -> (u128, Node) {
        let next = self.board.shifts[m].apply(x);
        let node = Node {
            last: m,
            run: if m == at.last { at.run + 1 } else { 1 },
            hint,
            walks,
            // A row move keeps the rows' contents, a column move the columns'.
            fresh: match self.board.moves[m].axis {
                Axis::Row => [false, true],
                Axis::Column => [true, false],
            },
        };
        (next, node)
    }

    /// The walking distances of board `x` at depth `g` and the look-up to hint to its
    /// children, when `g` plus its bound stays within `threshold`; else the step that cuts it
    /// off (the least depth a sequence through it needs).
    fn bounded(
        &self,
        x: u128,
        g: u32,
        at: &Node,
        threshold: u32,
    ) -> Result<([u8; 2], usize), Step> {
        let mut walks = at.walks;
        let (h, hint) = self.estimate(
            x,
            threshold.saturating_sub(g),
            at.hint,
            &mut walks,
            at.fresh,
        );
        if h == u32::MAX {
            return Err(Step::Exceeded(u32::MAX));
        }
        if g + h > threshold {
            return Err(Step::Exceeded(g + h));
        }
        Ok((walks, hint))
    }

    fn visit(&mut self, x: u128, g: u32, at: Node, threshold: u32) -> Step {
        let (walks, hint) = match self.bounded(x, g, &at, threshold) {
            Ok(within) => within,
            Err(cut_off) => return cut_off,
        };
        if x & self.mask == self.goal {
            return Step::Found;
        }
        self.nodes += 1;
        if self.nodes > self.limit {
            return Step::Stop;
        }
        if let Some((ended_by, i)) = self.job
            && self.nodes.is_multiple_of(LOOK_EVERY)
            && ended_by.load(Ordering::Relaxed) < i
        {
            return Step::Dropped;
        }
        let mut least = u32::MAX;
        for m in 0..self.board.count() {
            if !self.board.may_follow(at.last, at.run, m) {
                continue;
            }
            let (next, child) = self.child(x, &at, m, walks, hint);
            self.path.push(m);
            match self.visit(next, g + 1, child, threshold) {
                Step::Exceeded(f) => least = least.min(f),
                other => return other,
            }
            self.path.pop();
        }
        Step::Exceeded(least)
    }
}
