//! The lightest vector of a coset `x0 + span(k_1 … k_d)` of a binary code of dimension `d ≤ 64`
//! and any length, proven by branch and bound over the `d` coefficients: the fewest presses of a
//! board whose kernel is too large for the Gray-code walk of [`crate::gf2`].
//!
//! # Groups
//! A cell's *signature* is the `d`-bit vector saying which `k_i` press it. The cell is pressed by
//! `x0 + Σ λ_i k_i` when `x0`'s bit differs from `⟨λ, v⟩`, so the cells of one signature `v` (a
//! group of `n` cells, `c` of them pressed by `x0`) cost `c` when `⟨λ, v⟩ = 0` and `n - c`
//! otherwise: the weight depends on the groups only, however long the code.
//!
//! # The bound
//! With some coefficients fixed, the cells whose signatures agree on the free coefficients (a
//! *class*) share one unknown bit: either all take their "0" side or all their "1" side, so the
//! class costs at least `min(A, B)`, the cheaper of its two sides. The sum over the classes, plus
//! the settled cells, bounds every completion from below. The coefficients are first changed to a
//! basis that settles the heaviest classes first (`coset::basis`), so the bound is strong early.
//! (A penalty for sets of classes whose free signatures add up to zero, from the board's cells
//! and their neighbours, pruned a few more nodes but cost more instructions than it saved, and
//! was dropped; so was a greedy packing of every such triple near the leaves, which pruned far
//! more nodes and cost more still: the figures are in the notes of the change.)
//!
//! # The search
//! Depth first, the child with the smaller bound first, pruning a node whose bound exceeds the best
//! weight found; a dive and a hill climb give a first best. On codes of dimension [`BLOCKS_FROM`]
//! or more, the last [`BLOCK_BITS`] coefficients (more on codes over many groups of cells:
//! [`block_bits`]) are not searched but weighed all at once, every completion of a node by one fast
//! Walsh–Hadamard transform (`coset::tree::block`): there the bound prunes little, and a transform
//! costs a few additions a press set where the search would pass over every class. Each node makes
//! its two children in one branch-free pass over pairs of classes (`coset::tree`). When the coset
//! has symmetries (a board that shows reflections or rotations), the first basis vectors are taken
//! with their orbits, and at the depths where the symmetries act on the prefixes of coefficients,
//! only the least prefix of each orbit is searched (`coset::symmetry`): up to 8 times fewer nodes
//! on a square board that shows all of its 8 symmetries. The tree is cut into subtrees at a fixed
//! depth, shared between the threads of the machine, with the best weight shared by all. Each
//! subtree keeps the first lightest leaf in its own order and the first subtree holding the least
//! weight wins, so the answer does not depend on the threads' timing. The work, in class updates,
//! is capped at [`MAX_WORK`], unless the whole tree, pruned nowhere, costs at most
//! [`FINISHED_WITHIN`] times that (so every board of kernel dimension 42 or less is answered); past
//! the cap the search stops with the bounds it has proven: the best weight found above, and below,
//! the least bound of the nodes it left unsearched (each thread notes those of the subtree it was
//! in, then walks down to each subtree not yet taken and notes its bound), or the best weight if
//! that is less. Prefixes left for the least of their orbit need no bound of their own: that one's
//! press sets weigh the same. A search that could take more than a few seconds draws a progress bar
//! of its subtrees on standard error when that is a terminal.

mod basis;
mod symmetry;
mod tree;

use solver_cli::shell::Progress;
use symmetry::Symmetry;

use tree::Tree;

/// The largest code dimension searched: coefficients are the bits of a `u64`.
pub const MAX_DIMENSION: usize = 64;

/// The fewest coefficients a search leaves at the bottom of its tree to blocks that weigh every
/// completion at once (`coset::tree::block`), on codes of dimension [`BLOCKS_FROM`] or more: the
/// size that ran fastest on the largest kernels of the squares (`docs/lights-out-notes.md` has
/// the sizes tried), whose cells fall in a few thousand groups. Codes over more groups take
/// larger blocks ([`block_bits`]).
pub const BLOCK_BITS: usize = 17;

/// The most coefficients a block takes: `2^22` sums a thread, 8 MiB of 16-bit sums (16 of
/// 32-bit). 23 ran slower than 22 on the shape tried that has the most groups.
pub const MAX_BLOCK_BITS: usize = 22;

/// The coefficients a search of a code of dimension `dimension` over `groups` groups of cells
/// leaves to blocks: none below [`BLOCKS_FROM`], else about 4 more than the binary logarithm of
/// the groups, from [`BLOCK_BITS`] to [`MAX_BLOCK_BITS`]. Each coefficient more halves the nodes
/// just above the blocks, which pass over up to one class a group each, and doubles what the
/// blocks' transforms weigh, whose cost does not depend on the groups; the two meet near
/// `2^b = 16 G` (measured on shapes of 3,479 to 127,871 groups, in `docs/lights-out-notes.md`).
pub fn block_bits(dimension: usize, groups: usize) -> usize {
    if dimension < BLOCKS_FROM {
        return 0;
    }
    // The binary logarithm of `groups`, rounded: half that of `2 groups²`, rounded down.
    let g = groups.max(1) as u64;
    let log = (2 * g * g).ilog2() as usize / 2;
    (log + 4).clamp(BLOCK_BITS, MAX_BLOCK_BITS)
}

/// The least code dimension whose search uses blocks. On smaller codes the bound prunes well
/// enough near the leaves that the search, which stops at the first bound over the best, does
/// about as little as a block, which weighs every completion: blocks made random boards of
/// dimension 30 and 32 up to 3 times faster, and changed nothing measurable on 22 to 28 (the
/// figures are in `docs/lights-out-notes.md`).
pub const BLOCKS_FROM: usize = 28;

/// The most class updates one search may do (an update is a few additions on one class of one
/// node; a block of `r` coefficients counts as `2^(r−1)`, what the search it replaces would
/// count, though it takes a few times less): about 3 minutes of one core. Past it,
/// [`TooMuchWork`], unless the search is certain to end within [`FINISHED_WITHIN`] times that.
pub const MAX_WORK: u64 = 1 << 39;

/// A search whose every node, pruned or not, costs at most this many times its work limit is
/// finished rather than stopped at the limit: it is certain to end, in at most that many times
/// the time of a refusal, and stopping it could throw away an answer nearly found. With
/// [`MAX_WORK`], the search of every board of at most 1024 × 1024 whose kernel has dimension 42
/// or less: the whole tree of a code of dimension `d` costs `2^(d−1)` updates in its blocks and
/// above them at most one class a group for each block, a sixteenth of that or less, since the
/// blocks grow with the groups ([`block_bits`]): the costliest shape by that bound is 510 × 656,
/// under `2^41.3` (`gf2`'s tests check every shape). 16 times the limit also finishes some
/// searches of dimension 43. The searches that could run on with no end in sight are still
/// refused after the limit.
pub const FINISHED_WITHIN: u64 = 16;

/// The least work, in class updates if nothing were pruned, of a search that shows a progress
/// bar (at a terminal): a few seconds.
const PROGRESS_FROM: u64 = 1 << 32;

/// How far a search may go: `work` class updates, unless its whole tree, pruned nowhere, costs
/// at most `finish_within` times that, when it is finished. A number of updates alone is that
/// many with [`FINISHED_WITHIN`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limit {
    /// The class updates after which a search that is not certain to end soon is stopped.
    pub work: u64,
    /// How many times `work` a search certain to end may cost and still be finished.
    pub finish_within: u64,
}

impl From<u64> for Limit {
    fn from(work: u64) -> Limit {
        Limit {
            work,
            finish_within: FINISHED_WITHIN,
        }
    }
}

/// The search stopped at its limit ([`MAX_WORK`] unless `--work` says otherwise) before proving
/// the lightest weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "a code of dimension {dimension} over {groups} groups of cells: the fewest is proven to be \
     at least {lower}{}, but the branch and bound stopped at its limit of {} class updates",
    match upper { Some(u) => format!(" and a press set of {u} was found"), None => String::new() },
    crate::work::Work(*limit)
)]
pub struct TooMuchWork {
    /// The dimension `d` of the code: the number of coefficients.
    pub dimension: usize,
    /// The groups of cells with a nonzero signature.
    pub groups: usize,
    /// The least weight the search has proven: the least bound of the nodes it left unsearched,
    /// or if less the lightest weight found (the weight asked to beat when none under it was);
    /// the flip-game solver raises it to its own bound from the board when that is higher.
    pub lower: usize,
    /// The lightest weight found, if any was found under the cap asked for.
    pub upper: Option<usize>,
    /// The class updates the search was allowed: [`MAX_WORK`], or what `--work` asked for.
    pub limit: u64,
}

/// The lightest vector found: its weight and the coefficients `λ` (bit `i` for `k_i`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lightest {
    /// The number of ones.
    pub weight: usize,
    /// Which code words to add to `x0`.
    pub coefficients: u64,
}

/// A coset, as groups of cells by signature.
#[derive(Clone, Debug)]
pub struct Coset {
    dimension: usize,
    /// Ones of `x0` on the cells of signature 0, which no coefficient changes.
    fixed: usize,
    /// `(signature, cells, cells pressed by x0)`, by signature.
    groups: Vec<(u64, u64, u64)>,
    /// Permutations of the cells that keep the coset ([`Coset::symmetry`]), for the search.
    symmetries: Vec<Symmetry>,
}

impl Coset {
    /// The coset of dimension `dimension` from each cell's signature and `x0` bit.
    ///
    /// # Panics
    /// If `dimension` is over [`MAX_DIMENSION`].
    pub fn new(dimension: usize, cells: impl IntoIterator<Item = (u64, bool)>) -> Coset {
        assert!(dimension <= MAX_DIMENSION, "at most 64 coefficients");
        let groups = cells
            .into_iter()
            .map(|(signature, pressed)| (signature, 1, u64::from(pressed)));
        Coset::from_groups(dimension, 0, groups)
    }

    /// The coset of dimension `dimension` from groups of cells `(signature, cells, pressed)`,
    /// merged by signature (those of signature 0, whose cells no coefficient changes, added to
    /// `fixed`), sorted.
    fn from_groups(
        dimension: usize,
        mut fixed: usize,
        groups: impl IntoIterator<Item = (u64, u64, u64)>,
    ) -> Coset {
        let mut by_signature = std::collections::HashMap::<u64, (u64, u64)>::new();
        for (signature, n, c) in groups {
            if signature == 0 {
                fixed += c as usize;
            } else {
                let g = by_signature.entry(signature).or_default();
                (g.0, g.1) = (g.0 + n, g.1 + c);
            }
        }
        let mut groups: Vec<_> = by_signature
            .into_iter()
            .map(|(s, (n, c))| (s, n, c))
            .collect();
        groups.sort_unstable();
        Coset {
            dimension,
            fixed,
            groups,
            symmetries: Vec::new(),
        }
    }

    /// Adds a symmetry for a faster search (`coset::symmetry`): `cells` as given to
    /// [`Coset::new`], and `to[i]` the cell that cell `i` goes to. A permutation that does not
    /// map the coset onto itself is left out (`false`), so a wrong one costs nothing but time.
    /// The symmetries given should be closed under composition (a group, less its identity).
    pub fn symmetry(&mut self, cells: &[(u64, bool)], to: &[usize]) -> bool {
        match Symmetry::from_cells(self.dimension, cells, to) {
            Some(s) if !self.symmetries.contains(&s) => {
                self.symmetries.push(s);
                true
            }
            _ => false,
        }
    }

    /// The weight of the lightest vector that one of the symmetries fixes, as far as a search
    /// of each fixed subset (a coset of smaller dimension) finds within `max_work`.
    fn symmetric_best(&self, max_work: u64) -> Option<usize> {
        self.symmetries
            .iter()
            .filter_map(|s| {
                let (particular, basis) = s.fixed_points()?;
                // λ = particular ⊕ Σ z_j basis_j: a cell of signature v is pressed by
                // x0 ⊕ ⟨particular, v⟩ ⊕ Σ z_j ⟨basis_j, v⟩.
                let parity = |a: u64, b: u64| (a & b).count_ones() % 2 == 1;
                let groups = self.groups.iter().map(|&(v, n, c)| {
                    let c = if parity(particular, v) { n - c } else { c };
                    let z = (0..basis.len())
                        .fold(0, |acc, j| acc | u64::from(parity(basis[j], v)) << j);
                    (z, n, c)
                });
                let sub = Coset::from_groups(basis.len(), self.fixed, groups);
                match sub.lightest_within(usize::MAX, max_work) {
                    Ok(found) => found.map(|l| l.weight),
                    Err(e) => e.upper,
                }
            })
            .min()
    }

    /// The bound of the search's root: every group at its cheaper side, as if each could choose
    /// alone; what a search stopped at once would have proven.
    #[cfg(test)]
    pub(crate) fn root_bound(&self) -> usize {
        let cheaper = |&(_, n, c): &(u64, u64, u64)| c.min(n - c) as usize;
        self.fixed + self.groups.iter().map(cheaper).sum::<usize>()
    }

    /// The number of groups with a nonzero signature.
    pub fn groups(&self) -> usize {
        self.groups.len()
    }

    /// The weight of `x0 + Σ λ_i k_i`.
    pub fn weight(&self, coefficients: u64) -> usize {
        self.fixed
            + self
                .groups
                .iter()
                .map(|&(s, n, c)| {
                    if (s & coefficients).count_ones() % 2 == 1 {
                        n - c
                    } else {
                        c
                    }
                })
                .sum::<u64>() as usize
    }

    /// The lightest vector of weight under `below`, the first in a fixed order among the lightest;
    /// `Ok(None)` when every vector weighs `below` or more.
    ///
    /// # Errors
    /// [`TooMuchWork`] when the proof would take more than [`MAX_WORK`] class updates.
    pub fn lightest(&self, below: usize) -> Result<Option<Lightest>, TooMuchWork> {
        self.lightest_within(below, MAX_WORK)
    }

    /// [`Coset::lightest`] within `limit`: a number of class updates, or a [`Limit`].
    pub(crate) fn lightest_within(
        &self,
        below: usize,
        limit: impl Into<Limit>,
    ) -> Result<Option<Lightest>, TooMuchWork> {
        self.lightest_with_blocks(below, limit, self.block_bits())
    }

    /// The class updates of the search's whole tree, pruned nowhere: a search that costs at
    /// most [`FINISHED_WITHIN`] times its limit is finished, whatever the board.
    #[cfg(test)]
    pub(crate) fn most_work(&self) -> u64 {
        Tree::new(self, self.block_bits()).most_work()
    }

    /// The coefficients the search leaves to blocks ([`block_bits`]).
    fn block_bits(&self) -> usize {
        block_bits(self.dimension, self.groups.len())
    }

    /// [`Coset::lightest_within`] with the last `block_bits` coefficients left to blocks (none
    /// below `coset::tree::block::MIN_BITS`): tests try other sizes than the search's.
    pub(crate) fn lightest_with_blocks(
        &self,
        below: usize,
        limit: impl Into<Limit>,
        block_bits: usize,
    ) -> Result<Option<Lightest>, TooMuchWork> {
        let Limit {
            work: max_work,
            finish_within,
        } = limit.into();
        if below == 0 {
            return Ok(None);
        }
        if self.dimension == 0 || self.groups.is_empty() {
            let weight = self.weight(0);
            return Ok((weight < below).then_some(Lightest {
                weight,
                coefficients: 0,
            }));
        }
        let tree = Tree::new(self, block_bits);
        // A light vector the symmetries fix, if any: the search need only beat or match it.
        let symmetric = self.symmetric_best(max_work / 64);
        let cap = symmetric.map_or(below - 1, |w| w.min(below - 1));
        let most_work = tree.most_work();
        let stop_after = if most_work <= max_work.saturating_mul(finish_within) {
            u64::MAX
        } else {
            max_work
        };
        let progress = if most_work >= PROGRESS_FROM {
            let what = format!("proving the lightest of 2^{} press sets", self.dimension);
            Progress::new(1 << tree.split(), &what)
        } else {
            Progress::hidden(0)
        };
        let found = tree.search(cap, stop_after, &progress);
        progress.finish();
        let found = found.map_err(|(lower, upper)| TooMuchWork {
            dimension: self.dimension,
            groups: self.groups.len(),
            limit: max_work,
            lower,
            upper: upper
                .into_iter()
                .chain(symmetric)
                .min()
                .filter(|&u| u < below),
        })?;
        Ok(found.map(|(weight, lambda_prime)| {
            let coefficients = tree.echelon.solve(lambda_prime);
            debug_assert_eq!(self.weight(coefficients), weight);
            Lightest {
                weight,
                coefficients,
            }
        }))
    }
}

#[cfg(test)]
pub(crate) mod tests;
