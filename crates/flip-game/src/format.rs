//! The judge's answer line.

use std::io::{self, Write};

/// Writes one board's answer: the fewest steps, or `Impossible`, and a line end.
///
/// ```
/// let mut out = Vec::new();
/// flip_game::format::write_answer(&mut out, Some(4)).unwrap();
/// flip_game::format::write_answer(&mut out, None).unwrap();
/// assert_eq!(out, b"4\nImpossible\n");
/// ```
pub fn write_answer(out: &mut impl Write, steps: Option<usize>) -> io::Result<()> {
    match steps {
        Some(n) => writeln!(out, "{n}"),
        None => out.write_all(b"Impossible\n"),
    }
}
