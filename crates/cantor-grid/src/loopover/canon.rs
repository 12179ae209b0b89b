//! A cheap canonical form of an arrangement under the torus's translations, so that the census
//! keeps one entry for each class of up to `cells` arrangements instead of one for each.
//!
//! Translating by `t` (by conjugation: value `v` in cell `p` becomes value `v + t` in cell
//! `p + t`) leaves each cell's *displacement*, `value - cell` on the torus, unchanged and only
//! moves it to another cell. So the smallest displacement `m` of an arrangement is the same for
//! the whole class, and the translations that bring a cell of displacement `m` to cell 0 are
//! the few that matter (usually one: a random arrangement has about one cell of each
//! displacement). The canonical form is the least packed word among those, found without
//! trying all `cells` translations. It holds the value `m` in cell 0.
//!
//! The translations that fix an arrangement are exactly those among the candidates giving the
//! same least word, so the class's size comes for free: `cells / ties`.

use crate::loopover::shape::Shape;

/// The tables of one shape: displacements, and the cells and values of each translation.
#[derive(Clone, Debug)]
pub struct Canon {
    n: usize,
    /// `disp[p][v]`: the displacement of value `v` in cell `p`, as a cell index (0 for none).
    disp: [[u8; 16]; 16],
    /// `from[t][q]`: the cell whose tile translating by `-t` brings to cell `q`, `q + t`.
    from: [[u8; 16]; 16],
}

impl Canon {
    /// The tables of `shape`.
    pub fn new(shape: Shape) -> Canon {
        let (rows, cols) = (shape.rows(), shape.cols());
        let cell = |r: usize, c: usize| ((r % rows) * cols + c % cols) as u8;
        let mut disp = [[0u8; 16]; 16];
        let mut from = [[0u8; 16]; 16];
        for p in 0..shape.cells() {
            let (pr, pc) = (p / cols, p % cols);
            for v in 0..shape.cells() {
                let (vr, vc) = (v / cols, v % cols);
                disp[p][v] = cell(vr + rows - pr, vc + cols - pc);
                from[p][v] = cell(vr + pr, vc + pc);
            }
        }
        Canon {
            n: shape.cells(),
            disp,
            from,
        }
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.n
    }

    /// The canonical form of `x` and the size of its class.
    pub fn canonical(&self, x: u64) -> (u64, u32) {
        self.canonical_in(x, self.n)
    }

    /// [`canonical`](Self::canonical) for boards of `N` cells, whose loops unroll.
    #[inline(always)]
    pub fn canonical_of<const N: usize>(&self, x: u64) -> (u64, u32) {
        self.canonical_in(x, N)
    }

    #[inline(always)]
    fn canonical_in(&self, x: u64, n: usize) -> (u64, u32) {
        // Cells by displacement, and which displacements occur.
        let mut cells_at = [0u16; 16];
        let mut present = 0u16;
        for p in 0..n {
            let d = self.disp[p][((x >> (4 * p)) & 0xF) as usize];
            cells_at[usize::from(d)] |= 1 << p;
            present |= 1 << d;
        }
        let mut candidates = cells_at[present.trailing_zeros() as usize];
        let mut best = u64::MAX;
        let mut ties = 0;
        while candidates != 0 {
            let t = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let y = self.translate(x, t, n);
            if y < best {
                best = y;
                ties = 1;
            } else if y == best {
                ties += 1;
            }
        }
        (best, n as u32 / ties)
    }

    /// `x` (of `n` cells) translated by `-t`: cell `t` goes to cell 0.
    #[inline(always)]
    fn translate(&self, x: u64, t: usize, n: usize) -> u64 {
        let mut y = 0;
        for q in 0..n {
            let v = (x >> (4 * self.from[t][q])) & 0xF;
            // The value minus `t` is its displacement from `t`.
            y |= u64::from(self.disp[t][v as usize]) << (4 * q);
        }
        y
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopover::code::{identity, unrank};
    use crate::loopover::symmetry::group;

    /// The canonical form is the same for every translate (the members of the symmetry group
    /// that only translate), and the class size is the number of distinct translates.
    #[test]
    fn every_translate_has_one_form_and_the_class_its_size() {
        for shape in Shape::all() {
            let n = shape.cells();
            let canon = Canon::new(shape);
            let translations: Vec<_> = group(shape)
                .into_iter()
                .filter(|s| s.is_translation(shape))
                .collect();
            assert_eq!(translations.len(), n);
            let total = (1..=n as u64).product::<u64>() as usize;
            for i in 0..200 {
                let x = unrank(i * 7919 % total, n);
                let (form, size) = canon.canonical(x);
                let mut images: Vec<u64> = translations.iter().map(|s| s.image_n(x, n)).collect();
                for &y in &images {
                    assert_eq!(canon.canonical(y), (form, size), "{shape}");
                }
                assert!(images.contains(&form));
                images.sort_unstable();
                images.dedup();
                assert_eq!(images.len(), size as usize);
            }
            assert_eq!(canon.canonical(identity(n)), (identity(n), 1));
        }
    }
}
