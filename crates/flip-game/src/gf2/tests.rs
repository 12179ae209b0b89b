//! gf2 against known kernel dimensions and hand-made boards.

use super::*;

fn square(n: usize) -> Size {
    Size { rows: n, cols: n }
}

#[test]
fn kernel_dimensions_are_the_known_ones() {
    // The dimensions the README lists.
    for (n, d) in [(4, 4), (6, 0), (9, 8), (16, 8), (128, 56), (200, 0)] {
        assert_eq!(Gf2::new(square(n)).dimension(), d, "{n} x {n}");
    }
}

#[test]
fn a_board_on_its_side_has_the_same_answers() {
    let size = Size { rows: 2, cols: 5 };
    let (wide, tall) = (Gf2::new(size), Gf2::new(size.transposed()));
    assert!(wide.transposed && !tall.transposed);
    for mask in 0..1u32 << 10 {
        let board = Board::from_mask(size, mask);
        let mut turned = Board::filled(size.transposed(), Colour::White);
        for r in 0..2 {
            for c in 0..5 {
                turned.set(c, r, board.get(r, c));
            }
        }
        assert_eq!(wide.steps(&board), tall.steps(&turned));
    }
}

#[test]
fn a_plan_does_what_it_says() {
    let size = Size { rows: 5, cols: 7 };
    let gf2 = Gf2::new(size);
    let mut board = Board::filled(size, Colour::White);
    for (r, c) in [(0, 0), (2, 3), (4, 6), (1, 5)] {
        board.apply(Press { row: r, col: c });
    }
    let plan = gf2.solve(&board).unwrap().unwrap();
    assert!(plan.presses.len() <= 4);
    for &p in &plan.presses {
        board.apply(p);
    }
    assert_eq!(board.one_colour(), Some(plan.target));
}

#[test]
fn wide_rows_chase_across_word_boundaries() {
    // 131 x 130: rows of three words, kernel dimension 0 (checked by an independent
    // elimination), so the two presses that made the board are its only solution.
    let size = Size {
        rows: 131,
        cols: 130,
    };
    let gf2 = Gf2::new(size);
    assert!(!gf2.transposed);
    assert_eq!(gf2.dimension(), 0);
    for col in [0, 63, 64, 127, 128, 129] {
        let mut board = Board::filled(size, Colour::Black);
        board.apply(Press { row: 1, col });
        board.apply(Press {
            row: 130,
            col: 129 - col,
        });
        let plan = gf2.solve(&board).unwrap().unwrap();
        assert_eq!(
            plan.presses,
            [
                Press { row: 1, col },
                Press {
                    row: 130,
                    col: 129 - col
                }
            ],
            "col {col}"
        );
    }
}

#[test]
fn a_kernel_too_large_is_refused_but_impossible_and_done_boards_are_answered() {
    let size = square(128);
    let gf2 = Gf2::new(size);
    assert_eq!(gf2.dimension(), 56);
    let mut board = Board::filled(size, Colour::White);
    assert_eq!(gf2.steps(&board), Ok(Some(0)));
    board.apply(Press { row: 5, col: 9 });
    let err = gf2.steps(&board).unwrap_err();
    assert_eq!(err.dimension, 56);
    assert!(err.to_string().contains("dimension 56"));
    // One black cell in a corner cannot be cleared (checked by an independent elimination).
    let mut corner = Board::filled(size, Colour::White);
    corner.set(0, 0, Colour::Black);
    assert_eq!(gf2.steps(&corner), Ok(None));
}
