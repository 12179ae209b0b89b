//! Puzzle-free building blocks for exact puzzle solvers.
//!
//! Every solver in this workspace numbers its states densely (`0..n`) or keeps them as small `Copy`
//! values, and asks the same few questions of them. This crate answers those questions and knows
//! nothing about any puzzle:
//!
//! | module | what it gives |
//! |---|---|
//! | [`bfs`] | a `u8` distance table over states `0..n` from one or many sources (optionally with a bitmap over cheap sparse keys, indexing only reached states, and on all cores) |
//! | [`path`] | a shortest path with its moves, ties going to the first successor in the caller's order |
//! | [`idastar`] | IDA* returning the first optimal move sequence in the caller's move order, with a depth cap |
//! | [`descent`] | walking down an exact distance function to the first optimal move sequence |
//! | [`permutation`] | permutations of `0..n` ↔ `0..n!` (Lehmer code, "Cantor expansion"), and stepping through them in that order |
//! | [`symmetry`] | the distinct members of a class of states under a puzzle's symmetries |
//! | [`subset`] | `k`-subsets of `n ≤ 32` bits ↔ `0..C(n, k)` (combinatorial number system) |
//! | [`output`] | standard output for answers: line-buffered at a terminal, one buffer for files |
//! | [`scan`] | whitespace tokens of judge input with 1-based line and column, and the error type for them |
//!
//! "First in the caller's order" is the one tie-break rule throughout: a puzzle that wants the
//! lexicographically smallest answer lists its moves in that order and gets it for free.
#![forbid(unsafe_code)]

pub mod bfs;
pub mod descent;
pub mod idastar;
pub mod output;
pub mod path;
pub mod permutation;
pub mod scan;
pub mod subset;
pub mod symmetry;

pub use bfs::{DistanceTable, UNREACHED};
pub use scan::{ParseError, Pos, Scanner, Token};
