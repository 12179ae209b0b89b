//! The code words of a shape, and the cells grouped by which of them press each cell: all the
//! counting needs to know about the board's geometry.

use std::collections::HashMap;

use crate::gf2::{Gf2, PressSet};
use crate::target::Target;

use super::echelon::Echelon;
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
    /// The reflections and rotations of the board other than the identity that map the code
    /// onto itself, each as where it sends every group (an index into `groups`); empty when not
    /// known ([`Code::with_symmetries`]). Such a symmetry keeps every coset's least weight.
    pub symmetries: Vec<Vec<usize>>,
}

/// The press set that turns all white into all black, as a code word of `gf2`'s shape to
/// `target`: to either colour only (to one colour it changes the colour a board ends in), and
/// only when there is one.
pub(crate) fn black_word(gf2: &Gf2, target: Target) -> Option<PressSet> {
    match target {
        Target::Either => gf2.all_black_press_set(),
        Target::White | Target::Black => None,
    }
}

/// Each cell's signature: bit `j` set when `basis[j]` presses it (`cells` cells).
pub(crate) fn signatures(cells: usize, basis: &[PressSet]) -> Vec<u32> {
    let mut signature = vec![0u32; cells];
    for (j, word) in basis.iter().enumerate() {
        for cell in word.iter_ones() {
            signature[cell] |= 1 << j;
        }
    }
    signature
}

impl Code {
    /// The code of `gf2`'s shape to `target`: the kernel, and to either colour the press set
    /// that turns all white into all black; or why it is too large to count with.
    ///
    /// # Errors
    /// [`NotCounted::TooManyWords`] when `2 · 2^e` (two ways to press a group, each against every
    /// sum of the `e` basis words) is past [`WORK_BUDGET`]: then the basis itself is not built.
    pub fn new(gf2: &Gf2, target: Target) -> Result<Code, NotCounted> {
        let dimension = gf2.dimension();
        // The all-black press set, when there is one, is never in the kernel.
        let black = black_word(gf2, target);
        let with_black = black.is_some();
        let words = dimension + usize::from(with_black);
        // Each group can be pressed at least two ways, each compared with every sum.
        if words >= 63 || 2u64 << words > WORK_BUDGET {
            return Err(NotCounted::TooManyWords { words, dimension });
        }
        let mut basis: Vec<PressSet> = gf2.kernel_basis();
        basis.extend(black);
        if basis.is_empty() {
            return Ok(Code::without_words(gf2.size().cells()));
        }
        Ok(Code::from_basis(dimension, with_black, &basis))
    }

    /// The code of no word, on `cells` cells (a trivial kernel, to one colour): every press set
    /// is its own coset, and every cell is free.
    pub(crate) fn without_words(cells: usize) -> Code {
        Code {
            cells,
            dimension: 0,
            with_black: false,
            free: cells,
            groups: Vec::new(),
            symmetries: Vec::new(),
        }
    }

    /// The code spanned by `basis` (independent press sets of the same length, at most 32).
    pub(crate) fn from_basis(dimension: usize, with_black: bool, basis: &[PressSet]) -> Code {
        let cells = basis.first().map_or(0, |b| b.len());
        let signature = signatures(cells, basis);
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
            symmetries: Vec::new(),
        }
    }

    /// The code with its [`Code::symmetries`], from `signature`, each cell's signature, the
    /// cells of a `rows × cols` board row by row. A reflection or rotation maps the code onto
    /// itself when the cells of each group all go to one group, every group to a different one,
    /// by a linear map `M` of the signatures: the image of the code word of `λ` is then the
    /// code word of `(M⁻¹)ᵀ λ`. (A shape's own reflections and rotations map its kernel and its
    /// all-black press sets onto themselves, so this always holds; it is checked all the same.)
    pub(crate) fn with_symmetries(mut self, signature: &[u32], rows: usize, cols: usize) -> Code {
        let group = |s: u32| self.groups.binary_search_by_key(&s, |&(v, _)| v).ok();
        let size = crate::board::Size { rows, cols };
        let mut symmetries = Vec::new();
        for mirror in size.mirrors() {
            let mut to = vec![None; self.groups.len()];
            let consistent = signature.iter().enumerate().all(|(cell, &s)| {
                let (r, c) = mirror(cell / cols, cell % cols);
                match (group(s), group(signature[r * cols + c])) {
                    (None, None) => true,
                    (Some(i), Some(j)) => *to[i].get_or_insert(j) == j,
                    _ => false,
                }
            });
            let to: Option<Vec<usize>> = to.into_iter().collect();
            if let Some(to) = to.filter(|to| consistent && self.linear(to)) {
                symmetries.push(to);
            }
        }
        self.symmetries = symmetries;
        self
    }

    /// Whether `to` sends the groups to distinct groups by a linear map of their signatures.
    fn linear(&self, to: &[usize]) -> bool {
        let mut hit = vec![false; self.groups.len()];
        if to.iter().any(|&j| std::mem::replace(&mut hit[j], true)) {
            return false;
        }
        // Each signature reduced by the independent ones before it, its image alongside: one
        // that reduces to nothing must have its image reduce to nothing too.
        let mut echelon = Echelon::new();
        for (&(v, _), &j) in self.groups.iter().zip(to) {
            match echelon.reduce(v, self.groups[j].0) {
                (0, y) if y != 0 => return false,
                (0, _) => {}
                (x, y) => echelon.push(x, y),
            }
        }
        true
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
