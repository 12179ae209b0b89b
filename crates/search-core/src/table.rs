//! [`DistanceTable`]: one byte per state, the exact distance every breadth-first search here fills.
//!
//! A table is read by index (`get`), summed up (`counts`, `max_distance`), or listed in order of
//! distance (`states_by_distance`, `arrange_by_distance`) for a scan that wants the nearest
//! state with some property. It is built only by the searches in [`crate::bfs`], at run time or
//! by a build script whose bytes the binary embeds ([`DistanceTable::built_in`]).

use std::borrow::Cow;

/// The distance stored for a state no source can reach.
pub const UNREACHED: u8 = u8::MAX;

/// Exact BFS distances from a set of sources, one byte per state.
///
/// Built by [`crate::bfs::distances`], [`crate::bfs::distances_of`] or
/// [`crate::bfs::distances_keyed`], or embedded in a binary by a build script that ran one of
/// them ([`DistanceTable::built_in`]). A distance is at most 254; [`UNREACHED`] marks states no
/// source reaches.
#[derive(Clone, PartialEq, Eq)]
pub struct DistanceTable {
    /// Owned when searched at run time, borrowed when built into the binary.
    dist: Cow<'static, [u8]>,
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
    /// The table of `n` states before a search: all unreached.
    ///
    /// # Panics
    /// If `n` exceeds `u32::MAX`: every search numbers its frontier in `u32`s.
    pub(crate) fn blank(n: usize) -> Vec<u8> {
        assert!(
            u32::try_from(n).is_ok(),
            "a distance table holds at most u32::MAX states"
        );
        vec![UNREACHED; n]
    }

    /// The table a search filled.
    pub(crate) fn from_distances(dist: Vec<u8>) -> DistanceTable {
        DistanceTable {
            dist: Cow::Owned(dist),
        }
    }

    /// The table whose distances are `dist`, the bytes of [`DistanceTable::as_slice`] of a table
    /// that a build script searched and the binary embeds (`include_bytes!`): ready before `main`,
    /// with nothing to build or copy. Whoever embeds a table should test it against a fresh
    /// search, since these bytes are taken as they are.
    ///
    /// ```
    /// use search_core::DistanceTable;
    /// static BYTES: [u8; 3] = [0, 1, search_core::UNREACHED];
    /// let table = DistanceTable::built_in(&BYTES);
    /// assert_eq!((table.get(1), table.get(2)), (Some(1), None));
    /// ```
    pub const fn built_in(dist: &'static [u8]) -> DistanceTable {
        DistanceTable {
            dist: Cow::Borrowed(dist),
        }
    }

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
        for &d in self.dist.iter() {
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
        let mut order: Vec<Option<T>> = std::iter::repeat_with(|| None)
            .take(self.len() - self.unreached())
            .collect();
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
