//! What the binary does on a board other than the judge's 3 × 3 (or with `--moves`): each case
//! read, answered and written before the next is read.

use std::io::{BufRead, Write};

use search_core::shell::{Outcome, Show};

use crate::loopover::parse::Reader;
use crate::loopover::shape::{Metric, Shape};
use crate::loopover::solve::Solver;
use crate::loopover::{explain, write_answer};

/// Answers every case of `input` for boards of `shape` in `metric`: the judge's line (with the
/// moves after the count when `with_moves`), or with `--explain` the line and the drawings.
///
/// # Errors
/// At the first bad case, after the answers before it, or when the output cannot be written.
///
/// ```
/// use cantor_grid::loopover::{run::run, shape::{Metric, Shape}};
/// use cantor_grid::Show;
/// let input = "1\n1 2 3\n4 5 6\n* * 3\n* * *\n";
/// let mut out = Vec::new();
/// run(input.as_bytes(), &mut out, Shape::new(2, 3).unwrap(), Metric::Stm, true, Show::Answers).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "Case #1: 1 1U1'\n");
/// ```
pub fn run(
    input: impl BufRead,
    output: &mut impl Write,
    shape: Shape,
    metric: Metric,
    with_moves: bool,
    show: Show,
) -> Outcome {
    let mut reader = Reader::new(input, shape);
    let mut solver = Solver::new(shape, metric);
    let mut case = 0;
    while let Some(query) = reader.next_case()? {
        case += 1;
        let solution = solver.solve(&query);
        match show {
            Show::Answers => write_answer(output, case, solution.as_deref(), with_moves)?,
            Show::Drawings(palette) => {
                explain::write(output, shape, case, &query, solution.as_deref(), palette)?
            }
        }
    }
    Ok(())
}
