//! `rotation-game census`: every one of the 9,465,511,770 boards counted by the fewest moves it
//! needs, exactly.
//!
//! A board is three placements of eight cells each, disjoint: where its 1s are (`A`), its 2s
//! (`B`) and its 3s (`C`). The centre fills with one symbol exactly when that symbol's eight blocks
//! are all in it, so a board's distance is the least of its three placements' distances in the
//! placement [`Table`]. Counting the boards one by one is 9.47 billion pairs of look-ups; four
//! facts about the puzzle cut that down, and a fifth keeps each look-up cheap.
//!
//! 1. **The board's eight symmetries** ([`crate::symmetry`]) leave every distance unchanged, and
//!    map a board with 1s on `A` to a board with 1s on the image of `A`. So `A` runs over the
//!    92,247 classes of placements only, one known member each, and what its boards count is
//!    multiplied by the size of its class.
//! 2. **The 2s and the 3s trade places** without changing a board's distance. Of the 12,870 ways
//!    to split the 16 cells left by `A` between `B` and `C`, only those where `B` holds the
//!    highest free cell are visited, each standing for itself and its swap.
//! 3. **Ranks are built up cell by cell.** The table is indexed by a placement's colex rank,
//!    `C(x₁, 1) + C(x₂, 2) + … + C(x₈, 8)` for its cells `x₁ < … < x₈`. Handing the free cells to
//!    `B` or `C` from the highest down, the `j`-th cell from the top that a set receives is its
//!    `(9 − j)`-th from the bottom, so each cell adds one binomial coefficient to `B`'s rank or to
//!    `C`'s, and no rank is ever computed from a mask.
//! 4. **Head and tail.** The lowest eight free cells (the tail) are split in all 256 ways once
//!    per class, their rank contributions listed by how many cells go to `B`; the highest eight
//!    (the head) in their 128 ways with the highest in `B`. Each head split then meets the tail
//!    splits that complete both sets to eight cells, and a board costs two additions, two table
//!    reads, a minimum and a count: 593,609,445 of them in all.
//! 5. **Both cores.** The placements are handed out in chunks among the threads
//!    ([`search_core::parallel::map_chunks`]), each counting into its own histogram.
//!
//! The census reads the table one byte a distance ([`Table::as_slice`], unpacked once from the
//! four bits a distance built into the binary): read packed, it would fit a core's second-level
//! cache, but unpacking each read measured slower than the cache misses it saved.

use std::io::{self, Write};

use search_core::parallel::map_chunks;
use search_core::subset;

use crate::mask::FULL;
use crate::symmetry;
use crate::table::{PLACEMENTS, Table, next_placement};

/// The number of boards: 24! / (8! · 8! · 8!), the ways to place eight each of three symbols.
pub const BOARDS: u64 = 9_465_511_770;

/// One more than the most moves one placement can need: the length of a histogram.
const DISTANCES: usize = 16;

/// Placements handed to a thread at a time: small enough that both threads finish together,
/// large enough that taking one is nothing beside counting its boards.
const CHUNK: usize = 4096;

/// How many boards need each number of moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Census {
    /// `by_distance[k]`: the boards that need exactly `k` moves, up to the most any board needs.
    by_distance: Vec<u64>,
}

impl Census {
    /// Counts every board, on all cores, calling `progress(n)` each time `n` more of the
    /// 735,471 placements of the 1s are done.
    pub fn count(table: &Table, progress: impl Fn(u64) + Sync) -> Census {
        let histograms = map_chunks(
            PLACEMENTS,
            CHUNK,
            || [0u64; DISTANCES],
            |ranks, counts| {
                let done = ranks.len() as u64;
                count_classes(table, ranks, counts);
                progress(done);
            },
        );
        let mut by_distance = vec![0u64; DISTANCES];
        for counts in histograms {
            for (total, count) in by_distance.iter_mut().zip(counts) {
                *total += count;
            }
        }
        while by_distance.last() == Some(&0) {
            by_distance.pop();
        }
        Census { by_distance }
    }

    /// A census of counts found before, `by_distance[k]` boards needing `k` moves: to print them
    /// again without counting.
    pub fn from_counts(by_distance: Vec<u64>) -> Census {
        Census { by_distance }
    }

    /// `by_distance()[k]`: how many boards need exactly `k` moves, up to the most any needs.
    pub fn by_distance(&self) -> &[u64] {
        &self.by_distance
    }

    /// The number of boards counted: [`BOARDS`], when all is well.
    pub fn total(&self) -> u64 {
        self.by_distance.iter().sum()
    }
}

/// Counts the boards whose 1s lie on a class member among the placements of `ranks`, each class
/// once for all its members.
fn count_classes(table: &Table, ranks: std::ops::Range<usize>, counts: &mut [u64; DISTANCES]) {
    let distances = table.as_slice();
    let mut splits = Splits::default();
    // Ranks are handed out in order, so the placement steps along rather than being unranked.
    let mut ones = subset::unrank(ranks.start as u32, 8);
    for index in ranks {
        if symmetry::canonical(ones) == ones {
            let members = symmetry::class(ones).count() as u64;
            let by_rest = splits.count(distances, ones);
            let a = distances[index];
            for (rest, &boards) in by_rest.iter().enumerate() {
                // Each split stands for itself and its swap of the 2s and the 3s.
                counts[usize::from(a).min(rest)] += boards * 2 * members;
            }
        }
        ones = next_placement(ones);
    }
}

/// How many boards with their 1s on `ones` need each number of moves: all 12,870 of them,
/// through the same splitting the census uses, for one placement.
///
/// ```
/// use rotation_game::{board::CENTRE_MASK, census::boards_with_ones, table::Table};
/// // With the 1s filling the centre, every board needs no moves.
/// let counts = boards_with_ones(Table::global(), CENTRE_MASK);
/// assert_eq!(counts[0], 12_870);
/// assert_eq!(counts.iter().sum::<u64>(), 12_870);
/// ```
///
/// # Panics
/// If `ones` is not eight of the 24 cells.
pub fn boards_with_ones(table: &Table, ones: u32) -> [u64; DISTANCES] {
    let a = table.distance(ones);
    let by_rest = Splits::default().count(table.as_slice(), ones);
    let mut counts = [0u64; DISTANCES];
    for (rest, &boards) in by_rest.iter().enumerate() {
        counts[usize::from(a).min(rest)] += boards * 2;
    }
    counts
}

/// `BINOMIALS[x][k] = C(x, k)`: what a cell `x` adds to a rank as its set's `k`-th from the
/// bottom.
const BINOMIALS: [[u32; 9]; 24] = {
    let mut table = [[0u32; 9]; 24];
    let mut x = 0;
    while x < 24 {
        let mut k = 0;
        while k < 9 {
            table[x][k] = subset::binomial(x as u32, k as u32);
            k += 1;
        }
        x += 1;
    }
    table
};

/// The cells of the tail: the lowest free cells, split in every way once per placement of the 1s.
const TAIL: usize = 8;

/// The splits of the free cells between the 2s and the 3s, and the buffers they reuse.
struct Splits {
    /// `tails[b][..tail_len[b]]`: for each way to give `b` of the tail cells to the 2s, what the
    /// tail adds to the 2s' rank and to the 3s' rank.
    tails: [[(u32, u32); 70]; TAIL + 1],
    tail_len: [usize; TAIL + 1],
}

impl Default for Splits {
    fn default() -> Self {
        Splits {
            tails: [[(0, 0); 70]; TAIL + 1],
            tail_len: [0; TAIL + 1],
        }
    }
}

impl Splits {
    /// For each distance `m`, how many splits of the cells `ones` leaves free, with the 2s on the
    /// highest free cell, give `min(distance of the 2s, distance of the 3s) = m`.
    fn count(&mut self, distances: &[u8], ones: u32) -> [u64; DISTANCES] {
        assert!(
            ones & !FULL == 0 && ones.count_ones() == 8,
            "a placement has eight of the 24 cells"
        );
        // The free cells, highest first.
        let free = FULL & !ones;
        let mut cells = [0usize; 16];
        for (slot, cell) in cells
            .iter_mut()
            .zip((0..24).rev().filter(|&c| free >> c & 1 == 1))
        {
            *slot = cell;
        }
        let (head, tail) = cells.split_at(16 - TAIL);
        self.list_tails(tail);
        // Two histograms, alternate boards to each: consecutive boards often have the same
        // distance, and one histogram would make each count wait for the one before.
        let mut even = [0u64; DISTANCES];
        let mut odd = [0u64; DISTANCES];
        // The highest free cell goes to the 2s: bit 0 of `split` is always set.
        for split in (0u32..1 << (head.len() - 1)).map(|s| s << 1 | 1) {
            let (mut rank2, mut rank3, mut to2, mut to3) = (0, 0, 0, 0);
            for (i, &cell) in head.iter().enumerate() {
                if split >> i & 1 == 1 {
                    rank2 += BINOMIALS[cell][8 - to2];
                    to2 += 1;
                } else {
                    rank3 += BINOMIALS[cell][8 - to3];
                    to3 += 1;
                }
            }
            if to2 > 8 || to3 > 8 {
                continue;
            }
            let tails = &self.tails[8 - to2][..self.tail_len[8 - to2]];
            let distance = |(add2, add3): (u32, u32)| {
                distances[(rank2 + add2) as usize].min(distances[(rank3 + add3) as usize])
            };
            let mut pairs = tails.chunks_exact(2);
            for pair in &mut pairs {
                even[usize::from(distance(pair[0]))] += 1;
                odd[usize::from(distance(pair[1]))] += 1;
            }
            for &last in pairs.remainder() {
                even[usize::from(distance(last))] += 1;
            }
        }
        for (e, o) in even.iter_mut().zip(odd) {
            *e += o;
        }
        even
    }

    /// Lists every split of the `tail` cells (highest first) by how many go to the 2s, with what
    /// each adds to the two ranks: the tail's cells are each set's lowest.
    fn list_tails(&mut self, tail: &[usize]) {
        self.tail_len = [0; TAIL + 1];
        for split in 0u32..1 << TAIL {
            let (mut add2, mut add3, mut to2, mut to3) = (0, 0, 0, 0);
            // From the lowest up: the `k`-th lowest cell of a set adds C(cell, k).
            for (i, &cell) in tail.iter().enumerate().rev() {
                if split >> i & 1 == 1 {
                    to2 += 1;
                    add2 += BINOMIALS[cell][to2];
                } else {
                    to3 += 1;
                    add3 += BINOMIALS[cell][to3];
                }
            }
            let slot = &mut self.tail_len[to2];
            self.tails[to2][*slot] = (add2, add3);
            *slot += 1;
        }
    }
}

/// Writes the census: one line per number of moves, with the boards and their share, then the
/// total; numbers grouped in threes with commas.
///
/// ```
/// use rotation_game::census::{write, Census};
/// let census = Census::from_counts(vec![38_610, 9_465_473_160]);
/// let mut out = Vec::new();
/// write(&mut out, &census).unwrap();
/// assert!(String::from_utf8(out).unwrap().contains("    0          38,610"));
/// ```
pub fn write(out: &mut impl Write, census: &Census) -> io::Result<()> {
    let total = census.total();
    writeln!(
        out,
        "boards by the fewest moves that make the centre one symbol:"
    )?;
    writeln!(out, "moves          boards          share")?;
    for (moves, &boards) in census.by_distance().iter().enumerate() {
        writeln!(
            out,
            "{moves:>5}  {:>14}  {:>13}",
            grouped(boards),
            share(boards, total)
        )?;
    }
    writeln!(out, "total  {:>14}", grouped(total))?;
    if let Some(most) = census.by_distance().len().checked_sub(1) {
        writeln!(
            out,
            "the most any board needs: {most} moves ({} boards)",
            grouped(census.by_distance()[most])
        )?;
    }
    Ok(())
}

/// `n` with its digits grouped in threes by commas: `9,465,511,770`.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// `part` out of `whole` in percent, to four significant digits: `33.52 %`, `0.0004079 %`.
fn share(part: u64, whole: u64) -> String {
    if whole == 0 || part == 0 {
        return "0 %".to_string();
    }
    let percent = part as f64 * 100.0 / whole as f64;
    // Digits after the point for four significant ones.
    let decimals = (3 - percent.log10().floor() as i32).max(0) as usize;
    format!("{percent:.decimals$} %")
}

#[cfg(test)]
mod tests;
