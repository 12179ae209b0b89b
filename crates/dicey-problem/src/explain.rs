//! `--explain`: the maze drawn for a person, with the tour's step numbers in the cells it visits,
//! and the die's faces at every step.
//!
//! The step numbers show the tour without colour (snapshots, pipes); with colour the start cell is
//! highlighted, the cells the tour visits take the path's style and the rest is dimmed.

use std::io::{self, Write};

use solver_cli::shell::{Palette, Style};

use crate::maze::{EMPTY, Maze, WILD};
use crate::solve::Tour;

/// Writes `maze` with its `tour` (or the news that there is none), styled from `palette`.
///
/// The left grid is the maze (`*` wild, `#` empty, numbers as they are); the right grid holds, in
/// each cell the tour visits, the numbers of the steps at which the die stands there (0 is the
/// start). A table then gives the move, the cell and the die's top, front and right at each step.
///
/// ```
/// use dicey_problem::{die::Die, explain, maze::Maze, solve::{solve, Algorithm}};
/// use solver_cli::shell::{Palette, Style};
/// let maze = Maze::new("M", 1, 2, vec![-1, -1], (0, 0), Die::new(1, 2).unwrap()).unwrap();
/// let tour = solve(&maze, Algorithm::Dense);
/// let mut out = Vec::new();
/// explain::write(&mut out, &maze, tour.as_ref(), Palette::PLAIN).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert_eq!(text.lines().nth(3).unwrap(), "1   *  *   1  0,2   1");
/// ```
pub fn write(
    out: &mut impl Write,
    maze: &Maze,
    tour: Option<&Tour>,
    palette: Palette,
) -> io::Result<()> {
    write_header(out, maze)?;
    writeln!(out)?;
    Grids::new(maze, tour).write(out, palette)?;
    writeln!(out)?;
    match tour {
        Some(tour) => write_steps(out, maze, tour)?,
        None => {
            let (sr, sc) = maze.start();
            writeln!(
                out,
                "No Solution Possible: the die cannot leave ({}, {}) and come back.",
                sr + 1,
                sc + 1
            )?;
        }
    }
    writeln!(out)
}

/// The first line: the maze's name, size, start and die.
fn write_header(out: &mut impl Write, maze: &Maze) -> io::Result<()> {
    let (sr, sc) = maze.start();
    let die = maze.die();
    writeln!(
        out,
        "{}: {} × {} maze, start ({}, {}), top {}, front {}, right {}",
        maze.name(),
        maze.rows(),
        maze.cols(),
        sr + 1,
        sc + 1,
        die.top(),
        die.front(),
        die.right()
    )
}

/// The two grids side by side: the maze's cells, and the steps at which the tour visits each.
///
/// Only the tour's visits are kept, not a label for every cell: a maze of millions of cells that
/// has no tour is drawn with memory for one row.
struct Grids<'a> {
    maze: &'a Maze,
    /// `(cell, step)` for each step of the tour, cells numbered row by row, sorted: the visits of
    /// a row, and of a cell, stand together in step order.
    visits: Vec<(usize, usize)>,
    row_width: usize,
    maze_cell: usize,
    tour_cell: usize,
}

impl<'a> Grids<'a> {
    fn new(maze: &'a Maze, tour: Option<&Tour>) -> Grids<'a> {
        let cols = maze.cols();
        let mut visits: Vec<(usize, usize)> = tour
            .iter()
            .flat_map(|t| t.steps.iter())
            .enumerate()
            .map(|(i, step)| (step.cell.0 * cols + step.cell.1, i))
            .collect();
        visits.sort_unstable();
        // The widest label: a cell's steps joined by commas.
        let width = visits
            .chunk_by(|a, b| a.0 == b.0)
            .map(|steps| steps.iter().map(|&(_, i)| digits(i) + 1).sum::<usize>() - 1)
            .max()
            .unwrap_or(1);
        let col_width = digits(cols);
        Grids {
            maze,
            visits,
            row_width: digits(maze.rows()),
            maze_cell: col_width.max(2),
            tour_cell: col_width.max(width),
        }
    }

    fn write(&self, out: &mut impl Write, palette: Palette) -> io::Result<()> {
        let (rows, cols) = (self.maze.rows(), self.maze.cols());
        let (row_width, maze_cell, tour_cell) = (self.row_width, self.maze_cell, self.tour_cell);
        write!(out, "{:row_width$} ", "")?;
        for c in 1..=cols {
            write!(out, " {c:>maze_cell$}")?;
        }
        write!(out, "   {:row_width$} ", "")?;
        for c in 1..=cols {
            write!(out, " {c:>tour_cell$}")?;
        }
        writeln!(out)?;
        let mut labels = vec![String::new(); cols];
        for r in 0..rows {
            // The labels of this row: the steps at each cell, `.` for none.
            labels.iter_mut().for_each(String::clear);
            let start = self.visits.partition_point(|&(cell, _)| cell < r * cols);
            for &(cell, step) in self.visits[start..]
                .iter()
                .take_while(|&&(cell, _)| cell < (r + 1) * cols)
            {
                let label = &mut labels[cell - r * cols];
                if !label.is_empty() {
                    label.push(',');
                }
                label.push_str(&step.to_string());
            }
            write!(out, "{:>row_width$} ", r + 1)?;
            for (c, label) in labels.iter().enumerate() {
                let value = self.maze.cell(r, c);
                let text = match value {
                    WILD => "*".to_string(),
                    EMPTY => "#".to_string(),
                    v => v.to_string(),
                };
                let style = self.style(r, c, !label.is_empty(), value == EMPTY, palette);
                write!(out, " {}", paint(&format!("{text:>maze_cell$}"), style))?;
            }
            write!(out, "   {:>row_width$} ", r + 1)?;
            for (c, label) in labels.iter().enumerate() {
                let visited = !label.is_empty();
                let text = format!("{:>tour_cell$}", if visited { label } else { "." });
                write!(
                    out,
                    " {}",
                    paint(&text, self.style(r, c, visited, true, palette))
                )?;
            }
            writeln!(out)?;
        }
        Ok(())
    }

    /// The one style choice of both grids: the start highlighted, the cells the tour visits in
    /// the path's style, and the others dimmed when `dim` (the maze grid dims only its empty
    /// cells, the tour grid every cell the tour misses).
    fn style(&self, r: usize, c: usize, visited: bool, dim: bool, palette: Palette) -> Style {
        if (r, c) == self.maze.start() {
            palette.highlight
        } else if visited {
            palette.path
        } else if dim {
            palette.dim
        } else {
            Style::new()
        }
    }
}

/// How many decimal digits `n` has.
fn digits(n: usize) -> usize {
    n.checked_ilog10().map_or(1, |d| d as usize + 1)
}

/// The table of steps: the move, the cell, the die's faces and why the die could enter.
fn write_steps(out: &mut impl Write, maze: &Maze, tour: &Tour) -> io::Result<()> {
    writeln!(out, "{} moves:", tour.len())?;
    writeln!(out, " step  move   cell        top front right  entered")?;
    for (i, step) in tour.steps.iter().enumerate() {
        let mv = if i == 0 {
            String::new()
        } else {
            tour.moves[i - 1].to_string()
        };
        let cell = format!("({}, {})", step.cell.0 + 1, step.cell.1 + 1);
        // Why the die could enter: the cell was wild, or showed the top face before this move.
        let entered = match (i, maze.cell(step.cell.0, step.cell.1)) {
            (0, _) => "start".to_string(),
            (_, WILD) => "wild".to_string(),
            (_, v) => format!("top was {v}"),
        };
        writeln!(
            out,
            "{i:>5}  {mv:<5}  {cell:<10}  {:>3} {:>5} {:>5}  {entered}",
            step.die.top(),
            step.die.front(),
            step.die.right()
        )?;
    }
    Ok(())
}

/// `text` in `style` (a palette's style: its escape code, and with `#` the reset, both empty when
/// colour is off).
fn paint(text: &str, style: Style) -> String {
    format!("{style}{text}{style:#}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::die::Die;
    use crate::solve::{Algorithm, solve};

    fn drawing(maze: &Maze, palette: Palette) -> String {
        let mut out = Vec::new();
        write(
            &mut out,
            maze,
            solve(maze, Algorithm::Dense).as_ref(),
            palette,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn color_only_adds_styles_around_the_plain_drawing() {
        // Start at (1, 1), a tour through (1, 2), and an empty cell the tour never visits.
        let maze = Maze::new("M", 1, 3, vec![-1, -1, 0], (0, 0), Die::new(1, 2).unwrap()).unwrap();
        let plain = drawing(&maze, Palette::PLAIN);
        assert!(!plain.contains('\x1b'));
        let colored = drawing(&maze, Palette::COLORED);
        assert_eq!(testkit::process::strip_styles(&colored), plain);
        let c = Palette::COLORED;
        for (style, text) in [(c.highlight, " *"), (c.path, " *"), (c.dim, " #")] {
            let piece = format!("{style}{text}{style:#}");
            assert!(colored.contains(&piece), "{piece:?} in {colored:?}");
        }
    }
}
