//! The die: its 24 orientations, numbered densely, and the four ways to tip it.
//!
//! An orientation is named by its (top, front) pair: top ≠ front and top + front ≠ 7 leave exactly
//! 24 pairs, one per rotation of the die. They are numbered `0..24` in (top, front) order, so a
//! search can store a state as `cell * 24 + orientation`. Rolling is a look-up in a 24 × 4 table
//! built at compile time from the puzzle's table of rolls (in the crate docs).

use std::fmt;
use std::str::FromStr;

use solver_cli::scan::quote;

/// One tip of the die onto a neighbouring cell, in the order the tie rule tries them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Towards row − 1.
    Up,
    /// Towards row + 1.
    Down,
    /// Towards column − 1.
    Left,
    /// Towards column + 1.
    Right,
}

impl Move {
    /// Every move, in the order ties are broken: up, down, left, right.
    pub const ALL: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];

    /// The (row, column) step this move makes.
    pub(crate) fn delta(self) -> (isize, isize) {
        match self {
            Move::Up => (-1, 0),
            Move::Down => (1, 0),
            Move::Left => (0, -1),
            Move::Right => (0, 1),
        }
    }

    /// The move that undoes this one (for the tests of rolling).
    #[cfg(test)]
    fn inverse(self) -> Move {
        match self {
            Move::Up => Move::Down,
            Move::Down => Move::Up,
            Move::Left => Move::Right,
            Move::Right => Move::Left,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Move::Up => "up",
            Move::Down => "down",
            Move::Left => "left",
            Move::Right => "right",
        })
    }
}

/// A word that names no move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected up, down, left or right (or U, D, L, R), found {}", quote(.0))]
pub struct ParseMoveError(pub String);

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "up" | "U" => Ok(Move::Up),
            "down" | "D" => Ok(Move::Down),
            "left" | "L" => Ok(Move::Left),
            "right" | "R" => Ok(Move::Right),
            _ => Err(ParseMoveError(s.to_string())),
        }
    }
}

/// The number of orientations of a die.
pub(crate) const ORIENTATIONS: usize = 24;

/// A die's orientation, `0..24`, in (top, front) order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Die(u8);

/// (top, front) of every orientation, by index.
const FACES: [(u8, u8); ORIENTATIONS] = {
    let mut faces = [(0, 0); ORIENTATIONS];
    let mut i = 0;
    let mut top = 1;
    while top <= 6 {
        let mut front = 1;
        while front <= 6 {
            if front != top && front + top != 7 {
                faces[i] = (top, front);
                i += 1;
            }
            front += 1;
        }
        top += 1;
    }
    faces
};

/// The index of (top, front) for faces `1..=6`, or `u8::MAX` where the pair is no orientation.
const INDEX: [[u8; 7]; 7] = {
    let mut index = [[u8::MAX; 7]; 7];
    let mut i = 0;
    while i < ORIENTATIONS {
        let (top, front) = FACES[i];
        index[top as usize][front as usize] = i as u8;
        i += 1;
    }
    index
};

/// Where each face points when 1 is on top, 2 in front and 3 on the right, as (right, front, top)
/// unit vectors; a rotated die keeps the same cross products, which is what [`right_of`] uses.
const FACE_VECTORS: [[i8; 3]; 7] = [
    [0, 0, 0],
    [0, 0, 1],
    [0, 1, 0],
    [1, 0, 0],
    [-1, 0, 0],
    [0, -1, 0],
    [0, 0, -1],
];

/// The right face of (top, front), by the right-hand rule the puzzle fixes (top 1, front 2 ⇒ right 3):
/// in the (right, front, top) frame, right = front × top, and a rotation preserves cross products.
const fn right_of(top: u8, front: u8) -> u8 {
    let t = FACE_VECTORS[top as usize];
    let f = FACE_VECTORS[front as usize];
    let cross = [
        f[1] * t[2] - f[2] * t[1],
        f[2] * t[0] - f[0] * t[2],
        f[0] * t[1] - f[1] * t[0],
    ];
    let mut face = 1;
    while face <= 6 {
        let v = FACE_VECTORS[face];
        if v[0] == cross[0] && v[1] == cross[1] && v[2] == cross[2] {
            return face as u8;
        }
        face += 1;
    }
    panic!("the cross product of two perpendicular faces is a face")
}

/// `ROLL[orientation][move]`: the orientation after tipping, from the puzzle's table of rolls.
const ROLL: [[u8; 4]; ORIENTATIONS] = {
    let mut roll = [[0; 4]; ORIENTATIONS];
    let mut i = 0;
    while i < ORIENTATIONS {
        let (top, front) = FACES[i];
        let right = right_of(top, front);
        let after = [
            (front, 7 - top),   // up
            (7 - front, top),   // down
            (right, front),     // left
            (7 - right, front), // right
        ];
        let mut m = 0;
        while m < 4 {
            roll[i][m] = INDEX[after[m].0 as usize][after[m].1 as usize];
            m += 1;
        }
        i += 1;
    }
    roll
};

impl Die {
    /// The die with `top` up and `front` facing the player, or `None` if the faces are not
    /// `1..=6`, are equal, or are opposite.
    ///
    /// ```
    /// use dicey_problem::die::Die;
    /// assert_eq!(Die::new(1, 2).unwrap().right(), 3);
    /// assert!(Die::new(1, 6).is_none());
    /// assert!(Die::new(0, 2).is_none());
    /// ```
    pub fn new(top: u8, front: u8) -> Option<Die> {
        match *INDEX.get(usize::from(top))?.get(usize::from(front))? {
            u8::MAX => None,
            i => Some(Die(i)),
        }
    }

    /// The orientation with this index, or `None` if `index >= 24`.
    pub fn from_index(index: usize) -> Option<Die> {
        (index < ORIENTATIONS).then_some(Die(index as u8))
    }

    /// Every orientation, by index.
    pub fn all() -> impl Iterator<Item = Die> {
        (0..ORIENTATIONS as u8).map(Die)
    }

    /// This orientation's index, `0..24`.
    #[inline]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The face on top.
    #[inline]
    pub fn top(self) -> u8 {
        FACES[self.index()].0
    }

    /// The face towards the player (increasing row numbers).
    pub fn front(self) -> u8 {
        FACES[self.index()].1
    }

    /// The face towards increasing column numbers.
    pub fn right(self) -> u8 {
        right_of(self.top(), self.front())
    }

    /// The die after tipping it one cell in the direction of `mv`.
    ///
    /// ```
    /// use dicey_problem::die::{Die, Move};
    /// let die = Die::new(1, 2).unwrap();
    /// let up = die.roll(Move::Up);
    /// assert_eq!((up.top(), up.front()), (2, 6));
    /// ```
    #[inline]
    pub fn roll(self, mv: Move) -> Die {
        Die(ROLL[self.index()][mv as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn twenty_four_pairs_name_the_orientations_once_each() {
        let pairs: HashSet<(u8, u8)> = Die::all().map(|d| (d.top(), d.front())).collect();
        assert_eq!(pairs.len(), 24);
        for top in 0..=7 {
            for front in 0..=7 {
                let valid = (1..=6).contains(&top)
                    && (1..=6).contains(&front)
                    && top != front
                    && top + front != 7;
                assert_eq!(Die::new(top, front).is_some(), valid, "({top}, {front})");
                if let Some(d) = Die::new(top, front) {
                    assert_eq!((d.top(), d.front()), (top, front));
                    assert_eq!(Die::from_index(d.index()), Some(d));
                }
            }
        }
        assert!(Die::from_index(24).is_none());
    }

    #[test]
    fn right_face_follows_the_right_hand_rule() {
        // As the puzzle states it: top 1, front 2 gives right 3.
        assert_eq!(Die::new(1, 2).unwrap().right(), 3);
        // Turning the die a quarter about its vertical axis: the front goes to the right's place.
        assert_eq!(Die::new(1, 3).unwrap().right(), 5);
        // Upside down, right and left swap.
        assert_eq!(Die::new(6, 2).unwrap().right(), 4);
        for d in Die::all() {
            let r = d.right();
            assert!(![d.top(), d.front(), 7 - d.top(), 7 - d.front()].contains(&r));
        }
    }

    #[test]
    fn rolls_follow_the_table_of_rolls() {
        for d in Die::all() {
            let (top, front, right) = (d.top(), d.front(), d.right());
            let faces = |d: Die| (d.top(), d.front());
            assert_eq!(faces(d.roll(Move::Up)), (front, 7 - top));
            assert_eq!(faces(d.roll(Move::Down)), (7 - front, top));
            assert_eq!(faces(d.roll(Move::Left)), (right, front));
            assert_eq!(faces(d.roll(Move::Right)), (7 - right, front));
        }
    }

    #[test]
    fn a_roll_and_its_inverse_cancel_and_four_rolls_come_back() {
        for d in Die::all() {
            for m in Move::ALL {
                assert_eq!(d.roll(m).roll(m.inverse()), d);
                assert_eq!(d.roll(m).roll(m).roll(m).roll(m), d);
                assert_ne!(d.roll(m), d);
            }
        }
    }

    #[test]
    fn every_orientation_is_reachable_by_rolling() {
        let start = Die::new(1, 2).unwrap();
        let mut seen = HashSet::from([start]);
        let mut todo = vec![start];
        while let Some(d) = todo.pop() {
            for m in Move::ALL {
                if seen.insert(d.roll(m)) {
                    todo.push(d.roll(m));
                }
            }
        }
        assert_eq!(seen.len(), 24);
    }

    #[test]
    fn every_roll_is_an_odd_permutation_of_the_faces() {
        // Which face sits at top, front, right, bottom, back, left: a permutation of 1..=6. A
        // roll flips its parity as it flips the cell's chessboard colour, which is why a search
        // only ever reaches half of the cell × orientation states.
        let places = |d: Die| {
            let (t, f, r) = (d.top(), d.front(), d.right());
            [t, f, r, 7 - t, 7 - f, 7 - r].map(|face| face - 1)
        };
        for d in Die::all() {
            for m in Move::ALL {
                let before = search_core::permutation::is_even(&places(d));
                let after = search_core::permutation::is_even(&places(d.roll(m)));
                assert_ne!(before, after, "{m} from ({}, {})", d.top(), d.front());
            }
        }
    }

    #[test]
    fn moves_round_trip_through_text() {
        for m in Move::ALL {
            assert_eq!(m.to_string().parse::<Move>(), Ok(m));
        }
        assert_eq!("R".parse::<Move>(), Ok(Move::Right));
        assert_eq!(
            "north\t".parse::<Move>().unwrap_err().to_string(),
            "expected up, down, left or right (or U, D, L, R), found `north\\t`"
        );
    }
}
