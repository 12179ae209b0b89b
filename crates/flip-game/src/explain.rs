//! `--explain`: each board drawn with the cells to press marked, beside the board they leave.

use crate::board::{Board, Colour};
use crate::solve::Solution;
use std::fmt::Write;

/// Draws board number `index` (from 1) and its solution, if any, for a person.
///
/// Pressed cells are shown in capitals (and, with `colour`, in reverse video); the second panel
/// is the board after every press. Boards that cannot be made one colour are drawn once.
///
/// ```
/// use flip_game::{board::{Board, Colour, Press, Size}, explain::explain, solve::Solution};
/// let mut board = Board::filled(Size { rows: 2, cols: 2 }, Colour::White);
/// board.apply(Press { row: 0, col: 0 });
/// let solution = Solution { target: Colour::White, presses: vec![Press { row: 0, col: 0 }] };
/// let text = explain(1, &board, Some(&solution), false);
/// assert_eq!(text, "board 1: 1 step to all white: r1c1\n  Bb  ww\n  bw  ww\n\n");
/// ```
pub fn explain(index: usize, board: &Board, solution: Option<&Solution>, colour: bool) -> String {
    let mut text = String::new();
    let size = board.size();
    let Some(solution) = solution else {
        // Infallible: writing to a String.
        let _ = writeln!(
            text,
            "board {index}: Impossible: no presses make it one colour"
        );
        for r in 0..size.rows {
            text.push_str("  ");
            for c in 0..size.cols {
                text.push(board.get(r, c).letter());
            }
            text.push('\n');
        }
        text.push('\n');
        return text;
    };
    let n = solution.presses.len();
    let _ = write!(
        text,
        "board {index}: {n} step{} to all {}",
        if n == 1 { "" } else { "s" },
        solution.target
    );
    if n > 0 {
        text.push(':');
        for p in &solution.presses {
            let _ = write!(text, " {p}");
        }
    }
    text.push('\n');
    let mut pressed = Board::filled(size, Colour::White);
    let mut after = board.clone();
    for &p in &solution.presses {
        after.apply(p);
        pressed.set(p.row, p.col, Colour::Black);
    }
    for r in 0..size.rows {
        text.push_str("  ");
        for c in 0..size.cols {
            let letter = board.get(r, c).letter();
            if pressed.get(r, c) == Colour::Black {
                let capital = letter.to_ascii_uppercase();
                if colour {
                    let _ = write!(text, "\x1b[7m{capital}\x1b[0m");
                } else {
                    text.push(capital);
                }
            } else {
                text.push(letter);
            }
        }
        text.push_str("  ");
        for c in 0..size.cols {
            text.push(after.get(r, c).letter());
        }
        text.push('\n');
    }
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Press, Size};

    #[test]
    fn impossible_boards_are_drawn_once() {
        let board = Board::from_mask(Size { rows: 1, cols: 2 }, 0b01);
        assert_eq!(
            explain(3, &board, None, false),
            "board 3: Impossible: no presses make it one colour\n  bw\n\n"
        );
    }

    #[test]
    fn colour_marks_presses_in_reverse_video() {
        let mut board = Board::filled(Size { rows: 1, cols: 3 }, Colour::Black);
        board.apply(Press { row: 0, col: 2 });
        let solution = Solution {
            target: Colour::Black,
            presses: vec![Press { row: 0, col: 2 }],
        };
        let text = explain(1, &board, Some(&solution), true);
        assert_eq!(
            text,
            "board 1: 1 step to all black: r1c3\n  bw\x1b[7mW\x1b[0m  bbb\n\n"
        );
    }
}
