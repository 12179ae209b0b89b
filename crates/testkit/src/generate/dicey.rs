//! A Dicey Problem mazes: a name, `R C start-row start-column top front`, then `R × C` cell values
//! (`-1` wild, `0` empty, `1`–`6` the top face the die must show to enter), and `END`.

use super::Rng;

/// A die as (top, front, right), rolled by the statement's table of rolls: an independent model,
/// so that generated mazes do not depend on the solver's die.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Die {
    top: u8,
    front: u8,
    right: u8,
}

/// The moves in the solver's tie order, as (row step, column step).
const MOVES: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

impl Die {
    fn roll(self, (dr, dc): (isize, isize)) -> Die {
        let Die { top, front, right } = self;
        match (dr, dc) {
            (-1, 0) => Die {
                top: front,
                front: 7 - top,
                right,
            },
            (1, 0) => Die {
                top: 7 - front,
                front: top,
                right,
            },
            (0, -1) => Die {
                top: right,
                front,
                right: 7 - top,
            },
            _ => Die {
                top: 7 - right,
                front,
                right: top,
            },
        }
    }

    /// The 24 orientations in the order the judge format numbers none but the solvers do:
    /// by (top, front).
    fn all() -> Vec<Die> {
        let mut seen = vec![Die {
            top: 1,
            front: 2,
            right: 3,
        }];
        let mut i = 0;
        while i < seen.len() {
            for m in MOVES {
                let next = seen[i].roll(m);
                if !seen.contains(&next) {
                    seen.push(next);
                }
            }
            i += 1;
        }
        seen.sort_by_key(|d| (d.top, d.front));
        seen
    }
}

/// The maze in the judge format (without the closing `END`).
fn judge_text(
    name: &str,
    cols: usize,
    cells: &[i8],
    (row, col): (usize, usize),
    die: Die,
) -> String {
    let rows = cells.len() / cols;
    let mut out = format!(
        "{name}\n{rows} {cols} {} {} {} {}\n",
        row + 1,
        col + 1,
        die.top,
        die.front
    );
    for line in cells.chunks(cols) {
        let line: Vec<String> = line.iter().map(i8::to_string).collect();
        out += &line.join(" ");
        out.push('\n');
    }
    out
}

/// `count` random `rows × cols` mazes named `MAZE1`, `MAZE2`, …: each cell wild with probability
/// 1/10, empty 1/10, otherwise a number 1–6; a random start and orientation; then `END`.
pub fn dicey_mazes(seed: u64, count: usize, rows: usize, cols: usize) -> String {
    let dice = Die::all();
    let mut rng = Rng::new(seed);
    let mut out = String::new();
    for i in 1..=count {
        let cells: Vec<i8> = (0..rows * cols)
            .map(|_| match rng.below(10) {
                0 => -1,
                1 => 0,
                _ => 1 + rng.below(6) as i8,
            })
            .collect();
        let start = (rng.below(rows), rng.below(cols));
        let die = dice[rng.below(24)];
        out += &judge_text(&format!("MAZE{i}"), cols, &cells, start, die);
    }
    out + "END\n"
}

/// One maze whose shortest tour is long, then `END`: a one-cell-wide corridor that snakes through
/// the grid and back up column 1 to the start at (1, 1), each cell numbered with the top face the
/// die shows when it arrives going forward, so the die can follow it only one way. About one cell
/// in 50 is made wild instead (seeded), which opens a few detours but no shortcut across the
/// walls. The tour is about `rows × cols / 2` moves.
///
/// # Panics
/// If `rows < 3` or `cols < 4`.
pub fn dicey_serpentine(rows: usize, cols: usize, seed: u64) -> String {
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
    let die = Die::all()[rng.below(24)];
    let mut cells = vec![0i8; rows * cols];
    let mut here = die;
    for pair in path.windows(2) {
        let (from, to): ((usize, usize), (usize, usize)) = (pair[0], pair[1]);
        let step = (
            to.0 as isize - from.0 as isize,
            to.1 as isize - from.1 as isize,
        );
        let wild = to != (0, 0) && rng.below(50) == 0;
        cells[to.0 * cols + to.1] = if wild { -1 } else { here.top as i8 };
        here = here.roll(step);
    }
    judge_text("SERPENTINE", cols, &cells, (0, 0), die) + "END\n"
}

/// The worst case for a search, then `END`: every cell wild but the start, which is empty, so
/// the die can never come back and every reachable state is visited before the answer (`No
/// Solution Possible`) is known.
pub fn dicey_no_way_back(rows: usize, cols: usize) -> String {
    let mut cells = vec![-1i8; rows * cols];
    let start = (rows / 2, cols / 2);
    cells[start.0 * cols + start.1] = 0;
    judge_text("NOWAYBACK", cols, &cells, start, Die::all()[0]) + "END\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_24_orientations_each_with_top_front_and_right_apart() {
        let all = Die::all();
        assert_eq!(all.len(), 24);
        for d in &all {
            let faces = [d.top, d.front, d.right, 7 - d.top, 7 - d.front, 7 - d.right];
            let mut sorted = faces;
            sorted.sort_unstable();
            assert_eq!(sorted, [1, 2, 3, 4, 5, 6], "{d:?}");
        }
        // Rolling one way and back is no roll.
        for d in all {
            assert_eq!(d.roll(MOVES[0]).roll(MOVES[1]), d);
            assert_eq!(d.roll(MOVES[2]).roll(MOVES[3]), d);
        }
    }

    #[test]
    fn mazes_have_valid_headers_and_end() {
        let text = dicey_mazes(5, 20, 10, 10);
        assert!(text.ends_with("END\n"));
        let headers: Vec<Vec<usize>> = text
            .lines()
            .filter(|l| l.split(' ').count() == 6)
            .map(|l| l.split(' ').map(|t| t.parse().unwrap()).collect())
            .collect();
        assert_eq!(headers.len(), 20);
        for v in headers {
            assert!(v[4] != v[5] && v[4] + v[5] != 7);
            assert!((1..=10).contains(&v[2]) && (1..=10).contains(&v[3]));
        }
    }

    #[test]
    fn a_serpentine_leaves_no_dead_end_in_its_corridor() {
        let text = dicey_serpentine(5, 6, 7);
        assert!(text.starts_with("SERPENTINE\n5 6 1 1 "));
        // An odd number of corridors, so the last runs back left: rows 1 and 3, no empty cell from
        // column 2 on; row 5 is left empty.
        let rows: Vec<&str> = text.lines().skip(2).take(5).collect();
        assert_eq!(rows[4], "0 0 0 0 0 0");
        for r in [0, 2] {
            assert!(!rows[r].split(' ').skip(1).any(|v| v == "0"), "{}", rows[r]);
        }
    }
}
