//! Judge input as whitespace-separated tokens, each with its 1-based line and column.
//!
//! Contest input is a stream of tokens, but a good error message points at one: "line 7, column 13:
//! expected 1, 2 or 3, found `4`". [`Scanner`] reads any [`BufRead`] as far as the reader has input
//! ready, never further than the token asked for (so a solver can answer each case before the next
//! is read), and hands out tokens borrowed from its buffer, with their [`Pos`]. Every failure — bad token, missing token, unreadable input — is a
//! [`ParseError`] whose message starts with that position.
//!
//! Tokens are separated by ASCII whitespace (space, tab, line ends, form feed), as `scanf` does;
//! any other character, non-ASCII ones included, belongs to a token, so a stray one is reported
//! rather than silently skipped. Columns count characters, not bytes, from 1; a tab counts as one
//! column. Line ends may be `\n` or `\r\n`. A byte-order mark at the very start (some editors
//! save one) is skipped, and line 1, column 1 is the first character after it.
//!
//! What an error quotes of the input goes through [`quote`]: short, and with every invisible or
//! control character written out, so that the message can be read.

use std::io::BufRead;
use std::str::FromStr;

mod error;
mod lookahead;
mod quote;
mod refill;
mod token;

pub use error::{ParseError, Pos};
use quote::BYTE_ORDER_MARK;
pub use quote::{QUOTE_CHARS, quote};
use refill::Refill;
pub use token::Token;

/// A streaming tokenizer over judge input.
///
/// ```
/// use solver_cli::{Pos, Scanner};
/// let mut input = Scanner::new("3 4\n  x\n".as_bytes());
/// let mut seen = Vec::new();
/// while let Some(token) = input.next_token().unwrap() {
///     seen.push((token.text.to_string(), token.pos));
/// }
/// assert_eq!(seen, [
///     ("3".to_string(), Pos { line: 1, column: 1 }),
///     ("4".to_string(), Pos { line: 1, column: 3 }),
///     ("x".to_string(), Pos { line: 2, column: 3 }),
/// ]);
/// assert_eq!(input.end_pos(), Pos { line: 3, column: 1 });
/// ```
pub struct Scanner<R> {
    reader: R,
    /// Text read but not yet consumed is `text[start..]`: whatever the reader had ready, many lines
    /// at a time, copied once and validated as UTF-8 once as it arrives, so a token costs one pass
    /// over its bytes rather than a line read and a validation of its own.
    text: String,
    start: usize,
    /// Bytes read after the last whole character of `text`: the start of a character that the
    /// next read completes.
    partial: Vec<u8>,
    /// The position of `text[start]`.
    line: usize,
    column: usize,
    /// Whether the reader has reported its end, and whether the input went wrong after `text`
    /// (bytes that are not UTF-8).
    eof: bool,
    invalid: bool,
    /// Whether the first character has arrived (and a byte-order mark there was skipped).
    started: bool,
    /// The longest token, in bytes: reading one token never holds more than this.
    limit: usize,
}

/// The longest token a [`Scanner`] reads unless told otherwise, in bytes: far more than any judge
/// format here needs, and little enough memory that a file of one endless token costs nothing.
pub const TOKEN_LIMIT: usize = 1 << 16;

impl<R: BufRead> Scanner<R> {
    /// A scanner at the start of `reader`, reading tokens of up to [`TOKEN_LIMIT`] bytes.
    pub fn new(reader: R) -> Self {
        Scanner::with_token_limit(reader, TOKEN_LIMIT)
    }

    /// A scanner at the start of `reader` that refuses a token longer than `limit` bytes with
    /// an error at its start, before reading the rest of it: the memory a token takes is bounded
    /// by what the format allows, not by the input.
    ///
    /// ```
    /// use solver_cli::Scanner;
    /// let mut input = Scanner::with_token_limit("12345 6".as_bytes(), 4);
    /// let err = input.expect_token("a number").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "line 1, column 1: expected a number, found `12345`, a token of more than 4 bytes, \
    ///      longer than this input allows"
    /// );
    /// ```
    pub fn with_token_limit(reader: R, limit: usize) -> Self {
        Scanner {
            reader,
            text: String::new(),
            start: 0,
            partial: Vec::new(),
            line: 1,
            column: 1,
            eof: false,
            invalid: false,
            started: false,
            limit,
        }
    }

    /// The next token, or `None` at the end of the input.
    ///
    /// Reads no further than the end of the token (and the whitespace before it), so a solver
    /// answers each case before the next one is read. Fails if the input cannot be read, is not
    /// UTF-8 (the error points at the first bad byte; a token ends before it, so that a mistake
    /// in its valid part is reported first), or holds a token longer than the scanner's
    /// [limit](Scanner::with_token_limit).
    pub fn next_token(&mut self) -> Result<Option<Token<'_>>, ParseError> {
        self.token(None::<fn() -> String>)
    }

    /// The next token. With `what`, a description of what was expected, the end of the input is
    /// an error, and the error about a token too long says what was expected.
    #[inline]
    fn token(
        &mut self,
        what: Option<impl FnOnce() -> String>,
    ) -> Result<Option<Token<'_>>, ParseError> {
        if !self.skip_whitespace()? {
            return match what {
                None => Ok(None),
                Some(what) => Err(self.end_of_input(what)),
            };
        }
        let pos = self.pos();
        // The token ends at the next whitespace, or at the end of the input: until one of those
        // is in the buffer, read on. One pass finds the end and whether all of it is ASCII.
        let mut len = 0;
        let mut high_bits = 0u8;
        loop {
            let rest = &self.text.as_bytes()[self.start + len..];
            let mut ended = false;
            for &b in rest {
                if b.is_ascii_whitespace() {
                    ended = true;
                    break;
                }
                high_bits |= b;
                len += 1;
            }
            if ended {
                break;
            }
            if len > self.limit {
                return Err(self.too_long(pos, len, what));
            }
            match self.refill(pos)? {
                Refill::More => {}
                Refill::End => break,
                // The token ends before the bad byte, which the next read reports: a mistake in
                // the valid part comes first, as a reader meets it.
                Refill::NotUtf8 if len > 0 => break,
                Refill::NotUtf8 => return Err(not_utf8(pos)),
            }
        }
        if len > self.limit {
            return Err(self.too_long(pos, len, what));
        }
        // Both ends are at ASCII bytes (or the end of the text), so they are character boundaries.
        let text = &self.text[self.start..self.start + len];
        self.start += len;
        // Judge input is nearly always ASCII: then a token's width is its length.
        self.column += if high_bits < 0x80 {
            len
        } else {
            text.chars().count()
        };
        Ok(Some(Token { text, pos }))
    }

    /// The error about a token at `pos` longer than the limit, `len` bytes of it read so far.
    fn too_long(&self, pos: Pos, len: usize, what: Option<impl FnOnce() -> String>) -> ParseError {
        // Only the start is quoted: the token goes on beyond what was read.
        let found = quote::quote_start(&self.text[self.start..self.start + len]);
        // Where any token may come (the start of a case), what is expected is a token that fits.
        let expected = what.map_or_else(
            || format!("a token of at most {} bytes", self.limit),
            |what| what(),
        );
        ParseError::new(
            pos,
            format!(
                "expected {expected}, found {found}, a token of more than {} bytes, longer than \
                 this input allows",
                self.limit
            ),
        )
    }

    /// The next token, which must exist: at the end of the input, an error "expected `what`, found
    /// end of input" at [`Scanner::end_pos`].
    ///
    /// ```
    /// use solver_cli::Scanner;
    /// let mut input = Scanner::new("1\n".as_bytes());
    /// assert_eq!(input.expect_token("a row").unwrap().text, "1");
    /// let err = input.expect_token("a row").unwrap_err();
    /// assert_eq!(err.to_string(), "line 2, column 1: expected a row, found end of input");
    /// ```
    pub fn expect_token(&mut self, what: &str) -> Result<Token<'_>, ParseError> {
        self.expect_token_with(|| what.to_string())
    }

    /// [`Scanner::expect_token`] with the description built only when it is needed, for loops
    /// over many tokens whose descriptions differ (`cell 7 of 24`): formatting one for every
    /// token would cost more than reading it.
    ///
    /// ```
    /// use solver_cli::Scanner;
    /// let mut input = Scanner::new("".as_bytes());
    /// let err = input.expect_token_with(|| format!("cell {} of 24", 7)).unwrap_err();
    /// assert_eq!(err.to_string(), "line 1, column 1: expected cell 7 of 24, found end of input");
    /// ```
    pub fn expect_token_with(
        &mut self,
        what: impl FnOnce() -> String,
    ) -> Result<Token<'_>, ParseError> {
        Ok(self
            .token(Some(what))?
            .expect("with a description, the end of the input is an error"))
    }

    /// The error "expected `what`, found end of input" at the end of the input.
    #[cold]
    fn end_of_input(&self, what: impl FnOnce() -> String) -> ParseError {
        ParseError::new(
            self.end_pos(),
            format!("expected {}, found end of input", what()),
        )
    }

    /// Parses the next token as a `T`; see [`Scanner::expect_token`] and [`Token::parse`].
    ///
    /// ```
    /// use solver_cli::Scanner;
    /// let mut input = Scanner::new("7 -1".as_bytes());
    /// assert_eq!(input.parse::<u8>("a count").unwrap(), 7);
    /// let err = input.parse::<u8>("a count").unwrap_err();
    /// assert_eq!(err.to_string(), "line 1, column 3: expected a count, found `-1`");
    /// ```
    pub fn parse<T: FromStr>(&mut self, what: &str) -> Result<T, ParseError> {
        self.expect_token(what)?.parse(what)
    }

    /// Whether any token is left, reading ahead as far as needed.
    ///
    /// ```
    /// use solver_cli::Scanner;
    /// let mut input = Scanner::new("x \n \n".as_bytes());
    /// assert!(!input.is_at_end().unwrap());
    /// input.next_token().unwrap();
    /// assert!(input.is_at_end().unwrap());
    /// ```
    pub fn is_at_end(&mut self) -> Result<bool, ParseError> {
        Ok(!self.skip_whitespace()?)
    }

    /// The position just after the last character of the input, once the end has been reached
    /// (before that, the position of the next unread character).
    pub fn end_pos(&self) -> Pos {
        self.pos()
    }

    fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            column: self.column,
        }
    }

    /// Moves to the next non-whitespace character, reading as needed; false at the end.
    #[inline]
    fn skip_whitespace(&mut self) -> Result<bool, ParseError> {
        loop {
            let bytes = self.text.as_bytes();
            let mut i = self.start;
            while let Some(&b) = bytes.get(i) {
                if !b.is_ascii_whitespace() {
                    self.start = i;
                    return Ok(true);
                }
                if b == b'\n' {
                    self.line += 1;
                    self.column = 1;
                } else {
                    self.column += 1;
                }
                i += 1;
            }
            self.start = i;
            if !self.read_on()? {
                return Ok(false);
            }
        }
    }

    /// Reads more text after whitespace: false at the end of the input.
    #[cold]
    #[inline(never)]
    fn read_on(&mut self) -> Result<bool, ParseError> {
        match self.refill(self.pos())? {
            Refill::More => Ok(true),
            Refill::End => Ok(false),
            Refill::NotUtf8 => Err(not_utf8(self.pos())),
        }
    }
}

fn not_utf8(pos: Pos) -> ParseError {
    ParseError::new(pos, "the input is not valid UTF-8")
}

#[cfg(test)]
mod tests;
