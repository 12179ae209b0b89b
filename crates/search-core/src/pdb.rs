//! Pattern databases: the exact distance of an abstraction of a permutation puzzle, in which only
//! some tiles are told apart, kept as a table and read as an admissible heuristic for IDA*.
//!
//! The classic construction. Track `k` of the tiles of a puzzle whose moves permute `n` cells
//! (`n ≤ 32`) and forget the others: a state of the abstraction is where the tracked tiles stand,
//! one of `n! / (n - k)!` placements. Any move sequence that solves the whole puzzle brings the
//! tracked tiles home too, so the abstraction's distance never exceeds the real one. The table
//! holds that distance for every placement, found by one breadth-first search from the goal
//! placement, and ranked compactly: the set of occupied cells by [`crate::subset`], the order of
//! the tracked tiles within it by [`crate::permutation`].
//!
//! Combining tables keeps the bound admissible in two ways:
//!
//! - the **maximum** of any tables (several tile sets, or one table looked up on several states
//!   that a symmetry of the puzzle makes equally far from the goal);
//! - the **sum** of tables that count disjoint sets of moves. Each move has a cost of 0 or 1 here:
//!   a table that counts only some moves (the others free) bounds how many of *those* moves a
//!   solution needs, so tables counting disjoint move sets add up.
//!
//! # Example
//! Five cells in a row, a move swaps two neighbours. Tracking tiles 0 and 1 (home in cells 0
//! and 1), from cells 3 and 4 each must walk three cells left: six swaps.
//! ```
//! use search_core::pdb::{CellMove, PatternDb};
//! let swaps: Vec<CellMove> = (0..4)
//!     .map(|i| {
//!         let mut to: Vec<u8> = (0..5).collect();
//!         to.swap(i, i + 1);
//!         CellMove::new(to, 1)
//!     })
//!     .collect();
//! let db = PatternDb::build(5, &[0, 1], &swaps);
//! assert_eq!(db.len(), 5 * 4);
//! assert_eq!(db.distance(&[3, 4]), Some(6));
//! assert_eq!(db.distance(&[1, 0]), Some(1));
//! // Counting only the swaps of cells 0 and 1 (the others free), one swap there is needed
//! // whenever tile 0 is not in cell 0: a bound on a disjoint set of moves from the rest.
//! let left: Vec<CellMove> = swaps
//!     .iter()
//!     .enumerate()
//!     .map(|(i, m)| CellMove::new(m.to().to_vec(), u8::from(i == 0)))
//!     .collect();
//! let db = PatternDb::build(5, &[0, 1], &left);
//! assert_eq!(db.distance(&[3, 4]), Some(1));
//! ```

use crate::permutation;
use crate::subset;
use crate::table::{DistanceTable, UNREACHED};

/// The most tiles a table can track.
pub const MAX_TRACKED: usize = 12;

/// The longest sparse key searched (a table of `2^SPARSE_BITS` bytes while it searches); past
/// it the search keys placements by rank.
const SPARSE_BITS: usize = 28;

/// Whether the search keys placements by their cells side by side, in `key_bits` bits: quicker
/// to expand than a rank, but only while the key fits in `sparse_bits` and the table of keys is
/// at most 16 times the `placements` (7 tiles on 9 cells would be 2^28 keys for 181,440
/// placements, a table that is mostly waste).
fn sparse_key(key_bits: usize, sparse_bits: usize, placements: usize) -> bool {
    key_bits <= sparse_bits && 1usize << key_bits <= 16 * placements
}

/// A move as a map of cells: the tile in cell `p` goes to cell `to[p]`; it costs 0 or 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellMove {
    to: Vec<u8>,
    cost: u8,
}

impl CellMove {
    /// The move sending cell `p`'s tile to `to[p]`, at `cost` (0 or 1).
    ///
    /// # Panics
    /// If `to` is not a permutation of `0..to.len()`, or `cost > 1`.
    pub fn new(to: Vec<u8>, cost: u8) -> CellMove {
        let mut seen = vec![false; to.len()];
        for &q in &to {
            assert!(
                usize::from(q) < to.len() && !seen[usize::from(q)],
                "a move must permute the cells: {to:?}"
            );
            seen[usize::from(q)] = true;
        }
        assert!(cost <= 1, "a move costs 0 or 1, not {cost}");
        CellMove { to, cost }
    }

    /// Where each cell's tile goes.
    pub fn to(&self) -> &[u8] {
        &self.to
    }

    /// What the move costs: 0 (free) or 1.
    pub fn cost(&self) -> u8 {
        self.cost
    }
}

/// The number of placements of `tracked` distinct tiles on `cells` cells: `cells! / (cells - tracked)!`.
///
/// ```
/// assert_eq!(search_core::pdb::placements(16, 6), 5_765_760);
/// ```
pub fn placements(cells: usize, tracked: usize) -> usize {
    (cells - tracked + 1..=cells).product()
}

/// Whether [`PatternDb::build`] searches `tracked` tiles on `cells` cells the quick way (keyed
/// by the cells side by side) rather than by rank, which unranks every placement to expand it:
/// several times slower, so a caller choosing how many tiles to track may stop short of it.
///
/// ```
/// use search_core::pdb::quick_to_build;
/// assert!(quick_to_build(16, 7)); // 4 bits a cell, 28 bits a key
/// assert!(!quick_to_build(16, 8));
/// assert!(!quick_to_build(20, 6)); // 5 bits a cell
/// ```
pub fn quick_to_build(cells: usize, tracked: usize) -> bool {
    sparse_key(
        cell_bits(cells) * tracked,
        SPARSE_BITS,
        placements(cells, tracked),
    )
}

/// The bits of a cell number on a puzzle of `cells` cells.
fn cell_bits(cells: usize) -> usize {
    (usize::BITS - (cells - 1).max(1).leading_zeros()) as usize
}

/// The exact distance to the goal of every placement of the tracked tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternDb {
    cells: usize,
    tracked: usize,
    table: DistanceTable,
}

impl PatternDb {
    /// The table for tiles whose goal cells are `goal` (tile `i` of the abstraction belongs in
    /// `goal[i]`), on a puzzle of `cells` cells with `moves`: a breadth-first search from the
    /// goal placement backwards (each move undone), free moves widening a layer and the others
    /// starting the next, so the distance is the least total cost *to* the goal.
    ///
    /// Costs `placements(cells, k)` bytes, and while it searches `2^(b k)` bytes more, where `b`
    /// is the bits of a cell number (`cells` rounded up to a power of two is `2^b`), when that is
    /// at most 2^28 and at most 16 times the placements: the search keys a placement by its cells side by side, so a successor is a
    /// few shifts, and ranks each placement once at the end. Past that it keys placements by
    /// rank, slower (each is unranked to expand it) but in no more memory than the table.
    ///
    /// # Panics
    /// If `cells > 32`, the goal cells repeat or lie outside the board, more than
    /// [`MAX_TRACKED`] tiles are tracked, a move has the wrong length, the table would exceed
    /// `u32::MAX` entries, or a distance exceeds 254.
    pub fn build(cells: usize, goal: &[u8], moves: &[CellMove]) -> PatternDb {
        PatternDb::build_keyed(cells, goal, moves, SPARSE_BITS)
    }

    /// [`build`](Self::build) with sparse keys of up to `sparse_bits` bits.
    fn build_keyed(cells: usize, goal: &[u8], moves: &[CellMove], sparse_bits: usize) -> PatternDb {
        let tracked = goal.len();
        assert!(cells <= 32, "at most 32 cells");
        assert!(tracked <= MAX_TRACKED.min(cells), "too many tracked tiles");
        assert!(
            moves.iter().all(|m| m.to.len() == cells),
            "a move of the wrong size"
        );
        let bits = cell_bits(cells);
        // Backwards: the tile that a move sends from p to q comes back from q to p.
        let back: Vec<(Vec<u8>, u8)> = moves
            .iter()
            .map(|m| {
                let mut from = vec![0u8; cells];
                for (p, &q) in m.to.iter().enumerate() {
                    from[usize::from(q)] = p as u8;
                }
                (from, m.cost)
            })
            .collect();
        let len = placements(cells, tracked);
        let dist = if sparse_key(bits * tracked, sparse_bits, len) {
            // Keyed by the cells side by side: a successor is a few shifts, and each placement
            // is ranked once, at the end.
            let low = (1u32 << bits) - 1;
            let key = |positions: &[u8]| {
                positions
                    .iter()
                    .enumerate()
                    .fold(0u32, |x, (i, &p)| x | u32::from(p) << (bits * i))
            };
            let sparse = search(1 << (bits * tracked), key(goal), |s, visit| {
                for (from, cost) in &back {
                    let mut t = 0u32;
                    for j in 0..tracked {
                        let p = (s >> (bits * j)) & low;
                        t |= u32::from(from[p as usize]) << (bits * j);
                    }
                    visit(t, *cost);
                }
            });
            let mut dist = DistanceTable::blank(len);
            let mut positions = [0u8; MAX_TRACKED];
            for (key, &d) in sparse.iter().enumerate() {
                if d != UNREACHED {
                    for (i, p) in positions[..tracked].iter_mut().enumerate() {
                        *p = (key as u32 >> (bits * i) & low) as u8;
                    }
                    dist[index(&positions[..tracked])] = d;
                }
            }
            dist
        } else {
            // Too many tiles for a sparse key: keyed by rank, each state unranked to expand.
            search(len, index(goal) as u32, |r, visit| {
                let mut positions = [0u8; MAX_TRACKED];
                unrank(r as usize, &mut positions[..tracked]);
                for (from, cost) in &back {
                    let mut moved = [0u8; MAX_TRACKED];
                    for (m, &p) in moved.iter_mut().zip(&positions[..tracked]) {
                        *m = from[usize::from(p)];
                    }
                    visit(index(&moved[..tracked]) as u32, *cost);
                }
            })
        };
        PatternDb {
            cells,
            tracked,
            table: DistanceTable::from_distances(dist),
        }
    }

    /// The number of placements, the table's length.
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// Whether the table is empty (never, once built).
    pub fn is_empty(&self) -> bool {
        self.table.is_empty()
    }

    /// The number of tracked tiles.
    pub fn tracked(&self) -> usize {
        self.tracked
    }

    /// The table itself, indexed by [`index`](Self::index).
    pub fn table(&self) -> &DistanceTable {
        &self.table
    }

    /// The rank of a placement, [`index`]: `positions[i]` is the cell of tracked tile `i`.
    #[inline]
    pub fn index(&self, positions: &[u8]) -> usize {
        debug_assert_eq!(positions.len(), self.tracked);
        debug_assert!(positions.iter().all(|&p| usize::from(p) < self.cells));
        index(positions)
    }

    /// The least cost from the placement `positions` to the goal, or `None` if it cannot reach
    /// the goal.
    #[inline]
    pub fn distance(&self, positions: &[u8]) -> Option<u8> {
        self.table.get(self.index(positions))
    }

    /// The distance, read without the bounds check of [`distance`](Self::distance) on the
    /// stored byte ([`UNREACHED`] for a placement that cannot reach the goal): the inner loop
    /// of a search.
    #[inline]
    pub fn raw(&self, positions: &[u8]) -> u8 {
        self.table.as_slice()[self.index(positions)]
    }
}

/// The rank of a placement of `positions.len()` tiles (`positions[i]`: the cell of tile `i`, all
/// distinct, below 32) among all placements on as many cells as the largest needs: the occupied
/// cells rank as a subset (as [`subset::rank`] does), the tiles' order among them as a
/// permutation (as [`permutation::rank`] does; a test checks both). Placements on `n` cells take exactly the ranks
/// `0..placements(n, k)`, whatever `n`.
///
/// ```
/// use search_core::pdb::{index, placements};
/// assert_eq!(index(&[0, 1]), 0);
/// assert_eq!(index(&[1, 0]), 1);
/// assert_eq!(index(&[3, 2]), placements(4, 2) - 1);
/// ```
#[inline]
pub fn index(positions: &[u8]) -> usize {
    // Both ranks come from comparisons alone (no population count, which the baseline x86-64
    // target lacks): tile i is the `below`-th smallest occupied cell, so the subset's rank adds
    // C(cell, below + 1); and the Lehmer digit of the tiles' order counts the later tiles in
    // smaller cells. Up to eight tiles, the comparisons with every other tile are made at once,
    // a byte per tile in one word.
    let k = positions.len();
    let mut subset_rank = 0usize;
    let mut order_rank = 0usize;
    if k <= 8 {
        const ONES: u64 = 0x0101_0101_0101_0101;
        const HIGH: u64 = 0x8080_8080_8080_8080;
        let packed = positions
            .iter()
            .enumerate()
            .fold(0u64, |x, (j, &p)| x | u64::from(p) << (8 * j));
        let used = if k == 8 {
            HIGH
        } else {
            HIGH & ((1u64 << (8 * k)) - 1)
        };
        // Cells are below 32, so no byte borrows from the next.
        let plus_one = packed + ONES;
        for (i, &p) in positions.iter().enumerate() {
            let less = (((u64::from(p) * ONES) | HIGH) - plus_one) & used;
            let count = |bits: u64| ((bits >> 7).wrapping_mul(ONES) >> 56) as u32;
            let later = less & u64::MAX.checked_shl(8 * (i as u32 + 1)).unwrap_or(0);
            subset_rank += subset::binomial(u32::from(p), count(less) + 1) as usize;
            order_rank += count(later) as usize * permutation::factorial(k - 1 - i) as usize;
        }
    } else {
        for (i, &p) in positions.iter().enumerate() {
            let mut below = 0u32;
            let mut later_below = 0usize;
            for (j, &q) in positions.iter().enumerate() {
                below += u32::from(q < p);
                later_below += usize::from(j > i && q < p);
            }
            subset_rank += subset::binomial(u32::from(p), below + 1) as usize;
            order_rank += later_below * permutation::factorial(k - 1 - i) as usize;
        }
    }
    subset_rank * permutation::factorial(k) as usize + order_rank
}

/// The placement of rank `rank` (of `out.len()` tiles), the inverse of [`index`].
fn unrank(rank: usize, out: &mut [u8]) {
    let k = out.len();
    let orders = permutation::factorial(k) as usize;
    let mut order = [0u8; MAX_TRACKED];
    permutation::unrank((rank % orders) as u64, &mut order[..k]);
    let mut cells = subset::unrank((rank / orders) as u32, k as u32);
    let mut sorted = [0u8; MAX_TRACKED];
    for slot in &mut sorted[..k] {
        *slot = cells.trailing_zeros() as u8;
        cells &= cells - 1;
    }
    for (p, &o) in out.iter_mut().zip(&order[..k]) {
        *p = sorted[usize::from(o)];
    }
}

/// The breadth-first search itself over keys `0..len`, from `start`: `expand(key, visit)` calls
/// `visit(next, cost)` for each move. Free moves widen a layer, the others start the next.
fn search(len: usize, start: u32, expand: impl Fn(u32, &mut dyn FnMut(u32, u8))) -> Vec<u8> {
    let mut dist = DistanceTable::blank(len);
    dist[start as usize] = 0;
    let mut layer = vec![start];
    let mut next = Vec::new();
    let mut depth = 0u8;
    while !layer.is_empty() {
        // The layer grows while it is read: free moves reach more states at this depth. A state
        // first reached by a paid move and then by a free one is lowered to this depth and read
        // again here; its stale copy in `next` is skipped there.
        let mut i = 0;
        while i < layer.len() {
            let s = layer[i];
            i += 1;
            if dist[s as usize] != depth {
                continue;
            }
            expand(s, &mut |t, cost| {
                let d = depth.saturating_add(cost);
                let old = dist[t as usize];
                if old == UNREACHED || d < old {
                    assert!(d != UNREACHED, "a distance exceeds 254");
                    dist[t as usize] = d;
                    if cost == 0 {
                        layer.push(t);
                    } else {
                        next.push(t);
                    }
                }
            });
        }
        std::mem::swap(&mut layer, &mut next);
        next.clear();
        depth = depth.saturating_add(1);
    }
    dist
}

#[cfg(test)]
mod tests;
