//! The radius search by ranges: a branch and bound whose nodes hold each group's `t` to a range
//! rather than fixing the groups one at a time, bounded at every node by the best weighting of
//! the words ([`weighting`]), its ranges narrowed by that weighting, and split on a group the
//! linear program leaves fractional: the classic linear-programming branch and bound of
//! integer programming, with bounds and narrowings checked in integers.
//!
//! A group `v` of `g` cells whose `t` lies in `[lo, hi]` adds `lo` or `g - hi` to every word
//! (as `⟨λ, v⟩` is even or odd) and, beyond that, `s` or `h - s` for `t = lo + s`, `h = hi - lo`:
//! it is a fixed group and a free group of `h` cells, so a node is bounded exactly as a node of
//! the other searches, its free groups those of `h > 0`.
//!
//! A weighting `p` whose bound at the node is `T` or more (twice its numerator less `2 T Σ p`,
//! the *slack*, at least zero) still says where each group may go: the bound is a sum over the
//! groups, and a free group `v` gives `h |E_v - O_v|` of twice the numerator only at one end of
//! its range (`hi` when `E_v > O_v`) and `2 d |E_v - O_v|` less at a `t` that is `d` from that
//! end, so every `t` farther from it than `slack / (2 |E_v - O_v|)` gives a bound below `T` and
//! is dropped from the range (the classic reduced-cost fixing).
//!
//! The search takes pivots of its own (the words' translations, as in the module docs of
//! [`super`], let any groups of independent signatures hold `t ≤ g / 2`): groups of odd size
//! first, then the smallest. Holding a group of odd size to `t ≤ (g - 1) / 2` cuts off the
//! middle `g / 2`, where the program's optimum tends to sit, and the smaller the group, the
//! more of its range that is; the other searches' pivots, the first independent groups in the
//! order they fix, would leave this search a far larger tree (`docs/lights-out-notes.md` has
//! the figures).
//!
//! Which fractional group to split is the classic pseudo-cost choice ([`split`]): each split
//! teaches, for its group and side, how much the child's bound fell below its parent's for each
//! unit the side moved the group's `t` away from the parent's optimum. The choice only orders
//! the search: every split still covers its node, so what the search decides does not depend
//! on it.
//!
//! The search is depth first, its path kept as a stack of the nodes weighed and not yet
//! reached, so that it stops when its work runs out and goes on later, with more work, where it
//! stopped. The two children of a split are weighed together (a node's programs are nearly all
//! its cost), on two threads when it has them, but each one's work and what it teaches count
//! only when the search reaches it, the upper child after the lower one's subtree: the search
//! visits, learns, decides and finds exactly as it would weighing each node when it reaches it,
//! on any number of threads.

#[cfg(test)]
mod reference;
mod split;

use super::plan::{self, Plan};
use super::weighting::{self, Solved, Terms};
use split::{Branch, Cost};
use std::sync::Arc;

/// A search by ranges of one target under one plan's order.
pub(super) struct Ranges<'a> {
    plan: &'a Plan,
    /// The root's `W`.
    root: Vec<u32>,
    /// The least weight looked for.
    target: u32,
    /// Work so far and the cap, in the units of the other searches.
    pub(super) work: u64,
    max_work: u64,
    /// A press set found whose least weight from the root reaches the target, `t` in the
    /// plan's order, with that least weight.
    pub(super) found: Option<(Vec<u32>, u32)>,
    /// Each group's pseudo-costs, down and up: how much a split on it lowered the bound.
    costs: Vec<[Cost; 2]>,
    /// The root, until it is weighed.
    start: Option<Node>,
    /// The nodes weighed and not yet reached, the next last: the search's path, with each
    /// node's later sibling.
    path: Vec<Weighed>,
    /// Whether the two children of a split are weighed on two threads.
    both: bool,
}

/// A node to weigh: its ranges, the weighting its programs start from (its parent's), and the
/// split that made it.
struct Node {
    lo: Vec<u32>,
    hi: Vec<u32>,
    from: Option<Arc<Solved>>,
    branch: Option<Branch>,
}

/// A node weighed, neither cut nor decided: its ranges narrowed, each group's `t` at the
/// program's optimum within them (the middle without a program), whether some free group's is
/// fractional, the weighting its children start from and its bound (real).
struct Open {
    lo: Vec<u32>,
    hi: Vec<u32>,
    at: Vec<f64>,
    fractional: bool,
    from: Option<Arc<Solved>>,
    bound: f64,
}

/// What weighing a node gave, the work it took, and what the split that made it taught: its
/// branch and the node's bound (real).
struct Weighed {
    node: Weighing,
    work: u64,
    learned: Option<(Branch, f64)>,
}

/// A node weighed: a press set found that reaches the target (its `t` and least weight), cut,
/// or open.
enum Weighing {
    Found(Vec<u32>, u32),
    Cut,
    Open(Open),
}

/// How many times a node's program is solved again after its ranges narrow.
const ROUNDS: usize = 4;

/// A `t` this far from an integer or less counts as an integer.
const FRACTIONAL: f64 = 1e-6;

impl<'a> Ranges<'a> {
    /// A search by `plan` from the root `root` for a least weight of `target`, with `max_work`,
    /// on one thread.
    pub(super) fn new(plan: &'a Plan, root: Vec<u32>, target: u32, max_work: u64) -> Ranges<'a> {
        let start = Node {
            lo: vec![0; plan.groups.len()],
            hi: pivots(plan),
            from: None,
            branch: None,
        };
        Ranges {
            plan,
            root,
            target,
            work: 0,
            max_work,
            found: None,
            costs: vec![[Cost::default(); 2]; plan.groups.len()],
            start: Some(start),
            path: Vec::new(),
            both: false,
        }
    }

    /// The same search, its splits' children weighed on two threads when `threads` is more
    /// than one.
    pub(super) fn on(mut self, threads: usize) -> Ranges<'a> {
        self.both = threads > 1;
        self
    }

    /// Allows `more` work beyond the work done so far, for [`Ranges::run`] to go on with.
    pub(super) fn allow(&mut self, more: u64) {
        self.max_work = self.work.saturating_add(more);
    }

    /// Searches every press set, pivots held to half their cells: `Some(true)` when one reaches
    /// the target, `Some(false)` when none does, `None` when the work ran out (then a later
    /// call, with more work allowed, goes on where this one stopped).
    pub(super) fn run(&mut self) -> Option<bool> {
        if self.found.is_some() {
            return Some(true);
        }
        if let Some(root) = self.start.take() {
            let root = self.weigh(root);
            self.path.push(root);
        }
        while let Some(next) = self.path.pop() {
            if self.work > self.max_work {
                self.path.push(next);
                return None;
            }
            if let Some(children) = self.reach(next) {
                let [down, up] = self.weigh_both(children);
                self.path.push(up);
                self.path.push(down);
            } else if self.found.is_some() {
                return Some(true);
            }
        }
        Some(false)
    }

    /// Counts a node weighed as reached: its work and what its split taught count only now, as
    /// if it had been weighed here, so that the search is the one a single thread would make.
    /// Keeps the press set it found; returns its children when it is open.
    fn reach(&mut self, weighed: Weighed) -> Option<[Node; 2]> {
        self.work += weighed.work;
        if let Some((branch, bound)) = weighed.learned {
            self.learn(branch, bound);
        }
        match weighed.node {
            Weighing::Found(t, least) => {
                self.found = Some((t, least));
                None
            }
            Weighing::Cut => None,
            Weighing::Open(open) => Some(self.split(open)),
        }
    }

    /// Weighs the two children of a split, on two threads when the search has them.
    fn weigh_both(&self, [down, up]: [Node; 2]) -> [Weighed; 2] {
        if !self.both {
            return [self.weigh(down), self.weigh(up)];
        }
        std::thread::scope(|scope| {
            let up = scope.spawn(move || self.weigh(up));
            let down = self.weigh(down);
            [
                down,
                up.join().unwrap_or_else(|e| std::panic::resume_unwind(e)),
            ]
        })
    }

    /// Weighs `node`: its programs solved, its ranges narrowed by them, then cut, decided, or
    /// left open to be split.
    fn weigh(&self, node: Node) -> Weighed {
        let Node {
            mut lo,
            mut hi,
            from,
            mut branch,
        } = node;
        let mut out = Weighed {
            node: Weighing::Cut,
            work: 0,
            learned: None,
        };
        // The node's own weighting, and the program's optimum `t` (real) and bound it came with.
        let mut solved: Option<(Solved, Vec<f64>, f64)> = None;
        // The words' weights and the free groups of the current ranges, recomputed only when
        // the ranges narrow.
        let mut current = self.fixed(&lo, &hi, &mut out.work);
        for _ in 0..ROUNDS {
            let (w, left) = &current;
            if left.iter().all(|&(_, h)| h == 0) {
                out.node = self.leaf(w, &lo);
                return out;
            }
            let start = solved.as_ref().map(|(s, _, _)| s).or(from.as_deref());
            if let Some(p) = start {
                let bound = weighting::bound(&p.weights, w, left);
                if bound < self.target {
                    out.learned = branch.map(|b| (b, f64::from(bound)));
                    return out;
                }
            }
            let Some(own) = weighting::below(w, left, &self.plan.against, 0, self.target, start)
            else {
                break;
            };
            out.work += own.work;
            let Some(terms) = Terms::of(&own.weights, w, left) else {
                break;
            };
            let z = terms.twice as f64 / (2.0 * terms.total as f64);
            if let Some(b) = branch.take() {
                out.learned = Some((b, z));
            }
            let slack = terms.twice - 2 * i128::from(self.target) * terms.total;
            if slack < 0 {
                return out;
            }
            // The program's `t` (its duals, see [`Solved::duals`]), before the ranges narrow.
            let optimum = (0..left.len())
                .map(|j| f64::from(lo[j]) + f64::from(left[j].1) / 2.0 - own.duals[1 + j])
                .collect();
            let narrowed = narrow(&mut lo, &mut hi, left, &terms, slack);
            solved = Some((own, optimum, z));
            if !narrowed {
                break;
            }
            current = self.fixed(&lo, &hi, &mut out.work);
        }
        let (w, left) = current;
        if left.iter().all(|&(_, h)| h == 0) {
            out.node = self.leaf(&w, &lo);
            return out;
        }
        let at: Vec<f64> = (0..left.len())
            .map(|j| {
                let middle = f64::from(lo[j] + hi[j]) / 2.0;
                let t = solved.as_ref().map_or(middle, |(_, optimum, _)| optimum[j]);
                t.clamp(f64::from(lo[j]), f64::from(hi[j]))
            })
            .collect();
        let fractional =
            solved.is_some() && (0..left.len()).any(|j| lo[j] < hi[j] && split::fractional(at[j]));
        if !fractional {
            // An integral optimum (or, without a program, the middle of every range): try it
            // before the node is split.
            let t: Vec<u32> = at.iter().map(|&x| x.round() as u32).collect();
            let (w, _) = self.fixed(&t, &t, &mut out.work);
            if let found @ Weighing::Found(..) = self.leaf(&w, &t) {
                out.node = found;
                return out;
            }
        }
        let (own, bound) = solved.map_or((None, 0.0), |(s, _, z)| (Some(Arc::new(s)), z));
        out.node = Weighing::Open(Open {
            lo,
            hi,
            at,
            fractional,
            from: own.or(from),
            bound,
        });
        out
    }

    /// A press set `t` whose words weigh `w`: found when its least weight reaches the target.
    fn leaf(&self, w: &[u32], t: &[u32]) -> Weighing {
        let least = w.iter().copied().min().unwrap_or(0);
        if least >= self.target {
            Weighing::Found(t.to_vec(), least)
        } else {
            Weighing::Cut
        }
    }

    /// The words' weights from the fixed part of every range, and the free groups `(v, h)`:
    /// a pass over the words for each group, counted as `work`.
    fn fixed(&self, lo: &[u32], hi: &[u32], work: &mut u64) -> (Vec<u32>, Vec<(u32, u32)>) {
        *work += (self.root.len() * self.plan.groups.len()) as u64;
        let mut w = self.root.clone();
        let mut next = Vec::with_capacity(w.len());
        let mut left = Vec::with_capacity(lo.len());
        for (i, &(v, g)) in self.plan.groups.iter().enumerate() {
            let h = hi[i] - lo[i];
            super::bounds::add(&w, &self.plan.against[i], lo[i], g - h, &mut next);
            std::mem::swap(&mut w, &mut next);
            left.push((v, h));
        }
        (w, left)
    }
}

/// The largest `t` of each group at the root, for pivots taken odd sizes first, then smallest
/// first (see the module docs): half its cells for a pivot, all of them for the others.
fn pivots(plan: &Plan) -> Vec<u32> {
    let mut by_size: Vec<usize> = (0..plan.groups.len()).collect();
    by_size.sort_by_key(|&i| {
        let g = plan.groups[i].1;
        (g.is_multiple_of(2), g, i)
    });
    plan::halved(&plan.groups, by_size)
}

/// Narrows each free group's range to the `t` whose bound by the weighting of `terms` reaches
/// the target (`slack`, see the module docs); returns whether any range narrowed.
fn narrow(lo: &mut [u32], hi: &mut [u32], left: &[(u32, u32)], terms: &Terms, slack: i128) -> bool {
    let mut narrowed = false;
    for (i, &(v, h)) in left.iter().enumerate() {
        let balance = i128::from(terms.balance[v as usize]);
        if h == 0 || balance == 0 {
            continue;
        }
        let reach = slack / (2 * balance.abs());
        if reach >= i128::from(h) {
            continue;
        }
        let reach = reach as u32;
        if balance > 0 {
            lo[i] = hi[i] - reach;
        } else {
            hi[i] = lo[i] + reach;
        }
        narrowed = true;
    }
    narrowed
}
