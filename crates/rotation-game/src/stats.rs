//! `rotation-game stats`: what the placement table says about the whole puzzle.
//!
//! Counting whole boards by distance directly would mean 9.4 billion look-ups. But a board needs
//! at least `t` moves exactly when all three of its symbols' placements are at distance `t` or
//! more, and few placements are that far out. So, from the farthest distance down, pair up the far
//! placements of symbols 1 and 2 that do not overlap; symbol 3 takes the remaining eight cells and
//! must be far too. The first `t` with any such board is God's number, and those boards are all
//! the boards that need it (none need more).

use std::io::{self, Write};

use crate::board::Board;
use crate::mask::FULL;
use crate::table::{FIRST_PLACEMENT, Table, next_placement, rank};

/// What `stats` reports, all computed from the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    /// `placements[d]`: how many placements of one symbol need `d` moves.
    pub placements: Vec<u64>,
    /// The most moves any whole board needs.
    pub gods_number: u8,
    /// Every board that needs `gods_number` moves, in increasing order of cells.
    pub hardest: Vec<Board>,
}

impl Stats {
    /// Computes the statistics from `table`.
    pub(crate) fn compute(table: &Table) -> Stats {
        let placements = table.counts();
        let farthest = u8::try_from(placements.len().saturating_sub(1)).unwrap_or(u8::MAX);
        for t in (0..=farthest).rev() {
            let hardest = boards_at_least(table, t);
            if !hardest.is_empty() {
                return Stats {
                    placements,
                    gods_number: t,
                    hardest,
                };
            }
        }
        // Only an empty table gets here: at t = 0 every board qualifies.
        Stats {
            placements,
            gods_number: 0,
            hardest: Vec::new(),
        }
    }
}

/// Every board whose three placements are all at distance `t` or more, sorted.
pub(crate) fn boards_at_least(table: &Table, t: u8) -> Vec<Board> {
    let mut far = Vec::new();
    let mut p = FIRST_PLACEMENT;
    for &d in table.as_slice() {
        if d >= t {
            far.push(p);
        }
        p = next_placement(p);
    }
    let mut boards = Vec::new();
    for &a in &far {
        for &b in &far {
            if a & b == 0 {
                let c = FULL & !(a | b);
                if table.as_slice()[rank(c)] >= t {
                    // Three disjoint placements of eight cells each: always a valid board.
                    if let Ok(board) = Board::from_masks([a, b, c]) {
                        boards.push(board);
                    }
                }
            }
        }
    }
    boards.sort_unstable();
    boards
}

/// Writes the placement counts and God's number, as `rotation-game stats` prints them.
pub fn write(out: &mut impl Write, stats: &Stats) -> io::Result<()> {
    writeln!(out, "placements of one symbol by moves to fill the centre:")?;
    for (d, count) in stats.placements.iter().enumerate() {
        writeln!(out, "{d:>5} {count:>8}")?;
    }
    writeln!(out, "total {:>8}", stats.placements.iter().sum::<u64>())?;
    writeln!(
        out,
        "God's number for whole boards: {} ({} boards need it)",
        stats.gods_number,
        stats.hardest.len()
    )
}

/// Writes the hardest boards in judge format, ending with the `0` line.
pub(crate) fn write_hardest(out: &mut impl Write, stats: &Stats) -> io::Result<()> {
    for board in &stats.hardest {
        writeln!(out, "{board}")?;
    }
    writeln!(out, "0")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::board_distance;

    #[test]
    fn hardest_boards_are_as_hard_as_claimed() {
        let table = Table::global();
        let stats = Stats::compute(table);
        assert!(!stats.hardest.is_empty());
        for board in &stats.hardest {
            assert_eq!(board_distance(table, board.masks()), stats.gods_number);
        }
        assert!(boards_at_least(table, stats.gods_number + 1).is_empty());
        // The spec: a whole board never needs more than 13, one placement up to 14.
        assert_eq!(stats.gods_number, 13);
        assert_eq!(stats.placements.len(), 15);
    }
}
