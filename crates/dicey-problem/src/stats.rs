//! `dicey-problem stats`: how hard each maze of the input is for the search, one line a maze and
//! a total, so the cost of a file can be read off without a profiler.

use std::fmt;
use std::io::{BufRead, Write};

use crate::Error;
use crate::maze::Maze;
use crate::parse::Reader;
use crate::solve::{Algorithm, OutOfMemory, try_solve_counting};
use solver_cli::ParseError;

/// The search effort for one maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MazeStats {
    /// The maze's name.
    pub name: String,
    /// Rows and columns.
    pub size: (usize, usize),
    /// The size of the state space: cells × 24 orientations.
    pub states: usize,
    /// How many states the search discovered before it stopped.
    pub searched: usize,
    /// The length of the shortest tour in moves, if there is one.
    pub tour: Option<usize>,
}

impl MazeStats {
    /// Solves `maze` with `algorithm` and counts, or says what memory the search needs when it
    /// cannot be had.
    ///
    /// # Errors
    /// When an allocation of the search fails.
    pub fn try_compute(maze: &Maze, algorithm: Algorithm) -> Result<MazeStats, OutOfMemory> {
        let (tour, searched) = try_solve_counting(maze, algorithm)?;
        Ok(MazeStats {
            name: maze.name().to_string(),
            size: (maze.rows(), maze.cols()),
            states: maze.cells().len() * crate::die::ORIENTATIONS,
            searched,
            tour: tour.map(|t| t.len()),
        })
    }
}

impl fmt::Display for MazeStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} × {}, {} of {} states searched, ",
            self.name, self.size.0, self.size.1, self.searched, self.states
        )?;
        match self.tour {
            Some(moves) => write!(f, "tour of {moves} moves"),
            None => write!(f, "no tour"),
        }
    }
}

/// Writes one line of [`MazeStats`] per maze of `input`, each before the next maze is read, then
/// a total.
///
/// ```
/// let mut out = Vec::new();
/// let input = "A\n1 3 1 2 1 2\n-1 -1 -1\nEND\n";
/// dicey_problem::stats::write(input.as_bytes(), &mut out, Default::default()).unwrap();
/// assert_eq!(
///     String::from_utf8(out).unwrap(),
///     "A: 1 × 3, 3 of 72 states searched, tour of 2 moves\n\
///      1 mazes, 1 with a tour, 3 states searched\n"
/// );
/// ```
///
/// # Errors
/// As [`crate::run`].
pub fn write(
    input: impl BufRead,
    output: &mut impl Write,
    algorithm: Algorithm,
) -> Result<(), Error> {
    let mut reader = Reader::for_algorithm(input, algorithm);
    let (mut mazes, mut toured, mut searched) = (0usize, 0usize, 0usize);
    while let Some(maze) = reader.next_case()? {
        let stats = MazeStats::try_compute(&maze, algorithm)
            .map_err(|e| ParseError::new(reader.header_pos(), e.to_string()))?;
        writeln!(output, "{stats}")?;
        mazes += 1;
        toured += usize::from(stats.tour.is_some());
        searched += stats.searched;
    }
    writeln!(
        output,
        "{mazes} mazes, {toured} with a tour, {searched} states searched"
    )?;
    Ok(())
}
