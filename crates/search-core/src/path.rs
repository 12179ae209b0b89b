//! Breadth-first shortest paths over a dense state space `0..n`, with the moves that make them.
//!
//! Where [`crate::bfs`] answers "how far?" for every state, this module answers "how, exactly?"
//! for one start: the path to the first goal found, and the moves along it.
//!
//! **Ties.** States are expanded first in, first out, and each state's successors in the order the
//! caller lists them; a state's parent is the first state that discovered it. So at every depth the
//! states are discovered in the lexicographic order of their smallest move sequence, and the path
//! returned is the *lexicographically smallest* (in the caller's move order) among the shortest
//! paths to the *first* goal so discovered — which is itself the goal whose smallest shortest path
//! is smallest. List the moves in the order the tie rule wants, and the rule holds.

use std::collections::VecDeque;

use crate::visited::Visited;

/// A path found by [`shortest_path`]: `states[0]` is the start, `states[i + 1]` is reached from
/// `states[i]` by `moves[i]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Path<M> {
    /// The states from the start to the goal, both included.
    pub states: Vec<usize>,
    /// The moves between them: one fewer than the states.
    pub moves: Vec<M>,
}

impl<M> Path<M> {
    /// The number of moves.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the start was already a goal.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

/// The shortest path from `start` to a state for which `is_goal` holds, by breadth-first search
/// over the states `0..n`; `None` if no goal is reachable.
///
/// `successors(s)` lists `(move, state)` pairs in the order ties should be broken (see the module
/// docs). `is_goal` is asked of the start first (a zero-move path), then of each state when it is
/// first discovered; the search stops at the first goal, so goals are never expanded.
///
/// Memory: one bit per state for the visited set (a [`Visited`], kept apart so the hot membership
/// test stays in cache), four bytes per *discovered* state for its parent (the array is zero-initialised, so
/// untouched pages cost nothing), and four bytes per state of the widest frontier. The moves are
/// not stored: they are recovered from `successors` along the path at the end.
///
/// # Panics
/// If `start` or a successor is `>= n`, or `n >= u32::MAX`.
///
/// # Example
/// A 2 × 3 grid, states row by row, moves tried up, down, left, right. From the top-left corner
/// to the bottom-right one there are three shortest paths; the first in move order goes down first.
/// ```
/// use search_core::path::shortest_path;
/// let (rows, cols) = (2, 3);
/// let moves = move |s: usize| {
///     let (r, c) = (s / cols, s % cols);
///     [
///         (r > 0).then(|| ('U', s - cols)),
///         (r + 1 < rows).then(|| ('D', s + cols)),
///         (c > 0).then(|| ('L', s - 1)),
///         (c + 1 < cols).then(|| ('R', s + 1)),
///     ]
///     .into_iter()
///     .flatten()
/// };
/// let path = shortest_path(rows * cols, 0, moves, |s| s == 5).unwrap();
/// assert_eq!(path.moves, vec!['D', 'R', 'R']);
/// assert_eq!(path.states, vec![0, 3, 4, 5]);
/// assert!(shortest_path(rows * cols, 0, moves, |s| s == 99).is_none());
/// ```
pub fn shortest_path<M, I, F, G>(
    n: usize,
    start: usize,
    mut successors: F,
    mut is_goal: G,
) -> Option<Path<M>>
where
    M: Copy,
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = (M, usize)>,
    G: FnMut(usize) -> bool,
{
    assert!(
        u32::try_from(n).is_ok_and(|n| n < u32::MAX),
        "a path search holds fewer than u32::MAX states"
    );
    assert!(start < n, "start {start} is outside the state space 0..{n}");
    if is_goal(start) {
        return Some(Path {
            states: vec![start],
            moves: Vec::new(),
        });
    }
    let mut seen = Visited::new(n);
    // parent[s] is the state that discovered s; only meaningful where `seen` is set.
    let mut parent = vec![0u32; n];
    let mut queue = VecDeque::from([start as u32]);
    seen.insert(start);
    let goal = 'search: loop {
        let s = queue.pop_front()? as usize;
        for (_, t) in successors(s) {
            assert!(
                t < n,
                "successor {t} of {s} is outside the state space 0..{n}"
            );
            if seen.insert(t) {
                parent[t] = s as u32;
                if is_goal(t) {
                    break 'search t;
                }
                queue.push_back(t as u32);
            }
        }
    };
    let mut states = vec![goal];
    let mut s = goal;
    while s != start {
        s = parent[s] as usize;
        states.push(s);
    }
    states.reverse();
    let moves = states
        .windows(2)
        .map(|step| {
            // The first listed move to the child is the one that discovered it.
            successors(step[0])
                .into_iter()
                .find(|&(_, t)| t == step[1])
                .map(|(m, _)| m)
                .expect("successors are deterministic, so the discovering move is listed again")
        })
        .collect();
    Some(Path { states, moves })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_that_is_a_goal_gives_an_empty_path() {
        let path = shortest_path(3, 1, |s| [((), (s + 1) % 3)], |s| s == 1).unwrap();
        assert!(path.is_empty());
        assert_eq!(path.states, vec![1]);
    }

    #[test]
    fn ties_go_to_the_first_listed_successor() {
        // A diamond 0 -> {1, 2} -> 3. Listing 2 first makes the path go through 2.
        let edges = |first: usize, second: usize| {
            move |s: usize| match s {
                0 => vec![('a', first), ('b', second)],
                1 | 2 => vec![('c', 3)],
                _ => vec![],
            }
        };
        let via_one = shortest_path(4, 0, edges(1, 2), |s| s == 3).unwrap();
        assert_eq!(via_one.states, vec![0, 1, 3]);
        assert_eq!(via_one.moves, vec!['a', 'c']);
        let via_two = shortest_path(4, 0, edges(2, 1), |s| s == 3).unwrap();
        assert_eq!(via_two.states, vec![0, 2, 3]);
    }

    #[test]
    fn a_state_listed_twice_is_reached_by_its_first_move() {
        let path = shortest_path(
            2,
            0,
            |s| {
                if s == 0 {
                    vec![('x', 1), ('y', 1)]
                } else {
                    vec![]
                }
            },
            |s| s == 1,
        );
        assert_eq!(path.unwrap().moves, vec!['x']);
    }

    #[test]
    fn the_nearest_goal_wins_over_a_farther_one_listed_first() {
        // 0 -> 1 -> 2 (goal), 0 -> 3 (goal): the goal one move away wins.
        let path = shortest_path(
            4,
            0,
            |s| match s {
                0 => vec![(0, 1), (1, 3)],
                1 => vec![(0, 2)],
                _ => vec![],
            },
            |s| s == 2 || s == 3,
        );
        assert_eq!(path.unwrap().states, vec![0, 3]);
    }

    #[test]
    fn unreachable_goal_is_none() {
        assert!(shortest_path(3, 0, |s| [((), s)], |s| s == 2).is_none());
    }
}
