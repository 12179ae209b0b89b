//! The board's unit tests: sizes, presses, masks.

use super::*;

#[test]
fn sizes_parse_and_print() {
    assert_eq!("4x4".parse(), Ok(Size::FOUR));
    assert_eq!("200X3".parse(), Ok(Size { rows: 200, cols: 3 }));
    assert_eq!("2×7".parse(), Ok(Size { rows: 2, cols: 7 }));
    for bad in [
        "", "4", "x4", "4x", "0x4", "4x0", "+4x4", "4x4x4", "1025x1", " 4x4",
    ] {
        assert!(bad.parse::<Size>().is_err(), "{bad:?}");
    }
    assert_eq!(Size { rows: 3, cols: 9 }.to_string(), "3x9");
}

#[test]
fn a_press_in_the_middle_flips_five_cells_and_in_a_corner_three() {
    let size = Size::FOUR;
    let mut board = Board::filled(size, Colour::White);
    board.apply(Press { row: 1, col: 2 });
    assert_eq!(board.to_string(), "wwbw\nwbbb\nwwbw\nwwww\n");
    assert_eq!(board.bits().count_ones(), 5);
    board.apply(Press { row: 3, col: 3 });
    assert_eq!(board.to_string(), "wwbw\nwbbb\nwwbb\nwwbb\n");
    // Pressing twice undoes a press.
    board.apply(Press { row: 3, col: 3 });
    board.apply(Press { row: 1, col: 2 });
    assert_eq!(board.one_colour(), Some(Colour::White));
}

#[test]
fn masks_round_trip() {
    let size = Size { rows: 2, cols: 3 };
    for mask in 0..64 {
        assert_eq!(Board::from_mask(size, mask).mask(), Some(mask));
    }
    let board = Board::from_mask(size, 0b000_011);
    assert_eq!(board.to_string(), "bbw\nwww\n");
    assert_eq!(board.get(0, 1), Colour::Black);
    assert_eq!(board.get(1, 1), Colour::White);
}

#[test]
fn presses_print_and_parse_from_one() {
    let p = Press { row: 0, col: 11 };
    assert_eq!(p.to_string(), "r1c12");
    assert_eq!(p.to_string().parse(), Ok(p));
    for bad in [
        "", "r1", "c1", "r1c", "rc1", "r0c1", "r1c0", "R1C1", "r1c1x",
    ] {
        assert!(bad.parse::<Press>().is_err(), "{bad:?}");
    }
}

#[test]
fn one_colour_boards_are_recognised() {
    let size = Size { rows: 1, cols: 1 };
    assert_eq!(
        Board::filled(size, Colour::Black).one_colour(),
        Some(Colour::Black)
    );
    let mut board = Board::filled(Size::FOUR, Colour::Black);
    board.set(2, 2, Colour::White);
    assert_eq!(board.one_colour(), None);
}
