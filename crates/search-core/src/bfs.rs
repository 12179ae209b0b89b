//! Breadth-first distance tables over a dense state space `0..n`.
//!
//! A puzzle whose states can be numbered `0..n` (by [`crate::permutation`], [`crate::subset`] or plain
//! bit patterns) gets an exact distance to a set of sources for every state with one sweep, stored
//! in one byte per state. That table answers "how far?" in one look-up and, walked down with
//! [`crate::descent`], "which moves?" too.
//!
//! Unlike a hash-map BFS, the table is the visited set: no hashing, no per-state allocation, and
//! the memory is exactly `n` bytes plus the widest layer of the search.
//!
//! Three entry points: [`distances`] for states that are their own index, [`distances_of`] for
//! states kept as values of the caller's (a mask, a packed board) with an `index` to number them,
//! and [`distances_keyed`] for when that `index` (a rank, say) costs more than a move: there the
//! visited set is a bitmap over a cheap sparse key, and only the reached states are indexed.
//! [`distances_keyed_parallel`] is the keyed search with each wide layer shared among threads
//! (the same table in about half the time on two cores, for tables big enough to repay
//! threads), whose states may also be classes of states, such as a puzzle's symmetric
//! positions, each filling the table entries of all its members.

mod parallel;

pub use parallel::distances_keyed_parallel;

/// The distance stored for a state no source can reach.
pub const UNREACHED: u8 = u8::MAX;

/// Exact BFS distances from a set of sources, one byte per state.
///
/// Built by [`distances`], [`distances_of`] or [`distances_keyed`]. A distance is at most 254; [`UNREACHED`] marks states no source reaches.
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
        self.arrange_by_distance(|state| state as u32)
    }

    /// `value(s)` for every reached state `s`, nearest first; states at the same distance in
    /// increasing order, the order of [`states_by_distance`](Self::states_by_distance).
    ///
    /// `value` is called once for each reached state, in increasing order of state, so a caller
    /// whose states are ranks can keep the state itself at hand and step it along (as
    /// [`crate::permutation::next_permutation`] steps a permutation) instead of unranking each.
    ///
    /// ```
    /// use search_core::bfs::distances;
    /// let ring = distances(6, [0], |s| [(s + 1) % 6, (s + 5) % 6]);
    /// assert_eq!(ring.arrange_by_distance(|s| (b'a' + s as u8) as char), ['a', 'b', 'f', 'c', 'e', 'd']);
    /// ```
    pub fn arrange_by_distance<T>(&self, mut value: impl FnMut(usize) -> T) -> Vec<T> {
        // A counting sort: one pass to count, one to place, stable in state order.
        let mut start: Vec<usize> = self
            .counts()
            .iter()
            .scan(0usize, |acc, &c| {
                let here = *acc;
                *acc += usize::try_from(c).unwrap_or(usize::MAX);
                Some(here)
            })
            .collect();
        let total = self.len() - self.unreached();
        let mut order: Vec<Option<T>> = std::iter::repeat_with(|| None).take(total).collect();
        for (state, &d) in self.dist.iter().enumerate() {
            if d != UNREACHED {
                let slot = &mut start[usize::from(d)];
                order[*slot] = Some(value(state));
                *slot += 1;
            }
        }
        order
            .into_iter()
            .map(|v| v.expect("the counts leave a slot for every reached state"))
            .collect()
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
    let mut dist = unreached_table(n);
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

/// Breadth-first search like [`distances_of`], for state spaces whose dense index is costly to
/// compute but which have a cheap sparse *key*: an injective number in `0..keys`, such as the raw
/// bit mask of a subset whose dense index is its rank.
///
/// The visited set is one bit per key (`keys / 8` bytes), so every successor costs one `key` and
/// one bit test, and `index` runs only once per *reached* state, to write its distance. When most successors are already reached, as in the middle
/// and late layers of a puzzle search, that saves most of the indexing: ranking the 8-subsets
/// of 24 cells for rotation-game's table this way halves its build time.
///
/// **Order.** As [`distances_of`]: `successors` runs exactly once for every reached state,
/// nearest first, in discovery order.
///
/// # Panics
/// As [`distances_of`]; also if a key is `>= keys`, or if two states with different keys have
/// the same index (`key` and `index` must number the same states).
///
/// # Example
/// The six 2-subsets of four bits, one move carrying a set bit to an unset place: the key is the
/// mask itself, the index the subset's rank.
/// ```
/// use search_core::bfs::distances_keyed;
/// use search_core::subset;
/// let moves = |&m: &u32| {
///     // Move one set bit to an unset place.
///     (0..4).flat_map(move |from| (0..4).map(move |to| (from, to)))
///         .filter(move |&(from, to)| m >> from & 1 == 1 && m >> to & 1 == 0)
///         .map(move |(from, to)| m ^ (1 << from) ^ (1 << to))
/// };
/// let table = distances_keyed(
///     6,
///     16,
///     [0b0011u32],
///     |&m| m as usize,
///     |&m| subset::rank(m) as usize,
///     moves,
/// );
/// assert_eq!(table.get(subset::rank(0b0011) as usize), Some(0));
/// assert_eq!(table.get(subset::rank(0b1100) as usize), Some(2));
/// assert_eq!(table.counts(), vec![1, 4, 1]);
/// ```
pub fn distances_keyed<N, I, K, X, F>(
    n: usize,
    keys: usize,
    sources: impl IntoIterator<Item = N>,
    mut key: K,
    mut index: X,
    mut successors: F,
) -> DistanceTable
where
    K: FnMut(&N) -> usize,
    X: FnMut(&N) -> usize,
    F: FnMut(&N) -> I,
    I: IntoIterator<Item = N>,
{
    let mut dist = unreached_table(n);
    // Plain words rather than a `BitVec`: in this loop `bitvec`'s indexing measured up to a
    // quarter slower on rotation-game's table.
    let mut seen = vec![0u64; keys.div_ceil(64)];
    let mut first_visit = |s: &N| {
        let k = key(s);
        assert!(k < keys, "key {k} is outside the key space 0..{keys}");
        let w = &mut seen[k / 64];
        let bit = 1u64 << (k % 64);
        // Only a new state writes: an unconditional write makes the next test of the same word
        // wait for this store, which measured slower than the branch.
        let new = *w & bit == 0;
        if new {
            *w |= bit;
        }
        new
    };
    let mut layer: Vec<N> = Vec::new();
    for s in sources {
        if first_visit(&s) {
            layer.push(s);
        }
    }
    let mut next: Vec<N> = Vec::new();
    let mut depth: u8 = 0;
    let mut reached = 0;
    while !layer.is_empty() {
        // The layer is complete: now, and only now, its states are indexed.
        for s in &layer {
            let i = index(s);
            assert!(i < n, "index {i} is outside the state space 0..{n}");
            // Not read first: that read, a likely cache miss, cost a sixth of the whole search.
            // Two keys with one index are caught by the count below.
            dist[i] = depth;
        }
        reached += layer.len();
        for s in &layer {
            for t in successors(s) {
                if first_visit(&t) {
                    next.push(t);
                }
            }
        }
        if !next.is_empty() {
            assert!(
                depth < UNREACHED - 1,
                "a distance exceeds 254, too far for a one-byte table"
            );
        }
        depth += 1;
        std::mem::swap(&mut layer, &mut next);
        next.clear();
    }
    let table = DistanceTable { dist };
    assert_eq!(
        table.len() - table.unreached(),
        reached,
        "two reached states share an index: key and index must number the same states"
    );
    table
}

/// The table of `n` states before the search: all unreached.
fn unreached_table(n: usize) -> Vec<u8> {
    // All three searches promise this limit; [`distances`] needs it for its `u32` frontier.
    assert!(
        u32::try_from(n).is_ok(),
        "a distance table holds at most u32::MAX states"
    );
    vec![UNREACHED; n]
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

    /// `grid3` with every state `s` known by the sparse key `7 s + 3`.
    fn keyed_grid3(sources: &[usize]) -> (DistanceTable, Vec<usize>) {
        let mut expanded = Vec::new();
        let table = distances_keyed(
            9,
            7 * 9 + 3,
            sources.iter().map(|&s| 7 * s + 3),
            |&k| k,
            |&k| (k - 3) / 7,
            |&k| {
                expanded.push((k - 3) / 7);
                grid3((k - 3) / 7).into_iter().map(|t| 7 * t + 3)
            },
        );
        (table, expanded)
    }

    #[test]
    fn keyed_search_gives_the_same_table_and_order_as_the_plain_one() {
        for sources in [vec![0], vec![4, 4], vec![8, 0], vec![]] {
            let mut plain_order = Vec::new();
            let plain = distances_of(
                9,
                sources.iter().copied(),
                |&s| s,
                |&s| {
                    plain_order.push(s);
                    grid3(s)
                },
            );
            let (keyed, keyed_order) = keyed_grid3(&sources);
            assert_eq!(keyed, plain, "sources {sources:?}");
            assert_eq!(keyed_order, plain_order, "sources {sources:?}");
        }
    }

    #[test]
    fn keyed_chain_of_254_fits_and_255_does_not() {
        let chain = |n: usize| move |&s: &usize| if s + 1 < n { vec![s + 1] } else { vec![] };
        let fits = distances_keyed(255, 255, [0], |&s| s, |&s| s, chain(255));
        assert_eq!(fits.get(254), Some(254));
        let too_long =
            std::panic::catch_unwind(|| distances_keyed(256, 256, [0], |&s| s, |&s| s, chain(256)));
        assert!(too_long.is_err());
    }

    #[test]
    #[should_panic(expected = "outside the key space")]
    fn a_key_out_of_range_is_a_bug_in_the_caller() {
        distances_keyed(2, 2, [0usize], |&s| s * 2, |&s| s, |_| [1]);
    }

    #[test]
    #[should_panic(expected = "share an index")]
    fn two_keys_for_one_index_are_a_bug_in_the_caller() {
        // States 0..4 keyed by themselves but indexed modulo 2: 0 and 2 collide.
        distances_keyed(4, 4, [0usize], |&s| s, |&s| s % 2, |&s| [(s + 1) % 4]);
    }

    /// A pseudo-random sparse graph on `n` states (each with up to four successors), keyed by
    /// `3 s + 1`: big enough that split layers race for shared successors.
    fn random_graph(n: usize, seed: u64) -> Vec<Vec<usize>> {
        let mut x = seed | 1;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        (0..n)
            .map(|_| {
                (0..next() % 5)
                    .map(|_| (next() % n as u64) as usize)
                    .collect()
            })
            .collect()
    }

    #[test]
    fn parallel_search_gives_the_serial_table_with_any_split() {
        for seed in 1..=20 {
            let g = random_graph(3000, seed);
            let serial = distances_keyed(
                3000,
                9001,
                [1usize, 4],
                |&k| k,
                |&k| (k - 1) / 3,
                |&k| {
                    g[(k - 1) / 3]
                        .iter()
                        .map(|&t| 3 * t + 1)
                        .collect::<Vec<_>>()
                },
            );
            for (threads, min_chunk) in [(1, 1), (2, 1), (3, 7), (4, 100), (2, 4096)] {
                let expanded = std::sync::Mutex::new(Vec::new());
                let table = parallel::split_search(
                    3000,
                    9001,
                    [1usize, 4],
                    (
                        &|&k: &usize| k,
                        &|&k: &usize| [(k - 1) / 3],
                        &|&k: &usize| {
                            expanded.lock().unwrap().push((k - 1) / 3);
                            g[(k - 1) / 3]
                                .iter()
                                .map(|&t| 3 * t + 1)
                                .collect::<Vec<_>>()
                        },
                    ),
                    threads,
                    min_chunk,
                );
                let label = format!("seed {seed}, {threads} threads, chunks of {min_chunk}");
                assert_eq!(table, serial, "{label}");
                // Every reached state expanded exactly once.
                let expanded = expanded.into_inner().unwrap();
                let mut states = expanded.clone();
                states.sort_unstable();
                states.dedup();
                assert_eq!(states.len(), expanded.len(), "{label}: a state twice");
                assert_eq!(states.len(), 3000 - serial.unreached(), "{label}");
            }
        }
    }

    #[test]
    fn classes_fill_the_table_of_all_their_members() {
        // A random graph made symmetric under the mirror s -> 5999 - s (every edge has its
        // mirror image), searched by classes {s, mirror(s)} known by their smaller member.
        let mirror = |s: usize| 5999 - s;
        let class = |s: usize| s.min(mirror(s));
        for seed in 1..=10 {
            let half = random_graph(6000, seed);
            let mut g = vec![Vec::new(); 6000];
            for (a, out) in half.iter().enumerate() {
                for &b in out {
                    g[a].push(b);
                    g[mirror(a)].push(mirror(b));
                }
            }
            let plain = distances(6000, [7, mirror(7)], |s| g[s].clone());
            for (threads, min_chunk) in [(1, 1), (2, 1), (3, 5)] {
                let table = parallel::split_search(
                    6000,
                    6000,
                    [class(7)],
                    (
                        &|&c: &usize| c,
                        &|&c: &usize| [c, mirror(c)],
                        &|&c: &usize| g[c].iter().map(|&t| class(t)).collect::<Vec<_>>(),
                    ),
                    threads,
                    min_chunk,
                );
                assert_eq!(table, plain, "seed {seed}, {threads} threads");
            }
        }
    }

    #[test]
    fn parallel_chain_of_254_fits_and_255_does_not() {
        let chain = |n: usize| move |&s: &usize| if s + 1 < n { vec![s + 1] } else { vec![] };
        let fits = distances_keyed_parallel(255, 255, [0], |&s| s, |&s| [s], chain(255));
        assert_eq!(fits.get(254), Some(254));
        assert_eq!(fits.as_slice(), (0..255).collect::<Vec<u8>>());
        let too_long = std::panic::catch_unwind(|| {
            distances_keyed_parallel(256, 256, [0], |&s| s, |&s| [s], chain(256))
        });
        assert!(too_long.is_err());
    }

    #[test]
    #[should_panic(expected = "outside the key space")]
    fn a_key_out_of_range_on_another_thread_keeps_its_message() {
        // Two states per layer and chunks of one: the second state of layer 1 is expanded on a
        // spawned thread, and its successor's key is out of range.
        parallel::split_search(
            8,
            8,
            [0usize],
            (&|&s: &usize| s, &|&s: &usize| [s], &|&s: &usize| match s {
                0 => vec![1, 2],
                2 => vec![99],
                _ => vec![],
            }),
            2,
            1,
        );
    }

    #[test]
    #[should_panic(expected = "share an index")]
    fn parallel_search_catches_two_keys_for_one_index() {
        distances_keyed_parallel(4, 4, [0usize], |&s| s, |&s| [s % 2], |&s| [(s + 1) % 4]);
    }
}
