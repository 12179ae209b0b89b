//! The two algorithms (`dense` and the classic `tuple-bfs`) agree, tour for tour and state for
//! state, on random small mazes, and agree with a second search written here from the puzzle's
//! rules alone: every printed tour is legal, starts and ends at the start, touches the start cell
//! only at its ends, is as short as any tour, and is the first shortest one in the order up, down,
//! left, right.

use dicey_problem::die::{Die, Move};
use dicey_problem::maze::Maze;
use dicey_problem::parse::Reader;
use dicey_problem::solve::{Algorithm, solve, solve_counting};
use proptest::prelude::*;
use std::collections::{HashMap, HashSet, VecDeque};

/// The die as (top, front, right), rolled by the puzzle's table, with right tracked like the others
/// rather than derived by a rule: an independent model of the die.
type Faces = (u8, u8, u8);

fn roll((t, f, r): Faces, m: char) -> Faces {
    match m {
        'U' => (f, 7 - t, r),
        'D' => (7 - f, t, r),
        'L' => (r, f, 7 - t),
        _ => (7 - r, f, t),
    }
}

/// The (top, front, right) triple for a (top, front) pair, found by rolling the puzzle's reference
/// die (1 on top, 2 in front, 3 on the right) every way.
fn faces(top: u8, front: u8) -> Faces {
    let mut seen = HashSet::from([(1, 2, 3)]);
    let mut todo = vec![(1, 2, 3)];
    while let Some(d) = todo.pop() {
        for m in ['U', 'D', 'L', 'R'] {
            if seen.insert(roll(d, m)) {
                todo.push(roll(d, m));
            }
        }
    }
    assert_eq!(seen.len(), 24);
    seen.into_iter()
        .find(|&(t, f, _)| (t, f) == (top, front))
        .unwrap()
}

type State = (i64, i64, Faces);

/// The state after move `m`, if the rules allow it.
fn next(maze: &Maze, (r, c, d): State, m: char) -> Option<State> {
    let (nr, nc) = match m {
        'U' => (r - 1, c),
        'D' => (r + 1, c),
        'L' => (r, c - 1),
        _ => (r, c + 1),
    };
    if nr < 0 || nc < 0 || nr >= maze.rows() as i64 || nc >= maze.cols() as i64 {
        return None;
    }
    let v = maze.cells()[nr as usize * maze.cols() + nc as usize];
    (v == -1 || (v > 0 && v as u8 == d.0)).then(|| (nr, nc, roll(d, m)))
}

/// The first shortest tour by the rules, as move letters, found without any BFS order argument:
/// exact distances from every reachable state back to the start cell (by a backwards BFS over the
/// explicit graph), then, from the start, always the first move in U, D, L, R order that brings
/// the distance down by one.
fn reference(maze: &Maze) -> Option<String> {
    let (sr, sc) = (maze.start().0 as i64, maze.start().1 as i64);
    let die = maze.die();
    let start: State = (sr, sc, faces(die.top(), die.front()));
    let home = |s: &State| (s.0, s.1) == (sr, sc);
    // Forward: every state the die can reach without passing through the start cell.
    let mut back: HashMap<State, Vec<State>> = HashMap::new();
    let mut seen = HashSet::from([start]);
    let mut todo = vec![start];
    while let Some(s) = todo.pop() {
        if home(&s) && s != start {
            continue;
        }
        for m in ['U', 'D', 'L', 'R'] {
            if let Some(t) = next(maze, s, m) {
                back.entry(t).or_default().push(s);
                if !home(&t) && seen.insert(t) {
                    todo.push(t);
                }
            }
        }
    }
    // Backward from every arrival on the start cell. The start state is a source too, but as a
    // departure it needs its own distance: it is computed from its successors below.
    let mut dist: HashMap<State, usize> = HashMap::new();
    let mut queue = VecDeque::new();
    for &t in back.keys() {
        if home(&t) {
            dist.insert(t, 0);
            queue.push_back(t);
        }
    }
    while let Some(t) = queue.pop_front() {
        for &s in back.get(&t).into_iter().flatten() {
            if !home(&s) && !dist.contains_key(&s) {
                dist.insert(s, dist[&t] + 1);
                queue.push_back(s);
            }
        }
    }
    let step = |s: State| {
        ['U', 'D', 'L', 'R']
            .into_iter()
            .filter_map(|m| next(maze, s, m).map(|t| (m, t)))
            .filter_map(|(m, t)| dist.get(&t).map(|&d| (d, m, t)))
            .min_by_key(|&(d, m, _)| (d, ['U', 'D', 'L', 'R'].iter().position(|&x| x == m)))
    };
    let (mut left, m, mut s) = step(start)?;
    let mut moves = m.to_string();
    while left > 0 {
        let (d, m, t) = step(s).unwrap();
        assert_eq!(d + 1, left);
        moves.push(m);
        (left, s) = (d, t);
    }
    Some(moves)
}

fn letter(m: Move) -> char {
    match m {
        Move::Up => 'U',
        Move::Down => 'D',
        Move::Left => 'L',
        Move::Right => 'R',
    }
}

fn small_maze() -> impl Strategy<Value = Maze> {
    (1usize..=5, 1usize..=5)
        .prop_flat_map(|(rows, cols)| {
            (
                Just((rows, cols)),
                // Mostly numbers, a fair share of wild and empty cells.
                prop::collection::vec(
                    prop_oneof![2 => Just(-1i8), 1 => Just(0i8), 5 => 1i8..=6],
                    rows * cols,
                ),
                (0..rows, 0..cols),
                0usize..24,
            )
        })
        .prop_map(|((rows, cols), cells, start, die)| {
            Maze::new("P", rows, cols, cells, start, Die::from_index(die).unwrap()).unwrap()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn tours_are_legal_shortest_and_first_in_move_order(maze in small_maze()) {
        let expected = reference(&maze);
        for algorithm in [Algorithm::Dense, Algorithm::TupleBfs] {
            let tour = solve(&maze, algorithm);
            let got: Option<String> = tour.as_ref().map(|t| t.moves.iter().map(|&m| letter(m)).collect());
            prop_assert_eq!(&got, &expected, "{:?}", algorithm);
            let Some(tour) = tour else { continue };
            // Replay the printed positions with the independent die model.
            let die = maze.die();
            let mut s: State = (maze.start().0 as i64, maze.start().1 as i64, faces(die.top(), die.front()));
            prop_assert_eq!(tour.steps[0].cell, maze.start());
            for (i, (&m, step)) in tour.moves.iter().zip(&tour.steps[1..]).enumerate() {
                s = next(&maze, s, letter(m)).expect("every move is legal");
                prop_assert_eq!((s.0 as usize, s.1 as usize), step.cell);
                prop_assert_eq!((s.2.0, s.2.1), (step.die.top(), step.die.front()));
                let last = i + 1 == tour.moves.len();
                prop_assert_eq!(step.cell == maze.start(), last, "the start cell only at the end");
            }
        }
    }

    #[test]
    fn judge_text_reads_back_as_the_same_maze(maze in small_maze()) {
        let text = format!("{maze}END\n");
        let mut reader = Reader::new(text.as_bytes());
        prop_assert_eq!(reader.next_case().unwrap(), Some(maze));
        prop_assert_eq!(reader.next_case().unwrap(), None);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn both_algorithms_search_the_same_states(maze in small_maze()) {
        let (dense, dense_count) = solve_counting(&maze, Algorithm::Dense);
        let (tuples, tuple_count) = solve_counting(&maze, Algorithm::TupleBfs);
        prop_assert_eq!(dense, tuples);
        prop_assert_eq!(dense_count, tuple_count);
        // Never more than the reachable half of the states: a roll is an odd permutation of the
        // faces and moves to a cell of the other chessboard colour, so (colour, parity of the
        // orientation) never changes (`die`'s tests check the parity).
        prop_assert!(dense_count <= maze.cells().len() * 12 + 1);
    }
}
