//! A streaming reader of judge input: boards of `rows` lines of `cols` characters `b`/`w`, until
//! the end of the input.
//!
//! Each board is read only when asked for, so a caller can answer it before reading the next.
//! Every row stands on a line of its own, the first row of a board too: blank lines (and spaces
//! around a row) are tolerated; two rows on one line (of one board or of two), a stray character,
//! a row of the wrong width and a board cut off by the end of the input are [`ParseError`]s that
//! point at the offending place.
//!
//! The reader keeps one board and refills it for each case, a row at a time and 64 cells to a
//! word: reading a board allocates nothing.

use std::io::BufRead;

use solver_cli::scan::quote;
use solver_cli::{ParseError, Pos, Scanner};

use crate::board::{Board, Size};

mod at_once;
mod row;
use at_once::AtOnce;
use row::put_row;

/// Reads boards of one size one at a time from judge input.
pub struct Reader<R> {
    scanner: Scanner<R>,
    size: Size,
    /// The board of the last case, refilled for the next.
    board: Board,
    /// The line of the last row read: the next row must be on a later one.
    last_line: usize,
    /// How to read a whole board at once, if its text is short enough.
    at_once: Option<AtOnce>,
}

impl<R: BufRead> Reader<R> {
    /// A reader of boards of `size` at the start of `input`.
    pub fn new(input: R, size: Size) -> Self {
        Reader {
            // A row is one token: no longer than the widest board's rows, plus room for the
            // error about one that is too long.
            scanner: Scanner::with_token_limit(input, size.cols.max(64) + 1),
            size,
            board: Board::filled(size, crate::board::Colour::White),
            last_line: 0,
            at_once: AtOnce::new(size.rows, size.cols),
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
    pub fn next_case(&mut self) -> Result<Option<(&Board, Pos)>, ParseError> {
        let Size { rows, cols } = self.size;
        // The input may end between boards, not inside one.
        if self.scanner.is_at_end()? {
            return Ok(None);
        }
        if let Some(start) = self.whole_board_ahead() {
            return Ok(Some((&self.board, start)));
        }
        let words = self.board.words_mut();
        words.fill(0);
        let mut start = None;
        for r in 0..rows {
            let token = self
                .scanner
                .expect_token_with(|| format!("row {} of {rows} of a board", r + 1))?;
            if token.pos.line == self.last_line {
                let after = if r == 0 {
                    "the last row of the board before".to_string()
                } else {
                    format!("row {r}")
                };
                return Err(ParseError::new(
                    token.pos,
                    format!(
                        "expected row {} of {rows} on a line of its own, found {} after {after}",
                        r + 1,
                        quote(token.text)
                    ),
                ));
            }
            self.last_line = token.pos.line;
            start.get_or_insert(token.pos);
            let row = token.text.as_bytes();
            if row.len() != cols || !put_row(words, r * cols, row) {
                return Err(bad_row(token.text, token.pos, cols));
            }
        }
        // `rows >= 1`, so the first row set `start`.
        Ok(start.map(|pos| (&self.board, pos)))
    }

    /// The fast path, for the common case: when the text read ahead starts with the whole next
    /// board as `rows` lines of exactly `cols` cells, each ended by `\n` and the first at the
    /// start of a line, the board is read from there in one go and its start returned. Anything
    /// else (a board cut by the end of what was read, spaces, `\r\n`, any mistake) is left to the
    /// token-by-token path, which reads every board the same way and reports every error.
    #[inline]
    fn whole_board_ahead(&mut self) -> Option<Pos> {
        let Size { rows, cols } = self.size;
        let start = self.scanner.end_pos();
        // At column 1 the board starts on a line after the last row read, as it must.
        if start.column != 1 {
            return None;
        }
        let len = rows * (cols + 1);
        let text = self.scanner.buffered().as_bytes().get(..len)?;
        let words = self.board.words_mut();
        if self.size == Size::FOUR {
            // The judge's shape, read through a layout the compiler knows.
            words[0] = AtOnce::FOUR.read(text)?;
        } else if let Some(at_once) = &self.at_once {
            words[0] = at_once.read(text)?;
        } else {
            words.fill(0);
            for (r, line) in text.chunks_exact(cols + 1).enumerate() {
                if line[cols] != b'\n' || !put_row(words, r * cols, &line[..cols]) {
                    return None;
                }
            }
        }
        self.last_line = self.scanner.consume_lines(len, rows);
        Some(start)
    }
}

/// What is wrong with a row that is not `cols` characters `b` or `w`.
#[cold]
fn bad_row(text: &str, pos: Pos, cols: usize) -> ParseError {
    if let Some(c) = text.bytes().take(cols).position(|b| b != b'b' && b != b'w') {
        // Everything before is ASCII, so the byte offset is the column offset.
        return ParseError::new(
            pos.offset(c),
            format!("expected `b` or `w`, found {}", first_char(&text[c..])),
        );
    }
    if let Some(rest) = text.get(cols..).filter(|rest| !rest.is_empty()) {
        return ParseError::new(
            pos.offset(cols),
            format!(
                "expected the end of a row of {cols} cells, found {}",
                first_char(rest)
            ),
        );
    }
    let width = text.len();
    ParseError::new(
        pos.offset(width),
        format!("expected a row of {cols} cells, found the row ending after {width}"),
    )
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
    fn the_first_row_of_a_board_stands_on_a_line_of_its_own_too() {
        // Two boards of 2 x 1, the second starting on the line where the first ends.
        let (boards, err) = read_all("b\nw b\nw\n", Size { rows: 2, cols: 1 });
        assert_eq!(boards, ["b\nw\n"]);
        assert_eq!(
            err.as_deref(),
            Some(
                "line 2, column 3: expected row 1 of 2 on a line of its own, found `b` after the \
                 last row of the board before"
            )
        );
    }

    #[test]
    fn rows_wider_than_a_word_are_read_across_words() {
        // 3 rows of 70 cells: every row straddles a word boundary somewhere.
        let size = Size { rows: 3, cols: 70 };
        let rows: Vec<String> = (0..3)
            .map(|r| {
                (0..70)
                    .map(|c| if (r * 7 + c) % 3 == 0 { 'b' } else { 'w' })
                    .collect()
            })
            .collect();
        let text = rows.join("\n") + "\n";
        let (boards, err) = read_all(&text, size);
        assert_eq!((boards, err), (vec![text.clone()], None));
    }

    #[test]
    fn a_row_far_too_long_is_refused_without_reading_it_all() {
        let text = format!("{}\n", "w".repeat(1_000_000));
        let (_, err) = read_all(&text, Size { rows: 1, cols: 4 });
        let err = err.unwrap();
        assert!(
            err.starts_with("line 1, column 1: expected row 1 of 1 of a board, found `wwww"),
            "{err}"
        );
        assert!(err.contains("a token of more than 65 bytes"), "{err}");
    }

    #[test]
    fn a_mistake_before_a_byte_that_is_not_utf8_is_reported_first() {
        // Found by the parse_flip fuzz target: the scanner used to report the bad byte, at
        // column 5, before the reader saw the `S` at column 3.
        let mut reader = Reader::new(&b"bwSS\xa7S\n"[..], Size::FOUR);
        let err = reader.next_case().unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 1, column 3: expected `b` or `w`, found `S`"
        );
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
