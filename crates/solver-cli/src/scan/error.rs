//! Where a piece of judge input is, and what is wrong there: [`Pos`] and [`ParseError`].

use std::fmt;

/// A place in the input: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos {
    /// The line, counting from 1.
    pub line: usize,
    /// The column, counting characters from 1.
    pub column: usize,
}

impl Pos {
    /// The position `chars` characters further along the same line.
    ///
    /// ```
    /// use solver_cli::Pos;
    /// assert_eq!(Pos { line: 3, column: 5 }.offset(2), Pos { line: 3, column: 7 });
    /// ```
    pub fn offset(self, chars: usize) -> Pos {
        Pos {
            line: self.line,
            column: self.column + chars,
        }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Bad or unreadable input, at a position: displays as `line L, column C: message`.
///
/// A solver's binary prints it as `error: {err}` and exits with status 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Where the problem is.
    pub pos: Pos,
    /// What is wrong, without the position.
    pub message: String,
}

impl ParseError {
    /// An error at `pos`.
    ///
    /// ```
    /// use solver_cli::{ParseError, Pos};
    /// let err = ParseError::new(Pos { line: 2, column: 9 }, "a board needs eight of each symbol");
    /// assert_eq!(err.to_string(), "line 2, column 9: a board needs eight of each symbol");
    /// ```
    pub fn new(pos: Pos, message: impl Into<String>) -> Self {
        ParseError {
            pos,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.pos, self.message)
    }
}

impl std::error::Error for ParseError {}
