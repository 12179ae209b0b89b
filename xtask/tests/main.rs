//! The integration tests of xtask, in one binary (each test file would link a binary of its own,
//! and on two cores the linking is most of the time): the tidy checks of the whole workspace's
//! sources, and the CI workflow.

mod tidy;
mod workflow;
