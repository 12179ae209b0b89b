//! `flip-game stats`: how many boards of a shape need each number of steps.
//!
//! # Which boards can be solved
//!
//! A board of `n` cells is a vector `b` over GF(2), one bit a cell, set for black. Pressing the
//! cells of a set `x` (a vector too) adds `M x` to the board, `M` being the press map: the
//! symmetric matrix with a one for each cell and each of its neighbours. So `b` can be made all
//! white exactly when `b = M x` for some `x`, and all black when `b + 1 = M x` (`1` is the
//! all-black board). The image of `M` has `2^(n - d)` boards, `d` being the dimension of its
//! kernel `K` ([`Gf2::dimension`]).
//!
//! The all-black board is always in the image. For `x` in `K`, over GF(2),
//! `⟨1, x⟩ = Σ M_ii x_i = xᵀ M x` (`M` has ones on its diagonal, and in `xᵀ M x` the terms off
//! the diagonal come in equal pairs), and `xᵀ M x = xᵀ 0 = 0`: so `1` is orthogonal to `K`, and
//! the vectors orthogonal to the kernel of a symmetric matrix are its image.
//! There is thus a press set `s` with `M s = 1`, which turns all white into all black
//! ([`Gf2::all_black_press_set`]); every solvable board reaches both colours, and the solvable
//! boards are the `2^(n - d)` boards of the image. The code below does not rely on this: without
//! `s` there would be `2 · 2^(n - d)` solvable boards, each reaching one colour.
//!
//! # Steps as the least weight in a coset
//!
//! Let `C` be the code spanned by `K` and `s`, of dimension `e = d + 1` (`K` alone, `e = d`,
//! without `s`). If `x` makes `b` one colour, the press sets that make `b` one colour, either
//! colour, are exactly those of the coset `x + C`, and the fewest steps of `b` is the least
//! number of cells (weight) in that coset. Each coset serves two boards: `M x` and `M x + 1`,
//! the same board with its colours swapped. So, as `x` runs over all `2^n` press sets, each pair
//! of boards is met `2^e` times, and
//!
//! ```text
//! boards needing k steps = 2 · (press sets whose coset has least weight k) / 2^e
//! ```
//!
//! # Counting the cosets by groups of cells
//!
//! Take a basis `c_1 … c_e` of `C`. The *signature* of a cell is the vector `v` in GF(2)^e whose
//! bit `j` says whether `c_j` presses it (`stats::groups`); `g_v` cells have signature `v`. If `x`
//! presses `t_v` cells of each group, then `x + Σ λ_j c_j` presses, in group `v`, `g_v - t_v`
//! cells when `⟨λ, v⟩` is odd and `t_v` otherwise. So the least weight of the coset depends on the
//! `t_v` alone, and `Π_v C(g_v, t_v)` press sets share them. The cells of signature 0, pressed by
//! no code word, add their presses to every weight: they are counted apart, by a convolution with
//! their binomial row (`stats::exact`). The other groups are walked one at a time (`stats::minima`).
//!
//! With a trivial kernel there is one code word, `s`, of `w` presses, and one group besides the
//! free cells: a press set with `i` of the cells of `s` has least weight `min(i, w - i)` there, so
//!
//! ```text
//! boards needing k steps = Σ_i C(w, i) · C(n - w, k - min(i, w - i))     (i from 0 to w)
//! ```
//!
//! and the most steps any board needs is `(n - w) + ⌊w / 2⌋`. In general it is the largest
//! coset minimum, the free cells plus the largest minimum of the walk.
//!
//! # To one colour
//!
//! To white alone (`--target white`), the press sets that make `b = M x` white are the coset
//! `x + K` of the kernel alone (`e = d`), and a coset stands for one board, so
//!
//! ```text
//! boards needing k steps to white = (press sets whose coset of K has least weight k) / 2^d
//! ```
//!
//! with the same walk over the groups of `K`'s signatures; with a trivial kernel every press set
//! is its own coset, and `C(n, k)` boards need `k` steps. To black, `b + 1 = M x`: the swaps of
//! the same boards, with the same counts.
//!
//! # What is printed
//!
//! - Shapes of at most [`SMALL_MAX_CELLS`](crate::small::SMALL_MAX_CELLS) cells: every count,
//!   from the table of every board (a breadth-first search that knows no algebra; tests check
//!   the counting above against it).
//! - Larger shapes whose counts cost at most [`WORK_BUDGET`] steps (the walk over the groups
//!   more with `--work`: [`walk_budget`]) and take at most
//!   [`LISTING_DIGITS`] digits in all: every count, exactly.
//! - Larger still, with one code word or a walk that fits the budget: a summary. The range of the
//!   steps, the first few counts exactly, and the number of digits of the largest count, from
//!   exact counts when they are affordable and otherwise from floating-point bounds (`stats::approx`).
//! - Otherwise `not counted`, with the numbers that made it too costly.

use num_bigint::BigUint;

use crate::board::Size;
use crate::gf2::Gf2;
use crate::table::Table;
use crate::target::Target;

pub(crate) mod approx;
mod binomial;
mod echelon;
pub(crate) mod exact;
pub(crate) mod groups;
pub(crate) mod minima;
pub(crate) mod most;
mod policy;
pub(crate) mod radius;
mod report;
pub(crate) mod subcode;

pub(crate) use policy::by_steps;
#[cfg(test)]
pub(crate) use policy::exact_counts;
pub use report::write;

/// The most steps a count may take, a step being about one entry of the walk's weight vectors,
/// eight multiply-adds of 64-bit limbs of its counts (kept in place, which is several times
/// cheaper than finding a vector), or two bytes of its counts (so that it bounds their memory
/// too; the vectors take a few bytes a step); in the final sums, which take big numbers of any width, about
/// one multiply-add of 64-bit words. It keeps every answer, counted or refused, to about two
/// seconds and some hundreds of megabytes at most, and lets through every shape of up to 36
/// cells (the costliest, 5 × 7 and 4 × 9, take under half of it), every trivial kernel, the
/// exact counts of every listing that fits in [`LISTING_DIGITS`] (under half of it too), and the
/// codes of three words over a few hundred cells and more: 17 × 17 to either colour and
/// 41 × 41 to white.
pub const WORK_BUDGET: u64 = 1 << 27;

/// The most steps the walk over the groups (`stats::minima`) may be allowed, whatever the work
/// asked for: a walk that gives up spends all it is allowed, in time and in memory (about a
/// gigabyte at this), so more would make every report of those shapes slow.
pub const MAX_WALK: u64 = 1 << 30;

/// The steps the walk over the groups is allowed when `work` steps are allowed to the search
/// for the most steps (`--work`): a sixteenth of it, at least [`WORK_BUDGET`] (so the default
/// work, `radius::MAX_WORK`, allows exactly that) and at most [`MAX_WALK`]; the walk takes more
/// than [`WORK_BUDGET`] only once it got through half its groups within that (`minima`).
pub fn walk_budget(work: u64) -> u64 {
    (work >> 4).clamp(WORK_BUDGET, MAX_WALK)
}

/// The most digits, all counts together, that are listed in full: past that, a summary.
pub const LISTING_DIGITS: usize = 100_000;

/// Why the boards of a shape are not counted by steps.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotCounted {
    /// The sums of the code words alone are more than the budget.
    #[error(
        "{}: their 2^{words} sums are too many for the {WORK_BUDGET} steps allowed",
        words_text(*words, *dimension)
    )]
    TooManyWords {
        /// The dimension `e` of the code: the kernel's, plus one for the press set that turns
        /// all white into all black.
        words: usize,
        /// The dimension `d` of the kernel of the press map.
        dimension: usize,
    },
    /// The walk over the groups would take more than the budget.
    #[error(
        "{words} code words split the {cells} cells into {groups} groups, and counting them group \
         by group takes more than the {budget} steps allowed (stopped after {done} groups, at \
         {states} weight vectors)"
    )]
    TooMuchWork {
        /// The steps the walk was given: [`WORK_BUDGET`], or [`walk_budget`] of the work asked
        /// for when it got through half its groups within that.
        budget: u64,
        /// The dimension `e` of the code (see [`NotCounted::TooManyWords`]).
        words: usize,
        /// The cells of the board, `n`.
        cells: usize,
        /// The groups with a nonzero signature.
        groups: usize,
        /// The groups walked before the budget ran out.
        done: usize,
        /// The weight vectors carried at that point.
        states: usize,
    },
    /// Bounding every count would take more than the budget.
    #[error("bounding the {lines} counts takes {work} steps, more than the {WORK_BUDGET} allowed")]
    TooLarge {
        /// The counts, one per number of steps.
        lines: usize,
        /// The steps it would take.
        work: u64,
    },
}

/// `e code words (d kernel vectors and the all-black press set)`.
fn words_text(words: usize, dimension: usize) -> String {
    let with_black = words > dimension;
    let plural = |n: usize, one: &str, many: &str| {
        if n == 1 {
            format!("{n} {one}")
        } else {
            format!("{n} {many}")
        }
    };
    let parts = match (dimension, with_black) {
        (0, true) => "the all-black press set".to_string(),
        (d, true) => format!(
            "{} and the all-black press set",
            plural(d, "kernel vector", "kernel vectors")
        ),
        (d, false) => plural(d, "kernel vector", "kernel vectors"),
    };
    format!("{} ({parts})", plural(words, "code word", "code words"))
}

/// What is known of the boards of one shape, made one colour or, with a target colour, that
/// colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    /// The shape.
    pub size: Size,
    /// The colour the boards are made: either (the judge's rule), or one.
    pub target: Target,
    /// The kernel dimension of its light-chasing system.
    pub dimension: usize,
    /// Whether the two one-colour boards reach each other.
    pub colours_connected: bool,
    /// `2^solvable_exponent` boards can be made the target colour.
    pub solvable_exponent: usize,
    /// How many boards need each number of steps.
    pub by_steps: BySteps,
}

/// How many boards need each number of steps, as far as it is counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BySteps {
    /// Every count, from the table of every board: `counts[k]` boards need `k` steps.
    Table(Vec<u64>),
    /// Every count, from the code words.
    Listed {
        /// What they were counted from.
        code: CodeFacts,
        /// `counts[k]` boards need `k` steps.
        counts: Vec<BigUint>,
    },
    /// Too many digits to list.
    Summary(Summary),
    /// Not counted, and why.
    NotCounted(NotCounted),
}

/// The code words the counts come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeFacts {
    /// The dimension `e` of the code: the kernel's, plus one for the press set that turns all
    /// white into all black.
    pub words: usize,
    /// The dimension `d` of the kernel of the press map.
    pub dimension: usize,
    /// The groups of cells with a nonzero signature.
    pub groups: usize,
    /// The cells pressed by no code word.
    pub free: usize,
}

/// The boards by steps of a shape with too many to list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// What they were counted from.
    pub code: CodeFacts,
    /// `w`, the presses of the one code word, when there is one (the closed form applies).
    pub weight: Option<usize>,
    /// The most steps a board needs.
    pub most: usize,
    /// The exact counts of the first few step numbers (0 to 3, as far as `most`).
    pub first: Vec<BigUint>,
    /// The decimal digits of the largest count: the least and the most the bounds allow (equal
    /// when they decide it, as they nearly always do).
    pub largest_digits: (usize, usize),
    /// The digits of all counts together, when they were computed.
    pub total_digits: Option<usize>,
}

impl Stats {
    /// Counts the boards of `size` made one colour, either: by steps from the table if the
    /// shape has at most [`SMALL_MAX_CELLS`](crate::small::SMALL_MAX_CELLS) cells, from the code
    /// words (as the module docs say) otherwise.
    pub fn compute(size: Size) -> Stats {
        Stats::compute_to(size, Target::Either)
    }

    /// [`Stats::compute`] for the boards made the `target` colour.
    pub fn compute_to(size: Size, target: Target) -> Stats {
        Stats::of(&Gf2::new(size), target)
    }

    /// [`Stats::compute_to`] from the board's elimination, done already.
    pub(crate) fn of(gf2: &Gf2, target: Target) -> Stats {
        Stats::within(gf2, target, WORK_BUDGET)
    }

    /// [`Stats::of`] with `walk` steps allowed to the walk over the groups ([`walk_budget`]).
    pub(crate) fn within(gf2: &Gf2, target: Target, walk: u64) -> Stats {
        let size = gf2.size();
        let connected = gf2.colours_connected();
        let by_steps = match Table::build_to(size, target) {
            Some(table) => BySteps::Table(table.counts()),
            None => by_steps(gf2, target, walk).unwrap_or_else(BySteps::NotCounted),
        };
        // To either colour, the boards of the image and, when the colours do not reach each
        // other, their swaps too; to one colour, the image (or its swap, to black).
        let both = target == Target::Either && !connected;
        Stats {
            size,
            target,
            dimension: gf2.dimension(),
            colours_connected: connected,
            solvable_exponent: size.cells() - gf2.dimension() + usize::from(both),
            by_steps,
        }
    }

    /// The number of boards, if it fits a `u128`.
    pub fn boards(&self) -> Option<u128> {
        pow2(self.size.cells())
    }

    /// The number of boards that can be made one colour, if it fits a `u128`.
    pub fn solvable(&self) -> Option<u128> {
        pow2(self.solvable_exponent)
    }

    /// The number of boards that cannot, if it fits a `u128`.
    pub fn impossible(&self) -> Option<u128> {
        Some(self.boards()? - self.solvable()?)
    }
}

fn pow2(e: usize) -> Option<u128> {
    1u128.checked_shl(u32::try_from(e).ok()?)
}

#[cfg(test)]
mod tests;
