//! Permutations of `0..n` ranked to `0..n!` and back (Lehmer code, also called Cantor expansion).
//!
//! The rank is the permutation's position in lexicographic order, so the identity ranks 0 and the
//! reversal ranks `n! - 1`. A puzzle whose states are arrangements of distinct tiles can then keep
//! one byte per arrangement in a [`crate::DistanceTable`].
//!
//! Ranks are `u64`, so `n` goes up to [`MAX_LEN`] = 20. Ranking takes `O(n)` word operations (a
//! bit mask of the values already used stands in for the usual `O(n²)` inner count); unranking
//! picks the k-th unused value by dropping set bits, up to `O(n²)` cheap steps in all.

/// The longest permutation that can be ranked: `20!` is the largest factorial below `2^64`.
pub const MAX_LEN: usize = 20;

const FACTORIALS: [u64; MAX_LEN + 1] = {
    let mut f = [1u64; MAX_LEN + 1];
    let mut i = 1;
    while i <= MAX_LEN {
        f[i] = f[i - 1] * i as u64;
        i += 1;
    }
    f
};

/// `n!`, for `n <= 20`.
///
/// ```
/// assert_eq!(search_core::permutation::factorial(9), 362_880);
/// ```
///
/// # Panics
/// If `n > 20`.
pub const fn factorial(n: usize) -> u64 {
    FACTORIALS[n]
}

/// The lexicographic rank of `perm`, a permutation of `0..perm.len()`.
///
/// # Panics
/// If `perm.len() > 20`, and (in debug builds) if `perm` is not a permutation of `0..perm.len()`.
///
/// ```
/// use search_core::permutation::rank;
/// assert_eq!(rank(&[0, 1, 2]), 0);
/// assert_eq!(rank(&[0, 2, 1]), 1);
/// assert_eq!(rank(&[2, 1, 0]), 5);
/// ```
pub fn rank(perm: &[u8]) -> u64 {
    let n = perm.len();
    assert!(
        n <= MAX_LEN,
        "permutations of more than {MAX_LEN} elements do not fit a u64 rank"
    );
    let mut used: u32 = 0;
    let mut r = 0u64;
    for (i, &v) in perm.iter().enumerate() {
        debug_assert!(
            usize::from(v) < n && used & (1 << v) == 0,
            "not a permutation: {perm:?}"
        );
        // How many smaller values are still unused: those are the choices ranked before `v` here.
        let smaller_unused = u64::from(v) - u64::from((used & ((1u32 << v) - 1)).count_ones());
        r += smaller_unused * FACTORIALS[n - 1 - i];
        used |= 1 << v;
    }
    r
}

/// Writes into `out` the permutation of `0..out.len()` whose lexicographic rank is `rank`.
///
/// # Panics
/// If `out.len() > 20` or `rank >= out.len()!`.
///
/// ```
/// use search_core::permutation::{rank, unrank};
/// let mut perm = [0u8; 4];
/// unrank(13, &mut perm);
/// assert_eq!(perm, [2, 0, 3, 1]);
/// assert_eq!(rank(&perm), 13);
/// ```
pub fn unrank(mut rank: u64, out: &mut [u8]) {
    let n = out.len();
    assert!(
        n <= MAX_LEN,
        "permutations of more than {MAX_LEN} elements do not fit a u64 rank"
    );
    assert!(
        rank < FACTORIALS[n],
        "rank {rank} is not below {n}! = {}",
        FACTORIALS[n]
    );
    let mut unused: u32 = (1u32 << n) - 1;
    for (i, slot) in out.iter_mut().enumerate() {
        let f = FACTORIALS[n - 1 - i];
        let mut k = rank / f;
        rank %= f;
        // The k-th (0-based) unused value: drop the k lowest set bits of `unused`.
        let mut bits = unused;
        while k > 0 {
            bits &= bits - 1;
            k -= 1;
        }
        let v = bits.trailing_zeros();
        *slot = v as u8;
        unused &= !(1 << v);
    }
}

/// Steps `perm` to the next permutation in lexicographic order, the one of rank one more, and
/// returns `true`; at the last permutation (the values decreasing) it returns `false` and leaves
/// `perm` as it is.
///
/// Walking all `n!` permutations this way costs a few steps each on average (unranking each rank
/// afresh costs `O(n²)`), so a caller can visit a table's entries in rank order with the
/// arrangement of each at hand.
///
/// ```
/// use search_core::permutation::{next_permutation, rank};
/// let mut perm = [0u8, 2, 1];
/// assert!(next_permutation(&mut perm));
/// assert_eq!(perm, [1, 0, 2]);
/// assert_eq!(rank(&perm), 2);
/// let mut last = [2u8, 1, 0];
/// assert!(!next_permutation(&mut last));
/// assert_eq!(last, [2, 1, 0]);
/// ```
pub fn next_permutation(perm: &mut [u8]) -> bool {
    // The longest decreasing suffix cannot grow; the value just before it (the pivot) moves up
    // to the least larger value of the suffix, and the suffix then starts over, increasing.
    let Some(pivot) = perm.windows(2).rposition(|w| w[0] < w[1]) else {
        return false;
    };
    let successor = perm
        .iter()
        .rposition(|&v| v > perm[pivot])
        .expect("the pivot is below the value after it");
    perm.swap(pivot, successor);
    perm[pivot + 1..].reverse();
    true
}

/// Whether `perm` (a permutation of `0..perm.len()`, at most 32 long) is even: a product of an
/// even number of transpositions.
///
/// ```
/// use search_core::permutation::is_even;
/// assert!(is_even(&[0, 1, 2]));
/// assert!(!is_even(&[1, 0, 2]));
/// assert!(is_even(&[1, 2, 0])); // a 3-cycle
/// ```
pub fn is_even(perm: &[u8]) -> bool {
    // Each cycle of length L is L - 1 transpositions.
    let mut seen: u32 = 0;
    let mut transpositions = 0usize;
    for start in 0..perm.len() {
        if seen & (1 << start) != 0 {
            continue;
        }
        let mut j = start;
        while seen & (1 << j) == 0 {
            seen |= 1 << j;
            j = usize::from(perm[j]);
            transpositions += 1;
        }
        transpositions -= 1;
    }
    transpositions.is_multiple_of(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factorials_match_their_definition() {
        assert_eq!(factorial(0), 1);
        assert_eq!(factorial(12), 479_001_600);
        assert_eq!(factorial(20), 2_432_902_008_176_640_000);
    }

    #[test]
    fn the_reversal_ranks_last() {
        let rev: Vec<u8> = (0..12).rev().collect();
        assert_eq!(rank(&rev), factorial(12) - 1);
        let mut back = [0u8; 12];
        unrank(factorial(12) - 1, &mut back);
        assert_eq!(back.to_vec(), rev);
    }

    #[test]
    fn empty_permutation_has_rank_zero() {
        assert_eq!(rank(&[]), 0);
        unrank(0, &mut []);
        assert!(is_even(&[]));
    }

    #[test]
    fn stepping_visits_every_permutation_in_rank_order() {
        for n in 0..=7usize {
            let mut perm: Vec<u8> = (0..n as u8).collect();
            let mut expected = vec![0u8; n];
            for r in 0..factorial(n) {
                unrank(r, &mut expected);
                assert_eq!(perm, expected, "rank {r} of {n}");
                let more = next_permutation(&mut perm);
                assert_eq!(more, r + 1 < factorial(n), "rank {r} of {n}");
            }
            let last: Vec<u8> = (0..n as u8).rev().collect();
            assert_eq!(perm, last, "the last permutation stays");
        }
    }
}
