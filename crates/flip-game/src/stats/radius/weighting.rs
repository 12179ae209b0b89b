//! The radius search's strongest bound: the best weighting of the code words at a node, found
//! by a linear program and checked in integers.
//!
//! Every bound of [`super::bounds`] averages the final weights over a set of code words, each
//! word weighed alike. Any weighting `p ≥ 0` of the words bounds a node the same way: the least
//! final weight is at most their weighted average, and a group `v` left adds `t` to the words
//! with `⟨λ, v⟩` even and `g_v - t` to the others, so at most `g_v · max(E_v, O_v)` to the
//! weighted sum, `E_v` and `O_v` the weights of those two sets. No completion of the node has a
//! least weight above
//!
//! ```text
//! ⌊ (Σ_λ p_λ W_λ + Σ_{v left} g_v max(E_v, O_v)) / Σ_λ p_λ ⌋,
//! ```
//!
//! and the `p` that makes it least is the answer of a linear program (the dual of the search's
//! own problem with `t` real). It cuts far sooner than the subcodes' averages: a node whose groups
//! fixed so far lean to one side is bounded by weighing the words that side favours.
//!
//! The program is solved in floating point only to choose `p`, by the classic revised simplex
//! method written for its shape ([`simplex`]): a basis of one row for each group left, whatever
//! the number of words. The bound is then computed from `p` rounded to integers, exactly: a
//! rounding error can cost a cut, never make a wrong one.

mod simplex;

/// The most code words for which a node's linear program is solved: `2^10` variables, one for
/// each, besides one for each group left.
pub const MAX_WORDS: usize = 1 << 10;

/// The work a program is counted, for each pivot of the simplex method (the first basis
/// counting as one) and each word and each entry of a square of side one more than the groups
/// left (about the inverse a pivot reads: a resumed program also keeps the rows of the groups
/// fixed since its basis was first built), calibrated to the time of the search's other
/// steps.
pub const PIVOT_COST: u64 = 16;

/// The most weightings solved for last that a search keeps, to try before it solves a node's own.
pub const RECENT: usize = 8;

/// The scale of the integer weights: a word's share of the weighting times `2^20`, rounded.
const SCALE: f64 = (1u64 << 20) as f64;

/// The bound of `weights` (one for each word) at a node whose words weigh `w` so far and whose
/// groups left are `left`: exact, in integers; `u32::MAX` for no weight at all.
pub(super) fn bound(weights: &[u64], w: &[u32], left: &[(u32, u32)]) -> u32 {
    match Terms::of(weights, w, left) {
        Some(terms) => u32::try_from(terms.twice / (2 * terms.total)).unwrap_or(u32::MAX),
        None => u32::MAX,
    }
}

/// The parts of a weighting's bound ([`bound`]), in integers: twice its numerator, the total
/// weight and `E_v - O_v` for every signature `v`.
pub(super) struct Terms {
    /// `2 Σ p_λ W_λ + Σ_{v left} g_v (Σ p + |E_v - O_v|)`.
    pub(super) twice: i128,
    /// `Σ p`.
    pub(super) total: i128,
    /// `E_v - O_v`, by signature: the Walsh–Hadamard transform of the weights.
    pub(super) balance: Vec<i64>,
}

impl Terms {
    /// The terms of `weights` at a node whose words weigh `w` and whose groups left are `left`;
    /// none for no weight at all.
    pub(super) fn of(weights: &[u64], w: &[u32], left: &[(u32, u32)]) -> Option<Terms> {
        let total: i128 = weights.iter().map(|&x| i128::from(x)).sum();
        if total == 0 {
            return None;
        }
        let mut balance: Vec<i64> = weights.iter().map(|&x| x as i64).collect();
        super::walsh_hadamard(&mut balance);
        // Twice the weighted sum: `2 max(E, O) = Σ p + |E - O|`.
        let mut twice: i128 = 2 * weights
            .iter()
            .zip(w)
            .map(|(&p, &x)| i128::from(p) * i128::from(x))
            .sum::<i128>();
        for &(v, g) in left {
            twice += i128::from(g) * (total + i128::from(balance[v as usize].unsigned_abs()));
        }
        Some(Terms {
            twice,
            total,
            balance,
        })
    }
}

/// The best weighting of the words at a node whose words weigh `w` so far and whose groups left
/// are `left`, rounded to integers ([`simplex`]); none when the program could not be solved
/// (then the node is bounded without it).
#[cfg(test)]
pub(super) fn best(w: &[u32], left: &[(u32, u32)]) -> Option<Vec<u64>> {
    let against = super::node::parity_rows(left, w.len());
    below(w, left, &against, 0, 0, None).map(|solved| solved.weights)
}

/// A weighting solved for at a node, with the simplex method's basis, where the programs of the
/// node's descendants start ([`simplex::solve`]).
#[derive(Clone, Debug)]
pub(super) struct Solved {
    /// The weighting, one integer for each word.
    pub(super) weights: Vec<u64>,
    basis: simplex::Basis,
    /// The work the program took ([`PIVOT_COST`]).
    pub(super) work: u64,
    /// The program's duals at the end: `y_0`, then one for each group of its rows, whose
    /// group's share of cells in the program's own optimum is `g_v / 2 - y_v`.
    pub(super) duals: Vec<f64>,
}

/// The best weighting of the words, rounded to integers, at a node of level `level` of a search
/// over `groups` (`against`, their parities against every word) whose words weigh `w`, or the
/// first weighting the method reaches whose bound is below `target`; the method starts from the
/// basis of `from`, an ancestor's, when there is one. None when the program could not be solved
/// (then the node is bounded without it).
pub(super) fn below(
    w: &[u32],
    groups: &[(u32, u32)],
    against: &[Vec<bool>],
    level: usize,
    target: u32,
    from: Option<&Solved>,
) -> Option<Solved> {
    // A margin for the rounding of the weights, which moves the bound by far less.
    let enough = f64::from(target) - 1e-3;
    let (p, basis, pivots, duals) =
        simplex::solve(w, groups, against, level, enough, from.map(|s| &s.basis))?;
    let weights = p.iter().map(|&x| (x * SCALE).round() as u64).collect();
    let rows = (groups.len() - level + 1) as u64;
    let work = (1 + pivots as u64) * (w.len() as u64 + rows * rows) * PIVOT_COST;
    Some(Solved {
        weights,
        basis,
        work,
        duals,
    })
}
