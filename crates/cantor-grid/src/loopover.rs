//! Loopover: the rotation game on any board of R × C cells (a torus: a move shifts a whole row
//! or column, wrapping round), in both metrics players count in, with exact answers from a
//! census of every arrangement.
//!
//! | module | what it holds |
//! |---|---|
//! | [`shape`] | [`shape::Shape`] (`--size`), [`shape::Metric`] (`--metric`), the moves and their notation |
//! | [`code`] | arrangements packed four bits a cell, and their lexicographic rank |
//! | [`symmetry`] | translations, reflections and inversion, which leave distances unchanged |
//! | [`canon`] | a cheap canonical form under translations: one table entry a class |
//! | [`cache`] | the 12-cell tables kept on disk between processes, checked before use |
//! | `disk` | what every table kept on disk shares: the checked header, the CRC, the atomic write |
//! | [`census`] | [`census::Table`]: the distance of every arrangement, by a search over classes |
//! | [`sample`] | `stats --sample N --seed S`: the distances of seeded random boards, each solved by the search |
//! | [`stats`] | `stats --size`: God's number and the arrangements at each distance |
//! | [`parse`] | [`parse::Reader`]: cases of R × C judge input |
//! | [`solve`] | [`solve::Solver`]: the fewest moves and an optimal sequence for one query |
//! | [`optimal`] | [`optimal::Solver`]: the same past 12 cells, by IDA* on pattern databases within a work limit |
//! | [`explain`] | `--explain`: the sequence drawn board by board |
//! | [`run`] | the binary's loop for these boards |

use std::io::{self, Write};

use crate::loopover::shape::{Axis, Move, Shape};

pub mod cache;
pub mod canon;
pub mod census;
pub mod code;
mod disk;
pub mod explain;
pub mod optimal;
pub mod parse;
pub mod run;
pub mod sample;
pub mod shape;
pub mod solve;
pub mod stats;
pub mod symmetry;

#[cfg(test)]
mod plain;

/// Writes the judge's line of case `case`: `Case #k: N`, or `Case #k: No Solution!`; with
/// `with_moves`, the moves follow the count on the same line, separated by spaces.
///
/// ```
/// use cantor_grid::loopover::{shape::{Axis, Move}, write_answer};
/// let mut out = Vec::new();
/// let m = Move { axis: Axis::Row, line: 0, shift: -1 };
/// write_answer(&mut out, 3, Some(&[m, m]), true).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "Case #3: 2 1U1' 1U1'\n");
/// ```
pub fn write_answer(
    out: &mut impl Write,
    case: usize,
    solution: Option<&[Move]>,
    with_moves: bool,
) -> io::Result<()> {
    match solution {
        None => writeln!(out, "Case #{case}: No Solution!"),
        Some(moves) => {
            write!(out, "Case #{case}: {}", moves.len())?;
            if with_moves {
                for m in moves {
                    write!(out, " {m}")?;
                }
            }
            writeln!(out)
        }
    }
}

/// The tiles (row by row) after move `m`: what a player sees, worked out from rows and columns.
pub(crate) fn apply_to_tiles(shape: Shape, tiles: &[u8], m: Move) -> Vec<u8> {
    let (rows, cols) = (shape.rows() as i64, shape.cols() as i64);
    let mut after = tiles.to_vec();
    for r in 0..rows {
        for c in 0..cols {
            let (r2, c2) = match m.axis {
                Axis::Row if r == i64::from(m.line) => {
                    (r, (c + i64::from(m.shift)).rem_euclid(cols))
                }
                Axis::Column if c == i64::from(m.line) => {
                    ((r + i64::from(m.shift)).rem_euclid(rows), c)
                }
                _ => (r, c),
            };
            after[(r2 * cols + c2) as usize] = tiles[(r * cols + c) as usize];
        }
    }
    after
}
