//! The radius search's upper bounds on what a node can still reach, and the basis of the
//! signatures that sets the order in which the search fixes the groups.
//!
//! Every bound is an average of final weights over a set of code words, rounded down: no word of
//! the set can end above it, so neither can the least weight. A node has fixed the `t_v` of its
//! first groups; `W` holds their weights so far, and `odd[δ]` counts the cells of the groups left
//! with `⟨δ, v⟩` odd (`R` cells in all). For a subcode `U` of `2^s` words and a coset `a + U`, a
//! group left whose signature `v` has `⟨u, v⟩` odd for some `u` in `U` has it odd for exactly half
//! of `U`: over the coset it adds exactly `g_v / 2` to the average, whatever its `t_v`; any other
//! group left adds `t_v` or `g_v - t_v` alike to every word of the coset, at most `g_v`. Counting
//! both through `odd` (the first kind of cell is odd for `2^(s-1)` words of `U`, the second for
//! none), no completion of the node has a least weight above
//!
//! ```text
//! ⌊ (Σ_{λ ∈ a + U} W_λ + 2^s R - Σ_{u ∈ U} odd[u]) / 2^s ⌋.
//! ```
//!
//! `U = {0}` is the bound of one word, `U = {0, δ}` the bound of two (the module docs of
//! [`super`]), `U` the whole code the average bound.

/// The most words, `e`, for which every subcode of the code is tried at every node (342 subcodes
/// of dimension 2 to 5 in 32 words; the pairs are tried for any code).
pub const MAX_SUBCODE_WORDS: usize = 5;

/// Every subcode of dimension 2 or more of the code of `2^e` words, with one word of each of its
/// cosets: empty past [`MAX_SUBCODE_WORDS`].
pub(super) fn subcodes(e: usize) -> Vec<(Vec<u32>, Vec<u32>)> {
    if e > MAX_SUBCODE_WORDS {
        return Vec::new();
    }
    let words = 1u32 << e;
    let mut all = Vec::new();
    let mut layer: Vec<Vec<u32>> = vec![vec![0]];
    let mut seen = std::collections::HashSet::new();
    for dimension in 1..=e {
        let mut next = Vec::new();
        for u in &layer {
            for x in 1..words {
                if u.contains(&x) {
                    continue;
                }
                let mut bigger: Vec<u32> = u.iter().flat_map(|&y| [y, y ^ x]).collect();
                bigger.sort_unstable();
                if seen.insert(bigger.clone()) {
                    next.push(bigger);
                }
            }
        }
        if dimension >= 2 {
            for u in &next {
                let mut covered = vec![false; words as usize];
                let mut cosets = Vec::new();
                for a in 0..words {
                    if !covered[a as usize] {
                        cosets.push(a);
                        for &y in u {
                            covered[(a ^ y) as usize] = true;
                        }
                    }
                }
                all.push((u.clone(), cosets));
            }
        }
        layer = next;
    }
    all
}

/// The bound of one word and of two (the module docs of [`super`]), over the four least words
/// against every other.
pub(super) fn pairs(w: &[u32], r: u32, odd: Option<&[u32]>) -> u32 {
    let mut least: Vec<(u32, usize)> = Vec::with_capacity(5);
    for (l, &x) in w.iter().enumerate() {
        if least.len() < 4 || x < least[3].0 {
            least.push((x, l));
            least.sort_unstable();
            least.truncate(4);
        }
    }
    let mut ub = least[0].0 + r;
    let Some(odd) = odd else {
        return ub;
    };
    for &(a0, l) in &least {
        for (m, &b0) in w.iter().enumerate() {
            let d = odd[l ^ m];
            let (a, b) = (a0 + r - d, b0 + r - d);
            ub = ub.min((a + d).min(b + d).min((a + b + d) / 2));
        }
    }
    ub
}

/// The least bound of the module docs over every coset of every subcode in `subcodes`, or any
/// value below `enough` as soon as one is found.
pub(super) fn cosets(
    w: &[u32],
    r: u32,
    odd: &[u32],
    subcodes: &[(Vec<u32>, Vec<u32>)],
    enough: u32,
) -> u32 {
    let mut ub = u32::MAX;
    for (u, starts) in subcodes {
        let size = u.len() as u64;
        let odd_u: u64 = u.iter().map(|&y| u64::from(odd[y as usize])).sum();
        for &a in starts {
            let sum: u64 = u.iter().map(|&y| u64::from(w[(a ^ y) as usize])).sum();
            // At most the largest `W_λ + R` of the coset: it fits.
            let bound = ((sum + size * u64::from(r) - odd_u) / size) as u32;
            ub = ub.min(bound);
            if ub < enough {
                return ub;
            }
        }
    }
    ub
}

/// The groups' signatures written in a new basis `b_0 … b_{e-1}` of the signatures, each `b_k` a
/// group's signature chosen so that `span(b_0 … b_k)` holds as few cells as it can (the first in
/// the groups' order on a tie). Sorting the groups by their highest coordinate then has the search
/// fix every group of `span(b_0)`, then of `span(b_0, b_1)`, and so on, the smallest subspaces
/// first: of the orders tried (largest groups first, the densest subspaces first, the sparsest
/// first), the one under which the bounds above cut the search of 9 × 9 soonest. A change of basis
/// renames the code words and leaves every weight, so the covering radius is the same.
pub(super) fn flag(groups: &[(u32, usize)], e: usize) -> Vec<u32> {
    let mut span: Vec<u32> = vec![0];
    let mut basis: Vec<u32> = Vec::new();
    for _ in 0..e {
        let mut pick: Option<(usize, u32)> = None;
        for &(v, _) in groups {
            if span.contains(&v) {
                continue;
            }
            let cells: usize = groups
                .iter()
                .filter(|&&(x, _)| span.iter().any(|&s| s == x || s ^ v == x))
                .map(|&(_, g)| g)
                .sum();
            if pick.is_none_or(|(least, _)| cells < least) {
                pick = Some((cells, v));
            }
        }
        // Signatures always span the space (the basis words are independent); a vector outside
        // the span keeps the change of basis invertible if they did not.
        let v = pick.map_or_else(
            || (1..1u32 << e).find(|x| !span.contains(x)).unwrap_or(0),
            |(_, v)| v,
        );
        basis.push(v);
        span = span.iter().flat_map(|&s| [s, s ^ v]).collect();
    }
    // The coordinates of every signature in the new basis.
    let mut coordinates = std::collections::HashMap::new();
    for y in 0..1u32 << e {
        let v = (0..e)
            .filter(|&j| y >> j & 1 == 1)
            .fold(0, |acc, j| acc ^ basis[j]);
        coordinates.insert(v, y);
    }
    groups.iter().map(|&(v, _)| coordinates[&v]).collect()
}
