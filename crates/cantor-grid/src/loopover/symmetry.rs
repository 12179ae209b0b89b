//! The symmetries that leave every distance from the solved arrangement unchanged, which the
//! census uses to search one arrangement of each class and fill in the others.
//!
//! A map `g` of the cells that carries every move to a move (the torus's translations, the
//! rectangle's reflections, and on a square board the transpose) gives a symmetry by
//! conjugation: the arrangement with value `g(v)` in cell `g(p)` wherever the original has `v`
//! in `p`. It fixes the solved arrangement and carries each move sequence to one as long, so
//! distances stay. So does inversion (value `p` in cell `v`), because the inverse of a move is a
//! move: a sequence read backwards, each move undone, goes the other way. On 3 × 4 that is
//! 12 translations × 4 reflections × 2 = 96 symmetries.

use crate::loopover::shape::Shape;

/// One symmetry: a map of the cells, and whether the arrangement is inverted first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Symmetry {
    /// `cell[p]`: where cell `p` goes, which is also what value `p` becomes.
    cell: [u8; 16],
    /// Whether the arrangement is inverted before the map.
    invert: bool,
}

impl Symmetry {
    /// The image of the arrangement `x` of `n` cells.
    #[inline(always)]
    pub fn image<const N: usize>(&self, x: u64) -> u64 {
        let mut z = 0u64;
        let mut p = 0;
        while p < N {
            z |= self.placed(x, p);
            p += 1;
        }
        z
    }

    /// Where cell `p` of `x` goes and the value it carries there, as the bits of the image.
    #[inline(always)]
    fn placed(&self, x: u64, p: usize) -> u64 {
        let v = ((x >> (4 * p)) & 0xF) as usize;
        let (cell, value) = if self.invert {
            (self.cell[v], self.cell[p])
        } else {
            (self.cell[p], self.cell[v])
        };
        u64::from(value) << (4 * cell)
    }

    /// Whether this is a translation of the torus (no inversion, every cell moved alike).
    #[cfg(test)]
    pub(crate) fn is_translation(&self, shape: Shape) -> bool {
        let (rows, cols) = (shape.rows(), shape.cols());
        let t = usize::from(self.cell[0]);
        !self.invert
            && (0..shape.cells()).all(|p| {
                let (r, c) = (p / cols + t / cols, p % cols + t % cols);
                usize::from(self.cell[p]) == (r % rows) * cols + c % cols
            })
    }

    /// [`image`](Self::image) for a run-time number of cells.
    pub fn image_n(&self, x: u64, n: usize) -> u64 {
        (0..n).fold(0, |z, p| z | self.placed(x, p))
    }
}

/// One symmetry of `shape` for each class of them modulo translations (those that keep cell 0
/// where it is), the identity first: with the translations, which the census handles by its
/// canonical form, they make the whole group.
pub fn points(shape: Shape) -> Vec<Symmetry> {
    group(shape)
        .into_iter()
        .filter(|s| s.cell[0] == 0)
        .collect()
}

/// Every symmetry of `shape`, each once, the identity first.
pub fn group(shape: Shape) -> Vec<Symmetry> {
    let (rows, cols) = (shape.rows(), shape.cols());
    let mut maps: Vec<[u8; 16]> = Vec::new();
    let transposes: &[bool] = if rows == cols {
        &[false, true]
    } else {
        &[false]
    };
    for &transpose in transposes {
        for flip_rows in [false, true] {
            for flip_cols in [false, true] {
                for dr in 0..rows {
                    for dc in 0..cols {
                        let mut cell = [0u8; 16];
                        for r in 0..rows {
                            for c in 0..cols {
                                let r2 = if flip_rows { rows - 1 - r } else { r };
                                let c2 = if flip_cols { cols - 1 - c } else { c };
                                let (r2, c2) = ((r2 + dr) % rows, (c2 + dc) % cols);
                                let (r2, c2) = if transpose { (c2, r2) } else { (r2, c2) };
                                cell[r * cols + c] = (r2 * cols + c2) as u8;
                            }
                        }
                        if !maps.contains(&cell) {
                            maps.push(cell);
                        }
                    }
                }
            }
        }
    }
    [false, true]
        .into_iter()
        .flat_map(|invert| maps.iter().map(move |&cell| Symmetry { cell, invert }))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopover::code::identity;
    use crate::loopover::shape::{Metric, Moves};
    use std::collections::HashSet;

    #[test]
    fn points_and_translations_make_the_group() {
        for shape in Shape::all() {
            let all = group(shape);
            let translations = all.iter().filter(|s| s.is_translation(shape)).count();
            assert_eq!(translations, shape.cells());
            assert_eq!(points(shape).len() * translations, all.len(), "{shape}");
        }
    }

    #[test]
    fn group_sizes() {
        let size = |r, c| group(Shape::new(r, c).unwrap()).len();
        assert_eq!(size(3, 4), 96);
        assert_eq!(size(3, 3), 2 * 8 * 9);
        // On two rows, flipping the rows is a translation.
        assert_eq!(size(2, 6), 2 * 2 * 12);
        assert_eq!(size(2, 2), 2 * 2 * 4);
    }

    /// Each symmetry carries every move (as a permutation of cells) to a move, and the solved
    /// arrangement to itself: what makes distances stay.
    #[test]
    fn symmetries_carry_moves_to_moves() {
        for shape in Shape::all() {
            let n = shape.cells();
            for metric in [Metric::Stm, Metric::Mtm] {
                let moves = Moves::new(shape, metric);
                let as_cells: HashSet<Vec<usize>> = (0..moves.all().len())
                    .map(|m| moves.destinations(m))
                    .collect();
                for g in group(shape) {
                    assert_eq!(g.image_n(identity(n), n), identity(n));
                    let map: Vec<usize> = (0..n).map(|p| usize::from(g.cell[p])).collect();
                    for to in &as_cells {
                        // The conjugate g m g⁻¹ sends g(p) to g(to[p]); inversion sends a move
                        // to its inverse, which is a move whenever this is.
                        let mut conj = vec![0; n];
                        for p in 0..n {
                            conj[map[p]] = map[to[p]];
                        }
                        assert!(as_cells.contains(&conj), "{shape} {metric}");
                    }
                }
            }
        }
    }
}
