//! Differential target for flip-game on boards built from the fuzzer's bytes. On shapes of at
//! most 16 cells every algorithm (table, gf2, bfs, enumerate) must give the same number of steps,
//! up to 20 cells table and gf2; on larger shapes (up to 12 × 12) gf2 answers alone. Every
//! solution is replayed with a press written here: its presses are distinct cells, as many as
//! the steps, and leave the board one colour, the one announced. On boards of at most 16 cells
//! a brute force over all 2^cells press sets checks that no lighter press set exists, and that
//! none exists when the answer is `Impossible`. The last byte read picks `--target` (either when
//! the bytes run out, so older inputs keep their meaning); every solution must reach a colour it
//! allows.
#![no_main]

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use arbitrary::{Result, Unstructured};
use flip_game::board::{Board, Colour, Press, Size};
use flip_game::small::SMALL_MAX_CELLS;
use flip_game::solve::{Algorithm, SolveError, Solver};
use flip_game::target::Target;
use libfuzzer_sys::fuzz_target;

/// The largest side of a board given to gf2 alone.
const GF2_SIDE: usize = 12;
/// The most cells for the brute force over press sets.
const BRUTE_MAX_CELLS: usize = 16;

thread_local! {
    /// Solvers built once per shape and algorithm: a table for a small shape takes a BFS over
    /// all its boards.
    static SOLVERS: RefCell<HashMap<(Size, Algorithm, Target), Rc<Solver>>> =
        RefCell::new(HashMap::new());
}

fn solver(size: Size, algorithm: Algorithm, target: Target) -> Rc<Solver> {
    SOLVERS.with(|s| {
        let mut solvers = s.borrow_mut();
        let solver = solvers.entry((size, algorithm, target)).or_insert_with(|| {
            let solver = Solver::new(size, algorithm).expect("a shape it takes");
            Rc::new(solver.with_target(target))
        });
        Rc::clone(solver)
    })
}

/// The cells `press` flips: itself and its neighbours on the board, row by row from 0.
fn flipped(size: Size, Press { row, col }: Press) -> Vec<usize> {
    let mut cells = vec![row * size.cols + col];
    if row > 0 {
        cells.push((row - 1) * size.cols + col);
    }
    if row + 1 < size.rows {
        cells.push((row + 1) * size.cols + col);
    }
    if col > 0 {
        cells.push(row * size.cols + col - 1);
    }
    if col + 1 < size.cols {
        cells.push(row * size.cols + col + 1);
    }
    cells
}

/// The fewest presses that make `black` (a bit a cell) one colour `target` allows, over all
/// press sets.
fn brute_force(size: Size, black: u32, target: Target) -> Option<u32> {
    let n = size.cells();
    let effect: Vec<u32> = (0..n)
        .map(|i| {
            let press = Press {
                row: i / size.cols,
                col: i % size.cols,
            };
            flipped(size, press).iter().fold(0, |m, &c| m | 1 << c)
        })
        .collect();
    let full = (1u32 << n) - 1;
    let mut best = None;
    // A Gray-code walk: each press set differs from the last by one press.
    let mut board = black;
    for k in 0u32..1 << n {
        if k > 0 {
            board ^= effect[k.trailing_zeros() as usize];
        }
        if (board == 0 && target.allows(Colour::White))
            || (board == full && target.allows(Colour::Black))
        {
            let weight = (k ^ (k >> 1)).count_ones();
            best = Some(best.map_or(weight, |b: u32| b.min(weight)));
        }
    }
    best
}

fn check(u: &mut Unstructured) -> Result<()> {
    let small = u.arbitrary::<bool>()?;
    let side = if small { 5 } else { GF2_SIDE };
    let size = Size {
        rows: u.int_in_range(1..=side)?,
        cols: u.int_in_range(1..=side)?,
    };
    let n = size.cells();
    let mut black = vec![false; n];
    for cell in &mut black {
        *cell = u.arbitrary()?;
    }
    let mut board = Board::filled(size, Colour::White);
    for (i, _) in black.iter().enumerate().filter(|(_, b)| **b) {
        board.set(i / size.cols, i % size.cols, Colour::Black);
    }
    let target = *u.choose(&[Target::Either, Target::White, Target::Black])?;
    let algorithms: &[Algorithm] = if n <= BRUTE_MAX_CELLS {
        &Algorithm::ALL
    } else if n <= SMALL_MAX_CELLS {
        // bfs and enumerate take 2^cells steps a board: up to 16 cells only.
        &[Algorithm::Table, Algorithm::Gf2]
    } else {
        &[Algorithm::Gf2]
    };
    let mut answers = Vec::new();
    for &algorithm in algorithms {
        let solver = solver(size, algorithm, target);
        let steps = match solver.steps(&board) {
            Ok(steps) => steps,
            Err(SolveError::KernelTooLarge(_)) if algorithm == Algorithm::Gf2 => return Ok(()),
            Err(e) => panic!("{algorithm:?} on {size}: {e}"),
        };
        let solution = solver.solve(&board).expect("solve answers when steps does");
        assert_eq!(
            steps,
            solution.as_ref().map(|s| s.presses.len()),
            "{algorithm:?}: steps and presses on\n{board}"
        );
        if let Some(solution) = solution {
            let distinct: HashSet<Press> = solution.presses.iter().copied().collect();
            assert_eq!(
                distinct.len(),
                solution.presses.len(),
                "{algorithm:?}: a cell pressed twice"
            );
            let mut end = black.clone();
            for &press in &solution.presses {
                assert!(
                    press.row < size.rows && press.col < size.cols,
                    "{algorithm:?}: off the board"
                );
                for c in flipped(size, press) {
                    end[c] = !end[c];
                }
            }
            assert!(target.allows(solution.target), "{algorithm:?}: {target:?}");
            let black_end = solution.target == Colour::Black;
            assert!(
                end.iter().all(|&b| b == black_end),
                "{algorithm:?}: not {:?} after {:?} on\n{board}",
                solution.target,
                solution.presses
            );
        }
        answers.push((algorithm, steps));
    }
    assert!(
        answers.windows(2).all(|w| w[0].1 == w[1].1),
        "algorithms disagree: {answers:?} on\n{board}"
    );
    if n <= BRUTE_MAX_CELLS {
        let mask = black
            .iter()
            .enumerate()
            .fold(0, |m, (i, &b)| m | u32::from(b) << i);
        let best = brute_force(size, mask, target).map(|w| w as usize);
        assert_eq!(answers[0].1, best, "not the fewest steps on\n{board}");
    }
    Ok(())
}

fuzz_target!(|bytes: &[u8]| {
    let _ = check(&mut Unstructured::new(bytes));
});
