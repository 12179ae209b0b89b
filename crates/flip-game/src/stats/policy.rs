//! Which boards by steps are listed, which summed up and which refused: the output policy of
//! the module docs, on top of the counting.

#[cfg(test)]
use num_bigint::BigUint;

use super::exact::{Coded, Minima};
use super::groups::Code;
use super::{BySteps, CodeFacts, LISTING_DIGITS, NotCounted, Summary, WORK_BUDGET, approx};
use crate::gf2::Gf2;
use crate::target::Target;

/// Every count exactly, from the code words of `gf2`'s shape to `target`, with no limit on the
/// time the convolution takes (the tests' entry): `counts[k]` boards need `k` steps.
///
/// # Errors
/// [`NotCounted`] when the code is too large to count with.
#[cfg(test)]
pub(crate) fn exact_counts(gf2: &Gf2, target: Target) -> Result<Vec<BigUint>, NotCounted> {
    Ok(Minima::new(&Code::new(gf2, target)?, target, WORK_BUDGET)?.counts())
}

/// The boards by steps to `target` of `gf2`'s shape from its code words, listed or summed up as
/// the module docs say, the walk over the groups allowed `walk` steps.
///
/// # Errors
/// [`NotCounted`] when neither is affordable.
pub(crate) fn by_steps(gf2: &Gf2, target: Target, walk: u64) -> Result<BySteps, NotCounted> {
    let code = Code::new(gf2, target)?;
    let minima = Minima::new(&code, target, walk)?;
    let facts = CodeFacts {
        words: code.words(),
        dimension: code.dimension,
        groups: code.groups.len(),
        free: code.free,
    };
    let weight = match minima.coded {
        Coded::One { weight } => Some(weight),
        Coded::Counted(_) => None,
    };
    let most = minima.most();
    let mut summary = Summary {
        code: facts,
        weight,
        most,
        first: Vec::new(),
        largest_digits: (0, 0),
        total_digits: None,
    };
    if minima.exact_cost() <= WORK_BUDGET {
        let counts = minima.counts();
        let digits: Vec<usize> = counts.iter().map(|c| c.to_string().len()).collect();
        let total = digits.iter().sum();
        if total <= LISTING_DIGITS {
            return Ok(BySteps::Listed {
                code: facts,
                counts,
            });
        }
        let largest = digits.into_iter().max().unwrap_or(0);
        summary.first = counts.into_iter().take(4).collect();
        summary.largest_digits = (largest, largest);
        summary.total_digits = Some(total);
    } else {
        summary.first = (0..=most.min(3)).map(|k| minima.count(k)).collect();
        summary.largest_digits = approx::largest_digits(&minima)?;
    }
    Ok(BySteps::Summary(summary))
}
