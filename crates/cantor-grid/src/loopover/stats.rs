//! `cantor-grid stats --size RxC --metric M`: God's number and the number of arrangements at
//! each distance, every arrangement counted by the census.

use std::io::{self, Write};

use solver_cli::shell::Progress;

use crate::loopover::census::Table;
use crate::loopover::code::FACTORIALS;
use crate::loopover::shape::{Metric, Shape};

/// Runs the census of `shape` in `metric` (with a progress bar at a terminal) and writes its
/// report.
pub fn run(out: &mut impl Write, shape: Shape, metric: Metric) -> io::Result<()> {
    let n = shape.cells();
    let progress = Progress::new(FACTORIALS[n], &format!("census of {shape} ({metric})"));
    let table = Table::build(shape, metric, &progress);
    let counts = table.counts();
    progress.finish();
    write(out, shape, metric, &counts)
}

/// Writes the report of a census whose counts at each distance are `counts`.
///
/// ```
/// use cantor_grid::loopover::{shape::{Metric, Shape}, stats::write};
/// let mut out = Vec::new();
/// write(&mut out, Shape::new(2, 2).unwrap(), Metric::Stm, &[1, 4, 10, 8, 1]).unwrap();
/// assert!(String::from_utf8(out).unwrap().contains("God's number: 4"));
/// ```
pub fn write(out: &mut impl Write, shape: Shape, metric: Metric, counts: &[u64]) -> io::Result<()> {
    let n = shape.cells();
    let all = FACTORIALS[n];
    let reached: u64 = counts.iter().sum();
    writeln!(out, "board {shape}, {} metric", metric.long_name())?;
    writeln!(out, "moves  arrangements")?;
    for (d, count) in counts.iter().enumerate() {
        writeln!(out, "{d:>5}  {count:>12}")?;
    }
    writeln!(out, "God's number: {}", counts.len().saturating_sub(1))?;
    let why = if shape.rows() % 2 == 1 && shape.cols() % 2 == 1 {
        "; every move shifts a line of odd length, an even permutation, so the odd half is never \
         reached"
    } else {
        ""
    };
    writeln!(out, "reachable: {reached} of {all} arrangements{why}")
}
