//! Seeded mazes for tests and benchmarks, so no large input needs to be committed: the same seed
//! gives the same maze on every machine.

use crate::die::{Die, Move};
use crate::maze::{EMPTY, Maze, WILD};
use std::fmt::Write;

/// SplitMix64: tiny, seedable, and plenty for scattering cell values.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (the modulo bias is far below what a test could notice); `n > 0`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A random die orientation.
pub fn random_die(rng: &mut Rng) -> Die {
    // An index below 24 always names an orientation.
    Die::from_index(rng.below(24)).unwrap_or_else(|| unreachable!())
}

/// A random `rows × cols` maze: each cell wild with probability `wild`/10, empty with `empty`/10,
/// otherwise a number 1–6; a random start and orientation. `wild + empty <= 10`.
///
/// # Panics
/// If the size is not a valid maze size.
pub fn random_maze(
    rng: &mut Rng,
    name: &str,
    rows: usize,
    cols: usize,
    wild: usize,
    empty: usize,
) -> Maze {
    let cells = (0..rows * cols)
        .map(|_| match rng.below(10) {
            x if x < wild => WILD,
            x if x < wild + empty => EMPTY,
            _ => 1 + rng.below(6) as i8,
        })
        .collect();
    let start = (rng.below(rows), rng.below(cols));
    let die = random_die(rng);
    Maze::new(name, rows, cols, cells, start, die).expect("a valid size was asked for")
}

/// A maze whose shortest tour is long: a one-cell-wide corridor that snakes through the grid and
/// back up column 1 to the start at (1, 1), each cell numbered with the top face the die shows
/// when it arrives going forward, so the die can follow it only one way. About one cell in 50 is
/// made wild instead (seeded), which opens a few detours but no shortcut across the walls.
///
/// The tour is about `rows × cols / 2` moves: 500 000 for 1000 × 1000.
///
/// # Panics
/// If `rows < 3` or `cols < 4`, or the size is not a valid maze size.
pub fn serpentine(rows: usize, cols: usize, seed: u64) -> Maze {
    assert!(
        rows >= 3 && cols >= 4,
        "a serpentine needs at least 3 × 4 cells"
    );
    let mut rng = Rng::new(seed);
    // Corridor rows 0, 2, …, 2k with k odd, so the last one runs leftwards back to column 2.
    let mut k = (rows - 1) / 2;
    if k.is_multiple_of(2) {
        k -= 1;
    }
    let mut path = vec![(0, 0), (0, 1)];
    for j in 0..=k {
        let row = 2 * j;
        let rightwards = j % 2 == 0;
        let corridor: Vec<usize> = if rightwards {
            (2..cols).collect()
        } else {
            (2..cols).rev().collect()
        };
        path.extend(corridor.iter().map(|&c| (row, c)));
        if j < k {
            path.push((row + 1, if rightwards { cols - 1 } else { 2 }));
        }
    }
    path.push((2 * k, 1));
    path.extend((0..=2 * k).rev().map(|r| (r, 0)));
    let die = random_die(&mut rng);
    let mut cells = vec![EMPTY; rows * cols];
    let mut here = die;
    for pair in path.windows(2) {
        let (from, to) = (pair[0], pair[1]);
        let mv = Move::ALL
            .into_iter()
            .find(|m| {
                let (dr, dc) = m.delta();
                from.0.checked_add_signed(dr) == Some(to.0)
                    && from.1.checked_add_signed(dc) == Some(to.1)
            })
            .expect("consecutive corridor cells are neighbours");
        let wild = to != (0, 0) && rng.below(50) == 0;
        cells[to.0 * cols + to.1] = if wild { WILD } else { here.top() as i8 };
        here = here.roll(mv);
    }
    Maze::new("SERPENTINE", rows, cols, cells, (0, 0), die).expect("a valid size was asked for")
}

/// The maze in the judge input format (without the closing `END`).
///
/// ```
/// use dicey_problem::{die::Die, generate::judge_text, maze::Maze};
/// let maze = Maze::new("M", 1, 2, vec![-1, 3], (0, 1), Die::new(1, 2).unwrap()).unwrap();
/// assert_eq!(judge_text(&maze), "M\n1 2 1 2 1 2\n-1 3\n");
/// ```
pub fn judge_text(maze: &Maze) -> String {
    let mut out = String::new();
    let (row, col) = maze.start();
    let die = maze.die();
    // Writing to a String cannot fail.
    let _ = writeln!(
        out,
        "{}\n{} {} {} {} {} {}",
        maze.name(),
        maze.rows(),
        maze.cols(),
        row + 1,
        col + 1,
        die.top(),
        die.front()
    );
    for line in maze.cells().chunks(maze.cols()) {
        let line: Vec<String> = line.iter().map(i8::to_string).collect();
        let _ = writeln!(out, "{}", line.join(" "));
    }
    out
}

/// The worst case for the search: every cell wild but the start, which is empty, so the die can
/// never come back and every reachable state is visited before the answer (`No Solution
/// Possible`) is known. That is half of the `rows × cols × 24`: a roll is a quarter turn, an odd
/// permutation of the faces, and it also changes the colour of the cell on a chessboard, so
/// (colour, parity of the orientation) never changes.
///
/// # Panics
/// If the size is not a valid maze size.
pub fn no_way_back(rows: usize, cols: usize) -> Maze {
    let mut cells = vec![WILD; rows * cols];
    let start = (rows / 2, cols / 2);
    cells[start.0 * cols + start.1] = EMPTY;
    // An index below 24 always names an orientation.
    let die = Die::from_index(0).unwrap_or_else(|| unreachable!());
    Maze::new("NOWAYBACK", rows, cols, cells, start, die).expect("a valid size was asked for")
}
