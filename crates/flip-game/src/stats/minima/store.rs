//! How the walk keeps its numbers: the counts (machine integers while they fit, big ones after),
//! and the weight vectors between two groups, each stored once in one block and found again by
//! hashing, with its counts by base in another block.

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

/// The weight vectors between two groups, and for each its counts by base: those of vector `s`
/// are `counts[offset[s]..offset[s + 1]]`, for bases from `lo[s]`.
pub(super) struct States<T> {
    pub(super) vectors: Vectors,
    pub(super) lo: Vec<usize>,
    pub(super) offset: Vec<usize>,
    pub(super) counts: Vec<T>,
}

impl<T: Tally> States<T> {
    /// Before the first group: one vector of `len` zeros, one (empty) press set, base 0.
    pub(super) fn start(len: usize) -> States<T> {
        let mut vectors = Vectors::new(len);
        vectors.intern(&vec![0; len]);
        States {
            vectors,
            lo: vec![0],
            offset: vec![0, 1],
            counts: vec![T::one()],
        }
    }

    /// Zero counts for `vectors`, vector `s` over the bases `bases[s].0..bases[s].1`.
    pub(super) fn with_bases(vectors: Vectors, bases: &[(usize, usize)]) -> States<T> {
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
/// addressing table of their numbers, kept at most half full.
pub(super) struct Vectors {
    len: usize,
    flat: Vec<u32>,
    slots: Vec<u32>,
}

impl Vectors {
    const EMPTY: u32 = u32::MAX;

    pub(super) fn new(len: usize) -> Vectors {
        Vectors {
            len,
            flat: Vec::new(),
            slots: vec![Vectors::EMPTY; 16],
        }
    }

    /// Vector number `id`.
    pub(super) fn get(&self, id: usize) -> &[u32] {
        &self.flat[id * self.len..(id + 1) * self.len]
    }

    /// The number of `v`, stored first if it is new (numbers go up from 0).
    pub(super) fn intern(&mut self, v: &[u32]) -> usize {
        let count = self.flat.len() / self.len;
        if 2 * (count + 1) > self.slots.len() {
            self.slots = vec![Vectors::EMPTY; 2 * self.slots.len()];
            for id in 0..count {
                let slot = self.find(self.get(id));
                self.slots[slot] = id as u32;
            }
        }
        let slot = self.find(v);
        if self.slots[slot] == Vectors::EMPTY {
            self.slots[slot] = u32::try_from(count).expect("fewer vectors than the budget");
            self.flat.extend_from_slice(v);
            count
        } else {
            self.slots[slot] as usize
        }
    }

    /// The slot holding `v`, or the empty slot where it goes.
    fn find(&self, v: &[u32]) -> usize {
        // A multiply and a rotation a word: enough to spread vectors that are not chosen to
        // collide, and much faster than a keyed hash.
        let hash = v.iter().fold(0u64, |h, &w| {
            (h.rotate_left(5) ^ u64::from(w)).wrapping_mul(0x517c_c1b7_2722_0a95)
        });
        let mask = self.slots.len() - 1;
        let mut slot = (hash >> 32) as usize & mask;
        loop {
            match self.slots[slot] {
                Vectors::EMPTY => return slot,
                id if self.get(id as usize) == v => return slot,
                _ => slot = (slot + 1) & mask,
            }
        }
    }
}
