//! The radius search and its bounds against every count vector of small random codes.

use super::*;

/// A small pseudo-random code: up to `most` groups of 1 to 3 cells over `e ≤ 4` words
/// (signatures drawn at random, so they need not span the space), and 0 or 1 free cell.
fn random_code(state: &mut u64, most: u64) -> Code {
    random_code_of(state, 4, most, 3)
}

/// A pseudo-random code as [`random_code`], of `e ≤ largest_e` and groups of at most `largest`
/// cells.
fn random_code_of(state: &mut u64, largest_e: u64, most: u64, largest: u64) -> Code {
    let mut next = || {
        *state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        *state >> 33
    };
    let e = 1 + (next() % largest_e) as usize;
    let mut groups: Vec<(u32, usize)> = Vec::new();
    for _ in 0..1 + next() % most {
        let v = 1 + (next() % ((1 << e) - 1)) as u32;
        if groups.iter().all(|&(x, _)| x != v) {
            groups.push((v, 1 + (next() % largest) as usize));
        }
    }
    groups.sort_unstable();
    let free = (next() % 2) as usize;
    Code {
        cells: free + groups.iter().map(|&(_, g)| g).sum::<usize>(),
        dimension: e,
        with_black: false,
        free,
        groups,
        symmetries: Vec::new(),
    }
}

/// The least weight over the code words of the press set with `t[k]` cells of group `k`.
fn least_weight(code: &Code, t: &[usize]) -> usize {
    (0..1u32 << code.words())
        .map(|l| {
            code.free
                + code
                    .groups
                    .iter()
                    .zip(t)
                    .map(|(&(v, g), &x)| {
                        if (v & l).count_ones() % 2 == 1 {
                            g - x
                        } else {
                            x
                        }
                    })
                    .sum::<usize>()
        })
        .min()
        .unwrap_or(code.free)
}

/// The largest least weight over every `t` whose first entries are `fixed`: every completion
/// counted, no bound.
fn brute_force(code: &Code, fixed: &[usize]) -> usize {
    let mut t: Vec<usize> = fixed.to_vec();
    t.resize(code.groups.len(), 0);
    let mut best = 0;
    loop {
        best = best.max(least_weight(code, &t));
        let Some(k) = (fixed.len()..t.len()).find(|&k| t[k] < code.groups[k].1) else {
            return best;
        };
        t[k] += 1;
        t[fixed.len()..k].iter_mut().for_each(|x| *x = 0);
    }
}

#[test]
fn the_search_finds_the_largest_least_weight_of_small_codes() {
    let mut state = 7;
    for _ in 0..300 {
        let code = random_code(&mut state, 7);
        let r = covering_radius(&code, MAX_WORK);
        assert_eq!(
            (r.lower, r.upper),
            (brute_force(&code, &[]), r.lower),
            "{code:?}"
        );
        assert_eq!(least_weight(&code, &r.witness), r.lower, "{code:?}");
    }
}

/// Each target searched from no board found, on random codes, many with words of odd weight,
/// where the target is searched twice by the parity of the words ([`refute`]): a board that
/// needs the target is found exactly when the brute force's largest least weight reaches it,
/// on one thread and shared, and by the search by ranges, and [`Plan::least`] counts the board it
/// finds as the brute force does.
#[test]
fn the_two_parity_classes_together_reach_every_board() {
    let mut state = 29;
    let mut with_odd_words = 0;
    for _ in 0..200 {
        let code = random_code_of(&mut state, 5, 8, 3);
        let plan = Plan::new(&code, &[]);
        with_odd_words += usize::from(plan.has_odd_words());
        let (most, average) = (brute_force(&code, &[]) as u32, average_bound(&code) as u32);
        let progress = Progress::hidden(0);
        let ways = [(None, false), (Some(2), false), (None, true)];
        for (target, (threads, ranges)) in (1..=average).flat_map(|t| ways.map(|way| (t, way))) {
            let mut searches = vec![Search::new(&plan, average, &progress)];
            // The search by ranges first in every turn, where it decides every target.
            if ranges {
                searches[0].ranges_from = 0;
            }
            let none = &mut None::<fn() -> Search<'static>>;
            let free = code.free as u32;
            match refute(&mut searches, none, free, target, 0, MAX_WORK, threads).0 {
                Outcome::Found(_) => {
                    let needs = least_weight(&code, &plan.witness(&searches[0].best_t));
                    let counted = plan.least(free, &searches[0].best_t);
                    assert_eq!(counted, needs as u32, "{code:?} {target}");
                    assert!(
                        needs as u32 >= target && most >= target,
                        "{code:?} {target}"
                    );
                }
                outcome => assert_eq!(outcome, Outcome::Refuted, "{code:?} {target}"),
            }
            assert_eq!(most >= target, searches[0].best > 0, "{code:?} {target}");
        }
    }
    assert!(with_odd_words > 50, "{with_odd_words} codes with odd words");
}

/// The climb alone, from the dive, on random codes: the board it reports needs what it says
/// (every `W` kept exact through the moves and the kicks), at least the dive's and never more
/// than the search proves, with either tenure; on some codes it beats the dive, so the moves
/// are exercised.
#[test]
fn the_climb_reports_a_board_that_needs_what_it_says() {
    let mut state = 23;
    let mut climbed = [0; 2];
    for _ in 0..100 {
        let code = random_code_of(&mut state, 6, 24, 7);
        let plan = Plan::new(&code, &[]);
        let progress = Progress::hidden(0);
        let upper = covering_radius(&code, MAX_WORK).upper;
        for (i, tenure) in [climb::Tenure::Fixed, climb::Tenure::Drawn]
            .into_iter()
            .enumerate()
        {
            let mut search = Search::new(&plan, average_bound(&code) as u32, &progress);
            let w = vec![code.free as u32; 1 << code.words()];
            search.dive(&w, u64::MAX);
            let dived = search.best;
            search.climb(&w, 200, u64::MAX, climb::SEED + 1, tenure);
            let board = plan.witness(&search.best_t);
            assert_eq!(
                least_weight(&code, &board),
                search.best as usize,
                "{code:?}"
            );
            assert!(
                dived <= search.best && search.best as usize <= upper,
                "{code:?}"
            );
            climbed[i] += usize::from(search.best > dived);
        }
        // A dive allowed too little work to weigh every word weighs a subcode's, and its board,
        // weighed over every word, needs what it says too.
        let mut search = Search::new(&plan, average_bound(&code) as u32, &progress);
        search.dive(&vec![code.free as u32; 1 << code.words()], 1);
        let board = plan.witness(&search.best_t);
        assert_eq!(least_weight(&code, &board), search.best as usize);
    }
    assert!(
        climbed[0] > 0 && climbed[1] > 0,
        "the climb never beat the dive: {climbed:?}"
    );
}

#[test]
fn sharing_the_search_among_threads_changes_nothing() {
    let mut state = 13;
    for round in 0..200 {
        let code = random_code_of(&mut state, 6, 24, 7);
        // Without the climb, the searches find the better boards themselves.
        let climb = [0, CLIMB_STEPS][round % 2];
        // Work enough that no search runs out (the plain one, which starts each turn of the
        // portfolio over, needs more than the command's limit on a few codes).
        let plain = radius_on(&code, MAX_WORK << 2, None, climb);
        for threads in [1, 2, 3] {
            let shared = radius_on(&code, MAX_WORK << 2, Some(threads), climb);
            assert_eq!(shared, plain, "{code:?}");
        }
        // Cut short, the outcome may differ from the plain search's (the frontier's work is
        // counted before its subtrees') but not with the threads.
        let cap = 1 << (round % 14);
        let one = radius_on(&code, cap, Some(1), climb);
        for threads in [2, 3] {
            assert_eq!(radius_on(&code, cap, Some(threads), climb), one, "{code:?}");
        }
    }
}

#[test]
fn no_bound_is_below_what_a_node_can_reach() {
    let mut state = 11;
    for _ in 0..300 {
        let code = random_code(&mut state, 6);
        let e = code.words();
        let subcodes = bounds::subcodes(e);
        let Node {
            fixed,
            w,
            r,
            odd,
            split,
        } = random_node(&code, state);
        let reach = brute_force(&code, &fixed) as u32;
        assert!(bounds::pairs(&w, r, None) >= reach, "{code:?} {fixed:?}");
        assert!(
            bounds::pairs(&w, r, Some(&odd)) >= reach,
            "{code:?} {fixed:?}"
        );
        // The next least words paired, against the same pairs summed word by word.
        let (more, _) = bounds::more_pairs(&w, r, &odd, 0);
        assert!(more >= reach, "{code:?} {fixed:?}: {more} < {reach}");
        let mut by_weight: Vec<usize> = (0..w.len()).collect();
        by_weight.sort_by_key(|&l| (w[l], l));
        let paired = by_weight[1..w.len().min(bounds::PAIRED)]
            .iter()
            .flat_map(|&l| (0..w.len()).map(move |m| (l, m)))
            .map(|(l, m)| (w[l] + w[m] + 2 * r - odd[l ^ m]) / 2)
            .min()
            .unwrap_or(u32::MAX);
        assert_eq!(more, paired, "{code:?} {fixed:?}");
        // The flag's bound at this node, built at its parent from the parent's `W`, and the same
        // bound summed here coset by coset.
        if let Some(&(v, g)) = code.groups[..split].last() {
            let parent: Vec<u32> = (0..1u32 << e)
                .map(|l| {
                    let odd = (v & l).count_ones() % 2 == 1;
                    let x = fixed[split - 1] as u32;
                    w[l as usize] - if odd { g as u32 - x } else { x }
                })
                .collect();
            let against: Vec<bool> = (0..1u32 << e)
                .map(|l| (v & l).count_ones() % 2 == 1)
                .collect();
            let span = (u32::BITS - v.leading_zeros()) as usize;
            let flag_odd = bounds::flag_odd(&odd);
            let x = fixed[split - 1] as u32;
            let narrow = bounds::Flag::new(&parent, &against, span, &mut Vec::<u32>::new());
            let wide = bounds::Flag::new(&parent, &against, span, &mut Vec::<u64>::new());
            let by_flag = narrow.bound(x, g as u32, r, &flag_odd);
            assert_eq!(by_flag, wide.bound(x, g as u32, r, &flag_odd));
            assert!(by_flag >= reach, "{code:?} {fixed:?}: {by_flag} < {reach}");
            assert_eq!(by_flag, flag_by_cosets(&w, r, &odd), "{code:?} {fixed:?}");
        }
        let by_pairs = bounds::flag_pairs(&w, r, &bounds::odd_folds(&odd), &mut Vec::new(), 0);
        assert!(
            by_pairs >= reach,
            "{code:?} {fixed:?}: {by_pairs} < {reach}"
        );
        assert_eq!(
            by_pairs,
            flag_pairs_by_words(&w, r, &odd),
            "{code:?} {fixed:?}"
        );
        let cosets = bounds::cosets(&w, r, &odd, &subcodes, 0);
        assert!(cosets >= reach, "{code:?} {fixed:?}: {cosets} < {reach}");
        // At the root, the whole code (a subcode when e >= 2) gives the average bound.
        if e >= 2 && split == 0 {
            assert!(cosets <= average_bound(&code) as u32, "{code:?}");
        }
    }
}

/// A node of `code`'s search: its first `split` groups fixed at random (drawn from `state`), in
/// the code's order, with its weights against every word, the cells left and `odd`.
struct Node {
    fixed: Vec<usize>,
    w: Vec<u32>,
    r: u32,
    odd: Vec<u32>,
    split: usize,
}

fn random_node(code: &Code, state: u64) -> Node {
    let e = code.words();
    // A node: the first groups fixed at random, in the code's order.
    let split = (state >> 40) as usize % (code.groups.len() + 1);
    let fixed: Vec<usize> = code.groups[..split]
        .iter()
        .enumerate()
        .map(|(k, &(_, g))| (state >> (k % 40)) as usize % (g + 1))
        .collect();
    let w: Vec<u32> = (0..1u32 << e)
        .map(|l| {
            let grouped: usize = code.groups[..split]
                .iter()
                .zip(&fixed)
                .map(|(&(v, g), &x)| {
                    if (v & l).count_ones() % 2 == 1 {
                        g - x
                    } else {
                        x
                    }
                })
                .sum();
            (code.free + grouped) as u32
        })
        .collect();
    let rest = &code.groups[split..];
    let r: u32 = rest.iter().map(|&(_, g)| g as u32).sum();
    let odd: Vec<u32> = (0..1u32 << e)
        .map(|d| {
            rest.iter()
                .filter(|&&(v, _)| (v & d).count_ones() % 2 == 1)
                .map(|&(_, g)| g as u32)
                .sum()
        })
        .collect();
    Node {
        fixed,
        w,
        r,
        odd,
        split,
    }
}

/// The bound of the module docs of [`bounds`] over every coset of every subcode of the flag
/// (the words whose low `e - s` bits are zero), each coset summed word by word.
fn flag_by_cosets(w: &[u32], r: u32, odd: &[u32]) -> u32 {
    let e = w.len().trailing_zeros();
    let mut ub = u32::MAX;
    for s in 0..=e {
        let u: Vec<usize> = (0..1usize << s).map(|j| j << (e - s)).collect();
        let odd_u: u32 = u.iter().map(|&y| odd[y]).sum();
        for a in 0..1usize << (e - s) {
            let sum: u32 = u.iter().map(|&y| w[a ^ y]).sum();
            ub = ub.min((sum + (r << s) - odd_u) >> s);
        }
    }
    ub
}

/// The bound of the module docs of [`bounds`] over the subcodes `U_s ⊕ ⟨δ⟩` (`U_s` the words
/// whose low `e - s` bits are zero, `s` from 1 to `e - 1`), on the coset made of a least coset of
/// `U_s` (the first) and each other, every word of the union listed and summed.
fn flag_pairs_by_words(w: &[u32], r: u32, odd: &[u32]) -> u32 {
    let e = w.len().trailing_zeros();
    let mut ub = u32::MAX;
    for s in 1..e {
        let u: Vec<usize> = (0..1usize << s).map(|j| j << (e - s)).collect();
        let sum = |a: usize| u.iter().map(|&y| w[a ^ y]).sum::<u32>();
        let sums: Vec<u32> = (0..1usize << (e - s)).map(sum).collect();
        let least = *sums.iter().min().unwrap();
        let a = sums.iter().position(|&x| x == least).unwrap();
        for b in 0..sums.len() {
            let bigger: std::collections::BTreeSet<usize> =
                u.iter().flat_map(|&y| [y, y ^ a ^ b]).collect();
            let size = bigger.len() as u32;
            let odd_u: u32 = bigger.iter().map(|&y| odd[y]).sum();
            let words: u32 = bigger.iter().map(|&y| w[a ^ y]).sum();
            ub = ub.min((words + size * r - odd_u) / size);
        }
    }
    ub
}

#[test]
fn every_subcode_of_two_to_five_dimensions_is_listed_once() {
    // Subspaces of dimension 2 to e of GF(2)^e: 1, 8, 51, 342 for e = 2 to 5 (Gaussian binomials).
    for (e, count) in [(1, 0), (2, 1), (3, 8), (4, 51), (5, 342), (6, 0)] {
        let subcodes = bounds::subcodes(e);
        assert_eq!(subcodes.len(), count, "e = {e}");
        for (u, cosets) in &subcodes {
            assert!(u.iter().all(|&x| u.iter().all(|&y| u.contains(&(x ^ y)))));
            assert_eq!(u.len() * cosets.len(), 1 << e);
        }
    }
}

mod ranged;
mod shapes;
mod weighed;
