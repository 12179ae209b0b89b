//! `--explain`: each board drawn with the cells to press marked, beside the board they leave.
//!
//! Pressed cells are drawn as capitals so the presses show without colour (snapshots, pipes);
//! with colour they are also styled as actions (reverse video).

use std::io::{self, Write};

use solver_cli::shell::Palette;

use crate::board::{Board, Colour};
use crate::solve::Solution;

/// Writes board number `number` (from 1) and its solution, if any, for a person: a heading with
/// the steps and the presses, then the board with the pressed cells in capitals beside the board
/// after every press. A board that cannot be made one colour is drawn once.
///
/// ```
/// use flip_game::{board::{Board, Colour, Press, Size}, explain, solve::Solution};
/// use solver_cli::shell::Palette;
/// let mut board = Board::filled(Size { rows: 2, cols: 2 }, Colour::White);
/// board.apply(Press { row: 0, col: 0 });
/// let solution = Solution { target: Colour::White, presses: vec![Press { row: 0, col: 0 }] };
/// let mut out = Vec::new();
/// explain::write(&mut out, 1, &board, Some(&solution), Palette::PLAIN).unwrap();
/// assert_eq!(out, b"board 1: 1 step to all white: r1c1\n  Bb  ww\n  bw  ww\n\n");
/// ```
pub fn write(
    out: &mut impl Write,
    number: usize,
    board: &Board,
    solution: Option<&Solution>,
    palette: Palette,
) -> io::Result<()> {
    let size = board.size();
    let Some(solution) = solution else {
        writeln!(
            out,
            "board {number}: Impossible: no presses make it one colour"
        )?;
        for r in 0..size.rows {
            let row: String = (0..size.cols).map(|c| board.get(r, c).letter()).collect();
            writeln!(out, "  {row}")?;
        }
        return writeln!(out);
    };
    let n = solution.presses.len();
    write!(
        out,
        "board {number}: {n} step{} to all {}",
        if n == 1 { "" } else { "s" },
        solution.target
    )?;
    if n > 0 {
        write!(out, ":")?;
        for p in &solution.presses {
            write!(out, " {p}")?;
        }
    }
    writeln!(out)?;
    let mut pressed = Board::filled(size, Colour::White);
    let mut after = board.clone();
    for &p in &solution.presses {
        after.apply(p);
        pressed.set(p.row, p.col, Colour::Black);
    }
    let action = palette.action;
    for r in 0..size.rows {
        let mut line = String::from("  ");
        for c in 0..size.cols {
            let letter = board.get(r, c).letter();
            if pressed.get(r, c) == Colour::Black {
                let capital = letter.to_ascii_uppercase();
                line.push_str(&format!("{action}{capital}{action:#}"));
            } else {
                line.push(letter);
            }
        }
        line.push_str("  ");
        line.extend((0..size.cols).map(|c| after.get(r, c).letter()));
        writeln!(out, "{line}")?;
    }
    writeln!(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Press, Size};

    fn text(number: usize, board: &Board, solution: Option<&Solution>, palette: Palette) -> String {
        let mut out = Vec::new();
        write(&mut out, number, board, solution, palette).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn impossible_boards_are_drawn_once() {
        let board = Board::from_mask(Size { rows: 1, cols: 2 }, 0b01);
        assert_eq!(
            text(3, &board, None, Palette::COLORED),
            "board 3: Impossible: no presses make it one colour\n  bw\n\n"
        );
    }

    #[test]
    fn colour_styles_the_pressed_cells_as_actions() {
        let mut board = Board::filled(Size { rows: 1, cols: 3 }, Colour::Black);
        board.apply(Press { row: 0, col: 2 });
        let solution = Solution {
            target: Colour::Black,
            presses: vec![Press { row: 0, col: 2 }],
        };
        let action = Palette::COLORED.action;
        assert_eq!(
            text(1, &board, Some(&solution), Palette::COLORED),
            format!("board 1: 1 step to all black: r1c3\n  bw{action}W{action:#}  bbb\n\n")
        );
        assert_eq!(
            text(1, &board, Some(&solution), Palette::PLAIN),
            "board 1: 1 step to all black: r1c3\n  bwW  bbb\n\n"
        );
    }
}
