//! Exact solver for the 3 x 3 row/column rotation game (UESTC 485).
//!
//! Skeleton: the solver is tracked by its own issue.
