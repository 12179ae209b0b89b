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
//! order they fix, would leave this search a far larger tree (the README has the figures).
//!
//! Which fractional group to split is the classic pseudo-cost choice: each split teaches, for
//! its group and side, how much the child's bound fell below its parent's for each unit the
//! side moved the group's `t` away from the parent's optimum, and the group split is the one
//! whose two sides, at their averages so far, promise the largest product of the two falls. The
//! choice only orders the search: every split still covers its node, so what the search decides
//! does not depend on it. Until a side has taught anything, it is counted at the average of
//! those that have (one unit before any has).

use super::plan::{self, Plan};
use super::weighting::{self, Solved, Terms};

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
}

/// What a split has taught: the bound lost for each unit a side moved its group's `t`.
#[derive(Clone, Copy, Debug, Default)]
struct Cost {
    sum: f64,
    /// The splits counted, a float so that no search is long enough to overflow it.
    count: f64,
}

/// The split that made a node: its group, which side (up: `[cut + 1, hi]`), how far that side
/// moved the group's `t` from the parent's optimum, and the parent's bound (real).
#[derive(Clone, Copy, Debug)]
struct Branch {
    group: usize,
    up: bool,
    moved: f64,
    parent: f64,
}

/// How many times a node's program is solved again after its ranges narrow.
const ROUNDS: usize = 4;

/// A `t` this far from an integer or less counts as an integer.
const FRACTIONAL: f64 = 1e-6;

/// The least gain a side of a split is expected to bring, so that a side with none yet learned
/// does not zero its group's score.
const MIN_GAIN: f64 = 1e-6;

impl<'a> Ranges<'a> {
    /// A search by `plan` from the root `root` for a least weight of `target`, with `max_work`.
    pub(super) fn new(plan: &'a Plan, root: Vec<u32>, target: u32, max_work: u64) -> Ranges<'a> {
        Ranges {
            plan,
            root,
            target,
            work: 0,
            max_work,
            found: None,
            costs: vec![[Cost::default(); 2]; plan.groups.len()],
        }
    }

    /// Searches every press set, pivots held to half their cells: `Some(true)` when one reaches
    /// the target, `Some(false)` when none does, `None` when the work ran out.
    pub(super) fn run(&mut self) -> Option<bool> {
        let lo = vec![0; self.plan.groups.len()];
        let hi = pivots(self.plan);
        self.node(lo, hi, None, None)
    }

    /// The node of ranges `[lo, hi]`, its parent's weighting `from`.
    fn node(
        &mut self,
        mut lo: Vec<u32>,
        mut hi: Vec<u32>,
        from: Option<&Solved>,
        mut branch: Option<Branch>,
    ) -> Option<bool> {
        if self.work > self.max_work {
            return None;
        }
        // The node's own weighting, and the program's optimum `t` (real) it came with.
        let mut solved: Option<(Solved, Vec<f64>, f64)> = None;
        // The words' weights and the free groups of the current ranges, recomputed only when
        // the ranges narrow.
        let mut current = self.fixed(&lo, &hi);
        for _ in 0..ROUNDS {
            let (w, left) = &current;
            if left.iter().all(|&(_, h)| h == 0) {
                return self.leaf(w, &lo);
            }
            let start = solved.as_ref().map(|(s, _, _)| s).or(from);
            if let Some(p) = start {
                let bound = weighting::bound(&p.weights, w, left);
                if bound < self.target {
                    self.learn(branch, f64::from(bound));
                    return Some(false);
                }
            }
            let Some(own) = weighting::below(w, left, &self.plan.against, 0, self.target, start)
            else {
                break;
            };
            self.work += own.work;
            let Some(terms) = Terms::of(&own.weights, w, left) else {
                break;
            };
            let z = terms.twice as f64 / (2.0 * terms.total as f64);
            self.learn(branch.take(), z);
            let slack = terms.twice - 2 * i128::from(self.target) * terms.total;
            if slack < 0 {
                return Some(false);
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
            current = self.fixed(&lo, &hi);
        }
        let (w, left) = current;
        if left.iter().all(|&(_, h)| h == 0) {
            return self.leaf(&w, &lo);
        }
        // Each group's `t` at the optimum, within its range (the middle without a program).
        let at = |j: usize| {
            let middle = f64::from(lo[j] + hi[j]) / 2.0;
            let t = solved.as_ref().map_or(middle, |(_, optimum, _)| optimum[j]);
            t.clamp(f64::from(lo[j]), f64::from(hi[j]))
        };
        let parent = solved.as_ref().map(|(s, _, _)| s).or(from);
        // The group to split: of those fractional at the optimum, the one whose two sides are
        // expected to lower the bound most (the product of the classic pseudo-cost score),
        // split around its `t`.
        let fraction = |j: usize| at(j) - at(j).floor();
        let fractional = |j: usize| fraction(j).min(1.0 - fraction(j)) > FRACTIONAL;
        let average = self.average();
        let score = |j: usize| {
            let f = fraction(j);
            let cost = |side: usize, moved: f64| {
                let c = self.costs[j][side];
                let per = if c.count == 0.0 {
                    average[side]
                } else {
                    c.sum / c.count
                };
                (per * moved).max(MIN_GAIN)
            };
            cost(0, f) * cost(1, 1.0 - f)
        };
        let free = (0..left.len()).filter(|&j| lo[j] < hi[j] && fractional(j));
        let split = free.max_by(|&a, &b| score(a).total_cmp(&score(b)).then(b.cmp(&a)));
        if let (Some(i), Some((_, _, z))) = (split, &solved) {
            let cut = (at(i).floor() as u32).min(hi[i] - 1);
            let f = fraction(i);
            let sides = [(false, f), (true, 1.0 - f)].map(|(up, moved)| Branch {
                group: i,
                up,
                moved,
                parent: *z,
            });
            return self.children(&lo, &hi, i, cut, parent, Some(sides));
        }
        // An integral optimum (or, without a program, the middle of every range): try it, then
        // split the widest group in the middle.
        let t: Vec<u32> = (0..left.len()).map(|j| at(j).round() as u32).collect();
        let (w, _) = self.fixed(&t, &t);
        if self.leaf(&w, &t) == Some(true) {
            return Some(true);
        }
        let wide = (0..left.len()).max_by_key(|&j| (hi[j] - lo[j], std::cmp::Reverse(j)));
        let wide = wide.expect("a group");
        let cut = lo[wide] + (hi[wide] - lo[wide] - 1) / 2;
        self.children(&lo, &hi, wide, cut, parent, None)
    }

    /// The two children of splitting group `i` after `cut`: `[lo, cut]` and `[cut + 1, hi]`.
    fn children(
        &mut self,
        lo: &[u32],
        hi: &[u32],
        i: usize,
        cut: u32,
        from: Option<&Solved>,
        sides: Option<[Branch; 2]>,
    ) -> Option<bool> {
        let (mut low_hi, mut high_lo) = (hi.to_vec(), lo.to_vec());
        low_hi[i] = cut;
        high_lo[i] = cut + 1;
        let [down, up] = sides.map_or([None, None], |[d, u]| [Some(d), Some(u)]);
        for (l, h, branch) in [(lo.to_vec(), low_hi, down), (high_lo, hi.to_vec(), up)] {
            if self.node(l, h, from, branch)? {
                return Some(true);
            }
        }
        Some(false)
    }

    /// Records what the split `branch` lowered the bound to: `bound`, the child's.
    fn learn(&mut self, branch: Option<Branch>, bound: f64) {
        if let Some(b) = branch.filter(|b| b.moved > FRACTIONAL) {
            let cost = &mut self.costs[b.group][usize::from(b.up)];
            cost.sum += (b.parent - bound).max(0.0) / b.moved;
            cost.count += 1.0;
        }
    }

    /// The pseudo-costs of every group that has some, down and up, for those without (one
    /// bound unit per unit moved before any split has taught anything).
    fn average(&self) -> [f64; 2] {
        [0, 1].map(|side| {
            let (sum, count) = self.costs.iter().fold((0.0, 0.0), |(s, n), c| {
                let c = c[side];
                if c.count == 0.0 {
                    (s, n)
                } else {
                    (s + c.sum / c.count, n + 1.0)
                }
            });
            if count == 0.0 { 1.0 } else { sum / count }
        })
    }

    /// A press set `t` whose words weigh `w`: whether its least weight reaches the target.
    fn leaf(&mut self, w: &[u32], t: &[u32]) -> Option<bool> {
        let least = w.iter().copied().min().unwrap_or(0);
        if least >= self.target {
            self.found = Some((t.to_vec(), least));
            return Some(true);
        }
        Some(false)
    }

    /// The words' weights from the fixed part of every range, and the free groups `(v, h)`:
    /// a pass over the words for each group, counted as work.
    fn fixed(&mut self, lo: &[u32], hi: &[u32]) -> (Vec<u32>, Vec<(u32, u32)>) {
        self.work += (self.root.len() * self.plan.groups.len()) as u64;
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
