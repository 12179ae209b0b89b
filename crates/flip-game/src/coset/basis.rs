//! The change of coordinates the branch and bound works in: a basis of signatures chosen so that
//! the cells it settles first are as many as possible.
//!
//! A cell's press is `x0 ⊕ ⟨λ, v⟩`, `v` its signature. For any basis `w_0 … w_{d-1}` of the
//! signature space, `λ'_i = ⟨λ, w_i⟩` are coordinates as good as `λ`, and `⟨λ, v⟩ = ⟨λ', μ⟩`
//! with `μ` the coordinates of `v` in that basis. Fixing `λ'_0 … λ'_{k-1}` settles exactly the
//! cells whose signature lies in `span(w_0 … w_{k-1})`, and merges the classes of cells whose
//! signatures agree modulo that span (one unknown bit each), so the basis is chosen greedily:
//! each `w_k` merges the most pairs of classes, the bound's strength growing with the merges.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A hash of `u64` keys by one multiplication: the keys here are signatures, not chosen by an
/// adversary, and the pair counts hash millions of them for every coefficient.
#[derive(Clone, Copy, Debug, Default)]
struct Multiply(u64);

impl Hasher for Multiply {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0 ^ x ^ (x >> 32)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 ^= self.0 >> 29;
    }
}

type Counts = HashMap<u64, u64, BuildHasherDefault<Multiply>>;

/// A basis of `d`-bit signatures in reduced row echelon form, each row with the combination of
/// the chosen vectors it is.
#[derive(Clone, Debug)]
pub(crate) struct Echelon {
    /// `(row, pivot bit, combination)`, every pivot bit cleared from every other row.
    rows: Vec<(u64, u32, u64)>,
}

impl Echelon {
    /// The echelon form of `vectors` (assumed independent: the caller chose them so).
    pub(crate) fn new(vectors: &[u64]) -> Echelon {
        let mut rows: Vec<(u64, u32, u64)> = Vec::with_capacity(vectors.len());
        for (i, &v) in vectors.iter().enumerate() {
            let (mut v, mut combo) = (v, 1u64 << i);
            for &(r, p, c) in &rows {
                if v >> p & 1 == 1 {
                    v ^= r;
                    combo ^= c;
                }
            }
            debug_assert!(v != 0, "the chosen signatures are independent");
            let p = 63 - v.leading_zeros();
            for row in rows.iter_mut() {
                if row.0 >> p & 1 == 1 {
                    row.0 ^= v;
                    row.2 ^= combo;
                }
            }
            rows.push((v, p, combo));
        }
        Echelon { rows }
    }

    /// The coordinates `μ` of `v` in the chosen vectors: `v = Σ μ_i w_i`.
    pub(crate) fn coordinates(&self, v: u64) -> u64 {
        let mut mu = 0;
        for &(_, p, c) in &self.rows {
            if v >> p & 1 == 1 {
                mu ^= c;
            }
        }
        mu
    }

    /// The `λ` with `⟨λ, w_i⟩ = λ'_i` for every `i`, the basis being complete.
    pub(crate) fn solve(&self, lambda_prime: u64) -> u64 {
        // Row j is Σ_{i in c} w_i, so ⟨λ, row⟩ = parity(λ' & c); in reduced form row j has
        // pivot p and no other pivot bit, and every bit is a pivot.
        self.rows
            .iter()
            .filter(|&&(_, _, c)| (lambda_prime & c).count_ones() % 2 == 1)
            .fold(0, |acc, &(_, p, _)| acc | 1 << p)
    }
}

/// The greedy basis of the module docs for groups of `(signature, cells)`: `dimension` signatures,
/// heaviest classes first. Ties go to the smaller reduced signature, so the choice is the same on
/// every run.
///
/// # Panics
/// If the signatures do not span all `dimension` bits.
pub(crate) fn greedy(
    dimension: usize,
    groups: &[(u64, u64)],
    orbit: impl Fn(u64) -> Vec<u64>,
) -> Vec<u64> {
    // Each group's signature reduced modulo the span so far: equal reductions, same class.
    let mut reduced: Vec<(u64, u64, u64)> = groups.iter().map(|&(s, n)| (s, s, n)).collect();
    let mut chosen: Vec<u64> = Vec::with_capacity(dimension);
    // Adds `v` reduced modulo the vectors chosen so far, if it is outside their span.
    let take = |v: u64, chosen: &mut Vec<u64>, reduced: &mut Vec<(u64, u64, u64)>| {
        let v = chosen.iter().fold(v, |v, &c| {
            let p = 63 - c.leading_zeros();
            if v >> p & 1 == 1 { v ^ c } else { v }
        });
        if v == 0 {
            return;
        }
        // Reduced, `v` has no pivot bit of the vectors before it: it is outside their span.
        chosen.push(v);
        let p = 63 - v.leading_zeros();
        for (r, _, _) in reduced.iter_mut() {
            if *r >> p & 1 == 1 {
                *r ^= v;
            }
        }
    };
    let mut picks = 0;
    while chosen.len() < dimension {
        reduced.retain(|&(r, _, _)| r != 0);
        let mut weight = Counts::default();
        for &(r, _, n) in &reduced {
            *weight.entry(r).or_default() += n;
        }
        let best = if weight.len() <= MERGE_SCAN {
            most_merging(&weight)
        } else {
            *weight
                .iter()
                .max_by_key(|&(&r, &n)| (n, std::cmp::Reverse(r)))
                .expect("the signatures span the whole space")
                .0
        };
        take(best, &mut chosen, &mut reduced);
        if picks < ORBITS {
            // The vector's orbit under the symmetries: with the orbits before, a span they map
            // into itself (`best` is reduced; its orbit is taken in full, from its signature's
            // class, the span of the chosen vectors being mapped into itself already).
            for v in orbit(best) {
                take(v, &mut chosen, &mut reduced);
            }
        }
        picks += 1;
    }
    chosen
}

/// How many of the first greedy choices bring their orbits under the coset's symmetries: each
/// orbit is a depth where the search keeps one prefix of each orbit of prefixes. Short prefixes
/// are often fixed by a symmetry, so two orbits (depth 4 or so) kept many orbits of prefixes
/// whole; six reach the depths where most prefixes have 8 distinct images (on the all-black
/// 67 × 67 board, a few times fewer class updates than two; the counts are in the notes of the
/// change); more than six changes little, the greedy basis losing what the symmetry gains.
const ORBITS: usize = 6;

/// The most classes for which every pair is weighed by [`most_merging`].
const MERGE_SCAN: usize = 4096;

/// The vector whose span merges the most classes: classes `q` and `q ⊕ w` become one when `w`
/// joins the span, and class `w` is settled. Weighed by pairs of classes, then settled cells;
/// ties to the smaller vector. `O(classes²)`.
fn most_merging(weight: &Counts) -> u64 {
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    most_merging_in(
        weight,
        threads.next_power_of_two().min(1 << SHARE_MASKS.len()),
    )
}

/// [`most_merging`] with the pairs shared out among `shares` threads (a power of two, at most
/// `2^SHARE_MASKS.len()`).
fn most_merging_in(weight: &Counts, shares: usize) -> u64 {
    let keys: Vec<u64> = {
        let mut k: Vec<u64> = weight.keys().copied().collect();
        k.sort_unstable();
        k
    };
    // The pair sums are shared out by a linear hash (`share(a ⊕ b) = share(a) ⊕ share(b)`), so
    // that equal sums meet in one share and each share makes only its own pairs, from two
    // buckets of classes: no table is merged, no pair is made twice, and the best of the shares
    // is the best.
    let share_of = |w: u64| {
        (0..shares.trailing_zeros() as usize).fold(0, |h, j| {
            h | ((w & SHARE_MASKS[j]).count_ones() as usize & 1) << j
        })
    };
    let mut buckets: Vec<Vec<u64>> = vec![Vec::new(); shares];
    for &k in &keys {
        buckets[share_of(k)].push(k);
    }
    let buckets = &buckets;
    let share = |t: usize| {
        // The pair sums sorted, so that equal ones are neighbours: a hash table of millions of
        // mostly distinct sums cost more, in time and memory, than sorting them.
        let mut sums: Vec<u64> = Vec::new();
        for (x, low) in buckets.iter().enumerate() {
            let y = x ^ t;
            if y < x {
                continue;
            }
            for (i, &a) in low.iter().enumerate() {
                let high = if y == x {
                    &low[i + 1..]
                } else {
                    &buckets[y][..]
                };
                sums.extend(high.iter().map(|&b| a ^ b));
            }
        }
        sums.sort_unstable();
        let runs = || {
            let pairs = sums
                .chunk_by(|x, y| x == y)
                .map(|run| (run[0], run.len() as u64));
            // A class of no pair still counts when no vector makes one.
            pairs.chain(buckets[t].iter().map(|&k| (k, 0)))
        };
        // The most pairs first, then only those vectors weighed by their cells: a look-up for
        // each of the millions of vectors cost as much as counting them. Two passes over the
        // runs, where collecting them cost more than reading them twice.
        let most = runs().map(|(_, p)| p).max()?;
        runs()
            .filter(|&(_, p)| p == most)
            .map(|(w, p)| {
                (
                    (p, weight.get(&w).copied().unwrap_or(0)),
                    std::cmp::Reverse(w),
                )
            })
            .max()
    };
    let best = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..shares).map(|t| scope.spawn(move || share(t))).collect();
        handles
            .into_iter()
            .filter_map(|h| h.join().expect("no thread panics"))
            .max()
    });
    best.expect("at least one class").1.0
}

/// The masks of [`most_merging`]'s linear hash, one bit of the share each (so at most 16
/// shares): dense bit patterns, so that the signatures, whatever bits they use, split about
/// evenly. A poor split costs only balance between the threads, never a wrong count.
const SHARE_MASKS: [u64; 4] = [
    0x9E37_79B9_7F4A_7C15,
    0xC2B2_AE3D_27D4_EB4F,
    0x1656_67B1_9E37_79F9,
    0xD6E8_FEB8_6659_FD93,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_and_solve_invert_the_change_of_basis() {
        let w = [0b0110u64, 0b0011, 0b1000, 0b0111];
        let e = Echelon::new(&w);
        for v in 1u64..16 {
            let mu = e.coordinates(v);
            let back = (0..4).filter(|i| mu >> i & 1 == 1).fold(0, |a, i| a ^ w[i]);
            assert_eq!(back, v);
        }
        for lp in 0u64..16 {
            let lambda = e.solve(lp);
            for (i, &wi) in w.iter().enumerate() {
                assert_eq!((lambda & wi).count_ones() % 2, (lp >> i & 1) as u32);
            }
        }
    }

    proptest::proptest! {
        /// The vector [`most_merging`] picks, however the pairs are shared out, is the one a
        /// count of every pair of classes, one by one, ranks first.
        #[test]
        fn the_most_merging_vector_is_the_one_every_pair_counted_ranks_first(
            classes in proptest::collection::btree_map(1u64..1 << 9, 1u64..6, 1..60),
            shares in 0u32..5,
        ) {
            let weight: Counts = classes.iter().map(|(&k, &n)| (k, n)).collect();
            let keys: Vec<u64> = classes.keys().copied().collect();
            let mut pairs: std::collections::BTreeMap<u64, u64> =
                keys.iter().map(|&k| (k, 0)).collect();
            for (i, &a) in keys.iter().enumerate() {
                for &b in &keys[i + 1..] {
                    *pairs.entry(a ^ b).or_default() += 1;
                }
            }
            let cells = |w: u64| classes.get(&w).copied().unwrap_or(0);
            let best = pairs
                .iter()
                .max_by_key(|&(&w, &p)| ((p, cells(w)), std::cmp::Reverse(w)))
                .map(|(&w, _)| w);
            proptest::prop_assert_eq!(Some(most_merging_in(&weight, 1 << shares)), best);
        }
    }

    #[test]
    fn the_heaviest_class_comes_first() {
        // 0b11 is the heaviest group; then 0b01 and 0b10 fall in one class modulo it.
        let groups = [(0b01, 3), (0b10, 2), (0b11, 4)];
        let chosen = greedy(2, &groups, |_| Vec::new());
        assert_eq!(chosen[0], 0b11);
        assert_eq!(chosen.len(), 2);
    }
}
