//! The first best weight of a search, before the branch and bound: a dive down the tree to the
//! child with the smaller bound, then a hill climb over single coefficients.

use super::{Classes, Tree};

impl Tree {
    /// The weight of the press set of coordinates `λ'`.
    pub(super) fn weight(&self, lambda_prime: u64) -> u32 {
        self.fixed
            + self
                .mu
                .iter()
                .map(|&(m, a, b)| {
                    if (m & lambda_prime).count_ones() % 2 == 1 {
                        b
                    } else {
                        a
                    }
                })
                .sum::<u32>()
    }

    /// The leaf reached by always taking the child with the smaller bound.
    pub(super) fn dive(&self) -> u64 {
        let mut kids = [Classes::default(), Classes::default()];
        let mut node = self.root.clone();
        let mut settled = self.fixed;
        let mut lambda_prime = 0;
        for k in 0..self.dimension {
            let [c0, c1] = self.expand(k, &node, settled, &mut kids);
            let t = usize::from(c1.1 < c0.1);
            lambda_prime |= (t as u64) << k;
            settled = [c0, c1][t].0;
            std::mem::swap(&mut node, &mut kids[t]);
        }
        lambda_prime
    }

    /// Flips single coefficients while the weight drops.
    pub(super) fn climb(&self, mut lambda_prime: u64) -> u64 {
        let mut weight = self.weight(lambda_prime);
        loop {
            let better = (0..self.dimension)
                .map(|i| lambda_prime ^ 1 << i)
                .map(|lp| (self.weight(lp), lp))
                .min();
            match better {
                Some((w, lp)) if w < weight => (weight, lambda_prime) = (w, lp),
                _ => return lambda_prime,
            }
        }
    }
}
