//! The three algorithms (`auto`, `scan` and the classic `fill`) agree with each other and with a
//! breadth-first search over the grids themselves (no packing, ranking, relabelling or table),
//! and a query is solvable exactly when the parity rule says so.

use cantor_grid::grid::{Grid, Move, Pattern};
use cantor_grid::solve::{Algorithm, Query, solve};
use cantor_grid::table::Table;
use proptest::prelude::*;
use std::collections::{HashSet, VecDeque};

/// A pattern written as nine tokens, row by row, `*` for a star.
fn pattern(text: &str) -> Pattern {
    let cells: Vec<Option<u8>> = text.split_whitespace().map(|t| t.parse().ok()).collect();
    Pattern::new(cells.try_into().expect("nine cells")).expect("a valid pattern")
}

/// Any arrangement, uniformly.
fn any_grid() -> impl Strategy<Value = Grid> {
    Just((1..=9u8).collect::<Vec<_>>())
        .prop_shuffle()
        .prop_map(|v| Grid::new(v.try_into().unwrap()).unwrap())
}

/// Breadth-first search on grids themselves: no packing, ranking, relabelling or table.
fn brute_force(query: &Query) -> Option<u8> {
    let mut seen = HashSet::from([query.start]);
    let mut queue = VecDeque::from([(query.start, 0u8)]);
    while let Some((g, d)) = queue.pop_front() {
        if query.target.matches(&g) {
            return Some(d);
        }
        for m in Move::ALL {
            let next = g.apply(m);
            if seen.insert(next) {
                queue.push_back((next, d + 1));
            }
        }
    }
    None
}

fn query(start: [u8; 9], target: [Option<u8>; 9]) -> Query {
    Query {
        start: Grid::new(start).unwrap(),
        target: Pattern::new(target).unwrap(),
    }
}

const ALGORITHMS: [Algorithm; 3] = [Algorithm::Auto, Algorithm::Fill, Algorithm::Scan];

#[test]
fn the_sample() {
    let id = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    let swapped = query(id, [1, 2, 3, 4, 5, 6, 7, 9, 8].map(Some));
    let starred = Query {
        start: Grid::IDENTITY,
        target: pattern("8 * 9  5 3 7  2 * *"),
    };
    for a in ALGORITHMS {
        assert_eq!(solve(Table::global(), &swapped, a), None, "{a:?}");
        let answer = solve(Table::global(), &starred, a).unwrap();
        assert_eq!(answer.moves, 7, "{a:?}");
        assert!(starred.target.matches(&answer.arrangement));
    }
}

#[test]
fn all_stars_is_zero_moves() {
    let q = query([5, 3, 1, 9, 7, 8, 2, 4, 6], [None; 9]);
    for a in ALGORITHMS {
        let answer = solve(Table::global(), &q, a).unwrap();
        assert_eq!(answer.moves, 0);
        assert_eq!(answer.arrangement, q.start);
    }
}

/// A start, and a target made from a random arrangement with `stars` random cells blanked.
fn any_query(stars: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Query> {
    (
        any_grid(),
        any_grid(),
        Just((0..9usize).collect::<Vec<_>>()).prop_shuffle(),
        stars,
    )
        .prop_map(|(start, end, cells, k)| {
            let mut target = end.cells().map(Some);
            for &p in &cells[..k] {
                target[p] = None;
            }
            Query {
                start,
                target: Pattern::new(target).unwrap(),
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Filling 9 stars is 9! look-ups, so this samples all star counts but few cases.
    #[test]
    fn algorithms_agree(q in any_query(0..=9)) {
        let answers = ALGORITHMS.map(|a| solve(Table::global(), &q, a));
        let moves = answers.map(|s| s.map(|s| s.moves));
        prop_assert!(moves.iter().all(|&m| m == moves[0]), "{:?}", moves);
        for s in answers.iter().flatten() {
            prop_assert!(q.target.matches(&s.arrangement));
        }
    }

    /// Five or more stars: the brute force stops at the first fit, which is near. (With fewer,
    /// a random target is typically 6 or more moves away, or unreachable, which makes the brute
    /// force search most of the space; `near_targets_agree_with_brute_force` covers those.)
    #[test]
    fn agrees_with_brute_force(q in any_query(5..=8)) {
        for a in ALGORITHMS {
            let answer = solve(Table::global(), &q, a);
            prop_assert_eq!(answer.map(|s| s.moves), brute_force(&q));
        }
    }

    /// Targets a few random moves from the start, with any number of stars.
    #[test]
    fn near_targets_agree_with_brute_force(
        start in any_grid(),
        walk in proptest::collection::vec(0..12usize, 0..=4),
        blank in proptest::collection::vec(any::<bool>(), 9),
    ) {
        let end = walk.iter().fold(start, |g, &i| g.apply(Move::ALL[i]));
        let target = std::array::from_fn(|p| (!blank[p]).then_some(end.cells()[p]));
        let q = Query { start, target: Pattern::new(target).unwrap() };
        let expected = brute_force(&q);
        prop_assert!(expected.is_some_and(|d| usize::from(d) <= walk.len()));
        // Fill only up to 6 stars here: 9 stars would be 9! look-ups per case.
        for a in ALGORITHMS {
            if a != Algorithm::Fill || q.target.stars() <= 6 {
                prop_assert_eq!(solve(Table::global(), &q, a).map(|s| s.moves), expected);
            }
        }
    }

    /// The parity facts: two or more stars always solvable; a full or one-star target
    /// exactly when the forced filling is an even permutation of the start.
    #[test]
    fn solvable_exactly_as_parity_says(q in any_query(0..=3)) {
        let answer = solve(Table::global(), &q, Algorithm::Auto);
        let mut filled = q.target.cells();
        let stars: Vec<usize> = (0..9).filter(|&p| filled[p].is_none()).collect();
        if stars.len() >= 2 {
            prop_assert!(answer.is_some());
        } else {
            if let [p] = stars[..] {
                filled[p] = (1..=9).find(|t| !filled.contains(&Some(*t)));
            }
            let end = Grid::new(filled.map(|c| c.unwrap())).unwrap();
            // Relative parity: the start relabelled to the identity carries the end along.
            let mut position = [0u8; 9];
            for (p, t) in q.start.cells().into_iter().enumerate() {
                position[usize::from(t - 1)] = p as u8;
            }
            let relative = end.cells().map(|t| position[usize::from(t - 1)]);
            prop_assert_eq!(
                answer.is_some(),
                search_core::permutation::is_even(&relative)
            );
        }
    }
}
