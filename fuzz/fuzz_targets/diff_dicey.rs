//! Differential target for dicey-problem on mazes built from the fuzzer's bytes (up to 8 × 8,
//! any cells, any start and die): `dense` and `tuple-bfs` must give the same tour, and the tour
//! is checked with a die and a breadth-first search written here, from the rules alone: every
//! move enters a cell inside the grid that is wild or shows the die's top before the move; the
//! steps follow from the moves; the tour ends on the start cell and touches it only there; and it
//! is the first shortest tour in the order up, down, left, right (or there is none).
#![no_main]

use std::collections::{HashMap, VecDeque};

use arbitrary::{Result, Unstructured};
use dicey_problem::die::{Die, Move};
use dicey_problem::maze::Maze;
use dicey_problem::solve::{Algorithm, Tour, solve};
use libfuzzer_sys::fuzz_target;

/// The largest side of a maze here.
const SIDE: usize = 8;
/// The moves in the tie order, with their row and column steps.
const MOVES: [(Move, isize, isize); 4] = [
    (Move::Up, -1, 0),
    (Move::Down, 1, 0),
    (Move::Left, 0, -1),
    (Move::Right, 0, 1),
];

/// A die as the statement describes it: the faces on top, in front and on the right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Faces {
    top: u8,
    front: u8,
    right: u8,
}

impl Faces {
    /// The statement's table of what a move does to the faces.
    fn roll(self, mv: Move) -> Faces {
        let Faces { top, front, right } = self;
        match mv {
            Move::Up => Faces {
                top: front,
                front: 7 - top,
                right,
            },
            Move::Down => Faces {
                top: 7 - front,
                front: top,
                right,
            },
            Move::Left => Faces {
                top: right,
                front,
                right: 7 - top,
            },
            Move::Right => Faces {
                top: 7 - right,
                front,
                right: top,
            },
        }
    }

    /// All 24 orientations, found by rolling the statement's die (1 on top, 2 in front, 3 right).
    fn all() -> Vec<Faces> {
        let mut seen = vec![Faces {
            top: 1,
            front: 2,
            right: 3,
        }];
        let mut i = 0;
        while i < seen.len() {
            for (mv, _, _) in MOVES {
                let next = seen[i].roll(mv);
                if !seen.contains(&next) {
                    seen.push(next);
                }
            }
            i += 1;
        }
        assert_eq!(seen.len(), 24);
        seen
    }
}

/// A maze of the fuzzer's choosing, as plain values.
struct Plain {
    rows: usize,
    cols: usize,
    cells: Vec<i8>,
    start: (usize, usize),
    die: Faces,
}

impl Plain {
    fn cell(&self, (r, c): (usize, usize)) -> i8 {
        self.cells[r * self.cols + c]
    }

    /// Where `mv` takes a die with `top` up from `at`, if it may go.
    fn step(&self, at: (usize, usize), top: u8, mv: Move) -> Option<(usize, usize)> {
        let (_, dr, dc) = MOVES.iter().find(|(m, _, _)| *m == mv).copied()?;
        let r = at.0.checked_add_signed(dr).filter(|&r| r < self.rows)?;
        let c = at.1.checked_add_signed(dc).filter(|&c| c < self.cols)?;
        let value = self.cell((r, c));
        (value == -1 || (value > 0 && value as u8 == top)).then_some((r, c))
    }

    /// The first shortest tour by a plain BFS over (cell, faces), moves in the tie order.
    fn shortest(&self) -> Option<Vec<Move>> {
        type State = ((usize, usize), Faces);
        let source: State = (self.start, self.die);
        let mut parent: HashMap<State, Option<(State, Move)>> = HashMap::from([(source, None)]);
        let mut queue = VecDeque::from([source]);
        let path = |parent: &HashMap<State, Option<(State, Move)>>, mut s: State| {
            let mut moves = Vec::new();
            while let Some(&Some((prev, mv))) = parent.get(&s) {
                moves.push(mv);
                s = prev;
            }
            moves.reverse();
            moves
        };
        while let Some(state @ (at, faces)) = queue.pop_front() {
            for (mv, _, _) in MOVES {
                let Some(next) = self.step(at, faces.top, mv) else {
                    continue;
                };
                if next == self.start {
                    let mut moves = path(&parent, state);
                    moves.push(mv);
                    return Some(moves);
                }
                let next = (next, faces.roll(mv));
                if let std::collections::hash_map::Entry::Vacant(entry) = parent.entry(next) {
                    entry.insert(Some((state, mv)));
                    queue.push_back(next);
                }
            }
        }
        None
    }

    /// Checks a solver's tour by replaying it with the faces here.
    fn check(&self, tour: &Tour) {
        assert_eq!(
            tour.steps.len(),
            tour.moves.len() + 1,
            "a step for each move"
        );
        let (mut at, mut faces) = (self.start, self.die);
        let same = |step: &dicey_problem::solve::Step, at, faces: Faces| {
            step.cell == at && step.die.top() == faces.top && step.die.front() == faces.front
        };
        assert!(same(&tour.steps[0], at, faces), "the tour starts elsewhere");
        for (i, &mv) in tour.moves.iter().enumerate() {
            at = self
                .step(at, faces.top, mv)
                .unwrap_or_else(|| panic!("move {i} ({mv}) is not allowed"));
            faces = faces.roll(mv);
            assert!(
                same(&tour.steps[i + 1], at, faces),
                "step {} is wrong",
                i + 1
            );
            let last = i + 1 == tour.moves.len();
            assert_eq!(
                at == self.start,
                last,
                "the tour is on the start at move {i}"
            );
        }
    }
}

fn maze(u: &mut Unstructured) -> Result<Plain> {
    let rows = u.int_in_range(1..=SIDE)?;
    let cols = u.int_in_range(1..=SIDE)?;
    // Mostly wild cells, so that tours exist; numbers and walls too.
    let values = [-1, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6];
    let mut cells = Vec::with_capacity(rows * cols);
    for _ in 0..rows * cols {
        cells.push(*u.choose(&values)?);
    }
    let start = (u.int_in_range(0..=rows - 1)?, u.int_in_range(0..=cols - 1)?);
    let die = *u.choose(&Faces::all())?;
    Ok(Plain {
        rows,
        cols,
        cells,
        start,
        die,
    })
}

fn check(u: &mut Unstructured) -> Result<()> {
    let plain = maze(u)?;
    let die = Die::new(plain.die.top, plain.die.front).expect("a real orientation");
    let maze = Maze::new(
        "M",
        plain.rows,
        plain.cols,
        plain.cells.clone(),
        plain.start,
        die,
    )
    .expect("a valid maze");
    assert_eq!(die.right(), plain.die.right, "the die's right face");
    let dense = solve(&maze, Algorithm::Dense);
    let tuple = solve(&maze, Algorithm::TupleBfs);
    assert_eq!(dense, tuple, "dense and tuple-bfs disagree on\n{maze}");
    let expected = plain.shortest();
    assert_eq!(
        dense.as_ref().map(|t| &t.moves),
        expected.as_ref(),
        "not the first shortest tour on\n{maze}"
    );
    if let Some(tour) = &dense {
        plain.check(tour);
    }
    Ok(())
}

fuzz_target!(|bytes: &[u8]| {
    let _ = check(&mut Unstructured::new(bytes));
});
