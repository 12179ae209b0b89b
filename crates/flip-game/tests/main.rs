//! The integration tests of the Flip Game solver, in one binary (a crate's test files each link a binary of
//! their own, and on two cores the linking was most of the time): the agreement between its
//! algorithms, every testdata case against its expected output, the binary's contract, and the
//! snapshots of what it prints besides judge answers.

mod agreement;
mod judge;
mod process;
mod snapshots;
