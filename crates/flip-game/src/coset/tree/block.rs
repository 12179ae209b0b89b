//! The last coefficients of a node all at once: the weight of every completion of a node with `r`
//! coefficients left, by the classic fast Walsh–Hadamard transform, in `r · 2^(r−1)` additions
//! rather than a search.
//!
//! A class of key `u` (its signature on the free coefficients `z`) with sides `A` and `B` costs
//! `(A + B)/2 + (A − B)/2 · (−1)^⟨u, z⟩`, so twice the weight of completion `z` is
//! `S + H(z)`, where `S` is twice the settled cost plus every class's `A + B`, and `H` is the
//! Walsh–Hadamard transform of `h(u) = A − B`. The transform runs on rows of [`LANES`] numbers
//! that the machine adds side by side: the low bits of a key are transformed as the classes
//! are added to their rows (a row of signs a class), the other bits by butterflies between whole
//! rows: the first two on four rows at a time before they are stored, from their sums still in
//! registers, the next two a pass, [`NEAR_ROWS`] rows at a time as soon as they are written, while
//! they are in the core's nearest cache, then a pass over a stretch of such rows for each two bits
//! more, and the top two or three in one last pass only as far as the least of their outputs
//! (`x − |y|` for the top pair `x + y`, `x − y`).
//!
//! Where no class falls, nothing is done: the greedy basis leaves the keys of the last
//! coefficients bunched, so that most quads of rows, and many groups of rows a butterfly pass
//! meets, often hold no class; their sums would be zeros, so in a block where at most half the
//! quads hold one (`Block::sparse`, and with `i16` numbers: [`Lane::SKIPS`]) they are neither
//! written nor transformed, and a pass that meets such a group beside others reads it as zeros
//! (its rows still hold the numbers of the node before).
//!
//! Deep in the tree, where the bound of a class's cheaper side prunes little but each node still
//! costs a pass over its classes, this trades a search over `2^r` leaves for a few additions a
//! leaf, whatever the number of classes.

use std::sync::atomic::{AtomicU64, Ordering};

use multiversion::multiversion;

use super::Classes;
use butterflies::{butterflies, four};
use lane::Lane;
use top::{first_at, least_of_top};

mod butterflies;
mod lane;
mod top;

/// The free coefficients a row holds: the low ones, transformed as the classes are added.
const ROW_BITS: usize = 6;

/// The numbers of a row: the completions that differ in the low [`ROW_BITS`] free coefficients,
/// several vector instructions' worth, so that more of the transform is done once a class
/// rather than once a row (64 ran fastest of 16, 32, 64 and 128 on 61 × 61;
/// `docs/lights-out-notes.md` has the figures).
pub(super) const LANES: usize = 1 << ROW_BITS;

/// The rows transformed as soon as they are written, while they are still in the core's nearest
/// cache (32 KiB of `i16`): on the larger blocks ([`crate::coset::block_bits`]) a stretch is
/// more, and its other bits are transformed a pass over the whole stretch at a time.
const NEAR_ROWS: usize = 256;

/// The fewest free coefficients a block takes: two rows, so that the last butterfly has a pair.
pub(super) const MIN_BITS: usize = ROW_BITS + 1;

type Row<T> = [T; LANES];

/// The completions of the nodes of one depth: the key of each class there (its index in
/// [`Classes`]) on the `bits` coefficients left.
#[derive(Clone, Debug)]
pub(super) struct Block {
    bits: usize,
    /// The classes by row: the classes of a node are in the order of their keys, so those whose
    /// keys fall in row `r` are `starts[r]..starts[r + 1]`, each row summed once, in registers,
    /// and written once (no buffer to clear), and the rows where none falls are known at once.
    starts: Vec<u32>,
    /// The low [`ROW_BITS`] bits of each class's key: its row of `signs`.
    lows: Vec<u8>,
    /// This block among those the program made, from 1: the rows a block leaves unwritten (those
    /// of the stretches where no class falls) are zero only if no other block wrote them.
    id: u64,
    /// Whether at most half the quads of rows hold a class, so that those that hold none, and
    /// the groups of rows of the passes that hold none, are skipped.
    sparse: bool,
    /// The numbers the transform adds, as narrow as the classes' sides allow.
    width: Width,
    /// `signs[l][j] = (−1)^⟨l, j⟩`, the transform of a class on the low [`ROW_BITS`] bits.
    signs: [[i8; LANES]; LANES],
}

/// The numbers a block's transform adds ([`Lane`]): as narrow as its classes allow, since a
/// vector instruction adds twice as many `i16` as `i32`, and a stretch of them is half the
/// memory. A number of the transform is a sum of `±(A − B)` over some classes, so it is bounded
/// by their `|A − B|` added up: those of all the classes for the last pass's outputs, those of
/// a stretch's classes for the numbers the rows hold before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Width {
    /// `i16` throughout: the classes' `|A − B|` add up to less than `2^15`.
    Narrow,
    /// `i16` in the rows, `i32` in the last pass: each stretch's classes add up to less than
    /// `2^15`, all of them to more (the shapes of many groups, whose cells outnumber `2^15`).
    NarrowRows,
    /// `i32` throughout.
    Wide,
}

/// The rows of a stretch, for `rows` rows in all: a power of four, with two or three top bits
/// above it (`rows / stretch` is 2, 4 or 8), transformed by the last pass.
fn stretch_rows(rows: usize) -> usize {
    let mut h = 1;
    while 16 * h <= rows {
        h *= 4;
    }
    h
}

/// The stretch that key `key` falls in, in a block of `bits` coefficients.
fn stretch_of(bits: usize, key: u32) -> usize {
    key as usize / (stretch_rows(1 << (bits - ROW_BITS)) * LANES)
}

/// A block's transform buffers, one set a thread.
#[derive(Default)]
pub(super) struct Rows {
    narrow: Vec<Row<i16>>,
    wide: Vec<Row<i32>>,
    /// The block the rows were last written by ([`Block::id`]), 0 for none.
    owner: u64,
}

impl Block {
    /// A block of `bits ≥ MIN_BITS` coefficients over classes of those `keys` (increasing, the
    /// order of a node's classes), whose sides differ by `spreads` cells at most, class by
    /// class, in every node: the `|A − B|` of the root's groups that fall in a class added up
    /// bound its sides' difference in every node, since a class's sides are sums of its groups'
    /// sides.
    pub(super) fn new(bits: usize, keys: Vec<u32>, spreads: &[u64]) -> Block {
        assert!(
            (MIN_BITS..32).contains(&bits),
            "a block of {bits} coefficients"
        );
        debug_assert!(keys.iter().all(|&k| k != 0 && k >> bits == 0));
        debug_assert!(
            keys.is_sorted_by(|a, b| a < b),
            "the keys of a node's classes, in order"
        );
        let mut signs = [[1; LANES]; LANES];
        for (l, row) in signs.iter_mut().enumerate() {
            for (j, s) in row.iter_mut().enumerate() {
                if (l & j).count_ones() % 2 == 1 {
                    *s = -1;
                }
            }
        }
        let rows = 1usize << (bits - ROW_BITS);
        let mut stretches = vec![0; rows / stretch_rows(rows)];
        for (&key, &spread) in keys.iter().zip(spreads) {
            stretches[stretch_of(bits, key)] += spread;
        }
        let width = if stretches.iter().sum::<u64>() < 1 << 15 {
            Width::Narrow
        } else if stretches.iter().all(|&s| s < 1 << 15) {
            Width::NarrowRows
        } else {
            Width::Wide
        };
        let lows = keys.iter().map(|&k| (k as usize % LANES) as u8).collect();
        let starts: Vec<u32> = (0..=rows)
            .map(|r| keys.partition_point(|&k| (k as usize / LANES) < r) as u32)
            .collect();
        let quads = rows / 4;
        let live = (0..quads)
            .filter(|&q| starts[4 * q + 4] > starts[4 * q])
            .count();
        static MADE: AtomicU64 = AtomicU64::new(0);
        Block {
            bits,
            id: MADE.fetch_add(1, Ordering::Relaxed) + 1,
            starts,
            lows,
            sparse: 2 * live <= quads,
            width,
            signs,
        }
    }

    /// Whether this block, with numbers `T`, skips the rows where no class falls.
    #[inline(always)]
    fn skips<T: Lane>(&self) -> bool {
        T::SKIPS && self.sparse
    }

    /// Whether no class falls in the `n` rows from row `r`.
    #[inline(always)]
    fn empty(&self, r: usize, n: usize) -> bool {
        self.starts[r + n] == self.starts[r]
    }

    /// The coefficients a block leaves to the transform.
    pub(super) fn bits(&self) -> usize {
        self.bits
    }

    /// The lightest completion of a node with classes `node` and settled cost `settled`, among
    /// those of weight at most `cap`: its weight and free coefficients `z` (bit `i` for the
    /// `i`-th coefficient left), the least `z` of the lightest; `None` if every completion is
    /// heavier than `cap`.
    pub(super) fn lightest(
        &self,
        node: &Classes,
        settled: u32,
        cap: u32,
        rows: &mut Rows,
    ) -> Option<(u32, u64)> {
        if rows.owner != self.id {
            // Another block's numbers may lie where this one writes none.
            *rows = Rows {
                owner: self.id,
                ..Rows::default()
            };
        }
        match self.width {
            Width::Narrow => self.lightest_in::<i16, i16>(node, settled, cap, &mut rows.narrow),
            Width::NarrowRows => self.lightest_in::<i16, i32>(node, settled, cap, &mut rows.narrow),
            Width::Wide => self.lightest_in::<i32, i32>(node, settled, cap, &mut rows.wide),
        }
    }

    /// [`Block::lightest`] with the rows in `T` and the last pass in `U`.
    fn lightest_in<T: Lane, U: Lane>(
        &self,
        node: &Classes,
        settled: u32,
        cap: u32,
        rows: &mut Vec<Row<T>>,
    ) -> Option<(u32, u64)> {
        rows.resize(1 << (self.bits - ROW_BITS), [T::default(); LANES]);
        let (sum, least, top) = weigh::<T, U>(self, &node.sides, rows);
        let weight = (2 * i64::from(settled) + sum + least.to_i64()) / 2;
        if weight > i64::from(cap) {
            return None;
        }
        Some((weight as u32, first_at(rows, top, least.to_i64())))
    }
}

/// Writes every row of `rows` as the sum of its classes, transformed on the low [`ROW_BITS`] bits
/// of their keys, and transforms the rest: the classes' `A + B` added up, the least output of the
/// transform, and how many rows apart the top bits' rows are, for [`first_at`]. The row bits below
/// the top two or three are transformed a stretch of rows at a time (two bits a pass, in
/// registers): the first two as the rows are written, four rows summed in registers and
/// transformed before they are stored (a pass over the rows fewer, where eight rows at once, or
/// three bits a pass, ran no faster), the bits within [`NEAR_ROWS`] rows as soon as those are
/// written, while they are still in the core's nearest cache; then one pass over the top bits
/// keeps no output, only the least (of the top bit's pair `x + y`, `x − y`, the lesser is
/// `x − |y|`). Quads and groups of rows where no class falls are skipped, and read as zeros by
/// the pass that meets them beside others ([`butterflies()`]); a stretch where none falls is never
/// written, and stays as [`Block::lightest`] found it, zero. Compiled for the machine's wider
/// vector units too (a row of 64 `i16` is then 4 or 2 instructions' worth, not 8), the best of
/// them chosen when the program runs (the x86-64 baseline, SSE2, elsewhere).
#[multiversion(targets("x86_64+avx2+avx512bw+avx512vl", "x86_64+avx2"))]
fn weigh<T: Lane, U: Lane>(block: &Block, sides: &[u64], rows: &mut [Row<T>]) -> (i64, U, usize) {
    let h = stretch_rows(rows.len());
    // The part of a stretch transformed as soon as it is written: also a power of four.
    let near = h.min(NEAR_ROWS);
    let mut sum = 0;
    for (c, stretch) in rows.chunks_exact_mut(h).enumerate() {
        for (p, part) in stretch.chunks_exact_mut(near).enumerate() {
            let first = c * h + p * near;
            let mut s = 1;
            if near >= 4 {
                // Blocks of 12 coefficients or more: every block the solver makes (from 17);
                // only the tests' smallest take the rows one at a time.
                for (q, quad) in part.chunks_exact_mut(4).enumerate() {
                    if block.skips::<T>() && block.empty(first + 4 * q, 4) {
                        continue;
                    }
                    // Written out: `std::array::from_fn`'s closure is not always inlined.
                    let r = first + 4 * q;
                    let acc = [
                        row_sum(block, sides, r, &mut sum),
                        row_sum(block, sides, r + 1, &mut sum),
                        row_sum(block, sides, r + 2, &mut sum),
                        row_sum(block, sides, r + 3, &mut sum),
                    ];
                    for j in 0..LANES {
                        [quad[0][j], quad[1][j], quad[2][j], quad[3][j]] =
                            four([acc[0][j], acc[1][j], acc[2][j], acc[3][j]]);
                    }
                }
                s = 4;
            } else {
                for (r, row) in part.iter_mut().enumerate() {
                    *row = row_sum(block, sides, first + r, &mut sum);
                }
            }
            while s < near {
                butterflies(block, part, first, s);
                s *= 4;
            }
        }
        let mut s = near;
        while s < h {
            butterflies(block, stretch, c * h, s);
            s *= 4;
        }
    }
    let least = match rows.len() / h {
        2 => least_of_top::<T, U, 2>(rows, h),
        4 => least_of_top::<T, U, 4>(rows, h),
        _ => least_of_top::<T, U, 8>(rows, h),
    };
    (sum, least, h)
}

/// Row `r`'s classes added up, each transformed on the low [`ROW_BITS`] bits of its key (its
/// row of signs), and their `A + B` added to `sum`.
#[inline(always)]
fn row_sum<T: Lane>(block: &Block, sides: &[u64], r: usize, sum: &mut i64) -> Row<T> {
    let span = block.starts[r] as usize..block.starts[r + 1] as usize;
    let mut acc = [T::default(); LANES];
    for (&both, &low) in sides[span.clone()].iter().zip(&block.lows[span]) {
        let (a, b) = super::split(both);
        *sum += i64::from(a) + i64::from(b);
        let spread = T::from_i64(i64::from(a) - i64::from(b));
        for (x, &sign) in acc.iter_mut().zip(&block.signs[usize::from(low)]) {
            *x = x.add(spread.mul(T::from_i64(i64::from(sign))));
        }
    }
    acc
}

#[cfg(test)]
mod tests;
