#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub mod bfs;
pub mod descent;
pub mod idastar;
pub mod parallel;
pub mod path;
pub mod pdb;
pub mod permutation;
pub mod subset;
pub mod symmetry;
pub mod table;
pub mod visited;

pub use table::{DistanceTable, UNREACHED};
