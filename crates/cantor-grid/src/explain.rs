//! `--explain`: an optimal move sequence drawn for a person, grid by grid.
//!
//! The solver says how many moves and which arrangement to reach. Relabelling the tiles so that
//! this arrangement reads 1…9 turns the table's "distance to the identity" into "distance to the
//! goal", and walking that down ([`search_core::descent::descend`]) gives the first optimal
//! sequence in the order of [`Move::ALL`].
//!
//! The three tiles each move shifts are drawn in the palette's highlight: with colour they stand
//! out, without it the drawing is plain text.

use std::io::{self, Write};

use search_core::descent::descend;
use solver_cli::shell::Palette;

use crate::format;
use crate::grid::{Code, Grid, Move};
use crate::solve::{Query, Solution};
use crate::table::Table;

/// The first optimal move sequence (in the order of [`Move::ALL`]) from `start` to `goal`, if the
/// goal is reachable.
///
/// ```
/// use cantor_grid::{explain::moves_between, grid::{Grid, Move}, table::Table};
/// let goal = Grid::IDENTITY.apply(Move::Row3Right).apply(Move::Column1Up);
/// assert_eq!(
///     moves_between(Table::global(), Grid::IDENTITY, goal),
///     Some(vec![Move::Row3Right, Move::Column1Up])
/// );
/// ```
pub fn moves_between(table: &Table, start: Grid, goal: Grid) -> Option<Vec<Move>> {
    let mut label = [0u8; 9];
    for (p, t) in goal.cells().into_iter().enumerate() {
        label[usize::from(t - 1)] = p as u8;
    }
    let from = Code::from_values(start.cells().map(|t| label[usize::from(t - 1)]));
    descend(
        from,
        |&c: &Code| Move::ALL.map(|m| (m, c.apply(m))),
        |&c: &Code| table.distance(c).map(u32::from),
    )
}

/// Writes the explanation of case number `case` (counting from 1): the judge's answer line, then
/// the start, the target and the grid after each move of an optimal sequence, the three tiles
/// each move shifts in `palette.highlight`. Every case but the first starts with a blank line.
///
/// # Errors
/// When `out` cannot be written.
pub fn write(
    out: &mut impl Write,
    table: &Table,
    case: usize,
    query: &Query,
    solution: Option<&Solution>,
    palette: Palette,
) -> io::Result<()> {
    if case > 1 {
        writeln!(out)?;
    }
    format::write_answer(out, case, solution.map(|s| s.moves))?;
    writeln!(out, "start:")?;
    draw(
        out,
        &query.start.cells().map(|t| t.to_string()),
        None,
        palette,
    )?;
    writeln!(out, "target (* is any tile):")?;
    let target = query
        .target
        .cells()
        .map(|c| c.map_or("*".to_string(), |t| t.to_string()));
    draw(out, &target, None, palette)?;
    let Some(solution) = solution else {
        return writeln!(
            out,
            "every arrangement that fits is an odd permutation of the start; every move is a \
             3-cycle, an even permutation, so none can be reached"
        );
    };
    match moves_between(table, query.start, solution.arrangement) {
        Some(moves) => {
            let mut grid = query.start;
            for (i, &m) in moves.iter().enumerate() {
                grid = grid.apply(m);
                writeln!(out, "{}. {m}:", i + 1)?;
                draw(
                    out,
                    &grid.cells().map(|t| t.to_string()),
                    Some(m.cells()),
                    palette,
                )?;
            }
            if moves.is_empty() {
                writeln!(out, "the start already fits: no moves")
            } else {
                let plural = if moves.len() == 1 { "" } else { "s" };
                writeln!(out, "fits the target after {} move{plural}", moves.len())
            }
        }
        // Only if the table were wrong: say so rather than draw a false path.
        None => writeln!(out, "(no move sequence found: the table is inconsistent)"),
    }
}

/// Three indented lines of three cells, the cells in `moved` in `palette.highlight`.
fn draw(
    out: &mut impl Write,
    cells: &[String; 9],
    moved: Option<[usize; 3]>,
    palette: Palette,
) -> io::Result<()> {
    for row in 0..3 {
        write!(out, "   ")?;
        for col in 0..3 {
            let p = 3 * row + col;
            let text = &cells[p];
            if moved.is_some_and(|m| m.contains(&p)) {
                let moved = palette.highlight;
                write!(out, " {moved}{text}{moved:#}")?;
            } else {
                write!(out, " {text}")?;
            }
        }
        writeln!(out)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::pattern;
    use crate::solve::{Algorithm, solve};

    #[test]
    fn the_drawn_moves_reach_the_target_in_the_announced_number() {
        let query = Query {
            start: Grid::new([4, 9, 2, 3, 5, 7, 8, 1, 6]).unwrap(),
            target: pattern("8 * 9  5 3 7  2 * *"),
        };
        let table = Table::global();
        let solution = solve(table, &query, Algorithm::Auto).unwrap();
        let moves = moves_between(table, query.start, solution.arrangement).unwrap();
        assert_eq!(moves.len(), usize::from(solution.moves));
        let end = moves.iter().fold(query.start, |g, &m| g.apply(m));
        assert!(query.target.matches(&end));
        let text = explanation(1, &query, Some(&solution), Palette::PLAIN);
        assert!(text.contains(&format!("after {} moves", moves.len())));
        assert!(!text.contains('\x1b'));
    }

    fn explanation(
        case: usize,
        query: &Query,
        solution: Option<&Solution>,
        palette: Palette,
    ) -> String {
        let mut out = Vec::new();
        write(&mut out, Table::global(), case, query, solution, palette).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_moved_tiles_and_only_they_are_highlighted() {
        // Row 2 turned right: 4 5 6 becomes 6 4 5, and only that row is highlighted.
        let query = Query {
            start: Grid::IDENTITY,
            target: pattern("1 2 3  6 4 5  7 8 9"),
        };
        let solution = solve(Table::global(), &query, Algorithm::Auto);
        let on = Palette::COLORED.highlight;
        let text = explanation(2, &query, solution.as_ref(), Palette::COLORED);
        assert_eq!(
            text,
            format!(
                "\nCase #2: 1\nstart:\n    1 2 3\n    4 5 6\n    7 8 9\n\
                 target (* is any tile):\n    1 2 3\n    6 4 5\n    7 8 9\n\
                 1. row 2 right:\n    1 2 3\n    {on}6{on:#} {on}4{on:#} {on}5{on:#}\n    7 8 9\n\
                 fits the target after 1 move\n"
            )
        );
        // Without colour, the same text without the escape codes.
        let plain = explanation(2, &query, solution.as_ref(), Palette::PLAIN);
        let (set, reset) = (format!("{on}"), format!("{on:#}"));
        assert!(!set.is_empty() && !reset.is_empty());
        assert_eq!(plain, text.replace(&set, "").replace(&reset, ""));
    }
}
