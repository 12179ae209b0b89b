//! A long pass of the search shared between threads.
//!
//! A pass after one of at least [`SPLIT_FROM`](super::SPLIT_FROM) nodes is cut at depth [`SPLIT_DEPTH`]: the
//! boards there, in move order, are *jobs*, searched by every thread, each taking the next.
//! The first job in move order that reaches the goal gives the answer, as the whole pass on one
//! thread would; a thread drops a job once an earlier one has ended the pass. What a pass
//! returns and counts does not depend on the threads: each job is searched from a fresh start
//! (its own hint), the nodes counted are those of the cut plus the jobs up to the one that
//! ended the pass, and a job stops at the node limit less what was counted before it began —
//! so the same board gets the same answer, the same count and the same refusal on one thread
//! or many, on any machine.

use std::sync::atomic::{AtomicUsize, Ordering};

use super::{Node, SPLIT_DEPTH, Search, Step};

/// A board at the cut of a shared pass, with the moves that led to it.
struct Job {
    x: u128,
    at: Node,
    path: Vec<usize>,
}

/// What one job gave: how it ended, its nodes, and its moves if it reached the goal.
struct Done {
    step: Step,
    nodes: u64,
    path: Vec<usize>,
}

/// The jobs of a shared pass and what ended it so far: the least index of a job that found the
/// goal or reached the limit (later jobs are dropped).
struct Shared<'j> {
    jobs: &'j [Job],
    next: AtomicUsize,
    ended_by: AtomicUsize,
}

impl<'a> Search<'a> {
    /// One pass cut at [`SPLIT_DEPTH`], its jobs searched by [`threads`](Self::with_threads)
    /// threads; on `Found`, the moves are in `self.path`.
    pub(super) fn shared_pass(&mut self, start: u128, threshold: u32) -> Step {
        let mut jobs = Vec::new();
        self.path.clear();
        let cut = self.cut(start, 0, self.root(), threshold, &mut jobs);
        if cut == Step::Stop {
            return Step::Stop;
        }
        let shared = Shared {
            jobs: &jobs,
            next: AtomicUsize::new(0),
            ended_by: AtomicUsize::new(usize::MAX),
        };
        // Each job may take what the limit leaves after the nodes counted before the pass's
        // jobs: a job that passes it alone would have passed it in one thread's pass too.
        let room = self.limit - self.nodes;
        let mut done: Vec<Option<Done>> =
            std::iter::repeat_with(|| None).take(jobs.len()).collect();
        let (board, bound, mask, goal) = (self.board, self.bound, self.mask, self.goal);
        let work = || Search::new(board, bound, mask, goal, room).work(&shared, threshold);
        let finished: Vec<Vec<(usize, Done)>> = std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..self.threads).map(|_| scope.spawn(work)).collect();
            let mut all = vec![work()];
            all.extend(
                helpers
                    .into_iter()
                    .map(|h| h.join().expect("a job does not panic")),
            );
            all
        });
        for (i, d) in finished.into_iter().flatten() {
            done[i] = Some(d);
        }
        let mut least = match cut {
            Step::Exceeded(f) => f,
            _ => u32::MAX,
        };
        for d in done {
            // Every job up to the one that ended the pass was searched to its end.
            let Some(d) = d else { break };
            self.nodes += d.nodes;
            match d.step {
                Step::Found if self.nodes <= self.limit => {
                    self.path = d.path;
                    return Step::Found;
                }
                Step::Found | Step::Stop => return Step::Stop,
                Step::Exceeded(f) => least = least.min(f),
                Step::Dropped => unreachable!("a dropped job follows the one that ended the pass"),
            }
        }
        Step::Exceeded(least)
    }

    /// Takes jobs until none is left or an earlier one ended the pass; returns what each gave.
    /// Each job starts afresh: no nodes counted, no look-up remembered.
    fn work(mut self, shared: &'a Shared<'_>, threshold: u32) -> Vec<(usize, Done)> {
        let mut out = Vec::new();
        loop {
            let i = shared.next.fetch_add(1, Ordering::Relaxed);
            if i >= shared.jobs.len() || i > shared.ended_by.load(Ordering::Acquire) {
                return out;
            }
            let job = &shared.jobs[i];
            self.nodes = 0;
            self.first.set(0);
            self.job = Some((&shared.ended_by, i));
            self.path.clone_from(&job.path);
            let step = self.visit(job.x, job.path.len() as u32, job.at, threshold);
            if matches!(step, Step::Found | Step::Stop) {
                shared.ended_by.fetch_min(i, Ordering::AcqRel);
            }
            if step != Step::Dropped {
                let path = std::mem::take(&mut self.path);
                out.push((
                    i,
                    Done {
                        step,
                        nodes: self.nodes,
                        path,
                    },
                ));
            }
        }
    }

    /// The part of a shared pass above the cut: the same as [`visit`](Self::visit), but a
    /// board at depth [`SPLIT_DEPTH`] (or one at the goal) becomes a job instead of being
    /// searched. A goal above the cut ends the cut, since every later board comes after it.
    fn cut(&mut self, x: u128, g: u32, at: Node, threshold: u32, jobs: &mut Vec<Job>) -> Step {
        let (walks, hint) = match self.bounded(x, g, &at, threshold) {
            Ok(within) => within,
            Err(cut_off) => return cut_off,
        };
        let at_goal = x & self.mask == self.goal;
        if g == SPLIT_DEPTH || at_goal {
            jobs.push(Job {
                x,
                at,
                path: self.path.clone(),
            });
            return if at_goal {
                Step::Found
            } else {
                Step::Exceeded(u32::MAX)
            };
        }
        self.nodes += 1;
        if self.nodes > self.limit {
            return Step::Stop;
        }
        let mut least = u32::MAX;
        for m in 0..self.board.count() {
            if !self.board.may_follow(at.last, at.run, m) {
                continue;
            }
            let (next, child) = self.child(x, &at, m, walks, hint);
            self.path.push(m);
            let step = self.cut(next, g + 1, child, threshold, jobs);
            self.path.pop();
            match step {
                Step::Exceeded(f) => least = least.min(f),
                other => return other,
            }
        }
        Step::Exceeded(least)
    }
}
