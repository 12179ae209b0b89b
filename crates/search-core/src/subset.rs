//! `k`-subsets of the bits `0..n` (`n <= 32`) ranked to `0..C(n, k)` and back, by the combinatorial
//! number system.
//!
//! A subset with set bits `c_0 < c_1 < … < c_{k-1}` ranks to `C(c_0, 1) + C(c_1, 2) + … +
//! C(c_{k-1}, k)`. That is its position in *colexicographic* order (compare the highest bits first),
//! and it does not depend on `n`: the subsets of `0..n` take exactly the ranks `0..C(n, k)`. A puzzle
//! that only cares *which* `k` of `n` cells hold something — where the eight `1`s of a board sit, say —
//! gets a dense state space of `C(n, k)` states.

/// `BINOMIALS[n][k]` = `C(n, k)` for `n, k <= 32`; `C(32, 16)` is the largest and fits in a `u32`.
const BINOMIALS: [[u32; 33]; 33] = {
    let mut t = [[0u32; 33]; 33];
    let mut n = 0;
    while n <= 32 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
};

/// `C(n, k)`, the number of `k`-subsets of `n` things (0 when `k > n`), for `n, k <= 32`.
///
/// ```
/// use search_core::subset::binomial;
/// assert_eq!(binomial(24, 8), 735_471);
/// assert_eq!(binomial(3, 5), 0);
/// ```
///
/// # Panics
/// If `n > 32` or `k > 32`.
pub const fn binomial(n: u32, k: u32) -> u32 {
    BINOMIALS[n as usize][k as usize]
}

/// The rank of the subset whose members are the set bits of `mask`, among subsets of the same size.
///
/// ```
/// use search_core::subset::rank;
/// // The 2-subsets of 0..4 in colex order: {0,1} {0,2} {1,2} {0,3} {1,3} {2,3}.
/// let order = [0b0011, 0b0101, 0b0110, 0b1001, 0b1010, 0b1100];
/// for (i, &mask) in order.iter().enumerate() {
///     assert_eq!(rank(mask), i as u32);
/// }
/// ```
#[inline]
pub fn rank(mut mask: u32) -> u32 {
    let mut r = 0;
    let mut j = 1;
    while mask != 0 {
        let c = mask.trailing_zeros();
        r += BINOMIALS[c as usize][j];
        mask &= mask - 1;
        j += 1;
    }
    r
}

/// The `k`-subset of rank `rank`, as a bit mask; the inverse of [`rank`].
///
/// # Panics
/// If `k > 32` or `rank >= C(32, k)`.
///
/// ```
/// use search_core::subset::{binomial, rank, unrank};
/// assert_eq!(unrank(0, 3), 0b111);
/// assert_eq!(unrank(binomial(5, 3) - 1, 3), 0b11100);
/// assert_eq!(rank(unrank(12_345, 8)), 12_345);
/// ```
pub fn unrank(mut rank: u32, k: u32) -> u32 {
    assert!(k <= 32, "subsets of at most 32 bits");
    assert!(
        rank < BINOMIALS[32][k as usize],
        "rank {rank} too large for {k}-subsets of 32 bits"
    );
    let mut mask = 0u32;
    let mut c = 32usize;
    // Greedily from the top: the largest c with C(c, j) <= rank is the j-th member.
    for j in (1..=k as usize).rev() {
        c -= 1;
        while BINOMIALS[c][j] > rank {
            c -= 1;
        }
        rank -= BINOMIALS[c][j];
        mask |= 1 << c;
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials_obey_pascal_and_symmetry() {
        for n in 1..=32u32 {
            for k in 0..=n {
                assert_eq!(binomial(n, k), binomial(n, n - k));
                if k > 0 {
                    assert_eq!(binomial(n, k), binomial(n - 1, k - 1) + binomial(n - 1, k));
                }
            }
        }
        assert_eq!(binomial(32, 16), 601_080_390);
    }

    #[test]
    fn extremes_round_trip() {
        assert_eq!(rank(u32::MAX), 0);
        assert_eq!(unrank(0, 32), u32::MAX);
        assert_eq!(unrank(0, 0), 0);
        assert_eq!(rank(0), 0);
        assert_eq!(unrank(binomial(32, 1) - 1, 1), 1 << 31);
    }
}
