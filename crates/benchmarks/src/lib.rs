//! The criterion benchmarks of the four solvers (`benches/<solver>/solve.rs`) and their
//! comparisons with the `pathfinding` crate (`benches/<solver>/pathfinding.rs`), kept in a
//! package of their own so that `cargo test` never compiles criterion. Run one with
//! `cargo bench -p benchmarks --bench flip-game`; `cargo xtask bench` runs the comparisons and
//! puts them in BENCHMARKS.md. This library is empty: the package is its benchmarks.
