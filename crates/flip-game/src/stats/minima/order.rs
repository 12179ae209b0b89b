//! The walk's order of the groups, and at each group the classes of code words still apart
//! (`stats::minima`, **Classes**) and how far apart they can still draw (**Caps**).

use std::cmp::Reverse;
use std::collections::BTreeMap;

/// One group in the walk's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Level {
    /// The group's cells, `g`.
    pub(super) size: usize,
    /// The classes before it: `2^dim V` with `V` spanned by this group and the ones after.
    pub(super) classes: usize,
    /// The group's signature in the coordinates of the classes: class `c` gains `g - t` when
    /// `alpha & c` has an odd number of ones, `t` otherwise.
    pub(super) alpha: u32,
    /// Class `c` before the group is class `c & next_mask` after it.
    pub(super) next_mask: usize,
}

impl Level {
    /// The entries a move through the group reads and writes: each class before it, and after
    /// it, the cap and a translate (more when the least entry is shared, rarely).
    pub(super) fn entries(&self) -> u64 {
        self.classes as u64 + 2 * (self.next_mask as u64 + 1)
    }

    /// The cells of the group that classes `μ, ν` with `μ ^ ν = d` differ on: all or none.
    fn gain(&self, d: usize) -> u32 {
        if (self.alpha as usize & d).count_ones() % 2 == 1 {
            self.size as u32
        } else {
            0
        }
    }

    /// The reach of [`reach_before`] past this group: over the classes after it, less its cells.
    pub(super) fn pass(&self, reach: &mut Vec<u32>) {
        reach.truncate(self.next_mask + 1);
        for (d, r) in reach.iter_mut().enumerate() {
            *r -= self.gain(d);
        }
    }
}

/// Over the classes before the first level: the cells of the groups on which two classes
/// `μ, ν` differ, at `μ ^ ν`; built from the last level back, each level's classes once.
pub(super) fn reach_before(levels: &[Level]) -> Vec<u32> {
    let mut reach = vec![0u32];
    for level in levels.iter().rev() {
        reach = (0..level.classes)
            .map(|d| reach[d & level.next_mask] + level.gain(d))
            .collect();
    }
    reach
}

/// The groups in the walk's order, chosen from the last one back so that the groups at the end
/// span spaces as small as can be and hold as many ways to press them as can be. Each time, of
/// the cosets of the span of the groups chosen, the one whose groups bring in the most ways to
/// press them (`Π (g + 1)`), its groups largest first (after the first, the others add no
/// class).
pub(super) fn order(groups: &[(u32, usize)]) -> Vec<(u32, usize)> {
    let mut rest = groups.to_vec();
    let mut span = Span::default();
    let mut tail = Vec::with_capacity(rest.len());
    while !rest.is_empty() {
        // What is left of each signature past the span: the same for the groups of one coset.
        let left: Vec<u32> = rest.iter().map(|&(sig, _)| span.reduce(sig).0).collect();
        let mut ways: BTreeMap<u32, f64> = BTreeMap::new();
        for (&l, &(_, size)) in left.iter().zip(&rest) {
            *ways.entry(l).or_default() += (size as f64 + 1.0).ln();
        }
        let (&coset, _) = ways
            .iter()
            .max_by(|a, b| a.1.total_cmp(b.1).then(b.0.cmp(a.0)))
            .expect("a group is left");
        let mut chosen = Vec::new();
        let mut others = Vec::with_capacity(rest.len());
        for (group, l) in rest.into_iter().zip(left) {
            if l == coset {
                chosen.push(group);
            } else {
                others.push(group);
            }
        }
        chosen.sort_unstable_by_key(|&(sig, size)| (Reverse(size), sig));
        for group in chosen {
            span.insert(group.0);
            tail.push(group);
        }
        rest = others;
    }
    tail.reverse();
    tail
}

/// The levels of the walk for groups in `order`: the classes before each group and how the
/// group's signature and the next classes read in them.
pub(super) fn levels(words: usize, order: &[(u32, usize)]) -> Vec<Level> {
    let mut span = Span::default();
    let mut levels: Vec<Level> = order
        .iter()
        .rev()
        .map(|&(sig, size)| {
            let below = span.rows.len();
            let alpha = span.insert(sig);
            Level {
                size,
                classes: 1 << span.rows.len(),
                alpha,
                next_mask: (1 << below) - 1,
            }
        })
        .collect();
    levels.reverse();
    debug_assert!(levels.first().is_none_or(|l| l.classes == 1 << words));
    levels
}

/// A subspace of signatures, in echelon form, each row with its coordinates in the basis of
/// signatures that built it (basis vector `k` is the `k`-th signature added that was new).
#[derive(Clone, Debug, Default)]
struct Span {
    /// `(row, coordinates)`, in decreasing order of the rows' highest bits, all different.
    rows: Vec<(u32, u32)>,
}

impl Span {
    /// What is left of `v` after clearing every row's highest bit from it, and the coordinates
    /// of what was cleared: `v` is in the span exactly when the first is zero.
    fn reduce(&self, mut v: u32) -> (u32, u32) {
        let mut coordinates = 0;
        for &(row, coords) in &self.rows {
            let top = 1 << (31 - row.leading_zeros());
            if v & top != 0 {
                v ^= row;
                coordinates ^= coords;
            }
        }
        (v, coordinates)
    }

    /// Adds `v` and returns its coordinates: a new basis vector if it was not in the span.
    fn insert(&mut self, v: u32) -> u32 {
        let (left, coordinates) = self.reduce(v);
        if left == 0 {
            return coordinates;
        }
        let new = 1 << self.rows.len();
        self.rows.push((left, coordinates ^ new));
        // Highest bits in decreasing order: fewest leading zeros first.
        self.rows
            .sort_unstable_by_key(|&(row, _)| row.leading_zeros());
        new
    }
}
