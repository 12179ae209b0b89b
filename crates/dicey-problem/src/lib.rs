//! Exact solver for A Dicey Problem (ICPC World Finals 1999, UVa 810): shortest die tour in a maze of any size.
//!
//! Skeleton: the solver is tracked by its own issue.
