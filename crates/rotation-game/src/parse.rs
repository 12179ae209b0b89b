//! A streaming reader of judge input: boards of 24 symbols, ended by a lone `0` or end of input.
//!
//! Each board is read only when asked for, so a caller can answer it before reading the next, and
//! every problem is a [`ParseError`] at the offending token (or, for a board without eight of each
//! symbol, at the board's first token).

use std::io::BufRead;

use solver_cli::{ParseError, Scanner};

use crate::board::{BadBoard, Board, CELLS};

/// Reads boards one at a time from judge input.
pub struct Reader<R> {
    scanner: Scanner<R>,
    done: bool,
}

impl<R: BufRead> Reader<R> {
    /// A reader at the start of `input`.
    pub fn new(input: R) -> Self {
        Reader {
            scanner: Scanner::new(input),
            done: false,
        }
    }

    /// The next board, or `None` at a lone `0` or at the end of the input (after which it stays
    /// `None` and nothing more is read).
    ///
    /// ```
    /// use rotation_game::parse::Reader;
    /// let input = "1 1 1 1 1 1 1 1 2 2 2 2\n2 2 2 2 3 3 3 3 3 3 3 3\n0\nignored";
    /// let mut reader = Reader::new(input.as_bytes());
    /// assert!(reader.next_case().unwrap().is_some());
    /// assert!(reader.next_case().unwrap().is_none());
    /// ```
    pub fn next_case(&mut self) -> Result<Option<Board>, ParseError> {
        if self.done {
            return Ok(None);
        }
        let Some(first) = self.scanner.next_token()? else {
            self.done = true;
            return Ok(None);
        };
        if first.text == "0" {
            self.done = true;
            return Ok(None);
        }
        let start = first.pos;
        let mut cells = [0u8; CELLS];
        cells[0] = symbol(first.text)
            .ok_or_else(|| first.error("a symbol 1, 2 or 3 (cell 1 of 24), or 0 to end"))?;
        for (i, cell) in cells.iter_mut().enumerate().skip(1) {
            // Described only for an error: a file of boards has 24 tokens a board.
            let what = || format!("a symbol 1, 2 or 3 (cell {} of 24)", i + 1);
            let token = self.scanner.expect_token_with(what)?;
            *cell = symbol(token.text).ok_or_else(|| token.error(&what()))?;
        }
        match Board::new(cells) {
            Ok(board) => Ok(Some(board)),
            Err(BadBoard::Counts {
                counts: [ones, twos, threes],
            }) => Err(ParseError::new(
                start,
                format!(
                    "expected a board with eight of each symbol, \
                     found {ones} × 1, {twos} × 2, {threes} × 3"
                ),
            )),
            // Unreachable: every symbol was checked above. Reported rather than assumed.
            Err(bad @ BadBoard::Symbol { .. }) => Err(ParseError::new(start, bad.to_string())),
        }
    }
}

fn symbol(text: &str) -> Option<u8> {
    match text {
        "1" => Some(1),
        "2" => Some(2),
        "3" => Some(3),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &str) -> Result<Vec<Board>, String> {
        let mut reader = Reader::new(input.as_bytes());
        // The cases up to the end, or the first error.
        std::iter::from_fn(|| reader.next_case().transpose())
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())
    }

    const SOLVED: &str = "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3";

    proptest::proptest! {
        #[test]
        fn printed_boards_parse_back(cells in proptest::strategy::Strategy::prop_shuffle(
            proptest::strategy::Just((0..24u8).map(|c| c % 3 + 1).collect::<Vec<_>>())
        )) {
            let board = Board::new(cells.try_into().unwrap()).unwrap();
            let text = format!("{board}\n{board}\n0\n");
            proptest::prop_assert_eq!(all(&text), Ok(vec![board, board]));
        }
    }

    #[test]
    fn boards_may_wrap_and_end_without_zero() {
        let wrapped = SOLVED.replacen(' ', "\n", 3);
        let boards = all(&format!("{wrapped}\n{SOLVED}")).unwrap();
        assert_eq!(boards.len(), 2);
        assert_eq!(boards[0], boards[1]);
        assert_eq!(boards[0].to_string(), SOLVED);
    }

    #[test]
    fn empty_input_has_no_boards() {
        assert_eq!(all(""), Ok(vec![]));
        assert_eq!(all("\n \n"), Ok(vec![]));
        assert_eq!(all("0\n"), Ok(vec![]));
    }

    #[test]
    fn nothing_after_the_zero_is_read() {
        assert_eq!(all(&format!("{SOLVED}\n0\nnot a board")).unwrap().len(), 1);
    }

    #[test]
    fn a_bad_symbol_is_named_at_its_position() {
        let input = format!("{SOLVED}\n1 1 4");
        assert_eq!(
            all(&input).unwrap_err(),
            "line 2, column 5: expected a symbol 1, 2 or 3 (cell 3 of 24), found `4`"
        );
        assert_eq!(
            all("  x").unwrap_err(),
            "line 1, column 3: expected a symbol 1, 2 or 3 (cell 1 of 24), or 0 to end, found `x`"
        );
        assert_eq!(
            all("1 0").unwrap_err(),
            "line 1, column 3: expected a symbol 1, 2 or 3 (cell 2 of 24), found `0`"
        );
    }

    #[test]
    fn a_board_cut_off_by_the_end_points_at_the_end() {
        assert_eq!(
            all("1 2 3\n").unwrap_err(),
            "line 2, column 1: expected a symbol 1, 2 or 3 (cell 4 of 24), found end of input"
        );
    }

    #[test]
    fn wrong_counts_point_at_the_first_token_of_the_board() {
        let bad = SOLVED.replacen('2', "1", 1);
        assert_eq!(
            all(&format!("{SOLVED}\n\n   {bad}\n")).unwrap_err(),
            "line 3, column 4: expected a board with eight of each symbol, \
             found 9 × 1, 7 × 2, 8 × 3"
        );
    }
}
