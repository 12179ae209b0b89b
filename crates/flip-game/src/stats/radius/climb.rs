//! The dive and the hill climb of the radius search: a good board before the search, so that the
//! searches start from a good lower bound, and a better lower bound when they are cut short.

use super::Search;
use multiversion::multiversion;

impl Search<'_> {
    /// Takes, group by group, the `t` that keeps `min W` highest: a first best.
    pub(super) fn dive(&mut self, w: &[u32]) {
        let mut w = w.to_vec();
        let mut next = Vec::new();
        for i in 0..self.plan.groups.len() {
            let mut top = (0, 0);
            for t in 0..=self.plan.groups[i].1 {
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
    pub(super) fn climb(&mut self, free: &[u32], budget: u64, seed: u64) {
        if self.plan.groups.is_empty() {
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
        let mut state = seed;
        while spent < budget && self.best < self.ceiling {
            let mut top = (now, None);
            for (k, &(_, g)) in self.plan.groups.iter().enumerate() {
                for d in [-1i64, 1] {
                    if (d < 0 && t[k] == 0) || (d > 0 && t[k] == g) {
                        continue;
                    }
                    spent += w.len() as u64;
                    let s = moved_score(&w, &self.against(k, w.len()), d);
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
                    let k = (state >> 33) as usize % self.plan.groups.len();
                    let to = (state >> 13) as u32 % (self.plan.groups[k].1 + 1);
                    (k, i64::from(to) - i64::from(t[k]))
                }
            };
            let against = self.against(k, w.len());
            shift(&mut w, &against, d);
            t[k] = (i64::from(t[k]) + d) as u32;
            now = score(&w);
            if now.0 > self.best {
                self.best = now.0;
                self.best_t.clone_from(&t);
            }
        }
    }

    /// [`Search::climb`] from the same board on `threads` threads, each from a seed of its own
    /// (the first from [`SEED`], as one thread would), each with `budget`: the best board any
    /// of them finds, the first thread's on a tie, so the board does not depend on the threads'
    /// timing.
    pub(super) fn climbs(&mut self, free: &[u32], budget: u64, threads: usize) {
        let this = &*self;
        let found: Vec<(u32, Vec<u32>)> = std::thread::scope(|scope| {
            let climbers: Vec<_> = (0..threads.max(1) as u64)
                .map(|k| {
                    scope.spawn(move || {
                        let mut climber = this.fork(u64::MAX, None);
                        climber.climb(free, budget, SEED.wrapping_add(k));
                        (climber.best, climber.best_t)
                    })
                })
                .collect();
            climbers
                .into_iter()
                .map(|c| c.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                .collect()
        });
        for (best, best_t) in found {
            if best > self.best {
                self.best = best;
                self.best_t = best_t;
            }
        }
    }
}

/// The seed of the climb's kicks.
pub(super) const SEED: u64 = 0x9e37_79b9_7f4a_7c15;

/// [`score`] of `w` after `d` more cells of a group pressed whose parity against each word is
/// `against` (one pass to find the least, one to count it), without writing the new `W`;
/// compiled for the baseline vector unit, AVX2 and AVX-512, the best chosen when the program
/// runs.
#[multiversion(targets("x86_64+avx2+avx512f", "x86_64+avx2"))]
fn moved_score(w: &[u32], against: &[bool], d: i64) -> (u32, std::cmp::Reverse<usize>) {
    // `x + d` or `x - d` in wrapping arithmetic: no `W` goes below zero.
    let (up, down) = (d as u32, d.wrapping_neg() as u32);
    let moved = |(&x, &odd): (&u32, &bool)| x.wrapping_add(if odd { down } else { up });
    let least = w.iter().zip(against).map(moved).fold(u32::MAX, u32::min);
    let count = w
        .iter()
        .zip(against)
        .map(moved)
        .filter(|&x| x == least)
        .count();
    (least, std::cmp::Reverse(count))
}

/// Adds `d` cells pressed of a group to every `W_λ`: `d` where its parity against `λ`
/// (`against`) is even, `-d` where it is odd (the group's other cells).
fn shift(w: &mut [u32], against: &[bool], d: i64) {
    let (up, down) = (d as u32, d.wrapping_neg() as u32);
    for (x, &odd) in w.iter_mut().zip(against) {
        *x = x.wrapping_add(if odd { down } else { up });
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

#[cfg(test)]
mod tests {
    use super::super::node::parities;
    use super::*;

    #[test]
    fn the_doubled_parities_are_the_parities_of_the_bits() {
        for e in 0..7 {
            for v in 0..1u32 << e {
                let by_bits: Vec<bool> = (0..1u32 << e)
                    .map(|l| (v & l).count_ones() % 2 == 1)
                    .collect();
                assert_eq!(parities(v, 1 << e), by_bits, "{v:b}");
            }
        }
    }

    #[test]
    fn a_move_is_scored_as_the_board_it_makes() {
        let mut state = 5u64;
        for _ in 0..200 {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            let e = 1 + (state >> 60) as usize % 5;
            let v = (state >> 20) as u32 % (1 << e);
            let against = parities(v, 1 << e);
            // Weights of at least 3, so that no move takes one below zero.
            let w: Vec<u32> = (0..1u64 << e)
                .map(|l| 3 + (state >> (l % 40)) as u32 % 4)
                .collect();
            for d in [-3i64, -1, 1, 2] {
                let mut moved = w.clone();
                shift(&mut moved, &against, d);
                assert_eq!(moved_score(&w, &against, d), score(&moved), "{w:?} {v} {d}");
            }
        }
    }
}
