//! What `cargo xtask bench` prints and writes: a text table, BENCHMARKS.md and the two charts it
//! shows (drawn by `chart`).

use crate::chart::{self, BAR, GREY};
use crate::measure::Summary;
use plotters::style::RGBColor;
use std::fmt::Write;
use std::process::Command;

/// One measured solver run: a scenario's input through one algorithm.
pub struct Line {
    pub problem: &'static str,
    pub about: String,
    pub algorithm: &'static str,
    pub command: String,
    pub summary: Summary,
    /// `cat` on the same input in the same run: a process that only starts and reads.
    pub floor: Summary,
    pub target: Option<&'static str>,
    /// For a classic algorithm: its median over the default's on the same input.
    pub speedup_of_default: Option<f64>,
}

/// search-core against `pathfinding` on one job, from criterion.
pub struct Comparison {
    pub about: &'static str,
    pub ours_ns: f64,
    pub theirs_ns: f64,
    /// Where `pathfinding`'s answers are not the ones the judge wants: "K of N" inputs.
    pub differs: Option<String>,
}

/// A speed-up: one decimal below 10×, none above.
pub fn times(r: f64) -> String {
    if r < 10.0 {
        format!("{r:.1}×")
    } else {
        format!("{r:.0}×")
    }
}

fn ms(d: std::time::Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1000.0)
}

impl Line {
    /// The median wall time over the floor's: how far from only reading the input.
    pub fn over_floor(&self) -> f64 {
        self.summary.median.as_secs_f64() / self.floor.median.as_secs_f64()
    }
}

fn pretty_ns(ns: f64) -> String {
    match ns {
        n if n >= 1e9 => format!("{:.2} s", n / 1e9),
        n if n >= 1e6 => format!("{:.2} ms", n / 1e6),
        n if n >= 1e3 => format!("{:.1} µs", n / 1e3),
        n => format!("{n:.0} ns"),
    }
}

/// One line of progress, as each measurement finishes.
pub fn line_text(line: &Line) -> String {
    let s = &line.summary;
    format!(
        "{:14} {:38} {:17} median {:>9} ms  (min {}, max {})  cpu {} ms  {} floor ({} ms)  peak {:.1} MB{}",
        line.problem,
        line.about,
        line.algorithm,
        ms(s.median),
        ms(s.min),
        ms(s.max),
        ms(s.cpu),
        times(line.over_floor()),
        ms(line.floor.median),
        s.peak_kib as f64 / 1024.0,
        line.speedup_of_default.map_or(String::new(), |r| format!(
            "  default is {} faster",
            times(r)
        )),
    )
}

/// The whole table, for the terminal.
pub fn table(lines: &[Line], comparisons: &[Comparison]) -> String {
    let mut out = String::from("\nwhole process (median of runs):\n");
    for line in lines {
        writeln!(out, "{}", line_text(line)).unwrap();
    }
    if !comparisons.is_empty() {
        out.push_str("\nsearch-core vs pathfinding (criterion medians):\n");
        for c in comparisons {
            let [about, ours, theirs, ratio] = comparison_cells(c);
            writeln!(
                out,
                "{about:56} search-core {ours:>10}  pathfinding {theirs:>10}  ratio {ratio}"
            )
            .unwrap();
        }
    }
    out
}

/// What the text table and BENCHMARKS.md say of one comparison: the job, our time, theirs, and
/// how many times faster we are (with a note where their answers are not the judge's).
fn comparison_cells(c: &Comparison) -> [String; 4] {
    let differs = c.differs.as_deref().map_or(String::new(), |d| {
        format!("  (pathfinding's answer differs on {d})")
    });
    [
        c.about.to_string(),
        pretty_ns(c.ours_ns),
        pretty_ns(c.theirs_ns),
        format!("{}{differs}", times(c.theirs_ns / c.ours_ns)),
    ]
}

/// The machine the figures come from.
pub struct Machine {
    pub cpu: String,
    pub cores: usize,
    pub os: String,
    pub rustc: String,
}

pub fn machine() -> Machine {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let cpu = cpuinfo
        .lines()
        .find_map(|l| {
            l.strip_prefix("model name")
                .and_then(|rest| rest.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into());
    let os_release = std::fs::read_to_string("/etc/os-release").unwrap_or_default();
    let distro = os_release
        .lines()
        .find_map(|l| {
            l.strip_prefix("PRETTY_NAME=")
                .map(|v| v.trim_matches('"').to_string())
        })
        .unwrap_or_else(|| std::env::consts::OS.into());
    let kernel = std::fs::read_to_string("/proc/sys/kernel/osrelease").unwrap_or_default();
    let rustc = Command::new(std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into()))
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|_| "unknown".into());
    Machine {
        cpu,
        cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
        os: format!("{distro}, Linux {}", kernel.trim()),
        rustc,
    }
}

/// BENCHMARKS.md, exactly as `cargo xtask bench` measured it: `runs` runs of each default
/// algorithm, `classic_runs` of each classic one.
pub fn markdown(
    machine: &Machine,
    (runs, classic_runs): (usize, usize),
    lines: &[Line],
    comparisons: &[Comparison],
    per_board: &str,
) -> String {
    let mut out = String::from(
        "# Benchmarks\n\n\
         Written by `cargo xtask bench`; never edited by hand. Run it again to refresh every figure.\n\n",
    );
    writeln!(
        out,
        "- CPU: {} ({} cores available)",
        machine.cpu, machine.cores
    )
    .unwrap();
    writeln!(out, "- OS: {}", machine.os).unwrap();
    writeln!(out, "- Rust: {}", machine.rustc).unwrap();
    out.push_str(&format!(
        "\nEach solver is timed as a whole process (start-up, reading, solving and writing; the tables of \
         the fixed-size puzzles are built into the binaries, so no run builds one; Loopover past 3 × 3 \
         reads its 12-cell tables from the user's cache and builds the others, as each row says), \
         release build, on inputs the xtask generates from fixed seeds; the median of {} runs ({} \
         for the classic algorithms; 3 or 1 where one run takes seconds or minutes, and with one \
         run the fastest and slowest are the median), with \
         the fastest and slowest, the median CPU time (user + system, what a judge counts), and the peak \
         resident memory. Each algorithm is labelled by its `--algorithm` value; the classic (textbook) \
         algorithms are run on smaller inputs where a full file would take minutes, and the ratio always \
         compares the same input.\n\n\
         **The floor** is `cat` on the same input, timed in the same run: a process that starts, reads \
         the input and exits. No solver can beat it, since it too must start and read every byte; \
         \"× floor\" says how far a solver is from only reading its input.\n\n\
         ![speed-ups](docs/benchmarks.svg)\n\n![each default solver against the floor](docs/floor.svg)\n\n",
        runs, classic_runs,
    ));
    out.push_str("## Whole process\n\n| solver | input | algorithm | command | median ms | min ms | max ms | CPU ms | floor ms | × floor | peak MB | target | default is faster by |\n|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|\n");
    for l in lines {
        let s = &l.summary;
        writeln!(
            out,
            "| {} | {} | {} | `{}` | {} | {} | {} | {} | {} | {} | {:.1} | {} | {} |",
            l.problem,
            l.about,
            l.algorithm,
            l.command,
            ms(s.median),
            ms(s.min),
            ms(s.max),
            ms(s.cpu),
            ms(l.floor.median),
            times(l.over_floor()),
            s.peak_kib as f64 / 1024.0,
            l.target.unwrap_or(""),
            l.speedup_of_default.map_or(String::new(), times),
        )
        .unwrap();
    }
    if !comparisons.is_empty() {
        out.push_str("\n## search-core against the `pathfinding` crate\n\nCriterion medians of the same job on the same puzzle, one call each.\n\n| job | search-core | pathfinding | search-core is faster by |\n|---|---:|---:|---:|\n");
        for c in comparisons {
            let [about, ours, theirs, ratio] = comparison_cells(c);
            writeln!(out, "| {about} | {ours} | {theirs} | {ratio} |").unwrap();
        }
    }
    out.push_str(per_board);
    out.push_str("\n## Commands\n\n```sh\ncargo xtask bench          # everything above; rewrites this file, docs/benchmarks.svg and docs/floor.svg\ncargo xtask bench --quick  # small inputs, few runs, prints only (for CI)\ncargo bench -p benchmarks --bench <solver>  # the criterion benches of one solver\n```\n");
    out
}

/// Every speed-up of a default algorithm over the classic one, and of search-core over
/// `pathfinding`, as bars on a log scale.
pub fn speedups(lines: &[Line], comparisons: &[Comparison]) -> Result<String, String> {
    let mut bars: Vec<(String, f64, RGBColor)> = lines
        .iter()
        .filter_map(|l| {
            l.speedup_of_default.map(|r| {
                (
                    format!("{}: default vs {}, {}", l.problem, l.algorithm, l.about),
                    r,
                    BAR,
                )
            })
        })
        .collect();
    bars.extend(comparisons.iter().map(|c| {
        (
            format!("search-core vs pathfinding: {}", short(c.about)),
            c.theirs_ns / c.ours_ns,
            BAR,
        )
    }));
    chart::log_bars(
        "How many times faster: the default against the classic algorithm, same input",
        "times faster (log scale)",
        &bars,
        times,
    )
}

/// The text of `about` up to its first parenthesis, for a label.
fn short(about: &str) -> &str {
    about.split(" (").next().unwrap_or(about).trim()
}

/// Each default solver's whole-process time beside the floor (`cat` of the same input), in
/// milliseconds on a log scale.
pub fn floor(lines: &[Line]) -> Result<String, String> {
    let mut bars = Vec::new();
    for line in lines.iter().filter(|l| l.speedup_of_default.is_none()) {
        let solver = line.summary.median.as_secs_f64() * 1000.0;
        let floor = line.floor.median.as_secs_f64() * 1000.0;
        bars.push((format!("{}: {}", line.problem, line.about), solver, BAR));
        bars.push(("cat of the same input (the floor)".to_string(), floor, GREY));
    }
    // The log scale starts at 1: milliseconds times ten, written back as milliseconds.
    let tenths: Vec<_> = bars.into_iter().map(|(l, v, c)| (l, v * 10.0, c)).collect();
    chart::log_bars(
        "Whole process: each default solver and the floor, median ms",
        "milliseconds (log scale)",
        &tenths,
        |v| format!("{:.1} ms", v / 10.0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::measure::Summary;
    use std::time::Duration;

    fn summary(ms: u64) -> Summary {
        let d = Duration::from_millis(ms);
        Summary {
            median: d,
            min: d,
            max: d,
            cpu: d,
            peak_kib: 1024,
        }
    }

    fn line(algorithm: &'static str, ms: u64, speedup: Option<f64>) -> Line {
        Line {
            problem: "rotation-game",
            about: "all 192 boards that need 13 moves, a long description of the input".into(),
            algorithm,
            command: "rotation-game".into(),
            summary: summary(ms),
            floor: summary(2),
            target: None,
            speedup_of_default: speedup,
        }
    }

    #[test]
    fn every_label_is_drawn_whole() {
        let lines = [
            line("table", 20, None),
            line("ida-star (classic)", 9000, Some(450.0)),
        ];
        let floor = floor(&lines).unwrap();
        assert!(
            floor.contains("rotation-game: all 192 boards that need 13 moves, a long description")
        );
        assert!(floor.contains("cat of the same input (the floor)"));
        assert!(floor.contains("20.0 ms") && floor.contains("2.0 ms"));
        let speedups = speedups(&lines, &[]).unwrap();
        assert!(speedups.contains("default vs ida-star (classic)"));
        assert!(speedups.contains("450×"));
        // The label area is wider than the longest label.
        let label = "rotation-game: default vs ida-star (classic), all 192 boards that need 13 moves, a long description of the input";
        assert!(speedups.contains(label));
    }
}
