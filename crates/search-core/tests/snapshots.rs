//! Snapshots of BFS tables and paths on the small graphs in `tests/graphs/`, one snapshot per file.
//!
//! Each `.graph` file is a line `n source goal` then one line per state listing its successors.
//! The snapshot records what the library computes so that any change shows up in review; the
//! hand-checked expectations are the unit tests in `src/bfs.rs` and `src/path.rs`.

use search_core::bfs::distances;
use search_core::path::shortest_path;
use std::fmt::Write;

fn render(text: &str) -> String {
    let mut lines = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'));
    let header: Vec<usize> = lines
        .next()
        .unwrap()
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let [n, source, goal] = header[..] else {
        panic!("header must be `n source goal`")
    };
    let graph: Vec<Vec<usize>> = lines
        .map(|l| l.split_whitespace().map(|t| t.parse().unwrap()).collect())
        .collect();
    assert_eq!(graph.len(), n, "one successor line per state");

    let table = distances(n, [source], |s| graph[s].clone());
    let mut out = String::new();
    writeln!(out, "distances from {source}:").unwrap();
    for s in 0..n {
        let d = table
            .get(s)
            .map_or("unreached".to_string(), |d| d.to_string());
        writeln!(out, "  {s:>2}: {d}").unwrap();
    }
    writeln!(out, "counts by distance: {:?}", table.counts()).unwrap();
    writeln!(out, "order by distance: {:?}", table.states_by_distance()).unwrap();
    let labelled = |s: usize| graph[s].iter().copied().enumerate().collect::<Vec<_>>();
    match shortest_path(n, source, labelled, |s| s == goal) {
        Some(path) => writeln!(
            out,
            "path to {goal}: states {:?}, successor indices {:?}",
            path.states, path.moves
        ),
        None => writeln!(out, "path to {goal}: none"),
    }
    .unwrap();
    out
}

#[test]
fn bfs_tables_of_small_graphs() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/graphs");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "graph"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 3, "the graphs of tests/graphs/");
    // One snapshot a file, named by the test and the file alone (not by the module path of the
    // one test binary).
    insta::with_settings!({ prepend_module_to_snapshot => false }, {
        for path in files {
            let text = std::fs::read_to_string(&path).unwrap();
            let name = path.file_name().unwrap().to_string_lossy();
            insta::assert_snapshot!(format!("bfs_tables_of_small_graphs@{name}"), render(&text));
        }
    });
}
