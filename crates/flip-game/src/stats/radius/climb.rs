//! The dive and the hill climb of the radius search: a good board before the search, so that the
//! searches start from a good lower bound, and a better lower bound when they are cut short.

use super::Search;

impl Search<'_> {
    /// Takes, group by group, the `t` that keeps `min W` highest: a first best.
    pub(super) fn dive(&mut self, w: &[u32]) {
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

    /// From the best found, moves one group's `t` by one at a time, to the move that most raises
    /// `min W` (or keeps it with fewer words at the minimum); when no move does, sets a group
    /// picked by a fixed pseudo-random walk to any `t`. Every `W` is kept exact, so a better
    /// minimum found is a board that needs that many steps: a better start for the search, and
    /// a better lower bound when the search is cut short. Stops after `budget` entries of `W`
    /// or at the average bound.
    pub(super) fn climb(&mut self, free: &[u32], budget: u64) {
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
