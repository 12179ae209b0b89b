//! [`Token`]: one whitespace-separated token of judge input, and where it starts.

use std::str::FromStr;

use super::{ParseError, Pos, quote};

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
    /// use solver_cli::Scanner;
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
    /// use solver_cli::Scanner;
    /// let mut input = Scanner::new("\u{feff}1\t\u{feff}2".as_bytes());
    /// let token = input.next_token().unwrap().unwrap();
    /// assert_eq!(token.error("a digit").to_string(), "line 1, column 1: expected a digit, found `1`");
    /// let token = input.next_token().unwrap().unwrap();
    /// assert_eq!(token.error("a digit").to_string(), "line 1, column 3: expected a digit, found `<U+FEFF>2`");
    /// ```
    ///
    /// A whole number past any count the input can hold (more than 2^64 − 1) is said to be too
    /// large, so that the message does not leave the reader to count digits:
    ///
    /// ```
    /// use solver_cli::Scanner;
    /// let mut input = Scanner::new("99999999999999999999999".as_bytes());
    /// let token = input.next_token().unwrap().unwrap();
    /// assert_eq!(
    ///     token.error("a count (1 or more)").to_string(),
    ///     "line 1, column 1: expected a count (1 or more), found `99999999999999999999999`, \
    ///      a number too large"
    /// );
    /// ```
    pub fn error(&self, what: &str) -> ParseError {
        let digits = self.text.strip_prefix('+').unwrap_or(self.text);
        let too_large = !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit())
            && digits.parse::<u64>().is_err();
        ParseError::new(
            self.pos,
            format!(
                "expected {what}, found {}{}",
                quote(self.text),
                if too_large {
                    ", a number too large"
                } else {
                    ""
                }
            ),
        )
    }
}
