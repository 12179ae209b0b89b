//! The dive and the climb (a tabu search) of the radius search: a good board before the search,
//! so that the searches start from a good lower bound, and a better lower bound when they are
//! cut short.

use super::Search;
use super::plan::weights;
use std::cmp::Reverse;

impl Search<'_> {
    /// Takes, group by group, the `t` that keeps `min W` highest: a first best. Two passes over
    /// `W` a group ([`dive_t`], then the group added). Past [`DIVE_SHARE`] times `max_work`
    /// entries of `W` in all (a code of millions of words over thousands of groups), it weighs
    /// the words of the largest subcode that fits instead (the first `2^k` words, those of the
    /// first `k` basis vectors), and the board it makes is then weighed over every word at once.
    pub(super) fn dive(&mut self, w: &[u32], max_work: u64) {
        let passes = 2 * self.plan.groups.len() as u64;
        let mut words = w.len();
        while words > 1 && passes.saturating_mul(words as u64) > max_work.saturating_mul(DIVE_SHARE)
        {
            words /= 2;
        }
        let mut sub = w[..words].to_vec();
        let mut next = Vec::new();
        for i in 0..self.plan.groups.len() {
            // A plan with tables has rows of every word; the first `words` are the subcode's.
            let t = dive_t(&sub, &self.against(i, words), self.plan.groups[i].1);
            self.t[i] = t;
            self.add(i, t, &sub, &mut next);
            std::mem::swap(&mut sub, &mut next);
        }
        if words < w.len() {
            sub = weights(&self.plan.groups, w, &self.t);
        }
        self.best = sub.iter().copied().min().unwrap_or(0);
        self.best_t.clone_from(&self.t);
    }

    /// From the best found, moves one group's `t` by one at a time, to the best move of a group
    /// not moved in the last [`TENURE`] steps, even one that lowers `min W` (the classic tabu
    /// search: a plain hill climb stops at the first local best, and walking back at once would
    /// only climb it again); a move that beats the best found is taken even so. Scores are
    /// `min W`, then fewer words at the minimum. When no move is allowed, it sets a group picked
    /// by a fixed pseudo-random walk to any `t`. Every `W` is kept exact, so a better minimum
    /// found is a board that needs that many steps: a better start for the search, and a better
    /// lower bound when the search is cut short. A move of one cell changes every `W` by one,
    /// so its score is read from the words within two of the least ([`Low`]), not from every
    /// word. Stops after `steps` moves or `budget` entries of `W` read or written (a word read
    /// from the lists counting as [`LISTED`]), whichever comes first, or at the average bound.
    /// `tenure` says whether each tenure is [`TENURE`] or drawn from `seed`.
    pub(super) fn climb(
        &mut self,
        free: &[u32],
        steps: u64,
        budget: u64,
        seed: u64,
        tenure: Tenure,
    ) {
        if self.plan.groups.is_empty() {
            return;
        }
        let mut t = self.best_t.clone();
        let mut w = weights(&self.plan.groups, free, &t);
        let mut low = Low::of(&w);
        let mut spent = 0u64;
        let mut state = seed;
        // The step from which each group may move again.
        let mut tabu_until = vec![0u64; t.len()];
        for step in 0..steps {
            if spent >= budget || self.best >= self.ceiling {
                break;
            }
            let mut top: Option<(Score, (usize, i64))> = None;
            for (k, &(v, g)) in self.plan.groups.iter().enumerate() {
                for d in [-1i64, 1] {
                    if (d < 0 && t[k] == 0) || (d > 0 && t[k] == g) {
                        continue;
                    }
                    let (s, read) = low.moved(v, d);
                    spent += LISTED * read as u64;
                    let allowed = tabu_until[k] <= step || s.0 > self.best;
                    if allowed && top.is_none_or(|(best, _)| s > best) {
                        top = Some((s, (k, d)));
                    }
                }
            }
            let (k, d) = match top {
                Some((_, step)) => step,
                None => {
                    // No move allowed: a kick, from a linear congruential generator (fixed, so
                    // every run prints the same board).
                    state = next(state);
                    let k = (state >> 33) as usize % self.plan.groups.len();
                    let to = (state >> 13) as u32 % (self.plan.groups[k].1 + 1);
                    (k, i64::from(to) - i64::from(t[k]))
                }
            };
            let against = self.against(k, w.len());
            shift(&mut w, &against, d);
            low = Low::of(&w);
            spent += 2 * w.len() as u64;
            t[k] = (i64::from(t[k]) + d) as u32;
            tabu_until[k] = step
                + match tenure {
                    Tenure::Fixed => TENURE,
                    Tenure::Drawn => {
                        state = next(state);
                        TENURE / 2 + (state >> 33) % TENURE
                    }
                };
            if low.least > self.best {
                self.best = low.least;
                self.best_t.clone_from(&t);
            }
        }
    }

    /// [`Search::climb`] from the same board on `threads` threads, each with `budget`: the first
    /// as one thread would climb (tenures of [`TENURE`], kicks from [`SEED`]), the others each
    /// with tenures drawn from a seed of its own, so that they walk apart (the tabu search
    /// itself draws nothing). The best board any of them finds, the first thread's on a tie, so
    /// the board does not depend on the threads' timing.
    pub(super) fn climbs(&mut self, free: &[u32], budget: u64, threads: usize) {
        let this = &*self;
        let found: Vec<(u32, Vec<u32>)> = std::thread::scope(|scope| {
            let climbers: Vec<_> = (0..threads.max(1) as u64)
                .map(|k| {
                    scope.spawn(move || {
                        let mut climber = this.fork(u64::MAX, None);
                        let tenure = if k == 0 { Tenure::Fixed } else { Tenure::Drawn };
                        climber.climb(free, u64::MAX, budget, SEED.wrapping_add(k), tenure);
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

/// How many times the search's work the dive may take over every word: it is the lower bound of
/// every code too large for tables (its climbs start from it), so it is allowed more than the
/// search; with the default work, every code of 22 words over at most 2,048 groups (59 × 59 to
/// white has 1,416).
const DIVE_SHARE: u64 = 8;

/// The fewest `t` of a group of `g` cells that keeps `min W` highest, `W` before the group and
/// `against` its parity against each word: after it, `min W` is `min(even + t, odd + g - t)`,
/// with `even` and `odd` the least `W` of the words even and odd against the group, so it
/// climbs by one a cell up to where the two meet and falls after.
fn dive_t(w: &[u32], against: &[bool], g: u32) -> u32 {
    let (mut even, mut odd) = (u32::MAX, u32::MAX);
    for (&x, &o) in w.iter().zip(against) {
        if o {
            odd = odd.min(x);
        } else {
            even = even.min(x);
        }
    }
    let meet = (i64::from(odd) + i64::from(g) - i64::from(even)).div_euclid(2);
    meet.clamp(0, i64::from(g)) as u32
}

/// The work counted for a word read from the lists of [`Low`], in entries of a pass over `W`:
/// a parity and a branch for each, where a pass is a few vector instructions for many entries
/// (4 keeps the climb's time for its work about what it was when every move passed over `W`).
const LISTED: u64 = 4;

/// The steps for which a group moved by the climb stays where it is (unless a move of it beats
/// the best found): of 3 to 31 tried on the shapes whose bounds are open (16, 19, 23, 29 and 30
/// to both targets), 5 to 12 reached about the same boards, better ones than shorter or longer
/// tenures.
const TENURE: u64 = 8;

/// How long a group the climb moved stays where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tenure {
    /// [`TENURE`] steps.
    Fixed,
    /// A number of steps drawn from the climb's seed at each move, `TENURE / 2` to
    /// `3 * TENURE / 2 - 1`.
    Drawn,
}

/// The seed of the climb's kicks.
pub(super) const SEED: u64 = 0x9e37_79b9_7f4a_7c15;

/// The next state of the climb's linear congruential generator.
fn next(state: u64) -> u64 {
    state
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407)
}

/// How good a press set is: `min W`, then fewer words at the minimum.
type Score = (u32, Reverse<usize>);

/// The words whose `W` is the least, one more and two more: all that the score of a move of
/// one cell depends on, since it takes every `W` one up or one down.
struct Low {
    /// The least `W`.
    least: u32,
    /// The words at `least`, `least + 1` and `least + 2`.
    at: [Vec<u32>; 3],
}

impl Low {
    /// The words of `w` near its least.
    fn of(w: &[u32]) -> Low {
        let least = w.iter().copied().min().unwrap_or(0);
        let mut at: [Vec<u32>; 3] = Default::default();
        for (word, &x) in w.iter().enumerate() {
            if let Some(level) = at.get_mut((x - least) as usize) {
                level.push(word as u32);
            }
        }
        Low { least, at }
    }

    /// The score after `d` (one up or one down) more cells pressed of a group of signature `v`,
    /// and the words read to find it. The words odd against `v` go down when `d` is one up, the
    /// others go up (and the other way round): the least drops to `least - 1` if a word at the
    /// least goes down, else stays if one at `least + 1` does, else rises to `least + 1`, where
    /// the words of the least meet those of `least + 2` that go down.
    fn moved(&self, v: u32, d: i64) -> (Score, usize) {
        let down = |word: &&u32| ((*word & v).count_ones() % 2 == 1) == (d > 0);
        let mut read = 0;
        for (level, words) in self.at[..2].iter().enumerate() {
            read += words.len();
            let count = words.iter().filter(down).count();
            if count > 0 {
                return ((self.least + level as u32 - 1, Reverse(count)), read);
            }
        }
        read += self.at[2].len();
        let count = self.at[0].len() + self.at[2].iter().filter(down).count();
        ((self.least + 1, Reverse(count)), read)
    }
}

/// Adds `d` cells pressed of a group to every `W_λ`: `d` where its parity against `λ`
/// (`against`) is even, `-d` where it is odd (the group's other cells).
fn shift(w: &mut [u32], against: &[bool], d: i64) {
    let (up, down) = (d as u32, d.wrapping_neg() as u32);
    for (x, &odd) in w.iter_mut().zip(against) {
        *x = x.wrapping_add(if odd { down } else { up });
    }
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

    /// A number below `below`, from a linear congruential generator.
    fn draw(state: &mut u64, below: u64) -> u64 {
        *state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (*state >> 33) % below
    }

    /// The dive's `t` from the least weights on each side, against every `t` tried.
    #[test]
    fn the_dive_takes_the_first_best_t_of_every_t() {
        let mut state = 3u64;
        let mut draw = |below: u64| draw(&mut state, below);
        for _ in 0..2000 {
            let e = 1 + draw(6) as usize;
            let v = 1 + draw((1 << e) - 1) as u32;
            let g = 1 + draw(12) as u32;
            let spread = 1 + draw(30);
            let w: Vec<u32> = (0..1 << e).map(|_| draw(spread) as u32).collect();
            let against = parities(v, 1 << e);
            let mut top = (0, 0);
            for t in 0..=g {
                let m = w
                    .iter()
                    .zip(&against)
                    .map(|(&x, &odd)| x + if odd { g - t } else { t })
                    .min()
                    .unwrap();
                if m > top.0 || t == 0 {
                    top = (m, t);
                }
            }
            assert_eq!(dive_t(&w, &against, g), top.1, "{w:?} {v} {g}");
        }
    }

    /// The weights of a press set from one transform, against a pass over `W` for each group.
    #[test]
    fn a_press_set_is_weighed_at_once_as_group_by_group() {
        let mut state = 11u64;
        let mut draw = |below: u64| draw(&mut state, below);
        for _ in 0..200 {
            let e = 1 + draw(8) as usize;
            let groups: Vec<(u32, u32)> = (0..1 + draw(12))
                .map(|_| (1 + draw((1 << e) - 1) as u32, 1 + draw(9) as u32))
                .collect();
            let t: Vec<u32> = groups
                .iter()
                .map(|&(_, g)| draw(u64::from(g) + 1) as u32)
                .collect();
            let base: Vec<u32> = (0..1 << e).map(|_| draw(5) as u32).collect();
            let mut w = base.clone();
            let mut next = Vec::new();
            for (&(v, g), &x) in groups.iter().zip(&t) {
                super::super::bounds::add(&w, &parities(v, 1 << e), x, g, &mut next);
                std::mem::swap(&mut w, &mut next);
            }
            assert_eq!(weights(&groups, &base, &t), w, "{groups:?} {t:?}");
        }
    }

    /// The score of a move read from the words near the least, against the board it makes,
    /// scored over every word.
    #[test]
    fn a_move_is_scored_as_the_board_it_makes() {
        let mut state = 5u64;
        // Which of the three cases came up: the least one down, the same, one up.
        let mut seen = [false; 3];
        for _ in 0..2000 {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            let e = 1 + (state >> 60) as usize % 6;
            let v = (state >> 20) as u32 % (1 << e);
            let against = parities(v, 1 << e);
            // Weights of at least 1, spread over a few levels, so that every case comes up.
            let w: Vec<u32> = (0..1u64 << e)
                .map(|l| 1 + (state >> (l % 50)) as u32 % 4)
                .collect();
            let low = Low::of(&w);
            for d in [-1i64, 1] {
                let mut moved = w.clone();
                shift(&mut moved, &against, d);
                let least = moved.iter().copied().min().unwrap();
                let at_least = moved.iter().filter(|&&x| x == least).count();
                let (score, read) = low.moved(v, d);
                assert_eq!(score, (least, Reverse(at_least)), "{w:?} {v} {d}");
                assert!(read <= w.len());
                seen[(least + 1 - low.least) as usize] = true;
            }
        }
        assert_eq!(seen, [true; 3], "every case came up");
    }
}
