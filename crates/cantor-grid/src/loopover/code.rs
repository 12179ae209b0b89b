//! Arrangements of up to 16 tiles packed into a `u64`, four bits a cell, and their lexicographic
//! rank, the index of the distance table.
//!
//! Tiles are numbered from 0 here (tile `t` of the judge's text is value `t - 1`), and the solved
//! arrangement holds value `p` in cell `p`. The rank is [`search_core::permutation::rank`] of the
//! values, computed on the packed word: the census ranks every arrangement it reaches, so this is
//! the innermost loop of the crate.

/// The solved arrangement of `n` cells: value `p` in cell `p`.
///
/// ```
/// assert_eq!(cantor_grid::loopover::code::identity(3), 0x210);
/// ```
pub const fn identity(n: usize) -> u64 {
    let mut x = 0;
    let mut p = 0;
    while p < n {
        x |= (p as u64) << (4 * p);
        p += 1;
    }
    x
}

/// The values of the first `n` cells.
pub fn values(x: u64, n: usize) -> Vec<u8> {
    (0..n).map(|p| (x >> (4 * p) & 0xF) as u8).collect()
}

/// The packed arrangement of `values` (each below 16, at most 16 of them).
pub fn from_values(values: &[u8]) -> u64 {
    values
        .iter()
        .enumerate()
        .fold(0, |x, (p, &v)| x | u64::from(v) << (4 * p))
}

/// The inverse arrangement: where `x` holds value `v` in cell `p`, it holds `p` in cell `v`.
pub fn inverse(x: u64, n: usize) -> u64 {
    (0..n).fold(0, |y, p| y | (p as u64) << (4 * (x >> (4 * p) & 0xF)))
}

/// `k!` for `k` up to 12.
pub(crate) const FACTORIALS: [u64; 13] = {
    let mut f = [1u64; 13];
    let mut k = 1;
    while k < 13 {
        f[k] = f[k - 1] * k as u64;
        k += 1;
    }
    f
};

/// One in every nibble: adding `ONES << 4 (v + 1)` counts a value `v` in every nibble above it.
const ONES: u64 = 0x1111_1111_1111_1111;

/// The lexicographic rank of the first `N` cells of `x` (a permutation of `0..N`, `N` ≤ 12).
///
/// Digit `i` is the number of values smaller than cell `i`'s that are not used before it. The
/// `below` word counts, in its nibble `k`, the values used so far that are less than `k`, so
/// each digit is one shift and mask, with no population count (which the baseline x86-64 target
/// lacks) and no loop over earlier cells.
///
/// ```
/// use cantor_grid::loopover::code::{from_values, rank};
/// assert_eq!(rank::<4>(from_values(&[0, 1, 2, 3])), 0);
/// assert_eq!(rank::<4>(from_values(&[3, 2, 1, 0])), 23);
/// ```
#[inline(always)]
pub fn rank<const N: usize>(x: u64) -> usize {
    rank_in(x, N)
}

/// [`rank`] for a run-time number of cells (the same arithmetic, no allocation).
pub fn rank_n(x: u64, n: usize) -> usize {
    rank_in(x, n)
}

#[inline(always)]
fn rank_in(x: u64, n: usize) -> usize {
    let mut below = 0u64;
    let mut r = 0u64;
    let mut i = 0;
    // The last digit is always 0.
    while i + 1 < n {
        let v = (x >> (4 * i)) & 0xF;
        let digit = v - ((below >> (4 * v)) & 0xF);
        r += digit * FACTORIALS[n - 1 - i];
        below = below.wrapping_add(ONES << (4 * v + 4));
        i += 1;
    }
    r as usize
}

/// The arrangement of `n` cells with lexicographic rank `r`.
pub fn unrank(r: usize, n: usize) -> u64 {
    let mut v = vec![0u8; n];
    search_core::permutation::unrank(r as u64, &mut v);
    from_values(&v)
}

/// Whether the arrangement of `n` cells is an even permutation.
pub fn is_even(x: u64, n: usize) -> bool {
    search_core::permutation::is_even(&values(x, n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn rank_is_the_lexicographic_rank(r in 0..FACTORIALS[12]) {
            let x = unrank(r as usize, 12);
            prop_assert_eq!(rank::<12>(x), r as usize);
            prop_assert_eq!(rank_n(x, 12), r as usize);
            prop_assert_eq!(search_core::permutation::rank(&values(x, 12)), r);
            prop_assert_eq!(inverse(inverse(x, 12), 12), x);
        }
    }

    #[test]
    fn every_rank_of_six_cells() {
        for r in 0..720 {
            assert_eq!(rank::<6>(unrank(r, 6)), r);
        }
    }
}
