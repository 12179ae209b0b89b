//! Breadth-first distance tables over a dense state space `0..n`.
//!
//! A puzzle whose states can be numbered `0..n` (by [`crate::permutation`], [`crate::subset`] or
//! plain bit patterns) gets an exact distance to a set of sources for every state with one sweep,
//! stored in one byte per state ([`DistanceTable`]). That table answers "how far?" in one look-up
//! and, walked down with [`crate::descent`], "which moves?" too.
//!
//! Three entry points:
//!
//! - [`distances`], for states that are their own index;
//! - [`distances_of`], for states kept as values of the caller's (a mask, a packed board) with an
//!   `index` to number them. In both, the table is the visited set: a state is new while its byte
//!   is [`UNREACHED`], so there is no hashing, no per-state allocation, and no memory beyond the
//!   table and the widest layer;
//! - [`distances_keyed`], for when that `index` (a rank, say) costs more than a move: the visited
//!   set is then a [`Visited`](crate::visited::Visited) bitmap over a cheap sparse key, only the
//!   reached states are indexed, wide layers are shared among threads, and a state may stand for
//!   a whole class of states (a puzzle's symmetric positions), filling all their entries.

mod keyed;

pub use keyed::distances_keyed;

use crate::table::{DistanceTable, UNREACHED};

/// Breadth-first search from every state in `sources` at once over the states `0..n`.
///
/// `successors(s)` lists the states one move away from `s`. For a table of distances *to* a goal
/// set, pass the goals as sources and the inverse moves as successors (for puzzles whose moves come
/// in inverse pairs, the moves themselves).
///
/// Runs in `O(n + edges)` time with `n` bytes for the table plus four bytes per state of the
/// widest BFS layer.
///
/// # Panics
/// If a source or successor is `>= n`, if `n` exceeds `u32::MAX`, or if some distance would exceed
/// 254 (the table stores one byte per state; use [`crate::path`] for longer searches).
///
/// # Example
/// All 16 states of four bits, one move flipping one bit: the distance is the number of set bits.
/// ```
/// use search_core::bfs::distances;
/// let table = distances(16, [0], |s| (0..4).map(move |bit| s ^ (1 << bit)));
/// for s in 0..16 {
///     assert_eq!(table.get(s), Some((s as u32).count_ones() as u8));
/// }
/// assert_eq!(table.counts(), vec![1, 4, 6, 4, 1]);
/// ```
pub fn distances<I, F>(
    n: usize,
    sources: impl IntoIterator<Item = usize>,
    successors: F,
) -> DistanceTable
where
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = usize>,
{
    // States travel the frontier as u32 (half the memory of usize); one out of range saturates to
    // u32::MAX, which the index check then rejects.
    let narrow = |s: usize| u32::try_from(s).unwrap_or(u32::MAX);
    let mut successors = successors;
    distances_of(
        n,
        sources.into_iter().map(narrow),
        |&s| s as usize,
        |&s| successors(s as usize).into_iter().map(narrow),
    )
}

/// Breadth-first search like [`distances`], for callers whose states are values of their own
/// (a board, a bit mask) that `index` numbers densely into `0..n`.
///
/// The frontier holds the values themselves, so expanding a state never has to rebuild it from its
/// index: `index` runs once per successor (to test and mark the table), and no unranking happens at
/// all. For puzzles where unranking costs more than a move, this is the faster way to fill a table.
///
/// **Order.** `successors` is called exactly once for every reached state, nearest first: all of
/// distance 0 (the sources, in the order given, duplicates dropped), then all of distance 1 in the
/// order they were discovered, and so on. A caller may rely on this, for example to record the
/// reached states in order of distance as they are expanded. The values may also carry more than
/// the state (the move that found it, say), as long as `index` numbers the state alone.
///
/// # Panics
/// As [`distances`], for indices instead of states.
///
/// # Example
/// 3-bit masks with one move rotating the bits left: states are masks, indices the masks themselves.
/// ```
/// use search_core::bfs::distances_of;
/// let rotate = |&m: &u8| [((m << 1) | (m >> 2)) & 0b111];
/// let table = distances_of(8, [0b001u8], |&m| usize::from(m), rotate);
/// assert_eq!(table.get(0b010), Some(1));
/// assert_eq!(table.get(0b100), Some(2));
/// assert_eq!(table.get(0b011), None);
/// ```
pub fn distances_of<N, I, K, F>(
    n: usize,
    sources: impl IntoIterator<Item = N>,
    mut index: K,
    mut successors: F,
) -> DistanceTable
where
    K: FnMut(&N) -> usize,
    F: FnMut(&N) -> I,
    I: IntoIterator<Item = N>,
{
    let mut dist = DistanceTable::blank(n);
    let mut layer: Vec<N> = Vec::new();
    for s in sources {
        let i = index(&s);
        assert!(i < n, "source index {i} is outside the state space 0..{n}");
        if dist[i] == UNREACHED {
            dist[i] = 0;
            layer.push(s);
        }
    }
    // Layer by layer rather than one FIFO queue: the queue never holds more than two layers, and
    // the depth of the layer is the distance to write.
    let mut next: Vec<N> = Vec::new();
    let mut depth: u8 = 0;
    while !layer.is_empty() {
        // Saturates to UNREACHED, which the first write below then refuses.
        depth = depth.saturating_add(1);
        for s in &layer {
            for t in successors(s) {
                let i = index(&t);
                assert!(
                    i < n,
                    "successor index {i} is outside the state space 0..{n}"
                );
                if dist[i] == UNREACHED {
                    assert!(
                        depth != UNREACHED,
                        "a distance exceeds 254, too far for a one-byte table"
                    );
                    dist[i] = depth;
                    next.push(t);
                }
            }
        }
        std::mem::swap(&mut layer, &mut next);
        next.clear();
    }
    DistanceTable::from_distances(dist)
}

#[cfg(test)]
mod tests;
