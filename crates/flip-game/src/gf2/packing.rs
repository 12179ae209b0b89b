//! A lower bound on the presses that make a board one colour, whatever its kernel: every cell
//! that must change needs an odd number of presses, so at least one, among itself and its up to
//! four neighbours (its *closed neighbourhood*), and cells whose closed neighbourhoods share no
//! cell need one press each. A refusal adds it to the bounds the branch and bound proved, which
//! on large kernels start far below it.
//!
//! The cells are packed greedily, from the classic perfect code of the square grid: the cells
//! `(r, c)` with `r + 2c` in one residue class mod 5, whose closed neighbourhoods tile the plane,
//! then any other cell that still fits, row by row; the best of the five classes is kept.

use crate::board::{Board, Colour};

/// Cells of `board` that must change to reach `target`, no two of whose closed neighbourhoods
/// meet: at least as many presses are needed.
pub(crate) fn disjoint_neighbourhoods(board: &Board, target: Colour) -> Vec<(usize, usize)> {
    let size = board.size();
    let (rows, cols) = (size.rows, size.cols);
    let cells = (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c)));
    let closed = |r: usize, c: usize| {
        let up = r.checked_sub(1).map(|u| (u, c));
        let left = c.checked_sub(1).map(|l| (r, l));
        let down = (r + 1 < rows).then_some((r + 1, c));
        let right = (c + 1 < cols).then_some((r, c + 1));
        [Some((r, c)), up, left, down, right].into_iter().flatten()
    };
    (0..5)
        .map(|class| {
            let mut used = vec![false; rows * cols];
            let mut centres = Vec::new();
            let code = cells.clone().filter(|&(r, c)| in_perfect_code(r, c, class));
            for (r, c) in code.chain(cells.clone()) {
                if board.get(r, c) != target && closed(r, c).all(|(a, b)| !used[a * cols + b]) {
                    closed(r, c).for_each(|(a, b)| used[a * cols + b] = true);
                    centres.push((r, c));
                }
            }
            centres
        })
        .max_by_key(Vec::len)
        .expect("five classes")
}

/// Whether cell `(r, c)` is in class `class` (of 5) of the grid's perfect code: every cell's
/// closed neighbourhood holds exactly one cell of each class, as the offsets 0, ±1 of `r` and
/// ±2 of `2c` give the five residues mod 5 once each.
fn in_perfect_code(r: usize, c: usize, class: usize) -> bool {
    (r + 2 * c) % 5 == class
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Size;
    use crate::gf2::{Gf2, Method};
    use crate::target::Target;

    /// Why no bound read off the cells away from the border can go much past this packing (the
    /// crate README's n = 79): pressing one class of the perfect code, about a fifth of the
    /// cells, turns every light of the all-black board white except some on the border, since
    /// each inner cell's closed neighbourhood holds exactly one of its cells. So that press set
    /// meets every inner cell's own constraint, and the packing (as many cells, but for the
    /// border's) is already about as many presses as those constraints can demand.
    #[test]
    fn one_class_of_the_perfect_code_turns_off_every_inner_light() {
        use crate::board::Press;
        for n in [5, 12, 30, 79] {
            let size = Size { rows: n, cols: n };
            let all_on = Board::filled(size, Colour::Black);
            let packed = disjoint_neighbourhoods(&all_on, Colour::White).len();
            for class in 0..5 {
                let mut board = all_on.clone();
                let mut presses = 0usize;
                for (row, col) in (0..n).flat_map(|r| (0..n).map(move |c| (r, c))) {
                    if in_perfect_code(row, col, class) {
                        board.apply(Press { row, col });
                        presses += 1;
                    }
                }
                for (r, c) in (1..n - 1).flat_map(|r| (1..n - 1).map(move |c| (r, c))) {
                    assert_eq!(board.get(r, c), Colour::White, "{n} x {n}, class {class}");
                }
                // The packing takes as many cells, within one per cell of the border.
                let apart = presses.abs_diff(packed);
                assert!(apart <= 4 * n, "{n} x {n}: {presses} and {packed}");
            }
        }
    }

    /// The packing is what it claims (cells that must change, closed neighbourhoods pairwise
    /// disjoint), and never more than the walk's fewest presses, on random boards of shapes
    /// with and without a kernel, to each colour.
    #[test]
    fn the_packing_bound_is_a_packing_and_never_above_the_fewest() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for (rows, cols) in [(4, 4), (5, 5), (7, 3), (9, 9), (16, 16), (1, 12), (19, 19)] {
            let size = Size { rows, cols };
            let gf2 = Gf2::new(size);
            for i in 0..12 {
                let mut board = Board::filled(size, Colour::White);
                for r in 0..rows {
                    for c in 0..cols {
                        // Mostly black on some boards, as the all-black board is.
                        if next() % 8 < [4, 7, 8][i % 3] {
                            board.set(r, c, Colour::Black);
                        }
                    }
                }
                for target in Colour::BOTH {
                    let centres = disjoint_neighbourhoods(&board, target);
                    let near = |(a, b): (usize, usize), (c, d): (usize, usize)| {
                        a.abs_diff(c) + b.abs_diff(d) <= 2
                    };
                    for (k, &p) in centres.iter().enumerate() {
                        assert_ne!(board.get(p.0, p.1), target);
                        assert!(centres[..k].iter().all(|&q| !near(p, q)), "{p:?}");
                    }
                    let only = match target {
                        Colour::White => Target::White,
                        Colour::Black => Target::Black,
                    };
                    let walk = gf2.best(&board, only, Method::Walk);
                    if let Some((fewest, _, _)) = walk.unwrap() {
                        assert!(centres.len() <= fewest, "{size} {board:?} to {target:?}");
                    }
                }
            }
        }
    }
}
