//! The judge output: the maze name in column 1, then the tour indented by two spaces, nine
//! positions a line, every line but the last ending with a comma.

use crate::solve::Tour;
use std::io::{self, Write};

/// Positions per output line.
pub(crate) const PER_LINE: usize = 9;

/// Writes one maze's answer in the judge format.
///
/// ```
/// use dicey_problem::format::write_answer;
/// let mut out = Vec::new();
/// write_answer(&mut out, "NONE", None).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "NONE\n  No Solution Possible\n");
/// ```
pub fn write_answer(out: &mut impl Write, name: &str, tour: Option<&Tour>) -> io::Result<()> {
    writeln!(out, "{name}")?;
    let Some(tour) = tour else {
        return writeln!(out, "  No Solution Possible");
    };
    let lines = tour.steps.len().div_ceil(PER_LINE);
    // Each line is put together first and written in one piece: a tour may be millions of
    // positions, and a write of each small piece costs more than the piece.
    let mut text = Vec::with_capacity(128);
    for (i, line) in tour.steps.chunks(PER_LINE).enumerate() {
        text.clear();
        text.extend_from_slice(b"  ");
        for (j, step) in line.iter().enumerate() {
            if j > 0 {
                text.push(b',');
            }
            write!(text, "({},{})", step.cell.0 + 1, step.cell.1 + 1)?;
        }
        text.extend_from_slice(if i + 1 < lines { b",\n" } else { b"\n" });
        out.write_all(&text)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::die::{Die, Move};
    use crate::maze::Maze;

    fn text(tour: &Tour) -> String {
        let mut out = Vec::new();
        write_answer(&mut out, "X", Some(tour)).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn nine_positions_a_line_with_trailing_commas() {
        let maze = Maze::new("X", 1, 2, vec![-1, -1], (0, 0), Die::new(1, 2).unwrap()).unwrap();
        // Nine positions fill one line exactly: no trailing comma, no empty line.
        let eight: Vec<Move> = [Move::Right, Move::Left].repeat(4);
        let tour = Tour::replay(&maze, &eight).unwrap();
        assert_eq!(
            text(&tour),
            "X\n  (1,1),(1,2),(1,1),(1,2),(1,1),(1,2),(1,1),(1,2),(1,1)\n"
        );
        let ten: Vec<Move> = [Move::Right, Move::Left]
            .repeat(4)
            .into_iter()
            .chain([Move::Right])
            .collect();
        let tour = Tour::replay(&maze, &ten).unwrap();
        assert_eq!(
            text(&tour),
            "X\n  (1,1),(1,2),(1,1),(1,2),(1,1),(1,2),(1,1),(1,2),(1,1),\n  (1,2)\n"
        );
    }
}
