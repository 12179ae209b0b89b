//! The counts by steps against the table, against brute force over every press set, and against
//! what can be worked out by hand.

use super::*;
use crate::board::{Board, Colour, Press};
use crate::target::Target;
use exact::Minima;
use groups::Code;

mod brute_force;
mod most;
mod walk;

fn size(rows: usize, cols: usize) -> Size {
    Size { rows, cols }
}

/// The board each single press makes of the all-white board, as a mask (at most 32 cells): the
/// brute-force counters build on these and nothing else.
fn press_masks(size: Size) -> Vec<u32> {
    (0..size.cells())
        .map(|i| {
            let mut board = Board::filled(size, Colour::White);
            board.apply(Press {
                row: i / size.cols,
                col: i % size.cols,
            });
            board.mask().unwrap()
        })
        .collect()
}

fn big(v: u128) -> BigUint {
    BigUint::from(v)
}

/// `C(n, k)` in `u128`, by the product formula (small `k`).
fn choose(n: u128, k: u128) -> u128 {
    (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
}

#[test]
fn the_4x4_counts_are_the_known_ones() {
    let stats = Stats::compute(Size::FOUR);
    // The README's counts: 4,096 solvable, 2, 32, 228, 880, 1562, 1136, 256 by steps.
    assert_eq!(
        stats.by_steps,
        BySteps::Table(vec![2, 32, 228, 880, 1562, 1136, 256])
    );
    assert_eq!(stats.solvable(), Some(4096));
    assert_eq!(stats.impossible(), Some(61_440));
}

#[test]
fn the_table_and_the_algebra_count_the_same_solvable_boards() {
    for rows in 1..=4 {
        for cols in 1..=4 {
            let stats = Stats::compute(size(rows, cols));
            let BySteps::Table(counts) = &stats.by_steps else {
                panic!("{rows}x{cols} has a table");
            };
            let by_steps: u64 = counts.iter().sum();
            assert_eq!(
                Some(u128::from(by_steps)),
                stats.solvable(),
                "{rows}x{cols}"
            );
        }
    }
}

#[test]
fn huge_counts_are_written_as_powers() {
    let stats = Stats::compute(size(128, 128));
    let mut text = Vec::new();
    write(&mut text, &stats).unwrap();
    let text = String::from_utf8(text).unwrap();
    assert!(text.contains("kernel dimension: 56"), "{text}");
    assert!(text.contains("2^16384"), "{text}");
    assert!(stats.boards().is_none());
}

/// The code words' counts of `size` against its table (a BFS over every board): the same count
/// for every number of steps, and the same number of boards that no steps solve.
fn agrees_with_the_table(size: Size, table: &Table) {
    let counts = exact_counts(&Gf2::new(size), Target::Either).unwrap();
    let want: Vec<BigUint> = table.counts().into_iter().map(BigUint::from).collect();
    assert_eq!(counts, want, "{size}");
    let solvable: BigUint = counts.iter().sum();
    let impossible = (BigUint::from(1u8) << size.cells()) - solvable;
    assert_eq!(impossible, BigUint::from(table.unreached()), "{size}");
}

/// Every shape with a number of cells in `cells`, through the code words and the table. A shape
/// and the same turned on its side share a table (their boards correspond one to one, steps and
/// all), but not their code words: gf2 chases along the longer side, so one of the two is
/// worked out turned.
fn shapes_agree_with_the_table(cells: std::ops::RangeInclusive<usize>) {
    for rows in 1..=*cells.end() {
        for cols in rows..=*cells.end() {
            if cells.contains(&(rows * cols)) {
                let table = Table::build(size(rows, cols)).unwrap();
                agrees_with_the_table(size(rows, cols), &table);
                agrees_with_the_table(size(cols, rows), &table);
            }
        }
    }
}

#[test]
fn the_code_words_count_what_the_table_counts_on_every_shape_of_up_to_20_cells() {
    shapes_agree_with_the_table(1..=20);
}

#[test]
fn the_5x5_counts_add_up_with_the_impossible_boards_to_every_board() {
    let stats = Stats::compute(size(5, 5));
    let BySteps::Listed { code, counts } = &stats.by_steps else {
        panic!("5x5 is listed: {:?}", stats.by_steps);
    };
    assert_eq!((code.words, code.dimension), (3, 2));
    let solvable: BigUint = counts.iter().sum();
    assert_eq!(Some(solvable.clone()), stats.solvable().map(big));
    assert_eq!(solvable + big(stats.impossible().unwrap()), big(1 << 25));
}

/// With a trivial kernel the code is `{0, s}`. If `|s| > 2k`, two press sets of at most `k`
/// cells never differ by `s`, so the boards they give (each one, or its colours swapped) are all
/// different, and none has a shorter solution (it would give the same board): exactly
/// `2 · C(n, j)` boards need `j` steps, for every `j` up to `k`.
fn first_counts_of_a_trivial_kernel(n: u128, up_to: u128) -> Vec<BigUint> {
    (0..=up_to).map(|j| big(2 * choose(n, j))).collect()
}

#[test]
fn the_6x6_counts_are_every_board_and_the_first_and_last_are_as_worked_out() {
    let gf2 = Gf2::new(size(6, 6));
    assert_eq!(gf2.dimension(), 0);
    let counts = exact_counts(&gf2, Target::Either).unwrap();
    // A trivial kernel: every board can be solved.
    assert_eq!(counts.iter().sum::<BigUint>(), big(1 << 36));
    // The all-black press set (checked by pressing in gf2's tests) has more than 4 cells, so
    // (as worked out above) 2 boards need no step, 72 need one (36 presses on either one-colour
    // board), 1260 two.
    let w = gf2.all_black_press_set().unwrap().count_ones();
    assert!(w > 4, "{w}");
    assert_eq!(counts[..3], first_counts_of_a_trivial_kernel(36, 2));
    assert_eq!(counts[..2], [big(2), big(72)]);
    // The most steps: a press set of i cells of s and j of the rest has coset minimum
    // j + min(i, w - i), largest with every other cell pressed and half of s.
    assert_eq!(counts.len() - 1, (36 - w) + w / 2);
    assert!(counts.iter().all(|c| *c > BigUint::ZERO));
}

/// The summary of a trivial-kernel shape, with its first counts worked out by hand.
fn summary_of_a_trivial_kernel(rows: usize, cols: usize) -> Summary {
    let gf2 = Gf2::new(size(rows, cols));
    assert_eq!(gf2.dimension(), 0, "{rows}x{cols}");
    let BySteps::Summary(summary) = by_steps(&gf2, Target::Either, WORK_BUDGET).unwrap() else {
        panic!("{rows}x{cols} is summed up");
    };
    let n = rows * cols;
    let w = gf2.all_black_press_set().unwrap().count_ones();
    assert!(w > 6, "{w}");
    assert_eq!(summary.weight, Some(w));
    assert_eq!(summary.most, (n - w) + w / 2);
    assert_eq!(
        summary.first,
        first_counts_of_a_trivial_kernel(n as u128, 3)
    );
    let (low, high) = summary.largest_digits;
    assert_eq!(low, high, "{rows}x{cols}: the bounds decide the digits");
    // The largest count is at most the 2^n boards and at least their average over the steps.
    let digits = |log2: f64| (log2 * std::f64::consts::LOG10_2).floor() as usize + 1;
    assert!(low <= digits(n as f64));
    assert!(low >= digits(n as f64 - ((summary.most + 1) as f64).log2()));
    summary
}

#[test]
fn a_200x200_and_a_1023x1023_board_are_summed_up() {
    // 1023 x 1023 is the largest square of at most 1024 x 1024 with a trivial kernel.
    for n in [200, 1023] {
        let summary = summary_of_a_trivial_kernel(n, n);
        assert_eq!(summary.first[0], big(2));
        assert_eq!(summary.total_digits, None);
    }
    // And printed as one.
    let mut text = Vec::new();
    write(&mut text, &Stats::compute(size(200, 200))).unwrap();
    let text = String::from_utf8(text).unwrap();
    for line in [
        "steps: 0 to (n - w) + floor(w / 2) = ",
        "\n    0       2\n    1   80000\n",
        "\nlargest count: ",
        "\nnot listed: ",
    ] {
        assert!(text.contains(line), "{line:?} in {text}");
    }
}

#[test]
#[ignore = "a million cells each: run in release"]
fn the_largest_trivial_kernels_are_summed_up() {
    // 1024 x 1024 has kernel dimension 484: 1024 x 1023 is the largest shape with a trivial
    // kernel.
    assert_eq!(Gf2::new(size(1024, 1024)).dimension(), 484);
    for (rows, cols) in [(1024, 1023), (1023, 1024), (1020, 1020), (1000, 1000)] {
        let summary = summary_of_a_trivial_kernel(rows, cols);
        assert_eq!(summary.first[0], big(2));
    }
}

/// The summary's bounds on the largest count's digits against the exact counts.
fn bounds_agree_with_the_exact_counts(size: Size) {
    let minima = Minima::new(
        &Code::new(&Gf2::new(size), Target::Either).unwrap(),
        Target::Either,
        WORK_BUDGET,
    )
    .unwrap();
    let counts = minima.counts();
    let largest = counts.iter().map(|c| c.to_string().len()).max().unwrap();
    assert_eq!(
        approx::largest_digits(&minima).unwrap(),
        (largest, largest),
        "{size}"
    );
    for (k, count) in counts.iter().enumerate().take(4) {
        assert_eq!(minima.count(k), *count, "{size} at {k}");
    }
    assert_eq!(minima.most() + 1, counts.len(), "{size}");
}

#[test]
fn the_floating_point_bounds_find_the_digits_of_the_exact_counts() {
    // One code word (6 x 6, 1 x 1000, 20 x 20), and several walked group by group (5 x 5,
    // 1 x 200, 4 x 9).
    for (rows, cols) in [
        (6, 6),
        (1, 1000),
        (20, 20),
        (5, 5),
        (1, 200),
        (4, 9),
        (2, 3),
    ] {
        bounds_agree_with_the_exact_counts(size(rows, cols));
    }
}

#[test]
fn every_shape_of_up_to_36_cells_is_counted_and_adds_up() {
    for rows in 1..=36 {
        for cols in 1..=36 / rows {
            let gf2 = Gf2::new(size(rows, cols));
            let code = Code::new(&gf2, Target::Either).unwrap();
            if code.words() > 1 {
                let walked = minima::coset_minima(&code, WORK_BUDGET).unwrap();
                // As the budget's comment says: under half of it.
                assert!(
                    walked.work < WORK_BUDGET / 2,
                    "{rows}x{cols}: {}",
                    walked.work
                );
            }
            let counts = exact_counts(&gf2, Target::Either).unwrap();
            let solvable: BigUint = counts.iter().sum();
            let n = rows * cols;
            assert_eq!(solvable, BigUint::from(1u8) << (n - gf2.dimension()));
            let listed = by_steps(&gf2, Target::Either, WORK_BUDGET).unwrap();
            assert!(matches!(listed, BySteps::Listed { .. }), "{rows}x{cols}");
        }
    }
}

#[test]
fn large_kernels_are_not_counted_and_say_why() {
    let nine = by_steps(&Gf2::new(size(9, 9)), Target::Either, WORK_BUDGET).unwrap_err();
    assert!(
        matches!(
            nine,
            NotCounted::TooMuchWork {
                words: 9,
                cells: 81,
                ..
            }
        ),
        "{nine:?}"
    );
    let huge = by_steps(&Gf2::new(size(128, 128)), Target::Either, WORK_BUDGET).unwrap_err();
    assert_eq!(
        huge,
        NotCounted::TooManyWords {
            words: 57,
            dimension: 56
        }
    );
    assert!(huge.to_string().contains("2^57"), "{huge}");
}

#[test]
fn long_listings_become_summaries_with_exact_totals() {
    // 1 x 1000: every count computed, 189,315 digits in all (about 300 a line), too many.
    let BySteps::Summary(summary) =
        by_steps(&Gf2::new(size(1, 1000)), Target::Either, WORK_BUDGET).unwrap()
    else {
        panic!("summed up");
    };
    let total = summary.total_digits.unwrap();
    assert!(total > LISTING_DIGITS, "{total}");
    assert_eq!(summary.largest_digits.0, summary.largest_digits.1);
    // 20 x 20, and two of the longest listings that fit (1 x 806: 99,263 digits; 25 x 32:
    // 99,269), listed in full; as the budget's comment says, their exact counts take under half
    // of it.
    for (rows, cols) in [(20, 20), (1, 806), (25, 32)] {
        let gf2 = Gf2::new(size(rows, cols));
        let minima = Minima::new(
            &Code::new(&gf2, Target::Either).unwrap(),
            Target::Either,
            WORK_BUDGET,
        )
        .unwrap();
        assert!(minima.exact_cost() < WORK_BUDGET / 2, "{rows}x{cols}");
        let BySteps::Listed { counts, .. } = by_steps(&gf2, Target::Either, WORK_BUDGET).unwrap()
        else {
            panic!("{rows}x{cols} is listed");
        };
        let digits: usize = counts.iter().map(|c| c.to_string().len()).sum();
        assert!(digits <= LISTING_DIGITS, "{rows}x{cols}");
        assert!(
            digits > LISTING_DIGITS * 9 / 10 || rows == 20,
            "{rows}x{cols}"
        );
    }
}

/// Codes of three words over hundreds of cells, counted since their counts are kept in limbs of
/// fixed width: the counts add up to every solvable board, the first are the press sets too light
/// to meet a code word (`C(n, k)` press sets of `k` cells, each its own board to one colour; to
/// either colour each board and its swap), and the last is at the most steps the radius search
/// proves apart (17 × 17 to either colour: 170; 41 × 41 to white: 1191).
#[test]
fn codes_of_three_words_on_hundreds_of_cells_are_counted_to_their_most_steps() {
    for (n, target) in [(17, Target::Either), (41, Target::White)] {
        let gf2 = Gf2::new(size(n, n));
        let counts = match by_steps(&gf2, target, WORK_BUDGET).unwrap() {
            BySteps::Listed { counts, .. } => counts,
            BySteps::Summary(summary) => summary.first,
            other => panic!("{n}x{n} is counted: {other:?}"),
        };
        let all = exact_counts(&gf2, target).unwrap();
        assert!(all.starts_with(&counts), "{n}x{n}");
        let solvable: BigUint = all.iter().sum();
        assert_eq!(
            solvable,
            BigUint::from(1u8) << (n * n - gf2.dimension()),
            "{n}x{n}"
        );
        let per_press_set = if target == Target::Either { 2u8 } else { 1 };
        for (k, count) in all.iter().enumerate().take(4) {
            let press_sets = big(choose((n * n) as u128, k as u128));
            assert_eq!(*count, press_sets * per_press_set, "{n}x{n}, {k} steps");
        }
        let m = crate::stats::most::most(&gf2, target, 1 << 20).unwrap();
        assert_eq!(m.radius.lower, m.radius.upper, "{n}x{n}");
        assert_eq!(all.len() - 1, m.radius.upper, "{n}x{n}");
        assert!(all.last().is_some_and(|c| *c > BigUint::ZERO));
    }
}
