//! The branch and bound against the plain try-every-coefficient on random small cosets.

use super::*;
use proptest::prelude::*;

/// The lightest weight by trying all `2^d` coefficient vectors: the obviously correct answer.
fn brute_force(coset: &Coset) -> usize {
    (0..1u64 << coset.dimension)
        .map(|l| coset.weight(l))
        .min()
        .expect("at least one vector")
}

/// A random coset: `cells` cells of random signatures (some 0) and random `x0` bits, with the
/// unit vectors present so the signatures span all `d` bits.
fn coset(d: usize, cells: &[(u64, bool)]) -> Coset {
    let units = (0..d).map(|i| (1u64 << i, false));
    let mask = (1u64 << d) - 1;
    Coset::new(d, units.chain(cells.iter().map(|&(s, b)| (s & mask, b))))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn the_branch_and_bound_finds_the_brute_force_minimum(
        d in 1usize..=10,
        cells in proptest::collection::vec((any::<u64>(), any::<bool>()), 0..120),
    ) {
        let c = coset(d, &cells);
        let want = brute_force(&c);
        let got = c.lightest(usize::MAX).unwrap().unwrap();
        prop_assert_eq!(got.weight, want);
        prop_assert_eq!(c.weight(got.coefficients), want);
        // Asked for weights under the minimum, none; under one more, the same vector.
        prop_assert_eq!(c.lightest(want).unwrap(), None);
        prop_assert_eq!(c.lightest(want + 1).unwrap(), Some(got));
    }
}

#[test]
fn the_answer_is_the_same_on_every_run() {
    // Many equally light vectors: the one returned must not depend on the threads' timing.
    let cells: Vec<(u64, bool)> = (0..4000u64)
        .map(|i| {
            (
                (i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) & 0xFFFF,
                i % 3 == 0,
            )
        })
        .collect();
    let c = coset(16, &cells);
    let first = c.lightest(usize::MAX).unwrap();
    for _ in 0..5 {
        assert_eq!(c.lightest(usize::MAX).unwrap(), first);
    }
    assert_eq!(first.unwrap().weight, brute_force(&c));
}

#[test]
fn a_search_past_its_work_cap_stops_with_its_bounds() {
    let cells: Vec<(u64, bool)> = (0..3000u64)
        .map(|i| {
            (
                (i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 30) & 0xFFFF,
                i % 2 == 0,
            )
        })
        .collect();
    // Dimension 16: the brute force stays quick in a debug build.
    let c = coset(16, &cells);
    let err = c.lightest_within(usize::MAX, 1000).unwrap_err();
    let want = brute_force(&c);
    assert!(err.lower <= want, "{err:?} {want}");
    assert!(err.upper.is_some_and(|u| u >= want), "{err:?} {want}");
    assert!(err.to_string().contains("stopped at its limit"), "{err}");
}

#[test]
fn a_code_of_dimension_zero_is_its_one_vector() {
    let c = Coset::new(0, [(0, true), (0, false), (0, true)]);
    assert_eq!(
        c.lightest(usize::MAX).unwrap(),
        Some(Lightest {
            weight: 2,
            coefficients: 0
        })
    );
    assert_eq!(c.lightest(2).unwrap(), None);
}
