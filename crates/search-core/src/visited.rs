//! [`Visited`]: the one bitmap every search marks its states in, one bit a state.
//!
//! A search that keeps no byte per state of its own (a path search, or a search whose states are
//! known by a sparse key rather than by their index) needs a set of the states it has seen: one
//! bit each, so that the set stays in cache. The same bitmap serves a search on one thread
//! ([`Visited::insert`], plain loads and stores) and a search split among threads
//! ([`Visited::claim`], where one atomic `fetch_or` settles which thread reaches a state first).
//!
//! The words are atomics so that both uses are one type; a plain read or write of an atomic word
//! through `&mut self` is an ordinary load or store. `bitvec` is not used here: it has no
//! atomic test-and-set that reports the previous bit, which [`Visited::claim`] needs, and on its
//! atomic storage every `set` is a locked read-modify-write, which a search on one thread would
//! pay for every state.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// A set of keys `0..len`, one bit each.
///
/// ```
/// use search_core::visited::Visited;
/// let mut seen = Visited::new(100);
/// assert!(seen.insert(42));
/// assert!(!seen.insert(42));
/// assert!(seen.contains(42) && !seen.contains(43));
/// assert!(seen.claim(43));
/// assert!(!seen.claim(43));
/// assert_eq!(seen.count(), 2);
/// ```
pub struct Visited {
    words: Vec<AtomicU64>,
    len: usize,
}

impl std::fmt::Debug for Visited {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Visited")
            .field("len", &self.len)
            .field("count", &self.count())
            .finish()
    }
}

impl Visited {
    /// An empty set of keys `0..len`: `len / 8` bytes.
    pub fn new(len: usize) -> Visited {
        Visited {
            words: std::iter::repeat_with(|| AtomicU64::new(0))
                .take(len.div_ceil(64))
                .collect(),
            len,
        }
    }

    /// The size of the key space.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the key space is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The word and bit of `key`.
    ///
    /// # Panics
    /// If `key >= len`: a key out of range is a bug in the caller, not a state to skip.
    #[inline]
    fn place(&self, key: usize) -> (usize, u64) {
        assert!(
            key < self.len,
            "key {key} is outside the key space 0..{}",
            self.len
        );
        (key / 64, 1 << (key % 64))
    }

    /// Whether `key` is in the set.
    #[inline]
    pub fn contains(&self, key: usize) -> bool {
        let (word, bit) = self.place(key);
        self.words[word].load(Relaxed) & bit != 0
    }

    /// Adds `key`; true if it was not there before. For a search on one thread.
    #[inline]
    pub fn insert(&mut self, key: usize) -> bool {
        let (word, bit) = self.place(key);
        let w = self.words[word].get_mut();
        // Only a new key writes: an unconditional write makes the next test of the same word
        // wait for this store.
        let new = *w & bit == 0;
        if new {
            *w |= bit;
        }
        new
    }

    /// Adds `key`; true for exactly one caller, the first, however many threads race for it.
    #[inline]
    pub fn claim(&self, key: usize) -> bool {
        let (word, bit) = self.place(key);
        let word = &self.words[word];
        // The plain load settles the common case, a key seen before, without a locked
        // instruction; `fetch_or` then decides between threads racing for a new one.
        word.load(Relaxed) & bit == 0 && word.fetch_or(bit, Relaxed) & bit == 0
    }

    /// How many keys are in the set.
    pub fn count(&self) -> usize {
        self.words
            .iter()
            .map(|w| w.load(Relaxed).count_ones() as usize)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_of_a_ragged_space_is_its_own_bit() {
        // 130 keys: two whole words and two bits of a third.
        let mut seen = Visited::new(130);
        for k in (0..130).step_by(3) {
            assert!(seen.insert(k));
        }
        for k in 0..130 {
            assert_eq!(seen.contains(k), k % 3 == 0, "{k}");
        }
        assert_eq!(seen.count(), 44);
    }

    #[test]
    #[should_panic(expected = "outside the key space")]
    fn a_key_past_the_end_is_refused_even_inside_the_last_word() {
        Visited::new(130).insert(131);
    }

    #[test]
    fn exactly_one_of_many_threads_claims_each_key() {
        let seen = Visited::new(10_000);
        let wins: usize = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..4)
                .map(|_| scope.spawn(|| (0..10_000).filter(|&k| seen.claim(k)).count()))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).sum()
        });
        assert_eq!(wins, 10_000);
        assert_eq!(seen.count(), 10_000);
    }
}
