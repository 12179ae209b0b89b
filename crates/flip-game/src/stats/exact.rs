//! From the coset minima of the coded cells to the boards by steps, exactly: the free cells
//! (pressed by no code word) add their presses to every press set's weight, so the counts are a
//! convolution with their binomial row.

use num_bigint::BigUint;

use super::NotCounted;
use super::binomial::{binomial, binomials};
use super::groups::Code;
use super::minima::coset_minima;
use crate::target::Target;

/// The coset minima of a shape, ready to count boards with: boards needing `k` steps number
/// `Σ_m coded(m) · C(free, k - m)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Minima {
    /// The cells no code word presses.
    pub free: usize,
    /// The coded cells' part.
    pub coded: Coded,
}

/// `coded(m)`: the boards that the press sets on the coded cells with coset minimum `m` stand
/// for: to either colour, the press sets divided by `2^(e - 1)` (a coset of `2^e` press sets
/// stands for two boards, one the other with its colours swapped); to one colour, divided by
/// `2^e` (a coset stands for one board).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Coded {
    /// One code word, of `weight` presses (`e = 1`: a trivial kernel): a press set of `i` of its
    /// cells has minimum `min(i, w - i)`, so `coded(m) = C(w, m) + C(w, w - m)`, or `C(w, m)`
    /// alone when `m = w - m`, for `m` up to `⌊w/2⌋`.
    One {
        /// `w`, the cells the code word presses.
        weight: usize,
    },
    /// Counted group by group ([`coset_minima`]), divided by `2^(e - 1)` or `2^e`.
    Counted(Vec<BigUint>),
}

impl Minima {
    /// The coset minima of `code`, the code of its shape to `target` ([`Code::new`]), the walk
    /// allowed `walk` steps.
    ///
    /// # Errors
    /// As [`coset_minima`], for two or more code words, or one to one colour.
    pub fn new(code: &Code, target: Target, walk: u64) -> Result<Minima, NotCounted> {
        let both = target == Target::Either;
        let coded = match code.groups[..] {
            [(_, weight)] if code.words() == 1 && both => Coded::One { weight },
            // No code word (a trivial kernel, to one colour): each press set is a coset.
            [] => Coded::Counted(vec![BigUint::from(1u8 + u8::from(both))]),
            _ => {
                let words = code.words();
                let minima = coset_minima(code, walk)?.minima;
                // A coset is 2^e press sets with one minimum: every count is a multiple of 2^e.
                debug_assert!(
                    minima
                        .iter()
                        .all(|d| { d.trailing_zeros().is_none_or(|zeros| zeros >= words as u64) })
                );
                let shift = words - usize::from(both);
                Coded::Counted(minima.into_iter().map(|d| d >> shift).collect())
            }
        };
        Ok(Minima {
            free: code.free,
            coded,
        })
    }

    /// The most steps any board needs: the largest coset minimum.
    pub fn most(&self) -> usize {
        self.free + self.coded.most()
    }

    /// The exact count of boards needing `k` steps, for small `k` (it takes `k + 1` products).
    pub fn count(&self, k: usize) -> BigUint {
        (0..=k.min(self.coded.most()))
            .filter(|&m| k - m <= self.free)
            .map(|m| self.coded.exact(m) * binomial(self.free, k - m))
            .sum()
    }

    /// The steps [`Minima::counts`] would take, each about a multiply-add of two 64-bit words:
    /// the binomial rows, the convolution, and writing the counts in decimal.
    pub(crate) fn exact_cost(&self) -> u64 {
        let limbs = |bits: usize| (bits / 64 + 1) as u64;
        let terms = self.coded.most() as u64 + 1;
        let coded_limbs = limbs(self.coded.bits());
        // With one code word, coded(m) comes from the whole binomial row of its w presses.
        let coded_row = match self.coded {
            Coded::One { weight } => (weight as u64 + 1) * coded_limbs,
            Coded::Counted(_) => 0,
        };
        let rows = (self.free as u64 + 1) * limbs(self.free) + coded_row;
        let lines = self.most() as u64 + 1;
        let total_limbs = limbs(self.coded.bits() + self.free);
        rows + lines * terms * coded_limbs * limbs(self.free) + lines * total_limbs * total_limbs
    }

    /// Every count exactly: `counts[k]` boards need `k` steps, for `k` from 0 to
    /// [`Minima::most`].
    pub fn counts(&self) -> Vec<BigUint> {
        let coded = self.coded.all();
        let row = binomials(self.free);
        (0..=self.most())
            .map(|k| {
                let first = k.saturating_sub(self.free);
                (first..=k.min(coded.len() - 1))
                    .map(|m| &coded[m] * &row[k - m])
                    .sum()
            })
            .collect()
    }
}

impl Coded {
    /// The largest `m` with `coded(m) > 0`.
    pub fn most(&self) -> usize {
        match self {
            Coded::One { weight } => weight / 2,
            Coded::Counted(minima) => minima
                .iter()
                .rposition(|d| *d != BigUint::ZERO)
                .expect("the empty press set has a minimum"),
        }
    }

    /// `coded(m)`, exactly.
    pub fn exact(&self, m: usize) -> BigUint {
        match *self {
            Coded::One { weight } if 2 * m < weight => binomial(weight, m) * 2u8,
            Coded::One { weight } if 2 * m == weight => binomial(weight, m),
            Coded::One { .. } => BigUint::ZERO,
            Coded::Counted(ref minima) => minima.get(m).cloned().unwrap_or_default(),
        }
    }

    /// `coded(m)` for every `m` from 0 to [`Coded::most`].
    pub fn all(&self) -> Vec<BigUint> {
        match self {
            Coded::One { weight } => {
                let mut row = binomials(*weight);
                row.truncate(weight / 2 + 1);
                for (m, d) in row.iter_mut().enumerate() {
                    if 2 * m < *weight {
                        *d *= 2u8;
                    }
                }
                row
            }
            Coded::Counted(minima) => minima[..=self.most()].to_vec(),
        }
    }

    /// A bound on the bits of every `coded(m)`.
    pub fn bits(&self) -> usize {
        match self {
            Coded::One { weight } => weight + 1,
            Coded::Counted(minima) => minima.iter().map(|d| d.bits() as usize).max().unwrap_or(0),
        }
    }
}
