//! The most steps any solvable board of a shape needs (Lights Out's God's number): the covering
//! radius of the code, proven by branch and bound over how many cells of each group a press set
//! presses, with a board that needs it.
//!
//! As in [`super::minima`], a press set that presses `t_v` of the `g_v` cells of each group has,
//! against code word `λ`, the weight `W_λ = Σ_v (t_v or g_v - t_v)` (the second when `⟨λ, v⟩` is
//! odd), and its board needs `min_λ W_λ` steps; the free cells (signature 0) are best all pressed.
//! The search fixes the `t_v` one group at a time, in the order of [`basis::flag`], and keeps the vector
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
//! *pivots*, the first in the search's order; the search by ranges takes its own, [`ranges`])
//! some `μ` brings every pivot's `t_v` to at most `g_v / 2` (`e` independent equations in the
//! `e` bits of `μ`), so only those are searched: `2^e` times fewer.
//!
//! Over the whole search, the least weight of a coset is at most its average ([`average_bound`]):
//! every cell of a nonzero group is pressed by exactly half the coset's press sets, so the average
//! is half the grouped cells plus the free ones, whatever the press set. The averages over the
//! cosets of smaller subcodes bound a node too ([`bounds`]): pairs of a least word with every
//! other, the subcodes of the flag (the duals of the spans the search fills first, whose cosets'
//! sums are exact as soon as their groups are fixed, [`bounds::Flag`]) and, on codes of at most
//! [`bounds::MAX_SUBCODE_WORDS`] words, every subcode.
//! The signatures are first written in a basis of their own ([`basis::flag`]) that sets the order
//! of the groups, and the order, with the tables each level reads, makes a [`plan::Plan`].
//!
//! The board's reflections and rotations keep every coset's least weight. When they map a
//! small subspace of signatures onto itself, a second plan fixes that subspace's groups first
//! and, at the level where they are all fixed, searches only the least node of each orbit
//! ([`orbits`]): up to 8 times fewer nodes on a square. Neither order is best everywhere (on
//! 9 × 9 the second proves in a fraction of the first's work, on 16 × 16 the first refutes the
//! easy targets in a thousandth of the second's), so each target is searched by both in turn,
//! with twice the work allowed at each round, until one decides it ([`refute`]).
//!
//! Every bound above weighs the code words of a set alike. The best weighting of all the words
//! at a node, a linear program's answer ([`weighting`]), bounds it far better: on 16 × 16 it
//! cuts most paths within a few dozen levels where the averages cut them only near the leaves.
//! It costs a program a node, hundreds to thousands of times a node's other work, and on many
//! shapes (9 × 9 among them) the averages alone decide sooner; so on codes of at most
//! [`weighting::MAX_WORDS`] words a third search, the first order with the program tried at
//! every node the other bounds leave, takes its turn in the portfolio beside the other two once
//! a turn's work reaches [`WEIGHING_FROM`].
//!
//! Those three fix the groups one at a time in a fixed order. A fourth, on the same codes and
//! first in each turn from [`RANGES_FROM`] on, with [`RANGES_SHARE`] times the turn's work,
//! fixes none in order ([`ranges`]): its nodes hold each group's `t` to a range, each bounded by
//! the best weighting, its ranges narrowed by that weighting, and split on a group the program's
//! optimum leaves fractional, chosen by the classic pseudo-costs: the classic branch and bound
//! of integer programming, with its bounds in integers, and pivots of its own. Alone it refutes
//! a target in far less work than the others, but each of its nodes costs a program, so it
//! joins only the targets the others have not decided by then; it goes on in each turn where it
//! stopped in the last, and weighs the two children of each split on two threads at once.
//!
//! A dive (the best `t` group by group) and a climb (a tabu search, [`Search::climb`]) find a
//! good board first. Then each target `T` from the average bound down to one above the best
//! board is refuted in turn: a search that cuts every node whose bound is below `T` and finds no
//! press set whose coset's least weight is `T` or more proves that no board needs `T` steps. A
//! press set it does find ends the search, proven (nothing above `T` is left). On a code with
//! words of odd weight (to either colour where the all-black press set presses an odd number of
//! cells) each target is refuted in two halves that share no board, by the parity of the
//! words ([`refute`]): in each, half the words are held to `T + 1`. The searches are
//! capped together ([`MAX_WORK`]); past the cap a longer climb from the best board looks for a
//! better one, and the report gives what is proven: the best board found (a lower bound) and
//! the last target refuted, less one (an upper bound). Each search shares the subtrees below a
//! frontier of nodes among the machine's threads ([`share`]) and reads their outcomes in the
//! order one thread would have searched them, so what it proves and the board it prints never
//! depend on the threads.

mod basis;
mod bounds;
mod climb;
mod node;
mod orbits;
mod plan;
mod ranges;
mod share;
mod turns;
pub(crate) mod weighting;

use super::groups::Code;
use plan::Plan;
use solver_cli::shell::Progress;
use turns::{Outcome, refute};

/// The most entries of the `W` vectors times groups for which the per-level tables are built:
/// 9 bytes an entry (`odd` and its folds in 32 bits, the parities in one byte), so at most
/// about 600 MB for each of the (at most two) plans of the search: 19 × 19 to either colour,
/// the largest code under it, takes 710 MB in all.
pub const MAX_TABLE: usize = 1 << 26;

/// The most work the searches do together, in entries of `W` vectors computed or read (a few
/// seconds), besides the climbs (at most an eighth of it before, a half after).
pub const MAX_WORK: u64 = 1 << 31;

/// The least work allowed for which the searches draw a progress bar at a terminal: more than
/// seconds.
pub const PROGRESS_FROM: u64 = 1 << 34;

/// The least work of a turn of the portfolio ([`refute`]) in which the search bounded by
/// the best weighting takes its turn: the targets the other searches decide in less are left
/// to them, as a program costs as much as hundreds to thousands of nodes.
pub const WEIGHING_FROM: u64 = 1 << 28;

/// The least work of a turn of the portfolio ([`refute`]) in which the search by ranges
/// ([`ranges`]) takes its turn, first: on the targets the other searches decide in less it
/// costs more than it saves, each of its nodes costing a program.
pub const RANGES_FROM: u64 = 1 << 26;

/// How many times a turn's work the search by ranges may take in that turn: on the codes where
/// it runs it decides in far less work than the other searches (`docs/lights-out-notes.md`
/// has the figures), so the turns it runs in are its own more than theirs.
pub const RANGES_SHARE: u64 = 16;

/// The steps of the climb before the searches.
pub const CLIMB_STEPS: u64 = 1 << 11;

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

/// Whether the per-level tables of `code`'s search fit under [`MAX_TABLE`]: without them it
/// searches nothing, and the average bound is all it proves.
pub fn tables_fit(code: &Code) -> bool {
    table_entries(code) <= MAX_TABLE
}

/// The entries of the per-level tables of `code`'s search: one for each code word at each
/// level, the root's included.
pub fn table_entries(code: &Code) -> usize {
    (1usize << code.words()).saturating_mul(code.groups.len() + 1)
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

/// The covering radius of `code`, over the `2^e` words of its basis, its searches on every thread
/// the process may use ([`share`]).
pub fn covering_radius(code: &Code, max_work: u64) -> Radius {
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    radius_on(code, max_work, Some(threads), CLIMB_STEPS)
}

/// [`covering_radius`] with its searches shared among `threads` threads, or not shared at all
/// (`None`: the plain search of [`Search::node`], which the tests hold the shared one to), and
/// `climb_steps` steps of the first climb (none: no climb at all, so that the searches have
/// boards left to find).
fn radius_on(code: &Code, max_work: u64, threads: Option<usize>, climb_steps: u64) -> Radius {
    let words = 1usize << code.words();
    // The greedy order, built at once, and the order that fixes first a subspace the
    // symmetries keep, built on its first turn (many targets are decided before it).
    let greedy = Plan::new(code, &[]);
    let symmetric = std::cell::OnceCell::new();
    let tables = greedy.tables;
    let average = average_bound(code) as u32;
    // A bar of the work allowed, at a terminal, for searches that may take more than seconds.
    let progress = if tables && max_work >= PROGRESS_FROM {
        let what = format!("searching the most steps (2^{} steps)", max_work.ilog2());
        Progress::new(max_work, &what)
    } else {
        Progress::hidden(max_work)
    };
    let mut searches = vec![Search::new(&greedy, average, &progress)];
    let mut second = orbits::subspace(code).map(|first| {
        let (symmetric, progress) = (&symmetric, &progress);
        move || {
            Search::new(
                symmetric.get_or_init(|| Plan::new(code, &first)),
                average,
                progress,
            )
        }
    });
    let w = vec![code.free as u32; words];
    let first = &mut searches[0];
    first.dive(&w, max_work);
    if tables && first.best < average && climb_steps > 0 {
        // A good board first, so that the searches below need only prove that none is better:
        // [`CLIMB_STEPS`] steps of the climb, each trying every group one cell up and down.
        first.climb(
            &w,
            climb_steps,
            max_work / 8,
            climb::SEED,
            climb::Tenure::Fixed,
        );
    }
    let mut best = first.best;
    let mut witness = greedy.witness(&first.best_t);
    // The first order again, bounded by the best weighting too ([`weighting`]): the searches'
    // second turn, before the second order's.
    if greedy.weighing {
        searches.push(Search {
            weighing: true,
            ..Search::new(&greedy, average, &progress)
        });
    }
    // No board needs more than `upper`: the average bound, then each target refuted in turn,
    // from the easiest (nearest the average bound) down to one above the best board found.
    let mut upper = average;
    let mut spent = 0u64;
    while upper > best && tables {
        let left = max_work.saturating_sub(spent);
        match refute(
            &mut searches,
            &mut second,
            code.free as u32,
            upper,
            best,
            left,
            threads,
        ) {
            (Outcome::Found(k), work) => {
                // A board that needs `upper` steps or more, and none needs more than `upper`.
                spent += work;
                let found = &searches[k];
                best = found.plan.least(code.free as u32, &found.best_t);
                witness = found.plan.witness(&found.best_t);
                upper = best;
            }
            (Outcome::Refuted, work) => {
                spent += work;
                upper -= 1;
            }
            (Outcome::OutOfWork, _) => break,
        }
    }
    if upper > best && climb_steps > 0 {
        // A better board than the searches reached: the lower bound, as the bounds did not
        // meet.
        let first = &mut searches[0];
        first.best = best;
        first.best_t = greedy.in_order(&witness);
        first.climbs(&w, max_work / 2, threads.unwrap_or(1));
        if first.best > best {
            best = first.best;
            witness = greedy.witness(&first.best_t);
        }
    }
    progress.finish();
    Radius {
        witness,
        lower: best as usize,
        upper: upper as usize,
        by_average: upper == average && best < average,
    }
}

/// `Σ g_v` over the groups with `⟨δ, v⟩` odd, for every `δ`: the weights of the press set that
/// presses nothing ([`plan::weights`]).
fn code_word_weights(groups: &[(u32, u32)], e: usize) -> Vec<u32> {
    plan::weights(groups, &vec![0; 1 << e], &vec![0; groups.len()])
}

/// `f` replaced by its Walsh–Hadamard transform, `f̂(δ) = Σ_x f(x) (-1)^⟨δ,x⟩` (`f.len()` a power
/// of two): the sums of `f` over the even side of every `δ` less those over the odd side.
fn walsh_hadamard<T>(f: &mut [T])
where
    T: Copy + std::ops::Add<Output = T> + std::ops::Sub<Output = T>,
{
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
}

/// One search's state.
struct Search<'a> {
    /// The order and the per-level tables.
    plan: &'a Plan,
    /// Scratch room for the flag's coset sums ([`bounds::Flag`]), the narrow one when the
    /// plan's sums fit in 32 bits.
    fold: Vec<u64>,
    /// Scratch room for the pairs of cosets.
    pair_fold: Vec<u32>,
    /// The average bound: a coset minimum this large ends the search.
    ceiling: u32,
    /// The least weight the current search looks for: a node whose bound is below it is cut.
    target: u32,
    /// The largest coset minimum found, and its `t`.
    best: u32,
    best_t: Vec<u32>,
    /// The `t` of the current path.
    t: Vec<u32>,
    /// Entries of `W` vectors handled so far, and the cap.
    work: u64,
    max_work: u64,
    /// For a subtree searched on a thread of its own ([`share`]): the first subtree whose
    /// outcome decides the search, and this one's place; a later subtree stops early.
    cancel: Option<(&'a std::sync::atomic::AtomicUsize, usize)>,
    /// The bar the shared searches advance by the work of each subtree.
    progress: &'a Progress,
    /// The best weighting of the words ([`weighting`]) of the node whose children are bounded,
    /// or of its nearest ancestor that has one: tried first on every child.
    weights: Option<weighting::Solved>,
    /// The best weighting solved for the node just bounded, if any.
    solved: Option<weighting::Solved>,
    /// Whether nodes that every other bound leaves are bounded by the best weighting too.
    weighing: bool,
    /// The least work of a turn in which the search by ranges goes first, when this search
    /// leads the portfolio ([`RANGES_FROM`]; the tests lower it).
    ranges_from: u64,
    /// The last weightings solved for, tried next: a sibling's often cuts a node.
    recent: std::collections::VecDeque<Vec<u64>>,
}

impl<'a> Search<'a> {
    /// A search by `plan`, for boards up to the average bound `ceiling`, with no work allowed
    /// yet.
    fn new(plan: &'a Plan, ceiling: u32, progress: &'a Progress) -> Search<'a> {
        let n = plan.groups.len();
        Search {
            plan,
            fold: Vec::new(),
            pair_fold: Vec::new(),
            ceiling,
            target: ceiling,
            best: 0,
            best_t: vec![0; n],
            t: vec![0; n],
            work: 0,
            max_work: 0,
            cancel: None,
            progress,
            weights: None,
            solved: None,
            weighing: false,
            ranges_from: RANGES_FROM,
            recent: std::collections::VecDeque::new(),
        }
    }
}

#[cfg(test)]
mod tests;
