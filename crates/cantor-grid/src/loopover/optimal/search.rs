//! Iterative-deepening A* specialised to packed boards: the same classic search as
//! [`search_core::idastar`], with three things that one needs and the other does not give —
//! the bound is told how much room is left (so it stops looking tables up once it is exceeded),
//! the move pruning needs the number of repeats of the last move, and the work is counted and
//! capped (a refusal instead of a hang).

use crate::loopover::optimal::board::Board;
use crate::loopover::optimal::heuristic::Bound;
use crate::loopover::shape::Axis;

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
        }
    }

    /// Tells the search that every sequence to the goal has `parity` moves (modulo 2), when
    /// every move is odd and the goal is one arrangement: a depth of the other parity is skipped
    /// whole instead of searched in vain (the deepening's last failed pass is the costliest).
    pub(crate) fn with_parity(mut self, parity: u32) -> Self {
        self.parity = Some(parity % 2);
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

    /// Deepens until a sequence is found, none can be, or the node limit is reached.
    pub(crate) fn run(&mut self, start: u128) -> Ending {
        let mut walks = [0u8; 2];
        let mut threshold = self.deepen(
            self.estimate(start, u32::MAX - 1, 0, &mut walks, [true; 2])
                .0,
        );
        loop {
            if threshold == u32::MAX {
                return Ending::Unreachable;
            }
            self.path.clear();
            let at = Node {
                last: self.board.count(),
                run: 0,
                hint: 0,
                walks: [0; 2],
                fresh: [true; 2],
            };
            match self.visit(start, 0, at, threshold) {
                Step::Found => return Ending::Found(std::mem::take(&mut self.path)),
                Step::Exceeded(next) => threshold = self.deepen(next),
                Step::Stop => return Ending::Refused { depth: threshold },
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
        self.bound.estimate(&pos, &val, budget, hint, walks, fresh)
    }

    fn visit(&mut self, x: u128, g: u32, at: Node, threshold: u32) -> Step {
        let Node {
            last,
            run,
            hint,
            mut walks,
            fresh,
        } = at;
        let (h, hint) = self.estimate(x, threshold.saturating_sub(g), hint, &mut walks, fresh);
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
            let child = Node {
                last: m,
                run: if m == last { run + 1 } else { 1 },
                hint,
                walks,
                // A row move keeps the rows' contents, a column move the columns'.
                fresh: match self.board.moves[m].axis {
                    Axis::Row => [false, true],
                    Axis::Column => [true, false],
                },
            };
            match self.visit(next, g + 1, child, threshold) {
                Step::Found => return Step::Found,
                Step::Stop => return Step::Stop,
                Step::Exceeded(f) => least = least.min(f),
            }
            self.path.pop();
        }
        Step::Exceeded(least)
    }
}
