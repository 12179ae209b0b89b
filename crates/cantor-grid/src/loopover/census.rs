//! The exact distance of every arrangement of a board from the solved one: a breadth-first
//! search over classes of symmetric arrangements, on all cores, two bits a class.
//!
//! **Classes.** The symmetries of [`crate::loopover::symmetry`] leave distances unchanged. The
//! translations are handled by a canonical form ([`Canon`]): the table has one entry for each
//! class of translates, at the rank of its canonical form. The rest of the group (reflections,
//! transpose, inversion: at most 16 maps, [`symmetry::points`]) is handled as the first census
//! did with the whole group: each layer lists one arrangement of each class of the whole group
//! first reached at that distance; expanding one tries every move on it and on its inverse (the
//! inverse's successors are the class's other neighbours), and a successor whose entry is still
//! empty starts a new class, whose every translation class (its images under the point maps,
//! each made canonical) gets the next distance. So about `cells! / |group|` arrangements are
//! expanded and `cells! / cells` entries written, each found by a few table look-ups and a rank.
//!
//! **Entries.** Two bits an entry: 0 for "not reached", `1 + d mod 3` for distance `d`. That is
//! enough: the neighbours of an arrangement at distance `d` lie at `d - 1`, `d` or `d + 1`, three
//! different codes, so walking down from any arrangement to the solved one, always to a
//! neighbour one closer, gives its exact distance and an optimal sequence ([`Table::walk`]). The
//! counts at each distance are summed during the search from the class sizes. An entry is set
//! with an atomic `fetch_or`, whose old value says which thread set it first: only that one
//! counts the class, so the counts are exact even when two threads find one class in the same
//! layer (then both may expand it, a waste, never a wrong answer).
//!
//! Memory: `cells! / 4` bytes (120 MB for 12 cells), most of them 0: only one rank in about
//! `cells` is a canonical form.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use search_core::parallel::map_chunks;
use solver_cli::shell::Progress;

use crate::loopover::canon::Canon;
use crate::loopover::code::{FACTORIALS, identity, rank, rank_n};
use crate::loopover::shape::{Mask, Metric, Moves, Shape};
use crate::loopover::symmetry::{self, Symmetry};

/// Arrangements a thread takes from a layer at a time.
const CHUNK: usize = 1024;

/// Entries in a `u64`.
const PER_WORD: usize = 32;

/// The exact distance of every arrangement of one shape from the solved one, in one metric.
pub struct Table {
    moves: Moves,
    metric: Metric,
    canon: Canon,
    /// Two bits a class, at the rank of its canonical form: 0 unreached, `1 + d mod 3`.
    entries: Vec<u64>,
    /// How many arrangements lie at each distance.
    counts: Vec<u64>,
}

impl Table {
    /// Runs the census of `shape` in `metric`, advancing `progress` (whose length should be
    /// `cells!`) by the arrangements reached.
    pub fn build(shape: Shape, metric: Metric, progress: &Progress) -> Table {
        let moves = Moves::new(shape, metric);
        let canon = Canon::new(shape);
        let (entries, counts) = match shape.cells() {
            4 => search::<4>(&moves, &canon, progress),
            6 => search::<6>(&moves, &canon, progress),
            8 => search::<8>(&moves, &canon, progress),
            9 => search::<9>(&moves, &canon, progress),
            10 => search::<10>(&moves, &canon, progress),
            12 => search::<12>(&moves, &canon, progress),
            n => unreachable!("no supported shape has {n} cells"),
        };
        Table {
            moves,
            metric,
            canon,
            entries,
            counts,
        }
    }

    /// A table from its parts, as [`parts`](Self::parts) gave them; `None` if they cannot be a
    /// table of this shape (the wrong number of words, no counts).
    pub fn from_parts(
        shape: Shape,
        metric: Metric,
        entries: Vec<u64>,
        counts: Vec<u64>,
    ) -> Option<Table> {
        (entries.len() == words(shape.cells()) && !counts.is_empty()).then(|| Table {
            moves: Moves::new(shape, metric),
            metric,
            canon: Canon::new(shape),
            entries,
            counts,
        })
    }

    /// The entries (two bits a class) and the counts at each distance.
    pub fn parts(&self) -> (&[u64], &[u64]) {
        (&self.entries, &self.counts)
    }

    /// The shape.
    pub fn shape(&self) -> Shape {
        self.moves.shape()
    }

    /// The metric.
    pub fn metric(&self) -> Metric {
        self.metric
    }

    /// The moves, in tie-break order.
    pub fn moves(&self) -> &Moves {
        &self.moves
    }

    /// The entry of the arrangement `x`: 0 if unreached, else `1 + d mod 3`.
    fn code(&self, x: u64) -> u64 {
        let (form, _) = self.canon.canonical(x);
        entry(&self.entries, rank_n(form, self.canon.cells()))
    }

    /// An optimal sequence from `x` to the solved arrangement, as indices into
    /// [`Moves::all`]: at each step the first move, in tie-break order, to an arrangement one
    /// closer. `None` if `x` cannot be reached.
    pub fn walk(&self, x: u64) -> Option<Vec<usize>> {
        self.walk_within(x, usize::MAX)
    }

    /// [`walk`](Self::walk), given up (`None`) once longer than `limit` moves.
    pub fn walk_within(&self, x: u64, limit: usize) -> Option<Vec<usize>> {
        let solved = identity(self.canon.cells());
        let mut code = self.code(x);
        if code == 0 {
            return None;
        }
        let mut path = Vec::new();
        let mut x = x;
        while x != solved {
            if path.len() == limit {
                return None;
            }
            let closer = (code + 1) % 3 + 1;
            let (m, y) = self
                .moves
                .masks()
                .iter()
                .map(|mask| mask.apply(x))
                .enumerate()
                .find(|&(_, y)| self.code(y) == closer)
                .expect("a reached arrangement has a neighbour one closer");
            path.push(m);
            (x, code) = (y, closer);
        }
        Some(path)
    }

    /// The distance of the arrangement `x` from the solved one, `None` if it cannot be reached.
    pub fn distance(&self, x: u64) -> Option<u8> {
        self.walk(x).map(|path| path.len() as u8)
    }

    /// How many arrangements lie at each distance, from 0 to the largest: every one counted.
    pub fn counts(&self) -> Vec<u64> {
        self.counts.clone()
    }

    /// How many arrangements no sequence of moves reaches.
    pub fn unreached(&self) -> u64 {
        FACTORIALS[self.canon.cells()] - self.counts.iter().sum::<u64>()
    }
}

/// The number of words of the table of `n` cells.
pub fn words(n: usize) -> usize {
    (FACTORIALS[n] as usize).div_ceil(PER_WORD)
}

/// The two-bit entry at `slot`.
#[inline(always)]
fn entry(entries: &[u64], slot: usize) -> u64 {
    (entries[slot / PER_WORD] >> (2 * (slot % PER_WORD))) & 3
}

/// The search for boards of `N` cells: the entries and the counts at each distance.
fn search<const N: usize>(
    moves: &Moves,
    canon: &Canon,
    progress: &Progress,
) -> (Vec<u64>, Vec<u64>) {
    let entries: Vec<AtomicU64> = (0..words(N)).map(|_| AtomicU64::new(0)).collect();
    let points = symmetry::points(moves.shape());
    let masks = moves.masks();
    let solved = identity(N);
    let mut counts = vec![mark::<N>(&entries, canon, &points, solved, 1)];
    progress.advance(counts[0]);
    let mut layer = vec![solved];
    while !layer.is_empty() {
        let code = (counts.len() % 3 + 1) as u64;
        let shares = map_chunks(
            layer.len(),
            CHUNK,
            || (Vec::new(), 0u64, Batch::default()),
            |range, (next, found, batch)| {
                let mut here = 0;
                for block in layer[range].chunks(BLOCK) {
                    here += expand::<N>(block, &entries, canon, &points, masks, code, batch, next);
                }
                progress.advance(here);
                *found += here;
            },
        );
        layer = Vec::with_capacity(shares.iter().map(|(next, ..)| next.len()).sum());
        let mut found = 0;
        for (next, n, _) in shares {
            layer.extend(next);
            found += n;
        }
        if found > 0 {
            counts.push(found);
        }
    }
    let entries = entries.into_iter().map(AtomicU64::into_inner).collect();
    (entries, counts)
}

/// Arrangements of a layer expanded together: their successors' entries are read in one go.
const BLOCK: usize = 16;

/// What [`expand`] keeps between blocks, so that it allocates once a thread.
#[derive(Default)]
struct Batch {
    /// Canonical successors and their slots.
    found: Vec<(u64, usize)>,
    /// The words holding their entries, or those of the images to mark.
    words: Vec<u64>,
    /// The new ones: their images' slots and class sizes, by point map.
    marks: Vec<(usize, u32)>,
}

/// Expands the arrangements of `block` (moves on each and on its inverse), gives the entry
/// `code` to every class first reached, and pushes one arrangement of each onto `next`;
/// returns how many arrangements that reached.
///
/// A table read is a cache miss, and a miss waits about as long as the work on a few
/// successors: so the slots are all worked out first, then all read (the reads do not depend on
/// each other, so the core has many misses in flight at once), then the new classes' images are
/// worked out, read the same way, and only the empty ones set with an atomic `fetch_or` (which
/// waits for its own miss alone).
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn expand<const N: usize>(
    block: &[u64],
    entries: &[AtomicU64],
    canon: &Canon,
    points: &[Symmetry],
    masks: &[Mask],
    code: u64,
    batch: &mut Batch,
    next: &mut Vec<u64>,
) -> u64 {
    let Batch {
        found,
        words,
        marks,
    } = batch;
    found.clear();
    for &x in block {
        // Inversion does not commute with moves as conjugation does: the class's other
        // neighbours are those of the inverse (moves applied to the values).
        for x in [x, inverse::<N>(x)] {
            for mask in masks {
                let (y, _) = canon.canonical_of::<N>(mask.apply(x));
                found.push((y, rank::<N>(y)));
            }
        }
    }
    words.clear();
    words.extend(
        found
            .iter()
            .map(|&(_, slot)| entries[slot / PER_WORD].load(Relaxed)),
    );
    found.retain({
        let mut words = words.iter();
        move |&(_, slot)| {
            let word = words.next().expect("a word for each successor");
            (word >> (2 * (slot % PER_WORD))) & 3 == 0
        }
    });
    marks.clear();
    for &(y, _) in found.iter() {
        for s in points {
            let (form, size) = canon.canonical_of::<N>(s.image::<N>(y));
            marks.push((rank::<N>(form), size));
        }
    }
    words.clear();
    words.extend(
        marks
            .iter()
            .map(|&(slot, _)| entries[slot / PER_WORD].load(Relaxed)),
    );
    let mut reached = 0;
    for (i, &(y, _)) in found.iter().enumerate() {
        let mut added = 0;
        for k in i * points.len()..(i + 1) * points.len() {
            let (slot, size) = marks[k];
            let shift = 2 * (slot % PER_WORD);
            // Read empty before this block's first mark: set it unless another did since.
            if (words[k] >> shift) & 3 == 0
                && (entries[slot / PER_WORD].fetch_or(code << shift, Relaxed) >> shift) & 3 == 0
            {
                added += u64::from(size);
            }
        }
        if added > 0 {
            next.push(y);
            reached += added;
        }
    }
    reached
}

/// Gives every translation class of `y`'s class (its images under the point maps) the entry
/// `code`, where it is still empty; returns how many arrangements that reached.
fn mark<const N: usize>(
    entries: &[AtomicU64],
    canon: &Canon,
    points: &[Symmetry],
    y: u64,
    code: u64,
) -> u64 {
    let mut added = 0;
    for s in points {
        let (form, size) = canon.canonical_of::<N>(s.image::<N>(y));
        let slot = rank::<N>(form);
        let shift = 2 * (slot % PER_WORD);
        let old = entries[slot / PER_WORD].fetch_or(code << shift, Relaxed);
        if (old >> shift) & 3 == 0 {
            added += u64::from(size);
        }
    }
    added
}

/// The inverse of the arrangement `x` of `N` cells.
#[inline(always)]
fn inverse<const N: usize>(x: u64) -> u64 {
    let mut y = 0;
    let mut p = 0;
    while p < N {
        y |= (p as u64) << (4 * ((x >> (4 * p)) & 0xF));
        p += 1;
    }
    y
}

#[cfg(test)]
mod tests;
