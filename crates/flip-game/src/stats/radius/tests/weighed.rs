//! The bound of the best weighting of the code words: never below what a node can reach, at most
//! every equal weighting's, and the search it cuts still proves what the search without it does.

use super::*;

/// Every weighting's bound at random nodes of small random codes, against the brute force: the
/// best one's, an arbitrary one's and the whole code's (the average).
#[test]
fn no_weighting_bounds_below_what_a_node_can_reach() {
    let mut state = 31;
    for _ in 0..300 {
        let code = random_code(&mut state, 6);
        let words = 1usize << code.words();
        let Node { fixed, w, .. } = random_node(&code, state);
        let left = groups_left(&code, fixed.len());
        let reach = brute_force(&code, &fixed) as u32;
        let best = weighting::best(&w, &left).expect("a small program is solved");
        let by_best = weighting::bound(&best, &w, &left);
        assert!(by_best >= reach, "{code:?} {fixed:?}: {by_best} < {reach}");
        let arbitrary: Vec<u64> = (0..words as u64).map(|l| (state >> l) % 5).collect();
        assert!(weighting::bound(&arbitrary, &w, &left) >= reach, "{code:?}");
        let even = weighting::bound(&vec![1; words], &w, &left);
        assert!(even >= reach, "{code:?} {fixed:?}");
    }
}

/// At random nodes of random codes of up to 64 words, the best weighting's bound is at most the
/// whole code's average and every single word's bound, and below every cheaper bound at some.
#[test]
fn the_best_weighting_bounds_a_node_at_least_as_well_as_the_cheaper_bounds() {
    let mut state = 37;
    let mut stronger = 0;
    for _ in 0..200 {
        let code = random_code_of(&mut state, 6, 24, 7);
        let Node {
            fixed, w, r, odd, ..
        } = random_node(&code, state);
        let left = groups_left(&code, fixed.len());
        let by_best = weighting::bound(&weighting::best(&w, &left).unwrap(), &w, &left);
        let even = weighting::bound(&vec![1; w.len()], &w, &left);
        let one = w.iter().min().map_or(u32::MAX, |&x| x + r);
        assert!(by_best <= even && by_best <= one, "{code:?} {fixed:?}");
        let cheaper = bounds::pairs(&w, r, Some(&odd))
            .min(bounds::flag_pairs(
                &w,
                r,
                &bounds::odd_folds(&odd),
                &mut Vec::new(),
                0,
            ))
            .min(bounds::cosets(
                &w,
                r,
                &odd,
                &bounds::subcodes(code.words()),
                0,
            ));
        stronger += usize::from(by_best < cheaper);
    }
    assert!(
        stronger > 0,
        "the best weighting never beat the cheaper bounds"
    );
}

/// At random nodes of random codes of up to `2^7` words, the simplex method's best weighting has
/// the optimum of the program solved by a general solver written apart (the `microlp` crate),
/// started afresh and from the basis of the node's parent or grandparent (in fewer pivots, over
/// all the nodes, than afresh); and the weighting it stops at when it may stop early cuts
/// wherever the best one does.
#[test]
fn the_simplex_method_finds_the_optimum_a_general_solver_finds() {
    let mut state = 41;
    let (mut cut, mut resumed) = (0, 0);
    // The work of the programs resumed, and of the same programs afresh.
    let (mut warm, mut cold) = (0, 0);
    for _ in 0..300 {
        let code = random_code_of(&mut state, 7, 24, 9);
        let Node { fixed, w, .. } = random_node(&code, state);
        let level = fixed.len();
        let groups = groups_left(&code, 0);
        let left = &groups[level..];
        let against = node::parity_rows(&groups, w.len());
        let optimum = |w: &[u32], level: usize, from| {
            let solved = weighting::below(w, &groups, &against, level, 0, from).expect("a basis");
            let left = &groups[level..];
            let (ours, general) = (
                value(&solved.weights, w, left),
                by_a_general_solver(w, left),
            );
            assert!(
                (ours - general).abs() < 1e-4,
                "{code:?} {fixed:?}: {ours} {general}"
            );
            (solved, general)
        };
        let (solved, general) = optimum(&w, level, None);
        // Down one group and two, the middle cell of each, from this node's basis.
        let (mut below, mut at) = (w.clone(), Vec::new());
        for depth in 1..=2.min(left.len()) {
            let (v, g) = left[depth - 1];
            bounds::add(&below, &node::parities(v, w.len()), g / 2, g, &mut at);
            std::mem::swap(&mut below, &mut at);
            warm += optimum(&below, level + depth, Some(&solved)).0.work;
            cold += optimum(&below, level + depth, None).0.work;
            resumed += 1;
        }
        let target = general.floor() as u32 + 1;
        let early = weighting::below(&w, &groups, &against, level, target, None).expect("a basis");
        let by_early = weighting::bound(&early.weights, &w, left);
        assert!(by_early < target, "{code:?} {fixed:?}");
        cut += usize::from(general.fract() != 0.0);
    }
    assert!(
        cut > 0 && resumed > 0,
        "{cut} fractional optima, {resumed} resumed"
    );
    assert!(warm < cold, "resumed: {warm} work, afresh: {cold}");
}

/// The bound of `weights` at a node, in floating point, before its floor.
fn value(weights: &[u64], w: &[u32], left: &[(u32, u32)]) -> f64 {
    let total: f64 = weights.iter().map(|&p| p as f64).sum();
    let sum: f64 = weights
        .iter()
        .zip(w)
        .map(|(&p, &x)| p as f64 * f64::from(x))
        .sum();
    let groups: f64 = left
        .iter()
        .map(|&(v, g)| {
            let odd = node::parities(v, w.len());
            let (mut even, mut other) = (0.0, 0.0);
            for (&p, &o) in weights.iter().zip(&odd) {
                *if o { &mut other } else { &mut even } += p as f64;
            }
            f64::from(g) * even.max(other)
        })
        .sum();
    (sum + groups) / total
}

/// The least bound of any weighting at a node, by a general solver: the program of
/// [`weighting`] as it is written there, a variable for each word and for each group left.
fn by_a_general_solver(w: &[u32], left: &[(u32, u32)]) -> f64 {
    use microlp::{ComparisonOp, OptimizationDirection, Problem};
    let mut program = Problem::new(OptimizationDirection::Minimize);
    let p: Vec<_> = w
        .iter()
        .map(|&x| program.add_var(f64::from(x), (0.0, f64::INFINITY)))
        .collect();
    program.add_constraint(p.iter().map(|&x| (x, 1.0)), ComparisonOp::Eq, 1.0);
    for &(v, g) in left {
        // `m ≥ g E` and `m ≥ g O`: the most the group can add to the weighted sum.
        let m = program.add_var(1.0, (0.0, f64::INFINITY));
        let odd = node::parities(v, w.len());
        for side in [false, true] {
            let terms = p
                .iter()
                .zip(&odd)
                .filter(|&(_, &o)| o == side)
                .map(|(&x, _)| (x, f64::from(g)))
                .chain([(m, -1.0)]);
            program.add_constraint(terms, ComparisonOp::Le, 0.0);
        }
    }
    let outcome = program.solve().expect("a small program is solved");
    outcome.solution().expect("an optimum").objective()
}

/// The groups of `code` from `split` on, as the search's plan holds them.
fn groups_left(code: &Code, split: usize) -> Vec<(u32, u32)> {
    code.groups[split..]
        .iter()
        .map(|&(v, g)| (v, g as u32))
        .collect()
}

/// On every shape of up to 30 cells whose code has 4 to 2^9 words, to white and to either colour,
/// a search that also bounds by the best weighting refutes one above the radius the plain search
/// proves and finds a board that needs the radius.
#[test]
fn the_search_with_the_best_weighting_proves_what_the_plain_search_proves() {
    let progress = Progress::hidden(0);
    let mut shapes = 0;
    for rows in 2..=5 {
        for cols in rows..=30 / rows {
            for either in [false, true] {
                let code = shapes::shape_code(rows, cols, either);
                if !(2..=9).contains(&code.words()) {
                    continue;
                }
                let radius = radius_on(&code, MAX_WORK, None, CLIMB_STEPS);
                assert_eq!(radius.lower, radius.upper, "{rows}x{cols} {either}");
                let plan = Plan::new(&code, &[]);
                let w = vec![code.free as u32; 1 << code.words()];
                for (target, found) in [(radius.upper + 1, false), (radius.upper, true)] {
                    let mut search = Search {
                        weighing: true,
                        ..Search::new(&plan, average_bound(&code) as u32, &progress)
                    };
                    (search.target, search.max_work) = (target as u32, u64::MAX / 2);
                    assert_eq!(
                        search.node(0, &w),
                        found,
                        "{rows}x{cols} {either}: {target}"
                    );
                }
                shapes += 1;
            }
        }
    }
    assert!(shapes >= 5, "only {shapes} shapes");
}
