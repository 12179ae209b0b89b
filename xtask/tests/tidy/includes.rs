//! No `#[path]` includes: a module is the file its `mod` line names, so a reader finds it where
//! Rust says it is, and code two crates need is shared through a crate, not compiled twice.

use super::{all_sources, relative, report};
use std::fs;

/// The line of `text` (1-based) of every `#[path = …]` attribute, bare or in a `cfg_attr`.
fn path_attributes(text: &str) -> Vec<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            let code: String = line
                .split("//")
                .next()
                .unwrap_or_default()
                .split_whitespace()
                .collect();
            code.starts_with("#[path=")
                || (code.starts_with("#[cfg_attr(") && code.contains(",path="))
        })
        .map(|(i, _)| i + 1)
        .collect()
}

#[test]
fn path_attributes_are_found() {
    let text = "//! x\n#[path = \"../src/a.rs\"]\nmod a;\n  #[cfg_attr(unix, path = \"u.rs\")]\nmod u;\n// #[path = \"old.rs\"]\nlet s = \"#[path]\";\n#[derive(Debug)]\n";
    assert_eq!(path_attributes(text), [2, 4]);
}

#[test]
fn no_file_is_included_by_a_path_attribute() {
    let mut problems = Vec::new();
    for path in all_sources() {
        let text = fs::read_to_string(&path).unwrap_or_default();
        for line in path_attributes(&text) {
            problems.push(format!("{}:{line}", relative(&path)));
        }
    }
    report(
        "a module is a file where its `mod` says; no `#[path]` includes (share code through a crate)",
        problems,
    );
}
