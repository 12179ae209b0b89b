//! The maze drawn for a person: the grid, the tour's step numbers in the cells it visits, and the
//! die's faces at every step.

use crate::maze::{EMPTY, Maze, WILD};
use crate::solve::Tour;
use std::io::{self, Write};

const GREEN: &str = "\x1b[1;32m";
const YELLOW: &str = "\x1b[1;33m";
const DIM: &str = "\x1b[2m";
const RESET: &str = "\x1b[0m";

/// Writes `maze` with its `tour` (or the news that there is none); `color` adds ANSI colours.
///
/// The left grid is the maze (`*` wild, `#` empty, numbers as they are); the right grid holds, in
/// each cell the tour visits, the numbers of the steps at which the die stands there (0 is the
/// start). A table then gives the move, the cell and the die's top, front and right at each step.
pub fn write_explanation(
    out: &mut impl Write,
    maze: &Maze,
    tour: Option<&Tour>,
    color: bool,
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
    let paint = |text: String, code: &str| {
        if color {
            format!("{code}{text}{RESET}")
        } else {
            text
        }
    };

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
                paint(text, YELLOW)
            } else if !visits[r * cols + c].is_empty() {
                paint(text, GREEN)
            } else if value == EMPTY {
                paint(text, DIM)
            } else {
                text
            };
            write!(out, " {text}")?;
        }
        write!(out, "   {:>row_width$} ", r + 1)?;
        for c in 0..cols {
            let text = format!("{:>tour_cell$}", labels[r * cols + c]);
            let text = if (r, c) == (sr, sc) {
                paint(text, YELLOW)
            } else if !visits[r * cols + c].is_empty() {
                paint(text, GREEN)
            } else {
                paint(text, DIM)
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
