//! A streaming reader of judge input on an R × C board: the number of cases T, then per case R
//! rows of C tiles for the start and R rows of C cells (a tile or `*`) for the target.
//!
//! The same contract as the 3 × 3 reader ([`crate::parse`]), with tiles `1` to `R·C` written in
//! decimal without leading zeros, so that tokens are separated by whitespace.

use std::io::BufRead;

use solver_cli::{ParseError, Pos, Scanner};

use crate::loopover::shape::Shape;
use crate::parse::{Cases, again};

/// One case: the start (tiles `1..=R·C` cell by cell, row by row) and the target (a tile or
/// `None` for `*`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Query {
    /// The start's tiles, row by row.
    pub start: Vec<u8>,
    /// The target's cells, row by row: a tile, or `None` for a star.
    pub target: Vec<Option<u8>>,
}

/// Reads cases one at a time from judge input for one board shape.
pub struct Reader<R> {
    scanner: Scanner<R>,
    shape: Shape,
    cases: Cases,
    /// Where the last case read begins: its first start tile.
    case_start: Pos,
}

impl<R: BufRead> Reader<R> {
    /// A reader at the start of `input`, for boards of `shape`.
    pub fn new(input: R, shape: Shape) -> Self {
        Reader {
            scanner: Scanner::new(input),
            shape,
            cases: Cases::default(),
            case_start: Pos { line: 1, column: 1 },
        }
    }

    /// The next case, or `None` after the last one (or for empty input).
    ///
    /// ```
    /// use cantor_grid::loopover::{parse::Reader, shape::Shape};
    /// let input = "1\n1 2\n3 4\n* 1\n* *\n";
    /// let mut reader = Reader::new(input.as_bytes(), Shape::new(2, 2).unwrap());
    /// let q = reader.next_case().unwrap().unwrap();
    /// assert_eq!(q.target, [None, Some(1), None, None]);
    /// assert!(reader.next_case().unwrap().is_none());
    /// ```
    pub fn next_case(&mut self) -> Result<Option<Query>, ParseError> {
        if !self.cases.next(&mut self.scanner)? {
            return Ok(None);
        }
        let n = self.shape.cells();
        let what = format!("a start tile 1-{n}");
        let again_what = format!("a start tile 1-{n} not used yet");
        let mut seen = 0u32;
        let mut start = Vec::with_capacity(n);
        for i in 0..n {
            let token = self.scanner.expect_token(&what)?;
            if i == 0 {
                self.case_start = token.pos;
            }
            let t = tile(token.text, n).ok_or_else(|| token.error(&what))?;
            if seen & (1 << t) != 0 {
                return Err(again(&token, &again_what));
            }
            seen |= 1 << t;
            start.push(t);
        }
        let what = format!("a target tile 1-{n} or `*`");
        let again_what = format!("`*` or a target tile 1-{n} not used yet");
        let mut seen = 0u32;
        let mut target = Vec::with_capacity(n);
        for _ in 0..n {
            let token = self.scanner.expect_token(&what)?;
            if token.text == "*" {
                target.push(None);
                continue;
            }
            let t = tile(token.text, n).ok_or_else(|| token.error(&what))?;
            if seen & (1 << t) != 0 {
                return Err(again(&token, &again_what));
            }
            seen |= 1 << t;
            target.push(Some(t));
        }
        self.cases.done += 1;
        Ok(Some(Query { start, target }))
    }

    /// Where the last case returned by [`next_case`](Self::next_case) begins (its first start
    /// tile), for an error about the case as a whole.
    pub fn case_start(&self) -> Pos {
        self.case_start
    }
}

/// The tile a token names: a decimal number 1 to `n` without a sign or leading zeros.
fn tile(text: &str, n: usize) -> Option<u8> {
    let bytes = text.as_bytes();
    if bytes.is_empty() || bytes.len() > 2 || bytes[0] == b'0' {
        return None;
    }
    if !bytes.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let t: usize = text.parse().ok()?;
    (t <= n).then_some(t as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &str, r: usize, c: usize) -> Result<Vec<Query>, String> {
        let mut reader = Reader::new(input.as_bytes(), Shape::new(r, c).unwrap());
        // The cases up to the end, or the first error.
        std::iter::from_fn(|| reader.next_case().transpose())
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())
    }

    const CASE: &str = "1 2 3 4\n5 6 7 8\n9 10 11 12\n12 * * *\n* * * *\n* * * 1\n";

    #[test]
    fn reads_a_three_by_four_case() {
        let cases = all(&format!("1\n{CASE}"), 3, 4).unwrap();
        assert_eq!(cases[0].start, (1..=12).collect::<Vec<u8>>());
        assert_eq!(cases[0].target[0], Some(12));
        assert_eq!(cases[0].target[11], Some(1));
        assert_eq!(cases[0].target.iter().flatten().count(), 2);
        assert_eq!(all("", 3, 4), Ok(vec![]));
        assert_eq!(all("0", 2, 6), Ok(vec![]));
    }

    #[test]
    fn errors_point_at_the_token() {
        let cases = [
            (
                "1\n1 2 3 4\n5 6 7 8\n9 10 11 13",
                "4, column 9: expected a start tile 1-12, found `13`",
            ),
            (
                "1\n1 2 3 4\n5 6 7 8\n9 10 11 012",
                "4, column 9: expected a start tile 1-12, found `012`",
            ),
            (
                "1\n1 2 3 4\n5 6 7 8\n9 10 11 +12",
                "4, column 9: expected a start tile 1-12, found `+12`",
            ),
            (
                "1\n1 2 3 4\n5 6 7 8\n9 10 11 0",
                "4, column 9: expected a start tile 1-12, found `0`",
            ),
            (
                "1\n1 2 3 4\n5 6 7 8\n9 10 4",
                "4, column 6: expected a start tile 1-12 not used yet, found `4` again",
            ),
            (
                "1\n1 2 3 4\n5 6 7 8\n9 10 11",
                "4, column 8: expected a start tile 1-12, found end of input",
            ),
            (
                "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n* 12 * 12",
                "5, column 8: expected `*` or a target tile 1-12 not used yet, found `12` again",
            ),
            (
                "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n* x",
                "5, column 3: expected a target tile 1-12 or `*`, found `x`",
            ),
            (
                "2\n1 2 3 4\n5 6 7 8\n9 10 11 12\n* * * *\n* * * *\n* * * *\n",
                "8, column 1: expected case 2 of 2, found end of input",
            ),
        ];
        for (input, error) in cases {
            assert_eq!(all(input, 3, 4), Err(format!("line {error}")), "{input:?}");
        }
    }
}
