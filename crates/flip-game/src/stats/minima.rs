//! The least weight in every coset of the code, counted one group of cells at a time instead of
//! one press set at a time.
//!
//! A press set `x` on the coded cells is summed up, group by group, by how many cells of each
//! group it presses (`t_v` of `g_v`); adding the code word `c(λ)` makes its weight
//! `W_λ = Σ_v (t_v or g_v - t_v)`, the second when `⟨λ, v⟩` is odd. The walk goes through the
//! groups in turn, carrying for each partial choice of the `t_v` the vector of the `W_λ` so far,
//! with how many press sets lead to it (`Π C(g_v, t_v)`). Four things keep that small:
//!
//! - **Classes.** The groups are ordered so that the ones left to do span as small a space `V`
//!   as can be; two words `λ, μ` with `⟨λ, v⟩ = ⟨μ, v⟩` for every `v` in `V` gain the same from
//!   every group left, so only the lower of their weights can end up the minimum. The vector
//!   keeps one entry per class: `2^dim V` of them, down to one at the end.
//! - **Shifts.** The vector is kept as its minimum (the *base*) plus the differences, and the
//!   base goes with the count: vectors that differ by a constant share their entry.
//! - **Caps.** Two classes `μ, ν` can draw apart or together later only by the cells of the
//!   groups left on which they differ (those `v` with `⟨μ + ν, v⟩` odd), so a class further
//!   above the least than that can never end up below it: its difference is cut to that number,
//!   which changes no minimum and makes more vectors the same.
//! - **Translations.** Adding a code word to every press set maps the cosets onto themselves, so
//!   it keeps how many press sets have each minimum; on the vector it moves class `c` to
//!   `c + a`, and on the groups left it swaps `t_v` and `g_v - t_v` where `⟨a, v⟩` is odd, which
//!   keeps their ways to be pressed. So a vector and its translates end with the same counts,
//!   and only one of them is kept: the least, in lexicographic order, of those with the least
//!   class first (about `2^dim V` times fewer vectors where no other rule merges them).
//!
//! At the end one class is left, and the base is the coset minimum.

use num_bigint::BigUint;

use super::binomial::binomials;

mod order;
mod store;
#[cfg(test)]
mod tests;

use super::groups::Code;
use super::{NotCounted, WORK_BUDGET};
use order::{Level, levels, order, reach_before};
use store::{Entry, Limbs, States, Tally, Vectors};

/// What the walk found, and what it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Walked {
    /// `minima[m]`: how many of the `2^N` press sets on the `N` coded cells have `m` as the
    /// least weight among the press sets they differ from by a code word (on the coded cells).
    pub minima: Vec<BigUint>,
    /// The steps it took, out of those it was allowed.
    pub work: u64,
}

/// Walks the groups of `code` for its coset minima, within `allowed` steps. Allowed more than
/// [`WORK_BUDGET`], it is first given that alone, and all it is allowed only if it got through
/// half its groups: a walk that gives up spends every step it is allowed, and one that gives up
/// that early is far from the end (the table's sizes that give up do so before half their
/// groups, most of them well before: README), so more steps would be spent for nothing.
///
/// # Errors
/// [`NotCounted::TooMuchWork`] when the walk would take more than the steps it was given.
pub fn coset_minima(code: &Code, allowed: u64) -> Result<Walked, NotCounted> {
    match walk_within(code, allowed.min(WORK_BUDGET)) {
        Err(NotCounted::TooMuchWork { done, groups, .. })
            if allowed > WORK_BUDGET && 2 * done >= groups =>
        {
            walk_within(code, allowed)
        }
        first => first,
    }
}

/// [`coset_minima`] given `allowed` steps at once, with counts as wide as the coded cells need.
fn walk_within(code: &Code, allowed: u64) -> Result<Walked, NotCounted> {
    // Every partial count is at most 2^N: a u128 holds them all up to N = 127, `L` limbs up to
    // N = 64 L - 1. A multiply-add costs about as many steps as the counts have limbs.
    let limbs = code.coded().div_ceil(64) as u64;
    match code.coded() {
        0..=127 => walk::<u128, u16>(code, 1, allowed),
        128..=255 => walk::<Limbs<4>, u16>(code, limbs + 1, allowed),
        256..=511 => walk::<Limbs<8>, u16>(code, limbs + 1, allowed),
        512..=1023 => walk::<Limbs<16>, u16>(code, limbs + 1, allowed),
        1024..=2047 => walk::<Limbs<32>, u16>(code, limbs + 1, allowed),
        // An entry is at most the coded cells (`store::Entry`), so 16 bits hold it.
        n if n < usize::from(u16::MAX) => walk::<BigUint, u16>(code, limbs + 1, allowed),
        _ => walk::<BigUint, u32>(code, limbs + 1, allowed),
    }
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
fn walk<T: Tally, E: Entry>(code: &Code, unit: u64, allowed: u64) -> Result<Walked, NotCounted> {
    let groups = code.groups.len();
    let too_much = |done: usize, states: usize| NotCounted::TooMuchWork {
        budget: allowed,
        words: code.words(),
        cells: code.cells,
        groups,
        done,
        states,
    };
    // Choosing the order takes every group's signature past each new basis vector.
    let mut budget = allowed
        .checked_sub((groups as u64) * (code.words() as u64 + 1).pow(2))
        .ok_or_else(|| too_much(0, 1))?;
    let levels = levels(code.words(), &order(&code.groups));
    // Every level takes at least one weight vector through: a bound on the whole walk, checked
    // before its first vector, of 2^e entries, is made, so that a walk that cannot fit (a code of
    // many words over many groups) is refused at once, with nothing allocated.
    let least = levels.iter().fold(0u64, |sum, l| {
        sum.saturating_add((l.size as u64 + 1) * (l.entries() + products(1, unit) + LOOK_UP))
    });
    if least > budget {
        return Err(too_much(0, 1));
    }
    // Within the bound just checked: `least` counts every level's classes.
    let mut reach = reach_before(&levels);
    let mut states = States::<T, E>::start(1 << code.words());
    for (done, level) in levels.iter().enumerate() {
        budget = budget
            .checked_sub(level_cost(&states, level, unit))
            .ok_or_else(|| too_much(done, states.len()))?;
        level.pass(&mut reach);
        let next = next_vectors(&states, level, &reach);
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
        work: allowed - budget,
    })
}

/// The steps adding `level` to `states` takes: for each vector and each press count `t`, one
/// step a class, a multiply-add a base ([`products`]), and the look-up of the vector it leads to.
fn level_cost<T: Tally, E: Entry>(states: &States<T, E>, level: &Level, unit: u64) -> u64 {
    (0..states.len())
        .map(|s| {
            (level.size as u64 + 1)
                * (level.entries() + products(states.span(s) as u64, unit) + LOOK_UP)
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
fn next_vectors<T: Tally, E: Entry>(
    states: &States<T, E>,
    level: &Level,
    reach: &[u32],
) -> Next<E> {
    let g = level.size;
    let mut next = Next {
        vectors: Vectors::new(level.next_mask + 1),
        bases: Vec::new(),
        moves: Vec::with_capacity(states.len() * (g + 1)),
    };
    let mut out = vec![0u32; level.next_mask + 1];
    let mut entries = vec![E::of(0); level.next_mask + 1];
    let mut best = entries.clone();
    let mut running = Vec::with_capacity(MAX_TRANSLATES);
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
            // A class further above a least one than the cells on which the two differ later
            // can never end up lower, so its weight is lowered to that bound: an exact cap.
            // Taken from every least class (from the first alone past `MAX_TRANSLATES`, where
            // the vector is not made canonical), it does not depend on where the vector's
            // classes sit, so translates stay translates.
            running.clear();
            running.extend((0..out.len()).filter(|&c| out[c] == base));
            let from = if running.len() > MAX_TRANSLATES {
                1
            } else {
                running.len()
            };
            for (mu, (e, &w)) in entries.iter_mut().zip(&out).enumerate() {
                let cap = running[..from].iter().map(|&nu| reach[mu ^ nu]).min();
                *e = E::of(w.min(base + cap.unwrap_or(0)) - base);
            }
            // The cap leaves the least classes, and them alone, at 0: two classes apart differ
            // on some group left, so their reach is not 0.
            canonical(&entries, &mut best, &mut running);
            let id = next.vectors.intern(&best);
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

/// The most least entries a vector may have and still be made [`canonical`]: past that (the
/// first groups, when most classes are still level) the translates are too many to compare
/// cheaply, and the vector is kept as it is, which is just as exact, only merged less.
const MAX_TRANSLATES: usize = 16;

/// Into `out`, the least in lexicographic order of the translates `c -> v[c ^ a]` of `v` that
/// put a least entry (a 0) at class 0, when `v` has at most [`MAX_TRANSLATES`] of them; else
/// `v` itself. `running` comes in as the classes where `v` is 0. The translates are compared a
/// class at a time, dropping the losers, so each class is read once for each translate still
/// in the running (most drop out at once).
fn canonical<E: Entry>(v: &[E], out: &mut [E], running: &mut Vec<usize>) {
    debug_assert!(
        (0..v.len())
            .filter(|&a| v[a].get() == 0)
            .eq(running.iter().copied())
    );
    if running.len() > MAX_TRANSLATES {
        out.copy_from_slice(v);
        return;
    }
    for c in 1..v.len() {
        if running.len() == 1 {
            break;
        }
        let least = running.iter().map(|&a| v[c ^ a].get()).min();
        running.retain(|&a| Some(v[c ^ a].get()) == least);
    }
    let a = running[0];
    for (c, e) in out.iter_mut().enumerate() {
        *e = v[c ^ a];
    }
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
