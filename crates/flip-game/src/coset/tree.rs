//! The search tree of [`super::Coset::lightest`]: the classes of cells at every depth of the
//! coefficients in the greedy basis, how they merge as coefficients are fixed, and the depth-first
//! branch and bound over them, cut into subtrees that the machine's threads share.

use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use super::Coset;
use super::basis::{self, Echelon};
use super::blocks::Blocks;

/// The classes of every depth and how they merge, in the greedy coordinates `λ'`.
pub(super) struct Tree {
    dimension: usize,
    pub(super) echelon: Echelon,
    fixed: u32,
    /// Depth 0: each group's `(A, B)`, its cost when its unknown bit is 0 and 1.
    root: Vec<(u32, u32)>,
    /// `links[k][c]`: where class `c` of depth `k` goes at depth `k + 1`, its index there
    /// (`SETTLED` once all its coefficients are fixed), and whether `λ'_k` flips its bit.
    links: Vec<Vec<(u32, bool)>>,
    /// The number of classes at each depth, `0..=d`.
    sizes: Vec<usize>,
    /// The parity blocks of each depth, `0..=d`.
    blocks: Vec<Blocks>,
    /// The groups' coordinates `μ` and `(A, B)`, for the hill climb.
    mu: Vec<(u64, u32, u32)>,
}

const SETTLED: u32 = u32::MAX;

/// What a search that ran out of work has proven: the least weight, and the best found.
type Proven = (usize, Option<usize>);

impl Tree {
    pub(super) fn new(coset: &Coset) -> Tree {
        let d = coset.dimension;
        let weighed: Vec<(u64, u64)> = coset.groups.iter().map(|&(s, n, _)| (s, n)).collect();
        let echelon = Echelon::new(&basis::greedy(d, &weighed));
        let mut order: Vec<(u64, u32, u32, usize)> = coset
            .groups
            .iter()
            .enumerate()
            .map(|(g, &(s, n, c))| (echelon.coordinates(s), c as u32, (n - c) as u32, g))
            .collect();
        order.sort_unstable_by_key(|&(m, _, _, _)| m);
        let mu: Vec<(u64, u32, u32)> = order.iter().map(|&(m, a, b, _)| (m, a, b)).collect();
        // Each group's class at the current depth, `None` once settled.
        let mut class_of: Vec<Option<u32>> = vec![None; order.len()];
        for (i, &(_, _, _, g)) in order.iter().enumerate() {
            class_of[g] = Some(i as u32);
        }
        let root = mu.iter().map(|&(_, a, b)| (a, b)).collect();
        let mut keys: Vec<u64> = mu.iter().map(|&(m, _, _)| m).collect();
        let mut links: Vec<Vec<(u32, bool)>> = Vec::with_capacity(d);
        let mut sizes = vec![keys.len()];
        let mut blocks = Vec::with_capacity(d + 1);
        let mut scratch: Vec<Option<u32>> = Vec::new();
        let mut pack = |class_of: &[Option<u32>], classes: usize| {
            let mut flat: Vec<(usize, usize)> = Vec::with_capacity(coset.relations.len());
            scratch.clear();
            for r in &coset.relations {
                let start = scratch.len();
                scratch.extend(r.iter().map(|&g| class_of[g as usize]));
                flat.push((start, scratch.len()));
            }
            Blocks::pack(classes, flat.iter().map(|&(a, b)| &scratch[a..b]))
        };
        blocks.push(pack(&class_of, keys.len()));
        for _ in 0..d {
            let mut next: Vec<u64> = keys.iter().map(|k| k >> 1).filter(|&k| k != 0).collect();
            next.dedup(); // sorted keys stay sorted when shifted
            links.push(
                keys.iter()
                    .map(|&k| {
                        let up = k >> 1;
                        let index = if up == 0 {
                            SETTLED
                        } else {
                            next.binary_search(&up).expect("the parent class exists") as u32
                        };
                        (index, k & 1 == 1)
                    })
                    .collect(),
            );
            let link = links.last().expect("just pushed");
            for c in class_of.iter_mut() {
                *c = c.and_then(|c| {
                    let (up, _) = link[c as usize];
                    (up != SETTLED).then_some(up)
                });
            }
            sizes.push(next.len());
            blocks.push(pack(&class_of, next.len()));
            keys = next;
        }
        Tree {
            dimension: d,
            echelon,
            fixed: coset.fixed as u32,
            root,
            links,
            sizes,
            blocks,
            mu,
        }
    }

    fn weight(&self, lambda_prime: u64) -> u32 {
        self.fixed
            + self
                .mu
                .iter()
                .map(|&(m, a, b)| {
                    if (m & lambda_prime).count_ones() % 2 == 1 {
                        b
                    } else {
                        a
                    }
                })
                .sum::<u32>()
    }

    /// The children of a node of depth `k` with classes `node` and settled cost `settled`: for
    /// `λ'_k = 0` and `1`, the classes into `kids` and the settled cost and bound returned.
    fn expand(
        &self,
        k: usize,
        node: &[(u32, u32)],
        settled: u32,
        kids: &mut [Vec<(u32, u32)>; 2],
    ) -> [(u32, u32); 2] {
        let n = self.sizes[k + 1];
        for kid in kids.iter_mut() {
            kid.clear();
            kid.resize(n, (0, 0));
        }
        let (mut s0, mut s1) = (settled, settled);
        let [k0, k1] = kids;
        for (&(a, b), &(up, flips)) in node.iter().zip(&self.links[k]) {
            let (a1, b1) = if flips { (b, a) } else { (a, b) };
            if up == SETTLED {
                s0 += a;
                s1 += a1;
            } else {
                let (p0, p1) = (&mut k0[up as usize], &mut k1[up as usize]);
                p0.0 += a;
                p0.1 += b;
                p1.0 += a1;
                p1.1 += b1;
            }
        }
        [
            (s0, self.bound(k + 1, s0, k0)),
            (s1, self.bound(k + 1, s1, k1)),
        ]
    }

    /// The lower bound of a node of depth `k`: its settled cost, each class's cheaper side, and
    /// the penalties of the parity blocks.
    fn bound(&self, k: usize, settled: u32, node: &[(u32, u32)]) -> u32 {
        settled + node.iter().map(|&(a, b)| a.min(b)).sum::<u32>() + self.blocks[k].penalty(node)
    }

    /// The lightest weight at most `cap` and its `λ'`, or the proven lower bound and the best
    /// weight found when the work runs out.
    pub(super) fn search(&self, cap: usize, max_work: u64) -> Result<Option<(usize, u64)>, Proven> {
        let cap = u32::try_from(cap).unwrap_or(u32::MAX);
        let root_bound = self.bound(0, self.fixed, &self.root);
        if root_bound > cap {
            return Ok(None);
        }
        let first = self.climb(self.dive());
        let best = AtomicU64::new(u64::from(cap.min(self.weight(first))));
        let d = self.dimension;
        // Enough subtrees to share between the threads, not so many that walking down to each
        // (one pass over the classes of each level above it) costs much.
        let threads = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        let split = d.min(if self.root.len() > 1 << 16 { 5 } else { 10 });
        let next = AtomicUsize::new(0);
        let work = AtomicU64::new(0);
        let stop = AtomicBool::new(false);
        let results: Mutex<Vec<(usize, u32, u64)>> = Mutex::new(Vec::new());
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    let mut walker = Walker::new(self, &best, &work, &stop, max_work);
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >> split != 0 || stop.load(Ordering::Relaxed) {
                            break;
                        }
                        if let Some((w, lp)) = walker.subtree(index as u64, split) {
                            results
                                .lock()
                                .expect("no thread panics holding it")
                                .push((index, w, lp));
                        }
                    }
                    walker.flush();
                });
            }
        });
        let best_weight = best.load(Ordering::Relaxed) as u32;
        let results = results.into_inner().expect("no thread panicked");
        if stop.load(Ordering::Relaxed) {
            let found = results
                .iter()
                .map(|&(_, w, _)| w)
                .chain([self.weight(first)])
                .min();
            return Err((root_bound as usize, found.map(|w| w as usize)));
        }
        Ok(results
            .into_iter()
            .filter(|&(_, w, _)| w == best_weight)
            .min_by_key(|&(i, _, _)| i)
            .map(|(_, w, lp)| (w as usize, lp)))
    }

    /// The leaf reached by always taking the child with the smaller bound.
    fn dive(&self) -> u64 {
        let mut kids = [Vec::new(), Vec::new()];
        let mut node = self.root.clone();
        let mut settled = self.fixed;
        let mut lambda_prime = 0;
        for k in 0..self.dimension {
            let [c0, c1] = self.expand(k, &node, settled, &mut kids);
            let t = usize::from(c1.1 < c0.1);
            lambda_prime |= (t as u64) << k;
            settled = [c0, c1][t].0;
            std::mem::swap(&mut node, &mut kids[t]);
        }
        lambda_prime
    }

    /// Flips single coefficients while the weight drops.
    fn climb(&self, mut lambda_prime: u64) -> u64 {
        let mut weight = self.weight(lambda_prime);
        loop {
            let better = (0..self.dimension)
                .map(|i| lambda_prime ^ 1 << i)
                .map(|lp| (self.weight(lp), lp))
                .min();
            match better {
                Some((w, lp)) if w < weight => (weight, lambda_prime) = (w, lp),
                _ => return lambda_prime,
            }
        }
    }
}

/// One thread's depth-first search, with a buffer of classes for each depth.
struct Walker<'a> {
    tree: &'a Tree,
    best: &'a AtomicU64,
    work: &'a AtomicU64,
    stop: &'a AtomicBool,
    max_work: u64,
    /// Work not yet added to `work`.
    pending: u64,
    /// `levels[k]`: the two children computed at depth `k` (the node of depth 0 is the root).
    levels: Vec<[Vec<(u32, u32)>; 2]>,
    /// The first lightest leaf of the current subtree.
    found: Option<(u32, u64)>,
}

impl<'a> Walker<'a> {
    fn new(
        tree: &'a Tree,
        best: &'a AtomicU64,
        work: &'a AtomicU64,
        stop: &'a AtomicBool,
        max_work: u64,
    ) -> Walker<'a> {
        Walker {
            tree,
            best,
            work,
            stop,
            max_work,
            pending: 0,
            levels: (0..=tree.dimension)
                .map(|_| [Vec::new(), Vec::new()])
                .collect(),
            found: None,
        }
    }

    fn flush(&mut self) {
        let total = self.work.fetch_add(self.pending, Ordering::Relaxed) + self.pending;
        self.pending = 0;
        if total > self.max_work {
            self.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Searches the subtree reached from the root by the choices of `path` (bit `k`: take the
    /// child with the larger bound at depth `k`), `split` levels down.
    fn subtree(&mut self, path: u64, split: usize) -> Option<(u32, u64)> {
        self.found = None;
        let root = self.tree.root.clone();
        self.node(0, &root, self.tree.fixed, 0, Some((path, split)));
        self.found
    }

    /// Visits the node of depth `k` whose classes are `node`, with `λ'` bits `prefix`; `path`
    /// forces the choices while walking down to a subtree.
    fn node(
        &mut self,
        k: usize,
        node: &[(u32, u32)],
        settled: u32,
        prefix: u64,
        path: Option<(u64, usize)>,
    ) {
        let tree = self.tree;
        if k == tree.dimension {
            if self.found.is_none_or(|(w, _)| settled < w) {
                self.found = Some((settled, prefix));
                self.best.fetch_min(u64::from(settled), Ordering::Relaxed);
            }
            return;
        }
        self.pending += node.len() as u64 + 1;
        if self.pending > 1 << 20 {
            self.flush();
        }
        if self.stop.load(Ordering::Relaxed) {
            return;
        }
        let mut kids = std::mem::take(&mut self.levels[k + 1]);
        let children = tree.expand(k, node, settled, &mut kids);
        let order = if children[1].1 < children[0].1 {
            [1, 0]
        } else {
            [0, 1]
        };
        let chosen: &[usize] = match path {
            Some((p, split)) if k < split => &order[(p >> k & 1) as usize..][..1],
            _ => &order,
        };
        for &t in chosen {
            let (s, bound) = children[t];
            if u64::from(bound) > self.best.load(Ordering::Relaxed) {
                continue;
            }
            self.node(k + 1, &kids[t], s, prefix | (t as u64) << k, path);
        }
        self.levels[k + 1] = kids;
    }
}
