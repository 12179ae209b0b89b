//! The branch and bound ([`crate::coset`]) against the Gray-code walk, the classic exhaustive
//! method, on random boards of shapes with a kernel, and every press set it prints replayed; the
//! bounds it states when cut short against the walk's fewest presses.

use super::*;
use crate::coset;
use crate::coset::tests::{Cuts, caps, check_cut_searches};

/// A small deterministic generator (xorshift64*), so a failure can be replayed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// A random board: `presses` random presses on white (so solvable) or, every third board, random
/// cells (mostly not).
fn board(rng: &mut Rng, size: Size, i: usize) -> Board {
    let mut board = Board::filled(size, Colour::White);
    if i % 3 == 2 {
        for r in 0..size.rows {
            for c in 0..size.cols {
                if rng.next() & 1 == 1 {
                    board.set(r, c, Colour::Black);
                }
            }
        }
    } else {
        for _ in 0..rng.next() as usize % size.cells() {
            let cell = rng.next() as usize % size.cells();
            board.apply(Press {
                row: cell / size.cols,
                col: cell % size.cols,
            });
        }
        if i % 3 == 1 {
            // The complement: the same presses then reach the other colour.
            board.complement();
        }
    }
    board
}

/// The walk and the branch and bound agree on the fewest presses of `boards` random boards of
/// `size`, for each target, and the branch and bound's press set does what it says.
pub(crate) fn check(size: Size, boards: usize, seed: u64) {
    let gf2 = Gf2::new(size);
    let mut rng = Rng(seed | 1);
    for i in 0..boards {
        let board = board(&mut rng, size, i);
        for target in [Target::White, Target::Black, Target::Either] {
            let walk = gf2.plan(&board, target, Method::Walk).unwrap();
            let bound = gf2.plan(&board, target, Method::BranchAndBound).unwrap();
            let (walk, bound) = match (walk, bound) {
                (None, None) => continue,
                (Some(w), Some(b)) => (w, b),
                (w, b) => panic!("{size} {target:?} board {i}: walk {w:?}, bound {b:?}"),
            };
            assert_eq!(
                walk.presses.len(),
                bound.presses.len(),
                "{size} {target:?} board {i}: {board:?}"
            );
            assert!(target.allows(bound.target));
            let mut end = board.clone();
            bound.presses.iter().for_each(|&p| end.apply(p));
            assert_eq!(end.one_colour(), Some(bound.target), "{size} board {i}");
        }
    }
}

#[test]
fn the_branch_and_bound_agrees_with_the_walk_on_small_kernels() {
    // Shapes with kernels of dimension 4, 2, 8, 6, 4, 8, 2, 16 and some rectangles.
    for (n, m, boards) in [
        (4, 4, 30),
        (5, 5, 30),
        (9, 9, 20),
        (11, 11, 12),
        (14, 14, 8),
        (16, 16, 6),
        (17, 17, 6),
        (19, 19, 3),
        (4, 9, 10),
        (5, 11, 10),
    ] {
        check(Size { rows: n, cols: m }, boards, (n * 1000 + m) as u64);
    }
}

#[test]
#[ignore = "release only: about a minute with optimisations, far longer without"]
fn the_branch_and_bound_agrees_with_the_walk_on_larger_kernels() {
    // Every square shape to 40 whose kernel the walk can number (dimension at most 24), and
    // rectangles with kernels; 10 random boards each.
    for n in 1..=40 {
        let size = Size { rows: n, cols: n };
        if (1..=MAX_KERNEL_DIMENSION).contains(&Gf2::new(size).dimension()) {
            check(size, 10, n as u64);
        }
    }
    for (r, c) in [(24, 49), (30, 61), (33, 67), (16, 33), (29, 59), (62, 62)] {
        check(Size { rows: r, cols: c }, 10, (r * 100 + c) as u64);
    }
}

/// Cuts the branch and bound short at each of `caps` on the all-black board and `random` random
/// solvable boards of `size`, to white, and checks its bounds against the walk's fewest presses
/// (`check_cut_searches`), with blocks at the bottom of the tree and without. The all-black board
/// shows every symmetry of the shape, so its search keeps one prefix per orbit.
fn check_cut_short(size: Size, random: usize, caps: &[u64]) -> Cuts {
    let gf2 = Gf2::new(size);
    let mut rng = Rng(size.cells() as u64);
    let boards = (0..random).map(|i| board(&mut rng, size, 3 * i));
    let mut cuts = Cuts::default();
    for board in [Board::filled(size, Colour::Black)]
        .into_iter()
        .chain(boards)
    {
        let x0 = gf2.particular(&board, Colour::White).expect("solvable");
        let fewest = gf2.best(&board, Target::White, Method::Walk).unwrap();
        let fewest = fewest.expect("solvable").0;
        for bits in [0, coset::BLOCK_BITS] {
            let coset = gf2.coset(&x0);
            cuts = cuts + check_cut_searches(&coset, fewest, caps.iter().copied(), bits);
        }
    }
    assert!(cuts.stopped > 0, "{size}: no search was cut short");
    assert!(
        cuts.above_root > 0,
        "{size}: no cut proved more than the root: {cuts:?}"
    );
    cuts
}

#[test]
fn a_search_cut_short_bounds_the_walks_fewest_presses() {
    // 19 x 19: dimension 16, so the walk is quick unoptimised.
    check_cut_short(Size { rows: 19, cols: 19 }, 3, &caps(23));
}

#[test]
#[ignore = "release only: a walk of 2^20 press sets a board, and searches of up to 2^30 updates"]
fn a_search_cut_short_bounds_the_walks_fewest_presses_on_larger_kernels() {
    // Dimensions 20 (30 x 30), 16 (19 x 19, longer cuts) and that of a 30 x 61 rectangle.
    for (r, c) in [(30, 30), (19, 19), (30, 61)] {
        check_cut_short(Size { rows: r, cols: c }, 4, &caps(30));
    }
}

#[test]
fn a_refusal_to_either_colour_bounds_the_fewest_over_both_colours() {
    // 30 x 30: dimension 20, past one block, so the searches can be cut; the walk gives the
    // fewest. Boards a few presses from all black need few presses to black and many to white,
    // which is searched first: cut short, it must give way to black when black's lightest is
    // under white's proven lower bound.
    let size = Size { rows: 30, cols: 30 };
    let gf2 = Gf2::new(size);
    let mut rng = Rng(30);
    let near_black = (0..3).map(|_| {
        let mut b = Board::filled(size, Colour::Black);
        for _ in 0..4 {
            let cell = rng.next() as usize % size.cells();
            b.apply(Press {
                row: cell / size.cols,
                col: cell % size.cols,
            });
        }
        b
    });
    let boards: Vec<Board> = near_black
        .chain((0..2).map(|i| board(&mut Rng(i + 7), size, 0)))
        .collect();
    let (mut refused, mut given_way) = (0, 0);
    for board in &boards {
        let walk = gf2.best(board, Target::Either, Method::Walk).unwrap();
        let (fewest, colour, _) = walk.expect("solvable");
        for cap in [1 << 10, 1 << 17, 1 << 19, 1 << 21] {
            // Stopped at the cap even where the whole tree costs only a few times it (which the
            // solver would finish): the refusals are what is tested here.
            let cut = Gf2 {
                limit: coset::Limit {
                    work: cap,
                    finish_within: 1,
                },
                ..gf2.clone()
            };
            let white_alone = cut.best(board, Target::White, Method::BranchAndBound);
            match cut.best(board, Target::Either, Method::BranchAndBound) {
                Ok(found) => {
                    let (w, c, _) = found.expect("solvable");
                    assert_eq!((w, c), (fewest, colour), "cap {cap}");
                    given_way += usize::from(white_alone.is_err());
                }
                Err(e) => {
                    refused += 1;
                    let s = e.search.expect("searched");
                    assert!(s.lower <= fewest, "cap {cap}: {s:?}, fewest {fewest}");
                    assert!(s.upper.is_none_or(|u| u >= fewest), "cap {cap}: {s:?}");
                }
            }
        }
    }
    assert!(refused > 0, "no search was cut short");
    assert!(
        given_way > 0,
        "white was never refused while black beat its bound"
    );
}

#[test]
#[ignore = "release only: searches of kernels of dimension 24 to 32, seconds without blocks"]
fn the_blocks_and_the_search_without_them_agree_on_lights_out_boards() {
    // The all-black board to white where the kernel is past the walk: the same coset, with its
    // 8 symmetries, searched to the end with the last coefficients left to blocks (the solver's
    // way on larger kernels) and by the tree alone (its way on these), which weighs each leaf
    // by its own sum over the classes.
    for n in [39, 47, 59, 62, 64, 67] {
        let size = Size { rows: n, cols: n };
        let gf2 = Gf2::new(size);
        let board = Board::filled(size, Colour::Black);
        let x0 = gf2.particular(&board, Colour::White).expect("solvable");
        let coset = gf2.coset(&x0);
        let with = coset
            .lightest_with_blocks(usize::MAX, coset::MAX_WORK, coset::BLOCK_BITS)
            .unwrap()
            .expect("a press set");
        let without = coset
            .lightest_with_blocks(usize::MAX, coset::MAX_WORK, 0)
            .unwrap()
            .expect("a press set");
        assert_eq!(with.weight, without.weight, "{n} x {n}");
        assert_eq!(coset.weight(with.coefficients), with.weight, "{n} x {n}");
    }
}

#[test]
#[ignore = "release only: a few minutes with optimisations (the longest release test)"]
fn a_random_board_of_kernel_dimension_40_is_answered_not_refused() {
    // 61 x 61 (kernel dimension 40) with no symmetry for the search to use: every block is
    // weighed, past the work limit, but the whole tree costs less than 16 times the limit, so the
    // search is finished. The press set is replayed.
    let size = Size { rows: 61, cols: 61 };
    let gf2 = Gf2::new(size);
    assert_eq!(gf2.dimension(), 40);
    let board = board(&mut Rng(61), size, 0);
    let plan = gf2
        .solve_to(&board, Target::White)
        .unwrap_or_else(|e| panic!("{e}"))
        .expect("solvable: presses on white");
    let mut end = board.clone();
    plan.presses.iter().for_each(|&p| end.apply(p));
    assert_eq!(end.one_colour(), Some(Colour::White));
}
