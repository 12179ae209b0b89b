//! Answers against a direct search from the start ([`crate::loopover::plain`]), every printed
//! sequence replayed by rotating lines, the parity rule, and 3 × 3 against the judge's solver.

use proptest::prelude::*;
use proptest::strategy::ValueTree;

use super::Solver;
use crate::loopover::parse::Query;
use crate::loopover::plain;
use crate::loopover::shape::{Metric, Shape};

/// A start and a target: a random arrangement with `stars` random cells blanked.
fn any_query(n: usize) -> impl Strategy<Value = Query> {
    let tiles = || Just((1..=n as u8).collect::<Vec<u8>>()).prop_shuffle();
    (
        tiles(),
        tiles(),
        Just((0..n).collect::<Vec<usize>>()).prop_shuffle(),
        0..=n,
    )
        .prop_map(|(start, end, cells, k)| {
            let mut target: Vec<Option<u8>> = end.into_iter().map(Some).collect();
            for &p in &cells[..k] {
                target[p] = None;
            }
            Query { start, target }
        })
}

/// The solver's answer checked against the direct search, and its moves replayed.
fn check(
    rows: usize,
    cols: usize,
    metric: Metric,
    solver: &mut Solver,
    q: &Query,
) -> Result<(), TestCaseError> {
    let answer = solver.solve(q);
    let expected = plain::distance(rows, cols, metric, q);
    prop_assert_eq!(answer.as_ref().map(Vec::len), expected);
    if let Some(moves) = answer {
        let end = moves
            .iter()
            .fold(q.start.clone(), |t, &m| plain::replay(rows, cols, &t, m));
        prop_assert!(
            plain::fits(&end, &q.target),
            "{:?} does not fit {:?}",
            end,
            q.target
        );
    }
    Ok(())
}

const SMALL: [(usize, usize); 5] = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2)];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn small_boards_agree_with_a_direct_search(i in 0..SMALL.len(), mtm: bool, seed in any::<u64>()) {
        let (rows, cols) = SMALL[i];
        let metric = if mtm { Metric::Mtm } else { Metric::Stm };
        let mut solver = Solver::with_cache(Shape::new(rows, cols).unwrap(), metric, None);
        let mut runner = proptest::test_runner::TestRunner::new_with_rng(
            ProptestConfig::default(),
            proptest::test_runner::TestRng::from_seed(
                proptest::test_runner::RngAlgorithm::ChaCha,
                &[seed as u8; 32],
            ),
        );
        for _ in 0..8 {
            let q = any_query(rows * cols).new_tree(&mut runner).unwrap().current();
            check(rows, cols, metric, &mut solver, &q)?;
        }
    }

    /// 3 × 3 through the generic solver against the judge's solver (its own table, relabelling
    /// and algorithms), and the parity rule: with both sides odd a full target is reachable
    /// exactly when it is an even permutation of the start.
    #[test]
    fn three_by_three_agrees_with_the_judge_solver(q in any_query(9)) {
        let mut solver = Solver::with_cache(Shape::CLASSIC, Metric::Stm, None);
        let ours = solver.solve(&q);
        let judge_query = crate::solve::Query {
            start: crate::grid::Grid::new(q.start.clone().try_into().unwrap()).unwrap(),
            target: crate::grid::Pattern::new(q.target.clone().try_into().unwrap()).unwrap(),
        };
        let judge = crate::solve::solve(crate::table::Table::global(), &judge_query, crate::Algorithm::Auto);
        prop_assert_eq!(ours.as_ref().map(|m| m.len() as u8), judge.map(|s| s.moves));
        if let Some(moves) = ours {
            let end = moves.iter().fold(q.start.clone(), |t, &m| plain::replay(3, 3, &t, m));
            prop_assert!(plain::fits(&end, &q.target));
        }
        if q.target.iter().all(Option::is_some) {
            let mut position = [0u8; 9];
            for (p, &t) in q.start.iter().enumerate() {
                position[usize::from(t - 1)] = p as u8;
            }
            let relative: Vec<u8> = q.target.iter().map(|t| position[usize::from(t.unwrap() - 1)]).collect();
            prop_assert_eq!(ours_some(&mut solver, &q), search_core::permutation::is_even(&relative));
        }
    }
}

fn ours_some(solver: &mut Solver, q: &Query) -> bool {
    solver.solve(q).is_some()
}

/// Targets a few random moves from the start on 12-cell boards, with random stars: table answers
/// (few stars) and followed tiles (many) against a direct search from the start.
#[test]
#[ignore = "release only: builds the 12-cell tables"]
fn twelve_cells_agree_with_a_direct_search_near_the_start() {
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    for (rows, cols) in [(3, 4), (2, 6)] {
        for metric in [Metric::Stm, Metric::Mtm] {
            let mut solver = Solver::with_cache(Shape::new(rows, cols).unwrap(), metric, None);
            let n = rows * cols;
            let strategy = (
                Just((1..=n as u8).collect::<Vec<u8>>()).prop_shuffle(),
                proptest::collection::vec(0..plain::moves(rows, cols, metric).len(), 0..=6),
                proptest::collection::vec(any::<bool>(), n),
            );
            for _ in 0..40 {
                let (start, walk, blank) = strategy.new_tree(&mut runner).unwrap().current();
                let moves = plain::moves(rows, cols, metric);
                let end = walk.iter().fold(start.clone(), |a, &m| {
                    let mut b = vec![0u8; n];
                    for (p, &t) in a.iter().enumerate() {
                        b[moves[m][p]] = t;
                    }
                    b
                });
                let target = (0..n).map(|p| (!blank[p]).then_some(end[p])).collect();
                let q = Query { start, target };
                check(rows, cols, metric, &mut solver, &q).unwrap();
            }
        }
    }
}
