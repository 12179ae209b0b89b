//! The counts against brute force over every press set of a board: a counter that shares nothing
//! with the code words.

use super::*;

/// The fewest steps of every board of `size` (at most 25 cells) by brute force over every press
/// set: pressing the set `x` on the all-white board gives a board `b` that `x` makes all white,
/// and `b` with its colours swapped, which `x` makes all black, so a board's fewest steps is the
/// fewest cells of a set that gives it or its swap. No algebra, no table: masks and popcounts.
/// Returns how many boards need 0, 1, 2, … steps, and how many no steps solve.
fn brute_force(size: Size) -> (Vec<u64>, u64) {
    brute_force_to(size, Target::Either)
}

/// [`brute_force`] to the `target` colour: to white, the boards `b` alone; to black, their
/// swaps alone.
fn brute_force_to(size: Size, target: Target) -> (Vec<u64>, u64) {
    let n = size.cells();
    assert!(n <= 25, "a byte per board");
    let press = press_masks(size);
    let full = (1u32 << n) - 1;
    let mut steps = vec![u8::MAX; 1 << n];
    let (mut set, mut board) = (0u32, 0u32);
    // Every press set once, in Gray-code order: one cell in or out a step.
    for step in 0..1u32 << n {
        if step > 0 {
            let cell = step.trailing_zeros() as usize;
            set ^= 1 << cell;
            board ^= press[cell];
        }
        let weight = set.count_ones() as u8;
        let made = [(board, Colour::White), (board ^ full, Colour::Black)];
        for (b, _) in made.into_iter().filter(|&(_, c)| target.allows(c)) {
            steps[b as usize] = steps[b as usize].min(weight);
        }
    }
    let mut counts = Vec::new();
    let mut impossible = 0;
    for s in steps {
        if s == u8::MAX {
            impossible += 1;
        } else {
            if counts.len() <= s as usize {
                counts.resize(s as usize + 1, 0);
            }
            counts[s as usize] += 1;
        }
    }
    (counts, impossible)
}

fn agrees_with_brute_force(size: Size) {
    agrees_with_brute_force_to(size, Target::Either);
}

fn agrees_with_brute_force_to(size: Size, target: Target) {
    let (want, impossible) = brute_force_to(size, target);
    let counts = exact_counts(&Gf2::new(size), target).unwrap();
    let want: Vec<BigUint> = want.into_iter().map(BigUint::from).collect();
    assert_eq!(counts, want, "{size}");
    let solvable: BigUint = counts.iter().sum();
    assert_eq!(
        (BigUint::from(1u8) << size.cells()) - solvable,
        BigUint::from(impossible),
        "{size}"
    );
}

#[test]
fn the_brute_force_agrees_with_the_table_on_4x4() {
    // The check on the check: the brute force knows the known counts.
    let (counts, impossible) = brute_force(Size::FOUR);
    assert_eq!(counts, [2, 32, 228, 880, 1562, 1136, 256]);
    assert_eq!(impossible, 61_440);
}

#[test]
fn the_code_words_count_what_brute_force_counts_on_shapes_of_21_and_22_cells() {
    // Past the table: kernel dimension 0 (3 x 7, 1 x 21, 1 x 22) and 2 (2 x 11), both ways up.
    for (rows, cols) in [
        (3, 7),
        (7, 3),
        (1, 21),
        (21, 1),
        (1, 22),
        (22, 1),
        (2, 11),
        (11, 2),
    ] {
        agrees_with_brute_force(size(rows, cols));
    }
}

#[test]
#[ignore = "exhaustive: run in release"]
fn the_code_words_count_what_brute_force_counts_on_every_board_of_5x5_and_others() {
    // Kernel dimension 2 (5 x 5, 3 x 8), 1 (1 x 23) and 0 (4 x 6, 2 x 12, 1 x 24, 1 x 25).
    for (rows, cols) in [
        (5, 5),
        (4, 6),
        (6, 4),
        (2, 12),
        (3, 8),
        (1, 23),
        (1, 24),
        (1, 25),
    ] {
        agrees_with_brute_force(size(rows, cols));
    }
}

#[test]
fn the_counts_to_one_colour_are_what_brute_force_and_the_table_count() {
    // Every shape of up to 12 cells (kernel dimensions 0 to 4), and some of 21 and 22 past the
    // table: the code words of the kernel alone, walked group by group, against the brute force
    // and the breadth-first table, to each colour.
    let mut shapes: Vec<(usize, usize)> = (1..=12)
        .flat_map(|rows| (1..=12 / rows).map(move |cols| (rows, cols)))
        .collect();
    shapes.extend([(3, 7), (1, 21), (2, 11), (11, 2)]);
    for (rows, cols) in shapes {
        for target in [Target::White, Target::Black] {
            agrees_with_brute_force_to(size(rows, cols), target);
            let (want, _) = brute_force_to(size(rows, cols), target);
            if let BySteps::Table(counts) = Stats::compute_to(size(rows, cols), target).by_steps {
                assert_eq!(counts, want, "{rows}x{cols} to {target:?}");
            }
        }
    }
}

#[test]
#[ignore = "exhaustive: run in release"]
fn the_counts_to_white_are_what_brute_force_counts_on_every_board_of_5x5_and_others() {
    // Lights Out's own board, 5 x 5 (kernel dimension 2), and 3 x 8 (2), 1 x 23 (1) and 4 x 6
    // (0), to white; every count of 5 x 5 to black is its count to white (the swap of a board
    // is a board).
    for (rows, cols) in [(5, 5), (3, 8), (1, 23), (4, 6)] {
        agrees_with_brute_force_to(size(rows, cols), Target::White);
    }
    assert_eq!(
        exact_counts(&Gf2::new(size(5, 5)), Target::Black).unwrap(),
        exact_counts(&Gf2::new(size(5, 5)), Target::White).unwrap()
    );
}
