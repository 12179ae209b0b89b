//! Breadth-first distance tables over a dense state space `0..n`.
//!
//! A puzzle whose states can be numbered `0..n` (by [`crate::permutation`], [`crate::subset`] or plain
//! bit patterns) gets an exact distance to a set of sources for every state with one sweep, stored
//! in one byte per state. That table answers "how far?" in one look-up and, walked down with
//! [`crate::descent`], "which moves?" too.
//!
//! Unlike a hash-map BFS, the table is the visited set: no hashing, no per-state allocation, and
//! the memory is exactly `n` bytes plus the widest layer of the search.

/// The distance stored for a state no source can reach.
pub const UNREACHED: u8 = u8::MAX;

/// Exact BFS distances from a set of sources, one byte per state.
///
/// Built by [`distances`]. A distance is at most 254; [`UNREACHED`] marks states no source reaches.
#[derive(Clone, PartialEq, Eq)]
pub struct DistanceTable {
    dist: Vec<u8>,
}

impl std::fmt::Debug for DistanceTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DistanceTable")
            .field("len", &self.dist.len())
            .field("counts", &self.counts())
            .field("unreached", &self.unreached())
            .finish()
    }
}

impl DistanceTable {
    /// The number of states, `n`.
    pub fn len(&self) -> usize {
        self.dist.len()
    }

    /// Whether the state space is empty.
    pub fn is_empty(&self) -> bool {
        self.dist.is_empty()
    }

    /// The distance of `state` from the nearest source, or `None` if no source reaches it.
    ///
    /// # Panics
    /// If `state >= self.len()`.
    ///
    /// ```
    /// use search_core::bfs::distances;
    /// // A path graph 0 - 1 - 2, and an isolated state 3.
    /// let table = distances(4, [0], |s| match s { 0 => vec![1], 1 => vec![0, 2], 2 => vec![1], _ => vec![] });
    /// assert_eq!(table.get(2), Some(2));
    /// assert_eq!(table.get(3), None);
    /// ```
    #[inline]
    pub fn get(&self, state: usize) -> Option<u8> {
        match self.dist[state] {
            UNREACHED => None,
            d => Some(d),
        }
    }

    /// The raw table: `as_slice()[s]` is the distance of `s`, or [`UNREACHED`].
    ///
    /// ```
    /// use search_core::{bfs::distances, UNREACHED};
    /// let table = distances(3, [1], |s| if s == 1 { vec![2] } else { vec![] });
    /// assert_eq!(table.as_slice(), &[UNREACHED, 0, 1]);
    /// ```
    pub fn as_slice(&self) -> &[u8] {
        &self.dist
    }

    /// The largest distance of any reached state, or `None` if nothing is reached.
    ///
    /// ```
    /// use search_core::bfs::distances;
    /// let ring = distances(6, [0], |s| [(s + 1) % 6, (s + 5) % 6]);
    /// assert_eq!(ring.max_distance(), Some(3));
    /// ```
    pub fn max_distance(&self) -> Option<u8> {
        self.dist.iter().copied().filter(|&d| d != UNREACHED).max()
    }

    /// How many states lie at each distance `0..=max_distance()`.
    ///
    /// ```
    /// use search_core::bfs::distances;
    /// let ring = distances(6, [0], |s| [(s + 1) % 6, (s + 5) % 6]);
    /// assert_eq!(ring.counts(), vec![1, 2, 2, 1]);
    /// ```
    pub fn counts(&self) -> Vec<u64> {
        let mut counts = vec![0u64; usize::from(self.max_distance().map_or(0, |d| d + 1))];
        for &d in &self.dist {
            if d != UNREACHED {
                counts[usize::from(d)] += 1;
            }
        }
        counts
    }

    /// How many states no source reaches.
    ///
    /// ```
    /// use search_core::bfs::distances;
    /// let table = distances(5, [0], |s| if s < 2 { vec![s + 1] } else { vec![] });
    /// assert_eq!(table.unreached(), 2);
    /// ```
    pub fn unreached(&self) -> usize {
        self.dist.iter().filter(|&&d| d == UNREACHED).count()
    }

    /// Every reached state, nearest first; states at the same distance in increasing order.
    ///
    /// Useful to scan for "the nearest state that satisfies a predicate" when the predicate
    /// matches many states: the scan stops at the first hit, which is then a nearest one.
    ///
    /// ```
    /// use search_core::bfs::distances;
    /// let ring = distances(6, [0], |s| [(s + 1) % 6, (s + 5) % 6]);
    /// assert_eq!(ring.states_by_distance(), vec![0, 1, 5, 2, 4, 3]);
    /// ```
    pub fn states_by_distance(&self) -> Vec<u32> {
        // A counting sort: one pass to count, one to place, stable in state order.
        let counts = self.counts();
        let mut start: Vec<usize> = counts
            .iter()
            .scan(0usize, |acc, &c| {
                let here = *acc;
                *acc += usize::try_from(c).unwrap_or(usize::MAX);
                Some(here)
            })
            .collect();
        let total = self.len() - self.unreached();
        let mut order = vec![0u32; total];
        for (state, &d) in self.dist.iter().enumerate() {
            if d != UNREACHED {
                let slot = &mut start[usize::from(d)];
                order[*slot] = state as u32;
                *slot += 1;
            }
        }
        order
    }
}

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
    assert!(
        u32::try_from(n).is_ok(),
        "a distance table holds at most u32::MAX states"
    );
    let mut dist = vec![UNREACHED; n];
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
    DistanceTable { dist }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 3 × 3 grid graph, states numbered row by row.
    fn grid3(s: usize) -> Vec<usize> {
        let (r, c) = (s / 3, s % 3);
        let mut out = Vec::new();
        if r > 0 {
            out.push(s - 3);
        }
        if r < 2 {
            out.push(s + 3);
        }
        if c > 0 {
            out.push(s - 1);
        }
        if c < 2 {
            out.push(s + 1);
        }
        out
    }

    #[test]
    fn grid_distances_from_a_corner_are_manhattan_distances() {
        let table = distances(9, [0], grid3);
        // Hand-computed: |r| + |c| from (0, 0).
        assert_eq!(table.as_slice(), &[0, 1, 2, 1, 2, 3, 2, 3, 4]);
        assert_eq!(table.counts(), vec![1, 2, 3, 2, 1]);
        assert_eq!(table.max_distance(), Some(4));
        assert_eq!(table.unreached(), 0);
    }

    #[test]
    fn many_sources_take_the_nearest() {
        // From two opposite corners, the anti-diagonal is 2 away from both.
        let table = distances(9, [0, 8], grid3);
        assert_eq!(table.as_slice(), &[0, 1, 2, 1, 2, 1, 2, 1, 0]);
    }

    #[test]
    fn duplicate_sources_are_harmless() {
        let table = distances(9, [4, 4, 4], grid3);
        assert_eq!(table.as_slice(), &[2, 1, 2, 1, 0, 1, 2, 1, 2]);
    }

    #[test]
    fn directed_edges_are_followed_one_way_only() {
        // 0 -> 1 -> 2, and 3 -> 0: nothing reaches 3 from 0.
        let table = distances(4, [0], |s| match s {
            0 => vec![1],
            1 => vec![2],
            3 => vec![0],
            _ => vec![],
        });
        assert_eq!(table.as_slice(), &[0, 1, 2, UNREACHED]);
        assert_eq!(table.get(3), None);
        assert_eq!(table.states_by_distance(), vec![0, 1, 2]);
    }

    #[test]
    fn every_reached_state_is_expanded_once_nearest_first() {
        let mut expanded = Vec::new();
        let table = distances_of(
            9,
            [4usize, 4],
            |&s| s,
            |&s| {
                expanded.push(s);
                grid3(s)
            },
        );
        let mut sorted = expanded.clone();
        sorted.sort();
        assert_eq!(sorted, (0..9).collect::<Vec<_>>());
        // From the centre: itself, the four edges in discovery order (up, down, left, right), corners.
        assert_eq!(expanded, [4, 1, 7, 3, 5, 0, 2, 6, 8]);
        let depths: Vec<u8> = expanded.iter().map(|&s| table.get(s).unwrap()).collect();
        assert!(depths.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn no_sources_reach_nothing() {
        let table = distances(3, [], grid3);
        assert_eq!(table.unreached(), 3);
        assert_eq!(table.max_distance(), None);
        assert!(table.counts().is_empty());
        assert!(table.states_by_distance().is_empty());
    }

    #[test]
    fn a_chain_of_254_fits_and_255_does_not() {
        let chain = |s: usize| if s + 1 < 300 { vec![s + 1] } else { vec![] };
        let fits = distances(255, [0], |s| chain(s).into_iter().filter(|&t| t < 255));
        assert_eq!(fits.get(254), Some(254));
        let too_long = std::panic::catch_unwind(|| distances(300, [0], chain));
        assert!(too_long.is_err());
    }

    #[test]
    #[should_panic(expected = "outside the state space")]
    fn a_successor_out_of_range_is_a_bug_in_the_caller() {
        distances(2, [0], |_| [5]);
    }
}
