//! gf2 against known kernel dimensions and hand-made boards.

use super::*;

fn square(n: usize) -> Size {
    Size { rows: n, cols: n }
}

#[test]
fn kernel_dimensions_are_the_known_ones() {
    // The dimensions the README lists.
    for (n, d) in [(4, 4), (6, 0), (9, 8), (16, 8), (128, 56), (200, 0)] {
        assert_eq!(Gf2::new(square(n)).dimension(), d, "{n} x {n}");
    }
}

#[test]
fn a_board_on_its_side_has_the_same_answers() {
    let size = Size { rows: 2, cols: 5 };
    let (wide, tall) = (Gf2::new(size), Gf2::new(size.transposed()));
    assert!(wide.transposed && !tall.transposed);
    for mask in 0..1u32 << 10 {
        let board = Board::from_mask(size, mask);
        let mut turned = Board::filled(size.transposed(), Colour::White);
        for r in 0..2 {
            for c in 0..5 {
                turned.set(c, r, board.get(r, c));
            }
        }
        assert_eq!(wide.steps(&board), tall.steps(&turned));
    }
}

#[test]
fn a_plan_does_what_it_says() {
    let size = Size { rows: 5, cols: 7 };
    let gf2 = Gf2::new(size);
    let mut board = Board::filled(size, Colour::White);
    for (r, c) in [(0, 0), (2, 3), (4, 6), (1, 5)] {
        board.apply(Press { row: r, col: c });
    }
    let plan = gf2.solve(&board).unwrap().unwrap();
    assert!(plan.presses.len() <= 4);
    for &p in &plan.presses {
        board.apply(p);
    }
    assert_eq!(board.one_colour(), Some(plan.target));
}

#[test]
fn wide_rows_chase_across_word_boundaries() {
    // 131 x 130: rows of three words, kernel dimension 0 (checked by an independent
    // elimination), so the two presses that made the board are its only solution.
    let size = Size {
        rows: 131,
        cols: 130,
    };
    let gf2 = Gf2::new(size);
    assert!(!gf2.transposed);
    assert_eq!(gf2.dimension(), 0);
    for col in [0, 63, 64, 127, 128, 129] {
        let mut board = Board::filled(size, Colour::Black);
        board.apply(Press { row: 1, col });
        board.apply(Press {
            row: 130,
            col: 129 - col,
        });
        let plan = gf2.solve(&board).unwrap().unwrap();
        assert_eq!(
            plan.presses,
            [
                Press { row: 1, col },
                Press {
                    row: 130,
                    col: 129 - col
                }
            ],
            "col {col}"
        );
    }
}

#[test]
fn a_kernel_too_large_is_refused_but_impossible_and_done_boards_are_answered() {
    let size = square(128);
    let gf2 = Gf2::new(size);
    assert_eq!(gf2.dimension(), 56);
    let mut board = Board::filled(size, Colour::White);
    assert_eq!(gf2.steps(&board), Ok(Some(0)));
    // Within the branch and bound's 64 coefficients: answered.
    board.apply(Press { row: 5, col: 9 });
    assert_eq!(gf2.steps(&board), Ok(Some(1)));
    // 123 x 123 has a kernel of dimension 80 (OEIS A159257), past them: refused at once.
    let wide = Gf2::new(square(123));
    assert_eq!(wide.dimension(), 80);
    let mut board = Board::filled(square(123), Colour::White);
    assert_eq!(wide.steps(&board), Ok(Some(0)));
    board.apply(Press { row: 5, col: 9 });
    let err = wide.steps(&board).unwrap_err();
    assert_eq!((err.dimension, err.search), (80, None));
    assert!(err.to_string().contains("dimension 80"), "{err}");
    // One black cell in a corner cannot be cleared (checked by an independent elimination).
    let mut corner = Board::filled(size, Colour::White);
    corner.set(0, 0, Colour::Black);
    assert_eq!(gf2.steps(&corner), Ok(None));
}

#[test]
fn a_walk_past_the_work_bound_is_left_to_the_branch_and_bound() {
    // 62 x 62 has a kernel of dimension 24, the most the walk can number, but 2^24 press sets
    // of 62 words each is past MAX_WALK: the walk is not tried, the branch and bound answers.
    let size = square(62);
    let gf2 = Gf2::new(size);
    assert_eq!(gf2.dimension(), MAX_KERNEL_DIMENSION);
    assert!(!gf2.searchable());
    let mut board = Board::filled(size, Colour::White);
    board.apply(Press { row: 30, col: 30 });
    assert_eq!(gf2.steps(&board), Ok(Some(1)));
    // Within the bound: 16 x 16 (dimension 8) is walked, here one press from white.
    let size = square(16);
    let mut board = Board::filled(size, Colour::White);
    board.apply(Press { row: 7, col: 8 });
    assert_eq!(Gf2::new(size).steps(&board), Ok(Some(1)));
}

/// The rank of some press sets, by elimination on the sets themselves.
fn rank(sets: &[PressSet]) -> usize {
    let mut rows: Vec<PressSet> = sets.to_vec();
    let mut rank = 0;
    let cells = sets.first().map_or(0, |s| s.len());
    for cell in 0..cells {
        let Some(found) = (rank..rows.len()).find(|&r| rows[r][cell]) else {
            continue;
        };
        rows.swap(rank, found);
        let pivot = rows[rank].clone();
        for row in rows.iter_mut().skip(rank + 1) {
            if row[cell] {
                *row ^= &pivot;
            }
        }
        rank += 1;
    }
    rank
}

#[test]
fn the_kernel_basis_leaves_boards_alone_and_the_all_black_set_turns_white_black() {
    // Tall, square and wide (turned on its side) shapes, some wider than a 64-bit word.
    let shapes = [
        (4, 4),
        (5, 5),
        (2, 5),
        (5, 2),
        (1, 5),
        (3, 8),
        (9, 9),
        (4, 9),
        (5, 17),
        (17, 5),
        (6, 70),
        (70, 6),
        (66, 66),
        (1, 1),
    ];
    for (rows, cols) in shapes {
        let size = Size { rows, cols };
        let gf2 = Gf2::new(size);
        let basis = gf2.kernel_basis();
        assert_eq!(basis.len(), gf2.dimension(), "{size}");
        assert_eq!(rank(&basis), gf2.dimension(), "{size}: not independent");
        for set in &basis {
            assert_eq!(set.len(), size.cells());
            assert!(set.any(), "{size}: a zero vector");
            let board = pressed_on_white(size, set);
            assert_eq!(board.one_colour(), Some(Colour::White), "{size}");
        }
        let black = gf2.all_black_press_set();
        assert_eq!(black.is_some(), gf2.colours_connected(), "{size}");
        if let Some(set) = black {
            let board = pressed_on_white(size, &set);
            assert_eq!(board.one_colour(), Some(Colour::Black), "{size}");
        }
    }
}

#[test]
fn every_small_shape_can_turn_white_into_black() {
    // The press map is a symmetric matrix with ones on its diagonal, and over GF(2) the diagonal
    // of a symmetric matrix is always in its image: every shape reaches all black from all white.
    for rows in 1..=8 {
        for cols in 1..=8 {
            let size = Size { rows, cols };
            let set = Gf2::new(size)
                .all_black_press_set()
                .expect("always reachable");
            assert_eq!(
                pressed_on_white(size, &set).one_colour(),
                Some(Colour::Black),
                "{size}"
            );
        }
    }
}

/// The kernel dimension of an R × C board by the classic formula, written apart from the
/// elimination: light chasing leaves the first row's presses to equations whose matrix is a
/// polynomial in the row's own press matrix, and the dimension is the degree of
/// `gcd(P_R(x), P_C(x + 1))` over GF(2), where `P_0 = 1`, `P_1 = x`, `P_{k+1} = x P_k + P_{k-1}`.
struct Polynomials {
    /// `P_k(x)` for `k` from 0 to the largest side asked for, as bits (bit `i` is `x^i`).
    at_x: Vec<Vec<u64>>,
    /// `P_k(x + 1)`: the same recurrence with `x + 1` for `x`.
    at_x_plus_one: Vec<Vec<u64>>,
}

impl Polynomials {
    fn new(largest: usize) -> Polynomials {
        let words = largest / 64 + 2;
        let sequence = |plus_one: bool| {
            let mut p = vec![vec![0u64; words], vec![0u64; words]];
            p[0][0] = 1;
            p[1][0] = if plus_one { 3 } else { 2 };
            for k in 1..largest {
                let mut next = p[k - 1].clone();
                for (i, w) in p[k].iter().enumerate() {
                    next[i] ^= w << 1 | if i > 0 { p[k][i - 1] >> 63 } else { 0 };
                    if plus_one {
                        next[i] ^= w;
                    }
                }
                p.push(next);
            }
            p
        };
        Polynomials {
            at_x: sequence(false),
            at_x_plus_one: sequence(true),
        }
    }

    fn dimension(&self, rows: usize, cols: usize) -> usize {
        let degree = |p: &[u64]| {
            (0..p.len())
                .rev()
                .find(|&i| p[i] != 0)
                .map(|i| i * 64 + 63 - p[i].leading_zeros() as usize)
        };
        let (mut a, mut b) = (self.at_x[rows].clone(), self.at_x_plus_one[cols].clone());
        // Euclid's algorithm: `a mod b` by subtracting shifted copies of `b`.
        while let Some(db) = degree(&b) {
            while let Some(da) = degree(&a).filter(|&da| da >= db) {
                let (words, bits) = ((da - db) / 64, (da - db) % 64);
                for i in (words..a.len()).rev() {
                    let low = if bits > 0 && i > words {
                        b[i - words - 1] >> (64 - bits)
                    } else {
                        0
                    };
                    a[i] ^= b[i - words] << bits | low;
                }
            }
            std::mem::swap(&mut a, &mut b);
        }
        degree(&a).expect("P_R and P_C(x + 1) are not both zero")
    }
}

#[test]
fn the_elimination_agrees_with_the_classic_polynomial_formula() {
    let polynomials = Polynomials::new(40);
    for rows in 1..=40 {
        for cols in 1..=40 {
            let size = Size { rows, cols };
            assert_eq!(
                Gf2::new(size).dimension(),
                polynomials.dimension(rows, cols),
                "{size}"
            );
        }
    }
}

/// What the search's whole tree can cost at most, from the code's size alone: `2^t` blocks of
/// `2^(b - 1)` updates, `b` the block's coefficients and `t = d - b`, and above them fewer than
/// `2^t` nodes of at most `G` classes each (a node's classes merge groups), or without blocks at
/// most `2^(d - k)` classes at depth `k` (a class is a signature on the `d - k` coefficients
/// left), `d 2^d` in all.
fn most_work_bound(d: usize, groups: usize) -> u64 {
    let b = coset::block_bits(d, groups);
    if b > 0 {
        let t = d - b;
        (1u64 << t) * (groups as u64 + 1 + (1 << (b - 1)))
    } else {
        d as u64 * (1u64 << d) + (1u64 << d)
    }
}

#[test]
#[ignore = "the all-black 61 x 61 and 65 x 65 boards' searches are built: release"]
fn the_bound_on_a_whole_tree_holds_on_the_largest_kernels_answered() {
    for n in [61, 65] {
        let gf2 = Gf2::new(square(n));
        let coset = gf2.coset(&vec![0; gf2.rows * gf2.words]);
        let bound = most_work_bound(gf2.dimension(), coset.groups());
        assert!(coset.most_work() <= bound, "{n} x {n}");
    }
}

#[test]
#[ignore = "every shape of up to 1024 x 1024, hundreds of them of up to a million cells: release"]
fn every_board_of_kernel_42_or_less_is_searched_to_the_end() {
    // A search is finished, not stopped at its limit, when its whole tree costs at most
    // `MAX_WORK` times `FINISHED_WITHIN` updates. With `G` at most the cells, 2^20, the bound
    // holds for every `d` up to 39; the shapes of 40 to 42 are checked one by one, by their
    // number of groups and, where that bound is not enough, by the search's own count.
    let polynomials = Polynomials::new(1024);
    let limit = coset::MAX_WORK * coset::FINISHED_WITHIN;
    assert!((1..=39).all(|d| (1..=1 << 20).all(|g| most_work_bound(d, g) <= limit)));
    let mut checked = Vec::new();
    for rows in 1..=1024 {
        for cols in rows..=1024 {
            let d = polynomials.dimension(rows, cols);
            if !(40..=42).contains(&d) {
                continue;
            }
            let gf2 = Gf2::new(Size { rows, cols });
            assert_eq!(gf2.dimension(), d);
            let signatures = gf2.cell_signatures();
            let coset = coset::Coset::new(d, signatures.iter().map(|&s| (s, false)));
            let groups = coset.groups();
            if most_work_bound(d, groups) > limit {
                let most = coset.most_work();
                assert!(
                    most <= limit,
                    "{rows}x{cols}: d = {d}, {groups} groups, {most}"
                );
            }
            checked.push((rows, cols));
        }
    }
    for shape in [(61, 61), (65, 65), (389, 713), (991, 1011)] {
        assert!(checked.contains(&shape), "{shape:?}");
    }
}
