//! `--explain`: the maze drawn for a person, with the tour's step numbers in the cells it visits,
//! and the die's faces at every step.
//!
//! The step numbers show the tour without colour (snapshots, pipes); with colour the start cell is
//! highlighted, the cells the tour visits take the path's style and the rest is dimmed.

use std::fmt::Display;
use std::io::{self, Write};

use solver_cli::shell::Palette;

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
/// use solver_cli::shell::Palette;
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
    let (rows, cols) = (maze.rows(), maze.cols());
    let (sr, sc) = maze.start();
    let die = maze.die();
    writeln!(
        out,
        "{}: {rows} × {cols} maze, start ({}, {}), top {}, front {}, right {}",
        maze.name(),
        sr + 1,
        sc + 1,
        die.top(),
        die.front(),
        die.right()
    )?;
    let mut visits = vec![Vec::new(); rows * cols];
    if let Some(tour) = tour {
        for (i, step) in tour.steps.iter().enumerate() {
            visits[step.cell.0 * cols + step.cell.1].push(i.to_string());
        }
    }
    let labels: Vec<String> = visits
        .iter()
        .map(|v| {
            if v.is_empty() {
                ".".to_string()
            } else {
                v.join(",")
            }
        })
        .collect();
    let width = labels.iter().map(String::len).max().unwrap_or(1);
    let row_width = rows.to_string().len();
    let col_width = cols.to_string().len();
    let maze_cell = col_width.max(2);
    let tour_cell = col_width.max(width);

    writeln!(out)?;
    write!(out, "{:row_width$} ", "")?;
    for c in 1..=cols {
        write!(out, " {c:>maze_cell$}")?;
    }
    write!(out, "   {:row_width$} ", "")?;
    for c in 1..=cols {
        write!(out, " {c:>tour_cell$}")?;
    }
    writeln!(out)?;
    for r in 0..rows {
        write!(out, "{:>row_width$} ", r + 1)?;
        for c in 0..cols {
            let value = maze.cell(r, c);
            let text = match value {
                WILD => "*".to_string(),
                EMPTY => "#".to_string(),
                v => v.to_string(),
            };
            let text = format!("{text:>maze_cell$}");
            let text = if (r, c) == (sr, sc) {
                paint(&text, palette.highlight)
            } else if !visits[r * cols + c].is_empty() {
                paint(&text, palette.path)
            } else if value == EMPTY {
                paint(&text, palette.dim)
            } else {
                text
            };
            write!(out, " {text}")?;
        }
        write!(out, "   {:>row_width$} ", r + 1)?;
        for c in 0..cols {
            let text = format!("{:>tour_cell$}", labels[r * cols + c]);
            let text = if (r, c) == (sr, sc) {
                paint(&text, palette.highlight)
            } else if !visits[r * cols + c].is_empty() {
                paint(&text, palette.path)
            } else {
                paint(&text, palette.dim)
            };
            write!(out, " {text}")?;
        }
        writeln!(out)?;
    }
    writeln!(out)?;
    let Some(tour) = tour else {
        writeln!(
            out,
            "No Solution Possible: the die cannot leave ({}, {}) and come back.",
            sr + 1,
            sc + 1
        )?;
        return writeln!(out);
    };
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
    writeln!(out)
}

/// `text` in `style` (a palette's style: its escape code, and with `#` the reset, both empty when
/// colour is off).
fn paint(text: &str, style: impl Display) -> String {
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
