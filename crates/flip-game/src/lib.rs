//! Exact solver for the Flip Game (POJ 1753) on 4 x 4 and on any R x C board.
//!
//! Skeleton: the solver is tracked by its own issue.
