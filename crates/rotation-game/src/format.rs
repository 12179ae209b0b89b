//! The judge's output: the move letters (or `No moves needed`), then the centre symbol.

use std::io::{self, Write};

use crate::solve::Solution;

/// Writes the two judge lines for one board.
///
/// ```
/// use rotation_game::{board::Move, format::write_answer, solve::Solution};
/// let mut out = Vec::new();
/// write_answer(&mut out, &Solution { moves: vec![Move::A, Move::C], centre: 2 }).unwrap();
/// write_answer(&mut out, &Solution { moves: vec![], centre: 3 }).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "AC\n2\nNo moves needed\n3\n");
/// ```
pub fn write_answer(out: &mut impl Write, solution: &Solution) -> io::Result<()> {
    if solution.moves.is_empty() {
        writeln!(out, "No moves needed")?;
    } else {
        writeln!(out, "{}", solution.letters())?;
    }
    writeln!(out, "{}", solution.centre)
}
