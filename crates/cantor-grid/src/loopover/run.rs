//! What the binary does on a board other than the judge's 3 × 3 (or with `--moves`): each case
//! read, answered and written before the next is read; or, past the tables on an input that
//! never keeps a reader waiting (a file), a few cases read ahead and searched on every core at
//! once, the answers written in the same order with the same bytes.

use std::io::{BufRead, Write};

use solver_cli::shell::{Outcome, Show, reads_may_wait};
use solver_cli::{ParseError, Pos};

use crate::loopover::Move;
use crate::loopover::optimal::{self, NODE_LIMIT, Refusal};
use crate::loopover::parse::Query;
use crate::loopover::parse::Reader;
use crate::loopover::shape::{Metric, Shape};
use crate::loopover::solve::Solver;
use crate::loopover::{explain, write_answer};

mod ahead;

/// The solver of a board: its exact table up to 12 cells, the heuristic search past them.
/// Neither builds anything before its first query.
pub struct Answerer {
    shape: Shape,
    solver: Solvers,
}

enum Solvers {
    // Boxed: the table solver's scratch is large, and one is made per process.
    Table(Box<Solver>),
    Search(optimal::Solver),
}

impl Answerer {
    /// The solver of boards of `shape` in `metric`, the search within [`NODE_LIMIT`].
    pub fn new(shape: Shape, metric: Metric) -> Answerer {
        let solver = if shape.has_table() {
            Solvers::Table(Box::new(Solver::new(shape, metric)))
        } else {
            // A file's boards come one after another; each board's search uses every core.
            let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
            Solvers::Search(optimal::Solver::new(shape, metric, NODE_LIMIT).with_threads(threads))
        };
        Answerer { shape, solver }
    }
}

/// Answers every case of `input` for boards of the answerer's shape: the judge's line (with the
/// moves after the count when `with_moves`), or with `--explain` the line and the drawings.
///
/// # Errors
/// At the first bad case, after the answers before it, or when the output cannot be written.
///
/// ```
/// use cantor_grid::loopover::{run::{run, Answerer}, shape::{Metric, Shape}};
/// use cantor_grid::Show;
/// let input = "1\n1 2 3\n4 5 6\n3 * *\n* * *\n";
/// let mut out = Vec::new();
/// let answerer = Answerer::new(Shape::new(2, 3).unwrap(), Metric::Stm);
/// run(input.as_bytes(), &mut out, answerer, true, Show::Answers).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "Case #1: 1 1U1\n");
/// ```
pub fn run(
    input: impl BufRead,
    output: &mut impl Write,
    answerer: Answerer,
    with_moves: bool,
    show: Show,
) -> Outcome {
    run_ahead(input, output, answerer, with_moves, show, !reads_may_wait())
}

/// [`run`], reading cases ahead of the answers when `ahead` (see [`ahead::answer_ahead`]).
fn run_ahead(
    input: impl BufRead,
    output: &mut impl Write,
    answerer: Answerer,
    with_moves: bool,
    show: Show,
    ahead: bool,
) -> Outcome {
    let Answerer { shape, mut solver } = answerer;
    let mut reader = Reader::new(input, shape);
    let mut emit = |case: usize, query: &Query, solution: Option<&[Move]>| -> Outcome {
        match show {
            Show::Answers => write_answer(output, case, solution, with_moves)?,
            Show::Drawings(palette) => {
                explain::write(output, shape, case, query, solution, palette)?
            }
        }
        Ok(())
    };
    if let Solvers::Search(solver) = &mut solver
        && ahead
        && solver.threads() > 1
    {
        solver.prepare();
        return ahead::answer_ahead(&mut reader, solver, &mut emit);
    }
    let mut case = 0;
    while let Some(query) = reader.next_case()? {
        case += 1;
        let solution = match &mut solver {
            Solvers::Table(solver) => solver.solve(&query),
            Solvers::Search(solver) => solver
                .solve(&query)
                .0
                .map_err(|refusal| refused(reader.case_start(), case, &refusal))?,
        };
        emit(case, &query, solution.as_deref())?;
    }
    Ok(())
}

/// The error of a case past the work limit, at the case's first tile.
fn refused(at: Pos, case: usize, refusal: &Refusal) -> ParseError {
    ParseError::new(
        at,
        format!(
            "case {case} is past the work limit: no sequence of fewer than {} moves exists, and \
             the search for one of {} passed {} nodes",
            refusal.depth, refusal.depth, refusal.limit
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver_cli::shell::Palette;

    fn answer(
        input: &str,
        shape: &str,
        metric: Metric,
        with_moves: bool,
        show: Show,
    ) -> (String, Option<String>) {
        let mut out = Vec::new();
        let shape = shape.parse().unwrap();
        let result = run(
            input.as_bytes(),
            &mut out,
            Answerer::new(shape, metric),
            with_moves,
            show,
        );
        (
            String::from_utf8(out).unwrap(),
            result.err().map(|e| e.to_string()),
        )
    }

    /// 3 × 4: a row shifted two places is two moves in one metric and one in the other.
    /// (The top row given, the rest starred: the given tiles are followed, no table is built.)
    const TWO_PLACES: &str = "2\n3 4 1 2\n5 6 7 8\n9 10 11 12\n1 2 3 4\n* * * *\n* * * *\n\
                              1 2 3 4\n5 6 7 8\n9 10 11 12\n* * * *\n* * * *\n* * * *\n";

    #[test]
    fn the_metric_counts_a_long_shift_once_or_place_by_place() {
        let (stm, _) = answer(TWO_PLACES, "3x4", Metric::Stm, true, Show::Answers);
        assert_eq!(stm, "Case #1: 2 1U1 1U1\nCase #2: 0\n");
        let (mtm, _) = answer(TWO_PLACES, "3x4", Metric::Mtm, true, Show::Answers);
        assert_eq!(mtm, "Case #1: 1 1U2\nCase #2: 0\n");
        let (plain, _) = answer(TWO_PLACES, "3x4", Metric::Mtm, false, Show::Answers);
        assert_eq!(plain, "Case #1: 1\nCase #2: 0\n");
    }

    #[test]
    fn a_bad_case_is_reported_after_the_answers_before_it() {
        let input = "2\n1 2\n3 4\n* *\n* 4\n1 2\n3 5\n";
        let (out, error) = answer(input, "2x2", Metric::Stm, false, Show::Answers);
        assert_eq!(out, "Case #1: 0\n");
        assert_eq!(
            error.as_deref(),
            Some("line 7, column 3: expected a start tile 1-4, found `5`")
        );
    }

    #[test]
    fn parity_on_odd_by_odd_boards_only() {
        // Two tiles swapped: an odd permutation, out of reach on 3 × 3 only.
        let swap = |n: usize, cols: usize| {
            let start: Vec<String> = (1..=n).map(|t| t.to_string()).collect();
            let mut target = start.clone();
            target.swap(0, 1);
            let rows = |v: &[String]| {
                v.chunks(cols)
                    .map(|r| r.join(" ") + "\n")
                    .collect::<String>()
            };
            format!("1\n{}{}", rows(&start), rows(&target))
        };
        let (three, _) = answer(&swap(9, 3), "3x3", Metric::Mtm, false, Show::Answers);
        assert_eq!(three, "Case #1: No Solution!\n");
        let (two, _) = answer(&swap(6, 3), "2x3", Metric::Stm, false, Show::Answers);
        assert!(
            two.starts_with("Case #1: ") && !two.contains("No Solution"),
            "{two}"
        );
    }

    #[test]
    fn past_the_node_limit_a_case_is_refused_after_the_answers_before_it() {
        // 4 × 4: one move from solved, then the tiles reversed, with a tiny node limit.
        let input = "2\n2 3 4 1\n5 6 7 8\n9 10 11 12\n13 14 15 16\n\
                     1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n\
                     16 15 14 13\n12 11 10 9\n8 7 6 5\n4 3 2 1\n\
                     1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n";
        let shape: Shape = "4x4".parse().unwrap();
        let dir = tempfile::tempdir().unwrap();
        let search = optimal::Solver::with_table_limit(shape, Metric::Stm, 20, 50_000)
            .with_cache(Some(dir.path().into()));
        let answerer = Answerer {
            shape,
            solver: Solvers::Search(search),
        };
        let mut out = Vec::new();
        let result = run(input.as_bytes(), &mut out, answerer, true, Show::Answers);
        assert_eq!(String::from_utf8(out).unwrap(), "Case #1: 1 1U1\n");
        let error = result.unwrap_err().to_string();
        assert!(
            error.starts_with("line 10, column 1: case 2 is past the work limit: "),
            "{error}"
        );
        assert!(error.ends_with("passed 20 nodes"), "{error}");
    }

    /// A 4 × 4 board `steps` seeded random shifts by one place from solved.
    fn shifted(seed: u64, steps: usize) -> Vec<u8> {
        let mut t: Vec<u8> = (1..=16).collect();
        let mut x = seed;
        for _ in 0..steps {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let line = (x >> 33) as usize % 4;
            if (x >> 40) & 1 == 0 {
                t[line * 4..line * 4 + 4].rotate_right(1);
            } else {
                let column: Vec<u8> = (0..4).map(|r| t[r * 4 + line]).collect();
                for (r, &v) in column.iter().enumerate() {
                    t[(r + 1) % 4 * 4 + line] = v;
                }
            }
        }
        t
    }

    /// Reading ahead on both cores changes nothing that is written: the same answers, in the
    /// same order, and the same error after the same answers, whether it is a bad case or a case
    /// past the work limit, as one case at a time.
    #[test]
    fn reading_ahead_writes_what_one_case_at_a_time_writes() {
        let shape: Shape = "4x4".parse().unwrap();
        let dir = tempfile::tempdir().unwrap();
        let solved = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n";
        let case = |seed: u64, steps: usize| -> String {
            let t = shifted(seed, steps);
            let rows: Vec<String> = t
                .chunks(4)
                .map(|r| r.iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
                .collect();
            format!("{}\n{solved}", rows.join("\n"))
        };
        let cases: Vec<String> = (0..14).map(|i| case(i, 1 + i as usize % 7)).collect();
        let whole = format!("{}\n{}", cases.len(), cases.concat());
        let bad = format!("{}\n{}1 2 3 x\n", cases.len() + 1, cases.concat());
        let with_star = whole.replacen("13 14 15 16", "13 * * 16", 3);
        for (limit, input) in [
            (u64::MAX, &whole),
            (u64::MAX, &bad),
            (u64::MAX, &with_star),
            (3, &whole),
        ] {
            let runs: Vec<(String, Option<String>)> = [false, true]
                .into_iter()
                .map(|ahead| {
                    let search =
                        optimal::Solver::with_table_limit(shape, Metric::Stm, limit, 50_000)
                            .with_cache(Some(dir.path().into()))
                            .with_threads(2);
                    let answerer = Answerer {
                        shape,
                        solver: Solvers::Search(search),
                    };
                    let mut out = Vec::new();
                    let result = run_ahead(
                        input.as_bytes(),
                        &mut out,
                        answerer,
                        true,
                        Show::Answers,
                        ahead,
                    );
                    (
                        String::from_utf8(out).unwrap(),
                        result.err().map(|e| e.to_string()),
                    )
                })
                .collect();
            assert_eq!(runs[0], runs[1], "limit {limit}");
            let answered = runs[0].0.lines().count();
            match limit {
                u64::MAX if input == &bad => assert_eq!(answered, cases.len()),
                u64::MAX => assert_eq!((answered, &runs[0].1), (cases.len(), &None)),
                _ => assert!(
                    runs[0]
                        .1
                        .as_deref()
                        .is_some_and(|e| e.contains("past the work limit"))
                        && (1..cases.len()).contains(&answered),
                    "{runs:?}"
                ),
            }
        }
    }

    #[test]
    fn explain_draws_each_move() {
        let input = "2\n1 2 3\n4 5 6\n* * *\n* * 1\n1 2 3\n4 5 6\n2 1 3\n4 5 6\n";
        let (out, _) = answer(
            input,
            "2x3",
            Metric::Stm,
            false,
            Show::Drawings(Palette::PLAIN),
        );
        insta::assert_snapshot!(out);
    }
}
