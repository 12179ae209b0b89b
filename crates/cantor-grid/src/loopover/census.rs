//! The exact distance of every arrangement of a board from the solved one: a breadth-first
//! search over all `cells!` arrangements, by classes of symmetric ones, on all cores.
//!
//! Each layer is a list of arrangements, one (or, rarely, a few) of each class first reached at
//! that distance. Expanding one tries every move on it and on its inverse (conjugates of an
//! arrangement have the conjugates of its successors as successors, but the inverse's
//! successors are not images of the arrangement's: they are its neighbours by moves applied to
//! the values, which the class reaches too); a successor whose entry is still empty is new,
//! and then every member of its class (its images under [`symmetry::group`]) gets the next
//! distance, and the successor joins the next layer. So the moves are tried on one arrangement a
//! class (about `cells! / 96` on 3 × 4), while every arrangement is written once, by rank.
//!
//! The table is one byte an arrangement, `0` for "not reached" and `d + 1` for distance `d`,
//! written with relaxed atomic stores, which cost what plain stores cost: two threads may both
//! find one class in the same layer, and then both write the same value, and both expand it (a
//! waste, never a wrong answer). A byte, rather than half of one, is what lets a thread write its
//! entry without a read-modify-write, which on a cache miss would stall the core: 479 MB for 12!.

use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

use search_core::parallel::map_chunks;
use solver_cli::shell::Progress;

use crate::loopover::code::{FACTORIALS, identity, rank, rank_n};
use crate::loopover::shape::{Metric, Moves, Shape};
use crate::loopover::symmetry::{self, Symmetry};

/// Arrangements a thread takes from a layer at a time.
const CHUNK: usize = 1024;

/// The exact distance of every arrangement of one shape from the solved one, in one metric.
pub struct Table {
    moves: Moves,
    metric: Metric,
    /// By rank: 0 for unreached, `d + 1` for distance `d`.
    entries: Vec<AtomicU8>,
}

impl Table {
    /// Runs the census of `shape` in `metric`, advancing `progress` (whose length should be
    /// `cells!`) by the entries written.
    ///
    /// # Panics
    /// If a distance would not fit the byte (above 254); none does on any supported shape.
    pub fn build(shape: Shape, metric: Metric, progress: &Progress) -> Table {
        let moves = Moves::new(shape, metric);
        let entries = match shape.cells() {
            4 => search::<4>(&moves, progress),
            6 => search::<6>(&moves, progress),
            8 => search::<8>(&moves, progress),
            9 => search::<9>(&moves, progress),
            10 => search::<10>(&moves, progress),
            12 => search::<12>(&moves, progress),
            n => unreachable!("no supported shape has {n} cells"),
        };
        Table {
            moves,
            metric,
            entries,
        }
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

    /// The distance of the arrangement `x` from the solved one, `None` if it cannot be reached.
    pub fn distance(&self, x: u64) -> Option<u8> {
        self.distance_at(rank_n(x, self.shape().cells()))
    }

    /// The distance of the arrangement of rank `r`.
    pub fn distance_at(&self, r: usize) -> Option<u8> {
        self.entries[r].load(Relaxed).checked_sub(1)
    }

    /// How many arrangements lie at each distance, from 0 to the largest: every entry counted.
    pub fn counts(&self) -> Vec<u64> {
        let tallies = map_chunks(
            self.entries.len(),
            1 << 20,
            || [0u64; 256],
            |range, tally| {
                for e in &self.entries[range] {
                    tally[usize::from(e.load(Relaxed))] += 1;
                }
            },
        );
        let mut tally = [0u64; 256];
        for t in tallies {
            for (sum, n) in tally.iter_mut().zip(t) {
                *sum += n;
            }
        }
        let last = tally.iter().rposition(|&n| n > 0).unwrap_or(0);
        tally[1..=last.max(1)].to_vec()
    }

    /// How many arrangements no sequence of moves reaches.
    pub fn unreached(&self) -> u64 {
        self.entries.iter().filter(|e| e.load(Relaxed) == 0).count() as u64
    }
}

/// The search for boards of `N` cells.
fn search<const N: usize>(moves: &Moves, progress: &Progress) -> Vec<AtomicU8> {
    let entries: Vec<AtomicU8> = (0..FACTORIALS[N]).map(|_| AtomicU8::new(0)).collect();
    let symmetries = symmetry::group(moves.shape());
    let masks = moves.masks();
    let mut layer = vec![identity(N)];
    fill::<N>(&entries, &symmetries, identity(N), 1);
    let mut label = 1u8;
    while !layer.is_empty() {
        label = label
            .checked_add(1)
            .filter(|&l| l < u8::MAX)
            .expect("distances stay below 254 on every supported shape");
        let shares = map_chunks(
            layer.len(),
            CHUNK,
            Vec::new,
            |range, next: &mut Vec<u64>| {
                let mut filled = 0;
                for &x in &layer[range] {
                    // Inversion does not commute with moves as conjugation does: the class's
                    // other neighbours are those of the inverse (moves applied to the values).
                    for x in [x, inverse::<N>(x)] {
                        for mask in masks {
                            let y = mask.apply(x);
                            if entries[rank::<N>(y)].load(Relaxed) == 0 {
                                filled += fill::<N>(&entries, &symmetries, y, label);
                                next.push(y);
                            }
                        }
                    }
                }
                progress.advance(filled);
            },
        );
        layer = shares.concat();
    }
    entries
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

/// Writes `label` into the entry of every image of `y`; returns how many images there are.
#[inline(always)]
fn fill<const N: usize>(entries: &[AtomicU8], symmetries: &[Symmetry], y: u64, label: u8) -> u64 {
    for s in symmetries {
        entries[rank::<N>(s.image::<N>(y))].store(label, Relaxed);
    }
    symmetries.len() as u64
}

#[cfg(test)]
mod tests;
