//! Parity blocks: a stronger lower bound than the classes' `min(A, B)` from linear relations
//! between the classes.
//!
//! If the free signatures of some classes add up to zero, their unknown bits add up to zero
//! too: `Σ ⟨q, λ⟩ = ⟨Σ q, λ⟩ = 0`. So the cheapest side of every class of such a *block* can be
//! taken together only when an even number of them take their "1" side; otherwise one class at
//! least takes its dearer side, which costs at least the block's least `|A - B|` more. Over
//! disjoint blocks these penalties add to the class bound, and the bound stays a bound on every
//! completion.
//!
//! Where the relations come from is the caller's business (a board gives one for each cell:
//! the press rule says the cell and its neighbours are pressed an odd number of times in total
//! by every solution, an even number by every kernel vector). A relation between cells is one
//! between their classes at every depth, once classes met twice cancel and settled ones drop.

/// The disjoint blocks of classes used at one depth.
#[derive(Clone, Debug, Default)]
pub(super) struct Blocks {
    /// The class indices of every block, one block after another.
    members: Vec<u32>,
    /// Where each block ends in `members`.
    ends: Vec<u32>,
}

impl Blocks {
    /// Packs disjoint blocks from `relations` (lists of classes at this depth, `None` for a
    /// settled one): each relation reduced (pairs cancel, settled classes drop), in the order
    /// given, skipping any that shares a class with one already taken. `classes` is the number
    /// of classes at this depth.
    pub(super) fn pack<'a>(
        classes: usize,
        relations: impl Iterator<Item = &'a [Option<u32>]>,
    ) -> Blocks {
        let reduced: Vec<Vec<u32>> = relations
            .map(|r| {
                let mut v: Vec<u32> = r.iter().flatten().copied().collect();
                v.sort_unstable();
                let mut out = Vec::with_capacity(v.len());
                for c in v {
                    if out.last() == Some(&c) {
                        out.pop();
                    } else {
                        out.push(c);
                    }
                }
                out
            })
            .filter(|v| v.len() >= 2)
            .collect();
        let mut used = vec![false; classes];
        let mut blocks = Blocks::default();
        for block in reduced {
            if block.iter().any(|&c| used[c as usize]) {
                continue;
            }
            for &c in &block {
                used[c as usize] = true;
            }
            blocks.members.extend_from_slice(&block);
            blocks.ends.push(blocks.members.len() as u32);
        }
        blocks
    }

    /// The penalties of the blocks over the classes' costs `A` and `B` of a node: for each block whose
    /// cheaper sides would take an odd number of "1" sides, its least `|A - B|`.
    /// Each class's costs are one word `A | B << 32`.
    pub(super) fn penalty(&self, sides: &[u64]) -> u32 {
        let mut total = 0;
        let mut start = 0;
        for &end in &self.ends {
            let mut odd = false;
            let mut gap = u32::MAX;
            for &c in &self.members[start..end as usize] {
                let (a, b) = (sides[c as usize] as u32, (sides[c as usize] >> 32) as u32);
                odd ^= b < a;
                gap = gap.min(a.abs_diff(b));
            }
            if odd {
                total += gap;
            }
            start = end as usize;
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sides(a: &[u32], b: &[u32]) -> Vec<u64> {
        a.iter()
            .zip(b)
            .map(|(&a, &b)| u64::from(a) | u64::from(b) << 32)
            .collect()
    }

    #[test]
    fn a_block_whose_cheaper_sides_break_its_parity_pays_its_least_gap() {
        // Classes 0, 1, 2 in one relation; class 3 twice cancels; settled ones drop.
        let relation = [Some(0), Some(1), Some(3), None, Some(2), Some(3)];
        let blocks = Blocks::pack(4, [&relation[..]].into_iter());
        assert_eq!(blocks.members, [0, 1, 2]);
        // Cheaper sides 1, 0, 0: odd, so the least gap (2) is added.
        assert_eq!(blocks.penalty(&sides(&[5, 0, 3, 0], &[1, 2, 9, 0])), 2);
        // Cheaper sides 1, 1, 0: even, nothing.
        assert_eq!(blocks.penalty(&sides(&[5, 4, 3, 0], &[1, 2, 9, 0])), 0);
    }

    #[test]
    fn blocks_do_not_share_classes() {
        let r1 = [Some(0), Some(1), Some(2)];
        let r2 = [Some(2), Some(3), Some(4)];
        let r3 = [Some(3), Some(4), Some(5), Some(6)];
        let blocks = Blocks::pack(7, [&r1[..], &r2[..], &r3[..]].into_iter());
        assert_eq!(blocks.ends.len(), 2);
        assert_eq!(blocks.members, [0, 1, 2, 3, 4, 5, 6]);
    }
}
