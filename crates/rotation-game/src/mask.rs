//! Moves on one symbol's placement: a 24-bit mask of the cells that hold it.
//!
//! The table build applies a move to 735,471 × 8 masks, so a move must cost a few instructions,
//! not a loop over 24 bits. Each move is split into three 256-entry tables, one per byte of the
//! mask: `MOVE_BYTES[m][k][v]` says where the set bits of `v`, standing in byte `k`, land after
//! move `m`. A move is then three look-ups OR'ed together.

use crate::board::{CELLS, Move};

/// The 24 bits a placement may use.
pub const FULL: u32 = (1 << CELLS) - 1;

/// A permutation of the cells as three byte tables: `tables[k][v]` is where the set bits of `v`,
/// standing in byte `k`, land when the block on each cell `c` goes to `destination[c]`. Moves
/// and the board's symmetries ([`crate::symmetry`]) are both built this way.
pub(crate) type ByteTables = [[u32; 256]; 3];

/// The [`ByteTables`] of the cell permutation `destination`.
///
/// Each entry is one step from an entry before it, the image of `v` without its lowest set bit
/// `j` plus where `j` lands: the compiler evaluates these tables, and a loop over the bits of
/// every entry would cost build time.
pub(crate) const fn byte_tables(destination: &[usize; CELLS]) -> ByteTables {
    let mut tables = [[0u32; 256]; 3];
    let mut k = 0;
    while k < 3 {
        let mut v = 1_usize;
        while v < 256 {
            let j = v.trailing_zeros() as usize;
            tables[k][v] = tables[k][v & (v - 1)] | 1 << destination[8 * k + j];
            v += 1;
        }
        k += 1;
    }
    tables
}

/// `mask` carried by the permutation whose [`ByteTables`] are `tables`: three look-ups.
#[inline]
pub(crate) fn carry(tables: &ByteTables, mask: u32) -> u32 {
    tables[0][(mask & 0xff) as usize]
        | tables[1][(mask >> 8 & 0xff) as usize]
        | tables[2][(mask >> 16 & 0xff) as usize]
}

/// `MOVE_BYTES[m]`: the [`ByteTables`] of move `m`.
static MOVE_BYTES: [ByteTables; 8] = {
    let mut tables = [[[0u32; 256]; 3]; 8];
    let mut m = 0;
    while m < 8 {
        let src = Move::ALL[m].source();
        // The block on cell `src[c]` moves to `c`.
        let mut dest = [0usize; CELLS];
        let mut c = 0;
        while c < CELLS {
            dest[src[c]] = c;
            c += 1;
        }
        tables[m] = byte_tables(&dest);
        m += 1;
    }
    tables
};

/// The placement `mask` after move `m`.
///
/// ```
/// use rotation_game::{board::Move, mask};
/// // Move A carries the block on cell 2 up to cell 0, and the one on cell 0 round to cell 22.
/// assert_eq!(mask::apply(1 << 2, Move::A), 1 << 0);
/// assert_eq!(mask::apply(1 << 0, Move::A), 1 << 22);
/// ```
#[inline]
pub fn apply(mask: u32, m: Move) -> u32 {
    carry(&MOVE_BYTES[m.index()], mask)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use proptest::prelude::*;

    /// The slow, obvious move: bit by bit through the move's source cells.
    fn apply_bitwise(mask: u32, m: Move) -> u32 {
        let src = m.source();
        (0..CELLS).fold(0, |out, c| out | (mask >> src[c] & 1) << c)
    }

    #[test]
    fn every_single_cell_moves_like_the_bitwise_rule() {
        for m in Move::ALL {
            for c in 0..CELLS {
                assert_eq!(apply(1 << c, m), apply_bitwise(1 << c, m), "{m} cell {c}");
            }
        }
    }

    #[test]
    fn a_move_and_its_inverse_are_the_identity_on_masks() {
        for m in Move::ALL {
            for c in 0..CELLS {
                let mask = 1 << c;
                assert_eq!(apply(apply(mask, m), m.inverse()), mask, "{m} cell {c}");
            }
        }
    }

    proptest! {
        #[test]
        fn masks_move_like_boards(cells in Just((0..24u8).map(|c| c % 3 + 1).collect::<Vec<_>>()).prop_shuffle(), m in 0..8usize) {
            let board = Board::new(cells.try_into().unwrap()).unwrap();
            let m = Move::ALL[m];
            let after = board.apply(m);
            for s in 1..=3 {
                prop_assert_eq!(apply(board.mask(s), m), after.mask(s));
                prop_assert_eq!(apply(board.mask(s), m), apply_bitwise(board.mask(s), m));
            }
        }
    }
}
