//! Signatures reduced by the independent ones met before them, each carrying a payload that is
//! added (XORed) alongside: the one Gaussian elimination behind the radius search's pivots, the
//! sums its orbits need and the check that a symmetry is linear.

use std::ops::BitXor;

/// An echelon basis of the signatures pushed so far (distinct highest bits, highest first),
/// each row with its payload.
#[derive(Clone, Debug, Default)]
pub(crate) struct Echelon<P> {
    rows: Vec<(u32, P)>,
}

impl<P: Copy + BitXor<Output = P>> Echelon<P> {
    /// No rows yet.
    pub(crate) fn new() -> Echelon<P> {
        Echelon { rows: Vec::new() }
    }

    /// `v` reduced by the rows (zero when it is their sum), and `payload` plus the payloads of
    /// the rows taken.
    pub(crate) fn reduce(&self, v: u32, payload: P) -> (u32, P) {
        let (mut x, mut y) = (v, payload);
        for &(p, q) in &self.rows {
            if x ^ p < x {
                (x, y) = (x ^ p, y ^ q);
            }
        }
        (x, y)
    }

    /// Adds a row: `x` nonzero and reduced ([`Echelon::reduce`]), so its highest bit is new.
    pub(crate) fn push(&mut self, x: u32, payload: P) {
        debug_assert!(x != 0 && self.reduce(x, payload).0 == x);
        self.rows.push((x, payload));
        self.rows
            .sort_unstable_by_key(|&(x, _)| std::cmp::Reverse(x));
    }
}

#[cfg(test)]
mod tests {
    use super::Echelon;

    /// Against the span written out: a signature reduces to zero exactly when it is a sum of
    /// those pushed, and its payload is then the sum of theirs.
    #[test]
    fn a_signature_reduces_to_nothing_exactly_when_it_is_a_sum_of_the_rows() {
        let pushed = [0b1011u32, 0b0110, 0b1101];
        let mut echelon = Echelon::new();
        for (i, &v) in pushed.iter().enumerate() {
            let (x, y) = echelon.reduce(v, 1u32 << i);
            if x != 0 {
                echelon.push(x, y);
            }
        }
        // Every subset's sum, with the subset as the payload it should reduce to.
        let mut span = std::collections::HashMap::new();
        for subset in 0u32..8 {
            let v = (0..3)
                .filter(|i| subset >> i & 1 == 1)
                .fold(0, |s, i| s ^ pushed[i]);
            span.entry(v).or_insert(subset);
        }
        for v in 0u32..16 {
            let (x, y) = echelon.reduce(v, 0);
            match span.get(&v) {
                Some(_) => {
                    assert_eq!(x, 0, "{v:04b} is in the span");
                    let sum = (0..3)
                        .filter(|i| y >> i & 1 == 1)
                        .fold(0, |s, i| s ^ pushed[i]);
                    assert_eq!(sum, v, "{v:04b} is the sum its payload names");
                }
                None => assert_ne!(x, 0, "{v:04b} is not in the span"),
            }
        }
    }
}
