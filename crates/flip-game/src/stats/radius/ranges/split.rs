//! How the search by ranges splits an open node: on the fractional group whose two sides are
//! expected to lower the bound most, by the classic pseudo-costs, or, at an integral optimum,
//! on the widest range, in the middle.
//!
//! Each split teaches, for its group and side, how much the child's bound fell below its
//! parent's for each unit the side moved the group's `t` away from the parent's optimum, and
//! the group split is the one whose two sides, at their averages so far, promise the largest
//! product of the two falls. Until a side has taught anything, it is counted at the average of
//! those that have (one unit before any has).

use super::{FRACTIONAL, Node, Open, Ranges};

/// What a split has taught: the bound lost for each unit a side moved its group's `t`.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Cost {
    sum: f64,
    /// The splits counted, a float so that no search is long enough to overflow it.
    count: f64,
}

/// The split that made a node: its group, which side (up: `[cut + 1, hi]`), how far that side
/// moved the group's `t` from the parent's optimum, and the parent's bound (real).
#[derive(Clone, Copy, Debug)]
pub(super) struct Branch {
    group: usize,
    up: bool,
    moved: f64,
    parent: f64,
}

/// The least gain a side of a split is expected to bring, so that a side with none yet learned
/// does not zero its group's score.
const MIN_GAIN: f64 = 1e-6;

/// Whether a group's `t` at the optimum, `t`, is fractional.
pub(super) fn fractional(t: f64) -> bool {
    let f = t - t.floor();
    f.min(1.0 - f) > FRACTIONAL
}

impl Ranges<'_> {
    /// The two children of `open`: `[lo, cut]` and `[cut + 1, hi]` of the group chosen.
    pub(super) fn split(&self, open: Open) -> [Node; 2] {
        let Open {
            lo,
            hi,
            at,
            fractional: any,
            from,
            bound,
        } = open;
        let fraction = |j: usize| at[j] - at[j].floor();
        if any {
            let free = (0..lo.len()).filter(|&j| lo[j] < hi[j] && fractional(at[j]));
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
            let split = free.max_by(|&a, &b| score(a).total_cmp(&score(b)).then(b.cmp(&a)));
            let i = split.expect("an open node with a fractional group has one");
            let cut = (at[i].floor() as u32).min(hi[i] - 1);
            let f = fraction(i);
            let sides = [(false, f), (true, 1.0 - f)].map(|(up, moved)| {
                Some(Branch {
                    group: i,
                    up,
                    moved,
                    parent: bound,
                })
            });
            return children(lo, hi, i, cut, from, sides);
        }
        let wide = (0..lo.len()).max_by_key(|&j| (hi[j] - lo[j], std::cmp::Reverse(j)));
        let wide = wide.expect("a group");
        let cut = lo[wide] + (hi[wide] - lo[wide] - 1) / 2;
        children(lo, hi, wide, cut, from, [None, None])
    }

    /// Records what the split `branch` lowered the bound to: `bound`, the child's.
    pub(super) fn learn(&mut self, branch: Branch, bound: f64) {
        if branch.moved > FRACTIONAL {
            let cost = &mut self.costs[branch.group][usize::from(branch.up)];
            cost.sum += (branch.parent - bound).max(0.0) / branch.moved;
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
}

/// The two children of splitting group `i` of `[lo, hi]` after `cut`, both starting from the
/// weighting `from`, made by the splits `sides`.
fn children(
    lo: Vec<u32>,
    hi: Vec<u32>,
    i: usize,
    cut: u32,
    from: Option<std::sync::Arc<super::Solved>>,
    sides: [Option<Branch>; 2],
) -> [Node; 2] {
    let (mut low_hi, mut high_lo) = (hi.clone(), lo.clone());
    low_hi[i] = cut;
    high_lo[i] = cut + 1;
    let [down, up] = sides;
    [
        Node {
            lo,
            hi: low_hi,
            from: from.clone(),
            branch: down,
        },
        Node {
            lo: high_lo,
            hi,
            from,
            branch: up,
        },
    ]
}
