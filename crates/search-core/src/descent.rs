//! Reading optimal move sequences off an exact distance function.
//!
//! Once a table holds every state's exact distance to the goal (see [`crate::bfs`]), no search is
//! needed: from the start, take the first move (in the caller's order) to a state one closer, and
//! repeat. Each choice is the smallest move that still lies on some optimal sequence, so the result
//! is the lexicographically smallest optimal sequence, in `distance(start)` steps with no
//! backtracking.

/// The first optimal move sequence from `start` to a state at distance 0, following `distance`
/// down one step at a time.
///
/// `distance(state)` must be the exact number of moves from `state` to the nearest goal, or `None`
/// if no goal is reachable; it may combine several tables (say the minimum of three).
/// `successors(state)` lists `(move, next_state)` pairs in tie-break order.
///
/// Returns `None` if `start` cannot reach a goal, or if `distance` turns out not to be exact (a
/// state with no successor one step closer) — a bug in the table, reported rather than looped on.
///
/// # Example
/// States `0..=9` with moves `+1` and `+2`, goal 9: the distance is `ceil((9 - n) / 2)`. From 0,
/// `+1` comes first in move order and still leaves an optimal sequence (0 → 1 → 3 → 5 → 7 → 9),
/// so the descent takes it; after that only `+2` keeps the sequence optimal.
/// ```
/// use search_core::descent::descend;
/// let distance = |&n: &u32| (n <= 9).then(|| (9 - n).div_ceil(2));
/// let moves = |&n: &u32| [(1, n + 1), (2, n + 2)];
/// assert_eq!(descend(0, moves, distance), Some(vec![1, 2, 2, 2, 2]));
/// assert_eq!(descend(10, moves, distance), None);
/// ```
pub fn descend<N, M, I, FS, FD>(start: N, mut successors: FS, mut distance: FD) -> Option<Vec<M>>
where
    FS: FnMut(&N) -> I,
    I: IntoIterator<Item = (M, N)>,
    FD: FnMut(&N) -> Option<u32>,
{
    let mut remaining = distance(&start)?;
    let mut state = start;
    let mut moves = Vec::with_capacity(remaining as usize);
    while remaining > 0 {
        let (m, next) = successors(&state)
            .into_iter()
            .find(|(_, next)| distance(next) == Some(remaining - 1))?;
        moves.push(m);
        state = next;
        remaining -= 1;
    }
    Some(moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_goal_needs_no_moves() {
        assert_eq!(descend(3u8, |&n: &u8| [((), n)], |_| Some(0)), Some(vec![]));
    }

    #[test]
    fn an_inexact_table_is_reported_not_looped_on() {
        // Claims distance 2 everywhere but 0: no successor is ever one step closer.
        let lying = |&n: &u8| Some(if n == 0 { 0 } else { 2 });
        assert_eq!(descend(5u8, |&n: &u8| [('x', n + 1)], lying), None);
    }
}
