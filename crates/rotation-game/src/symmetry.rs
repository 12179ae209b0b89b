//! The board's eight symmetries, and placements up to symmetry.
//!
//! The `#` board looks the same after a quarter turn or in a mirror: the eight symmetries of the
//! square it is drawn on. Each maps the centre square onto itself and the four lines onto lines,
//! so it maps moves to moves (the tests check every pair) and leaves every distance to the centre
//! unchanged. The table's search therefore runs over *classes* of up to eight placements, each
//! known by its smallest mask ([`canonical`]): 92,247 classes instead of 735,471 placements, and
//! an eighth of the visited-set tests, for eight byte-table images of every successor.

use crate::board::CELLS;
use crate::mask::{ByteTables, byte_tables, carry};

/// The number of symmetries, the identity included.
pub(crate) const SYMMETRIES: usize = 8;

/// Where `cell` is drawn on the 7 × 7 square: `(row, column)`. The board is the union of rows
/// and columns 2 and 4, numbered in reading order.
const fn position(cell: usize) -> (usize, usize) {
    let mut seen = 0;
    let mut r = 0;
    while r < 7 {
        let mut c = 0;
        while c < 7 {
            if r == 2 || r == 4 || c == 2 || c == 4 {
                if seen == cell {
                    return (r, c);
                }
                seen += 1;
            }
            c += 1;
        }
        r += 1;
    }
    panic!("the board has 24 cells")
}

/// The cell drawn at `(row, column)`; the inverse of [`position`].
const fn cell_at(row: usize, column: usize) -> usize {
    let mut cell = 0;
    while cell < CELLS {
        let (r, c) = position(cell);
        if r == row && c == column {
            return cell;
        }
        cell += 1;
    }
    panic!("not a cell of the board")
}

/// `DESTINATIONS[s][c]`: the cell that symmetry `s` carries cell `c` to. Symmetry 0 is the
/// identity, 1–3 the quarter turns, 4–7 the mirrors (left–right, top–bottom and the diagonals).
pub const DESTINATIONS: [[usize; CELLS]; SYMMETRIES] = {
    let mut t = [[0; CELLS]; SYMMETRIES];
    let mut s = 0;
    while s < SYMMETRIES {
        let mut c = 0;
        while c < CELLS {
            let (r, k) = position(c);
            let (r2, k2) = match s {
                0 => (r, k),
                1 => (k, 6 - r),
                2 => (6 - r, 6 - k),
                3 => (6 - k, r),
                4 => (r, 6 - k),
                5 => (6 - r, k),
                6 => (k, r),
                _ => (6 - k, 6 - r),
            };
            t[s][c] = cell_at(r2, k2);
            c += 1;
        }
        s += 1;
    }
    t
};

/// `IMAGE_BYTES[s]`: the byte tables of symmetry `s`, so that an image costs three look-ups,
/// like a move ([`crate::mask`]).
static IMAGE_BYTES: [ByteTables; SYMMETRIES] = {
    let mut t = [[[0u32; 256]; 3]; SYMMETRIES];
    let mut s = 0;
    while s < SYMMETRIES {
        t[s] = byte_tables(&DESTINATIONS[s]);
        s += 1;
    }
    t
};

/// The placement `mask` after symmetry `s`.
#[inline]
pub fn image(mask: u32, s: usize) -> u32 {
    carry(&IMAGE_BYTES[s], mask)
}

/// The placement `mask` under all eight symmetries, the identity first.
#[inline]
pub fn images(mask: u32) -> [u32; SYMMETRIES] {
    std::array::from_fn(|s| image(mask, s))
}

/// The smallest mask among the images of `mask`: the same for every placement of a class.
///
/// ```
/// use rotation_game::symmetry::{canonical, image};
/// let p = 0b1111_0000_1111; // cells 0–3 and 8–11
/// assert!((0..8).all(|s| canonical(image(p, s)) == canonical(p)));
/// ```
#[inline]
pub fn canonical(mask: u32) -> u32 {
    // The identity's image is `mask` itself.
    (1..SYMMETRIES).fold(mask, |least, s| least.min(image(mask, s)))
}

/// The distinct placements of the class of `mask` (one to eight of them).
#[inline]
pub fn class(mask: u32) -> impl Iterator<Item = u32> {
    search_core::symmetry::distinct(images(mask))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{CENTRE_MASK, LINES, Move};
    use crate::mask;
    use proptest::prelude::*;

    #[test]
    fn cells_sit_where_the_spec_draws_them() {
        assert_eq!(position(0), (0, 2));
        assert_eq!(position(3), (1, 4));
        assert_eq!(position(4), (2, 0));
        assert_eq!(position(10), (2, 6));
        assert_eq!(position(12), (3, 4));
        assert_eq!(position(19), (4, 6));
        assert_eq!(position(23), (6, 4));
    }

    #[test]
    fn every_symmetry_is_a_distinct_permutation_fixing_the_centre() {
        for (s, dest) in DESTINATIONS.iter().enumerate() {
            let mut sorted = *dest;
            sorted.sort_unstable();
            assert_eq!(sorted, std::array::from_fn(|c| c), "symmetry {s}");
            assert_eq!(image(CENTRE_MASK, s), CENTRE_MASK, "symmetry {s}");
        }
        let mut distinct = DESTINATIONS.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), SYMMETRIES);
        assert_eq!(DESTINATIONS[0], std::array::from_fn(|c| c));
    }

    #[test]
    fn every_symmetry_maps_lines_to_lines() {
        for (s, dest) in DESTINATIONS.iter().enumerate() {
            for line in LINES {
                let mapped = line.map(|c| dest[c]);
                assert!(
                    LINES.iter().any(|l| {
                        let reversed: Vec<usize> = l.iter().rev().copied().collect();
                        l[..] == mapped[..] || reversed[..] == mapped[..]
                    }),
                    "symmetry {s} maps {line:?} to {mapped:?}"
                );
            }
        }
    }

    #[test]
    fn every_symmetry_turns_each_move_into_a_move() {
        // For each symmetry s and move m there is a move m' with s(m(x)) = m'(s(x)) for every
        // placement x; checked on every single cell, which determines the mapping.
        for s in 0..SYMMETRIES {
            for m in Move::ALL {
                let conjugate = Move::ALL.into_iter().find(|&m2| {
                    (0..CELLS).all(|c| {
                        image(mask::apply(1 << c, m), s) == mask::apply(image(1 << c, s), m2)
                    })
                });
                assert!(conjugate.is_some(), "symmetry {s}, move {m}");
            }
        }
    }

    proptest! {
        #[test]
        fn a_class_is_closed_and_known_by_its_least_member(bits in Just((0..24u32).collect::<Vec<_>>()).prop_shuffle()) {
            let p = bits[..8].iter().fold(0u32, |m, &c| m | 1 << c);
            let members: Vec<u32> = class(p).collect();
            prop_assert!(members.contains(&p));
            prop_assert!(!members.is_empty() && SYMMETRIES.is_multiple_of(members.len()));
            let least = *members.iter().min().unwrap();
            for &q in &members {
                prop_assert_eq!(q.count_ones(), 8);
                prop_assert_eq!(canonical(q), least);
                let mut again: Vec<u32> = class(q).collect();
                let mut mine = members.clone();
                again.sort_unstable();
                mine.sort_unstable();
                prop_assert_eq!(again, mine);
            }
        }
    }
}
