//! The 4 × 4 Loopover section of `cargo xtask bench`: what one board's search costs, board by
//! board, on the seeded random boards of `cantor-grid stats --sample` (the median, the 90th
//! percentile and the most of the nodes and times, and the tables' time and size), as the solver
//! itself reports them with `--work`. Whole-process rows measure a file; these measure a board.

use std::io;
use std::path::Path;

use testkit::generate::{self, Rng};

use crate::measure;

/// The seed of the boards: the same boards in every run.
const SEED: u64 = 1;

/// One metric's report: the command, then the lines `--work` adds to the distances.
pub struct PerBoard {
    pub command: String,
    pub lines: Vec<String>,
}

/// Runs the sample of `boards` boards in both metrics.
pub fn measure(cantor_grid: &Path, boards: u64) -> io::Result<Vec<PerBoard>> {
    ["stm", "mtm"]
        .iter()
        .map(|metric| {
            let (sample, seed) = (boards.to_string(), SEED.to_string());
            let args = [
                "--size", "4x4", "--metric", metric, "stats", "--sample", &sample, "--seed", &seed,
                "--work",
            ];
            let out = super::solver_output(cantor_grid, &args)?;
            Ok(PerBoard {
                command: format!("cantor-grid {}", args.join(" ")),
                lines: effort_lines(&out),
            })
        })
        .collect()
}

/// What a first process pays on a machine without the block table: the one-time build and its
/// write into a scratch cache directory (deleted after), whole process on one starred query.
pub fn first_build(cantor_grid: &Path, scratch: &Path) -> io::Result<Vec<String>> {
    // The query of the bench's "tables read alone" row: every cell starred, so that the process
    // costs the tables and nothing else.
    let board = scratch.join("starred-4x4.txt");
    let query = generate::loopover_queries(&mut Rng::new(0), 1, (4, 4), 16, 16);
    std::fs::write(&board, query)?;
    let mut lines = Vec::new();
    for metric in ["stm", "mtm"] {
        let cache = scratch.join(format!("cache-{metric}"));
        std::fs::create_dir_all(&cache)?;
        let args: Vec<String> = ["--size", "4x4", "--metric", metric]
            .map(String::from)
            .to_vec();
        let s = measure::sample_in(cantor_grid, &args, &board, &[("XDG_CACHE_HOME", &cache)])?;
        std::fs::remove_dir_all(&cache)?;
        lines.push(format!(
            "{metric}: the first process builds and keeps the block table: {:.1} s wall, {:.1} s \
             of CPU, peak {:.0} MB",
            s.wall.as_secs_f64(),
            s.cpu.as_secs_f64(),
            s.peak_kib as f64 * 1024.0 / 1e6
        ));
    }
    Ok(lines)
}

/// The lines of the report that say what it cost (after the distances and God's number).
fn effort_lines(report: &str) -> Vec<String> {
    report
        .lines()
        .skip_while(|l| !l.starts_with("tables:"))
        .map(str::to_string)
        .collect()
}

/// The section in BENCHMARKS.md; `builds` are [`first_build`]'s lines (none in a quick run).
pub fn markdown(reports: &[PerBoard], builds: &[String]) -> String {
    let mut out = String::from(
        "\n## 4 × 4 Loopover, board by board\n\nEach seeded random board solved to the solved \
         one by the IDA* search, one board per thread on every core (so a board's time is one \
         core's), the tables built first; the solver's own report of what it cost.\n\n",
    );
    for r in reports {
        out.push_str(&format!("`{}`\n\n", r.command));
        for l in &r.lines {
            out.push_str(&format!("- {l}\n"));
        }
        out.push('\n');
    }
    if !builds.is_empty() {
        out.push_str(
            "The block tables above were read from the user's cache. Built from nothing (a \
             machine's first process for each metric, its cache a scratch folder):\n\n",
        );
        for l in builds {
            out.push_str(&format!("- {l}\n"));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_lines_of_the_cost_are_kept() {
        let report = "board 4x4\nmoves  arrangements\n   13  1\nGod's number (published): 18\n\
                      tables: ready in 1.00 s, 11.6 MB\nnodes per board: median 5\n";
        assert_eq!(
            effort_lines(report),
            [
                "tables: ready in 1.00 s, 11.6 MB",
                "nodes per board: median 5"
            ]
        );
    }
}
