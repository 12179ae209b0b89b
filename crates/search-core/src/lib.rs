//! Puzzle-free building blocks for exact puzzle solvers.
//!
//! Every solver in this workspace numbers its states densely (`0..n`) or keeps them as small `Copy`
//! values, and asks the same few questions of them. This crate answers those questions and knows
//! nothing about any puzzle:
//!
//! | module | what it gives |
//! |---|---|
//! | [`bfs`] | breadth-first search filling a [`DistanceTable`] over states `0..n` from one or many sources; over cheap sparse keys, on all cores, and by classes of symmetric states when the dense index is costly |
//! | [`table`] | [`DistanceTable`]: one byte per state, read by index, counted, or listed nearest first |
//! | [`visited`] | [`visited::Visited`]: the one bitmap every search that needs one marks its states in |
//! | [`path`] | a shortest path with its moves, ties going to the first successor in the caller's order |
//! | [`idastar`] | IDA* returning the first optimal move sequence in the caller's move order, with a depth cap |
//! | [`descent`] | walking down an exact distance function to the first optimal move sequence |
//! | [`permutation`] | permutations of `0..n` ↔ `0..n!` (Lehmer code, "Cantor expansion"), and stepping through them in that order |
//! | [`subset`] | `k`-subsets of `n ≤ 32` bits ↔ `0..C(n, k)` (combinatorial number system) |
//! | [`symmetry`] | the distinct members of a class of states under a puzzle's symmetries |
//! | [`parallel`] | work over a range of items shared among the machine's threads, in chunks |
//!
//! "First in the caller's order" is the one tie-break rule throughout: a puzzle that wants the
//! lexicographically smallest answer lists its moves in that order and gets it for free.
//!
//! Nothing here reads or writes: judge input, flags and the binaries' standard streams are the
//! `solver-cli` crate's.
#![forbid(unsafe_code)]

pub mod bfs;
pub mod descent;
pub mod idastar;
pub mod parallel;
pub mod path;
pub mod permutation;
pub mod subset;
pub mod symmetry;
pub mod table;
pub mod visited;

pub use table::{DistanceTable, UNREACHED};
