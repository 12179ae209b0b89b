//! `cantor-grid stats`: what the table holds, counted from the table itself.

use crate::table::{ARRANGEMENTS, Table};
use std::fmt::Write;

/// How many arrangements lie at each distance from the solved one, and how many are reached.
///
/// ```
/// let text = cantor_grid::stats::render(cantor_grid::table::Table::get());
/// assert!(text.contains("181440 of 362880"));
/// ```
pub fn render(table: &Table) -> String {
    let distances = table.distances();
    let mut out = String::new();
    // Writing to a String cannot fail.
    let _ = writeln!(out, "moves  arrangements");
    for (d, count) in distances.counts().iter().enumerate() {
        let _ = writeln!(out, "{d:>5}  {count:>12}");
    }
    let reached = distances.len() - distances.unreached();
    let _ = writeln!(
        out,
        "reachable: {reached} of {ARRANGEMENTS} arrangements; every move is a 3-cycle, an even \
         permutation, so the odd half is never reached"
    );
    out
}
