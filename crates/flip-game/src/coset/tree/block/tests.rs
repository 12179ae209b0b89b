//! Tests of the blocks: every completion weighed one by one against the transform's least.

use super::*;
use proptest::prelude::*;

/// The node whose classes have keys `keys` and sides `(A, B)`, the block over those keys whose
/// classes' sides differ by `spread` at most, and its lightest completion found by weighing every
/// `z` one by one: the least weight, with `settled` added, and the least `z` of that weight.
fn case(
    bits: usize,
    keys: &[u32],
    sides: &[(u32, u32)],
    spread: u64,
    settled: u32,
) -> (Classes, Block, (u32, u64)) {
    let node = Classes {
        sides: sides
            .iter()
            .map(|&(a, b)| super::super::both(a, b))
            .chain([0])
            .collect(),
    };
    let weigh = |z: u64| {
        let side = |(&k, &(a, b)): (&u32, &(u32, u32))| {
            if (u64::from(k) & z).count_ones() % 2 == 1 {
                b
            } else {
                a
            }
        };
        settled + keys.iter().zip(sides).map(side).sum::<u32>()
    };
    let want = (0..1u64 << bits).map(|z| (weigh(z), z)).min().unwrap();
    assert!(
        sides
            .iter()
            .all(|&(a, b)| u64::from(a.abs_diff(b)) <= spread)
    );
    (
        node,
        Block::new(bits, keys.to_vec(), &vec![spread; keys.len()]),
        want,
    )
}

/// Past the sizes the property test tries: on 16 coefficients (1024 rows, every pass of the
/// butterflies) and on 18 and 19 (stretches of more than [`NEAR_ROWS`] rows, with a pass over
/// each whole stretch, and four or eight top rows), in every [`Width`] (sides small enough for
/// `i16` throughout, large enough for `i32` throughout, and as large as keeps each stretch's
/// classes within `i16`, so that only the last pass's outputs are past it), the block's answer is
/// the least of every completion weighed one by one. Every block weighs two nodes in turn through
/// the same buffers as the blocks before it, so that numbers left in the rows of a quad, a group
/// of rows or a stretch with no class (which a block skips) would show; half the blocks have keys
/// with two bits always clear, so that whole stretches are empty, and three have so many classes
/// that no quad is skipped.
#[test]
fn blocks_of_16_to_19_coefficients_find_the_lightest_completion() {
    let mut state = 11u64;
    let mut next = move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        state
    };
    let widths = [Width::Narrow, Width::NarrowRows, Width::Wide];
    let sizes = [16, 18, 19]
        .into_iter()
        .flat_map(|bits| widths.map(|width| (bits, width)))
        .flat_map(|(bits, width)| [(bits, width, false, 40), (bits, width, true, 40)]);
    // And blocks of 16 coefficients where most quads hold a class, which skip nothing.
    let dense = widths.map(|width| (16, width, false, 1500));
    let mut rows = Rows::default();
    for (bits, width, clustered, classes) in sizes.chain(dense) {
        let clear = if clustered {
            1 << (bits - 1) | 1 << (bits - 4)
        } else {
            0
        };
        let mut keys: Vec<u32> = (0..classes)
            .map(|_| ((next() >> 40) as u32 % ((1 << bits) - 1) + 1) & !clear)
            .filter(|&k| k != 0)
            .collect();
        keys.sort_unstable();
        keys.dedup();
        // Sides from 0 to 19 times `scale`.
        let scale = match width {
            Width::Narrow => 1,
            Width::Wide => 1000,
            Width::NarrowRows => {
                let crowd = keys.chunk_by(|&a, &b| stretch_of(bits, a) == stretch_of(bits, b));
                (1 << 15) / (19 * crowd.map(<[u32]>::len).max().unwrap() as u32)
            }
        };
        let mut block = None;
        for node in 0..2 {
            let sides: Vec<(u32, u32)> = keys
                .iter()
                .map(|_| {
                    let r = next();
                    ((r >> 8) as u32 % 20 * scale, (r >> 20) as u32 % 20 * scale)
                })
                .collect();
            let (node_classes, made, want) = case(bits, &keys, &sides, 19 * u64::from(scale), 0);
            // The first block made over these keys weighs both nodes.
            let block = block.get_or_insert(made);
            assert_eq!(
                (block.sparse, block.width),
                (classes == 40, width),
                "{bits} coefficients, {classes} classes"
            );
            let found = block.lightest(&node_classes, 0, u32::MAX, &mut rows);
            assert_eq!(
                found,
                Some(want),
                "{bits} coefficients, {width:?}, clustered {clustered}, node {node}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    /// Every completion weighed one by one: the block's answer is the least weight and the
    /// least `z` of that weight, in both widths of number.
    #[test]
    fn a_block_finds_the_lightest_completion_and_the_first_of_them(
        bits in MIN_BITS..=9,
        classes in proptest::collection::vec((1u32..512, 0u32..40, 0u32..40), 1..60),
        settled in 0u32..100,
        wide in any::<bool>(),
    ) {
        let mut keys: Vec<u32> = classes.iter().map(|&(k, _, _)| k % (1 << bits)).filter(|&k| k != 0).collect();
        keys.sort_unstable();
        keys.dedup();
        let scale = if wide { 1000 } else { 1 };
        let sides: Vec<(u32, u32)> = keys.iter().zip(classes.iter().cycle()).map(|(_, &(_, a, b))| (a * scale, b * scale)).collect();
        let (node, block, (want, first)) = case(bits, &keys, &sides, 39 * u64::from(scale), settled);
        let mut rows = Rows::default();
        prop_assert_eq!(block.lightest(&node, settled, u32::MAX, &mut rows), Some((want, first)));
        prop_assert_eq!(block.lightest(&node, settled, want, &mut rows), Some((want, first)));
        if want > 0 {
            prop_assert_eq!(block.lightest(&node, settled, want - 1, &mut rows), None);
        }
    }
}
