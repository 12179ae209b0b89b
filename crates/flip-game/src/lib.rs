//! Exact solver for the Flip Game (POJ 1753) on 4 × 4 and on any R × C board.
//!
//! A step presses one cell and flips it and its up/down/left/right neighbours; the question is the
//! fewest steps that make the board one colour. The data flows one way:
//!
//! | module | what it holds |
//! |---|---|
//! | [`board`] | [`board::Size`], [`board::Board`] (one bit per cell), [`board::Press`], [`board::Colour`] |
//! | [`parse`] | [`parse::BoardReader`]: boards one at a time from judge input, errors with line and column |
//! | [`small`] | boards of at most 20 cells as `u32` masks: the table over every board (search-core BFS) and the seed's per-board BFS and enumeration |
//! | [`gf2`] | any size: light chasing, Gaussian elimination over GF(2), the lightest solution by a Gray-code walk of the kernel |
//! | [`solve`] | [`solve::Algorithm`] and [`solve::Solver`], which builds what an algorithm needs once, on first use |
//! | [`mod@format`] | the judge's answer line |
//! | [`explain`] | `--explain`: the presses drawn on the board, and the board they leave |
//! | [`stats`] | `flip-game stats`: how many boards need each number of steps |
//!
//! [`run`] ties them together: it answers each board before reading the next. [`cli`] holds the
//! flags, so that tests parse them exactly as the thin binary does.

pub mod board;
pub mod cli;
pub mod explain;
pub mod format;
pub mod gf2;
pub mod parse;
pub mod small;
pub mod solve;
pub mod stats;

use board::Size;
use search_core::{ParseError, Pos};
use solve::{Algorithm, SolveError, Solver};
use std::io::{self, BufRead, Write};

/// What `flip-game` was asked to do.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The shape of every board in the input.
    pub size: Size,
    /// The algorithm, or `None` for the fastest for the size.
    pub algorithm: Option<Algorithm>,
    /// Draw each solution instead of printing the judge's answer.
    pub explain: bool,
    /// Use terminal colours in drawings.
    pub colour: bool,
}

/// Why `flip-game` stopped early.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The input is not a sequence of boards.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// A board has no proven answer.
    #[error("{pos}: {source}")]
    Solve {
        /// Where the board starts.
        pos: Pos,
        /// Why it got no answer.
        source: SolveError,
    },
    /// The flags ask for something the algorithm cannot do, whatever the input.
    #[error(transparent)]
    Options(SolveError),
    /// The answers could not be written.
    #[error("cannot write the output: {0}")]
    Output(#[from] io::Error),
}

impl Error {
    /// The process exit status for the error: 2 for unusable flags (like a flag parser's), else 1.
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Options(_) => 2,
            _ => 1,
        }
    }
}

/// Reads boards of `options.size` from `input` until its end and writes, for each before reading
/// the next, the fewest steps (or `Impossible`), or with `explain` a drawing.
///
/// # Errors
/// At the first malformed board or board without a proven answer, after writing the answers of
/// the boards before it.
///
/// ```
/// use flip_game::{run, Options};
/// let mut out = Vec::new();
/// run("bwbw\nwwww\nbbwb\nbwwb\nbwwb\nbbwb\nbwwb\nbwww\n".as_bytes(), &mut out, &Options::default())
///     .unwrap();
/// assert_eq!(out, b"Impossible\n4\n");
/// ```
pub fn run(input: impl BufRead, output: &mut impl Write, options: &Options) -> Result<(), Error> {
    let algorithm = options
        .algorithm
        .unwrap_or_else(|| Algorithm::default_for(options.size));
    let solver = Solver::new(options.size, algorithm).map_err(Error::Options)?;
    let mut reader = parse::BoardReader::new(input, options.size);
    let mut index = 0;
    while let Some((board, pos)) = reader.next_board()? {
        index += 1;
        let solve_error = |source| Error::Solve { pos, source };
        if options.explain {
            let solution = solver.solve(&board).map_err(solve_error)?;
            let text = explain::explain(index, &board, solution.as_ref(), options.colour);
            output.write_all(text.as_bytes())?;
        } else {
            let steps = solver.steps(&board).map_err(solve_error)?;
            format::write_answer(output, steps)?;
        }
    }
    Ok(())
}
