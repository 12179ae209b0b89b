//! One thread's share of the search of [`super::Tree`]: depth first through the subtrees it
//! takes, with the classes of each depth in buffers it keeps; once the work has run out, the
//! least bound of the nodes it leaves unsearched.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use solver_cli::shell::Progress;

use super::block::Rows;
use super::{Classes, Tree};

/// One thread's depth-first search, with a buffer of classes for each depth.
pub(super) struct Walker<'a> {
    tree: &'a Tree,
    best: &'a AtomicU64,
    work: &'a AtomicU64,
    stop: &'a AtomicBool,
    max_work: u64,
    /// Work not yet added to `work`.
    pending: u64,
    /// `levels[k]`: the two children computed at depth `k` (the node of depth 0 is the root).
    levels: Vec<[Classes; 2]>,
    /// The first lightest leaf of the current subtree.
    found: Option<(u32, u64)>,
    /// The least bound of the nodes left unsearched since the work ran out (`u32::MAX` while
    /// none is): no press set under them is lighter.
    open: u32,
    /// The buffers of the blocks at the bottom of the tree.
    rows: Rows,
}

/// The work a walker does before it adds it to the shared count (an atomic addition, and the
/// check against the limit): small enough that a search stops close to its limit, whatever the
/// order the threads happen to take the subtrees in (a search of a million or two class updates
/// stopped, under load, only after finding what a cut at its first thousand would not have),
/// and a few blocks' work, so the shared count costs nothing measurable.
const FLUSH_EVERY: u64 = 1 << 16;

impl<'a> Walker<'a> {
    pub(super) fn new(
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
                .map(|_| [Classes::default(), Classes::default()])
                .collect(),
            found: None,
            open: u32::MAX,
            rows: Rows::default(),
        }
    }

    /// Takes the subtrees `split` levels down in turn from `next` until none is left, adding the
    /// first lightest leaf of each (its index, weight and `λ'`) to `results` and moving
    /// `progress` one step; returns the least
    /// bound of the nodes it left unsearched, `u32::MAX` if none. Once the work has run out, a
    /// subtree is only walked down to and its bound noted, so that every subtree is either
    /// searched or counted in the lower bound, whichever thread takes it.
    pub(super) fn share(
        mut self,
        next: &AtomicUsize,
        split: usize,
        results: &Mutex<Vec<(usize, u32, u64)>>,
        progress: &Progress,
    ) -> u32 {
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            if index >> split != 0 {
                break;
            }
            if let Some((w, lp)) = self.subtree(index as u64, split) {
                results
                    .lock()
                    .expect("no thread panics holding it")
                    .push((index, w, lp));
            }
            progress.advance(1);
        }
        self.flush();
        self.open
    }

    fn flush(&mut self) {
        let total = self.work.fetch_add(self.pending, Ordering::Relaxed) + self.pending;
        self.pending = 0;
        if total > self.max_work {
            self.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Searches the subtree reached from the root by the choices of `path` (bit `k`: take the
    /// child with the larger bound at depth `k`), `split` levels down; once the work has run out,
    /// only walks down to it and notes its bound.
    fn subtree(&mut self, path: u64, split: usize) -> Option<(u32, u64)> {
        self.found = None;
        // The tree is borrowed apart from the walker, so its root needs no copy.
        let tree = self.tree;
        let root = (tree.fixed, tree.root_bound);
        self.node(0, &tree.root, root, 0, Some((path, split)));
        self.found
    }

    /// Visits the node of depth `k` whose classes are `node`, with its settled cost and bound,
    /// and `λ'` bits `prefix`; `path` forces the choices while walking down to a subtree.
    fn node(
        &mut self,
        k: usize,
        node: &Classes,
        (settled, bound): (u32, u32),
        prefix: u64,
        path: Option<(u64, usize)>,
    ) {
        let tree = self.tree;
        if tree.checkpoints[k] && !tree.least_of_orbit(k, prefix) {
            return;
        }
        if k == tree.dimension {
            self.leaf(settled, prefix);
            return;
        }
        let block = tree.block_at(k);
        self.pending += match block {
            // A block, counted as the class updates of the search it replaces.
            Some(b) => 1 << (b.bits() - 1),
            None => node.len() as u64 + 1,
        };
        if self.pending > FLUSH_EVERY {
            self.flush();
        }
        // Above its subtree, a walker goes on down whatever the work, so that the node it notes
        // is the subtree's own, whose bound is at least that of any node above it.
        let walking_down = path.is_some_and(|(_, split)| k < split);
        if !walking_down && self.stop.load(Ordering::Relaxed) {
            self.open = self.open.min(bound);
            return;
        }
        if let Some(block) = block {
            let cap = self.best.load(Ordering::Relaxed) as u32;
            if let Some((weight, z)) = block.lightest(node, settled, cap, &mut self.rows) {
                self.leaf(weight, prefix | z << k);
            }
            return;
        }
        let mut kids = std::mem::take(&mut self.levels[k + 1]);
        let children = tree.expand(k, node, settled, &mut kids);
        // The order does not depend on the best weight (which the threads' timing sets), so
        // neither does the answer.
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
            if u64::from(children[t].1) > self.best.load(Ordering::Relaxed) {
                continue;
            }
            self.node(k + 1, &kids[t], children[t], prefix | (t as u64) << k, path);
        }
        self.levels[k + 1] = kids;
    }

    /// A leaf of weight `weight` and coordinates `λ'`: the subtree's first lightest, if lighter
    /// than those before it.
    fn leaf(&mut self, weight: u32, lambda_prime: u64) {
        if self.found.is_none_or(|(w, _)| weight < w) {
            self.found = Some((weight, lambda_prime));
            self.best.fetch_min(u64::from(weight), Ordering::Relaxed);
        }
    }
}
