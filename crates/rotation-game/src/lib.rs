//! Exact solver for the Rotation Game (POJ 2286, UVa 1343): fewest moves, lexicographically smallest.
//!
//! Skeleton: the solver is tracked by its own issue.
