//! A streaming reader of judge input: boards of `rows` lines of `cols` characters `b`/`w`, until
//! the end of the input.
//!
//! Each board is read only when asked for, so a caller can answer it before reading the next.
//! Blank lines (and spaces around a row) are tolerated; two rows of a board on one line, a stray
//! character, a row of the wrong width and a board cut off by the end of the input are
//! [`ParseError`]s that point at the offending place.

use std::io::BufRead;

use search_core::scan::quote;
use search_core::{ParseError, Pos, Scanner};

use crate::board::{Board, Size};

/// Reads boards of one size one at a time from judge input.
pub struct Reader<R> {
    scanner: Scanner<R>,
    size: Size,
}

impl<R: BufRead> Reader<R> {
    /// A reader of boards of `size` at the start of `input`.
    pub fn new(input: R, size: Size) -> Self {
        Reader {
            scanner: Scanner::new(input),
            size,
        }
    }

    /// The next board and where it starts, or `None` at the end of the input. Reads no further
    /// than the board's last row.
    ///
    /// # Errors
    /// A [`ParseError`] at the first character that is not part of a well-formed board.
    ///
    /// ```
    /// use flip_game::{board::Size, parse::Reader};
    /// let mut boards = Reader::new("bw\nwb\n\nbb\nbx\n".as_bytes(), Size { rows: 2, cols: 2 });
    /// let (first, _) = boards.next_case().unwrap().unwrap();
    /// assert_eq!(first.to_string(), "bw\nwb\n");
    /// let err = boards.next_case().unwrap_err();
    /// assert_eq!(err.to_string(), "line 5, column 2: expected `b` or `w`, found `x`");
    /// ```
    pub fn next_case(&mut self) -> Result<Option<(Board, Pos)>, ParseError> {
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
                        "expected row {} of {rows} on a line of its own, found {} after row {r}",
                        r + 1,
                        quote(token.text)
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
                        return Err(ParseError::new(
                            token.pos.offset(c),
                            format!("expected `b` or `w`, found {}", first_char(&text[c..])),
                        ));
                    }
                }
            }
            if let Some(rest) = text.get(cols..).filter(|rest| !rest.is_empty()) {
                return Err(ParseError::new(
                    token.pos.offset(cols),
                    format!(
                        "expected the end of a row of {cols} cells, found {}",
                        first_char(rest)
                    ),
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

/// The first character of `text` (never empty), [`quote`]d for an error message.
fn first_char(text: &str) -> String {
    let end = text.chars().next().map_or(0, char::len_utf8);
    quote(&text[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(input: &str, size: Size) -> (Vec<String>, Option<String>) {
        let mut reader = Reader::new(input.as_bytes(), size);
        let mut boards = Vec::new();
        loop {
            match reader.next_case() {
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
            (
                "bw\u{a0}w\n",
                "line 1, column 3: expected `b` or `w`, found `<U+00A0>`",
            ),
            (
                "bwbw\u{feff}\n",
                "line 1, column 5: expected the end of a row of 4 cells, found `<U+FEFF>`",
            ),
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
