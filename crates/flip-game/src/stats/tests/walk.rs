//! The walk over the groups held to the steps it is allowed, and what more steps count.

use super::*;
use crate::target::Target;
use groups::Code;

/// The walk takes the steps it is allowed, and says how many it was allowed when that is not
/// enough: the same walk with one step fewer than it took gives up.
#[test]
fn the_walk_is_held_to_the_steps_it_is_allowed() {
    for (rows, cols, target) in [(5, 5, Target::White), (4, 5, Target::Either)] {
        let code = Code::new(&Gf2::new(size(rows, cols)), target).unwrap();
        let walked = minima::coset_minima(&code, WORK_BUDGET).unwrap();
        assert_eq!(minima::coset_minima(&code, walked.work).unwrap(), walked);
        let short = minima::coset_minima(&code, walked.work - 1).unwrap_err();
        assert!(
            matches!(short, NotCounted::TooMuchWork { budget, .. } if budget == walked.work - 1),
            "{short:?}"
        );
        let steps = (walked.work - 1).to_string();
        assert!(short.to_string().contains(&steps), "{short}");
    }
    // 9 x 9 gives up within the first half of its groups at the default budget, and is not
    // given more.
    let nine = by_steps(&Gf2::new(size(9, 9)), Target::Either, MAX_WALK).unwrap_err();
    assert!(
        matches!(nine, NotCounted::TooMuchWork { budget: WORK_BUDGET, done, groups, .. }
            if 2 * done < groups),
        "{nine:?}"
    );
    assert_eq!(walk_budget(radius::MAX_WORK), WORK_BUDGET);
    assert_eq!(walk_budget(1 << 34), MAX_WALK);
    assert_eq!(walk_budget(1 << 60), MAX_WALK);
    assert_eq!(walk_budget(0), WORK_BUDGET);
}

/// 14 × 14 to white, which the default walk does not reach, is counted when the work asked for
/// allows it a gigabyte's worth of steps ([`MAX_WALK`]), and held to what is known apart from
/// the walk: every solvable board (`2^192`) is counted; the last count is at 123, the most steps
/// that the search for them proves (`the_newly_proven_gods_numbers_and_their_boards`); and a
/// board of `k` presses with `2k` less than the least weight of a code word has no lighter
/// press set, so `C(196, k)` boards need exactly `k` steps.
#[test]
#[ignore = "seconds in release: run in release"]
fn fourteen_by_fourteen_to_white_is_counted_with_more_work() {
    let gf2 = Gf2::new(size(14, 14));
    assert!(by_steps(&gf2, Target::White, WORK_BUDGET).is_err());
    let Ok(BySteps::Listed { counts, .. }) = by_steps(&gf2, Target::White, MAX_WALK) else {
        panic!("14x14 is counted within {MAX_WALK} steps");
    };
    let total: BigUint = counts.iter().sum();
    assert_eq!(total, BigUint::from(1u8) << 192);
    assert_eq!(counts.len(), 124);
    let code = Code::new(&gf2, Target::White).unwrap();
    let lightest = (1u32..1 << code.words())
        .map(|word| {
            let odd = |sig: u32| (sig & word).count_ones() % 2 == 1;
            code.groups
                .iter()
                .filter(|&&(sig, _)| odd(sig))
                .map(|&(_, g)| g)
                .sum::<usize>()
        })
        .min()
        .unwrap();
    let mut binomial = BigUint::from(1u8);
    for (k, count) in counts.iter().enumerate().take(lightest.div_ceil(2)) {
        assert_eq!(*count, binomial, "{k} steps");
        binomial = binomial * (196 - k) / (k + 1);
    }
}
