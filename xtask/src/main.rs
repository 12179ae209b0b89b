//! The project's own automation.

fn main() {}
