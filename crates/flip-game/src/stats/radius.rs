//! The most steps any solvable board of a shape needs (Lights Out's God's number): the covering
//! radius of the code, proven by branch and bound over how many cells of each group a press set
//! presses, with a board that needs it.
//!
//! As in [`super::minima`], a press set that presses `t_v` of the `g_v` cells of each group has,
//! against code word `λ`, the weight `W_λ = Σ_v (t_v or g_v - t_v)` (the second when `⟨λ, v⟩` is
//! odd), and its board needs `min_λ W_λ` steps; the free cells (signature 0) are best all pressed.
//! The search fixes the `t_v` one group at a time, the largest groups first, and keeps the vector
//! of the `W_λ` so far. What the groups left can still add is bounded from above two ways:
//!
//! - one word: `W_λ` can grow by at most the cells left, `R`;
//! - two words `λ, μ` (`δ = λ ⊕ μ`): a group with `⟨δ, v⟩` even adds the same to both, at most
//!   `g_v`; one with `⟨δ, v⟩` odd adds `t` to one and `g_v - t` to the other, so those `D` cells
//!   are shared out: `min(W_λ, W_μ)` ends at most `min(a + D, b + D, ⌊(a + b + D) / 2⌋)` with
//!   `a = W_λ + R - D`, `b = W_μ + R - D`.
//!
//! Adding a code word `μ` to a press set swaps `t_v` and `g_v - t_v` in every group with
//! `⟨μ, v⟩` odd and leaves its coset alone; for `e` groups of independent signatures (the
//! *pivots*, taken largest first) some `μ` brings every pivot's `t_v` to at most `g_v / 2` (`e`
//! independent equations in the `e` bits of `μ`), so only those are searched: `2^e` times fewer.
//!
//! A node whose bound is no more than the best minimum found is cut. Over the whole search, the
//! least weight of a coset is at most its average ([`average_bound`]): every cell of a nonzero
//! group is pressed by exactly half the coset's press sets, so the average is half the grouped
//! cells plus the free ones, whatever the press set; a board found that needs that many ends the
//! search, proven. The search is capped ([`MAX_WORK`]); past the cap a hill climb from its best
//! press set looks for a better one ([`Search::climb`]), and it reports what it has proven: the
//! best board found (a lower bound) and the least of the average bound and the largest bound of
//! the nodes it left open (an upper bound).

use super::groups::Code;

/// The most entries of the `W` vectors times groups for which the per-level tables are built.
pub const MAX_TABLE: usize = 1 << 24;

/// The most work a search does, in entries of `W` vectors computed or read (a few seconds).
pub const MAX_WORK: u64 = 1 << 31;

/// The covering radius, proven or bounded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Radius {
    /// A press set's `t_v` per group (in the code's group order) whose coset minimum is `lower`.
    pub witness: Vec<usize>,
    /// The least weight of the witness's coset: no board needs more than `upper`, and some need
    /// `lower`.
    pub lower: usize,
    /// The proven upper bound; equal to `lower` when the search finished.
    pub upper: usize,
    /// Whether `upper` is the [`average_bound`] (rather than the search's own bounds).
    pub by_average: bool,
}

/// The average weight of every coset of `code`: `⌊Σ g_v / 2⌋` plus the free cells. For each
/// nonzero group `v`, half the code words `λ` have `⟨λ, v⟩` odd, so over the code a press set's
/// `t_v` and `g_v - t_v` come equally often; the free cells count in full. No coset's least weight
/// is above it, and it is the best bound a single weighting of the code words gives (any other
/// weighting leaves some group above half), so no board needs more steps.
pub fn average_bound(code: &Code) -> usize {
    let grouped: usize = code.groups.iter().map(|&(_, g)| g).sum();
    average(grouped, code.free)
}

/// The average weight of a coset with `pressed` cells that some code word presses and `free`
/// cells that none does: half the first, all the second (see [`average_bound`]).
pub fn average(pressed: usize, free: usize) -> usize {
    pressed / 2 + free
}

/// The covering radius of `code`, over the `2^e` words of its basis.
pub fn covering_radius(code: &Code, max_work: u64) -> Radius {
    let e = code.words();
    let words = 1usize << e;
    let mut order: Vec<usize> = (0..code.groups.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(code.groups[i].1));
    let groups: Vec<(u32, u32)> = order
        .iter()
        .map(|&i| (code.groups[i].0, code.groups[i].1 as u32))
        .collect();
    // The pivots: a group independent of the larger ones searches only `t ≤ g / 2`.
    let mut echelon: Vec<u32> = Vec::new();
    let top: Vec<u32> = groups
        .iter()
        .map(|&(v, g)| {
            let reduced = echelon.iter().fold(v, |r, &p| r.min(r ^ p));
            if reduced == 0 {
                g
            } else {
                echelon.push(reduced);
                echelon.sort_unstable_by(|a, b| b.cmp(a));
                g / 2
            }
        })
        .collect();
    // `odd[i][δ]`: the cells of groups `i..` with `⟨δ, v⟩` odd; `left[i]` all their cells.
    let tables = words.saturating_mul(groups.len() + 1) <= MAX_TABLE;
    let mut left = vec![0u32; groups.len() + 1];
    for i in (0..groups.len()).rev() {
        left[i] = left[i + 1] + groups[i].1;
    }
    let odd: Vec<Vec<u32>> = if tables {
        let mut odd = vec![vec![0u32; words]; groups.len() + 1];
        for i in (0..groups.len()).rev() {
            let (v, g) = groups[i];
            let (this, after) = odd.split_at_mut(i + 1);
            for (delta, (o, &a)) in this[i].iter_mut().zip(&after[0]).enumerate() {
                *o = a + g * ((v & delta as u32).count_ones() & 1);
            }
        }
        odd
    } else {
        // The root's alone, for its bound: the weight of every code word, by a Walsh transform.
        vec![code_word_weights(&groups, e)]
    };
    let average = average_bound(code) as u32;
    let mut search = Search {
        groups: &groups,
        top: &top,
        left: &left,
        odd: &odd,
        ceiling: average,
        best: 0,
        best_t: vec![0; groups.len()],
        t: vec![0; groups.len()],
        work: 0,
        max_work: if tables { max_work } else { 0 },
        open: 0,
    };
    let w = vec![code.free as u32; words];
    search.dive(&w);
    search.node(0, &w);
    let cut_short = search.work > search.max_work;
    if cut_short {
        // A better board than the search reached: the lower bound, when the bounds did not meet.
        search.climb(&w, max_work / 2);
    }
    let mut witness = vec![0; code.groups.len()];
    for (k, &i) in order.iter().enumerate() {
        witness[i] = search.best_t[k] as usize;
    }
    let searched = if cut_short {
        search.open.max(search.best)
    } else {
        search.best
    };
    let upper = searched.min(average);
    Radius {
        witness,
        lower: search.best as usize,
        upper: upper as usize,
        by_average: upper < searched,
    }
}

/// `Σ g_v` over the groups with `⟨δ, v⟩` odd, for every `δ`: `(R - Σ_v g_v (-1)^⟨δ,v⟩) / 2`.
fn code_word_weights(groups: &[(u32, u32)], e: usize) -> Vec<u32> {
    let mut f = vec![0i64; 1 << e];
    for &(v, g) in groups {
        f[v as usize] += i64::from(g);
    }
    let mut h = 1;
    while h < f.len() {
        for start in (0..f.len()).step_by(2 * h) {
            for j in start..start + h {
                let (a, b) = (f[j], f[j + h]);
                f[j] = a + b;
                f[j + h] = a - b;
            }
        }
        h *= 2;
    }
    let total = f[0];
    f.iter().map(|&x| ((total - x) / 2) as u32).collect()
}

/// Adds `d` cells pressed of group `v` to every `W_λ`: `d` where `⟨λ, v⟩` is even, `-d` where
/// it is odd (the group's other cells).
fn shift(w: &mut [u32], v: u32, d: i64) {
    for (l, x) in w.iter_mut().enumerate() {
        let odd = (v & l as u32).count_ones() & 1 == 1;
        *x = (i64::from(*x) + if odd { -d } else { d }) as u32;
    }
}

/// How good a press set is: `min W`, then fewer words at the minimum.
fn score(w: &[u32]) -> (u32, std::cmp::Reverse<usize>) {
    let least = w.iter().copied().min().unwrap_or(0);
    (
        least,
        std::cmp::Reverse(w.iter().filter(|&&x| x == least).count()),
    )
}

/// One search's state.
struct Search<'a> {
    /// `(signature, cells)`, largest first.
    groups: &'a [(u32, u32)],
    /// The largest `t` searched for each group: half its cells for a pivot.
    top: &'a [u32],
    left: &'a [u32],
    odd: &'a [Vec<u32>],
    /// The average bound: a coset minimum this large ends the search.
    ceiling: u32,
    /// The largest coset minimum found, and its `t`.
    best: u32,
    best_t: Vec<u32>,
    /// The `t` of the current path.
    t: Vec<u32>,
    /// Entries of `W` vectors handled so far, and the cap.
    work: u64,
    max_work: u64,
    /// The largest bound of a node left unsearched when the cap ran out.
    open: u32,
}

impl Search<'_> {
    /// `w` after group `i` takes `t` of its cells.
    fn add(&self, i: usize, t: u32, w: &[u32], into: &mut Vec<u32>) {
        let (v, g) = self.groups[i];
        into.clear();
        into.extend(w.iter().enumerate().map(|(l, &x)| {
            x + if (v & l as u32).count_ones() & 1 == 1 {
                g - t
            } else {
                t
            }
        }));
    }

    /// The upper bound of the module docs on `min W` over every completion of a node of level
    /// `i`.
    fn bound(&self, i: usize, w: &[u32]) -> u32 {
        let r = self.left[i];
        let mut least: Vec<(u32, usize)> = Vec::with_capacity(4);
        for (l, &x) in w.iter().enumerate() {
            if least.len() < 4 || x < least[3].0 {
                least.push((x, l));
                least.sort_unstable();
                least.truncate(4);
            }
        }
        let mut ub = least[0].0 + r;
        let Some(odd) = self.odd.get(i) else {
            return ub;
        };
        for &(a0, l) in &least {
            for (m, &b0) in w.iter().enumerate() {
                let d = odd[l ^ m];
                let (a, b) = (a0 + r - d, b0 + r - d);
                ub = ub.min((a + d).min(b + d).min((a + b + d) / 2));
            }
        }
        ub
    }

    /// From the best found, moves one group's `t` by one at a time, to the move that most raises
    /// `min W` (or keeps it with fewer words at the minimum); when no move does, sets a group
    /// picked by a fixed pseudo-random walk to any `t`. Every `W` is kept exact, so a better
    /// minimum found is a board that needs that many steps: a better start for the search, and
    /// a better lower bound when the search is cut short. Stops after `budget` entries of `W`
    /// or at the average bound.
    fn climb(&mut self, free: &[u32], budget: u64) {
        if self.groups.is_empty() {
            return;
        }
        let mut t = self.best_t.clone();
        let mut w = free.to_vec();
        let mut row = Vec::new();
        for (i, &ti) in t.iter().enumerate() {
            std::mem::swap(&mut w, &mut row);
            self.add(i, ti, &row, &mut w);
        }
        let mut now = score(&w);
        let mut spent = 0u64;
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = vec![0u32; w.len()];
        while spent < budget && self.best < self.ceiling {
            let mut top = (now, None);
            for (k, &(v, g)) in self.groups.iter().enumerate() {
                for d in [-1i64, 1] {
                    if (d < 0 && t[k] == 0) || (d > 0 && t[k] == g) {
                        continue;
                    }
                    next.copy_from_slice(&w);
                    shift(&mut next, v, d);
                    spent += w.len() as u64;
                    let s = score(&next);
                    if s > top.0 {
                        top = (s, Some((k, d)));
                    }
                }
            }
            let (k, d) = match top.1 {
                Some(step) => step,
                None => {
                    // Stuck: a kick, from a linear congruential generator (fixed, so every run
                    // prints the same board).
                    state = state
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    let k = (state >> 33) as usize % self.groups.len();
                    let to = (state >> 13) as u32 % (self.groups[k].1 + 1);
                    (k, i64::from(to) - i64::from(t[k]))
                }
            };
            shift(&mut w, self.groups[k].0, d);
            t[k] = (i64::from(t[k]) + d) as u32;
            now = score(&w);
            if now.0 > self.best {
                self.best = now.0;
                self.best_t.clone_from(&t);
            }
        }
    }

    /// Takes, group by group, the `t` that keeps `min W` highest: a first best.
    fn dive(&mut self, w: &[u32]) {
        let mut w = w.to_vec();
        let mut next = Vec::new();
        for i in 0..self.groups.len() {
            let mut top = (0, 0);
            for t in 0..=self.groups[i].1 {
                self.add(i, t, &w, &mut next);
                let m = next.iter().copied().min().unwrap_or(0);
                if m > top.0 || t == 0 {
                    top = (m, t);
                }
            }
            self.t[i] = top.1;
            self.add(i, top.1, &w, &mut next);
            std::mem::swap(&mut w, &mut next);
        }
        self.best = w.iter().copied().min().unwrap_or(0);
        self.best_t.clone_from(&self.t);
    }

    fn node(&mut self, i: usize, w: &[u32]) {
        if i == self.groups.len() {
            let m = w.iter().copied().min().unwrap_or(0);
            if m > self.best {
                self.best = m;
                self.best_t.clone_from(&self.t);
            }
            return;
        }
        let ub = self.bound(i, w);
        if ub <= self.best || self.best >= self.ceiling {
            return;
        }
        self.work += (5 * u64::from(self.top[i]) + 6) * w.len() as u64;
        if self.work > self.max_work {
            self.open = self.open.max(ub);
            return;
        }
        // Children in order of the bound they start with, the most promising first.
        let mut next = Vec::new();
        let mut kids: Vec<(u32, u32, Vec<u32>)> = (0..=self.top[i])
            .map(|t| {
                self.add(i, t, w, &mut next);
                (self.bound(i + 1, &next), t, next.clone())
            })
            .collect();
        kids.sort_by_key(|k| std::cmp::Reverse(k.0));
        for (kb, t, kw) in kids {
            if kb <= self.best || self.best >= self.ceiling {
                break;
            }
            if self.work > self.max_work {
                self.open = self.open.max(kb);
                continue;
            }
            self.t[i] = t;
            self.node(i + 1, &kw);
        }
    }
}
