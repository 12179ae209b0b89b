//! The classic "walking distance" bound adapted to the torus: forget which column each tile is
//! in and the order of the tiles within each row, keep only how many tiles of each target row
//! every row holds. Row moves leave that unchanged, so the exact distance of this abstraction
//! is a lower bound on the number of column moves; read on the transposed board it bounds the
//! row moves, and the two add. The table is tiny (10,147 reachable states on 4 × 4, one byte
//! each, in a 42,875-entry array), so a look-up never misses the cache: the search tries it
//! before any pattern-database look-up.
//!
//! A column move takes one tile from every row (any one: the rows are free to reorder) and
//! carries each `k` rows on. The table is filled by a breadth-first search from the solved
//! state over those moves (`k` = ±1 in the single-tile metric, every `k` in the multi-tile one).

use crate::loopover::shape::{Metric, Shape};

/// The largest table built, in entries; boards whose abstraction is larger go without it.
const LIMIT: usize = 1 << 22;

/// Entries never reached by the search.
const UNREACHED: u8 = u8::MAX;

/// The walking-distance table of one direction: `lines` lines of `len` tiles each, every tile
/// labelled with the line it belongs in.
pub(crate) struct Walking {
    lines: usize,
    /// The line of each cell.
    line_of: [u8; 32],
    /// The key weight of each value: `(len + 1)` to the power of its target line.
    weight: [u16; 32],
    /// Per key (a line's counts in base `len + 1`), the rank of that composition of `len`.
    rank: Vec<u16>,
    /// The number of compositions, the radix of a state's index.
    comps: usize,
    /// Distance per state index (compositions of every line but the last, which they fix).
    table: Vec<u8>,
}

impl Walking {
    /// The table bounding column moves (`across == false`: lines are rows) or row moves
    /// (`across == true`: lines are columns) on `shape` in `metric`; `None` if it is too large.
    pub(crate) fn build(shape: Shape, metric: Metric, across: bool) -> Option<Walking> {
        let (r, c) = (shape.rows(), shape.cols());
        let (lines, len) = if across { (c, r) } else { (r, c) };
        let base = len + 1;
        let keys = base.checked_pow(lines as u32)?;
        if keys > LIMIT {
            return None;
        }
        let mut rank = vec![u16::MAX; keys];
        let mut comps = 0usize;
        for (key, slot) in rank.iter_mut().enumerate() {
            if digits(key, base, lines).iter().sum::<usize>() == len {
                *slot = comps as u16;
                comps += 1;
            }
        }
        let size = comps.checked_pow(lines as u32 - 1)?;
        if size > LIMIT {
            return None;
        }
        let mut line_of = [0u8; 32];
        let mut weight = [0u16; 32];
        for p in 0..r * c {
            let (pr, pc) = (p / c, p % c);
            let line = if across { pc } else { pr };
            line_of[p] = line as u8;
            weight[p] = base.pow(line as u32) as u16;
        }
        let mut walking = Walking {
            lines,
            line_of,
            weight,
            rank,
            comps,
            table: Vec::new(),
        };
        let mut table = vec![UNREACHED; size];
        let shifts: Vec<usize> = match metric {
            Metric::Stm => vec![1, lines - 1],
            Metric::Mtm => (1..lines).collect(),
        };
        // Counts of each line by target line; the solved state has every tile home.
        let solved: Vec<Vec<usize>> = (0..lines)
            .map(|l| (0..lines).map(|t| if t == l { len } else { 0 }).collect())
            .collect();
        let mut layer = vec![solved];
        table[walking.state_index(&layer[0])] = 0;
        let mut depth = 0u8;
        while !layer.is_empty() {
            depth += 1;
            let mut next = Vec::new();
            for counts in &layer {
                let mut pick = vec![0usize; lines];
                each_pick(counts, 0, &mut pick, &mut |pick| {
                    for &k in &shifts {
                        let mut moved = counts.clone();
                        for (l, &t) in pick.iter().enumerate() {
                            moved[l][t] -= 1;
                            moved[(l + k) % lines][t] += 1;
                        }
                        let i = walking.state_index(&moved);
                        if table[i] == UNREACHED {
                            table[i] = depth;
                            next.push(moved);
                        }
                    }
                });
            }
            layer = next;
        }
        walking.table = table;
        Some(walking)
    }

    fn state_index(&self, counts: &[Vec<usize>]) -> usize {
        let base = counts[0].iter().sum::<usize>() + 1;
        counts[..self.lines - 1].iter().rev().fold(0, |acc, line| {
            let key = line.iter().rev().fold(0, |k, &n| k * base + n);
            acc * self.comps + usize::from(self.rank[key])
        })
    }

    /// The bytes the table takes.
    pub(crate) fn bytes(&self) -> usize {
        self.table.len() + self.rank.len() * 2
    }

    /// The number of reachable states.
    #[cfg(test)]
    pub(crate) fn reachable(&self) -> usize {
        self.table.iter().filter(|&&d| d != UNREACHED).count()
    }

    /// The bound for the board whose cell `p` holds the tile that belongs in cell `val[p]`.
    #[inline]
    pub(crate) fn bound(&self, val: &[u8; 32], cells: usize) -> u8 {
        let mut keys = [0usize; 8];
        for p in 0..cells {
            keys[usize::from(self.line_of[p])] += usize::from(self.weight[usize::from(val[p])]);
        }
        let index = keys[..self.lines - 1]
            .iter()
            .rev()
            .fold(0, |acc, &k| acc * self.comps + usize::from(self.rank[k]));
        self.table[index]
    }
}

/// Calls `f` with every choice of one target line from each line's tiles.
fn each_pick(
    counts: &[Vec<usize>],
    line: usize,
    pick: &mut Vec<usize>,
    f: &mut dyn FnMut(&[usize]),
) {
    if line == counts.len() {
        f(pick);
        return;
    }
    for t in 0..counts.len() {
        if counts[line][t] > 0 {
            pick[line] = t;
            each_pick(counts, line + 1, pick, f);
        }
    }
}

/// The base-`base` digits of `key`, lowest first.
fn digits(mut key: usize, base: usize, count: usize) -> Vec<usize> {
    (0..count)
        .map(|_| {
            let d = key % base;
            key /= base;
            d
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_by_four_has_the_published_pattern_count() {
        // 10,147 walking-distance patterns on 4 × 4 Loopover in the single-tile metric, as
        // counted in torchlight's loopsolver notes (heuristics.md, "4×4 optimal solver").
        let shape = Shape::new(4, 4).unwrap();
        let w = Walking::build(shape, Metric::Stm, false).unwrap();
        assert_eq!(w.reachable(), 10_147);
        // The same notes give the patterns at each distance.
        let mut by_distance = vec![0usize; 9];
        for &d in w.table.iter().filter(|&&d| d != UNREACHED) {
            by_distance[usize::from(d)] += 1;
        }
        assert_eq!(by_distance, [1, 2, 46, 540, 2781, 4350, 1886, 492, 49]);
        // Transposed, the square board's table is the same.
        let across = Walking::build(shape, Metric::Stm, true).unwrap();
        assert_eq!(across.table, w.table);
    }

    #[test]
    fn never_above_the_moves_of_a_scramble_on_that_axis() {
        use crate::loopover::optimal::board::Board;
        use crate::loopover::shape::Axis;
        for (r, c) in [(4, 4), (3, 5), (2, 7), (4, 5), (2, 3)] {
            let shape = Shape::new(r, c).unwrap();
            for metric in [Metric::Stm, Metric::Mtm] {
                let board = Board::new(shape, metric);
                let down = Walking::build(shape, metric, false);
                let across = Walking::build(shape, metric, true);
                let n = r * c;
                let mut x = Board::pack(&(0..n as u8).collect::<Vec<_>>());
                let (mut rows, mut cols) = (0u8, 0u8);
                let mut seed = 12_345u64 + n as u64;
                for _ in 0..200 {
                    seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    let m = (seed >> 33) as usize % board.count();
                    x = board.shifts[m].apply(x);
                    match board.moves[m].axis {
                        Axis::Row => rows += 1,
                        Axis::Column => cols += 1,
                    }
                    let mut val = [0u8; 32];
                    for (p, v) in val[..n].iter_mut().enumerate() {
                        *v = Board::get(x, p);
                    }
                    if let Some(w) = &down {
                        assert!(w.bound(&val, n) <= cols, "{r}x{c} {metric}");
                    }
                    if let Some(w) = &across {
                        assert!(w.bound(&val, n) <= rows, "{r}x{c} {metric}");
                    }
                }
            }
        }
    }
}
