//! `flip-game stats`: how many boards of a shape need each number of steps.
//!
//! Small shapes are counted exactly from the table over every board. For any shape, linear algebra
//! counts the boards that can be made one colour: the boards a press set can clear form the image
//! of the press map, `2^(cells - d)` boards for a kernel of dimension `d`, and the all-black
//! target adds a second copy of it unless the all-black board is itself in the image.

use std::io::{self, Write};

use crate::board::Size;
use crate::gf2::Gf2;
use crate::small::SMALL_MAX_CELLS;
use crate::table::Table;

/// What is known of the boards of one shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    /// The shape.
    pub size: Size,
    /// The kernel dimension of its light-chasing system.
    pub dimension: usize,
    /// Whether the two one-colour boards reach each other.
    pub colours_connected: bool,
    /// `2^solvable_exponent` boards can be made one colour.
    pub solvable_exponent: usize,
    /// How many boards need exactly 0, 1, 2, … steps, for shapes small enough for a table.
    pub by_steps: Option<Vec<u64>>,
}

impl Stats {
    /// Counts the boards of `size`: by steps from the table if the shape has at most
    /// [`SMALL_MAX_CELLS`] cells, otherwise only solvable and impossible ones.
    pub fn compute(size: Size) -> Stats {
        let gf2 = Gf2::new(size);
        let connected = gf2.colours_connected();
        let by_steps = Table::build(size).map(|table| table.counts());
        Stats {
            size,
            dimension: gf2.dimension(),
            colours_connected: connected,
            solvable_exponent: size.cells() - gf2.dimension() + usize::from(!connected),
            by_steps,
        }
    }

    /// The number of boards, if it fits a `u128`.
    pub fn boards(&self) -> Option<u128> {
        pow2(self.size.cells())
    }

    /// The number of boards that can be made one colour, if it fits a `u128`.
    pub fn solvable(&self) -> Option<u128> {
        pow2(self.solvable_exponent)
    }

    /// The number of boards that cannot, if it fits a `u128`.
    pub fn impossible(&self) -> Option<u128> {
        Some(self.boards()? - self.solvable()?)
    }
}

fn pow2(e: usize) -> Option<u128> {
    1u128.checked_shl(u32::try_from(e).ok()?)
}

/// Writes the report of `flip-game stats`: the number of boards, the kernel dimension, whether the
/// one-colour boards reach each other, the solvable and impossible boards, and the boards by steps
/// (or why they are not counted). Numbers too large for a `u128` are written as powers of two.
pub fn write(out: &mut impl Write, stats: &Stats) -> io::Result<()> {
    let (n, s) = (stats.size.cells(), stats.solvable_exponent);
    let exact = |v: Option<u128>, expr: String| v.map_or(expr, |v| v.to_string());
    writeln!(
        out,
        "{} boards: {}",
        stats.size,
        exact(stats.boards(), format!("2^{n}"))
    )?;
    writeln!(
        out,
        "kernel dimension: {d} (each solvable board has 2^{d} press sets per colour)",
        d = stats.dimension
    )?;
    writeln!(
        out,
        "one-colour boards {} each other",
        if stats.colours_connected {
            "reach"
        } else {
            "do not reach"
        }
    )?;
    writeln!(
        out,
        "solvable: {}",
        exact(stats.solvable(), format!("2^{s}"))
    )?;
    let impossible = if s == n {
        "0".to_string()
    } else {
        exact(stats.impossible(), format!("2^{n} - 2^{s}"))
    };
    writeln!(out, "impossible: {impossible}")?;
    match &stats.by_steps {
        Some(counts) => {
            writeln!(out, "steps  boards")?;
            for (steps, count) in counts.iter().enumerate() {
                writeln!(out, "{steps:>5}  {count:>6}")?;
            }
            Ok(())
        }
        None => writeln!(
            out,
            "boards by steps: not counted (more than {SMALL_MAX_CELLS} cells)"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_4x4_counts_are_the_known_ones() {
        let stats = Stats::compute(Size::FOUR);
        // The README's counts: 4,096 solvable, 2, 32, 228, 880, 1562, 1136, 256 by steps.
        assert_eq!(
            stats.by_steps.as_deref(),
            Some(&[2, 32, 228, 880, 1562, 1136, 256][..])
        );
        assert_eq!(stats.solvable(), Some(4096));
        assert_eq!(stats.impossible(), Some(61_440));
    }

    #[test]
    fn the_table_and_the_algebra_count_the_same_solvable_boards() {
        for rows in 1..=4 {
            for cols in 1..=4 {
                let stats = Stats::compute(Size { rows, cols });
                let by_steps: u64 = stats.by_steps.as_ref().unwrap().iter().sum();
                assert_eq!(
                    Some(u128::from(by_steps)),
                    stats.solvable(),
                    "{rows}x{cols}"
                );
            }
        }
    }

    #[test]
    fn huge_counts_are_written_as_powers() {
        let stats = Stats::compute(Size {
            rows: 128,
            cols: 128,
        });
        let mut text = Vec::new();
        write(&mut text, &stats).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(text.contains("kernel dimension: 56"), "{text}");
        assert!(text.contains("2^16384"), "{text}");
        assert!(stats.boards().is_none());
    }
}
