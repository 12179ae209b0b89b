//! Reducing a shape's light-chasing system once: the matrix `M` (each column the residual of one
//! first-row press), its Gaussian elimination with the transform that produced it, the full press
//! pattern of every kernel basis vector, and each cell's signature in that basis.

use bitvec::prelude::*;

use super::{Gf2, bit, unit};
use crate::board::Size;

impl Gf2 {
    /// The working frame of `size`, nothing reduced yet: turned on its side if it is wider than
    /// tall, so that the matrix is as small as it can be.
    pub(super) fn frame(size: Size) -> Gf2 {
        let transposed = size.cols > size.rows;
        let work = if transposed { size.transposed() } else { size };
        let (rows, cols) = (work.rows, work.cols);
        let words = cols.div_ceil(64);
        let last_mask = match cols % 64 {
            0 => u64::MAX,
            r => (1u64 << r) - 1,
        };
        Gf2 {
            size,
            transposed,
            rows,
            cols,
            words,
            last_mask,
            reduced: Vec::new(),
            pivots: Vec::new(),
            dimension: 0,
            kernel: Vec::new(),
            signatures: Vec::new(),
            limit: crate::coset::MAX_WORK.into(),
        }
    }

    /// `[M | I]`, row `i` being equation `i` then the bookkeeping of which equations it combines;
    /// column `j` of `M` is the residual of pressing first-row cell `j` alone on an all-correct
    /// board.
    pub(super) fn augmented_matrix(&self) -> Vec<BitVec<u64, Lsb0>> {
        let cols = self.cols;
        let zero = vec![0u64; self.rows * self.words];
        let mut scratch = Vec::new();
        let columns: Vec<Vec<u64>> = (0..cols)
            .map(|j| self.chase(&zero, &unit(self.words, j), &mut scratch))
            .collect();
        (0..cols)
            .map(|i| {
                let mut row = bitvec![u64, Lsb0; 0; 2 * cols];
                for (j, column) in columns.iter().enumerate() {
                    row.set(j, bit(column, i));
                }
                row.set(cols + i, true);
                row
            })
            .collect()
    }

    /// The full press pattern of every kernel basis vector: what chasing its first row presses.
    pub(super) fn kernel_patterns(&self) -> Vec<Vec<u64>> {
        let zero = vec![0u64; self.rows * self.words];
        let mut scratch = Vec::new();
        self.kernel_first_rows()
            .iter()
            .map(|v| {
                let residual = self.chase(&zero, v, &mut scratch);
                debug_assert!(residual.iter().all(|&w| w == 0), "not in the kernel");
                scratch.clone()
            })
            .collect()
    }

    /// For each cell of the working frame (64 a row word), the kernel basis vectors that press
    /// it, as bits: the cells' groups for the branch and bound.
    pub(super) fn cell_signatures(&self) -> Vec<u64> {
        let mut signatures = vec![0; self.rows * self.words * 64];
        for (i, pattern) in self.kernel.iter().enumerate() {
            for (w, &word) in pattern.iter().enumerate() {
                for b in word.view_bits::<Lsb0>().iter_ones() {
                    signatures[w * 64 + b] |= 1 << i;
                }
            }
        }
        signatures
    }
}

/// Gauss-Jordan elimination of the first `cols` columns of `augmented`, in place, row operations
/// carried through the whole row; returns the pivot column of each reduced row, in order.
pub(super) fn eliminate(augmented: &mut [BitVec<u64, Lsb0>], cols: usize) -> Vec<usize> {
    let mut pivots = Vec::new();
    for col in 0..cols {
        let rank = pivots.len();
        let Some(found) = (rank..cols).find(|&r| augmented[r][col]) else {
            continue;
        };
        augmented.swap(rank, found);
        let pivot_row = augmented[rank].clone();
        for (r, row) in augmented.iter_mut().enumerate() {
            if r != rank && row[col] {
                // Word by word: the rows are whole words of the same length.
                let words = row.as_raw_mut_slice().iter_mut();
                for (w, p) in words.zip(pivot_row.as_raw_slice()) {
                    *w ^= p;
                }
            }
        }
        pivots.push(col);
    }
    pivots
}
