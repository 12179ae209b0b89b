//! The board's reflections and rotations in the radius search: at the level where the groups of
//! a subspace of signatures that every symmetry maps onto itself are fixed, only the least node
//! of each orbit is searched.
//!
//! A symmetry sends the groups of the subspace `V` to groups of `V`, and every press set to one
//! of the same coset's least weight (the module docs of [`super::super::groups`]). So it sends
//! the completions of a node of that level, `t` on `V`'s groups, to the completions of the node
//! `σt`, and a code word `μ` that brings `σt` back to `t ≤ g / 2` at `V`'s pivots (the search
//! takes only those, [`super`]) sends them on to the completions of a node of the search,
//! keeping every least weight again. The code words that change no group of `V` (those
//! orthogonal to it) bring the pivots after `V` back the same way, so the subtrees of the two
//! nodes reach the same least weights: one of them is enough. The search keeps a node only when
//! none of its images comes before it in the order of the `t` tuples, so the least of each orbit
//! is kept, or cut by a bound if it can reach nothing (and then so can the others).

use super::super::echelon::Echelon;
use super::super::groups::Code;

/// The most nodes (counts of cells times ways, over the pivots' halving) that the level of
/// the subspace may have, before its bounds: the frontier of the shared search lists them.
pub(super) const MAX_NODES: f64 = 65_536.0;

/// The least nodes of that level for which a subspace is preferred to a smaller one: enough
/// that an orbit of nodes is usually as large as the symmetries allow.
pub(super) const MIN_NODES: f64 = 256.0;

/// The most signatures in a subspace tried: past it, its level would have too many nodes.
const MAX_SPAN: usize = 1 << 12;

/// The symmetries on the groups of a subspace that the search fixes first.
#[derive(Clone, Debug)]
pub(super) struct Orbits {
    /// The level: the groups `0..depth` in the search's order are the subspace's.
    pub depth: usize,
    /// Each symmetry, as where it sends each of those groups.
    to: Vec<Vec<usize>>,
    /// Each group's cells.
    cells: Vec<u32>,
    /// For each group, the pivots whose signatures sum to its own, as a mask of their places in
    /// `pivots`: a code word odd against exactly the pivots of `swap` swaps the group's `t` and
    /// `g - t` when the mask has an odd number of them.
    sum_of: Vec<u64>,
    /// The pivots: the groups of the subspace independent of those before them.
    pivots: Vec<usize>,
}

/// The groups (indices into `code.groups`) of the subspace spanned by an orbit of groups under
/// the code's symmetries that the search should fix first, or none. Of the spans of the orbits,
/// those on whose groups the symmetries act as the most distinct permutations come first, then
/// those whose level has [`MIN_NODES`] to [`MAX_NODES`] nodes, then the fewest cells; none if
/// no symmetry moves a group of any span with at most [`MAX_NODES`] nodes and at least two for
/// each distinct permutation (fewer leave the orbits too small to gain from).
pub(super) fn subspace(code: &Code) -> Option<Vec<usize>> {
    // The best so far: how many permutations, whether it has enough nodes, and its cells.
    type Key = (usize, bool, std::cmp::Reverse<usize>);
    let mut best: Option<(Key, Vec<usize>)> = None;
    for i in 0..code.groups.len() {
        let mut span = vec![0u32];
        let orbit = code.symmetries.iter().map(|to| to[i]).chain([i]);
        for v in orbit.map(|j| code.groups[j].0) {
            if !span.contains(&v) && span.len() < MAX_SPAN {
                span = span.iter().flat_map(|&s| [s, s ^ v]).collect();
            }
        }
        if span.len() >= MAX_SPAN {
            continue;
        }
        let within: std::collections::HashSet<u32> = span.iter().copied().collect();
        let members: Vec<usize> = (0..code.groups.len())
            .filter(|&j| within.contains(&code.groups[j].0))
            .collect();
        let nodes = members
            .iter()
            .map(|&j| (code.groups[j].1 + 1) as f64)
            .product::<f64>()
            / span.len() as f64;
        if nodes > MAX_NODES {
            continue;
        }
        let mut actions: Vec<Vec<usize>> = code
            .symmetries
            .iter()
            .map(|to| members.iter().map(|&j| to[j]).collect())
            .collect();
        actions.push(members.clone());
        actions.sort_unstable();
        actions.dedup();
        let cells: usize = members.iter().map(|&j| code.groups[j].1).sum();
        let key = (actions.len(), nodes >= MIN_NODES, std::cmp::Reverse(cells));
        // Too few nodes for orbits of more than one (a node and its images under a
        // symmetry brought back to the pivots' halves are often the same node).
        let enough = nodes >= 2.0 * actions.len() as f64;
        if actions.len() > 1 && enough && best.as_ref().is_none_or(|(k, _)| key > *k) {
            best = Some((key, members));
        }
    }
    best.map(|(_, members)| members)
}

impl Orbits {
    /// The symmetries of the search whose groups are `groups` (signature, cells) in its order,
    /// the first `depth` of them a subspace's, with `order[k]` the index in `code.groups` of the
    /// `k`-th; none if some symmetry sends one of those groups outside them.
    pub(super) fn new(
        code: &Code,
        groups: &[(u32, u32)],
        order: &[usize],
        depth: usize,
    ) -> Option<Orbits> {
        let mut place = vec![0; order.len()];
        for (k, &i) in order.iter().enumerate() {
            place[i] = k;
        }
        let to: Option<Vec<Vec<usize>>> = code
            .symmetries
            .iter()
            .map(|to| {
                (0..depth)
                    .map(|k| Some(place[to[order[k]]]).filter(|&j| j < depth))
                    .collect()
            })
            .collect();
        let mut echelon = Echelon::new();
        let mut pivots = Vec::new();
        let mut sum_of = Vec::new();
        for (k, &(v, _)) in groups[..depth].iter().enumerate() {
            match echelon.reduce(v, 0u64) {
                (0, mask) => sum_of.push(mask),
                (x, mask) => {
                    let bit = 1 << pivots.len();
                    pivots.push(k);
                    sum_of.push(bit);
                    // `x` is `v` plus the pivots of `mask`.
                    echelon.push(x, mask ^ bit);
                }
            }
        }
        Some(Orbits {
            depth,
            to: to?,
            cells: groups[..depth].iter().map(|&(_, g)| g).collect(),
            sum_of,
            pivots,
        })
    }

    /// Whether `t` (of the first `depth` groups, `t ≤ g / 2` at the pivots) comes first among
    /// its node's [`Orbits::images`].
    pub(super) fn least(&self, t: &[u32]) -> bool {
        self.images(t).iter().all(|image| image.as_slice() >= t)
    }

    /// The images of the node `t` (of the first `depth` groups, `t ≤ g / 2` at the pivots)
    /// under every symmetry, each brought back to `t ≤ g / 2` at the pivots by a code word
    /// (every such word, when a pivot's `t` is exactly half its cells).
    pub(super) fn images(&self, t: &[u32]) -> Vec<Vec<u32>> {
        let mut images = Vec::new();
        for to in &self.to {
            let mut image = vec![0; self.depth];
            for (i, &j) in to.iter().enumerate() {
                image[j] = t[i];
            }
            // The pivots a code word must swap (more than half pressed) and those it may.
            let (mut must, mut may) = (0u64, 0u64);
            for (k, &p) in self.pivots.iter().enumerate() {
                let (x, g) = (image[p], self.cells[p]);
                if 2 * x > g {
                    must |= 1 << k;
                } else if 2 * x == g {
                    may |= 1 << k;
                }
            }
            let mut also = may;
            loop {
                let swap = must | also;
                let swapped = image.iter().enumerate().map(|(i, &x)| {
                    if (self.sum_of[i] & swap).count_ones() % 2 == 1 {
                        self.cells[i] - x
                    } else {
                        x
                    }
                });
                images.push(swapped.collect());
                if also == 0 {
                    break;
                }
                also = (also - 1) & may;
            }
        }
        images
    }
}
