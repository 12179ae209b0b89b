//! Answering one query from the table: the fewest moves from a start to any arrangement that fits
//! a pattern.
//!
//! Relabel the tiles so that the start reads 1…9 (tile `start[p]` becomes value `p`); the pattern
//! is relabelled the same way, and its given cells become a mask and a value on the packed word.
//! Then there are two ways to find the nearest arrangement that fits:
//!
//! - **fill** (the classic method): try every way to put the missing tiles into the stars, look
//!   each one up, keep the least — `k!` look-ups for `k` stars, one for none;
//! - **scan**: walk the reachable arrangements nearest first and stop at the first that fits — with
//!   `k` stars about one arrangement in `9! / k!` fits, so with many stars the first is near.
//!
//! [`Algorithm::Auto`] fills up to [`FILL_UP_TO`] stars and scans above; the crossover was
//! measured with the crate's benchmarks (`cargo bench`).

use itertools::Itertools;

use crate::grid::{Code, Grid, Pattern};
use crate::table::Table;

/// How a query is answered; all give the same number of moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Algorithm {
    /// Fill the stars for few of them, scan in distance order for many (the fastest).
    #[default]
    Auto,
    /// Try every filling of the stars and take the least (the classic method; up to 9! look-ups).
    Fill,
    /// Scan arrangements nearest first and stop at the first that fits.
    Scan,
}

/// Queries with at most this many stars are answered by filling (at most 24 look-ups), the
/// others by scanning. The crossover was measured with the crate's benchmarks (`cargo bench`,
/// the group `64 queries`: each number of stars under each algorithm): filling won with 4 stars,
/// scanning with 5.
pub const FILL_UP_TO: usize = 4;

/// One case: where the tiles are, and what they must look like.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Query {
    /// The arrangement to start from.
    pub start: Grid,
    /// The pattern to reach.
    pub target: Pattern,
}

/// The answer to a solvable query.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solution {
    /// The fewest moves.
    pub moves: u8,
    /// A nearest arrangement that fits the pattern (with several, the first the algorithm found).
    pub arrangement: Grid,
}

/// The pattern after relabelling: the given cells as a mask and value on the packed word, the
/// star cells, and the values not given.
struct Relabelled {
    mask: u64,
    value: u64,
    stars: Vec<usize>,
    missing: Vec<u8>,
}

impl Relabelled {
    fn new(query: &Query) -> Relabelled {
        // position[t - 1]: the cell of tile t in the start, which is its new label.
        let mut position = [0u8; 9];
        for (p, t) in query.start.cells().into_iter().enumerate() {
            position[usize::from(t - 1)] = p as u8;
        }
        let (mut mask, mut value, mut given) = (0u64, 0u64, 0u16);
        let mut stars = Vec::new();
        for (p, cell) in query.target.cells().into_iter().enumerate() {
            match cell {
                Some(t) => {
                    let v = position[usize::from(t - 1)];
                    mask |= 0xF << (4 * p);
                    value |= u64::from(v) << (4 * p);
                    given |= 1 << v;
                }
                None => stars.push(p),
            }
        }
        let missing = (0..9u8).filter(|v| given & (1 << v) == 0).collect();
        Relabelled {
            mask,
            value,
            stars,
            missing,
        }
    }

    fn fill(&self, table: &Table) -> Option<(u8, Code)> {
        let mut best: Option<(u8, Code)> = None;
        for filling in self.missing.iter().permutations(self.stars.len()) {
            let code = Code(
                self.stars
                    .iter()
                    .zip(filling)
                    .fold(self.value, |acc, (&p, &v)| acc | (u64::from(v) << (4 * p))),
            );
            if let Some(d) = table.distance(code)
                && best.is_none_or(|(least, _)| d < least)
            {
                best = Some((d, code));
            }
        }
        best
    }

    fn scan(&self, table: &Table) -> Option<(u8, Code)> {
        let code = table.first_fit(self.mask, self.value)?;
        Some((table.distance(code)?, code))
    }
}

/// The fewest moves from `query.start` to an arrangement matching `query.target`, with such an
/// arrangement; `None` if there is none (a full target that is an odd permutation of the start).
///
/// ```
/// use cantor_grid::grid::{Grid, Move, Pattern};
/// use cantor_grid::solve::{solve, Algorithm, Query};
/// use cantor_grid::table::Table;
/// let start = Grid::IDENTITY;
/// let target = Pattern::new(start.apply(Move::Column2Up).cells().map(Some)).unwrap();
/// let answer = solve(Table::global(), &Query { start, target }, Algorithm::Auto).unwrap();
/// assert_eq!(answer.moves, 1);
/// ```
pub fn solve(table: &Table, query: &Query, algorithm: Algorithm) -> Option<Solution> {
    let relabelled = Relabelled::new(query);
    let found = match algorithm {
        Algorithm::Fill => relabelled.fill(table),
        Algorithm::Scan => relabelled.scan(table),
        Algorithm::Auto if relabelled.stars.len() <= FILL_UP_TO => relabelled.fill(table),
        Algorithm::Auto => relabelled.scan(table),
    };
    let (moves, code) = found?;
    let start = query.start.cells();
    let cells = code.values().map(|v| start[usize::from(v)]);
    Some(Solution {
        moves,
        // Relabelling back a permutation of the values gives a permutation of the tiles.
        arrangement: Grid::new(cells)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Move, any_grid, pattern};
    use proptest::prelude::*;
    use std::collections::{HashSet, VecDeque};

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
}
