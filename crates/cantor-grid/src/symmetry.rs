//! The eight symmetries of the 3 × 3 square, which leave every distance unchanged, so that the
//! table's search can run over classes of arrangements instead of arrangements.
//!
//! A symmetry `σ` of the square (a quarter turn, a mirror) maps rows and columns to rows and
//! columns, so it turns each of the twelve moves into a move. It acts on an arrangement by moving
//! every tile to the mirrored cell *and* renaming it to the mirrored value: in the packed code,
//! `image[σ(p)] = σ(code[p])`. That keeps the identity fixed and carries an arrangement `d` moves
//! from the identity to one `d` moves from it (each move becomes its mirrored move), so every
//! distance is unchanged (the tests check every symmetry and move). The table's search therefore
//! runs over classes of up to eight arrangements, each known by its least code ([`canonical`]).

use crate::grid::Code;

/// The number of symmetries, the identity included.
pub(crate) const SYMMETRIES: usize = 8;

/// Where symmetry `s` carries cell `cell` (row by row, 0…8). Symmetry 0 is the identity, 1–3
/// the quarter turns, 4–7 the mirrors (left–right, top–bottom and the two diagonals).
pub(crate) const fn carry(s: usize, cell: usize) -> usize {
    let (r, c) = (cell / 3, cell % 3);
    let (r2, c2) = match s {
        0 => (r, c),
        1 => (c, 2 - r),
        2 => (2 - r, 2 - c),
        3 => (2 - c, r),
        4 => (r, 2 - c),
        5 => (2 - r, c),
        6 => (c, r),
        _ => (2 - c, 2 - r),
    };
    3 * r2 + c2
}

/// `IMAGE_BYTES[s][k][b]`: the image under symmetry `s` of byte `k` of a code (cells `2k` and
/// `2k + 1`, the last byte cell 8 alone), so that an image is five look-ups OR'ed together.
/// Nibbles above 8 never occur in a code and map to nothing.
static IMAGE_BYTES: [[[u64; 256]; 5]; SYMMETRIES] = {
    let mut t = [[[0u64; 256]; 5]; SYMMETRIES];
    let mut s = 0;
    while s < SYMMETRIES {
        let mut k = 0;
        while k < 5 {
            let mut b = 0;
            while b < 256 {
                let (lo, hi) = (b & 0xF, b >> 4);
                let mut image = 0u64;
                if lo < 9 {
                    image |= (carry(s, lo) as u64) << (4 * carry(s, 2 * k));
                }
                if k < 4 && hi < 9 {
                    image |= (carry(s, hi) as u64) << (4 * carry(s, 2 * k + 1));
                }
                t[s][k][b] = image;
                b += 1;
            }
            k += 1;
        }
        s += 1;
    }
    t
};

/// The arrangement `code` under symmetry `s`.
#[inline]
pub fn image(code: Code, s: usize) -> Code {
    let (t, x) = (&IMAGE_BYTES[s], code.0);
    Code(
        t[0][(x & 0xFF) as usize]
            | t[1][(x >> 8 & 0xFF) as usize]
            | t[2][(x >> 16 & 0xFF) as usize]
            | t[3][(x >> 24 & 0xFF) as usize]
            | t[4][(x >> 32 & 0xFF) as usize],
    )
}

/// The least code among the images of `code`: the same for every arrangement of a class.
///
/// ```
/// use cantor_grid::grid::{Code, Move};
/// use cantor_grid::symmetry::{canonical, image};
/// let c = Code::IDENTITY.apply(Move::Row1Left).apply(Move::Column3Down);
/// assert!((0..8).all(|s| canonical(image(c, s)) == canonical(c)));
/// assert_eq!(canonical(Code::IDENTITY), Code::IDENTITY);
/// ```
#[inline]
pub fn canonical(code: Code) -> Code {
    // The identity's image is `code` itself.
    Code((1..SYMMETRIES).fold(code.0, |least, s| least.min(image(code, s).0)))
}

/// The distinct arrangements of the class of `code` (one to eight of them).
#[inline]
pub fn class(code: Code) -> impl Iterator<Item = Code> {
    search_core::symmetry::distinct(std::array::from_fn::<_, SYMMETRIES, _>(|s| image(code, s)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Move, any_grid};
    use proptest::prelude::*;

    #[test]
    fn symmetries_are_distinct_permutations_of_the_cells() {
        let mut all: Vec<[usize; 9]> = (0..SYMMETRIES)
            .map(|s| std::array::from_fn(|c| carry(s, c)))
            .collect();
        for (s, cells) in all.iter().enumerate() {
            let mut sorted = *cells;
            sorted.sort_unstable();
            assert_eq!(sorted, std::array::from_fn(|c| c), "symmetry {s}");
        }
        assert_eq!(all[0], std::array::from_fn(|c| c));
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), SYMMETRIES);
        // A quarter turn carries the top-left corner to the top-right one.
        assert_eq!(carry(1, 0), 2);
    }

    #[test]
    fn the_identity_is_fixed_by_every_symmetry() {
        for s in 0..SYMMETRIES {
            assert_eq!(image(Code::IDENTITY, s), Code::IDENTITY, "symmetry {s}");
        }
    }

    proptest! {
        #[test]
        fn every_symmetry_turns_each_move_into_a_move(g in any_grid(), s in 0..SYMMETRIES) {
            let c = g.code();
            for m in Move::ALL {
                let after = image(c.apply(m), s);
                prop_assert!(
                    Move::ALL.iter().any(|&m2| image(c, s).apply(m2) == after),
                    "symmetry {} and move {:?}", s, m
                );
            }
        }

        #[test]
        fn an_image_is_the_cells_and_values_carried(g in any_grid(), s in 0..SYMMETRIES) {
            let values = g.code().values();
            let mut carried = [0u8; 9];
            for (p, &v) in values.iter().enumerate() {
                carried[carry(s, p)] = carry(s, usize::from(v)) as u8;
            }
            prop_assert_eq!(image(g.code(), s), Code::from_values(carried));
        }

        #[test]
        fn a_class_is_closed_and_known_by_its_least_member(g in any_grid()) {
            let c = g.code();
            let members: Vec<Code> = class(c).collect();
            prop_assert!(members.contains(&c));
            prop_assert!(SYMMETRIES.is_multiple_of(members.len()));
            let least = members.iter().map(|m| m.0).min().unwrap();
            for &m in &members {
                prop_assert_eq!(canonical(m).0, least);
                let mut again: Vec<u64> = class(m).map(|x| x.0).collect();
                let mut mine: Vec<u64> = members.iter().map(|x| x.0).collect();
                again.sort_unstable();
                mine.sort_unstable();
                prop_assert_eq!(again, mine);
            }
        }
    }
}
