//! The least weight in every coset of the code, counted one group of cells at a time instead of
//! one press set at a time.
//!
//! A press set `x` on the coded cells is summed up, group by group, by how many cells of each
//! group it presses (`t_v` of `g_v`); adding the code word `c(λ)` makes its weight
//! `W_λ = Σ_v (t_v or g_v - t_v)`, the second when `⟨λ, v⟩` is odd. The walk goes through the
//! groups in turn, carrying for each partial choice of the `t_v` the vector of the `W_λ` so far,
//! with how many press sets lead to it (`Π C(g_v, t_v)`). Three things keep that small:
//!
//! - **Classes.** The groups are ordered so that the ones left to do span as small a space `V`
//!   as can be; two words `λ, μ` with `⟨λ, v⟩ = ⟨μ, v⟩` for every `v` in `V` gain the same from
//!   every group left, so only the lower of their weights can end up the minimum. The vector
//!   keeps one entry per class: `2^dim V` of them, down to one at the end.
//! - **Shifts.** The vector is kept as its minimum (the *base*) plus the differences, and the
//!   base goes with the count: vectors that differ by a constant share their entry.
//! - **Caps.** A difference past the number of cells left can never come back down to the
//!   minimum, so all such differences are the same.
//!
//! At the end one class is left, and the base is the coset minimum.

use std::cmp::Reverse;
use std::collections::BTreeMap;

use num_bigint::BigUint;

use super::binomial::binomials;

mod store;

use super::groups::Code;
use super::{NotCounted, WORK_BUDGET};
use store::{Entry, Limbs, States, Tally, Vectors};

/// What the walk found, and what it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Walked {
    /// `minima[m]`: how many of the `2^N` press sets on the `N` coded cells have `m` as the
    /// least weight among the press sets they differ from by a code word (on the coded cells).
    pub minima: Vec<BigUint>,
    /// The steps it took, out of [`WORK_BUDGET`].
    pub work: u64,
}

/// Walks the groups of `code` for its coset minima.
///
/// # Errors
/// [`NotCounted::TooMuchWork`] when the walk would take more than [`WORK_BUDGET`] steps.
pub fn coset_minima(code: &Code) -> Result<Walked, NotCounted> {
    // Every partial count is at most 2^N: a u128 holds them all up to N = 127, `L` limbs up to
    // N = 64 L - 1. A multiply-add costs about as many steps as the counts have limbs.
    let limbs = code.coded().div_ceil(64) as u64;
    match code.coded() {
        0..=127 => walk::<u128, u16>(code, 1),
        128..=255 => walk::<Limbs<4>, u16>(code, limbs + 1),
        256..=511 => walk::<Limbs<8>, u16>(code, limbs + 1),
        512..=1023 => walk::<Limbs<16>, u16>(code, limbs + 1),
        1024..=2047 => walk::<Limbs<32>, u16>(code, limbs + 1),
        // An entry is at most the coded cells plus one (`store::Entry`), so 16 bits hold it.
        n if n < usize::from(u16::MAX) => walk::<BigUint, u16>(code, limbs + 1),
        _ => walk::<BigUint, u32>(code, limbs + 1),
    }
}

/// One group in the walk's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Level {
    /// The group's cells, `g`.
    size: usize,
    /// The classes before it: `2^dim V` with `V` spanned by this group and the ones after.
    classes: usize,
    /// The group's signature in the coordinates of the classes: class `c` gains `g - t` when
    /// `alpha & c` has an odd number of ones, `t` otherwise.
    alpha: u32,
    /// Class `c` before the group is class `c & next_mask` after it.
    next_mask: usize,
}

/// The steps a move from one weight vector to the next takes besides its entries: finding the
/// next vector among those made so far.
const LOOK_UP: u64 = 8;

/// The multiply-adds of one limb (64 bits) of the counts a step stands for. Finding the vectors
/// (hashing them and comparing them, in memory far larger than the caches) takes most of a
/// walk that makes many vectors, and a multiply-add of limbs kept in place is several times
/// cheaper than an entry of those vectors.
const PRODUCTS_PER_STEP: u64 = 8;

/// The bytes of the counts a step stands for, so that the budget bounds their memory too.
const COUNT_BYTES: u64 = 2;

/// The steps `n` multiply-adds of counts of `unit` limbs take.
fn products(n: u64, unit: u64) -> u64 {
    (n * unit).div_ceil(PRODUCTS_PER_STEP)
}

/// The walk with counts of type `T`, a multiply-add of them `unit` limbs ([`products`]): the
/// budget checked before each group, then the group added in two passes, [`next_vectors`] and
/// [`carry_counts`].
fn walk<T: Tally, E: Entry>(code: &Code, unit: u64) -> Result<Walked, NotCounted> {
    let groups = code.groups.len();
    let too_much = |done: usize, states: usize| NotCounted::TooMuchWork {
        words: code.words(),
        cells: code.cells,
        groups,
        done,
        states,
    };
    // Choosing the order takes every group's signature past each new basis vector.
    let mut budget = WORK_BUDGET
        .checked_sub((groups as u64) * (code.words() as u64 + 1).pow(2))
        .ok_or_else(|| too_much(0, 1))?;
    let levels = levels(code.words(), &order(&code.groups));
    // Every level takes at least one weight vector through: a bound on the whole walk, checked
    // before its first vector, of 2^e entries, is made, so that a walk that cannot fit (a code of
    // many words over many groups) is refused at once, with nothing allocated.
    let least = levels.iter().fold(0u64, |sum, l| {
        sum.saturating_add((l.size as u64 + 1) * (l.classes as u64 + products(1, unit) + LOOK_UP))
    });
    if least > budget {
        return Err(too_much(0, 1));
    }
    let mut states = States::<T, E>::start(1 << code.words());
    let mut left = code.coded();
    for (done, level) in levels.iter().enumerate() {
        budget = budget
            .checked_sub(level_cost(&states, level, unit))
            .ok_or_else(|| too_much(done, states.len()))?;
        left -= level.size;
        let cap = u32::try_from(left + 1).expect("a board has fewer than 2^32 cells");
        let next = next_vectors(&states, level, cap);
        // The counts after the group are held to the budget too, before they are made.
        let counts: usize = next.bases.iter().map(|&(lo, hi)| hi - lo).sum();
        let bytes = (counts * std::mem::size_of::<T>()) as u64;
        budget = budget
            .checked_sub(bytes.div_ceil(COUNT_BYTES))
            .ok_or_else(|| too_much(done, states.len()))?;
        states = carry_counts(&states, next, level.size);
    }
    debug_assert_eq!(states.len(), 1, "one class is left after the last group");
    let mut minima = vec![BigUint::ZERO; states.lo[0]];
    minima.extend(states.counts.into_iter().map(T::into_big));
    Ok(Walked {
        minima,
        work: WORK_BUDGET - budget,
    })
}

/// The steps adding `level` to `states` takes: for each vector and each press count `t`, one
/// step a class, a multiply-add a base ([`products`]), and the look-up of the vector it leads to.
fn level_cost<T: Tally, E: Entry>(states: &States<T, E>, level: &Level, unit: u64) -> u64 {
    (0..states.len())
        .map(|s| {
            (level.size as u64 + 1)
                * (level.classes as u64 + products(states.span(s) as u64, unit) + LOOK_UP)
        })
        .sum()
}

/// Where the weight vectors lead through one group, before any count is moved.
struct Next<E> {
    /// The vectors after the group, each once.
    vectors: Vectors<E>,
    /// For each vector after the group, the range of bases its counts need.
    bases: Vec<(usize, usize)>,
    /// For each vector `s` before the group and each press count `t` in order: the vector it
    /// leads to and the base it adds.
    moves: Vec<(u32, u32)>,
}

/// The first pass over one group: for each vector before it and each number `t` of the group's
/// cells pressed, the vector after it (as a shift of its minimum, capped: see the module docs)
/// and the bases its counts will span.
fn next_vectors<T: Tally, E: Entry>(states: &States<T, E>, level: &Level, cap: u32) -> Next<E> {
    let g = level.size;
    let mut next = Next {
        vectors: Vectors::new(level.next_mask + 1),
        bases: Vec::new(),
        moves: Vec::with_capacity(states.len() * (g + 1)),
    };
    let mut out = vec![0u32; level.next_mask + 1];
    let mut entries = vec![E::of(0); level.next_mask + 1];
    for s in 0..states.len() {
        for t in 0..=g {
            // Each class gains `t` or `g - t`, and classes that merge keep the lower weight.
            out.fill(u32::MAX);
            for (c, &w) in states.vectors.get(s).iter().enumerate() {
                let odd = (level.alpha as usize & c).count_ones() % 2 == 1;
                let gain = if odd { g - t } else { t };
                let slot = &mut out[c & level.next_mask];
                *slot = (*slot).min(w.get() + gain as u32);
            }
            let base = *out.iter().min().expect("at least one class");
            for (e, w) in entries.iter_mut().zip(&out) {
                *e = E::of((*w - base).min(cap));
            }
            let id = next.vectors.intern(&entries);
            if id == next.bases.len() {
                next.bases.push((usize::MAX, 0));
            }
            // Vector `s` has counts for bases `lo[s] .. lo[s] + span(s)`; here they move up by
            // `base`.
            let (lo, hi) = (states.lo[s] + base as usize, states.lo[s] + states.span(s));
            next.bases[id] = (
                next.bases[id].0.min(lo),
                next.bases[id].1.max(hi + base as usize),
            );
            next.moves.push((id as u32, base));
        }
    }
    next
}

/// The second pass over one group of `g` cells: every count of every vector, times the ways to
/// press `t` of the group's cells (`C(g, t)`), added where [`next_vectors`] said it goes.
fn carry_counts<T: Tally, E: Entry>(
    states: &States<T, E>,
    next: Next<E>,
    g: usize,
) -> States<T, E> {
    let factors: Vec<T> = binomials(g).iter().map(T::from_big).collect();
    let mut after = States::<T, E>::with_bases(next.vectors, &next.bases);
    let mut moves = next.moves.into_iter();
    for s in 0..states.len() {
        let counts = &states.counts[states.offset[s]..states.offset[s + 1]];
        for factor in &factors {
            let (id, base) = moves.next().expect("a move a press count");
            let id = id as usize;
            // The count of vector `s` at base `lo[s] + i` goes to base `lo[s] + base + i` of
            // vector `id`, whose counts start at its own `lo[id]`, at `offset[id]`.
            let first = after.offset[id] + states.lo[s] + base as usize - after.lo[id];
            for (slot, count) in after.counts[first..].iter_mut().zip(counts) {
                slot.add_product(count, factor);
            }
        }
    }
    after
}

/// The groups in the walk's order, chosen from the last one back so that the groups at the end
/// span spaces as small as can be and hold as many ways to press them as can be. Each time, of
/// the cosets of the span of the groups chosen, the one whose groups bring in the most ways to
/// press them (`Π (g + 1)`), its groups largest first (after the first, the others add no
/// class).
fn order(groups: &[(u32, usize)]) -> Vec<(u32, usize)> {
    let mut rest = groups.to_vec();
    let mut span = Span::default();
    let mut tail = Vec::with_capacity(rest.len());
    while !rest.is_empty() {
        // What is left of each signature past the span: the same for the groups of one coset.
        let left: Vec<u32> = rest.iter().map(|&(sig, _)| span.reduce(sig).0).collect();
        let mut ways: BTreeMap<u32, f64> = BTreeMap::new();
        for (&l, &(_, size)) in left.iter().zip(&rest) {
            *ways.entry(l).or_default() += (size as f64 + 1.0).ln();
        }
        let (&coset, _) = ways
            .iter()
            .max_by(|a, b| a.1.total_cmp(b.1).then(b.0.cmp(a.0)))
            .expect("a group is left");
        let mut chosen = Vec::new();
        let mut others = Vec::with_capacity(rest.len());
        for (group, l) in rest.into_iter().zip(left) {
            if l == coset {
                chosen.push(group);
            } else {
                others.push(group);
            }
        }
        chosen.sort_unstable_by_key(|&(sig, size)| (Reverse(size), sig));
        for group in chosen {
            span.insert(group.0);
            tail.push(group);
        }
        rest = others;
    }
    tail.reverse();
    tail
}

/// The levels of the walk for groups in `order`: the classes before each group and how the
/// group's signature and the next classes read in them.
fn levels(words: usize, order: &[(u32, usize)]) -> Vec<Level> {
    let mut span = Span::default();
    let mut levels: Vec<Level> = order
        .iter()
        .rev()
        .map(|&(sig, size)| {
            let below = span.rows.len();
            let alpha = span.insert(sig);
            Level {
                size,
                classes: 1 << span.rows.len(),
                alpha,
                next_mask: (1 << below) - 1,
            }
        })
        .collect();
    levels.reverse();
    debug_assert!(levels.first().is_none_or(|l| l.classes == 1 << words));
    levels
}

/// A subspace of signatures, in echelon form, each row with its coordinates in the basis of
/// signatures that built it (basis vector `k` is the `k`-th signature added that was new).
#[derive(Clone, Debug, Default)]
struct Span {
    /// `(row, coordinates)`, in decreasing order of the rows' highest bits, all different.
    rows: Vec<(u32, u32)>,
}

impl Span {
    /// What is left of `v` after clearing every row's highest bit from it, and the coordinates
    /// of what was cleared: `v` is in the span exactly when the first is zero.
    fn reduce(&self, mut v: u32) -> (u32, u32) {
        let mut coordinates = 0;
        for &(row, coords) in &self.rows {
            let top = 1 << (31 - row.leading_zeros());
            if v & top != 0 {
                v ^= row;
                coordinates ^= coords;
            }
        }
        (v, coordinates)
    }

    /// Adds `v` and returns its coordinates: a new basis vector if it was not in the span.
    fn insert(&mut self, v: u32) -> u32 {
        let (left, coordinates) = self.reduce(v);
        if left == 0 {
            return coordinates;
        }
        let new = 1 << self.rows.len();
        self.rows.push((left, coordinates ^ new));
        // Highest bits in decreasing order: fewest leading zeros first.
        self.rows
            .sort_unstable_by_key(|&(row, _)| row.leading_zeros());
        new
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Size;
    use crate::gf2::Gf2;
    use crate::target::Target;

    /// Counts of fixed width, of every width the walk picks from, count what big numbers count,
    /// and entries of 16 bits walk as those of 32 do (the walk takes `u32` entries only past
    /// `2^16 - 2` coded cells, too many for a test).
    #[test]
    fn every_width_of_counts_and_entries_walks_to_the_same_minima() {
        for (rows, cols, target) in [
            (3, 5, Target::Either),
            (4, 4, Target::White),
            (1, 200, Target::Either),
            (2, 170, Target::White),
            (1, 1100, Target::Either),
        ] {
            let gf2 = Gf2::new(Size { rows, cols });
            let code = Code::new(&gf2, target).unwrap();
            let wide = walk::<BigUint, u32>(&code, 1).unwrap();
            assert_eq!(walk::<BigUint, u16>(&code, 1).unwrap(), wide);
            let big = wide.minima;
            let coded = code.coded();
            let total: BigUint = big.iter().sum();
            assert_eq!(total, BigUint::from(1u8) << coded, "{rows}x{cols}");
            if coded <= 127 {
                assert_eq!(walk::<u128, u16>(&code, 1).unwrap().minima, big);
            }
            if coded <= 255 {
                assert_eq!(walk::<Limbs<4>, u16>(&code, 1).unwrap().minima, big);
            }
            if coded <= 511 {
                assert_eq!(walk::<Limbs<8>, u16>(&code, 1).unwrap().minima, big);
            }
            assert_eq!(walk::<Limbs<32>, u16>(&code, 1).unwrap().minima, big);
        }
    }
}
