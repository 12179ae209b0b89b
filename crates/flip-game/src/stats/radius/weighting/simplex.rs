//! The node's linear program solved by the classic revised simplex method, written for its
//! shape: a basis of one row for each group left and one more, whatever the number of words.
//!
//! The program, with `s_λv = +1` when `⟨λ, v⟩` is even and `-1` when it is odd:
//!
//! ```text
//! minimise   Σ_λ p_λ W_λ + Σ_v (g_v / 2) (a_v + b_v)
//! such that  Σ_λ p_λ = 1,   Σ_λ s_λv p_λ - a_v + b_v = 0 for each group v left,   all ≥ 0.
//! ```
//!
//! At an optimum `a_v + b_v = |E_v - O_v|`, and `g_v max(E_v, O_v) = g_v / 2 + g_v |E_v - O_v| / 2`
//! (`E_v + O_v = 1`), so the objective plus half the cells left is the weighting's bound
//! ([`super::bound`]). The basis has `1 + groups` columns (a dense inverse of `(1 + groups)²`
//! entries), and the words' reduced costs, `W_λ - y_0 - Σ_v y_v s_λv`, are one Walsh–Hadamard
//! transform of the duals `y` for all the words at once, and the duals themselves follow each pivot
//! by the classic update (one row of the inverse), so a pivot costs twice the basis's entries (its
//! direction and the inverse's update) plus a transform of the words. The inverse is computed
//! afresh from the block the words span alone ([`inverse`]) at the start and every [`REFRESH`]
//! pivots, which clears the rounding errors the updates gather. Every basis the method walks
//! through is feasible, so the weighting it stops at is a weighting whatever happens: the method
//! may stop as soon as its objective is below what the caller needs, and gives up after
//! [`MAX_PIVOTS`] (a rounding error or a cycle can then cost a cut, never make a wrong one, since
//! the bound is checked in integers). A node's program starts from the basis of its parent's
//! ([`Basis`]): the rows of the groups fixed since stay, with nothing to pay on their `a` and `b`,
//! so the basis is still feasible and only the words' costs moved.

/// The most pivots, for each column of the program, before the method gives up and answers the
/// weighting it has.
pub const MAX_PIVOTS: usize = 8;

/// Pivots between two inversions of the basis from its columns, which clear the rounding errors
/// the updates gather.
const REFRESH: usize = 64;

/// Consecutive pivots that improve nothing (a degenerate vertex) before the method chooses by
/// Bland's rule, which cannot cycle, until one does.
const STALL: usize = 32;

/// The scale of the perturbation of the right-hand side ([`Program::rhs`]): far below what moves
/// a bound, far above the rounding errors.
const PERTURB: f64 = 1e-7;

/// A reduced cost counts as negative, and a direction's entry as positive, beyond this.
const EPS: f64 = 1e-9;

mod inverse;

/// A basis the method stopped at, to start a descendant's program from: the level of the node
/// whose program it was built for first (its rows are the groups from there on) and its
/// columns.
#[derive(Clone, Debug)]
pub struct Basis {
    base: usize,
    columns: Vec<usize>,
}

/// A weighting `p` of the words (summing to one) at a node of level `level` whose words weigh
/// `w`, the search's groups being `groups` and their parities against every word `against`
/// (`⟨λ, v⟩ mod 2`, the plan's tables): the best one, or the first whose bound is below
/// `enough`, with the basis it stopped at and the pivots it took; none when no basis could be
/// inverted.
///
/// With `from`, an ancestor's basis, the method starts there: the program keeps the rows of the
/// groups fixed since, with no cost on their `a` and `b` (so that the rows bind nothing), and
/// the ancestor's basis is a feasible point of it (only the words' weights moved), usually a
/// few dozen pivots from the new optimum where the first basis is a hundred or more away.
pub fn solve(
    w: &[u32],
    groups: &[(u32, u32)],
    against: &[Vec<bool>],
    level: usize,
    enough: f64,
    from: Option<&Basis>,
) -> Option<(Vec<f64>, Basis, usize, Vec<f64>)> {
    let base = from.map_or(level, |basis| basis.base.min(level));
    let program = Program::new(w, &groups[base..], &against[base..], level - base);
    let resumed = from.and_then(|basis| program.resume(&basis.columns));
    let mut state = match resumed {
        Some(state) => state,
        None => program.start()?,
    };
    let rows = program.rows;
    let columns = program.words + 2 * program.groups.len();
    let (mut stalled, mut since, mut pivots) = (0, 0, 0);
    let mut y = state.duals(&program);
    while pivots < MAX_PIVOTS * columns {
        if state.value(&program) < enough {
            break;
        }
        let Some((enter, reduced)) = program.entering(&y, stalled >= STALL) else {
            break;
        };
        let d = state.direction(&program, enter);
        let Some(leave) = state.leaving(&d, stalled >= STALL) else {
            break;
        };
        pivots += 1;
        let step = state.x[leave] / d[leave];
        stalled = if step > EPS { 0 } else { stalled + 1 };
        state.pivot(&d, leave, enter, rows);
        since += 1;
        if since == REFRESH {
            since = 0;
            state.refresh(&program)?;
            y = state.duals(&program);
        } else {
            // The classic update of the duals: the entering column's reduced cost times the
            // new inverse's row of the leaving one, which zeroes that cost and keeps the
            // others' (`rows` operations where recomputing them costs `rows²`).
            let row = &state.inverse[leave * rows..(leave + 1) * rows];
            y.iter_mut().zip(row).for_each(|(y, &b)| *y += reduced * b);
            debug_assert!(
                y.iter()
                    .zip(state.duals(&program))
                    .all(|(&y, fresh)| (y - fresh).abs() < 1e-6 * (1.0 + fresh.abs())),
                "the updated duals are the basis's"
            );
        }
    }
    let mut p = vec![0.0; program.words];
    for (&q, &x) in state.basis.iter().zip(&state.x) {
        if q < program.words {
            p[q] = x.max(0.0);
        }
    }
    let y = state.duals(&program);
    let columns = state.basis;
    Some((p, Basis { base, columns }, pivots, y))
}

/// The program's data: the words' weights, the groups of its rows and their parities.
struct Program<'a> {
    w: &'a [u32],
    /// The groups of the rows, those fixed since the basis's first node with no cells left.
    groups: Vec<(u32, u32)>,
    /// `⟨λ, v⟩ mod 2` for each group `v` of the rows, for every word.
    odd: &'a [Vec<bool>],
    words: usize,
    rows: usize,
    /// Half the cells left: the objective's constant.
    half: f64,
    /// The right-hand side: one, then each group's `0` moved by a different tiny amount, so
    /// that no two vertices of the program share a point (the classic perturbation against
    /// degenerate pivots: this program has many words of equal weight).
    rhs: Vec<f64>,
}

/// A feasible basis: its columns (by row), their values and the basis's inverse (row-major).
struct State {
    basis: Vec<usize>,
    x: Vec<f64>,
    inverse: Vec<f64>,
}

impl<'a> Program<'a> {
    /// The program of a node whose words weigh `w`, over the rows of `groups` (whose parities
    /// are `odd`), the first `fixed` of them fixed since.
    fn new(w: &'a [u32], groups: &[(u32, u32)], odd: &'a [Vec<bool>], fixed: usize) -> Program<'a> {
        let words = w.len();
        let groups: Vec<(u32, u32)> = groups
            .iter()
            .enumerate()
            .map(|(j, &(v, g))| (v, if j < fixed { 0 } else { g }))
            .collect();
        Program {
            w,
            odd,
            words,
            rows: groups.len() + 1,
            half: groups.iter().map(|&(_, g)| f64::from(g)).sum::<f64>() / 2.0,
            // By the group's signature: a program has one row for each.
            rhs: std::iter::once(1.0)
                .chain(
                    groups
                        .iter()
                        .map(|&(v, _)| PERTURB * (1.0 + (f64::from(v) * 0.618_034).fract())),
                )
                .collect(),
            groups,
        }
    }

    /// The cost of column `q`: a word's weight, or half a group's cells for its `a` or `b`.
    fn cost(&self, q: usize) -> f64 {
        if q < self.words {
            f64::from(self.w[q])
        } else {
            f64::from(self.groups[(q - self.words) % self.groups.len()].1) / 2.0
        }
    }

    /// Column `q` of the constraints, dense: a word's `(1, s_λv…)`, a group's `∓e_v`.
    fn column(&self, q: usize, into: &mut [f64]) {
        into.fill(0.0);
        if q < self.words {
            for (r, entry) in into.iter_mut().enumerate() {
                *entry = self.word_entry(r, q);
            }
        } else {
            let (r, sign) = self.unit(q);
            into[r] = sign;
        }
    }

    /// Row `r` of word `q`'s column: one in the first row, then `s_λv`.
    fn word_entry(&self, r: usize, q: usize) -> f64 {
        if r == 0 || !self.odd[r - 1][q] {
            1.0
        } else {
            -1.0
        }
    }

    /// The row and sign of the unit column `q` (past the words): a group's `a` is `-e_v`, its
    /// `b` is `+e_v`.
    fn unit(&self, q: usize) -> (usize, f64) {
        let j = q - self.words;
        let groups = self.groups.len();
        if j < groups {
            (1 + j, -1.0)
        } else {
            (1 + j - groups, 1.0)
        }
    }

    /// The first basis: the lightest word alone, each group's `a` or `b` taking its sign.
    fn start(&self) -> Option<State> {
        let first = (0..self.words).min_by_key(|&k| self.w[k])?;
        let groups = self.groups.len();
        let mut basis = vec![first];
        basis.extend(
            (0..groups).map(|j| self.words + j + if self.odd[j][first] { groups } else { 0 }),
        );
        let mut state = State {
            basis,
            x: vec![0.0; self.rows],
            inverse: Vec::new(),
        };
        state.refresh(self)?;
        Some(state)
    }

    /// The basis of `columns`, an ancestor's over the same rows; none when it cannot be inverted.
    fn resume(&self, columns: &[usize]) -> Option<State> {
        let mut state = State {
            basis: columns.to_vec(),
            x: vec![0.0; self.rows],
            inverse: Vec::new(),
        };
        state.refresh(self)?;
        Some(state)
    }

    /// The column to bring into the basis, with its reduced cost: the most negative, or by
    /// Bland's rule the first negative one; none at an optimum.
    fn entering(&self, y: &[f64], bland: bool) -> Option<(usize, f64)> {
        let mut reduced = vec![0.0; self.words];
        for (j, &(v, _)) in self.groups.iter().enumerate() {
            reduced[v as usize] += y[1 + j];
        }
        super::super::walsh_hadamard(&mut reduced);
        let groups = self.groups.len();
        let costs = (0..self.words)
            .map(|k| f64::from(self.w[k]) - y[0] - reduced[k])
            .chain((0..groups).map(|j| self.cost(self.words + j) + y[1 + j]))
            .chain((0..groups).map(|j| self.cost(self.words + j) - y[1 + j]));
        let mut best: Option<(usize, f64)> = None;
        for (q, r) in costs.enumerate() {
            if r < -EPS && best.is_none_or(|(_, b)| r < b) {
                best = Some((q, r));
                if bland {
                    break;
                }
            }
        }
        best
    }
}

impl State {
    /// The objective plus half the cells left: the bound of the basis's weighting.
    fn value(&self, program: &Program) -> f64 {
        let cost: f64 = self
            .basis
            .iter()
            .zip(&self.x)
            .map(|(&q, &x)| program.cost(q) * x)
            .sum();
        cost + program.half
    }

    /// The duals `y = c_B B⁻¹`.
    fn duals(&self, program: &Program) -> Vec<f64> {
        let rows = self.basis.len();
        let mut y = vec![0.0; rows];
        for (i, &q) in self.basis.iter().enumerate() {
            let c = program.cost(q);
            if c != 0.0 {
                let row = &self.inverse[i * rows..(i + 1) * rows];
                y.iter_mut().zip(row).for_each(|(y, &b)| *y += c * b);
            }
        }
        y
    }

    /// `B⁻¹` times column `q`.
    fn direction(&self, program: &Program, q: usize) -> Vec<f64> {
        let rows = self.basis.len();
        let mut column = vec![0.0; rows];
        program.column(q, &mut column);
        (0..rows)
            .map(|i| {
                let row = &self.inverse[i * rows..(i + 1) * rows];
                row.iter().zip(&column).map(|(&b, &a)| b * a).sum()
            })
            .collect()
    }

    /// The row whose column leaves: the least ratio, ties to the largest entry (or by Bland's
    /// rule to the least column); none when the direction is unbounded.
    fn leaving(&self, d: &[f64], bland: bool) -> Option<usize> {
        let mut best: Option<(usize, f64)> = None;
        for (i, &di) in d.iter().enumerate() {
            if di <= EPS {
                continue;
            }
            let ratio = self.x[i].max(0.0) / di;
            let better = match best {
                None => true,
                Some((b, r)) if (ratio - r).abs() <= 1e-12 => {
                    if bland {
                        self.basis[i] < self.basis[b]
                    } else {
                        di > d[b]
                    }
                }
                Some((_, r)) => ratio < r,
            };
            if better {
                best = Some((i, ratio));
            }
        }
        best.map(|(i, _)| i)
    }

    /// Column `enter` replaces the column of row `leave`, along the direction `d`.
    fn pivot(&mut self, d: &[f64], leave: usize, enter: usize, rows: usize) {
        let step = self.x[leave].max(0.0) / d[leave];
        for (x, &di) in self.x.iter_mut().zip(d) {
            *x = (*x - step * di).max(0.0);
        }
        self.x[leave] = step;
        self.basis[leave] = enter;
        let pivot_row: Vec<f64> = self.inverse[leave * rows..(leave + 1) * rows]
            .iter()
            .map(|&b| b / d[leave])
            .collect();
        for (i, &di) in d.iter().enumerate() {
            let row = &mut self.inverse[i * rows..(i + 1) * rows];
            if i == leave {
                row.copy_from_slice(&pivot_row);
            } else if di != 0.0 {
                row.iter_mut()
                    .zip(&pivot_row)
                    .for_each(|(b, &p)| *b -= di * p);
            }
        }
    }
}
