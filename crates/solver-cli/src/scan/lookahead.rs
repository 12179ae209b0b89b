//! A look at the text a [`Scanner`] has read ahead, for a parser with a fast path: one that
//! recognises a whole well-formed case in the buffer at once (say four lines of four `b`/`w`
//! cells) and skips it, leaving everything else, and every error, to the token-by-token path.

use std::io::BufRead;

use super::Scanner;

impl<R: BufRead> Scanner<R> {
    /// The text read from the input and not yet consumed: after [`Scanner::is_at_end`] returned
    /// false, it starts with the next token. It may stop anywhere, inside a line or a token, or
    /// be empty; the input goes on after it unless the end has been reached.
    ///
    /// ```
    /// use solver_cli::Scanner;
    /// let mut input = Scanner::new("  bw\nwb\n".as_bytes());
    /// assert!(!input.is_at_end().unwrap());
    /// assert_eq!(input.buffered(), "bw\nwb\n");
    /// ```
    pub fn buffered(&self) -> &str {
        &self.text[self.start..]
    }

    /// Consumes the first `len` bytes of [`Scanner::buffered`], `lines` whole lines each ended by
    /// `\n`, as if they had been read token by token: the next position is column 1 of the line
    /// after the last one consumed. Returns the line of the last one consumed. The caller has
    /// looked at the text it skips, so it knows how many lines it holds (debug builds check).
    ///
    /// # Panics
    /// If `len` is past the buffered text.
    ///
    /// ```
    /// use solver_cli::{Pos, Scanner};
    /// let mut input = Scanner::new("bw\nwb\nbb\n".as_bytes());
    /// assert!(!input.is_at_end().unwrap());
    /// assert_eq!(input.consume_lines(6, 2), 2);
    /// let token = input.next_token().unwrap().unwrap();
    /// assert_eq!((token.text, token.pos), ("bb", Pos { line: 3, column: 1 }));
    /// ```
    pub fn consume_lines(&mut self, len: usize, lines: usize) -> usize {
        let skipped = &self.text.as_bytes()[self.start..self.start + len];
        debug_assert!(
            lines > 0
                && skipped.last() == Some(&b'\n')
                && skipped.iter().filter(|&&b| b == b'\n').count() == lines,
            "consume_lines({len}, {lines}) on {skipped:?}"
        );
        let last_line = self.line + lines - 1;
        self.start += len;
        self.line = last_line + 1;
        self.column = 1;
        last_line
    }
}
