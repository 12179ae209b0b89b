//! How the walk keeps its numbers: the counts (machine integers while they fit, big ones after),
//! and the weight vectors between two groups (in entries of 16 bits while they fit), each stored
//! once in one block and found again by hashing, with its counts by base in another block.

use num_bigint::BigUint;

/// A count the walk adds up.
pub(super) trait Tally: Clone {
    fn zero() -> Self;
    fn one() -> Self;
    fn from_big(value: &BigUint) -> Self;
    /// `self += a * b`.
    fn add_product(&mut self, a: &Self, b: &Self);
    fn into_big(self) -> BigUint;
}

impl Tally for u128 {
    fn zero() -> Self {
        0
    }
    fn one() -> Self {
        1
    }
    fn from_big(value: &BigUint) -> Self {
        u128::try_from(value).expect("a count of at most 127 cells fits")
    }
    fn add_product(&mut self, a: &Self, b: &Self) {
        *self += a * b;
    }
    fn into_big(self) -> BigUint {
        BigUint::from(self)
    }
}

impl Tally for BigUint {
    fn zero() -> Self {
        BigUint::ZERO
    }
    fn one() -> Self {
        BigUint::from(1u8)
    }
    fn from_big(value: &BigUint) -> Self {
        value.clone()
    }
    fn add_product(&mut self, a: &Self, b: &Self) {
        *self += a * b;
    }
    fn into_big(self) -> BigUint {
        self
    }
}

/// A count in `L` limbs of 64 bits, least significant first: a big number of fixed width, kept in
/// place, where a [`BigUint`] allocates for every product (which took most of the walk's time on
/// the codes of a few hundred cells and more). The walk's counts never exceed `2^N` on `N` coded
/// cells, so `64 L > N` limbs hold every count and every product exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Limbs<const L: usize>([u64; L]);

impl<const L: usize> Limbs<L> {
    /// The limbs up to the last that is not zero.
    fn used(&self) -> &[u64] {
        let len = self.0.iter().rposition(|&x| x != 0).map_or(0, |i| i + 1);
        &self.0[..len]
    }
}

impl<const L: usize> Tally for Limbs<L> {
    fn zero() -> Self {
        Limbs([0; L])
    }
    fn one() -> Self {
        let mut limbs = [0; L];
        limbs[0] = 1;
        Limbs(limbs)
    }
    fn from_big(value: &BigUint) -> Self {
        let digits = value.to_u64_digits();
        assert!(
            digits.len() <= L,
            "a count of {} limbs in {L}",
            digits.len()
        );
        let mut limbs = [0; L];
        limbs[..digits.len()].copy_from_slice(&digits);
        Limbs(limbs)
    }
    /// The schoolbook product, limb by limb into `self`: `a_i b_j + self_k + carry` is at most
    /// `(2^64 - 1)^2 + 2 (2^64 - 1) = 2^128 - 1`, so each step fits a `u128`.
    fn add_product(&mut self, a: &Self, b: &Self) {
        let b = b.used();
        for (i, &ai) in a.used().iter().enumerate() {
            if ai == 0 {
                continue;
            }
            let mut carry = 0u128;
            for (slot, &bj) in self.0[i..].iter_mut().zip(b) {
                let sum = u128::from(ai) * u128::from(bj) + u128::from(*slot) + carry;
                *slot = sum as u64;
                carry = sum >> 64;
            }
            for slot in self.0.iter_mut().skip(i + b.len()) {
                if carry == 0 {
                    break;
                }
                let sum = u128::from(*slot) + carry;
                *slot = sum as u64;
                carry = sum >> 64;
            }
            debug_assert!(carry == 0, "a count past {L} limbs");
        }
    }
    fn into_big(self) -> BigUint {
        BigUint::new(
            self.0
                .iter()
                .flat_map(|&x| [x as u32, (x >> 32) as u32])
                .collect(),
        )
    }
}

/// An entry of a weight vector: a weight less the vector's least, capped at most at the cells
/// left, so at most the coded cells. `u16` while that fits (every code of fewer
/// than `2^16 - 1` coded cells), `u32` past it: the vectors take most of the walk's memory,
/// and two bytes an entry halve it and the cache misses of finding them (the crate README has
/// the figures of a walk that gives up at its budget).
pub(super) trait Entry: Copy + Eq {
    /// `value`, which the caller has checked fits.
    fn of(value: u32) -> Self;
    fn get(self) -> u32;
}

impl Entry for u16 {
    fn of(value: u32) -> Self {
        debug_assert!(value <= u32::from(u16::MAX));
        value as u16
    }
    fn get(self) -> u32 {
        u32::from(self)
    }
}

impl Entry for u32 {
    fn of(value: u32) -> Self {
        value
    }
    fn get(self) -> u32 {
        self
    }
}

/// The weight vectors between two groups, and for each its counts by base: those of vector `s`
/// are `counts[offset[s]..offset[s + 1]]`, for bases from `lo[s]`.
pub(super) struct States<T, E> {
    pub(super) vectors: Vectors<E>,
    pub(super) lo: Vec<usize>,
    pub(super) offset: Vec<usize>,
    pub(super) counts: Vec<T>,
}

impl<T: Tally, E: Entry> States<T, E> {
    /// Before the first group: one vector of `len` zeros, one (empty) press set, base 0.
    pub(super) fn start(len: usize) -> States<T, E> {
        let mut vectors = Vectors::new(len);
        vectors.intern(&vec![E::of(0); len]);
        States {
            vectors,
            lo: vec![0],
            offset: vec![0, 1],
            counts: vec![T::one()],
        }
    }

    /// Zero counts for `vectors`, vector `s` over the bases `bases[s].0..bases[s].1`.
    pub(super) fn with_bases(vectors: Vectors<E>, bases: &[(usize, usize)]) -> States<T, E> {
        let mut offset = Vec::with_capacity(bases.len() + 1);
        offset.push(0);
        for &(lo, hi) in bases {
            offset.push(offset[offset.len() - 1] + hi - lo);
        }
        let total = offset[offset.len() - 1];
        States {
            vectors,
            lo: bases.iter().map(|b| b.0).collect(),
            offset,
            counts: vec![T::zero(); total],
        }
    }

    pub(super) fn len(&self) -> usize {
        self.lo.len()
    }

    /// How many bases vector `s` has counts for.
    pub(super) fn span(&self, s: usize) -> usize {
        self.offset[s + 1] - self.offset[s]
    }
}

/// Vectors of one length, each stored once, one after another, found again by hashing: an open
/// addressing table of their numbers, kept at most half full, each slot with the high half of
/// its vector's hash, so that a probe compares a vector (far off in memory) only when the
/// halves agree.
pub(super) struct Vectors<E> {
    len: usize,
    flat: Vec<E>,
    /// `hash << 32 | number`, or `EMPTY`.
    slots: Vec<u64>,
}

impl<E: Entry> Vectors<E> {
    const EMPTY: u64 = u64::MAX;

    pub(super) fn new(len: usize) -> Vectors<E> {
        Vectors {
            len,
            flat: Vec::new(),
            slots: vec![Self::EMPTY; 16],
        }
    }

    /// Vector number `id`.
    pub(super) fn get(&self, id: usize) -> &[E] {
        &self.flat[id * self.len..(id + 1) * self.len]
    }

    /// The number of `v`, stored first if it is new (numbers go up from 0).
    pub(super) fn intern(&mut self, v: &[E]) -> usize {
        let count = self.flat.len() / self.len;
        if 2 * (count + 1) > self.slots.len() {
            let doubled = vec![Self::EMPTY; 2 * self.slots.len()];
            let old = std::mem::replace(&mut self.slots, doubled);
            for entry in old.into_iter().filter(|&e| e != Self::EMPTY) {
                // Every vector is stored once: only an empty slot can take it.
                let slot = self.probe((entry >> 32) as u32, |_| false);
                self.slots[slot] = entry;
            }
        }
        let hash = hash(v);
        let slot = self.find(v, hash);
        match self.slots[slot] {
            Self::EMPTY => {
                let id = u32::try_from(count).expect("fewer vectors than the budget");
                self.slots[slot] = u64::from(hash) << 32 | u64::from(id);
                self.flat.extend_from_slice(v);
                count
            }
            entry => entry as u32 as usize,
        }
    }

    /// The slot holding `v`, whose hash is `hash`, or the empty slot where it goes.
    fn find(&self, v: &[E], hash: u32) -> usize {
        self.probe(hash, |id| self.get(id) == v)
    }

    /// From the home slot of `hash` on, the first slot that is empty or holds a vector of that
    /// hash for which `same` holds (linear probing).
    fn probe(&self, hash: u32, same: impl Fn(usize) -> bool) -> usize {
        let mask = self.slots.len() - 1;
        let mut slot = hash as usize & mask;
        loop {
            match self.slots[slot] {
                Self::EMPTY => return slot,
                entry if (entry >> 32) as u32 == hash && same(entry as u32 as usize) => {
                    return slot;
                }
                _ => slot = (slot + 1) & mask,
            }
        }
    }
}

/// The high half of a multiply and a rotation a word: enough to spread vectors that are not
/// chosen to collide, and much faster than a keyed hash.
fn hash<E: Entry>(v: &[E]) -> u32 {
    let hash = v.iter().fold(0u64, |h, &w| {
        (h.rotate_left(5) ^ u64::from(w.get())).wrapping_mul(0x517c_c1b7_2722_0a95)
    });
    (hash >> 32) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A number of up to `bits` bits from a linear congruential generator.
    fn number(state: &mut u64, bits: u32) -> BigUint {
        let mut value = BigUint::ZERO;
        for _ in 0..bits.div_ceil(64) {
            *state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            value = (value << 64u32) + BigUint::from(*state);
        }
        // Short numbers and numbers with whole limbs of zeros too.
        value >> (*state % u64::from(bits.max(1)))
    }

    #[test]
    fn limbs_multiply_and_add_as_big_numbers_do() {
        fn check<const L: usize>(state: &mut u64) {
            for _ in 0..300 {
                let bits = 64 * L as u32 - 1;
                let a_bits = (*state >> 40) as u32 % bits;
                let a = number(state, a_bits.max(1));
                let b = number(state, (bits - a_bits).max(1));
                let c = number(state, bits - 1) >> 1u32;
                let want = &c + &a * &b;
                if want.bits() > u64::from(bits) {
                    continue;
                }
                let mut sum = Limbs::<L>::from_big(&c);
                sum.add_product(&Limbs::from_big(&a), &Limbs::from_big(&b));
                assert_eq!(sum.into_big(), want, "{a} * {b} + {c}");
                assert_eq!(Limbs::<L>::from_big(&want).into_big(), want);
            }
        }
        let mut state = 7;
        check::<1>(&mut state);
        check::<4>(&mut state);
        check::<8>(&mut state);
        check::<32>(&mut state);
        assert_eq!(Limbs::<4>::one().into_big(), BigUint::from(1u8));
        assert_eq!(Limbs::<4>::zero().into_big(), BigUint::ZERO);
    }
}
