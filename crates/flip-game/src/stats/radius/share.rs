//! Both cores for the radius search: the subtrees below a frontier of nodes, searched on every
//! thread the process may use, with the outcome the search would have on one thread.
//!
//! The frontier is the nodes of the first level, going down from the root, that holds at least
//! [`SUBTREES`] nodes, in the order the search on one thread would visit them. Each thread takes
//! the next subtree nobody has taken and searches it as the whole search would, with all the work
//! left. Its outcome (a board found, none, or its work ran out) and its work decide nothing alone:
//! the subtrees are read in order, their work added up, and the first that found a board within
//! the work left after those before it, or whose work runs past it, decides the search, as it
//! would have on one thread. So what the search prints never depends on how the threads were
//! scheduled. Subtrees after the deciding one are stopped as soon as it is known. On the way
//! down to the frontier, the level of the board's symmetries keeps only the least node of each
//! orbit ([`super::orbits`]).

use super::Search;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// The least number of subtrees the threads share: enough that one expensive subtree does not
/// leave a thread with nothing to do for long.
pub(super) const SUBTREES: usize = 256;

/// A subtree's outcome.
struct Outcome {
    found: bool,
    best: u32,
    best_t: Vec<u32>,
    work: u64,
}

/// The subtrees' outcomes as they come in, read in order until one decides the search.
struct Ledger {
    outcomes: Vec<Option<Outcome>>,
    /// The work the subtrees may take together.
    left: u64,
    /// The subtrees read so far, and their work.
    read: usize,
    spent: u64,
    verdict: Option<Verdict>,
}

/// What decided a search: the subtree that found a board, or the one in which the work ran
/// out (every one before it searched to the end without a board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Found(usize),
    OutOfWork(usize),
}

/// A search of one target that ran out of work, for a later one with more work to go on from:
/// its frontier, the level of it, and how many of its subtrees were searched to the end without
/// a board (no search of the same target and best need search them again).
pub(super) struct Resume {
    depth: usize,
    frontier: Vec<Vec<u32>>,
    done: usize,
}

#[cfg(test)]
impl Resume {
    /// The subtrees searched to the end.
    pub(super) fn done(&self) -> usize {
        self.done
    }
}

impl Search<'_> {
    /// Searches the completions of the root `w` as [`Search::node`] does, its subtrees shared
    /// among `threads` threads: the same outcome when the work does not run out, and the same
    /// board found unless the plan has symmetries (then a board of the same steps, from the
    /// least node of an orbit, [`super::orbits`]).
    ///
    /// It goes on from where an earlier search of the same target and best ran out of work
    /// (`resume`, none the first time), and leaves there where this one runs out.
    pub(super) fn shared_from(
        &mut self,
        w: &[u32],
        threads: usize,
        resume: &mut Option<Resume>,
    ) -> bool {
        let Resume {
            depth,
            frontier,
            done,
        } = match resume {
            Some(resume) => resume,
            None => {
                let before = self.work;
                let frontier = self.frontier(w);
                self.progress.advance(self.work - before);
                let Some((depth, frontier)) = frontier else {
                    return false;
                };
                resume.insert(Resume {
                    depth,
                    frontier,
                    done: 0,
                })
            }
        };
        let (depth, start) = (*depth, *done);
        let frontier = &frontier[start..];
        // The work left after the frontier's (its last children may have overdrawn it).
        let Some(left) = self.max_work.checked_sub(self.work) else {
            return false;
        };
        let first = AtomicUsize::new(usize::MAX);
        let next = AtomicUsize::new(0);
        let ledger = Mutex::new(Ledger::new(frontier.len(), left));
        let this = &*self;
        let run = || {
            loop {
                let k = next.fetch_add(1, Relaxed);
                if k >= frontier.len() || k > first.load(Relaxed) {
                    return;
                }
                let mut search = this.fork(left, Some((&first, k)));
                let w = search.replay(w, &frontier[k]);
                search.t[..depth].copy_from_slice(&frontier[k]);
                let found = search.node(depth, &w);
                let outcome = Outcome {
                    found,
                    best: search.best,
                    best_t: search.best_t,
                    work: search.work,
                };
                this.progress.advance(outcome.work);
                let mut ledger = ledger
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                if let Some(decided) = ledger.record(k, outcome) {
                    first.store(decided, Relaxed);
                }
            }
        };
        std::thread::scope(|scope| {
            let others: Vec<_> = (1..threads.max(1)).map(|_| scope.spawn(run)).collect();
            run();
            for other in others {
                other
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e));
            }
        });
        let ledger = ledger
            .into_inner()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        self.work += ledger.spent;
        match ledger.verdict {
            None => false,
            Some(Verdict::Found(k)) => {
                let outcome = ledger.outcomes[k]
                    .as_ref()
                    .expect("a subtree read was recorded");
                self.best = outcome.best;
                self.best_t.clone_from(&outcome.best_t);
                true
            }
            Some(Verdict::OutOfWork(k)) => {
                *done = start + k;
                self.work = self.work.max(self.max_work + 1);
                false
            }
        }
    }

    /// The nodes of the first level with at least [`SUBTREES`] nodes (or the leaves), each as
    /// the `t` of its groups, in the order of [`Search::node`], and their level; none when the
    /// work runs out first.
    fn frontier(&mut self, w: &[u32]) -> Option<(usize, Vec<Vec<u32>>)> {
        let mut level: Vec<Vec<u32>> = vec![Vec::new()];
        let mut depth = 0;
        // At least down to the level of the symmetries' subspace, where only the least node of
        // each orbit is kept.
        let least_depth = self.plan.orbits.as_ref().map_or(0, |orbits| orbits.depth);
        while !level.is_empty()
            && (level.len() < SUBTREES || depth < least_depth)
            && depth < self.plan.groups.len()
        {
            let mut below = Vec::new();
            for prefix in &level {
                let node = self.replay(w, prefix);
                for (_, t, _, _) in self.kids(depth, &node)? {
                    let mut kid = prefix.clone();
                    kid.push(t);
                    below.push(kid);
                }
            }
            level = below;
            depth += 1;
            if let Some(orbits) = self
                .plan
                .orbits
                .as_ref()
                .filter(|orbits| orbits.depth == depth)
            {
                level.retain(|t| orbits.least(t));
            }
        }
        Some((depth, level))
    }

    /// A search like this one, for a subtree or a climb on a thread of its own: the same tables, target
    /// and best, its own scratch room and path, `left` work, and `cancel` to stop early.
    pub(super) fn fork<'b>(
        &'b self,
        left: u64,
        cancel: Option<(&'b AtomicUsize, usize)>,
    ) -> Search<'b> {
        Search {
            target: self.target,
            best: self.best,
            best_t: self.best_t.clone(),
            t: self.t.clone(),
            max_work: left,
            cancel,
            weighing: self.weighing,
            ..Search::new(self.plan, self.ceiling, self.progress)
        }
    }

    /// The `W` of the node whose first groups took `prefix` cells, from the root's `w`.
    fn replay(&self, w: &[u32], prefix: &[u32]) -> Vec<u32> {
        let mut now = w.to_vec();
        let mut next = Vec::new();
        for (i, &t) in prefix.iter().enumerate() {
            self.add(i, t, &now, &mut next);
            std::mem::swap(&mut now, &mut next);
        }
        now
    }
}

impl Ledger {
    /// A ledger of `subtrees` subtrees that may take `left` work together.
    fn new(subtrees: usize, left: u64) -> Ledger {
        Ledger {
            outcomes: (0..subtrees).map(|_| None).collect(),
            left,
            read: 0,
            spent: 0,
            verdict: None,
        }
    }

    /// Records subtree `k`'s outcome and reads the outcomes in order as far as they have come
    /// in, until one decides the search: a board found within the work left, or the work run
    /// out (in the subtree or by the time it was reached). Returns the deciding subtree when
    /// this outcome decided it: every later one may stop.
    fn record(&mut self, k: usize, outcome: Outcome) -> Option<usize> {
        self.outcomes[k] = Some(outcome);
        if self.verdict.is_some() {
            return None;
        }
        while let Some(Some(outcome)) = self.outcomes.get(self.read) {
            self.spent += outcome.work;
            let decided = self.read;
            self.read += 1;
            if self.spent > self.left {
                self.verdict = Some(Verdict::OutOfWork(decided));
            } else if outcome.found {
                self.verdict = Some(Verdict::Found(decided));
            } else {
                continue;
            }
            return Some(decided);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(found: bool, work: u64) -> Outcome {
        Outcome {
            found,
            best: 0,
            best_t: Vec::new(),
            work,
        }
    }

    #[test]
    fn the_first_subtree_in_order_decides_whatever_order_they_end_in() {
        let mut ledger = Ledger::new(4, 100);
        assert_eq!(ledger.record(2, outcome(true, 1)), None);
        assert_eq!(ledger.record(0, outcome(false, 1)), None);
        assert_eq!(ledger.record(1, outcome(true, 1)), Some(1));
        assert_eq!(ledger.verdict, Some(Verdict::Found(1)));
        assert_eq!(ledger.spent, 2);
        assert_eq!(ledger.record(3, outcome(true, 1)), None);
        assert_eq!(ledger.verdict, Some(Verdict::Found(1)));
    }

    #[test]
    fn a_board_found_past_the_work_left_is_not_found() {
        // On one thread, the search would have stopped in the second subtree.
        let mut ledger = Ledger::new(3, 10);
        assert_eq!(ledger.record(1, outcome(true, 5)), None);
        assert_eq!(ledger.record(0, outcome(false, 6)), Some(1));
        assert_eq!(ledger.verdict, Some(Verdict::OutOfWork(1)));
    }

    #[test]
    fn every_subtree_read_without_a_board_leaves_no_verdict() {
        let mut ledger = Ledger::new(2, 10);
        assert_eq!(ledger.record(1, outcome(false, 5)), None);
        assert_eq!(ledger.record(0, outcome(false, 5)), None);
        assert_eq!((ledger.verdict, ledger.read, ledger.spent), (None, 2, 10));
    }
}
