//! [`distances_keyed`]: the breadth-first search over sparse keys, each wide layer shared among
//! threads.
//!
//! A level-synchronous BFS parallelises without locks: every state of a layer can be expanded
//! independently, and the only shared decision is "who reaches a successor first", which
//! [`Visited::claim`] settles with one atomic `fetch_or`. Distances are the same whichever thread
//! wins (every claimant is in the same layer), so the table does not depend on the number of
//! threads or their timing; only the order of states *within* a layer does. With one thread it is
//! the plain serial search.
//!
//! Each thread keeps the states it claims as its share of the next layer, so the states stay in
//! the cache of the core that found them, and nothing is copied between layers.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicU8, Ordering::Relaxed};
use std::thread;

use crate::table::{DistanceTable, UNREACHED};
use crate::visited::Visited;

/// A layer is split only when every thread gets at least this many states: below it, starting a
/// thread (tens of microseconds) costs more than the work it takes over.
const MIN_CHUNK: usize = 4096;

/// Breadth-first search over states `0..n` whose dense index is costly to compute but which have
/// a cheap sparse *key*: an injective number in `0..keys`, such as the raw bit mask of a subset
/// whose dense index is its rank. Wide layers are split among the machine's threads
/// ([`std::thread::available_parallelism`]), and a state may stand for several table entries.
///
/// The visited set is a [`Visited`] bitmap over the keys (`keys / 8` bytes), so every successor
/// costs one `key` and one bit test, and `indices` runs only once per *reached* state, to write
/// its distance. When most successors are already reached, as in the middle and late layers of a
/// puzzle search, that saves most of the indexing.
///
/// `indices(s)` lists the table entries of state `s`: just its index, as `[i]`, for a plain
/// search; or, when the states are classes of equivalent states (a puzzle's symmetries, say,
/// which leave distances unchanged), the index of every member, so that one class searched fills
/// them all. Each entry must belong to one reached state only; the search checks that the
/// entries written are all different.
///
/// It makes no promise about the order in which `successors` runs (it runs on several threads at
/// once, in an order that depends on their timing): a caller that needs the states in order of
/// distance can walk the table, as [`DistanceTable::states_by_distance`] does.
///
/// The table's bytes are atomics written with relaxed stores, which cost what plain stores cost
/// on x86 and ARM; a layer too small to repay a thread is expanded on the caller's thread alone.
///
/// # Panics
/// If a key is `>= keys` or an index `>= n`, if `n` exceeds `u32::MAX`, if some distance would
/// exceed 254, or if two reached states list one entry (`key` and `indices` must number the same
/// states). A panic in `key`, `indices` or `successors` on another thread is resumed on the
/// caller's, with its own message.
///
/// # Examples
/// The six 2-subsets of four bits, one move carrying a set bit to an unset place: the key is the
/// mask itself, the index the subset's rank.
/// ```
/// use search_core::bfs::distances_keyed;
/// use search_core::subset;
/// let moves = |&m: &u32| {
///     (0..4).flat_map(move |from| (0..4).map(move |to| (from, to)))
///         .filter(move |&(from, to)| m >> from & 1 == 1 && m >> to & 1 == 0)
///         .map(move |(from, to)| m ^ (1 << from) ^ (1 << to))
/// };
/// let table = distances_keyed(
///     6,
///     16,
///     [0b0011u32],
///     |&m| m as usize,
///     |&m| [subset::rank(m) as usize],
///     moves,
/// );
/// assert_eq!(table.get(subset::rank(0b1100) as usize), Some(2));
/// assert_eq!(table.counts(), vec![1, 4, 1]);
/// ```
///
/// A ring of eight states, one step either way, searched by its mirror classes `{s, 8 - s}`:
/// each class is known by its smaller member, and fills the entries of both.
/// ```
/// use search_core::bfs::distances_keyed;
/// let class = |s: usize| s.min((8 - s) % 8);
/// let table = distances_keyed(
///     8,
///     8,
///     [0usize],
///     |&c| c,
///     |&c| if c == 0 || c == 4 { vec![c] } else { vec![c, 8 - c] },
///     |&c| [class((c + 1) % 8), class((c + 7) % 8)],
/// );
/// assert_eq!(table.as_slice(), &[0, 1, 2, 3, 4, 3, 2, 1]);
/// ```
pub fn distances_keyed<N, I, J, K, X, F>(
    n: usize,
    keys: usize,
    sources: impl IntoIterator<Item = N>,
    key: K,
    indices: X,
    successors: F,
) -> DistanceTable
where
    N: Send + Sync,
    K: Fn(&N) -> usize + Sync,
    X: Fn(&N) -> J + Sync,
    J: IntoIterator<Item = usize>,
    F: Fn(&N) -> I + Sync,
    I: IntoIterator<Item = N>,
{
    let threads = thread::available_parallelism().map_or(1, NonZeroUsize::get);
    split_search(
        n,
        keys,
        sources,
        (&key, &indices, &successors),
        threads,
        MIN_CHUNK,
    )
}

/// The search, with the thread count and the smallest chunk as parameters so that tests can
/// split even tiny layers.
///
/// Layer by layer: every thread indexes and expands a share of the layer and claims new
/// states into a buffer of its own, and that buffer is its share of the next layer.
///
/// Each thread thus expands the states it found itself, still in its own cache: gathering
/// the claims into one list and splitting that again, which moved every state to the other
/// core and back, took a fifth longer on rotation-game's table.
pub(super) fn split_search<N, I, J, K, X, F>(
    n: usize,
    keys: usize,
    sources: impl IntoIterator<Item = N>,
    (key, indices, successors): (&K, &X, &F),
    threads: usize,
    min_chunk: usize,
) -> DistanceTable
where
    N: Send + Sync,
    K: Fn(&N) -> usize + Sync,
    X: Fn(&N) -> J + Sync,
    J: IntoIterator<Item = usize>,
    F: Fn(&N) -> I + Sync,
    I: IntoIterator<Item = N>,
{
    let visit = Visit {
        key,
        indices,
        successors,
        seen: Visited::new(keys),
        dist: DistanceTable::blank(n)
            .into_iter()
            .map(AtomicU8::new)
            .collect(),
    };
    let threads = threads.max(1);
    // `shares[t]`: the part of the current layer thread `t` works on; `claims[t]`: the new
    // states it finds. Both are kept from layer to layer, so their memory is page-faulted once.
    let mut shares: Vec<Vec<N>> = (0..threads).map(|_| Vec::new()).collect();
    let mut claims: Vec<Vec<N>> = (0..threads).map(|_| Vec::new()).collect();
    shares[0].extend(sources.into_iter().filter(|s| visit.seen.claim(key(s))));
    // Table entries written: one per state, or one per member when states are classes.
    let mut written = 0;
    let mut depth: u8 = 0;
    loop {
        let size: usize = shares.iter().map(Vec::len).sum();
        if size == 0 {
            break;
        }
        if size >= threads * min_chunk.max(1) {
            // A layer found by one thread (the first wide one) is dealt out evenly; after
            // that, each thread's claims are about an even share already.
            if shares[1..].iter().all(Vec::is_empty) {
                deal(&mut shares);
            }
            let shared = &visit;
            thread::scope(|scope| {
                let mut work = shares.iter().zip(&mut claims);
                let (mine, my_claims) = work.next().expect("at least one thread");
                let others: Vec<_> = work
                    .map(|(share, claims)| scope.spawn(move || shared.expand(share, depth, claims)))
                    .collect();
                // The calling thread takes the first share rather than waiting idle.
                written += shared.expand(mine, depth, my_claims);
                for handle in others {
                    // Re-raise a caller's panic with its message, not "a thread panicked".
                    written += handle
                        .join()
                        .unwrap_or_else(|e| std::panic::resume_unwind(e));
                }
            });
        } else {
            // Too small to be worth a thread: all of it on this one, into one buffer.
            for share in &shares {
                written += visit.expand(share, depth, &mut claims[0]);
            }
        }
        for share in &mut shares {
            share.clear();
        }
        std::mem::swap(&mut shares, &mut claims);
        if shares.iter().any(|s| !s.is_empty()) {
            assert!(
                depth < UNREACHED - 1,
                "a distance exceeds 254, too far for a one-byte table"
            );
        }
        depth += 1;
    }
    let table =
        DistanceTable::from_distances(visit.dist.into_iter().map(AtomicU8::into_inner).collect());
    assert_eq!(
        table.len() - table.unreached(),
        written,
        "two reached states share an index: key and indices must number the same states"
    );
    table
}

/// What every thread shares: the caller's functions, the visited bitmap and the table.
struct Visit<'f, K, X, F> {
    key: &'f K,
    indices: &'f X,
    successors: &'f F,
    seen: Visited,
    dist: Vec<AtomicU8>,
}

impl<K, X, F> Visit<'_, K, X, F> {
    /// Writes the distance of every state in `part`, and appends to `claims` the successors it
    /// is the first to reach (the next layer's share of this thread).
    fn expand<N, I, J>(&self, part: &[N], depth: u8, claims: &mut Vec<N>) -> usize
    where
        K: Fn(&N) -> usize,
        X: Fn(&N) -> J,
        J: IntoIterator<Item = usize>,
        F: Fn(&N) -> I,
        I: IntoIterator<Item = N>,
    {
        let n = self.dist.len();
        let mut written = 0;
        for s in part {
            for i in (self.indices)(s) {
                assert!(i < n, "index {i} is outside the state space 0..{n}");
                self.dist[i].store(depth, Relaxed);
                written += 1;
            }
        }
        // A loop of its own: a `fetch_or` waits for every earlier store to reach the cache, and
        // interleaved with these scattered table writes it ran at half speed.
        // Locals, not fields of `self`: after every atomic the compiler reloaded the fields.
        let (seen, key) = (&self.seen, self.key);
        let mut found = std::mem::take(claims);
        for s in part {
            for t in (self.successors)(s) {
                if seen.claim(key(&t)) {
                    found.push(t);
                }
            }
        }
        *claims = found;
        written
    }
}

/// Spreads the states of `shares[0]` evenly over all the shares, in order.
fn deal<N>(shares: &mut [Vec<N>]) {
    let size = shares[0].len().div_ceil(shares.len());
    for t in (1..shares.len()).rev() {
        let at = (size * t).min(shares[0].len());
        shares[t] = shares[0].split_off(at);
    }
}

#[cfg(test)]
mod tests;
