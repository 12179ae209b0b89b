//! The order the block table is kept in: placements ranked lexicographically, each cell's
//! digit lowered by the earlier tiles in smaller cells. A rank costs a few comparisons and a
//! multiply-add a tile, several times fewer instructions than the comparisons of the
//! subset-and-order rank that [`search_core::pdb`] fills its tables in; the search computes
//! dozens of ranks a board, so the table is laid out again once, in this order, when built.

/// The lexicographic rank of `k`-tile placements on `n` cells (`n ≤ 32`, `k ≤ 8`).
#[derive(Clone, Debug)]
pub(crate) struct Lex {
    /// `factors[j]`: how many placements share the first `j + 1` cells, `(n-1-j)!/(n-k)!`.
    factors: [u32; 8],
    k: usize,
}

impl Lex {
    pub(crate) fn new(n: usize, k: usize) -> Lex {
        assert!(n <= 32 && k <= 8 && k <= n, "at most 8 tiles on 32 cells");
        let mut factors = [0u32; 8];
        for (j, f) in factors[..k].iter_mut().enumerate() {
            *f = (n - k + 1..n - j).map(|x| x as u32).product();
        }
        Lex { factors, k }
    }

    /// The rank of the placement whose tile `j` stands in `placement[j]`: what
    /// [`rank_of`](Self::rank_of) computes unrolled, kept as the plain statement it is checked by.
    #[cfg(test)]
    pub(crate) fn rank(&self, placement: &[u8]) -> usize {
        // The digit of tile j is its cell less the earlier tiles in smaller cells: a few
        // comparisons each (a population count is no instruction of the baseline x86-64).
        let placement = &placement[..self.k];
        let mut rank = 0u32;
        for (j, (&p, &f)) in placement.iter().zip(&self.factors).enumerate() {
            let below: u32 = placement[..j].iter().map(|&q| u32::from(q < p)).sum();
            rank += (u32::from(p) - below) * f;
        }
        rank as usize
    }

    /// [`rank`](Self::rank) of exactly `K` tiles, unrolled.
    #[inline(always)]
    pub(crate) fn rank_of<const K: usize>(&self, placement: &[u8; K]) -> usize {
        let mut rank = 0u32;
        for j in 0..K {
            let p = placement[j];
            let below: u32 = placement[..j].iter().map(|&q| u32::from(q < p)).sum();
            rank += (u32::from(p) - below) * self.factors[j];
        }
        rank as usize
    }

    /// Calls `f` with every placement on `n` cells in rank order.
    pub(crate) fn each(&self, n: usize, f: &mut dyn FnMut(&[u8])) {
        let mut placement = vec![0u8; self.k];
        each_from(n, 0, 0, &mut placement, f);
    }
}

fn each_from(n: usize, j: usize, used: u32, placement: &mut Vec<u8>, f: &mut dyn FnMut(&[u8])) {
    if j == placement.len() {
        f(placement);
        return;
    }
    for p in 0..n as u8 {
        if used & 1 << p == 0 {
            placement[j] = p;
            each_from(n, j + 1, used | 1 << p, placement, f);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_count_up_in_lexicographic_order() {
        for (n, k) in [(6, 3), (9, 4), (16, 4), (16, 2), (25, 1), (8, 8)] {
            let lex = Lex::new(n, k);
            let mut next = 0;
            lex.each(n, &mut |p| {
                assert_eq!(lex.rank(p), next, "{p:?}");
                if k == 4 {
                    assert_eq!(lex.rank_of(&<[u8; 4]>::try_from(p).unwrap()), next);
                }
                next += 1;
            });
            assert_eq!(next, search_core::pdb::placements(n, k));
        }
    }
}
