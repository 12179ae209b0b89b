//! Tidy checks: the rules of ARCHITECTURE.md that a machine can check, run by `cargo test`.
//!
//! Each test walks the source tree as text. A failure names every file at fault and the rule, so
//! that the fix is obvious; the rules themselves are explained in ARCHITECTURE.md.

mod includes;
mod modules;

use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root: xtask sits directly below it.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask has a parent folder")
        .to_path_buf()
}

/// The solver crates: every crate under `crates/` but the shared ones.
fn solver_crates() -> Vec<PathBuf> {
    let mut crates: Vec<PathBuf> = fs::read_dir(root().join("crates"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .filter(|p| {
            !matches!(
                name(p).as_str(),
                "search-core" | "solver-cli" | "testkit" | "benchmarks"
            )
        })
        .collect();
    crates.sort();
    crates
}

fn name(path: &Path) -> String {
    path.file_name().unwrap().to_string_lossy().into_owned()
}

/// Every `.rs` file below `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Every Rust source of the project: the crates, xtask and the fuzz targets (not what cargo-fuzz
/// builds below `fuzz/target`).
fn all_sources() -> Vec<PathBuf> {
    let mut files = rust_files(&root().join("crates"));
    files.extend(rust_files(&root().join("xtask")));
    for dir in ["fuzz/src", "fuzz/fuzz_targets"] {
        files.extend(rust_files(&root().join(dir)));
    }
    files
}

fn relative(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Panics listing `problems`, if any, under `rule`.
fn report(rule: &str, problems: Vec<String>) {
    assert!(problems.is_empty(), "{rule}:\n  {}", problems.join("\n  "));
}

/// The modules every solver crate has, in the order data flows.
const TEMPLATE: [&str; 9] = [
    "lib", "main", "parse", "solve", "format", "explain", "stats", "cli", "README",
];

/// The integration tests of every solver crate, each a module of its one test binary.
const TEST_MODULES: [&str; 4] = ["agreement", "judge", "process", "snapshots"];

#[test]
fn every_solver_crate_has_the_template_modules_and_tests() {
    let crates = solver_crates();
    assert_eq!(crates.len(), 4, "four solver crates: {crates:?}");
    let mut problems = Vec::new();
    for krate in &crates {
        for module in TEMPLATE {
            let path = if module == "README" {
                krate.join("README.md")
            } else {
                krate.join("src").join(format!("{module}.rs"))
            };
            if !path.is_file() {
                problems.push(format!("{} is missing", relative(&path)));
            }
        }
        // One integration-test binary, tests/main.rs, whose modules are the test files.
        let main = fs::read_to_string(krate.join("tests/main.rs")).unwrap_or_default();
        for test in TEST_MODULES {
            let path = krate.join("tests").join(format!("{test}.rs"));
            if !path.is_file() {
                problems.push(format!("{} is missing", relative(&path)));
            }
            if !main.contains(&format!("mod {test};")) {
                problems.push(format!(
                    "{}/tests/main.rs does not declare `mod {test};`",
                    relative(krate)
                ));
            }
        }
        let manifest = fs::read_to_string(krate.join("Cargo.toml")).unwrap_or_default();
        if !manifest.contains("autotests = false") || !manifest.contains("path = \"tests/main.rs\"")
        {
            problems.push(format!(
                "{}/Cargo.toml should build one test binary: `autotests = false` and a [[test]] \
                 with `path = \"tests/main.rs\"`",
                relative(krate)
            ));
        }
        let lib = fs::read_to_string(krate.join("src/lib.rs")).unwrap_or_default();
        if !lib.starts_with("#![doc = include_str!(\"../README.md\")]") {
            problems.push(format!(
                "{}/src/lib.rs does not start with the crate README as its docs",
                relative(krate)
            ));
        }
        for needle in [
            "pub fn run(",
            "pub struct Options",
            "pub use solver_cli::shell::{Error, Show};",
        ] {
            if !lib.contains(needle) {
                problems.push(format!("{}/src/lib.rs has no `{needle}`", relative(krate)));
            }
        }
        let cli = fs::read_to_string(krate.join("src/cli.rs")).unwrap_or_default();
        if !cli.contains("impl Solver for Options") {
            problems.push(format!(
                "{}/src/cli.rs does not implement shell::Solver for Options",
                relative(krate)
            ));
        }
    }
    report("the solver template (ARCHITECTURE.md)", problems);
}

#[test]
fn every_main_is_one_call_to_the_shell() {
    let mut problems = Vec::new();
    for krate in solver_crates() {
        let path = krate.join("src/main.rs");
        let text = fs::read_to_string(&path).unwrap_or_default();
        let code = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with("//"))
            .count();
        let call = format!(
            "solver_cli::shell::main::<{}::Options>()",
            name(&krate).replace('-', "_")
        );
        if code > 3 || !text.contains(&call) {
            problems.push(format!(
                "{} should be `{call}` and nothing else",
                relative(&path)
            ));
        }
    }
    report("thin binaries", problems);
}

#[test]
fn every_source_file_starts_with_a_comment_saying_what_it_is_for() {
    let problems = all_sources()
        .into_iter()
        .filter(|path| {
            let text = fs::read_to_string(path).unwrap_or_default();
            !(text.starts_with("//!") || text.starts_with("#![doc = include_str!"))
        })
        .map(|path| relative(&path))
        .collect();
    report("a file's first line is a `//!` comment", problems);
}

/// The longest a file may be without saying why in its first comment.
const MAX_LINES: usize = 400;

#[test]
fn long_files_say_why_in_their_first_comment() {
    let mut problems = Vec::new();
    for path in all_sources() {
        let text = fs::read_to_string(&path).unwrap_or_default();
        let lines = text.lines().count();
        let first_comment: String = text
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .collect::<Vec<_>>()
            .join("\n");
        if lines > MAX_LINES && !first_comment.contains("Why this file is long:") {
            problems.push(format!(
                "{} has {lines} lines: split it, or say `Why this file is long: …` in its first comment",
                relative(&path)
            ));
        }
    }
    report(&format!("files of at most {MAX_LINES} lines"), problems);
}

/// The part of a source file that is not tests: everything before `#[cfg(test)]`.
fn non_test_code(text: &str) -> &str {
    text.find("#[cfg(test)]").map_or(text, |i| &text[..i])
}

#[test]
fn only_the_shell_touches_the_standard_streams() {
    let mut problems = Vec::new();
    let shell = root().join("crates/solver-cli/src/shell");
    for path in rust_files(&root().join("crates")) {
        let in_src = path.components().any(|c| c.as_os_str() == "src");
        // Test modules: a `tests.rs`, or any file of a `tests/` folder beside the code.
        let is_test = path.file_name().is_some_and(|n| n == "tests.rs")
            || path.components().any(|c| c.as_os_str() == "tests");
        if !in_src || is_test || path.starts_with(&shell) || path.ends_with("shell.rs") {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap_or_default();
        for (i, line) in non_test_code(&text).lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            for forbidden in [
                "println!",
                "print!(",
                "eprintln!",
                "eprint!(",
                "stdout()",
                "stdin()",
                "stderr()",
                "dbg!(",
            ] {
                if code.contains(forbidden) {
                    problems.push(format!("{}:{}: {}", relative(&path), i + 1, line.trim()));
                }
            }
        }
    }
    report(
        "solvers write to the writer they are given; only solver_cli::shell uses the standard streams",
        problems,
    );
}

/// Phrases that point a reader at something a clone of the repository does not have, each with
/// what to write instead. Matched in lower case.
const OUTSIDE: [(&str, &str); 6] = [
    (
        "shared/problems",
        "the folder of problem statements lies beside the repository, not in it: say what the \
         statement says",
    ),
    (
        "shared/testdata",
        "the official sample files lie in a folder beside the repository; their copies are in \
         testdata/: point there",
    ),
    // The first algorithms came from an article, and were long called the "seed" ones. A reader
    // has neither the article nor that history (and `seed` alone is a random generator's seed,
    // which is fine): the phrases below are the ones that meant the article.
    (
        "seed article",
        "the article is not in the repository: call the algorithm what it is (classic, textbook)",
    ),
    (
        "the seed's",
        "the article is not in the repository: call the algorithm what it is (classic, textbook)",
    ),
    (
        " (seed)",
        "the old label of the textbook algorithms: they are `(classic)`",
    ),
    (
        "the issue",
        "the issue tracker does not come with a clone: say what the issue asked for and why",
    ),
];

#[test]
fn nothing_points_outside_the_repository() {
    let mut files = all_sources();
    for doc in ["README.md", "ARCHITECTURE.md", "BENCHMARKS.md"] {
        files.push(root().join(doc));
    }
    for krate in solver_crates() {
        files.push(krate.join("README.md"));
    }
    let mut problems = Vec::new();
    for path in files {
        // This file names the phrases it looks for.
        if path.ends_with("tidy.rs") {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap_or_default().to_lowercase();
        for (i, line) in text.lines().enumerate() {
            for (phrase, instead) in OUTSIDE {
                if line.contains(phrase) {
                    problems.push(format!(
                        "{}:{}: `{phrase}`: {instead}",
                        relative(&path),
                        i + 1
                    ));
                }
            }
        }
    }
    report(
        "references a clone of the repository cannot follow",
        problems,
    );
}

#[test]
fn comments_carry_no_timing_figures() {
    let mut problems = Vec::new();
    for path in all_sources() {
        let text = fs::read_to_string(&path).unwrap_or_default();
        for (i, line) in text.lines().enumerate() {
            let Some((_, comment)) = line.split_once("//") else {
                continue;
            };
            if has_timing(comment) {
                problems.push(format!("{}:{}: {}", relative(&path), i + 1, line.trim()));
            }
        }
    }
    report(
        "timing figures live in BENCHMARKS.md and notes, not in comments",
        problems,
    );
}

/// Whether `text` holds a number followed by a unit of time, as in `12 ms` or `1.5µs`.
fn has_timing(text: &str) -> bool {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '(' | ')'))
        .filter(|w| !w.is_empty())
        .collect();
    let is_number = |w: &str| {
        w.chars().next().is_some_and(|c| c.is_ascii_digit())
            && w.chars().all(|c| c.is_ascii_digit() || c == '.')
    };
    let units = ["ms", "µs", "us", "ns"];
    words.iter().enumerate().any(|(i, w)| {
        let glued = units
            .iter()
            .any(|u| w.strip_suffix(u).is_some_and(&is_number));
        let spaced = is_number(w)
            && words
                .get(i + 1)
                .is_some_and(|next| units.iter().any(|u| next.trim_end_matches('.') == *u));
        glued || spaced
    })
}

#[test]
fn timing_figures_are_recognised() {
    assert!(has_timing("about 6 ms on two cores"));
    assert!(has_timing("took 1.5µs"));
    assert!(has_timing("(88 ms, 40 ms)"));
    assert!(!has_timing("500 500 moves in 24 million states"));
    assert!(!has_timing("the ms of a word like terms"));
}
