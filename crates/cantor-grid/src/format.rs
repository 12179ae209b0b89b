//! The judge's output: one line a case, `Case #k: N` or `Case #k: No Solution!`.

use std::io::{self, Write};

/// Writes the judge line of case number `case` (counting from 1): the fewest `moves`, or
/// `No Solution!` when no arrangement that fits the target can be reached.
///
/// ```
/// use cantor_grid::format::write_answer;
/// let mut out = Vec::new();
/// write_answer(&mut out, 1, None).unwrap();
/// write_answer(&mut out, 2, Some(7)).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "Case #1: No Solution!\nCase #2: 7\n");
/// ```
pub fn write_answer(out: &mut impl Write, case: usize, moves: Option<u8>) -> io::Result<()> {
    match moves {
        Some(n) => writeln!(out, "Case #{case}: {n}"),
        None => writeln!(out, "Case #{case}: No Solution!"),
    }
}
