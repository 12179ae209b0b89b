//! One node of the radius search: its children, their bounds and the search below them.

use super::{Search, bounds};

impl Search<'_> {
    /// Whether the search must stop: its work ran out, or an earlier subtree decided it.
    pub(super) fn over(&self) -> bool {
        self.work > self.max_work
            || self.cancel.is_some_and(|(first, this)| {
                first.load(std::sync::atomic::Ordering::Relaxed) < this
            })
    }

    /// `w` after group `i` takes `t` of its cells.
    pub(super) fn add(&self, i: usize, t: u32, w: &[u32], into: &mut Vec<u32>) {
        bounds::add(w, &self.against(i, w.len()), t, self.plan.groups[i].1, into);
    }

    /// Group `i`'s parity against every word: the table's row, or the row built when there
    /// are no tables.
    pub(super) fn against(&self, i: usize, words: usize) -> std::borrow::Cow<'_, [bool]> {
        match self.plan.against.get(i) {
            Some(against) => std::borrow::Cow::Borrowed(against),
            None => std::borrow::Cow::Owned(parities(self.plan.groups[i].0, words)),
        }
    }

    /// An upper bound on `min W` over every completion of a node of level `i` ([`bounds`]): at
    /// most the exact one, or any value below the target when one is found.
    pub(super) fn bound(&mut self, i: usize, w: &[u32]) -> u32 {
        let r = self.plan.left[i];
        let odd = self.plan.odd.get(i).map(Vec::as_slice);
        let ub = bounds::pairs(w, r, odd);
        let Some(odd) = odd else {
            return ub;
        };
        if ub < self.target {
            return ub;
        }
        let (more, paired) = bounds::more_pairs(w, r, odd, self.target);
        self.work += (paired * w.len()) as u64;
        let ub = ub.min(more);
        if ub < self.target {
            return ub;
        }
        let ub = match self.plan.odd_folds.get(i) {
            Some(folds) => ub.min(bounds::flag_pairs(
                w,
                r,
                folds,
                &mut self.pair_fold,
                self.target,
            )),
            None => ub,
        };
        if ub < self.target || self.plan.subcodes.is_empty() {
            return ub;
        }
        self.work += (self.plan.subcodes.len() * w.len()) as u64;
        ub.min(bounds::cosets(w, r, odd, &self.plan.subcodes, self.target))
    }

    /// The children of a node of level `i` whose bounds reach the target, each with its bound,
    /// its `t` and its `W`, the most promising first; none when the work runs out first.
    pub(super) fn kids(&mut self, i: usize, w: &[u32]) -> Option<Vec<(u32, u32, Vec<u32>)>> {
        // The flag's coset sums once for every child: two passes over `w`.
        self.work += 2 * w.len() as u64;
        if self.over() {
            return None;
        }
        let (v, g) = self.plan.groups[i];
        let flag = self.plan.against.get(i).map(|against| {
            let span = (u32::BITS - v.leading_zeros()) as usize;
            if self.plan.narrow {
                bounds::Flag::new(w, against, span, &mut self.pair_fold)
            } else {
                bounds::Flag::new(w, against, span, &mut self.fold)
            }
        });
        let mut next = Vec::new();
        let mut kids: Vec<(u32, u32, Vec<u32>)> = Vec::new();
        for t in 0..=self.plan.top[i] {
            let by_flag = flag.as_ref().map_or(u32::MAX, |flag| {
                flag.bound(t, g, self.plan.left[i + 1], &self.plan.flag_odd[i + 1])
            });
            if by_flag < self.target {
                continue;
            }
            // The child's `W` and its other bounds: a pass to add, three to pair words, four to
            // fold and pair cosets.
            self.work += 8 * w.len() as u64;
            self.add(i, t, w, &mut next);
            let kb = self.bound(i + 1, &next).min(by_flag);
            if kb >= self.target {
                kids.push((kb, t, next.clone()));
            }
        }
        kids.sort_by_key(|k| std::cmp::Reverse(k.0));
        Some(kids)
    }

    /// Searches the completions of a node of level `i` for a press set whose coset's least weight
    /// is at least the target, and returns whether it found one (then the best). Returns false
    /// also when the work runs out.
    pub(super) fn node(&mut self, i: usize, w: &[u32]) -> bool {
        if i == self.plan.groups.len() {
            let m = w.iter().copied().min().unwrap_or(0);
            if m >= self.target && m > self.best {
                self.best = m;
                self.best_t.clone_from(&self.t);
                return true;
            }
            return false;
        }
        let Some(kids) = self.kids(i, w) else {
            return false;
        };
        for (_, t, kw) in kids {
            self.t[i] = t;
            if self.node(i + 1, &kw) {
                return true;
            }
            if self.over() {
                return false;
            }
        }
        false
    }
}

/// `⟨λ, v⟩ mod 2` for every word `λ` of `words` (a power of two), doubling the row one
/// coordinate at a time: no count of bits per word.
pub(super) fn parities(v: u32, words: usize) -> Vec<bool> {
    let mut row = Vec::with_capacity(words);
    row.push(false);
    let mut bit = 0;
    while row.len() < words {
        let odd = v >> bit & 1 == 1;
        row.extend_from_within(..);
        let half = row.len() / 2;
        row[half..].iter_mut().for_each(|p| *p ^= odd);
        bit += 1;
    }
    row
}
