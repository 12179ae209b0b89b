//! The branch and bound against the plain try-every-coefficient on random small cosets, and the
//! bounds of searches cut short against the lightest weight.

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
fn a_search_certain_to_end_soon_enough_is_finished_and_one_that_is_not_is_stopped() {
    // Every group is one pressed cell and one not: every vector weighs the same, no bound ever
    // exceeds the best weight, and the search visits every node, as many as it could.
    let random = random_cells(200, 7).into_iter().map(|(s, _)| s);
    let signatures = (0..24).map(|i| 1u64 << i).chain(random);
    let cells: Vec<(u64, bool)> = signatures
        .flat_map(|s| [(s & low_mask(24), true), (s & low_mask(24), false)])
        .collect();
    let c = Coset::new(24, cells);
    let most = Tree::new(&c, 10).most_work();
    let finished = c.lightest_with_blocks(usize::MAX, most.div_ceil(FINISHED_WITHIN), 10);
    assert_eq!(finished.unwrap().map(|l| l.weight), Some(c.weight(0)));
    let stopped = c.lightest_with_blocks(usize::MAX, most / FINISHED_WITHIN - (1 << 10), 10);
    assert!(stopped.is_err(), "{stopped:?} after at most {most}");
}

fn low_mask(bits: usize) -> u64 {
    (1 << bits) - 1
}

/// What the searches cut short by [`check_cut_searches`] did.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Cuts {
    /// The searches that stopped at their cap.
    pub(crate) stopped: usize,
    /// Those that proved more than the root's bound.
    pub(crate) above_root: usize,
    /// Those that had not yet found the lightest weight: their lower bound cannot be the best
    /// weight found, only the bounds of what they left.
    pub(crate) short_of_lightest: usize,
}

impl std::ops::Add for Cuts {
    type Output = Cuts;
    fn add(self, other: Cuts) -> Cuts {
        Cuts {
            stopped: self.stopped + other.stopped,
            above_root: self.above_root + other.above_root,
            short_of_lightest: self.short_of_lightest + other.short_of_lightest,
        }
    }
}

/// Searches `c` cut short at each of `caps` class updates, for any weight and for weights up to
/// `lightest` (its lightest weight): a search that finishes finds `lightest`, and one that stops
/// states bounds around it, the lower at least the root's. The searches leave their last
/// `block_bits` coefficients to blocks, as the solver's do with [`BLOCK_BITS`].
pub(crate) fn check_cut_searches(
    c: &Coset,
    lightest: usize,
    caps: impl IntoIterator<Item = u64>,
    block_bits: usize,
) -> Cuts {
    let root = c.root_bound();
    let mut cuts = Cuts::default();
    for cap in caps {
        for below in [usize::MAX, lightest + 1] {
            match c.lightest_with_blocks(below, cap, block_bits) {
                Ok(found) => assert_eq!(found.map(|l| l.weight), Some(lightest), "cap {cap}"),
                Err(e) => {
                    cuts.stopped += 1;
                    cuts.above_root += usize::from(e.lower > root);
                    cuts.short_of_lightest += usize::from(e.upper.is_some_and(|u| u > lightest));
                    let context = format!("cap {cap}, below {below}: {e:?}, root {root}");
                    assert!(
                        root <= e.lower && e.lower <= lightest,
                        "{context}, {lightest}"
                    );
                    // Asked for weights under `lightest + 1`, only `lightest` itself is found.
                    let upper_ok = e.upper.is_some_and(|u| u >= lightest)
                        || e.upper.is_none() && below <= lightest + 1;
                    assert!(upper_ok, "{context}, {lightest}");
                }
            }
        }
    }
    cuts
}

/// Work caps to cut searches at, up to `2^max`: `2^10`, and from `2^20` on by half powers of two.
/// A walker adds its work to the shared count about every `2^16` class updates, and a search
/// stops at the first count past its cap, so every cap under `2^16` cuts where `2^10` does.
pub(crate) fn caps(max: u32) -> Vec<u64> {
    let steps = (40..=2 * max).map(|h| (1u64 << (h / 2)) + (u64::from(h % 2) << (h / 2 - 1)));
    std::iter::once(1 << 10).chain(steps).collect()
}

/// `n` cells of pseudo-random signatures and `x0` bits from `seed`.
fn random_cells(n: u64, seed: u64) -> Vec<(u64, bool)> {
    (0..n)
        .map(|i| {
            let x = (i + seed * 1000).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            (x >> 20, x >> 63 == 1)
        })
        .collect()
}

#[test]
fn a_search_cut_short_proves_the_least_bound_of_what_it_left() {
    // Random cosets of dimension 11 to 16, each cut at work caps up to 4 million; few cells,
    // so that walking down to every subtree left stays quick unoptimised.
    let mut cuts = Cuts::default();
    for (d, seed) in [(11, 1u64), (12, 2), (14, 3), (16, 4), (16, 5)] {
        let c = coset(d, &random_cells(160, seed));
        let want = brute_force(&c);
        for bits in [0, BLOCK_BITS] {
            cuts = cuts + check_cut_searches(&c, want, caps(22), bits);
        }
    }
    assert!(cuts.stopped > 0, "no search was cut short");
    assert!(
        cuts.above_root > 0,
        "no cut proved more than its root's bound: {cuts:?}"
    );
}

#[test]
fn a_search_cut_short_before_it_finds_the_lightest_still_bounds_it() {
    // A coset (found by trying seeds) where the dive and the hill climb miss the lightest vector
    // and no cut here finds it: the lower bound stated must come from the nodes left unsearched.
    // Where a search stops depends on how the two threads' work interleaves (each adds its
    // count to the shared one now and then), so a run under load may find the lightest before
    // every cut: the bounds are checked on every try, and some try must stop short of it.
    // Without blocks at the bottom: with them, this search finds the lightest before its first
    // cut.
    let c = coset(20, &random_cells(400, 5));
    let want = brute_force(&c);
    let tries: Vec<Cuts> = (0..5)
        .map(|_| check_cut_searches(&c, want, caps(22), 0))
        .take_while(|cuts| cuts.short_of_lightest == 0)
        .collect();
    assert!(tries.len() < 5, "{tries:?}");
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

#[test]
fn blocks_grow_with_the_groups_about_four_past_their_logarithm() {
    assert_eq!(block_bits(BLOCKS_FROM - 1, 1 << 20), 0, "no blocks below");
    // The rounded logarithm in integers, against floating point, on every count of groups a
    // board of at most 1024 x 1024 can have.
    for groups in 1..=1usize << 20 {
        let want = ((groups as f64).log2().round() as usize + 4).clamp(BLOCK_BITS, MAX_BLOCK_BITS);
        assert_eq!(block_bits(BLOCKS_FROM, groups), want, "{groups} groups");
    }
    // The squares' few thousand groups keep the size measured best on them.
    assert_eq!(block_bits(42, 3_991), BLOCK_BITS, "65 x 65");
    assert_eq!(block_bits(42, 158_818), 21, "389 x 713");
}
