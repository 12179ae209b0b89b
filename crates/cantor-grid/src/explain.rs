//! `--explain`: an optimal move sequence drawn for a person, grid by grid.
//!
//! The solver says how many moves and which arrangement to reach. Relabelling the tiles so that
//! this arrangement reads 1…9 turns the table's "distance to the identity" into "distance to the
//! goal", and walking that down ([`search_core::descent::descend`]) gives the first optimal
//! sequence in the order of [`Move::ALL`].

use crate::format::Answer;
use crate::grid::{Code, Grid, Move};
use crate::solve::{Query, Solution};
use crate::table::Table;
use search_core::descent::descend;
use std::fmt::Write;

/// The first optimal move sequence (in the order of [`Move::ALL`]) from `start` to `goal`, if the
/// goal is reachable.
///
/// ```
/// use cantor_grid::{explain::moves_between, grid::{Grid, Move}, table::Table};
/// let goal = Grid::IDENTITY.apply(Move::Row3Right).apply(Move::Column1Up);
/// assert_eq!(
///     moves_between(Table::get(), Grid::IDENTITY, goal),
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

/// The answer line, then the start, the target and the grid after each move of an optimal
/// sequence; `colour` highlights the three tiles each move shifts (ANSI escapes).
pub fn render(
    table: &Table,
    case: usize,
    query: &Query,
    solution: Option<&Solution>,
    colour: bool,
) -> String {
    let mut out = String::new();
    // Writing to a String cannot fail.
    let _ = writeln!(
        out,
        "{}",
        Answer {
            case,
            moves: solution.map(|s| s.moves)
        }
    );
    let _ = writeln!(out, "start:");
    draw(
        &mut out,
        &query.start.cells().map(|t| t.to_string()),
        None,
        colour,
    );
    let _ = writeln!(out, "target (* is any tile):");
    let target = query
        .target
        .cells()
        .map(|c| c.map_or("*".to_string(), |t| t.to_string()));
    draw(&mut out, &target, None, colour);
    let Some(solution) = solution else {
        let _ = writeln!(
            out,
            "every arrangement that fits is an odd permutation of the start; every move is a \
             3-cycle, an even permutation, so none can be reached"
        );
        return out;
    };
    match moves_between(table, query.start, solution.arrangement) {
        Some(moves) => {
            let mut grid = query.start;
            for (i, &m) in moves.iter().enumerate() {
                grid = grid.apply(m);
                let _ = writeln!(out, "{}. {m}:", i + 1);
                draw(
                    &mut out,
                    &grid.cells().map(|t| t.to_string()),
                    Some(m.cells()),
                    colour,
                );
            }
            if moves.is_empty() {
                let _ = writeln!(out, "the start already fits: no moves");
            } else {
                let plural = if moves.len() == 1 { "" } else { "s" };
                let _ = writeln!(out, "fits the target after {} move{plural}", moves.len());
            }
        }
        // Only if the table were wrong: say so rather than draw a false path.
        None => {
            let _ = writeln!(out, "(no move sequence found: the table is inconsistent)");
        }
    }
    out
}

/// Three indented lines of three cells; with `colour`, the cells in `moved` in bold yellow.
fn draw(out: &mut String, cells: &[String; 9], moved: Option<[usize; 3]>, colour: bool) {
    for row in 0..3 {
        out.push_str("   ");
        for col in 0..3 {
            let p = 3 * row + col;
            let text = &cells[p];
            if colour && moved.is_some_and(|m| m.contains(&p)) {
                let _ = write!(out, " \x1b[1;33m{text}\x1b[0m");
            } else {
                let _ = write!(out, " {text}");
            }
        }
        out.push('\n');
    }
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
        let table = Table::get();
        let solution = solve(table, &query, Algorithm::Auto).unwrap();
        let moves = moves_between(table, query.start, solution.arrangement).unwrap();
        assert_eq!(moves.len(), usize::from(solution.moves));
        let end = moves.iter().fold(query.start, |g, &m| g.apply(m));
        assert!(query.target.matches(&end));
        let text = render(table, 1, &query, Some(&solution), false);
        assert!(text.contains(&format!("after {} moves", moves.len())));
        assert!(!text.contains('\x1b'));
        assert!(render(table, 1, &query, Some(&solution), true).contains('\x1b'));
    }
}
