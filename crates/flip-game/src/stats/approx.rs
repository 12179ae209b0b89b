//! Bounds on counts too large to compute exactly at once (a trivial kernel on a board of up to a
//! million cells): each count as a floating-point number with an exponent of its own and a proven
//! bound on its relative error, close enough to tell the decimal digits of the largest count.
//!
//! Every operation below is one or two roundings of an `f64` (relative error at most `2^-53`
//! each) and exact scalings by powers of two, so the error bound of a result is the sum of its
//! inputs' bounds and its own roundings; a sum of positive numbers is no worse than its worst
//! term. A count then has a relative error of at most `2^-52` per step of the binomial
//! recurrences behind its terms and per term added: under `10^-9` for a million cells, against
//! which a count's place between two powers of ten is almost always decided.

use std::collections::HashMap;

use num_bigint::BigUint;

use super::exact::{Coded, Minima};
use super::{NotCounted, WORK_BUDGET};

/// The unit roundoff of `f64`.
const U: f64 = f64::EPSILON / 2.0;

/// `mant · 2^exp` with `mant` in `[1, 2)` (or 0), within a relative `err` of the true value.
#[derive(Clone, Copy, Debug)]
struct Approx {
    mant: f64,
    exp: i64,
    err: f64,
}

impl Approx {
    const ONE: Approx = Approx {
        mant: 1.0,
        exp: 0,
        err: 0.0,
    };

    /// `mant · 2^exp`, brought to a mantissa in `[1, 2)` (an exact scaling).
    fn normal(mant: f64, exp: i64, err: f64) -> Approx {
        if mant == 0.0 {
            return Approx { mant, exp: 0, err };
        }
        let bits = mant.to_bits();
        let shift = ((bits >> 52) & 0x7ff) as i64 - 1023;
        Approx {
            mant: f64::from_bits(bits & !(0x7ff << 52) | 1023 << 52),
            exp: exp + shift,
            err,
        }
    }

    /// The top 64 bits of `value` (cut below `2^-63` of it), rounded once.
    fn from_big(value: &BigUint) -> Approx {
        let shift = value.bits().saturating_sub(64);
        let top = u64::try_from(&(value >> shift)).expect("64 bits");
        Approx::normal(top as f64, shift as i64, 2.0 * U)
    }

    /// `self · num / den`, for whole numbers below `2^53` (exact as `f64`).
    fn times_ratio(self, num: usize, den: usize) -> Approx {
        debug_assert!(num < 1 << 53 && den < 1 << 53);
        let mant = self.mant * num as f64 / den as f64;
        Approx::normal(mant, self.exp, self.err + 2.0 * U)
    }

    /// Bounds on the base-10 logarithm of the true value, which is positive.
    fn log10_bounds(self) -> (f64, f64) {
        let log = self.mant.log10() + self.exp as f64 * std::f64::consts::LOG10_2;
        // A relative error moves the logarithm by under half of itself: the other half covers
        // the second-order terms the error bounds leave out. The evaluation is a few roundings of
        // numbers below |exp|.
        let slack = self.err + (self.exp.unsigned_abs() as f64 + 4.0) * 4.0 * f64::EPSILON;
        (log - slack, log + slack)
    }
}

/// `C(n, j)` for `j` from 0 to `n`, by the recurrence `C(n, j + 1) = C(n, j) · (n - j) / (j + 1)`.
fn binomial_row(n: usize) -> Vec<Approx> {
    let mut row = Vec::with_capacity(n + 1);
    let mut c = Approx::ONE;
    for j in 0..=n {
        row.push(c);
        if j < n {
            c = c.times_ratio(n - j, j + 1);
        }
    }
    row
}

/// The terms of the convolution behind every count.
struct Terms {
    free: Vec<Approx>,
    coded: Vec<Approx>,
}

impl Terms {
    fn new(minima: &Minima) -> Terms {
        let coded = match &minima.coded {
            Coded::One { weight } => {
                let mut row = binomial_row(*weight);
                row.truncate(weight / 2 + 1);
                for (m, d) in row.iter_mut().enumerate() {
                    if 2 * m < *weight {
                        // Doubling is exact.
                        d.exp += 1;
                    }
                }
                row
            }
            Coded::Counted(minima) => minima.iter().map(Approx::from_big).collect(),
        };
        Terms {
            free: binomial_row(minima.free),
            coded,
        }
    }

    /// The count of boards needing `k` steps, with its error bound. The terms are added in the
    /// exponent of the largest: each is a product (one rounding), an exact scaling and an
    /// addition to a partial sum no larger than the whole (one rounding).
    fn count(&self, k: usize) -> Approx {
        let first = k.saturating_sub(self.free.len() - 1);
        let last = k.min(self.coded.len() - 1);
        let terms = || (first..=last).map(|m| (self.coded[m], self.free[k - m]));
        let Some(top) = terms().map(|(c, f)| c.exp + f.exp).max() else {
            return Approx::normal(0.0, 0, 0.0);
        };
        let (mut sum, mut worst, mut dropped) = (0.0, 0.0f64, 0.0);
        for (c, f) in terms() {
            worst = worst.max(c.err + f.err);
            let diff = c.exp + f.exp - top;
            if diff < -1000 {
                // Below 2^-998 of the sum, even with both mantissas near 2.
                dropped += 2f64.powi(-998);
            } else {
                sum += c.mant * f.mant * f64::from_bits(((diff + 1023) as u64) << 52);
            }
        }
        let roundings = 2.0 * U * (last + 1 - first) as f64;
        Approx::normal(sum, top, worst + roundings + dropped)
    }

    /// Bounds on the base-10 logarithm of the count at `k`.
    fn log10(&self, k: usize) -> (f64, f64) {
        self.count(k).log10_bounds()
    }
}

/// The number of decimal digits of the largest count, as the least and the most the bounds
/// allow: one number but for a largest count within about `10^-9` of a power of ten.
///
/// # Errors
/// [`NotCounted::TooLarge`] when the coset minima were counted group by group and bounding every
/// count would take more than [`WORK_BUDGET`] steps.
pub(crate) fn largest_digits(minima: &Minima) -> Result<(usize, usize), NotCounted> {
    let terms = Terms::new(minima);
    let most = minima.most();
    let (low, high) = match minima.coded {
        Coded::One { weight } => {
            // The mean of the steps is about (n - w) / 2 + w / 2 - sqrt(w / 2π).
            let guess = minima.free as f64 / 2.0 + weight as f64 / 2.0
                - (weight as f64 / std::f64::consts::TAU).sqrt();
            around_the_mode(&terms, (guess.max(0.0) as usize).min(most), most)
        }
        Coded::Counted(_) => {
            let work = (most as u64 + 1) * (minima.coded.most() as u64 + 1);
            if work > WORK_BUDGET {
                return Err(NotCounted::TooLarge {
                    lines: most + 1,
                    work,
                });
            }
            (0..=most).map(|k| terms.log10(k)).fold(
                (f64::NEG_INFINITY, f64::NEG_INFINITY),
                |(lo, hi), (l, h)| (lo.max(l), hi.max(h)),
            )
        }
    };
    let digits = |log: f64| log.floor() as usize + 1;
    Ok((digits(low), digits(high)))
}

/// Bounds on the base-10 logarithm of the largest count, for counts that rise then fall (with one
/// code word they do: they convolve two log-concave rows, the binomial row of the free cells and
/// `coded`, so they are log-concave). Climbs from `guess` to a peak of the estimates, then widens a
/// window around it until both its ends are below the best lower bound inside: from there the
/// counts only fall, so the largest is inside.
fn around_the_mode(terms: &Terms, guess: usize, most: usize) -> (f64, f64) {
    let mut known: HashMap<usize, (f64, f64)> = HashMap::new();
    let mut log10 = |k: usize| *known.entry(k).or_insert_with(|| terms.log10(k));
    let middle = |(lo, hi): (f64, f64)| (lo + hi) / 2.0;
    let mut k = guess;
    let mut here = middle(log10(k));
    loop {
        let up = (k < most).then(|| middle(log10(k + 1)));
        let down = (k > 0).then(|| middle(log10(k - 1)));
        match (up, down) {
            (Some(up), _) if up > here => (k, here) = (k + 1, up),
            (_, Some(down)) if down > here => (k, here) = (k - 1, down),
            _ => break,
        }
    }
    let (mut first, mut last) = (k.saturating_sub(2), (k + 2).min(most));
    loop {
        let bounds: Vec<(f64, f64)> = (first..=last).map(&mut log10).collect();
        let low = bounds.iter().map(|b| b.0).fold(f64::NEG_INFINITY, f64::max);
        let high = bounds.iter().map(|b| b.1).fold(f64::NEG_INFINITY, f64::max);
        let left = first == 0 || bounds[0].1 < low;
        let right = last == most || bounds[bounds.len() - 1].1 < low;
        if left && right {
            return (low, high);
        }
        if !left {
            first = first.saturating_sub(2);
        }
        if !right {
            last = (last + 2).min(most);
        }
    }
}
