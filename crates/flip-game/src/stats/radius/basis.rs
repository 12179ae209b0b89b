//! The order in which the radius search fixes the groups: the signatures written in a basis
//! whose first spans hold the fewest cells.

/// The groups' signatures written in a new basis `b_0 … b_{e-1}` of the signatures, each `b_k` a
/// group's signature chosen so that `span(b_0 … b_k)` holds as few cells as it can (the first in
/// the groups' order on a tie). Sorting the groups by their highest coordinate then has the search
/// fix every group of `span(b_0)`, then of `span(b_0, b_1)`, and so on, the smallest subspaces
/// first: of the orders tried (largest groups first, the densest subspaces first, the sparsest
/// first), the one under which the bounds of [`super::bounds`] cut the search of 9 × 9 soonest. A change of basis
/// renames the code words and leaves every weight, so the covering radius is the same.
///
/// The first basis signatures are picked among `first` until they span them all, so that the
/// groups of that subspace come first (for the symmetries, [`super::orbits`]).
pub(super) fn flag(groups: &[(u32, usize)], e: usize, first: &[u32]) -> Vec<u32> {
    // The span so far, `span[y]` the sum of the basis signatures of the bits of `y`, and
    // whether each signature is in it.
    let mut span: Vec<u32> = vec![0];
    let mut inside = vec![false; 1 << e];
    inside[0] = true;
    let mut basis: Vec<u32> = Vec::new();
    for _ in 0..e {
        let mut pick: Option<(usize, u32)> = None;
        let within = first.iter().any(|&v| !inside[v as usize]);
        for &(v, _) in groups {
            if inside[v as usize] || (within && !first.contains(&v)) {
                continue;
            }
            // The cells the span gains with `v`: the groups of `span ⊕ v`.
            let cells: usize = groups
                .iter()
                .filter(|&&(x, _)| inside[(x ^ v) as usize])
                .map(|&(_, g)| g)
                .sum();
            if pick.is_none_or(|(least, _)| cells < least) {
                pick = Some((cells, v));
            }
        }
        // Signatures always span the space (the basis words are independent); a vector outside
        // the span keeps the change of basis invertible if they did not.
        let v = pick.map_or_else(
            || (1..1u32 << e).find(|&x| !inside[x as usize]).unwrap_or(0),
            |(_, v)| v,
        );
        basis.push(v);
        for y in 0..span.len() {
            let x = span[y] ^ v;
            inside[x as usize] = true;
            span.push(x);
        }
    }
    // The coordinates of every signature in the new basis.
    let mut coordinates = vec![0u32; span.len()];
    for (y, &v) in span.iter().enumerate() {
        coordinates[v as usize] = y as u32;
    }
    groups
        .iter()
        .map(|&(v, _)| coordinates[v as usize])
        .collect()
}
