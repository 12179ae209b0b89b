//! A streaming reader of judge input: mazes one at a time, ended by `END` or the end of input.
//!
//! Per maze: a name (any token), then `R C start-row start-column top front`, then `R × C` cell
//! values. Each maze is read only when asked for, so a caller can answer it before reading the
//! next, and every check that fails is a [`ParseError`] at the token at fault (or at the end of
//! the input).

use std::io::BufRead;

use solver_cli::scan::quote;
use solver_cli::{ParseError, Pos, Scanner};
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

use crate::die::Die;
use crate::maze::Maze;
use crate::solve::Algorithm;

/// Reads mazes one at a time from judge input: [`Reader::next_case`] reads only as far as the
/// end of the maze it returns.
pub struct Reader<R> {
    scanner: Scanner<R>,
    ended: bool,
    /// The algorithm the mazes are for: it bounds their size.
    algorithm: Algorithm,
    /// Where the size of the last maze read starts: what an error about the maze as a whole
    /// points at.
    header: Pos,
    /// Where the last number read starts.
    last: Pos,
}

impl<R: BufRead> Reader<R> {
    /// A reader at the start of `input`, of mazes the default algorithm can take.
    pub fn new(input: R) -> Self {
        Reader::for_algorithm(input, Algorithm::default())
    }

    /// A reader at the start of `input`, of mazes of at most `algorithm.max_cells()` cells: a
    /// larger header is an error at its number of columns, before any cell is read.
    ///
    /// ```
    /// use dicey_problem::{parse::Reader, Algorithm};
    /// let mut input = Reader::for_algorithm("M\n1025 1024 1 1 1 2\n".as_bytes(), Algorithm::TupleBfs);
    /// let err = input.next_case().unwrap_err();
    /// assert!(err.to_string().starts_with("line 2, column 6: expected the number of columns"));
    /// assert!(err.to_string().contains("at most 1048576 cells in all for --algorithm tuple-bfs"));
    /// ```
    pub fn for_algorithm(input: R, algorithm: Algorithm) -> Self {
        Reader {
            scanner: Scanner::new(input),
            ended: false,
            algorithm,
            header: Pos { line: 1, column: 1 },
            last: Pos { line: 1, column: 1 },
        }
    }

    /// The next maze, or `None` at `END` or at the end of the input (after which it stays `None`
    /// and nothing more is read).
    ///
    /// ```
    /// use dicey_problem::parse::Reader;
    /// let mut input = Reader::new("M\n1 2 1 1 1 2\n-1 1\nEND\n".as_bytes());
    /// let maze = input.next_case().unwrap().unwrap();
    /// assert_eq!((maze.name(), maze.cols()), ("M", 2));
    /// assert!(input.next_case().unwrap().is_none());
    ///
    /// let mut bad = Reader::new("M\n1 2 1 3 1 2\n".as_bytes());
    /// let err = bad.next_case().unwrap_err();
    /// assert_eq!(err.to_string(), "line 2, column 7: expected the start column (1 to 2), found `3`");
    /// ```
    pub fn next_case(&mut self) -> Result<Option<Maze>, ParseError> {
        if self.ended {
            return Ok(None);
        }
        let name = match self.scanner.next_token()? {
            None => None,
            Some(token) if token.text == "END" => None,
            Some(token) => {
                // A name is printed back: a character that shows nothing or steers the text
                // around it would reach the output unseen, so it is refused where it is.
                if let Some((at, c)) = token.text.chars().enumerate().find(|&(_, c)| hidden(c)) {
                    return Err(ParseError::new(
                        token.pos.offset(at),
                        format!(
                            "expected a maze name of printable, visible characters, found \
                             U+{:04X} ({}) in {}",
                            u32::from(c),
                            hidden_kind(c),
                            quote(token.text)
                        ),
                    ));
                }
                Some(token.text.to_string())
            }
        };
        let Some(name) = name else {
            self.ended = true;
            return Ok(None);
        };
        let rows = self.number("the number of rows (1 or more)", |r| r >= 1)?;
        self.header = self.last;
        let (most, algorithm) = (self.algorithm.max_cells(), self.algorithm.name());
        let cols = self.number(
            &format!(
                "the number of columns (1 or more, at most {most} cells in all for --algorithm \
                 {algorithm})"
            ),
            |c| c >= 1 && rows.checked_mul(c).is_some_and(|n| n <= most),
        )?;
        let row = self.number(&format!("the start row (1 to {rows})"), |r| {
            (1..=rows).contains(&r)
        })?;
        let col = self.number(&format!("the start column (1 to {cols})"), |c| {
            (1..=cols).contains(&c)
        })?;
        let top = self.number("the top face (1 to 6)", |t| (1..=6).contains(&t))?;
        let front = self.number(
            &format!(
                "the front face (1 to 6, neither the top {top} nor its opposite {})",
                7 - top
            ),
            |f| (1..=6).contains(&f) && f != top && f + top != 7,
        )?;
        // Asked for before it is made: under a memory cap, a maze too large for it is an error
        // at its header, not an abort. (What is asked for and not used costs no memory.)
        let mut cells = Vec::new();
        if cells.try_reserve_exact(rows * cols).is_err() {
            return Err(ParseError::new(
                self.header,
                format!(
                    "expected a maze whose cells fit in the memory that can be had, found a \
                     {rows} × {cols} maze, whose cells alone need {} MiB",
                    (rows * cols).div_ceil(1 << 20)
                ),
            ));
        }
        for r in 0..rows {
            for c in 0..cols {
                cells.push(self.cell(&name, r, c)?);
            }
        }
        let die = Die::new(top as u8, front as u8)
            .unwrap_or_else(|| unreachable!("the faces were checked above"));
        let maze = Maze::new(name, rows, cols, cells, (row - 1, col - 1), die)
            .unwrap_or_else(|e| unreachable!("every part was checked above: {e}"));
        Ok(Some(maze))
    }

    /// Where the size of the last maze returned starts (its number of rows): what an error about
    /// the maze as a whole, such as the memory its search needs, points at.
    pub fn header_pos(&self) -> Pos {
        self.header
    }

    /// The next token as a count or coordinate for which `ok` holds.
    fn number(&mut self, what: &str, ok: impl Fn(usize) -> bool) -> Result<usize, ParseError> {
        let token = self.scanner.expect_token(what)?;
        self.last = token.pos;
        match token.text.parse::<usize>() {
            Ok(n) if ok(n) => Ok(n),
            _ => Err(token.error(what)),
        }
    }

    /// The next token as a cell value `-1..=6`; the message is only built for an error, since a
    /// large maze has millions of cells.
    fn cell(&mut self, name: &str, r: usize, c: usize) -> Result<i8, ParseError> {
        let what = || {
            format!(
                "the value of cell ({}, {}) of {} (-1 to 6)",
                r + 1,
                c + 1,
                quote(name)
            )
        };
        let token = self.scanner.expect_token_with(what)?;
        match token.text.parse::<i8>() {
            Ok(v) if (-1..=6).contains(&v) => Ok(v),
            _ => Err(token.error(&what())),
        }
    }
}

/// Whether `c` may not stand in a maze name: whitespace by Unicode's definition (the spaces
/// other than ASCII's, line and paragraph separators), or a control or format character
/// (bidirectional overrides, zero-width characters), any of which hides or reorders what a
/// terminal shows.
fn hidden(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c.general_category(),
            GeneralCategory::Control
                | GeneralCategory::Format
                | GeneralCategory::SpaceSeparator
                | GeneralCategory::LineSeparator
                | GeneralCategory::ParagraphSeparator
        )
}

/// What kind of [`hidden`] character `c` is, for the message.
fn hidden_kind(c: char) -> &'static str {
    match c.general_category() {
        GeneralCategory::Control => "a control character",
        GeneralCategory::Format => "a format character",
        GeneralCategory::LineSeparator => "a line separator",
        GeneralCategory::ParagraphSeparator => "a paragraph separator",
        _ => "whitespace",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(input: &str) -> Vec<String> {
        let mut reader = Reader::new(input.as_bytes());
        let mut names = Vec::new();
        while let Some(maze) = reader.next_case().unwrap() {
            names.push(maze.name().to_string());
        }
        names
    }

    #[test]
    fn input_ends_at_end_or_at_the_end_of_the_file() {
        let maze = |name: &str| format!("{name}\n1 1 1 1 1 2\n-1\n");
        assert_eq!(names(&(maze("A") + &maze("B"))), ["A", "B"]);
        // Whatever follows END is never read, even if it is not a maze.
        assert_eq!(
            names(&(maze("A") + "END\n" + &maze("B") + "garbage")),
            ["A"]
        );
        assert!(names("").is_empty());
        assert!(names(" \n\n").is_empty());
    }

    #[test]
    fn a_name_is_any_token() {
        let input = "-1\n1 1 1 1 1 2\n-1\nmaze_№7\n1 1 1 1 1 2\n6\n";
        assert_eq!(names(input), ["-1", "maze_№7"]);
    }

    #[test]
    fn a_name_with_a_hidden_character_is_refused_at_it_with_its_code_point() {
        for (input, column, code, kind) in [
            ("\0M\n", 1, "U+0000", "a control character"),
            ("ab\x1bc\n", 3, "U+001B", "a control character"),
            ("a\u{2028}b\n", 2, "U+2028", "a line separator"),
            ("a\u{2029}b\n", 2, "U+2029", "a paragraph separator"),
            ("a\u{a0}b\n", 2, "U+00A0", "whitespace"),
            ("名\u{3000}前\n", 2, "U+3000", "whitespace"),
            ("abc\u{202e}d\n", 4, "U+202E", "a format character"),
            ("\u{2066}x\n", 1, "U+2066", "a format character"),
            ("x\u{200b}\n", 2, "U+200B", "a format character"),
            ("x\u{85}y\n", 2, "U+0085", "a control character"),
        ] {
            let err = Reader::new(input.as_bytes()).next_case().unwrap_err();
            assert_eq!(
                (err.pos.line, err.pos.column),
                (1, column),
                "{input:?}: {err}"
            );
            let start = format!(
                "expected a maze name of printable, visible characters, found {code} ({kind}) in `"
            );
            assert!(err.message.starts_with(&start), "{input:?}: {err}");
            // The name is quoted with the character written out, never raw.
            assert!(
                err.message.contains(&format!("<{code}>")) || code <= "U+001F",
                "{err}"
            );
        }
    }

    #[test]
    fn cells_may_be_spread_over_lines_as_tokens() {
        let mut reader = Reader::new("M 2 2 2 2 6 5 -1 0\n1\n\n 6".as_bytes());
        let maze = reader.next_case().unwrap().unwrap();
        assert_eq!(maze.cells(), [-1, 0, 1, 6]);
        assert_eq!(maze.start(), (1, 1));
        assert_eq!((maze.die().top(), maze.die().front()), (6, 5));
    }

    #[test]
    fn each_algorithm_takes_mazes_up_to_its_limit_and_refuses_larger_ones_at_the_header() {
        for algorithm in [Algorithm::Dense, Algorithm::TupleBfs] {
            let most = algorithm.max_cells();
            // At the limit the header is read, and the maze is cut off at its first cell.
            let at = format!("M\n1 {most} 1 1 1 2\n");
            let err = Reader::for_algorithm(at.as_bytes(), algorithm)
                .next_case()
                .unwrap_err();
            assert!(err.message.contains("the value of cell (1, 1)"), "{err}");
            // One more is refused at the number of columns, with nothing allocated for cells.
            let past = format!("M\n1 {} 1 1 1 2\n-1", most + 1);
            let err = Reader::for_algorithm(past.as_bytes(), algorithm)
                .next_case()
                .unwrap_err();
            assert_eq!((err.pos.line, err.pos.column), (2, 3), "{err}");
            assert!(
                err.message.contains(&format!("at most {most} cells")),
                "{err}"
            );
        }
    }
}
