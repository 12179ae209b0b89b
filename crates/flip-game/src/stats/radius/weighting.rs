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
//! The program is solved in floating point only to choose `p`. The bound is then computed from
//! `p` rounded to integers, exactly: a rounding error can cost a cut, never make a wrong one.

use microlp::{ComparisonOp, OptimizationDirection, Problem, SolveOutcome, Variable};

use super::node::parities;

/// The most code words for which a node's linear program is solved: `2^10` variables, one for
/// each, besides one for each group left.
pub const MAX_WORDS: usize = 1 << 10;

/// The work a program is counted, for each entry of its constraints (a word against a group).
pub const PROGRAM_COST: u64 = 2048;

/// The most weightings solved for last that a search keeps, to try before it solves a node's own.
pub const RECENT: usize = 8;

/// The scale of the integer weights: a word's share of the weighting times `2^20`, rounded.
const SCALE: f64 = (1u64 << 20) as f64;

/// The bound of `weights` (one for each word) at a node whose words weigh `w` so far and whose
/// groups left are `left`: exact, in integers; `u32::MAX` for no weight at all.
pub(super) fn bound(weights: &[u64], w: &[u32], left: &[(u32, u32)]) -> u32 {
    let total: i128 = weights.iter().map(|&x| i128::from(x)).sum();
    if total == 0 {
        return u32::MAX;
    }
    // `E_v - O_v` for every signature `v` at once: the Walsh–Hadamard transform of the weights.
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
    u32::try_from(twice / (2 * total)).unwrap_or(u32::MAX)
}

/// The best weighting of the words at a node whose words weigh `w` so far and whose groups left
/// are `left`, rounded to integers; none when the program could not be solved (then the node is
/// bounded without it).
pub(super) fn best(w: &[u32], left: &[(u32, u32)]) -> Option<Vec<u64>> {
    let mut program = Problem::new(OptimizationDirection::Minimize);
    let p: Vec<Variable> = w
        .iter()
        .map(|&x| program.add_var(f64::from(x), (0.0, f64::INFINITY)))
        .collect();
    program.add_constraint(p.iter().map(|&x| (x, 1.0)), ComparisonOp::Eq, 1.0);
    for &(v, g) in left {
        // `m ≥ g E` and `m ≥ g O`: the most the group can add to the weighted sum.
        let m = program.add_var(1.0, (0.0, f64::INFINITY));
        let odd = parities(v, w.len());
        for side in [false, true] {
            let terms = p
                .iter()
                .zip(&odd)
                .filter(|&(_, &o)| o == side)
                .map(|(&x, _)| (x, f64::from(g)))
                .chain([(m, -1.0)]);
            program.add_constraint(terms, ComparisonOp::Le, 0.0);
        }
    }
    let SolveOutcome::Solution(solution) = program.solve().ok()? else {
        return None;
    };
    Some(
        p.iter()
            .map(|&x| (solution.var_value(x).max(0.0) * SCALE).round() as u64)
            .collect(),
    )
}
