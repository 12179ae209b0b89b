//! `--explain`: the board drawn before the first move and after each move, for a person to follow.
//!
//! Centre cells are drawn in brackets so the goal shows without colour (snapshots, pipes); with
//! colour they are also highlighted.

use std::io::{self, Write};

use solver_cli::shell::Palette;

use crate::board::{Board, CELLS, CENTRE_MASK};
use crate::solve::Solution;

/// Where each cell sits on the 7 × 7 grid of the `#`: `(row, column)`.
const PLACE: [(usize, usize); CELLS] = [
    (0, 2),
    (0, 4),
    (1, 2),
    (1, 4),
    (2, 0),
    (2, 1),
    (2, 2),
    (2, 3),
    (2, 4),
    (2, 5),
    (2, 6),
    (3, 2),
    (3, 4),
    (4, 0),
    (4, 1),
    (4, 2),
    (4, 3),
    (4, 4),
    (4, 5),
    (4, 6),
    (5, 2),
    (5, 4),
    (6, 2),
    (6, 4),
];

/// Draws `board` as the `#`, with the move letters at the ends their moves push towards.
///
/// ```
/// use rotation_game::{board::Board, explain::draw};
/// use solver_cli::shell::Palette;
/// let board = Board::new([1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3]).unwrap();
/// let picture = draw(&board, Palette::PLAIN);
/// assert_eq!(picture.lines().nth(3).unwrap(), "H  1  1 [1][1][2] 2  2  C");
/// ```
pub fn draw(board: &Board, palette: Palette) -> String {
    let mut grid = [[None::<usize>; 7]; 7];
    for (cell, &(r, c)) in PLACE.iter().enumerate() {
        grid[r][c] = Some(cell);
    }
    let mut lines = Vec::new();
    lines.push(labels('A', 'B'));
    for (r, row) in grid.iter().enumerate() {
        let (left, right) = match r {
            2 => ("H", "C"),
            4 => ("G", "D"),
            _ => (" ", " "),
        };
        let mut line = format!("{left} ");
        for slot in row {
            match *slot {
                None => line.push_str("   "),
                Some(cell) => {
                    let s = board.cells()[cell];
                    if CENTRE_MASK >> cell & 1 == 1 {
                        let centre = palette.highlight;
                        line.push_str(&format!("{centre}[{s}]{centre:#}"));
                    } else {
                        line.push_str(&format!(" {s} "));
                    }
                }
            }
        }
        line.push_str(&format!(" {right}"));
        lines.push(line.trim_end().to_string());
    }
    lines.push(labels('F', 'E'));
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

/// The letters above (or below) the two columns.
fn labels(left: char, right: char) -> String {
    format!("{:9}{left}{:5}{right}", "", "")
}

/// Writes the explanation of board number `number` (from 1): a heading with the answer, the board,
/// and the board after each move.
pub fn write(
    out: &mut impl Write,
    number: usize,
    board: &Board,
    solution: &Solution,
    palette: Palette,
) -> io::Result<()> {
    let n = solution.moves.len();
    match n {
        0 => writeln!(
            out,
            "Board {number}: no moves needed, centre {}",
            solution.centre
        )?,
        1 => writeln!(
            out,
            "Board {number}: 1 move, {}, centre {}",
            solution.letters(),
            solution.centre
        )?,
        _ => writeln!(
            out,
            "Board {number}: {n} moves, {}, centre {}",
            solution.letters(),
            solution.centre
        )?,
    }
    writeln!(out, "\nstart:")?;
    write!(out, "{}", draw(board, palette))?;
    let mut current = *board;
    for (i, &m) in solution.moves.iter().enumerate() {
        current = current.apply(m);
        writeln!(out, "\nafter {m} ({} of {n}):", i + 1)?;
        write!(out, "{}", draw(&current, palette))?;
    }
    writeln!(out)
}
