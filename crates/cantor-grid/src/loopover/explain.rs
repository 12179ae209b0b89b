//! `--explain` on any board: the answer line, the start, the target, and the board after each
//! move of an optimal sequence, the shifted line highlighted.

use std::io::{self, Write};

use solver_cli::shell::Palette;

use crate::loopover::parse::Query;
use crate::loopover::shape::{Move, Shape};
use crate::loopover::{apply_to_tiles, write_answer};

/// Writes the explanation of case number `case`: what [`write_answer`] writes, then the
/// drawings. Every case but the first starts with a blank line.
///
/// # Errors
/// When `out` cannot be written.
pub fn write(
    out: &mut impl Write,
    shape: Shape,
    case: usize,
    query: &Query,
    solution: Option<&[Move]>,
    palette: Palette,
) -> io::Result<()> {
    if case > 1 {
        writeln!(out)?;
    }
    write_answer(out, case, solution, true)?;
    let width = shape.cells().to_string().len();
    let text = |t: Option<u8>| t.map_or("*".to_string(), |t| t.to_string());
    writeln!(out, "start:")?;
    let start: Vec<String> = query.start.iter().map(|&t| text(Some(t))).collect();
    draw(out, shape, &start, width, &[], palette)?;
    writeln!(out, "target (* is any tile):")?;
    let target: Vec<String> = query.target.iter().map(|&t| text(t)).collect();
    draw(out, shape, &target, width, &[], palette)?;
    let Some(moves) = solution else {
        return writeln!(
            out,
            "every arrangement that fits is an odd permutation of the start; with an odd number \
             of rows and of columns every move is an even permutation, so none can be reached"
        );
    };
    let mut tiles = query.start.clone();
    for (i, &m) in moves.iter().enumerate() {
        tiles = apply_to_tiles(shape, &tiles, m);
        writeln!(out, "{}. {m} ({}):", i + 1, m.describe())?;
        let cells: Vec<String> = tiles.iter().map(|&t| text(Some(t))).collect();
        draw(out, shape, &cells, width, &m.cells(shape), palette)?;
    }
    match moves.len() {
        0 => writeln!(out, "the start already fits: no moves"),
        1 => writeln!(out, "fits the target after 1 move"),
        k => writeln!(out, "fits the target after {k} moves"),
    }
}

/// The board, one indented line a row, cells right-aligned to `width`, those in `moved` in the
/// palette's highlight.
fn draw(
    out: &mut impl Write,
    shape: Shape,
    cells: &[String],
    width: usize,
    moved: &[usize],
    palette: Palette,
) -> io::Result<()> {
    for row in 0..shape.rows() {
        write!(out, "   ")?;
        for col in 0..shape.cols() {
            let p = row * shape.cols() + col;
            let text = format!("{:>width$}", cells[p]);
            if moved.contains(&p) {
                let on = palette.highlight;
                write!(out, " {on}{text}{on:#}")?;
            } else {
                write!(out, " {text}")?;
            }
        }
        writeln!(out)?;
    }
    Ok(())
}
