//! Symmetries of a coset, so that the branch and bound searches one press set of each orbit.
//!
//! A permutation of the cells that maps the coset onto itself (a reflection or rotation of a
//! board that the board itself shows) keeps every weight, and acts on the coefficients as
//! `λ ↦ Mλ ⊕ t`: the cell `c` pressed by `x0 ⊕ Σ λ_i k_i` is pressed at its image `π(c)` by the
//! image, so `⟨Mλ ⊕ t, s_π(c)⟩ = ⟨λ, s_c⟩ ⊕ x0_c ⊕ x0_π(c)` for every cell, `s` the signatures.
//! Writing `N = Mᵀ`, that is `N s_π(c) = s_c` and `⟨t, s_π(c)⟩ = x0_c ⊕ x0_π(c)`: `d` cells of
//! independent `s_π(c)` determine `N` and `t`, and every other cell checks them. A permutation
//! that fails a check is no symmetry of this coset and is left out.
//!
//! The search then keeps, among the prefixes of coefficients at a depth whose span of basis
//! vectors `N` maps into itself, only the least of each orbit (`coset::tree`): the least leaf
//! of every orbit of leaves survives, and with it the lightest weight.

use super::basis::Echelon;

/// The action `λ ↦ Mλ ⊕ t` of one symmetry, kept as `N = Mᵀ` on signatures and `t`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Symmetry {
    /// `N e_j`, for each coefficient `j`.
    columns: Vec<u64>,
    /// `t`.
    shift: u64,
}

impl Symmetry {
    /// The symmetry that sends cell `i` of `cells` (signature, pressed by `x0`) to cell `to[i]`,
    /// or `None` if that permutation does not map the coset onto itself.
    pub(super) fn from_cells(
        dimension: usize,
        cells: &[(u64, bool)],
        to: &[usize],
    ) -> Option<Symmetry> {
        if to.len() != cells.len() {
            return None;
        }
        let mut seen = vec![false; cells.len()];
        for &j in to {
            if std::mem::replace(seen.get_mut(j)?, true) {
                return None;
            }
        }
        // Rows `(u, y, b)` meaning `N u = y` and `⟨t, u⟩ = b`, in echelon form on `u`: the
        // largest leading bit first, each leading bit cleared from the rows after it.
        let mut rows: Vec<(u64, u64, bool)> = Vec::with_capacity(dimension);
        for (c, &(s, pressed)) in cells.iter().enumerate() {
            let (image, image_pressed) = cells[to[c]];
            let (mut u, mut y, mut b) = (image, s, pressed ^ image_pressed);
            for &(ru, ry, rb) in &rows {
                if u ^ ru < u {
                    (u, y, b) = (u ^ ru, y ^ ry, b ^ rb);
                }
            }
            if u == 0 {
                if y != 0 || b {
                    return None;
                }
            } else {
                let at = rows.partition_point(|&(ru, _, _)| ru.leading_zeros() < u.leading_zeros());
                rows.insert(at, (u, y, b));
            }
        }
        if rows.len() != dimension {
            return None;
        }
        let us: Vec<u64> = rows.iter().map(|&(u, _, _)| u).collect();
        let echelon = Echelon::new(&us);
        let mut columns = Vec::with_capacity(dimension);
        let mut shift = 0;
        for j in 0..dimension {
            let mu = echelon.coordinates(1 << j);
            let (mut y, mut b) = (0, false);
            for (r, &(_, ry, rb)) in rows.iter().enumerate() {
                if mu >> r & 1 == 1 {
                    (y, b) = (y ^ ry, b ^ rb);
                }
            }
            columns.push(y);
            shift |= u64::from(b) << j;
        }
        Some(Symmetry { columns, shift })
    }

    /// `N v`.
    pub(super) fn apply(&self, v: u64) -> u64 {
        self.columns
            .iter()
            .enumerate()
            .filter(|&(j, _)| v >> j & 1 == 1)
            .fold(0, |acc, (_, &c)| acc ^ c)
    }

    /// The coefficients the symmetry fixes, `Mλ ⊕ t = λ`: one solution `λ0` and a basis of the
    /// solutions of `Mλ = λ` (so the fixed ones are `λ0` plus their span), or `None` if no
    /// vector of the coset is fixed. Row `i` of the system is `⟨N e_i ⊕ e_i, λ⟩ = t_i`.
    pub(super) fn fixed_points(&self) -> Option<(u64, Vec<u64>)> {
        let d = self.columns.len();
        let mut rows: Vec<(u64, bool)> = (0..d)
            .map(|i| (self.columns[i] ^ 1 << i, self.shift >> i & 1 == 1))
            .collect();
        // Gauss-Jordan: `pivots[j]` is the column of row `j`'s pivot.
        let mut pivots = Vec::new();
        for col in 0..d {
            let r = pivots.len();
            let Some(at) = (r..d).find(|&i| rows[i].0 >> col & 1 == 1) else {
                continue;
            };
            rows.swap(r, at);
            let (mask, rhs) = rows[r];
            for (i, row) in rows.iter_mut().enumerate() {
                if i != r && row.0 >> col & 1 == 1 {
                    *row = (row.0 ^ mask, row.1 ^ rhs);
                }
            }
            pivots.push(col);
        }
        if rows[pivots.len()..].iter().any(|&(_, rhs)| rhs) {
            return None;
        }
        let particular = pivots
            .iter()
            .zip(&rows)
            .filter(|&(_, &(_, rhs))| rhs)
            .fold(0, |acc, (&p, _)| acc | 1 << p);
        let basis = (0..d)
            .filter(|f| !pivots.contains(f))
            .map(|f| {
                pivots
                    .iter()
                    .zip(&rows)
                    .filter(|&(_, &(mask, _))| mask >> f & 1 == 1)
                    .fold(1u64 << f, |acc, (&p, _)| acc | 1 << p)
            })
            .collect();
        Some((particular, basis))
    }

    /// `⟨t, w⟩`: the constant the symmetry adds to the coordinate of basis vector `w`.
    pub(super) fn offset(&self, w: u64) -> bool {
        (self.shift & w).count_ones() % 2 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reflection_of_a_symmetric_coset_is_found_and_a_wrong_one_refused() {
        // Four cells in a row, signatures symmetric about the middle: 1, 2, 2, 1 (with the
        // same x0 bits mirrored), and the reflection 0 <-> 3, 1 <-> 2.
        let cells = [(0b01, true), (0b10, false), (0b10, false), (0b01, true)];
        let s = Symmetry::from_cells(2, &cells, &[3, 2, 1, 0]).expect("a symmetry");
        assert_eq!((s.apply(0b01), s.apply(0b10)), (0b01, 0b10));
        assert!(!s.offset(0b11));
        // Mirrored signatures with bits that differ: the translation by the first basis
        // vector swaps cells 0 and 3.
        let shifted = [(0b01, true), (0b10, false), (0b10, false), (0b01, false)];
        let s = Symmetry::from_cells(2, &shifted, &[3, 2, 1, 0]).expect("a symmetry");
        assert!(s.offset(0b01) && !s.offset(0b10));
        // Cells 0 and 1 would both be the image of signature 0b11: no linear map does that.
        let lopsided = [(0b01, true), (0b10, false), (0b11, false), (0b11, true)];
        assert_eq!(Symmetry::from_cells(2, &lopsided, &[3, 2, 1, 0]), None);
        // Not a permutation.
        assert_eq!(Symmetry::from_cells(2, &cells, &[0, 0, 1, 2]), None);
    }

    #[test]
    fn the_fixed_points_are_those_the_map_fixes() {
        // Swap coefficients 0 and 1, then add t: with t = 0 the fixed λ have λ_0 = λ_1 and any
        // λ_2; with t = 0b100 none is fixed (λ_2 ⊕ 1 = λ_2).
        for shift in [0u64, 0b100] {
            let s = Symmetry {
                columns: vec![0b010, 0b001, 0b100],
                shift,
            };
            let image = |l: u64| {
                let m = (0..3).fold(0, |acc, i| {
                    acc | u64::from((s.columns[i] & l).count_ones() % 2 == 1) << i
                });
                m ^ shift
            };
            let want: Vec<u64> = (0..8).filter(|&l| image(l) == l).collect();
            let got: Vec<u64> = match s.fixed_points() {
                None => Vec::new(),
                Some((p, basis)) => {
                    let mut all: Vec<u64> = (0..1u64 << basis.len())
                        .map(|z| {
                            (0..basis.len())
                                .filter(|j| z >> j & 1 == 1)
                                .fold(p, |acc, j| acc ^ basis[j])
                        })
                        .collect();
                    all.sort_unstable();
                    all
                }
            };
            assert_eq!(got, want, "shift {shift}");
        }
    }
}
