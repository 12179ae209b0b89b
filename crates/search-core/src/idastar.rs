//! Iterative-deepening A* (IDA*) that keeps the caller's move order.
//!
//! IDA* needs no table: depth-first searches with a growing bound on `g + h`, where `h` is a lower
//! bound on the moves still needed. With an admissible `h` the first solution found is optimal.
//! Because every depth-first pass here tries successors in exactly the order the caller lists
//! them (unlike implementations that sort successors by estimate), the first optimal sequence
//! found is also the lexicographically smallest optimal sequence in that order.
//!
//! Each move costs one. The search also tells `successors` the move that led to the current state,
//! so a puzzle can skip the move that would undo it — a pruning that never removes an optimal
//! sequence.

enum Pass {
    Found,
    /// The smallest `g + h` that exceeded the bound, or `u32::MAX` if nothing did.
    Exceeded(u32),
}

/// The first optimal move sequence from `start` to a state where `success` holds, or `None` if
/// none has at most `max_depth` moves.
///
/// - `successors(state, last_move)` lists `(move, next_state)` pairs in the order ties should go;
///   `last_move` is `None` at the start.
/// - `heuristic(state)` must never overestimate the number of moves still needed (and should be
///   0 on goal states); otherwise the answer may not be optimal.
/// - `max_depth` caps the search, so an unsolvable start returns `None` instead of deepening
///   forever.
///
/// # Example
/// Reach 10 from 0 with moves `+3` and `+2`: both `[3, 3, 2, 2]` orders take four moves; the
/// first in move order (`+3` before `+2`) is returned.
/// ```
/// use search_core::idastar::ida_star;
/// let moves = |&n: &u32, _last: Option<u32>| [(3, n + 3), (2, n + 2)];
/// let h = |&n: &u32| 10u32.saturating_sub(n).div_ceil(3);
/// assert_eq!(ida_star(&0, moves, h, |&n| n == 10, 20), Some(vec![3, 3, 2, 2]));
/// // With only `+2`, 7 is never reached: the cap ends the search.
/// assert_eq!(ida_star(&0u32, |&n: &u32, _| [(2, n + 2)], |_| 0, |&n| n == 7, 12), None);
/// ```
pub fn ida_star<N, M, I, FS, FH, FG>(
    start: &N,
    mut successors: FS,
    mut heuristic: FH,
    mut success: FG,
    max_depth: u32,
) -> Option<Vec<M>>
where
    M: Copy,
    FS: FnMut(&N, Option<M>) -> I,
    I: IntoIterator<Item = (M, N)>,
    FH: FnMut(&N) -> u32,
    FG: FnMut(&N) -> bool,
{
    let mut bound = heuristic(start);
    let mut moves = Vec::new();
    while bound <= max_depth {
        let mut search = Search {
            successors: &mut successors,
            heuristic: &mut heuristic,
            success: &mut success,
            bound,
        };
        match search.visit(start, 0, None, &mut moves) {
            Pass::Found => return Some(moves),
            Pass::Exceeded(u32::MAX) => return None,
            Pass::Exceeded(next) => bound = next,
        }
    }
    None
}

struct Search<'a, FS, FH, FG> {
    successors: &'a mut FS,
    heuristic: &'a mut FH,
    success: &'a mut FG,
    bound: u32,
}

impl<FS, FH, FG> Search<'_, FS, FH, FG> {
    fn visit<N, M, I>(&mut self, state: &N, g: u32, last: Option<M>, moves: &mut Vec<M>) -> Pass
    where
        M: Copy,
        FS: FnMut(&N, Option<M>) -> I,
        I: IntoIterator<Item = (M, N)>,
        FH: FnMut(&N) -> u32,
        FG: FnMut(&N) -> bool,
    {
        let f = g.saturating_add((self.heuristic)(state));
        if f > self.bound {
            return Pass::Exceeded(f);
        }
        if (self.success)(state) {
            return Pass::Found;
        }
        let mut smallest = u32::MAX;
        for (m, next) in (self.successors)(state, last) {
            moves.push(m);
            match self.visit(&next, g + 1, Some(m), moves) {
                Pass::Found => return Pass::Found,
                Pass::Exceeded(f) => smallest = smallest.min(f),
            }
            moves.pop();
        }
        Pass::Exceeded(smallest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_that_succeeds_needs_no_moves() {
        assert_eq!(
            ida_star(&5u32, |&n: &u32, _| [((), n + 1)], |_| 0, |&n| n == 5, 0),
            Some(vec![])
        );
    }

    #[test]
    fn max_depth_is_inclusive() {
        let next = |&n: &u32, _: Option<char>| [('+', n + 1)];
        assert_eq!(
            ida_star(&0, next, |_| 0, |&n| n == 3, 3),
            Some(vec!['+'; 3])
        );
        assert_eq!(ida_star(&0, next, |_| 0, |&n| n == 3, 2), None);
    }

    #[test]
    fn last_move_is_passed_so_undo_can_be_pruned() {
        // A line 0..=4 with moves L and R; forbidding the undo of the last move must not hurt.
        let next = |&n: &i32, last: Option<char>| {
            [('L', n - 1), ('R', n + 1)]
                .into_iter()
                .filter(move |&(m, _)| !matches!((last, m), (Some('L'), 'R') | (Some('R'), 'L')))
        };
        let h = |&n: &i32| (4 - n).unsigned_abs();
        assert_eq!(ida_star(&0, next, h, |&n| n == 4, 10), Some(vec!['R'; 4]));
    }

    #[test]
    fn graph_exhausted_below_the_cap_is_none_at_once() {
        // A dead end: nothing exceeds the bound, so the search stops without deepening to the cap.
        let next = |_: &u8, _: Option<()>| std::iter::empty::<((), u8)>();
        assert_eq!(ida_star(&0u8, next, |_| 0, |_| false, u32::MAX), None);
    }
}
