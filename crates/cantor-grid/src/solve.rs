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
