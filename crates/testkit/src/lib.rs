//! What the solvers' tests, their benches and `cargo xtask` share, written once.
//!
//! | module | what it gives |
//! |---|---|
//! | [`layout`] | the `testdata/` folders: `NAME.in` with `NAME.out` and optional `NAME.args`, and a folder's `time-limit` |
//! | [`judge`] | every case of a problem through a solver's library, checked against its `.out` file, a readable diff for each that differs |
//! | [`diff`] | the unified diff of an expected and an actual output |
//! | [`process`] | running a solver binary, and the contract every binary keeps (exit statuses, answers before errors, flushing, broken pipes, colour, `--help`) |
//! | [`committed`] | the tables the solver binaries embed, kept in the repository: a test compares each with a fresh build (`UPDATE_TABLES=1` rewrites it) |
//! | [`snapshot`] | [`assert_cmd_snapshot!`], insta-cmd's snapshot of a solver binary, named by its test alone |
//! | [`generate`] | seeded inputs in the judge formats, for benchmarks and large tests, so that none needs to be committed |
//! | [`quick`] | whether a solver says its cases are quick under some flags |
//!
//! It knows the judge *formats* (to generate inputs) but depends on no solver crate: a solver
//! that does not compile stops only its own tests, never `cargo xtask verify` for the others.

pub mod committed;
pub mod diff;
pub mod generate;
pub mod judge;
pub mod layout;
pub mod process;
pub mod snapshot;

pub use process::Contract;

use solver_cli::shell::{Cli, Solver};

/// Whether the solver `S` says that every case is quick ([`Solver::quick`]) under the flags
/// `args`, as its binary parses them.
///
/// # Panics
/// If the flags do not parse.
pub fn quick<S: Solver>(args: &[&str]) -> bool {
    let args = [S::NAME].into_iter().chain(args.iter().copied());
    let cli = Cli::<S>::try_parse_from(args).expect("the flags parse");
    cli.options.quick()
}
