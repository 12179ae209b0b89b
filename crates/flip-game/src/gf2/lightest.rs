//! The lightest press pattern of a board's coset, for a target: the Gray-code walk over every
//! solution where the kernel is small enough, and the branch and bound of [`crate::coset`] past it.

use bitvec::prelude::*;

use super::{Gf2, KernelTooLarge, Method, packing};
use crate::board::{Board, Colour};
use crate::coset::{self, Coset};
use crate::target::Target;

impl Gf2 {
    /// The fewest presses, the target colour and the press pattern (working frame) that does it.
    pub(super) fn best(
        &self,
        board: &Board,
        target: Target,
        method: Method,
    ) -> Result<Option<(usize, Colour, Vec<u64>)>, KernelTooLarge> {
        assert_eq!(board.size(), self.size, "a board of the wrong size");
        if let Some(colour) = board.one_colour().filter(|&c| target.allows(c)) {
            // Nothing to press: no search can do better, however large the kernel.
            return Ok(Some((0, colour, vec![0; self.rows * self.words])));
        }
        let mut best: Option<(usize, Colour, Vec<u64>)> = None;
        // The colours whose search gave up, with the bounds each proved.
        let mut refused: Vec<(Colour, KernelTooLarge)> = Vec::new();
        for target in target.colours() {
            let Some(mut pattern) = self.particular(board, target) else {
                continue;
            };
            let walk = match method {
                Method::Fastest => self.searchable(),
                Method::Walk => true,
                Method::BranchAndBound => false,
            };
            if walk {
                let weight = self.lightest_in_coset(&mut pattern);
                if best.as_ref().is_none_or(|(w, _, _)| weight < *w) {
                    best = Some((weight, target, pattern));
                }
            } else {
                // Only a lighter solution than the best so far counts: ties go to the first
                // colour, as in the walk.
                let below = best.as_ref().map_or(usize::MAX, |(w, _, _)| *w);
                match self.lightest_by_bound(&mut pattern, below) {
                    Ok(Some(weight)) => best = Some((weight, target, pattern)),
                    Ok(None) => {}
                    Err(mut e) => {
                        // The packing bound holds whatever the search did.
                        if let Some(s) = e.search.as_mut() {
                            let packed = packing::disjoint_neighbourhoods(board, target).len();
                            s.lower = s.lower.max(packed);
                        }
                        refused.push((target, e));
                    }
                }
            }
        }
        if refused.is_empty() {
            Ok(best)
        } else {
            Gf2::either_refused(&refused, best)
        }
    }

    /// The refusal of a board some of whose target colours' searches gave up, unless a colour
    /// searched to the end beat them: its press set is the fewest when it is lighter than every
    /// refused colour's lower bound (or as light, for a colour after it, which ties give up to
    /// it). Otherwise the bounds are those of the fewest over every colour: the least of their
    /// lower bounds (a colour searched to the end counts with its lightest) and the lightest
    /// found by any. `refused` is not empty.
    fn either_refused(
        refused: &[(Colour, KernelTooLarge)],
        best: Option<(usize, Colour, Vec<u64>)>,
    ) -> Result<Option<(usize, Colour, Vec<u64>)>, KernelTooLarge> {
        let lower = |e: &KernelTooLarge| e.search.map_or(0, |s| s.lower);
        if let Some((weight, colour, _)) = &best {
            let beats = |&(c, ref e): &(Colour, KernelTooLarge)| {
                let before = Colour::BOTH.iter().position(|x| *x == c)
                    < Colour::BOTH.iter().position(|x| x == colour);
                if before {
                    *weight < lower(e)
                } else {
                    *weight <= lower(e)
                }
            };
            if refused.iter().all(beats) {
                return Ok(best);
            }
        }
        let search = refused
            .iter()
            .map(|(_, e)| e.search)
            .collect::<Option<Vec<_>>>()
            .map(|searches| {
                let found = best.as_ref().map(|(w, _, _)| *w);
                let mut merged = searches[0];
                merged.lower = searches
                    .iter()
                    .map(|s| s.lower)
                    .chain(found)
                    .min()
                    .unwrap_or(0);
                merged.upper = searches.iter().filter_map(|s| s.upper).chain(found).min();
                merged
            });
        Err(KernelTooLarge {
            search,
            ..refused[0].1
        })
    }

    /// `x0`: the press pattern (working frame) of one solution that makes `board` show `target`,
    /// `None` if none does.
    pub(super) fn particular(&self, board: &Board, target: Colour) -> Option<Vec<u64>> {
        let diff = self.diff_rows(board, target);
        let first = self.first_row(&diff)?;
        let mut pattern = Vec::new();
        let residual = self.chase(&diff, &first, &mut pattern);
        debug_assert!(residual.iter().all(|&w| w == 0), "x0 does not solve");
        Some(pattern)
    }

    /// Finds the lightest press pattern of `pattern ⊕ span(kernel)` lighter than `below` by branch
    /// and bound ([`crate::coset`]), leaves it in `pattern` and returns its weight; `Ok(None)` if
    /// none is lighter.
    fn lightest_by_bound(
        &self,
        pattern: &mut [u64],
        below: usize,
    ) -> Result<Option<usize>, KernelTooLarge> {
        let refuse = |search| KernelTooLarge {
            size: self.size,
            dimension: self.dimension,
            words: self.rows * self.words,
            search,
        };
        if self.dimension > coset::MAX_DIMENSION {
            return Err(refuse(None));
        }
        let coset = self.coset(pattern);
        let found = coset
            .lightest_within(below, self.limit)
            .map_err(|e| refuse(Some(e)))?;
        Ok(found.map(|lightest| {
            for (i, k) in self.kernel.iter().enumerate() {
                if lightest.coefficients >> i & 1 == 1 {
                    for (p, k) in pattern.iter_mut().zip(k) {
                        *p ^= k;
                    }
                }
            }
            lightest.weight
        }))
    }

    /// `pattern ⊕ span(kernel)` as a coset for the branch and bound, with the board's
    /// symmetries. The dimension is at most [`coset::MAX_DIMENSION`].
    pub(super) fn coset(&self, pattern: &[u64]) -> Coset {
        let signatures: std::borrow::Cow<[u64]> = if self.signatures.is_empty() {
            // A shape the walk can do, searched this way for a check: built on the spot.
            self.cell_signatures().into()
        } else {
            self.signatures.as_slice().into()
        };
        let cells: Vec<(u64, bool)> = pattern
            .view_bits::<Lsb0>()
            .iter()
            .by_vals()
            .zip(signatures.iter())
            .map(|(pressed, &s)| (s, pressed))
            .collect();
        let mut coset = Coset::new(self.dimension, cells.iter().copied());
        // The reflections and rotations of the board: those the board shows keep its coset.
        for to in self.symmetries() {
            coset.symmetry(&cells, &to);
        }
        coset
    }

    /// The reflections and rotations of the working frame other than the identity, each as
    /// where every cell (`row * words * 64 + column`, the padding columns included, which stay
    /// put) goes: the three mirror images of a rectangle, the seven of a square.
    fn symmetries(&self) -> Vec<Vec<usize>> {
        let (rows, cols, stride) = (self.rows, self.cols, self.words * 64);
        let size = crate::board::Size { rows, cols };
        size.mirrors()
            .map(|mirror| {
                (0..rows * stride)
                    .map(|i| {
                        let (r, c) = (i / stride, i % stride);
                        if c >= cols {
                            return i;
                        }
                        let (r, c) = mirror(r, c);
                        r * stride + c
                    })
                    .collect()
            })
            .collect()
    }

    /// Walks `pattern ⊕ span(kernel)` in Gray-code order and leaves in `pattern` the first of the
    /// lightest; returns its weight.
    fn lightest_in_coset(&self, pattern: &mut [u64]) -> usize {
        let weight = |p: &[u64]| p.iter().map(|w| w.count_ones() as usize).sum::<usize>();
        let mut current = pattern.to_vec();
        let mut best = weight(pattern);
        let mut best_code = 0u32;
        for step in 1..1u32 << self.dimension() {
            let flip = &self.kernel[step.trailing_zeros() as usize];
            let mut w = 0usize;
            for (c, k) in current.iter_mut().zip(flip) {
                *c ^= k;
                w += c.count_ones() as usize;
            }
            if w < best {
                best = w;
                best_code = step ^ (step >> 1);
            }
        }
        // Rebuild the winner from its Gray code: which basis patterns it includes.
        for (i, k) in self.kernel.iter().enumerate() {
            if best_code >> i & 1 == 1 {
                for (p, k) in pattern.iter_mut().zip(k) {
                    *p ^= k;
                }
            }
        }
        best
    }
}
