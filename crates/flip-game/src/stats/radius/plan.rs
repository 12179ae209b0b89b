//! The order in which a radius search fixes the groups, and the tables it reads at each level
//! of that order: a plan of the search, built once and shared by its threads.

use super::super::echelon::Echelon;
use super::super::groups::Code;
use super::orbits::Orbits;
use super::{basis, bounds};

/// A radius search's order and tables ([`super::Search`] borrows them).
pub(super) struct Plan {
    /// Where each group of the search's order is in `code.groups`.
    pub order: Vec<usize>,
    /// `(signature, cells)`, in the order they are fixed.
    pub groups: Vec<(u32, u32)>,
    /// The largest `t` searched for each group: half its cells for a pivot.
    pub top: Vec<u32>,
    /// The cells of the groups from each level on.
    pub left: Vec<u32>,
    /// Whether the per-level tables below are built ([`super::tables_fit`]).
    pub tables: bool,
    /// Whether a search by this plan may bound a node by the best weighting of the words
    /// ([`super::weighting`]), as the portfolio's weighted search does: with the tables, on
    /// codes of at most [`super::weighting::MAX_WORDS`] words.
    pub weighing: bool,
    /// `odd[i][δ]`: the cells of groups `i..` with `⟨δ, v⟩` odd (the root's alone without the
    /// tables).
    pub odd: Vec<Vec<u32>>,
    /// `against[i][λ]`: whether `⟨λ, v⟩` is odd for group `i` (with the tables only).
    pub against: Vec<Vec<bool>>,
    /// `Σ_{u ∈ U_s} odd[i][u]` over the flag's subcodes, by level ([`bounds::flag_odd`]).
    pub flag_odd: Vec<Vec<u64>>,
    /// Whether the coset sums fit in 32 bits.
    pub narrow: bool,
    /// `odd[i]` folded for the pairs of cosets of the flag, by level ([`bounds::odd_folds`]);
    /// empty when they are not tried.
    pub odd_folds: Vec<Vec<u32>>,
    /// The subcodes whose cosets bound a node ([`bounds::subcodes`]), with a word of each coset.
    pub subcodes: Vec<(Vec<u32>, Vec<u32>)>,
    /// The board's symmetries on the groups fixed first, when they are a subspace's
    /// ([`super::orbits`]).
    pub orbits: Option<Orbits>,
}

impl Plan {
    /// The plan that fixes the groups `first` (indices into `code.groups`, a subspace's, with
    /// the symmetries that keep it) before the others, each part in the order of
    /// [`basis::flag`]; `first` empty for that order alone.
    pub(super) fn new(code: &Code, first: &[usize]) -> Plan {
        let e = code.words();
        let words = 1usize << e;
        // The groups in the basis of [`basis::flag`], by their highest coordinate, then largest first.
        let first_signatures: Vec<u32> = first.iter().map(|&i| code.groups[i].0).collect();
        let signatures = basis::flag(&code.groups, e, &first_signatures);
        let mut order: Vec<usize> = (0..code.groups.len()).collect();
        order.sort_by_key(|&i| {
            (
                u32::BITS - signatures[i].leading_zeros(),
                std::cmp::Reverse(code.groups[i].1),
            )
        });
        let groups: Vec<(u32, u32)> = order
            .iter()
            .map(|&i| (signatures[i], code.groups[i].1 as u32))
            .collect();
        // The pivots: a group independent of the earlier ones searches only `t ≤ g / 2`.
        let top = halved(&groups, 0..groups.len());
        // `odd[i][δ]`: the cells of groups `i..` with `⟨δ, v⟩` odd; `left[i]` all their cells.
        let tables = super::tables_fit(code);
        let weighing = tables && words <= super::weighting::MAX_WORDS;
        let mut left = vec![0u32; groups.len() + 1];
        for i in (0..groups.len()).rev() {
            left[i] = left[i + 1] + groups[i].1;
        }
        // Each group's parity against every word, `⟨λ, v⟩`, for `odd`, the sums and the
        // flag's splits.
        let against: Vec<Vec<bool>> = if tables {
            super::node::parity_rows(&groups, words)
        } else {
            Vec::new()
        };
        let odd: Vec<Vec<u32>> = if tables {
            let mut odd = vec![vec![0u32; words]; groups.len() + 1];
            for i in (0..groups.len()).rev() {
                let g = groups[i].1;
                let (this, after) = odd.split_at_mut(i + 1);
                let cells = this[i].iter_mut().zip(&after[0]).zip(&against[i]);
                for ((o, &a), &odd) in cells {
                    *o = a + if odd { g } else { 0 };
                }
            }
            odd
        } else {
            // The root's alone, for its bound: the weight of every code word, by a Walsh transform.
            vec![super::code_word_weights(&groups, e)]
        };
        let flag_odd: Vec<Vec<u64>> = odd.iter().map(|o| bounds::flag_odd(o)).collect();
        // Whether every sum the flag's bounds take fits in 32 bits: `2^e` words of at most `cells`,
        // twice over for a pair of cosets.
        let narrow = (code.cells as u64) << (e + 1) < 1 << 32;
        // The pairs of cosets of the flag's subcodes, when their sums fit in 32 bits.
        let odd_folds: Vec<Vec<u32>> = if tables && narrow {
            odd.iter().map(|o| bounds::odd_folds(o)).collect()
        } else {
            Vec::new()
        };
        let subcodes = if tables {
            bounds::subcodes(e)
        } else {
            Vec::new()
        };
        let orbits = if first.is_empty() {
            None
        } else {
            Orbits::new(code, &groups, &order, first.len())
        };
        Plan {
            order,
            groups,
            top,
            left,
            tables,
            weighing,
            odd,
            against,
            flag_odd,
            narrow,
            odd_folds,
            subcodes,
            orbits,
        }
    }

    /// The `t` of each group in `code.groups`' order, from `t` in this plan's.
    pub(super) fn witness(&self, t: &[u32]) -> Vec<usize> {
        let mut witness = vec![0; t.len()];
        for (&i, &x) in self.order.iter().zip(t) {
            witness[i] = x as usize;
        }
        witness
    }

    /// The `W` of the search's root: every word weighs the `free` cells, and one more where
    /// `raised` is the parity of the word's own weight (`odd[0]`, the cells it presses), for the
    /// parity argument of [`super::turns::refute`]; `None` raises no word.
    pub(super) fn root(&self, free: u32, raised: Option<bool>) -> Vec<u32> {
        self.odd[0]
            .iter()
            .map(|&weight| free + u32::from(raised == Some(weight % 2 == 1)))
            .collect()
    }

    /// Whether some code word presses an odd number of cells.
    pub(super) fn has_odd_words(&self) -> bool {
        self.odd[0].iter().any(|&weight| weight % 2 == 1)
    }

    /// The least `W` of the press set with `t` (in this plan's order) over the `free` cells:
    /// its coset's least weight.
    pub(super) fn least(&self, free: u32, t: &[u32]) -> u32 {
        let words = self.odd[0].len();
        weights(&self.groups, &vec![free; words], t)
            .into_iter()
            .min()
            .unwrap_or(free)
    }

    /// [`Plan::witness`] the other way: `t` in this plan's order.
    pub(super) fn in_order(&self, witness: &[usize]) -> Vec<u32> {
        self.order.iter().map(|&i| witness[i] as u32).collect()
    }
}

/// The largest `t` of each of `groups` for pivots taken in the order `by`: half its cells for a
/// group independent of those before it in that order, all of them for the others.
pub(super) fn halved(groups: &[(u32, u32)], by: impl IntoIterator<Item = usize>) -> Vec<u32> {
    let mut top: Vec<u32> = groups.iter().map(|&(_, g)| g).collect();
    let mut echelon = Echelon::new();
    for i in by {
        let (v, g) = groups[i];
        let (reduced, _) = echelon.reduce(v, 0u8);
        if reduced != 0 {
            echelon.push(reduced, 0);
            top[i] = g / 2;
        }
    }
    top
}

/// `W` of the press set with `t` of each of `groups` (in their order) on top of `base`, for every
/// word: `W_λ = base_λ + Σ_v t_v + Σ_{⟨λ,v⟩ odd} (g_v - 2 t_v)`, the last sum from one
/// Walsh–Hadamard transform (`2^e e` additions) rather than a pass over `W` for each group
/// (`2^e` for each of them, thousands on the codes of millions of words).
pub(super) fn weights(groups: &[(u32, u32)], base: &[u32], t: &[u32]) -> Vec<u32> {
    let mut f = vec![0i64; base.len()];
    let mut pressed = 0i64;
    for (&(v, g), &x) in groups.iter().zip(t) {
        f[v as usize] += i64::from(g) - 2 * i64::from(x);
        pressed += i64::from(x);
    }
    super::walsh_hadamard(&mut f);
    let all = f[0];
    base.iter()
        .zip(&f)
        .map(|(&b, &x)| {
            let odd = (all - x) / 2;
            u32::try_from(i64::from(b) + pressed + odd).expect("a weight is a count of cells")
        })
        .collect()
}
