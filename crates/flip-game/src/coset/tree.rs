//! The search tree of [`super::Coset::lightest`]: the classes of cells at every depth of the
//! coefficients in the greedy basis, how they merge as coefficients are fixed, and the depth-first
//! branch and bound over them, cut into subtrees that the machine's threads share.

use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use solver_cli::shell::Progress;

use super::Coset;
use super::basis::{self, Echelon};
use block::Block;
use walker::Walker;

mod block;
mod first;
mod walker;

/// The classes of every depth and how they merge, in the greedy coordinates `λ'`.
pub(super) struct Tree {
    dimension: usize,
    pub(super) echelon: Echelon,
    fixed: u32,
    /// Depth 0: each group's costs when its unknown bit is 0 and 1.
    root: Classes,
    /// The bound of the root, which every press set weighs at least.
    root_bound: u32,
    /// `steps[k]`: how the classes of depth `k` make those of depth `k + 1`.
    steps: Vec<Step>,
    /// The groups' coordinates `μ` and `(A, B)`, for the hill climb.
    mu: Vec<(u64, u32, u32)>,
    /// The coset's symmetries on the coordinates `λ'`: for each, coordinate `i` of the image is
    /// the parity of `rows[i] & λ'` plus its bit `i` of `offsets`.
    symmetries: Vec<(Vec<u64>, u64)>,
    /// `checkpoints[k]`: whether every symmetry maps prefixes of `k` coordinates to prefixes of
    /// `k` coordinates, so that only the least prefix of each orbit need be searched.
    checkpoints: Vec<bool>,
    /// How the nodes `block.bits()` coefficients above the leaves are finished, if blocks are
    /// used.
    block: Option<Block>,
}

/// The costs `A` (unknown bit 0) and `B` (bit 1) of the classes of a node, each class as one
/// word `A | B << 32` (one load, one store and one addition for both sides), with one more
/// entry, always 0, that a missing class reads.
#[derive(Clone, Debug, Default)]
struct Classes {
    sides: Vec<u64>,
}

impl Classes {
    fn len(&self) -> usize {
        self.sides.len() - 1
    }
}

/// `A | B << 32`. No side of a class weighs `2^32` cells (shapes have at most 1024 × 1024), so
/// the halves add without carries.
fn both(a: u32, b: u32) -> u64 {
    u64::from(a) | u64::from(b) << 32
}

/// `(A, B)` of `A | B << 32`.
fn split(sides: u64) -> (u32, u32) {
    (sides as u32, (sides >> 32) as u32)
}

/// The cheaper side of a class.
fn cheaper(sides: u64) -> u32 {
    let (a, b) = split(sides);
    a.min(b)
}

/// Fixing `λ'_k`: class `u` of depth `k + 1` is the class of depth `k` whose key is `2u'` (it
/// keeps its sides) plus the one whose key is `2u' + 1` (its sides swap when `λ'_k = 1`), `u'`
/// its own key; either may be missing (the zero entry). The class of key 1 is settled.
#[derive(Clone, Debug, Default)]
struct Step {
    /// Per class of depth `k + 1`: the index at depth `k` of the class that keeps its sides.
    keeps: Vec<u32>,
    /// Per class of depth `k + 1`: the index at depth `k` of the class that swaps them.
    swaps: Vec<u32>,
    /// The index of the class settled by `λ'_k`, or the zero entry.
    settles: u32,
}

/// The `k` lowest bits set.
fn low_bits(k: usize) -> u64 {
    if k >= 64 { u64::MAX } else { (1 << k) - 1 }
}

/// What a search that ran out of work has proven: the least weight (the best weight, or the least
/// bound of the nodes it left unsearched if less), and the best found.
type Proven = (usize, Option<usize>);

impl Tree {
    /// The tree of `coset`, its last `block_bits` coefficients (if at least
    /// [`block::MIN_BITS`], and at most the dimension) left to a block.
    pub(super) fn new(coset: &Coset, block_bits: usize) -> Tree {
        let d = coset.dimension;
        let block_bits = block_bits.min(d);
        let block_depth = (block_bits >= block::MIN_BITS).then_some(d - block_bits);
        let weighed: Vec<(u64, u64)> = coset.groups.iter().map(|&(s, n, _)| (s, n)).collect();
        let orbit = |v: u64| {
            let mut all = vec![v];
            let mut i = 0;
            while i < all.len() {
                for s in &coset.symmetries {
                    let w = s.apply(all[i]);
                    if !all.contains(&w) {
                        all.push(w);
                    }
                }
                i += 1;
            }
            all
        };
        let chosen = basis::greedy(d, &weighed, orbit);
        let echelon = Echelon::new(&chosen);
        let symmetries: Vec<(Vec<u64>, u64)> = coset
            .symmetries
            .iter()
            .map(|s| {
                let rows = chosen
                    .iter()
                    .map(|&w| echelon.coordinates(s.apply(w)))
                    .collect();
                let offsets = chosen
                    .iter()
                    .enumerate()
                    .fold(0, |acc, (i, &w)| acc | u64::from(s.offset(w)) << i);
                (rows, offsets)
            })
            .collect();
        let checkpoints = (0..=d)
            .map(|k| {
                k > 0
                    && !symmetries.is_empty()
                    && symmetries
                        .iter()
                        .all(|(rows, _)| rows[..k].iter().all(|&r| k == 64 || r >> k == 0))
            })
            .collect();
        let mut mu: Vec<(u64, u32, u32)> = coset
            .groups
            .iter()
            .map(|&(s, n, c)| (echelon.coordinates(s), c as u32, (n - c) as u32))
            .collect();
        mu.sort_unstable_by_key(|&(m, _, _)| m);
        let root = Classes {
            sides: mu.iter().map(|&(_, a, b)| both(a, b)).chain([0]).collect(),
        };
        let root_bound = Tree::bound(coset.fixed as u32, &root);
        let mut keys: Vec<u64> = mu.iter().map(|&(m, _, _)| m).collect();
        let mut steps: Vec<Step> = Vec::with_capacity(d);
        let mut block = None;
        for depth in 0..d {
            if Some(depth) == block_depth {
                let mut spreads = vec![0; keys.len()];
                for &(m, a, b) in &mu {
                    if let Ok(class) = keys.binary_search(&(m >> depth)) {
                        spreads[class] += u64::from(a.abs_diff(b));
                    }
                }
                let keys = keys.iter().map(|&k| k as u32).collect();
                block = Some(Block::new(block_bits, keys, &spreads));
            }
            let mut next: Vec<u64> = keys.iter().map(|k| k >> 1).filter(|&k| k != 0).collect();
            next.dedup(); // sorted keys stay sorted when shifted
            let zero = keys.len() as u32;
            let mut step = Step {
                keeps: vec![zero; next.len()],
                swaps: vec![zero; next.len()],
                settles: zero,
            };
            for (i, &k) in keys.iter().enumerate() {
                if k == 1 {
                    step.settles = i as u32;
                } else {
                    let u = next
                        .binary_search(&(k >> 1))
                        .expect("the parent class exists");
                    let slot = if k & 1 == 1 {
                        &mut step.swaps
                    } else {
                        &mut step.keeps
                    };
                    slot[u] = i as u32;
                }
            }
            steps.push(step);
            keys = next;
        }
        Tree {
            dimension: d,
            echelon,
            fixed: coset.fixed as u32,
            root,
            root_bound,
            steps,
            mu,
            symmetries,
            checkpoints,
            block,
        }
    }

    /// The block that finishes the nodes of depth `k`, if they are finished by one.
    fn block_at(&self, k: usize) -> Option<&Block> {
        self.block
            .as_ref()
            .filter(|b| k + b.bits() == self.dimension)
    }

    /// The class updates the search does if it prunes nothing, not even by the symmetries:
    /// every node above the blocks (or the leaves) at its number of classes plus one, and every
    /// block at `2^(bits − 1)`, as [`Walker`] counts them. Saturates at `u64::MAX`.
    pub(super) fn most_work(&self) -> u64 {
        let top = self
            .block
            .as_ref()
            .map_or(self.dimension, |b| self.dimension - b.bits());
        let nodes = |k: usize| if k >= 64 { u64::MAX } else { 1u64 << k };
        let above = (0..top).fold(0u64, |sum, k| {
            let classes = if k == 0 {
                self.root.len()
            } else {
                self.steps[k - 1].keeps.len()
            };
            sum.saturating_add(nodes(k).saturating_mul(classes as u64 + 1))
        });
        let blocks = self
            .block
            .as_ref()
            .map_or(0, |b| nodes(top).saturating_mul(1 << (b.bits() - 1)));
        above.saturating_add(blocks)
    }

    /// Whether the prefix `p` of `k` coordinates is the least of its orbit (coordinate 0 the
    /// most significant), at a depth where the symmetries act on prefixes.
    fn least_of_orbit(&self, k: usize, p: u64) -> bool {
        self.symmetries.iter().all(|(rows, offsets)| {
            let image = rows[..k].iter().enumerate().fold(0, |acc, (i, &r)| {
                acc | u64::from((r & p).count_ones() % 2 == 1) << i
            }) ^ (offsets & low_bits(k));
            let diff = image ^ p;
            diff == 0 || p >> diff.trailing_zeros() & 1 == 0
        })
    }

    /// The children of a node of depth `k` with classes `node` and settled cost `settled`: for
    /// `λ'_k = 0` and `1`, the classes into `kids`, and the settled cost and the bound returned.
    /// Branch free, so that the classes' random sides cost nothing.
    fn expand(
        &self,
        k: usize,
        node: &Classes,
        settled: u32,
        kids: &mut [Classes; 2],
    ) -> [(u32, u32); 2] {
        let step = &self.steps[k];
        let n = step.keeps.len();
        for kid in kids.iter_mut() {
            kid.sides.resize(n + 1, 0);
            kid.sides[n] = 0;
        }
        let sides = &node.sides[..];
        let [k0, k1] = kids;
        let (mut m0, mut m1) = (0u32, 0u32);
        let pairs = step.keeps.iter().zip(&step.swaps);
        let outs = k0.sides.iter_mut().zip(k1.sides.iter_mut());
        for ((&i, &j), (o0, o1)) in pairs.zip(outs) {
            let (x, y) = (sides[i as usize], sides[j as usize]);
            // Kept sides add as they are; swapped ones add crosswise. The bounds take the sums
            // from registers: read back from the kids, they were loaded again.
            let (s0, s1) = (x + y, x + y.rotate_left(32));
            (*o0, *o1) = (s0, s1);
            m0 += cheaper(s0);
            m1 += cheaper(s1);
        }
        let (a, b) = split(sides[step.settles as usize]);
        [
            (settled + a, settled + a + m0),
            (settled + b, settled + b + m1),
        ]
    }

    /// The lower bound of a node: its settled cost and each class's cheaper side.
    fn bound(settled: u32, node: &Classes) -> u32 {
        settled + node.sides.iter().map(|&s| cheaper(s)).sum::<u32>()
    }

    /// The lightest weight at most `cap` and its `λ'`, or the proven lower bound and the best
    /// weight found when the work runs out.
    /// `progress` counts the subtrees searched, of `2^split()`.
    pub(super) fn search(
        &self,
        cap: usize,
        max_work: u64,
        progress: &Progress,
    ) -> Result<Option<(usize, u64)>, Proven> {
        let cap = u32::try_from(cap).unwrap_or(u32::MAX);
        if self.root_bound > cap {
            return Ok(None);
        }
        let first = self.climb(self.dive());
        let first_weight = self.weight(first);
        let best = AtomicU64::new(u64::from(cap.min(first_weight)));
        let threads = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        let split = self.split();
        let next = AtomicUsize::new(0);
        let work = AtomicU64::new(0);
        let stop = AtomicBool::new(false);
        let results: Mutex<Vec<(usize, u32, u64)>> = Mutex::new(Vec::new());
        let open = std::thread::scope(|scope| {
            let walkers: Vec<_> = (0..threads)
                .map(|_| {
                    scope.spawn(|| {
                        let walker = Walker::new(self, &best, &work, &stop, max_work);
                        walker.share(&next, split, &results, progress)
                    })
                })
                .collect();
            walkers
                .into_iter()
                .map(|w| w.join().expect("no walker panics"))
                .fold(u32::MAX, u32::min)
        });
        let best_weight = best.load(Ordering::Relaxed) as u32;
        let results = results.into_inner().expect("no thread panicked");
        if stop.load(Ordering::Relaxed) {
            let found = results
                .iter()
                .map(|&(_, w, _)| w)
                .chain([first_weight])
                .min();
            // Every press set lies under a leaf reached (the lightest of those lowered the best
            // weight to its own), a node pruned (its bound over the best weight when pruned, so
            // over it now), a prefix left for the least of its orbit (as heavy as some press set
            // under that one), or a node left unsearched (no lighter than its bound).
            // With nothing found under the cap, every node pruned had a bound over it: no press
            // set weighs less than the cap plus one, the weight asked to beat.
            let pruned_over = if found.is_some_and(|w| w <= cap) {
                best_weight
            } else {
                cap.saturating_add(1)
            };
            let lower = pruned_over.min(open);
            return Err((lower as usize, found.map(|w| w as usize)));
        }
        Ok(results
            .into_iter()
            .filter(|&(_, w, _)| w == best_weight)
            .min_by_key(|&(i, _, _)| i)
            .map(|(_, w, lp)| (w as usize, lp)))
    }

    /// The depth of the subtrees the threads share: enough of them to share, not so many that
    /// walking down to each (one pass over the classes of each level above it) costs much.
    pub(super) fn split(&self) -> usize {
        let d = self.dimension;
        d.min(if self.root.len() > 1 << 16 { 5 } else { 10 })
            .min(self.block.as_ref().map_or(d, |b| d - b.bits()))
    }
}
