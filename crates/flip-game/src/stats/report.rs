//! The report of `flip-game stats`: the counts of a shape's boards, and its boards by steps
//! listed, summed up or refused, as [`super::Stats`] holds them.

use std::fmt;
use std::io::{self, Write};

use super::{BySteps, CodeFacts, LISTING_DIGITS, Stats, Summary, words_text};
use crate::target::Target;

/// Writes the report of `flip-game stats`: the number of boards, the kernel dimension, whether the
/// one-colour boards reach each other, the solvable and impossible boards, and the boards by steps
/// (or why they are not counted), to the report's target colour. Numbers too large for a `u128`
/// are written as powers of two.
pub fn write(out: &mut impl Write, stats: &Stats) -> io::Result<()> {
    let (n, s) = (stats.size.cells(), stats.solvable_exponent);
    let exact = |v: Option<u128>, expr: String| v.map_or(expr, |v| v.to_string());
    writeln!(
        out,
        "{} boards: {}",
        stats.size,
        exact(stats.boards(), format!("2^{n}"))
    )?;
    writeln!(
        out,
        "kernel dimension: {d} (each solvable board has 2^{d} press sets per colour)",
        d = stats.dimension
    )?;
    writeln!(
        out,
        "one-colour boards {} each other",
        if stats.colours_connected {
            "reach"
        } else {
            "do not reach"
        }
    )?;
    // To one colour, every line says which: the judge's rule, either colour, says none.
    let to = match stats.target {
        Target::Either => String::new(),
        one => format!(" to {one}"),
    };
    writeln!(
        out,
        "solvable{to}: {}",
        exact(stats.solvable(), format!("2^{s}"))
    )?;
    let impossible = if s == n {
        "0".to_string()
    } else {
        exact(stats.impossible(), format!("2^{n} - 2^{s}"))
    };
    writeln!(out, "impossible{to}: {impossible}")?;
    match &stats.by_steps {
        BySteps::Table(counts) => {
            if !to.is_empty() {
                writeln!(out, "boards by steps{to}:")?;
            }
            write_counts(out, counts)
        }
        BySteps::Listed { code, counts } => {
            writeln!(out, "boards by steps{to}, counted exactly from {code}:")?;
            write_counts(out, counts)
        }
        BySteps::Summary(summary) => write_summary(out, n, summary, &to),
        BySteps::NotCounted(why) => writeln!(out, "boards by steps{to}: not counted: {why}"),
    }
}

impl fmt::Display for CodeFacts {
    /// `e code words (…) over G groups of cells`, the free cells being a group too.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.words == 0 {
            // A trivial kernel, to one colour.
            return write!(f, "no code word (one press set for each board)");
        }
        write!(
            f,
            "{} over {} groups of cells",
            words_text(self.words, self.dimension),
            self.groups + usize::from(self.free > 0)
        )
    }
}

/// `steps  boards`, then a line per number of steps.
fn write_counts(out: &mut impl Write, counts: &[impl fmt::Display]) -> io::Result<()> {
    writeln!(out, "steps  boards")?;
    for (steps, count) in counts.iter().enumerate() {
        writeln!(out, "{steps:>5}  {count:>6}")?;
    }
    Ok(())
}

fn write_summary(
    out: &mut impl Write,
    cells: usize,
    summary: &Summary,
    to: &str,
) -> io::Result<()> {
    writeln!(
        out,
        "boards by steps{to}, counted exactly from {}, in short:",
        summary.code
    )?;
    let most = summary.most;
    if let Some(w) = summary.weight {
        writeln!(
            out,
            "boards needing k steps: the sum over i from 0 to w of C(w, i) * C(n - w, k - min(i, w - i)), \
             with n = {cells} cells and w = {w} presses in the {}",
            if summary.code.dimension == 0 {
                "all-black press set"
            } else {
                "one code word"
            }
        )?;
        writeln!(out, "steps: 0 to (n - w) + floor(w / 2) = {most}")?;
    } else if summary.code.words == 0 && !to.is_empty() {
        // A trivial kernel to one colour: no code word, one press set for each board.
        writeln!(
            out,
            "boards needing k steps: C(n, k), with n = {cells} cells (each board has one press \
             set, of k of the n cells)"
        )?;
        writeln!(out, "steps: 0 to n = {most}")?;
    } else {
        writeln!(out, "steps: 0 to {most}")?;
    }
    write_counts(out, &summary.first)?;
    if summary.first.len() <= most {
        writeln!(out, "  ...")?;
    }
    let (low, high) = summary.largest_digits;
    let digits = if low == high {
        format!("{low} digits")
    } else {
        format!("{low} or {high} digits (the bounds do not tell which)")
    };
    writeln!(out, "largest count: {digits}")?;
    let lines = most + 1;
    let total = match summary.total_digits {
        Some(total) => format!("{total} digits in all"),
        None => format!("up to {} digits in all", lines * high),
    };
    writeln!(
        out,
        "not listed: {lines} counts of up to {high} digits, {total}, past the {LISTING_DIGITS} \
         digits listed in full"
    )
}
