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
//!
//! Of all the subcodes, those of the flag ([`Flag`]) are tried at every node of every code: the
//! duals of the subspaces the search fills first, so their cosets' sums are exact soonest.

use multiversion::multiversion;

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

/// The bound of one word and of two (the module docs of [`super`]), over a least word `λ`
/// against every other `μ`. With `a = W_λ + R - D` and `b = W_μ + R - D` the bound of two is
/// the least of `a + D = W_λ + R` (the bound of one word, which `λ`, a least word, has lowest),
/// `b + D` (not lower) and `⌊(W_λ + W_μ + 2R - D) / 2⌋`. The next least words are paired by
/// [`more_pairs`] only at nodes that no cheaper bound cut.
pub(super) fn pairs(w: &[u32], r: u32, odd: Option<&[u32]>) -> u32 {
    let Some((least, l)) = least_at(w) else {
        return r;
    };
    let one = least + r;
    let Some(odd) = odd else {
        return one;
    };
    one.min((least + least_pair(w, odd, l, 2 * r)) / 2)
}

/// [`pairs`] for the next least words after the first, up to [`PAIRED`] words in all, each
/// against every other: the least bound, or any below `enough` as soon as one is; with how many
/// words were paired. Pairing the four least at every node cut as much as pairing them here but
/// cost three passes at nodes that a cheaper bound cuts; pairing none but the least visits twice
/// the nodes on 9 × 9 to either colour; of 2, 4 and 8 words in all, 4 proves 9 × 9 fastest.
pub(super) fn more_pairs(w: &[u32], r: u32, odd: &[u32], enough: u32) -> (u32, usize) {
    // The `PAIRED` least words, by weight then place, in one pass.
    let mut least = [(u32::MAX, usize::MAX); PAIRED];
    for (l, &x) in w.iter().enumerate() {
        if x < least[PAIRED - 1].0 {
            least[PAIRED - 1] = (x, l);
            least.sort_unstable();
        }
    }
    let mut ub = u32::MAX;
    for (k, &(x, l)) in least.iter().enumerate().skip(1) {
        if l == usize::MAX {
            return (ub, k - 1);
        }
        ub = ub.min((x + least_pair(w, odd, l, 2 * r)) / 2);
        if ub < enough {
            return (ub, k);
        }
    }
    (ub, PAIRED - 1)
}

/// The most words paired with every other by [`pairs`] and [`more_pairs`].
pub(super) const PAIRED: usize = 4;

/// The bound of two cosets (the module docs) at every level of the flag ([`Flag`]): for `s` from
/// 1 to `e - 1`, a least coset `a` of `U_s` against every other `a'`, the two together a coset of
/// `U_s ⊕ ⟨a ⊕ a'⟩`. The groups left whose signature is odd against `a ⊕ a'` add `t` to one and
/// `g - t` to the other: shared out, as in the bound of two words (`s = 0`, [`pairs`]), and not
/// counted twice as by each coset alone. With `F` the cosets' sums (`w` folded `s` times) and
/// `O_s[b] = Σ_{u ∈ U_s} odd[b ⊕ u]` (`odd` folded the same way, [`odd_folds`]), the sum of
/// `odd` over the bigger subcode is `O_s[0] + O_s[a ⊕ a']`, and the bound is
/// `⌊(F_a + F_a' + 2^(s+1) R - O_s[0] - O_s[a ⊕ a']) / 2^(s+1)⌋`. Returns as soon as the bound
/// is below `enough`; `fold` is scratch room. Every sum is below `2^(e+1)` times the cells, which
/// the caller keeps below `2^32`.
pub(super) fn flag_pairs(
    w: &[u32],
    r: u32,
    odd_folds: &[u32],
    fold: &mut Vec<u32>,
    enough: u32,
) -> u32 {
    fold.clear();
    fold.extend_from_slice(w);
    let mut ub = u32::MAX;
    let (mut at, mut s) = (0, 0);
    while fold.len() > 2 {
        fold_half(fold);
        s += 1;
        let odd = &odd_folds[at..at + fold.len()];
        at += fold.len();
        let Some((least, l)) = least_at(fold) else {
            break;
        };
        let pair = least_pair(fold, odd, l, (2 * r) << s);
        ub = ub.min((least + pair - odd[0]) >> (s + 1));
        if ub < enough {
            break;
        }
    }
    ub
}

/// `odd` folded for [`flag_pairs`]: `O_s` for `s` from 1 to `e - 1`, one after the other
/// (`2^(e-1)` entries, then `2^(e-2)`, down to 2).
pub(super) fn odd_folds(odd: &[u32]) -> Vec<u32> {
    let mut all = Vec::new();
    let mut fold = odd.to_vec();
    while fold.len() > 2 {
        fold_half(&mut fold);
        all.extend_from_slice(&fold);
    }
    all
}

/// Adds the top half of `fold` onto its low half and drops the top half, compiled as
/// [`least_pair`] is.
#[multiversion(targets("x86_64+avx2+avx512f", "x86_64+avx2"))]
fn fold_half<T: Sum>(fold: &mut Vec<T>) {
    let half = fold.len() / 2;
    let (low, high) = fold.split_at_mut(half);
    for (a, &b) in low.iter_mut().zip(&*high) {
        *a += b;
    }
    fold.truncate(half);
}

/// The least of `w` and its first place (none for an empty `w`).
fn least_at(w: &[u32]) -> Option<(u32, usize)> {
    let least = least(w);
    w.iter().position(|&x| x == least).map(|l| (least, l))
}

/// The least of `w` (`u32::MAX` for none), compiled as [`least_pair`] is.
#[multiversion(targets("x86_64+avx2+avx512f", "x86_64+avx2"))]
fn least(w: &[u32]) -> u32 {
    w.iter().copied().fold(u32::MAX, u32::min)
}

/// `w` plus `t` where `against` is false and `g - t` where it is true, into `into`: a child's
/// `W` ([`super::Search`]), compiled as [`least_pair`] is.
#[multiversion(targets("x86_64+avx2+avx512f", "x86_64+avx2"))]
pub(super) fn add(w: &[u32], against: &[bool], t: u32, g: u32, into: &mut Vec<u32>) {
    into.clear();
    into.extend(
        w.iter()
            .zip(against)
            .map(|(&x, &odd)| x + if odd { g - t } else { t }),
    );
}

/// `min_μ (W_μ + two_r - odd[λ ⊕ μ])`, most of the search's time: compiled for the baseline
/// vector unit, AVX2 and AVX-512, the best chosen when the program runs.
#[multiversion(targets("x86_64+avx2+avx512f", "x86_64+avx2"))]
fn least_pair(w: &[u32], odd: &[u32], l: usize, two_r: u32) -> u32 {
    // The mask keeps every index in `odd` (as long as `w`, a power of two), so that no index is
    // checked in the loop. `D = odd[λ ⊕ μ]` is at most `R`, so no term is negative.
    let mask = w.len() - 1;
    let odd = &odd[..w.len()];
    w.iter()
        .enumerate()
        .map(|(m, &b)| b + two_r - odd[(l ^ m) & mask])
        .fold(u32::MAX, u32::min)
}

/// The least of `sums` where `against` is false and where it is true (`none` for none),
/// compiled as [`least_pair`] is.
#[multiversion(targets("x86_64+avx2+avx512f", "x86_64+avx2"))]
fn least_split<T: Copy + Ord>(sums: &[T], against: &[bool], none: T) -> [T; 2] {
    let (mut even, mut odd) = (none, none);
    for (&sum, &o) in sums.iter().zip(against) {
        even = even.min(if o { none } else { sum });
        odd = odd.min(if o { sum } else { none });
    }
    [even, odd]
}

/// The sums of the flag's cosets: `u32` where they fit (twice the lanes of a vector), else `u64`.
pub(super) trait Sum: Copy + Ord + From<u32> + Into<u64> + std::ops::AddAssign {
    /// The largest value: no sum.
    const MAX: Self;
}

impl Sum for u32 {
    const MAX: u32 = u32::MAX;
}

impl Sum for u64 {
    const MAX: u64 = u64::MAX;
}

/// The most basis words the flag bound takes: `W` vectors are indexed by `u32` words.
const MAX_FLAG: usize = 32;

/// The flag's subcodes at a node: `U_s`, the words whose low `e - s` coordinates are zero, for
/// `s` from 0 (`U_0 = {0}`, the bound of one word) to `e`. `U_s` is the dual of the span of the
/// first `e - s` basis signatures of [`super::basis::flag`], the groups the search fixes first, so once they
/// are fixed the sums over its cosets hold all the groups that decide them. A coset of `U_s` is
/// the words with the same low `e - s` coordinates `a`, and its sum comes from `w` by folding
/// its top half onto its low half `s` times.
///
/// Built once a node for its children, which differ only in the `t` of the node's group `v`:
/// a child's sum over the coset of `a` is the node's plus `2^s` times `t` or `g - t` (as
/// `⟨a, v⟩` is even or odd) when `v` is in the span, and plus `2^(s-1) g` when it is not (half
/// the coset counts `t`, half `g - t`). So the least sum over the cosets of a child is the least
/// of two: the node's least sum over the cosets with `⟨a, v⟩` even, plus `2^s t`, and over the
/// odd ones, plus `2^s (g - t)`; each child's bound then takes `e + 1` steps, not a pass over
/// `w`.
pub(super) struct Flag {
    /// For each `s`, the node's least coset sum over the cosets with `⟨a, v⟩` even and odd (the
    /// same least twice when `v` is outside the span).
    least: [[u64; 2]; MAX_FLAG + 1],
    /// For each `s`, whether `v` is in the span of the first `e - s` basis signatures.
    inside: [bool; MAX_FLAG + 1],
    /// `e`.
    words: usize,
}

impl Flag {
    /// The flag's least coset sums at the node `w`, split by the node's group `v`, whose parity
    /// against every word is `odd_against` and whose highest coordinate is below `2^span`
    /// (`v < 2^span`); `fold` is scratch room.
    pub(super) fn new<T: Sum>(
        w: &[u32],
        odd_against: &[bool],
        span: usize,
        fold: &mut Vec<T>,
    ) -> Flag {
        let words = w.len().trailing_zeros() as usize;
        debug_assert!(words <= MAX_FLAG);
        let mut flag = Flag {
            least: [[u64::MAX; 2]; MAX_FLAG + 1],
            inside: [false; MAX_FLAG + 1],
            words,
        };
        for s in 0..=words {
            let least = if s == 0 {
                least_split(w, odd_against, u32::MAX).map(u64::from)
            } else {
                if s == 1 {
                    fold.clear();
                    fold.extend(w.iter().map(|&x| T::from(x)));
                }
                fold_half(fold);
                least_split(fold, odd_against, T::MAX).map(Into::into)
            };
            flag.inside[s] = span <= words - s;
            flag.least[s] = if flag.inside[s] {
                least
            } else {
                [least[0].min(least[1]); 2]
            };
        }
        flag
    }

    /// The least bound over the flag's subcodes at the child whose group took `t` of its `g`
    /// cells, with `r` cells left after it and `flag_odd` its level's [`flag_odd`].
    pub(super) fn bound(&self, t: u32, g: u32, r: u32, flag_odd: &[u64]) -> u32 {
        let (t, g, r) = (u64::from(t), u64::from(g), u64::from(r));
        let mut ub = u64::MAX;
        let levels = self.least.iter().zip(&self.inside).zip(flag_odd);
        for (s, ((&[even, odd], &inside), &flag_odd)) in levels.take(self.words + 1).enumerate() {
            let least = if inside {
                (even + (t << s)).min(odd + ((g - t) << s))
            } else {
                even + ((g << s) >> 1)
            };
            ub = ub.min((least + (r << s) - flag_odd) >> s);
        }
        u32::try_from(ub).unwrap_or(u32::MAX)
    }
}

/// `Σ_{u ∈ U_s} odd[u]` for every subcode `U_s` of the flag ([`Flag`]), `s` from 0 to `e`.
pub(super) fn flag_odd(odd: &[u32]) -> Vec<u64> {
    let e = odd.len().trailing_zeros();
    (0..=e)
        .map(|s| (0..1usize << s).map(|j| u64::from(odd[j << (e - s)])).sum())
        .collect()
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
