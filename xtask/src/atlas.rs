//! `cargo xtask atlas`: runs `cantor-grid stats --size RxC --metric M` (release build) for every
//! Loopover board of up to 12 cells in both metrics and writes what it counted into the
//! cantor-grid README, between `<!-- atlas -->` and `<!-- /atlas -->`, and the chart
//! `docs/loopover-atlas.svg`. Never edit those by hand: run this again.

use std::fs;
use std::io;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::census::replace_between;
use crate::chart;

/// The README whose atlas this command rewrites.
const README: &str = "crates/cantor-grid/README.md";

/// Every board of up to 12 cells with at most as many rows as columns, smallest first; each is
/// run with its transpose too, which must count the same.
const BOARDS: [(u32, u32); 7] = [(2, 2), (2, 3), (2, 4), (2, 5), (3, 3), (2, 6), (3, 4)];

/// The metrics, by the names `--metric` takes.
const METRICS: [&str; 2] = ["stm", "mtm"];

/// What `stats` counted on one board in one metric.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Census {
    /// Arrangements at each distance, from 0.
    pub counts: Vec<u64>,
    /// Arrangements that can be reached, and all of them.
    pub reachable: u64,
    pub all: u64,
}

/// Counts every board, writes the tables and the chart.
pub fn run(root: &Path) -> io::Result<()> {
    crate::build_release(root, &["cantor-grid"])?;
    let program = crate::target_dir(root).join("release/cantor-grid");
    let mut atlas = Vec::new();
    for metric in METRICS {
        for (rows, cols) in BOARDS {
            let census = stats(&program, rows, cols, metric)?;
            if rows != cols && stats(&program, cols, rows, metric)? != census {
                return Err(io::Error::other(format!(
                    "{rows}x{cols} and {cols}x{rows} ({metric}) counted differently"
                )));
            }
            atlas.push(((rows, cols), metric, census));
        }
    }
    let path = root.join(README);
    let old = fs::read_to_string(&path)?;
    let new = replace_between(&old, "<!-- atlas -->", "<!-- /atlas -->", &markdown(&atlas))
        .ok_or_else(|| {
            io::Error::other(format!("{README} has no <!-- atlas --> … <!-- /atlas -->"))
        })?;
    fs::write(&path, new)?;
    let series: Vec<(String, Vec<(u32, f64)>)> = atlas
        .iter()
        .filter(|((_, cols), ..)| *cols >= 4)
        .map(|((rows, cols), metric, census)| {
            let share = census
                .counts
                .iter()
                .enumerate()
                .map(|(d, &n)| (d as u32, 100.0 * n as f64 / census.reachable as f64))
                .collect();
            (format!("{rows}x{cols} {metric}"), share)
        })
        .collect();
    let svg = chart::lines(
        "Loopover: arrangements by the fewest moves (every one counted)",
        "moves",
        "share of the reachable arrangements (%)",
        &series,
    );
    chart::save(root, "loopover-atlas.svg", svg)?;
    println!("wrote the atlas in {README} and docs/loopover-atlas.svg");
    Ok(())
}

/// Runs `stats` on one board and reads what it printed.
fn stats(program: &Path, rows: u32, cols: u32, metric: &str) -> io::Result<Census> {
    let size = format!("{rows}x{cols}");
    let output = Command::new(program)
        .args(["stats", "--size", &size, "--metric", metric])
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output()?;
    crate::check(output.status, &format!("cantor-grid stats --size {size}"))?;
    let text = String::from_utf8_lossy(&output.stdout);
    parse(&text)
        .ok_or_else(|| io::Error::other(format!("cannot read the stats of {size}:\n{text}")))
}

/// The counts of `stats` output (the lines of two numbers, distances in order from 0) and its
/// `reachable: X of Y` line; `None` unless the counts add up to X.
fn parse(text: &str) -> Option<Census> {
    let mut counts = Vec::new();
    let mut reach = None;
    for line in text.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        if let ["reachable:", x, "of", y, ..] = fields[..] {
            reach = Some((x.parse().ok()?, y.trim_end_matches(';').parse().ok()?));
        } else if let [d, n] = fields[..]
            && let (Ok(d), Ok(n)) = (d.parse::<usize>(), n.parse::<u64>())
        {
            (d == counts.len()).then_some(())?;
            counts.push(n);
        }
    }
    let (reachable, all) = reach?;
    (!counts.is_empty() && counts.iter().sum::<u64>() == reachable).then_some(Census {
        counts,
        reachable,
        all,
    })
}

/// `n` with commas between groups of three digits.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// One table a metric: a column a board, a row a distance, then God's number and reachable.
fn markdown(atlas: &[((u32, u32), &str, Census)]) -> String {
    let mut out = String::new();
    for metric in METRICS {
        let boards: Vec<_> = atlas.iter().filter(|(_, m, _)| *m == metric).collect();
        let name = if metric == "stm" {
            "Single-tile metric (stm)"
        } else {
            "Multi-tile metric (mtm)"
        };
        out += &format!("**{name}**: arrangements at each distance from the solved one\n\n");
        out += "| moves |";
        for ((r, c), ..) in &boards {
            out += &format!(" {r} × {c} |");
        }
        out += "\n|---:|";
        out += &"---:|".repeat(boards.len());
        out += "\n";
        let longest = boards
            .iter()
            .map(|(.., c)| c.counts.len())
            .max()
            .unwrap_or(0);
        for d in 0..longest {
            out += &format!("| {d} |");
            for (.., census) in &boards {
                let cell = census.counts.get(d).map_or(String::new(), |&n| grouped(n));
                out += &format!(" {cell} |");
            }
            out += "\n";
        }
        out += "| God's number |";
        for (.., census) in &boards {
            out += &format!(" **{}** |", census.counts.len() - 1);
        }
        out += "\n| reachable |";
        for (.., census) in &boards {
            out += &format!(" {} |", grouped(census.reachable));
        }
        out += "\n| of |";
        for (.., census) in &boards {
            out += &format!(" {} |", grouped(census.all));
        }
        out += "\n\n";
    }
    out.trim_end().to_string() + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    const STATS: &str = "board 2x2, single-tile metric\nmoves  arrangements\n    0             1\n    \
        1             4\n    2            10\n    3             8\n    4             1\nGod's number: 4\n\
        reachable: 24 of 24 arrangements\n";

    #[test]
    fn the_counts_of_stats_are_read() {
        let census = parse(STATS).unwrap();
        assert_eq!(census.counts, [1, 4, 10, 8, 1]);
        assert_eq!((census.reachable, census.all), (24, 24));
        // The 3 × 3 report (the judge's table) has no board line, and a reason after the numbers.
        let three = "moves  arrangements\n    0             1\n    1            12\nreachable: 13 of \
            362880 arrangements; every move is a 3-cycle\n";
        assert_eq!(parse(three).unwrap().all, 362_880);
        // Counts that do not add up, or out of order, are not read.
        assert!(parse(&STATS.replace("24 of", "25 of")).is_none());
        assert!(parse(&STATS.replace("    2            10\n", "")).is_none());
    }

    #[test]
    fn each_metric_is_a_table_with_gods_number() {
        let census = parse(STATS).unwrap();
        let table = markdown(&[((2, 2), "stm", census.clone()), ((2, 2), "mtm", census)]);
        assert!(table.contains("| moves | 2 × 2 |\n|---:|---:|\n| 0 | 1 |\n"));
        assert!(table.contains("| God's number | **4** |"));
        assert_eq!(table.matches("Single-tile").count(), 1);
        assert_eq!(grouped(479_001_600), "479,001,600");
        assert_eq!(grouped(999), "999");
    }
}
