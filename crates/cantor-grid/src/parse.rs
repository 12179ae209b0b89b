//! A streaming reader of judge input: the number of cases T, then per case three lines of the
//! start and three of the target.
//!
//! Each case is read only when asked for, so a caller can answer it before reading the next, and
//! every problem is a [`ParseError`] naming the line and column of the token at fault (or of the
//! end of the input when a token is missing), so that the answers to the earlier cases can go out
//! before the error.

use std::io::BufRead;

use solver_cli::scan::quote;
use solver_cli::{ParseError, Scanner, Token};

use crate::grid::{Grid, Pattern};
use crate::solve::Query;

/// Reads cases one at a time from judge input.
pub struct Reader<R> {
    scanner: Scanner<R>,
    cases: Cases,
}

impl<R: BufRead> Reader<R> {
    /// A reader at the start of `input`.
    pub fn new(input: R) -> Self {
        Reader {
            scanner: Scanner::new(input),
            cases: Cases::default(),
        }
    }

    /// The next case, or `None` after the last one (or for empty input).
    ///
    /// Nothing is read beyond the current case, so an answer can be written before its successor
    /// is parsed. After T cases, anything but the end of the input is an error.
    ///
    /// ```
    /// use cantor_grid::parse::Reader;
    /// let mut reader = Reader::new("1\n1 2 3 4 5 6 7 8 9\n* * * * * * * * 1\n".as_bytes());
    /// let q = reader.next_case().unwrap().unwrap();
    /// assert_eq!(q.target.stars(), 8);
    /// assert!(reader.next_case().unwrap().is_none());
    /// ```
    pub fn next_case(&mut self) -> Result<Option<Query>, ParseError> {
        if !self.cases.next(&mut self.scanner)? {
            return Ok(None);
        }
        let start = self.start()?;
        let target = self.target()?;
        self.cases.done += 1;
        Ok(Some(Query { start, target }))
    }

    fn start(&mut self) -> Result<Grid, ParseError> {
        let mut cells = [0u8; 9];
        let mut seen = 0u16;
        for cell in &mut cells {
            let token = self.scanner.expect_token("a start tile 1-9")?;
            let t = tile(token.text).ok_or_else(|| token.error("a start tile 1-9"))?;
            if seen & (1 << t) != 0 {
                return Err(again(&token, "a start tile 1-9 not used yet"));
            }
            seen |= 1 << t;
            *cell = t;
        }
        // Nine distinct tiles of 1–9 are a permutation.
        Grid::new(cells).ok_or_else(|| ParseError::new(self.scanner.end_pos(), "a bad start"))
    }

    fn target(&mut self) -> Result<Pattern, ParseError> {
        let mut cells = [None; 9];
        let mut seen = 0u16;
        for cell in &mut cells {
            let token = self.scanner.expect_token("a target tile 1-9 or `*`")?;
            if token.text == "*" {
                continue;
            }
            let t = tile(token.text).ok_or_else(|| token.error("a target tile 1-9 or `*`"))?;
            if seen & (1 << t) != 0 {
                return Err(again(&token, "`*` or a target tile 1-9 not used yet"));
            }
            seen |= 1 << t;
            *cell = Some(t);
        }
        // Distinct tiles of 1–9 and stars are a pattern.
        Pattern::new(cells).ok_or_else(|| ParseError::new(self.scanner.end_pos(), "a bad target"))
    }
}

/// The tile a token names: exactly one digit 1–9.
fn tile(text: &str) -> Option<u8> {
    match text.as_bytes() {
        &[d @ b'1'..=b'9'] => Some(d - b'0'),
        _ => None,
    }
}

/// Where the judge input stands between cases: the number of cases T at its head, once read,
/// and how many were read. Both readers (3 × 3 and [`crate::loopover::parse`]) count with it.
#[derive(Debug, Default)]
pub(crate) struct Cases {
    /// The number of cases, once read; `None` before the first case is asked for.
    total: Option<usize>,
    /// The cases read so far: the reader adds one after each whole case.
    pub(crate) done: usize,
}

impl Cases {
    /// Whether a case follows: reads T first (no case at all in empty input); after the T-th
    /// case anything but the end of the input is an error, and so is the end before it.
    /// (Inlined into each reader: called out of line it cost the 3 × 3 path instructions a case.)
    #[inline]
    pub(crate) fn next<R: BufRead>(
        &mut self,
        scanner: &mut Scanner<R>,
    ) -> Result<bool, ParseError> {
        let total = match self.total {
            Some(total) => total,
            None => {
                if scanner.is_at_end()? {
                    return Ok(false);
                }
                let total = scanner.parse("the number of cases")?;
                self.total = Some(total);
                total
            }
        };
        if self.done == total {
            return match scanner.next_token()? {
                None => Ok(false),
                Some(token) => Err(ParseError::new(
                    token.pos,
                    format!(
                        "expected the end of the input after {total} case{}, found {}",
                        if total == 1 { "" } else { "s" },
                        quote(token.text)
                    ),
                )),
            };
        }
        if scanner.is_at_end()? {
            return Err(ParseError::new(
                scanner.end_pos(),
                format!(
                    "expected case {} of {total}, found end of input",
                    self.done + 1
                ),
            ));
        }
        Ok(true)
    }
}

/// A tile given a second time: "expected `what`, found `3` again".
pub(crate) fn again(token: &Token<'_>, what: &str) -> ParseError {
    ParseError::new(
        token.pos,
        format!("expected {what}, found {} again", quote(token.text)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &str) -> Result<Vec<Query>, String> {
        let mut reader = Reader::new(input.as_bytes());
        // The cases up to the end, or the first error.
        std::iter::from_fn(|| reader.next_case().transpose())
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())
    }

    const CASE: &str = "1 2 3\n4 5 6\n7 8 9\n8 * 9\n5 3 7\n2 * *\n";

    #[test]
    fn reads_the_sample_case() {
        let cases = all(&format!("1\n{CASE}")).unwrap();
        assert_eq!(cases.len(), 1);
        assert_eq!(cases[0].start, Grid::IDENTITY);
        assert_eq!(cases[0].target.to_string(), "8 * 9\n5 3 7\n2 * *");
    }

    #[test]
    fn empty_input_has_no_cases_and_zero_cases_are_fine() {
        assert_eq!(all(""), Ok(vec![]));
        assert_eq!(all(" \n\n"), Ok(vec![]));
        assert_eq!(all("0\n"), Ok(vec![]));
    }

    #[test]
    fn errors_point_at_the_token() {
        let case_2_of_2 = format!("2\n{CASE}");
        let extra = format!("1\n{CASE}extra");
        let cases = [
            ("x", "1, column 1: expected the number of cases, found `x`"),
            (
                "-1",
                "1, column 1: expected the number of cases, found `-1`",
            ),
            // One past the largest count accepted, 2^64 - 1.
            (
                "18446744073709551616",
                "1, column 1: expected the number of cases, found `18446744073709551616`, a number \
                 too large",
            ),
            (
                &case_2_of_2,
                "8, column 1: expected case 2 of 2, found end of input",
            ),
            (
                "1\n1 2 3\n4 5 6\n7 8",
                "4, column 4: expected a start tile 1-9, found end of input",
            ),
            (
                "1\n1 2 3\n4 5 6\n7 8 10",
                "4, column 5: expected a start tile 1-9, found `10`",
            ),
            (
                "1\n1 2 3\n4 5 6\n7 8 *",
                "4, column 5: expected a start tile 1-9, found `*`",
            ),
            (
                "1\n1 2 3\n4 5 1\n",
                "3, column 5: expected a start tile 1-9 not used yet, found `1` again",
            ),
            (
                "1\n1 2 3\n4 5 6\n7 8 9\n* 0",
                "5, column 3: expected a target tile 1-9 or `*`, found `0`",
            ),
            (
                "1\n1 2 3\n4 5 6\n7 8 9\n* 4 *\n4",
                "6, column 1: expected `*` or a target tile 1-9 not used yet, found `4` again",
            ),
            (
                &extra,
                "8, column 1: expected the end of the input after 1 case, found `extra`",
            ),
        ];
        for (input, error) in cases {
            assert_eq!(all(input), Err(format!("line {error}")), "{input:?}");
        }
    }

    #[test]
    fn the_count_is_any_usize_and_nothing_larger() {
        assert_eq!(all(&format!("+1\n{CASE}")).map(|q| q.len()), Ok(1));
        assert_eq!(all(&format!("001\n{CASE}")).map(|q| q.len()), Ok(1));
        let max = usize::MAX;
        assert_eq!(
            all(&format!("{max}\n{CASE}")),
            Err(format!(
                "line 8, column 1: expected case 2 of {max}, found end of input"
            ))
        );
        assert_eq!(
            all(&format!("{max}0\n")),
            Err(format!(
                "line 1, column 1: expected the number of cases, found `{max}0`, a number too large"
            ))
        );
    }

    #[test]
    fn trailing_text_is_quoted_short_and_readable() {
        let long = "9".repeat(100);
        assert_eq!(
            all(&format!("0\n{long}")),
            Err(format!(
                "line 2, column 1: expected the end of the input after 0 cases, found `{}…` \
                 (100 characters)",
                "9".repeat(40)
            ))
        );
        assert_eq!(
            all(&format!("1\n{CASE}1\u{200b}")),
            Err(
                "line 8, column 1: expected the end of the input after 1 case, found `1<U+200B>`"
                    .into()
            )
        );
    }
}
