//! The branch and bound on boards that show reflections or rotations, where it searches one
//! press set of each orbit of the board's symmetries: against the Gray-code walk, which
//! searches them all.

use super::*;

/// Where a reflection or rotation of a board of some size takes a cell.
type Image = fn(Size, usize, usize) -> (usize, usize);

/// A board of `size` whose cells in each orbit of the images given share one random colour.
fn symmetric_board(size: Size, images: &[Image], seed: u64) -> Board {
    let mut state = seed | 1;
    let mut board = Board::filled(size, Colour::White);
    for r in 0..size.rows {
        for c in 0..size.cols {
            // The orbit's colour is decided at its least cell, seen first.
            let orbit: Vec<(usize, usize)> = images.iter().map(|f| f(size, r, c)).collect();
            if orbit.iter().any(|&p| p < (r, c)) {
                continue;
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            if state & 1 == 1 {
                board.set(r, c, Colour::Black);
                for (r2, c2) in orbit {
                    board.set(r2, c2, Colour::Black);
                }
            }
        }
    }
    board
}

fn mirror(size: Size, r: usize, c: usize) -> (usize, usize) {
    (r, size.cols - 1 - c)
}

fn flip(size: Size, r: usize, c: usize) -> (usize, usize) {
    (size.rows - 1 - r, c)
}

fn half_turn(size: Size, r: usize, c: usize) -> (usize, usize) {
    (size.rows - 1 - r, size.cols - 1 - c)
}

fn transpose(_: Size, r: usize, c: usize) -> (usize, usize) {
    (c, r)
}

fn quarter_turn(size: Size, r: usize, c: usize) -> (usize, usize) {
    (c, size.cols - 1 - r)
}

#[test]
fn boards_with_symmetries_get_the_walks_answer() {
    type Images = Vec<Image>;
    let groups: [(Images, bool); 5] = [
        (vec![mirror], false),
        (vec![mirror, flip, half_turn], false),
        (vec![half_turn], false),
        (vec![transpose], true),
        (
            vec![
                mirror,
                flip,
                half_turn,
                transpose,
                quarter_turn,
                |s, r, c| quarter_turn(s, half_turn(s, r, c).0, half_turn(s, r, c).1),
                |s, r, c| {
                    let (r, c) = transpose(s, r, c);
                    half_turn(s, r, c)
                },
            ],
            true,
        ),
    ];
    for (n, m) in [
        (4, 4),
        (5, 5),
        (9, 9),
        (11, 11),
        (16, 16),
        (19, 19),
        (4, 9),
        (5, 11),
    ] {
        let size = Size { rows: n, cols: m };
        let gf2 = Gf2::new(size);
        for (g, (images, square_only)) in groups.iter().enumerate() {
            if *square_only && n != m {
                continue;
            }
            for seed in 0..4 {
                let board = symmetric_board(size, images, (n * 100 + g * 10 + seed) as u64);
                for target in [Target::White, Target::Black, Target::Either] {
                    let walk = gf2.plan(&board, target, Method::Walk).unwrap();
                    let bound = gf2.plan(&board, target, Method::BranchAndBound).unwrap();
                    assert_eq!(
                        walk.as_ref().map(|p| p.presses.len()),
                        bound.as_ref().map(|p| p.presses.len()),
                        "{size} group {g} seed {seed} {target:?}: {board:?}"
                    );
                    if let Some(plan) = bound {
                        let mut end = board.clone();
                        plan.presses.iter().for_each(|&p| end.apply(p));
                        assert_eq!(end.one_colour(), Some(plan.target));
                    }
                }
            }
        }
    }
}
