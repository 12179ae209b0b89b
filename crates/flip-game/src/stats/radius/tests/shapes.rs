//! The radius search on real shapes, whose codes have the board's symmetries: the orbits the
//! search keeps, and a search cut short that goes on where it stopped.

use super::*;

/// The code of a `rows × cols` board for one colour (the kernel) or for either (with the
/// all-black press set), with the board's symmetries.
pub(super) fn shape_code(rows: usize, cols: usize, either: bool) -> Code {
    let gf2 = crate::gf2::Gf2::new(crate::board::Size { rows, cols });
    let mut basis = gf2.kernel_basis();
    let black = if either {
        gf2.all_black_press_set()
    } else {
        None
    };
    basis.extend(black.clone());
    let signature = crate::stats::groups::signatures(rows * cols, &basis);
    Code::from_basis(gf2.dimension(), black.is_some(), &basis)
        .with_symmetries(&signature, rows, cols)
}

/// The weights against every code word (in the plan's basis) of the node whose first groups,
/// in the plan's order, took `t` cells.
fn prefix_weights(plan: &Plan, free: usize, t: &[u32]) -> Vec<u32> {
    let words = 1u32
        << plan
            .groups
            .iter()
            .map(|&(v, _)| u32::BITS - v.leading_zeros())
            .max()
            .unwrap_or(0);
    (0..words)
        .map(|l| {
            let pressed = plan.groups.iter().zip(t).map(|(&(v, g), &x)| {
                if (v & l).count_ones() % 2 == 1 {
                    g - x
                } else {
                    x
                }
            });
            free as u32 + pressed.sum::<u32>()
        })
        .collect()
}

#[test]
fn keeping_the_least_node_of_each_orbit_finds_what_the_whole_search_finds() {
    for (rows, cols) in [(4, 4), (3, 5), (5, 5), (4, 9), (5, 7), (6, 8)] {
        for either in [false, true] {
            let code = shape_code(rows, cols, either);
            let what = format!("{rows}x{cols}, either colour: {either}");
            assert_eq!(code.symmetries.len(), if rows == cols { 7 } else { 3 });
            let Some(first) = orbits::subspace(&code) else {
                continue;
            };
            let plan = Plan::new(&code, &first);
            let orbits = plan
                .orbits
                .as_ref()
                .expect("the subspace's groups come first");
            // Some nodes of the subspace's level are left for another of their orbit.
            let tops = &plan.top[..orbits.depth];
            let mut t = vec![0u32; orbits.depth];
            let (mut all, mut kept) = (0, 0);
            loop {
                all += 1;
                kept += usize::from(orbits.least(&t));
                // Each image is a node of the search, whose weights against the code words so
                // far are those of `t`, renamed.
                let weights = |t: &[u32]| {
                    let mut w = prefix_weights(&plan, code.free, t);
                    w.sort_unstable();
                    w
                };
                for image in orbits.images(&t) {
                    assert!(image.iter().zip(tops).all(|(x, top)| x <= top), "{what}");
                    assert_eq!(weights(&image), weights(&t), "{what}: {t:?} {image:?}");
                }
                let Some(k) = (0..t.len()).find(|&k| t[k] < tops[k]) else {
                    break;
                };
                t[k] += 1;
                t[..k].iter_mut().for_each(|x| *x = 0);
            }
            assert!(0 < kept && kept < all, "{what}: {kept} of {all} kept");
            // Every target is reached, or refuted, with the orbits as without them.
            let progress = Progress::hidden(0);
            let average = average_bound(&code) as u32;
            let w = vec![code.free as u32; 1 << code.words()];
            for target in (0..=average).rev() {
                let mut whole = Search::new(&plan, average, &progress);
                let mut least = Search::new(&plan, average, &progress);
                for search in [&mut whole, &mut least] {
                    (search.target, search.max_work) = (target, u64::MAX / 2);
                }
                let found = whole.node(0, &w);
                assert_eq!(
                    least.shared_from(&w, 2, &mut None),
                    found,
                    "{what}, target {target}"
                );
                if found {
                    let witness = plan.witness(&least.best_t);
                    assert_eq!(least_weight(&code, &witness), least.best as usize);
                    assert_eq!(least.best, whole.best, "{what}");
                    break;
                }
            }
        }
    }
}

#[test]
fn a_search_cut_short_goes_on_where_it_stopped() {
    let progress = Progress::hidden(0);
    let mut resumed = 0;
    for (rows, cols) in [(5, 7), (6, 8), (4, 9), (3, 8)] {
        for either in [false, true] {
            let code = shape_code(rows, cols, either);
            let plan = Plan::new(&code, &orbits::subspace(&code).unwrap_or_default());
            let average = average_bound(&code) as u32;
            let w = vec![code.free as u32; 1 << code.words()];
            for target in (0..=average).rev() {
                let mut whole = Search::new(&plan, average, &progress);
                (whole.target, whole.max_work) = (target, u64::MAX / 2);
                let found = whole.shared_from(&w, 2, &mut None);
                // The same search in rounds of doubling work, each going on from the last.
                let mut resume = None;
                let mut budget = 1 << 8;
                let (pieces, best) = loop {
                    let mut piece = Search::new(&plan, average, &progress);
                    (piece.target, piece.max_work) = (target, budget);
                    let f = piece.shared_from(&w, 2, &mut resume);
                    if f || piece.work <= piece.max_work {
                        break (f, piece.best);
                    }
                    resumed += usize::from(resume.as_ref().is_some_and(|r| r.done() > 0));
                    budget *= 2;
                };
                assert_eq!(pieces, found, "{rows}x{cols} {either} {target}");
                if found {
                    assert_eq!(best, whole.best, "{rows}x{cols} {either}");
                    break;
                }
            }
        }
    }
    assert!(resumed > 0, "no search went on from where it stopped");
}

/// The climb alone, from the dive, on every shape of up to 12 × 12 whose code has `2` to `2^10`
/// words, against the least number the search refutes (less one), which does not depend on how
/// good a board the climb found: the climb reaches it on all but one (6 × 8 to either colour,
/// one short of the radius; 9 × 9 to white was a second until the search proved it within
/// [`MAX_WORK`]). A climb that only ever goes up stopped short on 7 × 11 and 9 × 9 to either
/// colour too, when the search still stopped short on 9 × 9 to white.
#[test]
fn the_climb_alone_reaches_the_radius_of_nearly_every_small_shape() {
    let mut short = Vec::new();
    for rows in 2..=12 {
        for cols in rows..=12 {
            for either in [false, true] {
                let code = shape_code(rows, cols, either);
                if code.words() == 0 || code.words() > 10 {
                    continue;
                }
                let upper = covering_radius(&code, MAX_WORK).upper;
                let plan = Plan::new(&code, &[]);
                let progress = Progress::hidden(0);
                let mut search = Search::new(&plan, average_bound(&code) as u32, &progress);
                let w = vec![code.free as u32; 1 << code.words()];
                search.dive(&w, u64::MAX);
                search.climb(&w, CLIMB_STEPS, u64::MAX, climb::SEED, climb::Tenure::Fixed);
                assert!(search.best as usize <= upper, "{rows}x{cols}");
                if (search.best as usize) < upper {
                    short.push((rows, cols, either));
                }
            }
        }
    }
    assert!(short.len() <= 1, "short of the radius on {short:?}");
}

/// Every kernel word presses an even number of cells (`xᵀAx` counts the cells `x` presses, and
/// is 0 when `Ax = 0`), so the code to white has no word of odd weight, and the code to either
/// colour has one exactly when the all-black press set presses an odd number of cells: the two
/// halves of [`refute`] are searched on those codes alone. Counted here cell by cell.
#[test]
fn only_an_odd_all_black_press_set_gives_words_of_odd_weight() {
    let mut odd_shapes = 0;
    for rows in 1..=12 {
        for cols in rows..=12 {
            let gf2 = crate::gf2::Gf2::new(crate::board::Size { rows, cols });
            for word in gf2.kernel_basis() {
                assert_eq!(word.count_ones() % 2, 0, "{rows}x{cols}");
            }
            let black = gf2.all_black_press_set().expect("every shape has one");
            let odd = black.count_ones() % 2 == 1;
            let white = Plan::new(&shape_code(rows, cols, false), &[]);
            assert!(!white.has_odd_words(), "{rows}x{cols}");
            let either = Plan::new(&shape_code(rows, cols, true), &[]);
            assert_eq!(either.has_odd_words(), odd, "{rows}x{cols}");
            odd_shapes += usize::from(odd);
        }
    }
    assert!(
        odd_shapes > 10,
        "{odd_shapes} shapes with an odd all-black press set"
    );
}
