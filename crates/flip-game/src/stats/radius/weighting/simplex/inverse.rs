//! The inverse of a basis of the simplex method, computed afresh from its columns: at the
//! start of each program and every few dozen pivots, to clear the rounding errors the updates
//! gather.

use super::{Program, State};

impl State {
    /// The inverse of the basis from its columns, and the values it gives (the right-hand side
    /// is the first unit vector); none when the basis is singular.
    ///
    /// Most of a basis's columns are a group's `a` or `b`, a unit vector `∓e_v`: each fixes its
    /// own row, so only the rows no such column covers (`K` of them, `K` the basis's words) tie
    /// the words' values together. Their `K × K` block is inverted by Gauss–Jordan elimination
    /// with partial pivoting, and each unit column's row of the inverse follows from its own
    /// row's equation: `K³ + (rows - K) K²` operations where inverting the whole basis costs
    /// `rows³`.
    pub(super) fn refresh(&mut self, program: &Program) -> Option<()> {
        let rows = self.basis.len();
        // For each row, the basis position of the unit column that covers it, if any.
        let mut covered = vec![None; rows];
        let mut words = Vec::new();
        for (i, &q) in self.basis.iter().enumerate() {
            if q < program.words {
                words.push(i);
            } else {
                covered[program.unit(q).0] = Some(i);
            }
        }
        let free: Vec<usize> = (0..rows).filter(|&r| covered[r].is_none()).collect();
        let k = words.len();
        // Two unit columns on one row leave more rows than words: singular.
        if free.len() != k {
            return None;
        }
        let mut a: Vec<f64> = free
            .iter()
            .flat_map(|&r| words.iter().map(move |&i| (r, i)))
            .map(|(r, i)| program.word_entry(r, self.basis[i]))
            .collect();
        let mut m = vec![0.0; k * k];
        for i in 0..k {
            m[i * k + i] = 1.0;
        }
        for c in 0..k {
            let p = (c..k).max_by(|&i, &j| a[i * k + c].abs().total_cmp(&a[j * k + c].abs()))?;
            if a[p * k + c].abs() < 1e-9 {
                return None;
            }
            for j in 0..k {
                a.swap(c * k + j, p * k + j);
                m.swap(c * k + j, p * k + j);
            }
            let pivot = a[c * k + c];
            for j in 0..k {
                a[c * k + j] /= pivot;
                m[c * k + j] /= pivot;
            }
            // The pivot row of `a` is zero before `c`: only the rest moves the other rows.
            for r in 0..k {
                let f = a[r * k + c];
                if r != c && f != 0.0 {
                    let [pivot_row, row] = rows_of(&mut a, k, c, r);
                    row[c..]
                        .iter_mut()
                        .zip(&pivot_row[c..])
                        .for_each(|(x, &p)| *x -= f * p);
                    let [pivot_row, row] = rows_of(&mut m, k, c, r);
                    row.iter_mut()
                        .zip(&*pivot_row)
                        .for_each(|(x, &p)| *x -= f * p);
                }
            }
        }
        // `m` maps the free rows to the words' values: row `c` of `m` is the word at
        // `words[c]`, its column `j` the free row `free[j]`.
        let mut inverse = vec![0.0; rows * rows];
        for (c, &i) in words.iter().enumerate() {
            let row = &mut inverse[i * rows..(i + 1) * rows];
            for (j, &r) in free.iter().enumerate() {
                row[r] = m[c * k + j];
            }
        }
        // A unit column `s e_r` takes what its row leaves: `x_u = s (rhs_r - Σ_w B_rw x_w)`.
        for (r, at) in covered.iter().enumerate() {
            let Some(u) = *at else { continue };
            let sign = program.unit(self.basis[u]).1;
            let mut row = vec![0.0; rows];
            row[r] = sign;
            for (c, &i) in words.iter().enumerate() {
                let f = sign * program.word_entry(r, self.basis[i]);
                for (j, &fr) in free.iter().enumerate() {
                    row[fr] -= f * m[c * k + j];
                }
            }
            inverse[u * rows..(u + 1) * rows].copy_from_slice(&row);
        }
        // The inverse of B maps the rows to the basis's columns: `x = B⁻¹ rhs`.
        self.x = (0..rows)
            .map(|i| {
                let row = &inverse[i * rows..(i + 1) * rows];
                row.iter()
                    .zip(&program.rhs)
                    .map(|(&b, &r)| b * r)
                    .sum::<f64>()
                    .max(0.0)
            })
            .collect();
        self.inverse = inverse;
        Some(())
    }
}

/// Row `c` (to read) and row `r` (to write) of a row-major matrix of `k` columns, `c ≠ r`.
fn rows_of(matrix: &mut [f64], k: usize, c: usize, r: usize) -> [&mut [f64]; 2] {
    if c < r {
        let (top, bottom) = matrix.split_at_mut(r * k);
        [&mut top[c * k..(c + 1) * k], &mut bottom[..k]]
    } else {
        let (top, bottom) = matrix.split_at_mut(c * k);
        [&mut bottom[..k], &mut top[r * k..(r + 1) * k]]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rank of a dense matrix of `rows` columns, by the textbook elimination.
    fn rank(mut a: Vec<Vec<f64>>) -> usize {
        let mut rank = 0;
        for c in 0..a.first().map_or(0, Vec::len) {
            let Some(p) = (rank..a.len()).find(|&r| a[r][c].abs() > 1e-9) else {
                continue;
            };
            a.swap(rank, p);
            for r in 0..a.len() {
                if r != rank {
                    let f = a[r][c] / a[rank][c];
                    let pivot = a[rank].clone();
                    a[r].iter_mut().zip(&pivot).for_each(|(x, &p)| *x -= f * p);
                }
            }
            rank += 1;
        }
        rank
    }

    /// Random bases of random programs (some rows covered by a group's `a` or `b`, words for
    /// the others, in any order): the inverse times each basis column is its unit vector; a basis is refused exactly when its columns are
    /// dependent (two unit columns on one row, or words dependent on the rows left).
    #[test]
    fn the_inverse_of_a_basis_times_the_basis_is_the_identity() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |below: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % below
        };
        let (mut inverted, mut refused) = (0, 0);
        for _ in 0..400 {
            let bits = 2 + next(5);
            let words = 1usize << bits;
            let groups: Vec<(u32, u32)> = (0..1 + next(10))
                .map(|_| (1 + next(words as u64 - 1) as u32, 1 + next(5) as u32))
                .collect();
            let odd: Vec<Vec<bool>> = groups
                .iter()
                .map(|&(v, _)| {
                    (0..words)
                        .map(|l| (l as u32 & v).count_ones() % 2 == 1)
                        .collect()
                })
                .collect();
            let w: Vec<u32> = (0..words).map(|_| next(20) as u32).collect();
            let program = Program::new(&w, &groups, &odd, 0);
            let rows = program.rows;
            let mut basis = Vec::new();
            let mut uncovered = 1;
            for j in 0..groups.len() {
                match next(5) {
                    0 => uncovered += 1,
                    side => basis.push(words + j + if side % 2 == 0 { groups.len() } else { 0 }),
                }
            }
            if next(8) == 0 {
                // Two unit columns on one row: singular whatever the words.
                basis.push(words + next(groups.len() as u64) as usize);
                uncovered -= 1;
            }
            for _ in 0..uncovered {
                basis.push(next(words as u64) as usize);
            }
            for i in (1..basis.len()).rev() {
                basis.swap(i, next(i as u64 + 1) as usize);
            }
            assert_eq!(basis.len(), rows);
            let columns: Vec<Vec<f64>> = basis
                .iter()
                .map(|&q| {
                    let mut column = vec![0.0; rows];
                    program.column(q, &mut column);
                    column
                })
                .collect();
            let mut state = State {
                basis: basis.clone(),
                x: vec![0.0; rows],
                inverse: Vec::new(),
            };
            let singular = rank(columns.clone()) < rows;
            if state.refresh(&program).is_none() {
                assert!(singular, "{basis:?} {groups:?}: refused");
                refused += 1;
                continue;
            }
            assert!(!singular, "{basis:?} {groups:?}: inverted");
            inverted += 1;
            for (i, row) in state.inverse.chunks(rows).enumerate() {
                for (c, column) in columns.iter().enumerate() {
                    let entry: f64 = row.iter().zip(column).map(|(&b, &a)| b * a).sum();
                    let unit = if i == c { 1.0 } else { 0.0 };
                    assert!((entry - unit).abs() < 1e-9, "{basis:?} {groups:?}: {i} {c}");
                }
            }
        }
        assert!(
            inverted > 50 && refused > 20,
            "{inverted} inverted, {refused} refused"
        );
    }
}
