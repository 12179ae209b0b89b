//! The butterflies between a block's rows: two row bits at a time, over four rows `h` apart, lane
//! by lane, in loops the compiler turns into whole vectors of lanes.

use super::lane::Lane;
use super::{Block, LANES, Row};

/// The butterflies of the two row bits from `h` (four rows, `h` apart) in place, lane by lane
/// over four rows held apart (`split_at_mut`), a loop the compiler turns into whole vectors of
/// lanes; `first` is the block's index of the first row. A group of `4h` rows where no class
/// falls is left as it is, and a group of `h` where none falls is read as zeros (its rows hold
/// the numbers of the node before, or of nothing): each pattern of live quarters has a loop of
/// its own ([`quarters`]), which neither loads the others nor adds them. Four rows copied out to
/// an array and back were copied through memory on AVX2 (calls of `memcpy`, and the butterflies
/// on the array in a loop, not in registers).
#[inline(always)]
pub(super) fn butterflies<T: Lane>(block: &Block, rows: &mut [Row<T>], first: usize, h: usize) {
    for (i, group) in rows.chunks_exact_mut(4 * h).enumerate() {
        let base = first + 4 * h * i;
        let live = if !block.skips::<T>() {
            0b1111
        } else {
            (0..4).fold(0, |live, k| {
                live | u8::from(!block.empty(base + k * h, h)) << k
            })
        };
        let (q0, rest) = group.split_at_mut(h);
        let (q1, rest) = rest.split_at_mut(h);
        let (q2, q3) = rest.split_at_mut(h);
        let q = (q0, q1, q2, q3);
        match live {
            0 => {}
            1 => quarters::<T, 1>(q),
            2 => quarters::<T, 2>(q),
            3 => quarters::<T, 3>(q),
            4 => quarters::<T, 4>(q),
            5 => quarters::<T, 5>(q),
            6 => quarters::<T, 6>(q),
            7 => quarters::<T, 7>(q),
            8 => quarters::<T, 8>(q),
            9 => quarters::<T, 9>(q),
            10 => quarters::<T, 10>(q),
            11 => quarters::<T, 11>(q),
            12 => quarters::<T, 12>(q),
            13 => quarters::<T, 13>(q),
            14 => quarters::<T, 14>(q),
            _ => quarters::<T, 15>(q),
        }
    }
}

/// Four rows `h` apart of a group.
type Quarters<'a, T> = (
    &'a mut [Row<T>],
    &'a mut [Row<T>],
    &'a mut [Row<T>],
    &'a mut [Row<T>],
);

/// The butterflies of a group's quarters, those not in `LIVE` (bit `k` for quarter `k`) read as
/// zeros: known when compiled, so their loads and additions are not made at all.
#[inline(always)]
fn quarters<T: Lane, const LIVE: u8>((q0, q1, q2, q3): Quarters<T>) {
    let pick = |k: u8, x: &T| if LIVE >> k & 1 == 1 { *x } else { T::default() };
    for (((r0, r1), r2), r3) in q0.iter_mut().zip(q1).zip(q2).zip(q3) {
        for j in 0..LANES {
            [r0[j], r1[j], r2[j], r3[j]] = four([
                pick(0, &r0[j]),
                pick(1, &r1[j]),
                pick(2, &r2[j]),
                pick(3, &r3[j]),
            ]);
        }
    }
}

/// The butterfly of two numbers: their sum and difference.
#[inline(always)]
pub(super) fn pair<T: Lane>(a: T, b: T) -> (T, T) {
    (a.add(b), a.sub(b))
}

/// The transform of four numbers (two bits of butterflies), written out so that a loop over
/// lanes of them is vectorised.
#[inline(always)]
pub(super) fn four<T: Lane>([x0, x1, x2, x3]: [T; 4]) -> [T; 4] {
    let ((a0, a1), (a2, a3)) = (pair(x0, x1), pair(x2, x3));
    let ((b0, b2), (b1, b3)) = (pair(a0, a2), pair(a1, a3));
    [b0, b1, b2, b3]
}
