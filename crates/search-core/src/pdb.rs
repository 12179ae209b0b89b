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

/// The most tiles a table can track: placements are kept as five bits per tile in a `u64`.
pub const MAX_TRACKED: usize = 12;

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

/// The exact distance to the goal of every placement of the tracked tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternDb {
    cells: usize,
    tracked: usize,
    /// `tracked!`, the orders within one set of occupied cells.
    orders: usize,
    table: DistanceTable,
}

impl PatternDb {
    /// The table for tiles whose goal cells are `goal` (tile `i` of the abstraction belongs in
    /// `goal[i]`), on a puzzle of `cells` cells with `moves`: a breadth-first search from the
    /// goal placement backwards (each move undone), free moves widening a layer and the others
    /// starting the next, so the distance is the least total cost *to* the goal.
    ///
    /// Costs `placements(cells, k)` bytes and one pass over the placements with every move.
    ///
    /// # Panics
    /// If `cells > 32`, the goal cells repeat or lie outside the board, more than
    /// [`MAX_TRACKED`] tiles are tracked, a move has the wrong length, the table would exceed
    /// `u32::MAX` entries, or a distance exceeds 254.
    pub fn build(cells: usize, goal: &[u8], moves: &[CellMove]) -> PatternDb {
        let tracked = goal.len();
        assert!(cells <= 32, "at most 32 cells");
        assert!(tracked <= MAX_TRACKED.min(cells), "too many tracked tiles");
        assert!(
            moves.iter().all(|m| m.to.len() == cells),
            "a move of the wrong size"
        );
        let mut db = PatternDb {
            cells,
            tracked,
            orders: permutation::factorial(tracked) as usize,
            table: DistanceTable::from_distances(Vec::new()),
        };
        let mut dist = DistanceTable::blank(placements(cells, tracked));
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
        let start = pack(goal);
        dist[db.index(goal)] = 0;
        let mut layer = vec![start];
        let mut next = Vec::new();
        let mut depth = 0u8;
        let mut positions = [0u8; MAX_TRACKED];
        while !layer.is_empty() {
            // The layer grows while it is read: free moves reach more states at this depth. A
            // state first reached by a paid move and then by a free one is lowered to this depth
            // and read again here; its stale copy in `next` is skipped there.
            let mut i = 0;
            while i < layer.len() {
                let s = layer[i];
                i += 1;
                unpack(s, &mut positions[..tracked]);
                if dist[db.index(&positions[..tracked])] != depth {
                    continue;
                }
                for (from, cost) in &back {
                    let mut moved = [0u8; MAX_TRACKED];
                    for (m, &p) in moved.iter_mut().zip(&positions[..tracked]) {
                        *m = from[usize::from(p)];
                    }
                    let j = db.index(&moved[..tracked]);
                    let d = depth.saturating_add(*cost);
                    if dist[j] == UNREACHED || d < dist[j] {
                        assert!(d != UNREACHED, "a distance exceeds 254");
                        dist[j] = d;
                        if *cost == 0 {
                            layer.push(pack(&moved[..tracked]));
                        } else {
                            next.push(pack(&moved[..tracked]));
                        }
                    }
                }
            }
            std::mem::swap(&mut layer, &mut next);
            next.clear();
            depth = depth.saturating_add(1);
        }
        db.table = DistanceTable::from_distances(dist);
        db
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

    /// The rank of a placement: `positions[i]` is the cell of tracked tile `i`. The occupied
    /// cells rank as a subset, the tiles' order among them as a permutation.
    #[inline]
    pub fn index(&self, positions: &[u8]) -> usize {
        debug_assert_eq!(positions.len(), self.tracked);
        let mut mask = 0u32;
        for &p in positions {
            debug_assert!(usize::from(p) < self.cells);
            mask |= 1 << p;
        }
        let mut order = [0u8; MAX_TRACKED];
        for (o, &p) in order.iter_mut().zip(positions) {
            *o = (mask & ((1u32 << p) - 1)).count_ones() as u8;
        }
        subset::rank(mask) as usize * self.orders
            + permutation::rank(&order[..self.tracked]) as usize
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

fn pack(positions: &[u8]) -> u64 {
    positions
        .iter()
        .enumerate()
        .fold(0, |x, (i, &p)| x | u64::from(p) << (5 * i))
}

fn unpack(x: u64, out: &mut [u8]) {
    for (i, p) in out.iter_mut().enumerate() {
        *p = (x >> (5 * i) & 31) as u8;
    }
}

#[cfg(test)]
mod tests;
