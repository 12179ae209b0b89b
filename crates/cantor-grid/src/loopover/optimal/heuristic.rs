//! The lower bound the search prunes with: pattern databases of a block of tiles
//! ([`search_core::pdb`]), looked up on every translation of the board (and on a square board
//! its transpose too), each counting all moves, only row moves, or only column moves.
//!
//! A symmetry `g` of the torus (a translation, the transposition of a square) conjugates the
//! moves into moves and leaves the solved board fixed, so `g a g⁻¹` is as far from solved as
//! `a`: the block's tiles in it are the tiles `g⁻¹(b)` of `a`, at the cells `g(p)`. One table
//! thus bounds the distance of every translated (and transposed) copy of the block. Three bounds
//! are kept: the largest all-moves entry; and the largest row-moves entry plus the largest
//! column-moves entry, which add up because every move is a row move or a column move (a
//! transposition swaps the two). With stars, only the copies whose tiles are all named count.

use std::cell::Cell;
use std::path::Path;

use search_core::pdb::{PatternDb, placements, quick_to_build};

use crate::loopover::optimal::board::Board;
use crate::loopover::optimal::rank::Lex;
use crate::loopover::optimal::stored;
use crate::loopover::optimal::walking::Walking;
use crate::loopover::shape::{Metric, Shape};

mod build;

/// The largest block table built, in entries: the block is as large as fits, within
/// `SLOW_LIMIT` where [`search_core::pdb`] would search it by rank (7 tiles on 14 to 16 cells,
/// 5 on 18 to 25). The 16-cell table bounds several times more tightly than one of 6 tiles,
/// for a search several times shorter; it is built once and kept on disk.
pub const TABLE_LIMIT: usize = 60_000_000;

/// The largest block table built by the slower search by rank (boards of more than 16 cells).
const SLOW_LIMIT: usize = 8_000_000;

/// The most tiles a block holds.
const MAX_BLOCK: usize = 8;

/// Look-ups whose ranks are worked out together before their entries are read.
const GROUP: usize = 8;

/// The three tables of one block, interleaved so that one look-up reads one cache line.
pub(crate) struct Tables {
    /// The block's cells, the goal of its tiles.
    block: Vec<u8>,
    /// The rank the entries are kept by.
    lex: Lex,
    /// Per placement (by `lex`), four bits each: the distance counting every move, only
    /// row moves, only column moves, each cut at 15 (still a lower bound), half the memory of a
    /// byte each and so fewer cache misses.
    entries: Vec<u16>,
    /// The walking-distance tables bounding column moves and row moves, where they fit.
    walking: [Option<Walking>; 2],
}

impl Tables {
    /// The tables of `shape` in `metric`, blocks of at most `limit` placements: the block table
    /// read from the cache in `dir` ([`stored`]) or built there, the walking tables built.
    pub(crate) fn new(board: &Board, metric: Metric, limit: usize, dir: Option<&Path>) -> Tables {
        let shape = board.shape;
        let n = shape.cells();
        let k = (1..=MAX_BLOCK.min(n - 2))
            .take_while(|&k| {
                let size = placements(n, k);
                size <= limit && (size <= SLOW_LIMIT || quick_to_build(n, k))
            })
            .last()
            .unwrap_or(1);
        let block = build::block_cells(shape, k);
        let lex = Lex::new(n, k);
        let entries = stored::entries_in(dir, shape, metric, k, placements(n, k), || {
            build::block_entries(board, &block, &lex)
        });
        let walking = [
            Walking::build(shape, metric, false),
            Walking::build(shape, metric, true),
        ];
        Tables {
            block,
            lex,
            entries,
            walking,
        }
    }

    /// The packed block entries, by rank.
    #[cfg(test)]
    pub(crate) fn entries(&self) -> &[u16] {
        &self.entries
    }

    /// The bytes the tables take.
    pub(crate) fn bytes(&self) -> usize {
        self.entries.len() * 2
            + self
                .walking
                .iter()
                .flatten()
                .map(Walking::bytes)
                .sum::<usize>()
    }
}

/// One way to look a table up: the tiles to follow, where their cells go, whether row and
/// column moves trade places, and whether it reads the inverse arrangement.
struct Lookup {
    values: [u8; MAX_BLOCK],
    map: [u8; 32],
    swap: bool,
    dual: bool,
}

/// The look-ups for one query, over the tables of its board.
pub(crate) struct Bound<'t> {
    tables: &'t Tables,
    lookups: Vec<Lookup>,
    /// A table of the named tiles of a query with stars, with their values.
    extra: Option<(PatternDb, Vec<u8>)>,
    /// Whether the walking-distance tables count: only for a full target (a star's tile has no
    /// row to walk to).
    walking: bool,
    cells: usize,
}

impl<'t> Bound<'t> {
    /// The look-ups whose tiles are all named (`named[v]`: value `v` must end in cell `v`).
    pub(crate) fn new(tables: &'t Tables, shape: Shape, named: &[bool]) -> Bound<'t> {
        let (r, c) = (shape.rows(), shape.cols());
        let mut symmetries: Vec<(Vec<u8>, bool)> = Vec::new();
        for transpose in [false, true] {
            if transpose && r != c {
                continue;
            }
            for dr in 0..r {
                for dc in 0..c {
                    let g: Vec<u8> = (0..r * c)
                        .map(|p| {
                            let (pr, pc) = ((p / c + dr) % r, (p % c + dc) % c);
                            (if transpose { pc * c + pr } else { pr * c + pc }) as u8
                        })
                        .collect();
                    symmetries.push((g, transpose));
                }
            }
        }
        let mut lookups = Vec::new();
        for (g, swap) in symmetries {
            let mut inverse = vec![0u8; g.len()];
            for (p, &q) in g.iter().enumerate() {
                inverse[usize::from(q)] = p as u8;
            }
            let mut values = [0u8; MAX_BLOCK];
            for (v, &b) in values.iter_mut().zip(&tables.block) {
                *v = inverse[usize::from(b)];
            }
            if values[..tables.block.len()]
                .iter()
                .all(|&v| named[usize::from(v)])
            {
                let mut map = [0u8; 32];
                map[..g.len()].copy_from_slice(&g);
                lookups.push(Lookup {
                    values,
                    map,
                    swap,
                    dual: false,
                });
            }
        }
        // The inverse arrangement is as far from solved as the arrangement (undo the moves in
        // reverse order), and its tiles stand where the arrangement's cells say: the same
        // look-ups read on it are bounds too. Only for a full target: with stars the goal is
        // not closed under inversion.
        if named.iter().all(|&g| g) {
            let duals: Vec<Lookup> = lookups
                .iter()
                .map(|l| Lookup {
                    values: l.values,
                    map: l.map,
                    swap: l.swap,
                    dual: true,
                })
                .collect();
            lookups.extend(duals);
        }
        Bound {
            tables,
            lookups,
            extra: None,
            walking: named.iter().all(|&g| g),
            cells: r * c,
        }
    }

    /// Adds a table of up to `limit` entries tracking named tiles (the first that fit), for a
    /// query with stars: exact when it holds them all.
    pub(crate) fn with_named_table(mut self, board: &Board, named: &[bool], limit: usize) -> Self {
        let n = named.len();
        let values: Vec<u8> = (0..n as u8).filter(|&v| named[usize::from(v)]).collect();
        let k = (1..=values.len().min(search_core::pdb::MAX_TRACKED))
            .take_while(|&k| placements(n, k) <= limit)
            .last();
        if let Some(k) = k {
            let moves = board.cell_moves(|_| 1);
            let values = values[..k].to_vec();
            self.extra = Some((PatternDb::build(n, &values, &moves), values));
        }
        self
    }

    /// A lower bound on the moves from the board whose tiles stand at `pos` (and whose cells
    /// hold `val`) to the goal, or, once the bound passes `budget`, some value above `budget`
    /// (the rest is not worked out); `u32::MAX` when the goal is out of reach. With it, the
    /// look-up that gave the largest entry, to be tried first on the next boards: `hint` is the
    /// one of the board before, whose entry a move changes by one at most, so on a board at the
    /// bound it often cuts off alone.
    ///
    /// `walks` holds the walking distances of the board before (column moves, row moves);
    /// `fresh[i]` says whether the move changed the rows' (columns') contents, so that
    /// `walks[i]` must be read again. They are updated in place.
    ///
    /// `first` is the look-up that last pushed the bound past the budget, tried second (after
    /// the hint) and updated here: a neighbouring board is usually cut off by the same one. Each
    /// search keeps its own, so that the bound is shared by threads and what a search returns
    /// depends on its own boards only.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn estimate(
        &self,
        pos: &[u8; 32],
        val: &[u8; 32],
        budget: u32,
        hint: usize,
        walks: &mut [u8; 2],
        fresh: [bool; 2],
        first: &Cell<usize>,
    ) -> (u32, usize) {
        let mut floor = 0;
        if let Some((db, values)) = &self.extra {
            let mut p = [0u8; 12];
            for (slot, &v) in p.iter_mut().zip(values) {
                *slot = pos[usize::from(v)];
            }
            let d = db.raw(&p[..values.len()]);
            if d == search_core::UNREACHED {
                return (u32::MAX, hint);
            }
            if u32::from(d) > budget {
                return (u32::from(d), hint);
            }
            floor = u32::from(d);
        }
        // The walking distances first: small tables, no cache miss, and often enough alone. A
        // row move keeps every row's contents, a column move every column's: only the other
        // distance is read again.
        if self.walking {
            for ((walk, table), fresh) in walks.iter_mut().zip(&self.tables.walking).zip(fresh) {
                if let (Some(w), true) = (table, fresh) {
                    *walk = w.bound(val, self.cells);
                }
            }
            let sum = u32::from(walks[0]) + u32::from(walks[1]);
            if sum > budget {
                return (sum, hint);
            }
        }
        if self.lookups.is_empty() {
            return (floor.max(u32::from(walks[0]) + u32::from(walks[1])), hint);
        }
        let scan = Scan {
            pos,
            val,
            budget,
            hint,
            cols: walks[0],
            rows: walks[1],
            first,
        };
        let (h, strongest) = match self.tables.block.len() {
            1 => self.scan::<1>(scan),
            2 => self.scan::<2>(scan),
            3 => self.scan::<3>(scan),
            4 => self.scan::<4>(scan),
            5 => self.scan::<5>(scan),
            6 => self.scan::<6>(scan),
            7 => self.scan::<7>(scan),
            _ => self.scan::<MAX_BLOCK>(scan),
        };
        (floor.max(h), strongest)
    }

    /// The rank of look-up `l`'s placement, `K` tiles (the block's size, a constant so that
    /// the loops unroll).
    #[inline(always)]
    fn rank<const K: usize>(&self, l: &Lookup, pos: &[u8; 32], val: &[u8; 32]) -> usize {
        let at = if l.dual { val } else { pos };
        let mut placement = [0u8; K];
        for (slot, &v) in placement.iter_mut().zip(&l.values) {
            *slot = l.map[usize::from(at[usize::from(v) & 31]) & 31];
        }
        self.tables.lex.rank_of(&placement)
    }

    /// The block look-ups, the hint first, alone, then the look-up that cut off last; the
    /// rest in groups whose ranks are all worked out before any entry is read, so that the
    /// cache misses of a group overlap instead of coming one after another.
    #[inline(always)]
    fn scan<const K: usize>(&self, s: Scan) -> (u32, usize) {
        let count = self.lookups.len();
        let (mut all, mut rows, mut cols) = (0u8, s.rows, s.cols);
        let first = s.hint.min(count - 1);
        let second = s.first.get().min(count - 1);
        let mut strongest = (0u8, first);
        let mut read = |i: usize, rank: usize, strongest: &mut (u8, usize)| {
            let e = self.tables.entries[rank];
            let (a, r, c) = ((e & 15) as u8, (e >> 4 & 15) as u8, (e >> 8 & 15) as u8);
            let (r, c) = if self.lookups[i].swap { (c, r) } else { (r, c) };
            if a > strongest.0 {
                *strongest = (a, i);
            }
            all = all.max(a);
            rows = rows.max(r);
            cols = cols.max(c);
            u32::from(all).max(u32::from(rows) + u32::from(cols))
        };
        for (j, i) in [first, second].into_iter().enumerate() {
            let rank = self.rank::<K>(&self.lookups[i], s.pos, s.val);
            let best = read(i, rank, &mut strongest);
            if best > s.budget {
                if j > 0 {
                    s.first.set(strongest.1);
                }
                return (best, strongest.1);
            }
        }
        let mut best = 0;
        for start in (0..count).step_by(GROUP) {
            let end = (start + GROUP).min(count);
            let mut ranks = [0usize; GROUP];
            for (rank, l) in ranks.iter_mut().zip(&self.lookups[start..end]) {
                *rank = self.rank::<K>(l, s.pos, s.val);
            }
            for (i, &rank) in (start..end).zip(&ranks) {
                best = read(i, rank, &mut strongest);
            }
            if best > s.budget {
                s.first.set(strongest.1);
                return (best, strongest.1);
            }
        }
        (best, strongest.1)
    }
}

/// What one board's block look-ups start from.
#[derive(Clone, Copy)]
struct Scan<'a> {
    pos: &'a [u8; 32],
    val: &'a [u8; 32],
    budget: u32,
    hint: usize,
    /// The walking distances: bounds on the column and row moves.
    cols: u8,
    rows: u8,
    /// The look-up that cut off last, in the searching thread.
    first: &'a Cell<usize>,
}
