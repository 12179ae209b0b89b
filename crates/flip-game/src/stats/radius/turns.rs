//! The turns of the radius search for one target: the portfolio of searches, each in turn with
//! twice the work of its last, and the two halves of the classic parity argument on codes with
//! words of odd weight.

use super::ranges::Ranges;
use super::{RANGES_SHARE, Search, WEIGHING_FROM, share};

/// How a search for a target ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    /// The search of `searches[k]` found a board that needs the target or more.
    Found(usize),
    /// No board needs the target.
    Refuted,
    /// The work ran out first.
    OutOfWork,
}

/// Searches for a board that needs `target` steps, beyond the `best` found, with at most `left`
/// work, and returns how it ended and the work it took: by the [`portfolio`] of searches, once
/// or, when some code word presses an odd number of cells, twice, by the classic parity
/// argument. A coset's weights are `|x + c| ≡ |x| + |c| (mod 2)`, so the words of even weight
/// and those of odd weight weigh opposite parities, and a board whose least weight is `target`
/// or more has, in one of the two classes, weights of `target + 1` or more (those of the parity
/// other than the target's). Each search raises the other class by one at the root
/// ([`super::plan::Plan::root`]) and asks for `target + 1`: half the words held to one more
/// than the target, and the two halves share no board, since none needs `target + 1` where the
/// target is asked.
/// The code's symmetries that the searches use (the words' translations, the board's
/// reflections and rotations) keep both classes or, an odd word's translation, swap them, so the
/// two searches together still cover every board. The board a search finds needs `target` or
/// more, counted without the raise by the caller.
pub(super) fn refute<'a>(
    searches: &mut Vec<Search<'a>>,
    second: &mut Option<impl FnOnce() -> Search<'a>>,
    free: u32,
    target: u32,
    best: u32,
    left: u64,
    threads: Option<usize>,
) -> (Outcome, u64) {
    if !searches[0].plan.has_odd_words() {
        return portfolio(searches, second, (free, None), target, best, left, threads);
    }
    let mut spent = 0u64;
    for raised in [false, true] {
        let at = (free, Some(raised));
        let rest = left.saturating_sub(spent);
        let (outcome, work) = portfolio(searches, second, at, target + 1, best, rest, threads);
        spent = spent.saturating_add(work);
        if outcome != Outcome::Refuted {
            return (outcome, spent);
        }
    }
    (Outcome::Refuted, spent)
}

/// Searches for a board whose words all weigh `target` or more from the root `at` (the free
/// cells, and the class of words raised by one, [`super::plan::Plan::root`]), beyond the `best`
/// found, with at most `left` work, and returns how it ended and the work it took. With one
/// search, that one; with more (the first order's, with the best weighting or not, then, made
/// by `second` on its first turn, the second order's), each in turn with `2^16` work, then each
/// with twice that, and so on, each going on where its last ran out (the subtrees it searched
/// to the end are not searched again), so that the search that suits the target decides it for
/// about twice the work it needs alone times the searches. Where the first order may be bounded
/// by the best weighting, the search by ranges ([`Ranges`]) goes first in each turn from
/// [`super::RANGES_FROM`] on, with [`RANGES_SHARE`] times the turn's work, each turn going on
/// where its last stopped; a press set it finds is handed to the first search, whose plan it
/// shares.
fn portfolio<'a>(
    searches: &mut Vec<Search<'a>>,
    second: &mut Option<impl FnOnce() -> Search<'a>>,
    at: (u32, Option<bool>),
    target: u32,
    best: u32,
    left: u64,
    threads: Option<usize>,
) -> (Outcome, u64) {
    let orders = searches.len() + usize::from(second.is_some());
    let mut spent = 0u64;
    let mut budget = if orders == 1 { left } else { 1 << 16 };
    let mut resumes: Vec<Option<share::Resume>> = (0..orders).map(|_| None).collect();
    let mut by_ranges: Option<Ranges> = None;
    loop {
        // The search by ranges first, where it may run, going on where it stopped.
        let plan = searches[0].plan;
        if plan.weighing && budget >= searches[0].ranges_from {
            let search = by_ranges.get_or_insert_with(|| {
                let root = plan.root(at.0, at.1);
                Ranges::new(plan, root, target, 0).on(threads.unwrap_or(1))
            });
            search.allow(
                budget
                    .saturating_mul(RANGES_SHARE)
                    .min(left.saturating_sub(spent)),
            );
            let before = search.work;
            let outcome = search.run();
            let work = search.work - before;
            spent = spent.saturating_add(work);
            searches[0].progress.advance(work);
            match (outcome, search.found.take()) {
                (Some(true), Some((t, least))) => {
                    (searches[0].best_t, searches[0].best) = (t, least);
                    return (Outcome::Found(0), spent);
                }
                (Some(false), _) => return (Outcome::Refuted, spent),
                _ if spent >= left => return (Outcome::OutOfWork, spent),
                _ => {}
            }
        }
        for (k, resume) in resumes.iter_mut().enumerate() {
            if k == searches.len() {
                searches.extend(second.take().map(|make| make()));
            }
            let search = &mut searches[k];
            if search.weighing && budget < WEIGHING_FROM {
                continue;
            }
            search.target = target;
            search.best = best;
            search.work = 0;
            search.max_work = budget.min(left.saturating_sub(spent));
            let w = search.plan.root(at.0, at.1);
            let found = match threads {
                Some(threads) => search.shared_from(&w, threads, resume),
                None => search.node(0, &w),
            };
            spent = spent.saturating_add(search.work);
            if found {
                return (Outcome::Found(k), spent);
            }
            if search.work <= search.max_work {
                return (Outcome::Refuted, spent);
            }
            if spent >= left {
                return (Outcome::OutOfWork, spent);
            }
        }
        budget = budget.saturating_mul(2);
    }
}
