//! One node of the radius search: its children, their bounds and the search below them.

use super::{Search, bounds, weighting};

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
        let ub = if ub < self.target || self.plan.subcodes.is_empty() {
            ub
        } else {
            self.work += (self.plan.subcodes.len() * w.len()) as u64;
            ub.min(bounds::cosets(w, r, odd, &self.plan.subcodes, self.target))
        };
        if ub < self.target || !self.weighing || i == self.plan.groups.len() {
            return ub;
        }
        self.weighted(i, w, ub)
    }

    /// [`Search::bound`]'s last resort, the best weighting of the words ([`weighting`]): first
    /// the weightings of the node's parent and the last ones solved (a sibling's often cuts the
    /// node already), then the node's own best, kept in `solved` for its children.
    fn weighted(&mut self, i: usize, w: &[u32], ub: u32) -> u32 {
        let left = &self.plan.groups[i..];
        // For each weighting tried: a transform of the weights and a pass over them and over
        // the groups left.
        let tried = self.weights.iter().map(|s| &s.weights).chain(&self.recent);
        for weights in tried {
            self.work += (w.len() * 8 + left.len()) as u64;
            let earlier = weighting::bound(weights, w, left);
            if earlier < self.target {
                return ub.min(earlier);
            }
        }
        let plan = self.plan;
        let from = self.weights.as_ref();
        match weighting::below(w, &plan.groups, &plan.against, i, self.target, from) {
            Some(solved) => {
                self.work += solved.work;
                let own = weighting::bound(&solved.weights, w, left);
                if self.recent.len() == weighting::RECENT {
                    self.recent.pop_front();
                }
                self.recent.push_back(solved.weights.clone());
                self.solved = Some(solved);
                if own < self.target { own } else { ub }
            }
            None => ub,
        }
    }

    /// The children of a node of level `i` whose bounds reach the target, each with its bound,
    /// its `t` and its `W`, the most promising first; none when the work runs out first.
    pub(super) fn kids(&mut self, i: usize, w: &[u32]) -> Option<Vec<Kid>> {
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
        let mut kids: Vec<Kid> = Vec::new();
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
            self.solved = None;
            let kb = self.bound(i + 1, &next).min(by_flag);
            if kb >= self.target {
                let weights = self.solved.take().or_else(|| self.weights.clone());
                kids.push((kb, t, next.clone(), weights));
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
        for (_, t, kw, weights) in kids {
            self.t[i] = t;
            let parent = std::mem::replace(&mut self.weights, weights);
            let found = self.node(i + 1, &kw);
            self.weights = parent;
            if found {
                return true;
            }
            if self.over() {
                return false;
            }
        }
        false
    }
}

/// A child of a node: its bound, its `t`, its `W` and the weighting of the words that bounds its
/// own children first, with the basis their programs start from ([`Search::weighted`]): its own
/// best, or its parent's.
pub(super) type Kid = (u32, u32, Vec<u32>, Option<weighting::Solved>);

/// [`parities`] for each group of `groups`: the rows of a plan's `against` table.
pub(super) fn parity_rows(groups: &[(u32, u32)], words: usize) -> Vec<Vec<bool>> {
    groups.iter().map(|&(v, _)| parities(v, words)).collect()
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
