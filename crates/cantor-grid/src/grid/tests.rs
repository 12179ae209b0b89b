//! The moves by hand and against each other, the names, and the packed form.

use super::*;
use proptest::prelude::*;

#[test]
fn moves_by_hand() {
    let g = Grid::IDENTITY;
    assert_eq!(
        g.apply(Move::Row2Right).cells(),
        [1, 2, 3, 6, 4, 5, 7, 8, 9]
    );
    assert_eq!(
        g.apply(Move::Column3Up).cells(),
        [1, 2, 6, 4, 5, 9, 7, 8, 3]
    );
    assert_eq!(
        g.apply(Move::Column1Down).cells(),
        [7, 2, 3, 1, 5, 6, 4, 8, 9]
    );
    assert_eq!(g.apply(Move::Row3Left).cells(), [1, 2, 3, 4, 5, 6, 8, 9, 7]);
}

#[test]
fn every_move_is_a_three_cycle_hence_even() {
    for m in Move::ALL {
        let g = Grid::IDENTITY.apply(m);
        assert!(g.is_even(), "{m}");
        assert_eq!(g.apply(m).apply(m), Grid::IDENTITY, "{m} thrice");
        assert_ne!(g, Grid::IDENTITY);
    }
}

#[test]
fn names_round_trip_and_are_distinct() {
    for m in Move::ALL {
        assert_eq!(m.to_string().parse::<Move>(), Ok(m));
    }
    assert_eq!("  column 2\tdown".parse::<Move>(), Ok(Move::Column2Down));
    assert!("row 4 left".parse::<Move>().is_err());
    assert!("row".parse::<Move>().is_err());
}

#[test]
fn pattern_display() {
    let p = pattern("8 * 9  5 3 7  2 * *");
    assert_eq!(p.to_string(), "8 * 9\n5 3 7\n2 * *");
    assert_eq!(p.stars(), 3);
    assert!(!p.matches(&Grid::IDENTITY));
}

#[test]
fn identity_code() {
    assert_eq!(Grid::IDENTITY.code(), Code::IDENTITY);
}

proptest! {
    #[test]
    fn packed_moves_agree_with_grid_moves(g in any_grid(), i in 0..12usize) {
        let m = Move::ALL[i];
        prop_assert_eq!(Grid::from_code(g.code().apply(m)), g.apply(m));
        prop_assert_eq!(g.apply(m).apply(m.inverse()), g);
    }

    #[test]
    fn code_round_trip(g in any_grid()) {
        prop_assert_eq!(Grid::from_code(g.code()), g);
        prop_assert!(g.code().0 >> 36 == 0);
    }
}
