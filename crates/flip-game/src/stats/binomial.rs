//! Binomial coefficients as exact big integers: the counts of boards by steps multiply them, both
//! where code words are counted group by group ([`super::minima`]) and where the free cells are
//! convolved in ([`super::exact`]).

use num_bigint::BigUint;

/// `C(n, k)`, by `k` exact steps of multiply then divide.
pub fn binomial(n: usize, k: usize) -> BigUint {
    if k > n {
        return BigUint::ZERO;
    }
    let k = k.min(n - k);
    (0..k).fold(BigUint::from(1u8), |c, i| c * (n - i) / (i + 1))
}

/// `C(n, k)` for every `k` from 0 to `n`.
pub fn binomials(n: usize) -> Vec<BigUint> {
    let mut row = Vec::with_capacity(n + 1);
    let mut c = BigUint::from(1u8);
    for k in 0..=n {
        row.push(c.clone());
        c = c * (n - k) / (k + 1);
    }
    row
}
