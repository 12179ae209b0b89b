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
mod quote;

pub use error::{ParseError, Pos};
use quote::BYTE_ORDER_MARK;
pub use quote::{QUOTE_CHARS, quote};

/// One whitespace-separated token and where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token's text, never empty and free of ASCII whitespace.
    pub text: &'a str,
    /// Where its first character stands.
    pub pos: Pos,
}

impl Token<'_> {
    /// Parses the token as a `T`, or says at the token's position that it is not `what`.
    ///
    /// ```
    /// use search_core::Scanner;
    /// let mut input = Scanner::new("12 x".as_bytes());
    /// let n: u32 = input.next_token().unwrap().unwrap().parse("a number").unwrap();
    /// assert_eq!(n, 12);
    /// let bad = input.next_token().unwrap().unwrap().parse::<u32>("a number").unwrap_err();
    /// assert_eq!(bad.to_string(), "line 1, column 4: expected a number, found `x`");
    /// ```
    pub fn parse<T: FromStr>(&self, what: &str) -> Result<T, ParseError> {
        self.text.parse().map_err(|_| self.error(what))
    }

    /// An error at this token: "expected `what`, found `text`", the text [`quote`]d.
    ///
    /// ```
    /// use search_core::Scanner;
    /// let mut input = Scanner::new("\u{feff}1\t\u{feff}2".as_bytes());
    /// let token = input.next_token().unwrap().unwrap();
    /// assert_eq!(token.error("a digit").to_string(), "line 1, column 1: expected a digit, found `1`");
    /// let token = input.next_token().unwrap().unwrap();
    /// assert_eq!(token.error("a digit").to_string(), "line 1, column 3: expected a digit, found `<U+FEFF>2`");
    /// ```
    pub fn error(&self, what: &str) -> ParseError {
        ParseError::new(
            self.pos,
            format!("expected {what}, found {}", quote(self.text)),
        )
    }
}

/// A streaming tokenizer over judge input.
///
/// ```
/// use search_core::{Pos, Scanner};
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
    /// at a time, validated as UTF-8 once as it arrives, so a token costs a few byte compares
    /// rather than a line read and a validation of its own.
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
}

/// What [`Scanner::refill`] found.
enum Refill {
    More,
    End,
    NotUtf8,
}

impl<R: BufRead> Scanner<R> {
    /// A scanner at the start of `reader`.
    pub fn new(reader: R) -> Self {
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
        }
    }

    /// The next token, or `None` at the end of the input.
    ///
    /// Reads no further than the end of the token (and the whitespace before it), so a solver
    /// answers each case before the next one is read. Fails only if the input cannot be read or
    /// is not UTF-8 (the error points at the first bad byte).
    pub fn next_token(&mut self) -> Result<Option<Token<'_>>, ParseError> {
        if !self.skip_whitespace()? {
            return Ok(None);
        }
        let pos = self.pos();
        // The token ends at the next whitespace, or at the end of the input: until one of those
        // is in the buffer, read on.
        let mut len = 0;
        loop {
            let rest = &self.text.as_bytes()[self.start + len..];
            if let Some(n) = rest.iter().position(u8::is_ascii_whitespace) {
                len += n;
                break;
            }
            len += rest.len();
            match self.refill(pos)? {
                Refill::More => {}
                Refill::End => break,
                Refill::NotUtf8 => {
                    let chars = self.text[self.start..self.start + len].chars().count();
                    return Err(not_utf8(pos.offset(chars)));
                }
            }
        }
        // Both ends are at ASCII bytes (or the end of the text), so they are character boundaries.
        let text = &self.text[self.start..self.start + len];
        self.start += len;
        // Judge input is nearly always ASCII: then a token's width is its length.
        self.column += if text.is_ascii() {
            len
        } else {
            text.chars().count()
        };
        Ok(Some(Token { text, pos }))
    }

    /// The next token, which must exist: at the end of the input, an error "expected `what`, found
    /// end of input" at [`Scanner::end_pos`].
    ///
    /// ```
    /// use search_core::Scanner;
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
    /// use search_core::Scanner;
    /// let mut input = Scanner::new("".as_bytes());
    /// let err = input.expect_token_with(|| format!("cell {} of 24", 7)).unwrap_err();
    /// assert_eq!(err.to_string(), "line 1, column 1: expected cell 7 of 24, found end of input");
    /// ```
    pub fn expect_token_with(
        &mut self,
        what: impl FnOnce() -> String,
    ) -> Result<Token<'_>, ParseError> {
        if !self.skip_whitespace()? {
            return Err(ParseError::new(
                self.end_pos(),
                format!("expected {}, found end of input", what()),
            ));
        }
        Ok(self.next_token()?.expect("skip_whitespace found a token"))
    }

    /// Parses the next token as a `T`; see [`Scanner::expect_token`] and [`Token::parse`].
    ///
    /// ```
    /// use search_core::Scanner;
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
    /// use search_core::Scanner;
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
    fn skip_whitespace(&mut self) -> Result<bool, ParseError> {
        loop {
            for (i, &b) in self.text.as_bytes()[self.start..].iter().enumerate() {
                match b {
                    b'\n' => {
                        self.line += 1;
                        self.column = 1;
                    }
                    _ if b.is_ascii_whitespace() => self.column += 1,
                    _ => {
                        self.start += i;
                        return Ok(true);
                    }
                }
            }
            self.start = self.text.len();
            match self.refill(self.pos())? {
                Refill::More => {}
                Refill::End => return Ok(false),
                Refill::NotUtf8 => return Err(not_utf8(self.pos())),
            }
        }
    }

    /// Appends the text the reader has ready to the unconsumed text (dropping the consumed part
    /// first). A read error is reported at `pos`.
    fn refill(&mut self, pos: Pos) -> Result<Refill, ParseError> {
        if self.invalid {
            return Ok(Refill::NotUtf8);
        }
        if self.eof {
            return Ok(Refill::End);
        }
        self.text.drain(..self.start);
        self.start = 0;
        let ready = loop {
            match self.reader.fill_buf() {
                Ok(ready) => break ready,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    return Err(ParseError::new(pos, format!("cannot read the input: {e}")));
                }
            }
        };
        let n = ready.len();
        if n == 0 {
            self.eof = true;
            // A character cut off by the end of the input.
            self.invalid = !self.partial.is_empty();
            return Ok(if self.invalid {
                Refill::NotUtf8
            } else {
                Refill::End
            });
        }
        self.partial.extend_from_slice(ready);
        self.reader.consume(n);
        let (good, bad) = match std::str::from_utf8(&self.partial) {
            Ok(valid) => {
                self.text.push_str(valid);
                (self.partial.len(), false)
            }
            Err(e) => {
                let good = e.valid_up_to();
                let valid = std::str::from_utf8(&self.partial[..good]).expect("valid up to here");
                self.text.push_str(valid);
                // `error_len` is `None` when the bytes only stop short of a whole character.
                (good, e.error_len().is_some())
            }
        };
        self.partial.drain(..good);
        self.invalid = bad;
        if !self.started && !self.text.is_empty() {
            self.started = true;
            // Not a character of the input but a mark of its encoding: it takes no column.
            if self.text.starts_with(BYTE_ORDER_MARK) {
                self.start = BYTE_ORDER_MARK.len_utf8();
            }
        }
        Ok(if good > 0 {
            Refill::More
        } else if bad {
            Refill::NotUtf8
        } else {
            // Only part of a character so far: read on.
            return self.refill(pos);
        })
    }
}

fn not_utf8(pos: Pos) -> ParseError {
    ParseError::new(pos, "the input is not valid UTF-8")
}

#[cfg(test)]
mod tests;
