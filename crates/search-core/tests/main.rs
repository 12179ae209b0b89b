//! The integration tests of search-core, in one binary: the algorithms against each other and
//! against brute force, and snapshots of BFS tables and paths on small graphs.

mod properties;
mod snapshots;
