//! What `cargo xtask bench` prints and writes: a text table, BENCHMARKS.md and an SVG bar chart.

use crate::measure::Summary;
use std::fmt::Write;
use std::process::Command;

/// One measured solver run: a scenario's input through one algorithm.
pub struct Line {
    pub problem: &'static str,
    pub about: String,
    pub algorithm: &'static str,
    pub command: String,
    pub summary: Summary,
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
fn times(r: f64) -> String {
    if r < 10.0 {
        format!("{r:.1}×")
    } else {
        format!("{r:.0}×")
    }
}

fn ms(d: std::time::Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1000.0)
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
        "{:14} {:38} {:17} median {:>9} ms  (min {}, max {})  peak {:.1} MB{}",
        line.problem,
        line.about,
        line.algorithm,
        ms(s.median),
        ms(s.min),
        ms(s.max),
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
            writeln!(
                out,
                "{:56} search-core {:>10}  pathfinding {:>10}  ratio {}{}",
                c.about,
                pretty_ns(c.ours_ns),
                pretty_ns(c.theirs_ns),
                times(c.theirs_ns / c.ours_ns),
                differs_note(c),
            )
            .unwrap();
        }
    }
    out
}

fn differs_note(c: &Comparison) -> String {
    c.differs.as_deref().map_or(String::new(), |d| {
        format!("  (pathfinding's answer differs on {d})")
    })
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

/// BENCHMARKS.md, exactly as `cargo xtask bench` measured it.
pub fn markdown(machine: &Machine, lines: &[Line], comparisons: &[Comparison]) -> String {
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
    out.push_str(
        "\nEach solver is timed as a whole process (start-up, table builds, reading, solving and writing), \
         release build, on inputs the xtask generates from fixed seeds; the median of several runs, with \
         the fastest and slowest, and the peak resident memory. Each algorithm is labelled by its `--algorithm` \
         value; the classic (textbook) algorithms are run on smaller inputs where a full file would take minutes, \
         and the ratio always compares the same input.\n\n![speed-ups](docs/benchmarks.svg)\n\n",
    );
    out.push_str("## Whole process\n\n| solver | input | algorithm | command | median ms | min ms | max ms | peak MB | target | default is faster by |\n|---|---|---|---|---:|---:|---:|---:|---|---:|\n");
    for l in lines {
        let s = &l.summary;
        writeln!(
            out,
            "| {} | {} | {} | `{}` | {} | {} | {} | {:.1} | {} | {} |",
            l.problem,
            l.about,
            l.algorithm,
            l.command,
            ms(s.median),
            ms(s.min),
            ms(s.max),
            s.peak_kib as f64 / 1024.0,
            l.target.unwrap_or(""),
            l.speedup_of_default.map_or(String::new(), times),
        )
        .unwrap();
    }
    if !comparisons.is_empty() {
        out.push_str("\n## search-core against the `pathfinding` crate\n\nCriterion medians of the same job on the same puzzle, one call each.\n\n| job | search-core | pathfinding | search-core is faster by |\n|---|---:|---:|---:|\n");
        for c in comparisons {
            writeln!(
                out,
                "| {} | {} | {} | {}{} |",
                c.about,
                pretty_ns(c.ours_ns),
                pretty_ns(c.theirs_ns),
                times(c.theirs_ns / c.ours_ns),
                differs_note(c),
            )
            .unwrap();
        }
    }
    out.push_str("\n## Commands\n\n```sh\ncargo xtask bench          # everything above; rewrites this file and docs/benchmarks.svg\ncargo xtask bench --quick  # small inputs, few runs, prints only (for CI)\ncargo bench -p <crate>     # the criterion benches of one crate\n```\n");
    out
}

/// A horizontal bar chart of every speed-up on a log scale, drawn by hand (no plotting dependency).
pub fn svg(lines: &[Line], comparisons: &[Comparison]) -> String {
    let mut bars: Vec<(String, f64)> = lines
        .iter()
        .filter_map(|l| {
            l.speedup_of_default.map(|r| {
                (
                    format!("{}: default vs {} ({})", l.problem, l.algorithm, l.about),
                    r,
                )
            })
        })
        .collect();
    bars.extend(comparisons.iter().map(|c| {
        (
            format!("search-core vs pathfinding: {}", c.about),
            c.theirs_ns / c.ours_ns,
        )
    }));
    let (left, width, bar_h, gap) = (430.0, 420.0, 22.0, 8.0);
    let max_log = bars
        .iter()
        .map(|(_, r)| r.max(1.0).log10())
        .fold(1.0f64, f64::max)
        .ceil();
    let height = 60.0 + bars.len() as f64 * (bar_h + gap) + 30.0;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{height}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <text x=\"10\" y=\"24\" font-size=\"16\">Speed-up (log scale): how many times faster, same input, same machine</text>\n",
        left + width + 90.0
    );
    for decade in 0..=max_log as u32 {
        let x = left + width * f64::from(decade) / max_log;
        writeln!(out, "<line x1=\"{x}\" y1=\"40\" x2=\"{x}\" y2=\"{}\" stroke=\"#ddd\"/><text x=\"{x}\" y=\"{}\" text-anchor=\"middle\" fill=\"#666\">{}×</text>", height - 25.0, height - 10.0, 10u64.pow(decade)).unwrap();
    }
    for (i, (label, ratio)) in bars.iter().enumerate() {
        let y = 50.0 + i as f64 * (bar_h + gap);
        let w = (width * ratio.max(1.0).log10() / max_log).max(1.0);
        let label = label.replace('&', "&amp;").replace('<', "&lt;");
        writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{label}</text><rect x=\"{left}\" y=\"{y}\" width=\"{w:.1}\" height=\"{bar_h}\" fill=\"#3b7dd8\"/><text x=\"{:.1}\" y=\"{}\">{}</text>",
            left - 8.0,
            y + bar_h * 0.7,
            left + w + 6.0,
            y + bar_h * 0.7,
            times(*ratio)
        )
        .unwrap();
    }
    out.push_str("</svg>\n");
    out
}
