//! `cantor-grid stats`: what the table holds, counted from the table itself.

use std::io::{self, Write};

use crate::table::{ARRANGEMENTS, Table};

/// Writes how many arrangements lie at each distance from the solved one, and how many are
/// reached, as `cantor-grid stats` prints them.
///
/// ```
/// let mut out = Vec::new();
/// cantor_grid::stats::write(&mut out, cantor_grid::table::Table::global()).unwrap();
/// assert!(String::from_utf8(out).unwrap().contains("181440 of 362880"));
/// ```
pub fn write(out: &mut impl Write, table: &Table) -> io::Result<()> {
    let counts = table.counts();
    writeln!(out, "moves  arrangements")?;
    for (d, count) in counts.iter().enumerate() {
        writeln!(out, "{d:>5}  {count:>12}")?;
    }
    let reached: u64 = counts.iter().sum();
    writeln!(
        out,
        "reachable: {reached} of {ARRANGEMENTS} arrangements; every move is a 3-cycle, an even \
         permutation, so the odd half is never reached"
    )
}
