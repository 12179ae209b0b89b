//! The layout of `testdata/`: one folder per problem, named like its solver's binary, holding
//! `NAME.in` with `NAME.out` (the expected output) and an optional `NAME.args` (extra flags), plus
//! an optional `time-limit` file (`2s`, `1500ms`) overriding the default per-case limit.
//!
//! This is the one place that reads the layout: `cargo xtask verify` and every solver crate's
//! tests go through it.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The workspace's `testdata/` folder.
pub fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata")
}

/// The per-case time limit when a problem folder does not set its own.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(1);

/// One problem folder.
#[derive(Debug)]
pub struct Problem {
    /// The folder's name, which is also the solver's binary name.
    pub name: String,
    /// Its cases, sorted by name.
    pub cases: Vec<Case>,
    /// The wall-clock limit of one case.
    pub time_limit: Duration,
}

/// One `NAME.in` with what goes with it.
#[derive(Debug)]
pub struct Case {
    /// The case's name: its file name without `.in`.
    pub name: String,
    /// The path of `NAME.in`.
    pub input: PathBuf,
    /// The path of `NAME.out`; `None` when it is missing, which is reported, not skipped.
    pub expected: Option<PathBuf>,
    /// The words of `NAME.args`: the flags the case is run with.
    pub args: Vec<String>,
}

/// Every problem folder below `testdata`, sorted by name, with its cases sorted by name.
pub fn problems(testdata: &Path) -> io::Result<Vec<Problem>> {
    let mut problems = Vec::new();
    for entry in fs::read_dir(testdata)? {
        let entry = entry?;
        if entry.file_type()?.is_dir() {
            problems.push(problem(&entry.path())?);
        }
    }
    problems.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(problems)
}

/// The problem in folder `dir`.
pub fn problem(dir: &Path) -> io::Result<Problem> {
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut cases = Vec::new();
    for entry in fs::read_dir(dir)? {
        let input = entry?.path();
        if input.extension().is_some_and(|e| e == "in") {
            let stem = input
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            let expected = Some(input.with_extension("out")).filter(|p| p.is_file());
            let args = match fs::read_to_string(input.with_extension("args")) {
                Ok(text) => text.split_whitespace().map(String::from).collect(),
                Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
                Err(e) => return Err(e),
            };
            cases.push(Case {
                name: stem,
                input,
                expected,
                args,
            });
        }
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    let time_limit = match fs::read_to_string(dir.join("time-limit")) {
        Ok(text) => parse_duration(text.trim()).ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::InvalidData,
                format!(
                    "{}: expected a time limit like `2s` or `1500ms`, found `{}`",
                    dir.join("time-limit").display(),
                    text.trim()
                ),
            )
        })?,
        Err(e) if e.kind() == io::ErrorKind::NotFound => DEFAULT_TIME_LIMIT,
        Err(e) => return Err(e),
    };
    Ok(Problem {
        name,
        cases,
        time_limit,
    })
}

/// `250ms`, `2s` or `1.5s`.
pub fn parse_duration(text: &str) -> Option<Duration> {
    if let Some(ms) = text.strip_suffix("ms") {
        return ms.trim().parse().ok().map(Duration::from_millis);
    }
    let secs: f64 = text.strip_suffix('s')?.trim().parse().ok()?;
    (secs.is_finite() && secs > 0.0).then(|| Duration::from_secs_f64(secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_in_seconds_and_milliseconds() {
        assert_eq!(parse_duration("2s"), Some(Duration::from_secs(2)));
        assert_eq!(parse_duration("1.5s"), Some(Duration::from_millis(1500)));
        assert_eq!(parse_duration("250ms"), Some(Duration::from_millis(250)));
        assert_eq!(parse_duration("2"), None);
        assert_eq!(parse_duration("-1s"), None);
    }
}
