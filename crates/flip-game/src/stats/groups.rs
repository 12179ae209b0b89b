//! The code words of a shape, and the cells grouped by which of them press each cell: all the
//! counting needs to know about the board's geometry.

use std::collections::HashMap;

use crate::gf2::{Gf2, PressSet};

use super::{NotCounted, WORK_BUDGET};

/// The code of a shape: press sets that leave every board as it was or swap its two colours
/// (a basis of the kernel, and a press set `s` that turns all white into all black), and the
/// cells grouped by their signature: which basis words press them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Code {
    /// The number of cells, `n`.
    pub cells: usize,
    /// The kernel dimension, `d`.
    pub dimension: usize,
    /// Whether `s` is among the basis words (always, in fact: see the module docs).
    pub with_black: bool,
    /// How many cells no code word presses: their signature is zero.
    pub free: usize,
    /// The other cells, grouped: each signature (bit `j` set if basis word `j` presses the
    /// cell) with its number of cells, in increasing order of signature.
    pub groups: Vec<(u32, usize)>,
}

impl Code {
    /// The code of `gf2`'s shape, or why it is too large to count with.
    ///
    /// # Errors
    /// [`NotCounted::TooManyWords`] when `2 · 2^e` (two ways to press a group, each against every
    /// sum of the `e` basis words) is past [`WORK_BUDGET`]: then the basis itself is not built.
    pub fn new(gf2: &Gf2) -> Result<Code, NotCounted> {
        let dimension = gf2.dimension();
        // The all-black press set, when there is one, is never in the kernel.
        let black = gf2.all_black_press_set();
        let with_black = black.is_some();
        let words = dimension + usize::from(with_black);
        // Each group can be pressed at least two ways, each compared with every sum.
        if words >= 63 || 2u64 << words > WORK_BUDGET {
            return Err(NotCounted::TooManyWords { words, dimension });
        }
        let mut basis: Vec<PressSet> = gf2.kernel_basis();
        basis.extend(black);
        Ok(Code::from_basis(dimension, with_black, &basis))
    }

    /// The code spanned by `basis` (independent press sets of the same length, at most 32).
    pub(crate) fn from_basis(dimension: usize, with_black: bool, basis: &[PressSet]) -> Code {
        let cells = basis.first().map_or(0, |b| b.len());
        let mut signature = vec![0u32; cells];
        for (j, word) in basis.iter().enumerate() {
            for cell in word.iter_ones() {
                signature[cell] |= 1 << j;
            }
        }
        let mut sizes: HashMap<u32, usize> = HashMap::new();
        for &s in &signature {
            *sizes.entry(s).or_default() += 1;
        }
        let free = sizes.remove(&0).unwrap_or(0);
        let mut groups: Vec<(u32, usize)> = sizes.into_iter().collect();
        groups.sort_unstable();
        Code {
            cells,
            dimension,
            with_black,
            free,
            groups,
        }
    }

    /// The number of basis words, `e`: `d`, plus one for `s`.
    pub fn words(&self) -> usize {
        self.dimension + usize::from(self.with_black)
    }

    /// The number of cells some code word presses, `n - free`.
    pub fn coded(&self) -> usize {
        self.cells - self.free
    }
}
