//! Reading boards one at a time from judge input.
//!
//! A board is `rows` lines of `cols` characters `b`/`w`. Blank lines (and spaces around a row) are
//! tolerated; two rows on one line, a stray character, a row of the wrong width and a board cut off
//! by the end of the input are errors that point at the offending place.

use crate::board::{Board, Size};
use search_core::{ParseError, Pos, Scanner};
use std::io::BufRead;

/// A streaming reader of boards of one size.
pub struct BoardReader<R> {
    scanner: Scanner<R>,
    size: Size,
}

impl<R: BufRead> BoardReader<R> {
    /// A reader of boards of `size` from `input`.
    pub fn new(input: R, size: Size) -> Self {
        BoardReader {
            scanner: Scanner::new(input),
            size,
        }
    }

    /// The next board and where it starts, or `None` at the end of the input.
    ///
    /// # Errors
    /// A [`ParseError`] at the first character that is not part of a well-formed board.
    ///
    /// ```
    /// use flip_game::{board::Size, parse::BoardReader};
    /// let mut boards = BoardReader::new("bw\nwb\n\nbb\nbx\n".as_bytes(), Size { rows: 2, cols: 2 });
    /// let (first, _) = boards.next_board().unwrap().unwrap();
    /// assert_eq!(first.to_string(), "bw\nwb\n");
    /// let err = boards.next_board().unwrap_err();
    /// assert_eq!(err.to_string(), "line 5, column 2: expected `b` or `w`, found `x`");
    /// ```
    pub fn next_board(&mut self) -> Result<Option<(Board, Pos)>, ParseError> {
        let Size { rows, cols } = self.size;
        // The cells go straight into words (bit `r * cols + c`): a board is one allocation.
        let mut words = vec![0u64; (rows * cols).div_ceil(64)];
        let mut start = None;
        let mut last_line = 0;
        for r in 0..rows {
            // The input may end between boards, not inside one.
            if r == 0 && self.scanner.is_at_end()? {
                return Ok(None);
            }
            let token = self
                .scanner
                .expect_token_with(|| format!("row {} of {rows} of a board", r + 1))?;
            if token.pos.line == last_line {
                return Err(ParseError::new(
                    token.pos,
                    format!(
                        "expected row {} of {rows} on a line of its own, found `{}` after row {r}",
                        r + 1,
                        token.text
                    ),
                ));
            }
            last_line = token.pos.line;
            start.get_or_insert(token.pos);
            let text = token.text;
            let base = r * cols;
            for (c, &byte) in text.as_bytes().iter().enumerate().take(cols) {
                match byte {
                    b'b' => words[(base + c) / 64] |= 1 << ((base + c) % 64),
                    b'w' => {}
                    _ => {
                        // Everything before is ASCII, so the byte offset is the column offset.
                        let ch = text[c..].chars().next().unwrap_or('?');
                        return Err(ParseError::new(
                            token.pos.offset(c),
                            format!("expected `b` or `w`, found `{ch}`"),
                        ));
                    }
                }
            }
            if let Some(ch) = text.get(cols..).and_then(|rest| rest.chars().next()) {
                return Err(ParseError::new(
                    token.pos.offset(cols),
                    format!("expected the end of a row of {cols} cells, found `{ch}`"),
                ));
            }
            let width = text.len();
            if width < cols {
                return Err(ParseError::new(
                    token.pos.offset(width),
                    format!("expected a row of {cols} cells, found the row ending after {width}"),
                ));
            }
        }
        // `rows >= 1`, so the first row set `start`.
        Ok(start.map(|pos| (Board::from_words(self.size, words), pos)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(input: &str, size: Size) -> (Vec<String>, Option<String>) {
        let mut reader = BoardReader::new(input.as_bytes(), size);
        let mut boards = Vec::new();
        loop {
            match reader.next_board() {
                Ok(Some((b, _))) => boards.push(b.to_string()),
                Ok(None) => return (boards, None),
                Err(e) => return (boards, Some(e.to_string())),
            }
        }
    }

    #[test]
    fn boards_follow_each_other_with_or_without_blank_lines() {
        let (boards, err) = read_all(
            "bw\nww\nbb\r\nbb\n\n\n  ww\nwb  \n",
            Size { rows: 2, cols: 2 },
        );
        assert_eq!(boards, ["bw\nww\n", "bb\nbb\n", "ww\nwb\n"]);
        assert_eq!(err, None);
    }

    #[test]
    fn empty_input_has_no_boards() {
        assert_eq!(read_all("", Size::FOUR), (vec![], None));
        assert_eq!(read_all("\n \n", Size::FOUR), (vec![], None));
    }

    #[test]
    fn errors_point_at_the_offending_character() {
        let size = Size::FOUR;
        let cases = [
            (
                "bwbw\nbwbw\nbwxw\nbwbw\n",
                "line 3, column 3: expected `b` or `w`, found `x`",
            ),
            (
                "bwbw\nbwbwb\n",
                "line 2, column 5: expected the end of a row of 4 cells, found `b`",
            ),
            (
                "bwbw\nbwb\n",
                "line 2, column 4: expected a row of 4 cells, found the row ending after 3",
            ),
            (
                "bwbw\nbwbw\n",
                "line 3, column 1: expected row 3 of 4 of a board, found end of input",
            ),
            (
                "bwbw bwbw\n",
                "line 1, column 6: expected row 2 of 4 on a line of its own, found `bwbw` after row 1",
            ),
            ("bBbw\n", "line 1, column 2: expected `b` or `w`, found `B`"),
        ];
        for (input, want) in cases {
            let (boards, err) = read_all(input, size);
            assert!(boards.is_empty());
            assert_eq!(err.as_deref(), Some(want), "{input:?}");
        }
    }

    #[test]
    fn boards_before_an_error_are_read() {
        let (boards, err) = read_all("b\nw\nb\n", Size { rows: 2, cols: 1 });
        assert_eq!(boards, ["b\nw\n"]);
        assert_eq!(
            err.as_deref(),
            Some("line 4, column 1: expected row 2 of 2 of a board, found end of input")
        );
    }
}
