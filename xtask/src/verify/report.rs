//! The Markdown report of `cargo xtask verify --report FILE` (and of `$GITHUB_STEP_SUMMARY`):
//! what a reviewer reads on a pull request's page without cloning the branch.
//!
//! It holds the verdict of every case, the diff of every wrong answer (folded, and cut at a
//! readable length), and for every snapshot that changed or is new its name and the diff between
//! the stored snapshot and the new one, with how to accept it.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::Row;

/// The most lines of one diff the report shows; the rest is counted, not shown.
const MAX_DIFF_LINES: usize = 200;

/// A snapshot a test run wrote as `NAME.snap.new`: changed, or new when nothing is stored.
#[derive(Debug)]
pub struct PendingSnapshot {
    /// The stored snapshot's path, relative to the workspace (`….snap`).
    pub path: PathBuf,
    /// The stored text, if a snapshot is stored.
    pub stored: Option<Vec<u8>>,
    /// What the test produced, without the `assertion_line` insta writes into a pending snapshot's
    /// header but never compares: a reviewer would read it as a change.
    pub new: Vec<u8>,
}

/// Every `*.snap.new` file under the crates' `tests/snapshots/` folders, sorted by path, then
/// every inline snapshot pending in a `tests/.FILE.rs.pending-snap` file.
pub fn pending_snapshots(root: &Path) -> io::Result<Vec<PendingSnapshot>> {
    let mut pending = Vec::new();
    for new_path in snapshot_files(root, ".snap.new")? {
        let path = new_path.with_extension("");
        pending.push(PendingSnapshot {
            stored: fs::read(&path).ok(),
            new: without_assertion_line(&fs::read(&new_path)?),
            path: path.strip_prefix(root).unwrap_or(&path).to_path_buf(),
        });
    }
    for file in inline_pending_files(root)? {
        pending.extend(inline_pending(root, &file)?);
    }
    Ok(pending)
}

/// The inline snapshots pending in one `tests/.FILE.rs.pending-snap` file: insta writes a JSON
/// line a failed inline assertion, with the line, the stored text (`old`) and the new one; the
/// last line for an assertion is this run's.
fn inline_pending(root: &Path, file: &Path) -> io::Result<Vec<PendingSnapshot>> {
    let source = file.with_file_name(
        file.file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_prefix('.'))
            .and_then(|n| n.strip_suffix(".pending-snap"))
            .unwrap_or_default(),
    );
    let source = source.strip_prefix(root).unwrap_or(&source).to_path_buf();
    let mut by_line = std::collections::BTreeMap::new();
    for line in fs::read_to_string(file)?.lines() {
        let entry: serde_json::Value = serde_json::from_str(line).map_err(|e| {
            io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{}: {e}", file.display()),
            )
        })?;
        let text = |side: &str| {
            entry[side]["snapshot"]
                .as_str()
                .map(|t| format!("{t}\n").into_bytes())
        };
        let at = entry["line"].as_u64().unwrap_or(0);
        by_line.insert(at, (text("old"), text("new").unwrap_or_default()));
    }
    Ok(by_line
        .into_iter()
        .map(|(at, (stored, new))| PendingSnapshot {
            path: PathBuf::from(format!("{}:{at}", source.display())),
            stored,
            new,
        })
        .collect())
}

/// The `tests/.*.pending-snap` files of the crates, sorted.
fn inline_pending_files(root: &Path) -> io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for krate in fs::read_dir(root.join("crates"))? {
        let Ok(entries) = fs::read_dir(krate?.path().join("tests")) else {
            continue;
        };
        for entry in entries {
            let path = entry?.path();
            if path.to_string_lossy().ends_with(".pending-snap") {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}

/// `snapshot` without the `assertion_line: N` line of its header (the part between the first two
/// `---` lines).
fn without_assertion_line(snapshot: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(snapshot.len());
    let mut rules = 0;
    for line in snapshot.split_inclusive(|&b| b == b'\n') {
        let in_header = rules == 1;
        if line.trim_ascii_end() == b"---" {
            rules += 1;
        }
        if !(in_header && line.starts_with(b"assertion_line: ")) {
            out.extend_from_slice(line);
        }
    }
    out
}

/// Removes the `*.snap.new` and `.*.pending-snap` files of earlier runs, so that the report
/// shows this run's only.
pub fn clear_pending_snapshots(root: &Path) -> io::Result<()> {
    for path in snapshot_files(root, ".snap.new")?
        .into_iter()
        .chain(inline_pending_files(root)?)
    {
        fs::remove_file(path)?;
    }
    Ok(())
}

/// The files ending in `suffix` in `crates/*/tests/snapshots/`, sorted.
fn snapshot_files(root: &Path, suffix: &str) -> io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for krate in fs::read_dir(root.join("crates"))? {
        let dir = krate?.path().join("tests/snapshots");
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry?.path();
            if path.to_string_lossy().ends_with(suffix) {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}

/// The report: a headline, the verdict table, the wrong answers' diffs, the changed snapshots'
/// diffs and how to accept them.
pub fn markdown(
    rows: &[Row],
    snapshots: &[PendingSnapshot],
    snapshots_skipped: bool,
    passed: bool,
) -> String {
    let accepted = rows.iter().filter(|r| r.passed()).count();
    let mut out = format!(
        "## cargo xtask verify: {}\n\n{accepted} of {} cases accepted; {}.\n\n",
        if passed { "all passed" } else { "FAILED" },
        rows.len(),
        if snapshots_skipped {
            "snapshots not checked (--no-snapshots)".to_string()
        } else {
            match snapshots.len() {
                0 => "no snapshot changed".to_string(),
                1 => "1 snapshot changed or new".to_string(),
                n => format!("{n} snapshots changed or new"),
            }
        }
    );
    out += "| problem | case | verdict | time |\n|---|---|---|---:|\n";
    for row in rows {
        let verdict = row.verdict.map_or("NO CASE".to_string(), |v| v.to_string());
        let verdict = if row.passed() {
            verdict
        } else {
            format!("**{verdict}**")
        };
        out += &format!(
            "| {} | {} | {verdict} | {:.1} ms |\n",
            row.problem,
            row.case,
            row.elapsed.as_secs_f64() * 1000.0
        );
    }
    let failed: Vec<&Row> = rows.iter().filter(|r| !r.passed()).collect();
    if !failed.is_empty() {
        out += "\n### Cases that failed\n";
        for row in failed {
            let verdict = row.verdict.map_or("NO CASE".to_string(), |v| v.to_string());
            let detail = row.detail.as_deref().unwrap_or("");
            let summary = if detail.starts_with("--- expected") {
                format!(
                    "the expected output (<code>testdata/{}/{}.out</code>) against the solver's",
                    row.problem, row.case
                )
            } else {
                "what happened".to_string()
            };
            out += &format!("\n#### {} / {}: {verdict}\n\n", row.problem, row.case);
            out += &folded(&summary, detail);
        }
    }
    if !snapshots.is_empty() {
        out += "\n### Snapshots that changed\n";
        for snapshot in snapshots {
            let name = snapshot.path.display();
            match &snapshot.stored {
                Some(stored) => {
                    out += &format!("\n#### `{name}` (changed)\n\n");
                    let diff = testkit::diff::labelled(stored, &snapshot.new, "stored", "new");
                    out += &folded("the stored snapshot against the new one", &diff);
                }
                None => {
                    out += &format!("\n#### `{name}` (new)\n\n");
                    let text = String::from_utf8_lossy(&snapshot.new);
                    out += &folded("the new snapshot", &text);
                }
            }
        }
        out += "\nTo accept these snapshots, review them locally with `cargo insta review` (or \
                take them all with `cargo insta accept`) and commit the `.snap` files. A snapshot \
                records what we print for review; it is never the truth about a judge answer: \
                `.out` files are never regenerated from our own output.\n";
    }
    out
}

/// `text` in a folded block whose summary says what it is and how long it is, cut after
/// [`MAX_DIFF_LINES`] lines with a line saying how many more there were.
fn folded(summary: &str, text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let shown = lines.len().min(MAX_DIFF_LINES);
    let mut body = lines[..shown].join("\n");
    // A line of three backticks would end the block early.
    body = body.replace("```", "` ` `");
    let cut = lines.len() - shown;
    let mut out = format!(
        "<details><summary>{summary} ({} line{})</summary>\n\n```diff\n{body}\n```\n",
        lines.len(),
        if lines.len() == 1 { "" } else { "s" }
    );
    if cut > 0 {
        out += &format!("\n… {cut} more lines not shown.\n");
    }
    out + "\n</details>\n"
}

/// Appends `text` to the file at `path` (the job summary of GitHub Actions), making it if needed.
pub fn append(path: &Path, text: &str) -> io::Result<()> {
    let mut file = fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?;
    file.write_all(text.as_bytes())
}
