//! The judge's answer line.

use std::fmt;

/// `Case #k: N`, or `Case #k: No Solution!` when no arrangement that fits can be reached.
///
/// ```
/// use cantor_grid::format::Answer;
/// assert_eq!(Answer { case: 2, moves: Some(7) }.to_string(), "Case #2: 7");
/// assert_eq!(Answer { case: 1, moves: None }.to_string(), "Case #1: No Solution!");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The case number, counting from 1.
    pub case: usize,
    /// The fewest moves, if any sequence of moves works.
    pub moves: Option<u8>,
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.moves {
            Some(n) => write!(f, "Case #{}: {n}", self.case),
            None => write!(f, "Case #{}: No Solution!", self.case),
        }
    }
}
