//! The module graph of every crate, read from its sources as text, and the cycles in it: a module
//! cycle means neither module can be read, tested or moved without the other.
//!
//! The rule. Nodes are a crate's top-level modules (`stats`, the first segment after `crate::`)
//! and, inside one top-level module, its direct submodules (`stats::exact`); a deeper file counts
//! as the direct submodule it sits in. A file of module A draws an edge A → B when its non-test
//! code (before its `#[cfg(test)]` line; test-only files such as `tests.rs` left out) names an
//! item of module B through a `crate::…` or `super::…` path, `use` groups included. Between
//! top-level modules the edge joins the two top-level modules; inside one, the two submodules. A
//! module reaching its own ancestor or descendant draws no edge: a parent declares its children
//! with `mod` and calls them by bare paths (`report::markdown`), and a child using its parent's
//! items (`super::Row`) is how Rust nests a module, so a parent and its children are one unit.
//! What the graph must not have is siblings that need each other, at either level.
//!
//! Comments are left out (a doc link is no dependency); `lib.rs` and `main.rs` are both the root,
//! which every module may use.

use super::{relative, report, root, rust_files};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fs;
use std::path::PathBuf;

/// A module's path below its crate root (`["stats", "exact"]`); empty for the root.
type Module = Vec<String>;

/// A module graph: each node's name (`stats::exact`) and the nodes it uses.
pub type Graph = BTreeMap<String, BTreeSet<String>>;

/// The module a file defines, from its path below `src/` with `/` between folders: `stats.rs` and
/// `stats/mod.rs` are `stats`, `stats/exact.rs` is `stats::exact`, `lib.rs` and `main.rs` the root.
fn module_of(file: &str) -> Module {
    let stem = file.strip_suffix(".rs").unwrap_or(file);
    let mut module: Module = stem.split('/').map(String::from).collect();
    if matches!(module.last().map(String::as_str), Some("mod")) {
        module.pop();
    }
    if module.len() == 1 && matches!(module[0].as_str(), "lib" | "main") {
        module.clear();
    }
    module
}

/// Whether a file holds only tests: a module or folder named `tests`.
fn is_test_only(module: &Module) -> bool {
    module.iter().any(|segment| segment == "tests")
}

/// The code of `text` that builds outside tests: the lines before the first `#[cfg(test)]` line,
/// without comments.
fn code_of(text: &str) -> String {
    text.lines()
        .take_while(|line| !line.trim_start().starts_with("#[cfg(test)]"))
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Every path `code` (of module `module`) names through `crate::` or `super::`, made absolute
/// from the crate root, with `use` groups (`super::{a, b::C}`) expanded into one path each.
fn paths_named(module: &Module, code: &str) -> Vec<Module> {
    let chars: Vec<char> = code.chars().collect();
    let mut paths = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts_word = i == 0 || !(is_ident(chars[i - 1]) || chars[i - 1] == '$');
        let rest: String = chars[i..chars.len().min(i + 7)].iter().collect();
        let start = match rest.as_str() {
            "crate::" => Some(Module::new()),
            "super::" => Some(module[..module.len().saturating_sub(1)].to_vec()),
            _ => None,
        };
        match start {
            Some(prefix) if starts_word => {
                let mut at = i + 7;
                tree(&chars, &mut at, prefix, &mut paths);
                i = at.max(i + 1);
            }
            _ => i += 1,
        }
    }
    paths
}

/// Reads one use tree at `at` below `prefix` into `out`: `a::b`, `a::{b, c::d}`, `a::*`.
fn tree(chars: &[char], at: &mut usize, mut prefix: Module, out: &mut Vec<Module>) {
    loop {
        while chars.get(*at).is_some_and(|c| c.is_whitespace()) {
            *at += 1;
        }
        match chars.get(*at) {
            Some('{') => {
                *at += 1;
                loop {
                    tree(chars, at, prefix.clone(), out);
                    while chars.get(*at).is_some_and(|c| c.is_whitespace()) {
                        *at += 1;
                    }
                    match chars.get(*at) {
                        Some(',') => *at += 1,
                        Some('}') => {
                            *at += 1;
                            return;
                        }
                        _ => return,
                    }
                }
            }
            Some(&c) if is_ident(c) => {
                let from = *at;
                while chars.get(*at).copied().is_some_and(is_ident) {
                    *at += 1;
                }
                let word: String = chars[from..*at].iter().collect();
                match word.as_str() {
                    "super" => {
                        prefix.pop();
                    }
                    "self" => {}
                    _ => prefix.push(word),
                }
                if chars.get(*at) == Some(&':') && chars.get(*at + 1) == Some(&':') {
                    *at += 2;
                    continue;
                }
                break;
            }
            _ => break,
        }
    }
    // A `,` or `}` after the path is left for the group that holds it.
    out.push(prefix);
}

/// The node of a module: the module itself up to its top-level module's direct submodule.
fn node_of(module: &Module) -> Module {
    module[..module.len().min(2)].to_vec()
}

/// The longest module among `modules` that `path` starts with: the module whose item it names.
fn owner(path: &Module, modules: &BTreeSet<Module>) -> Module {
    (0..=path.len())
        .rev()
        .map(|n| path[..n].to_vec())
        .find(|prefix| modules.contains(prefix))
        .unwrap_or_default()
}

/// The edge a use of module `to` by a file of module `from` draws, if any (see the rule above).
fn edge(from: &Module, to: &Module) -> Option<(String, String)> {
    let (from, to) = (node_of(from), node_of(to));
    if from.starts_with(&to) || to.starts_with(&from) {
        None
    } else if from[0] != to[0] {
        Some((from[0].clone(), to[0].clone()))
    } else {
        Some((from.join("::"), to.join("::")))
    }
}

/// The module graph of one crate from its files: `(path below src/, text)`.
pub fn graph<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> Graph {
    let files: Vec<(Module, &str)> = files
        .into_iter()
        .map(|(path, text)| (module_of(path), text))
        .filter(|(module, _)| !is_test_only(module))
        .collect();
    let modules: BTreeSet<Module> = files.iter().map(|(m, _)| m.clone()).collect();
    let mut graph = Graph::new();
    for (module, text) in &files {
        for path in paths_named(module, &code_of(text)) {
            if let Some((a, b)) = edge(module, &owner(&path, &modules)) {
                graph.entry(a).or_default().insert(b);
            }
        }
    }
    graph
}

/// Every knot of `graph` (a set of nodes that all reach each other), each as its shortest cycle
/// through its first node, `a → b → a`, followed by the other nodes of the knot if there are any.
pub fn cycles(graph: &Graph) -> Vec<String> {
    let reach = |from: &str| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.to_string()];
        while let Some(node) = todo.pop() {
            for next in graph.get(&node).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&str, BTreeSet<String>> =
        graph.keys().map(|n| (n.as_str(), reach(n))).collect();
    let mut placed = BTreeSet::new();
    let mut out = Vec::new();
    for (&node, reaches) in &reached {
        if placed.contains(node) || !reaches.contains(node) {
            continue;
        }
        let knot: BTreeSet<&str> = reaches
            .iter()
            .map(String::as_str)
            .filter(|other| reached.get(other).is_some_and(|r| r.contains(node)))
            .collect();
        placed.extend(knot.iter().copied());
        let cycle = shortest_cycle(graph, node);
        let mut text = cycle.join(" → ");
        let others: Vec<&str> = knot
            .iter()
            .copied()
            .filter(|n| !cycle.iter().any(|c| c == n))
            .collect();
        if !others.is_empty() {
            text += &format!(" (in the same knot: {})", others.join(", "));
        }
        out.push(text);
    }
    out
}

/// The shortest path from `node` back to itself, both ends included; `node` must be on a cycle.
fn shortest_cycle(graph: &Graph, node: &str) -> Vec<String> {
    let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut todo = VecDeque::from([node]);
    while let Some(at) = todo.pop_front() {
        for next in graph.get(at).into_iter().flatten() {
            if next == node {
                let mut cycle = vec![node.to_string(), at.to_string()];
                let mut back = at;
                while back != node {
                    back = came_from[back];
                    cycle.push(back.to_string());
                }
                cycle.reverse();
                return cycle;
            }
            if !came_from.contains_key(next.as_str()) {
                came_from.insert(next, at);
                todo.push_back(next);
            }
        }
    }
    vec![node.to_string()]
}

/// The crates whose module graphs are checked: each with its `src/` folder.
fn crates_with_sources() -> Vec<PathBuf> {
    let mut crates: Vec<PathBuf> = fs::read_dir(root().join("crates"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    crates.extend([root().join("xtask"), root().join("fuzz")]);
    crates.retain(|krate| krate.join("src").is_dir());
    crates.sort();
    crates
}

#[test]
fn no_crate_has_a_module_cycle() {
    let mut problems = Vec::new();
    for krate in crates_with_sources() {
        let src = krate.join("src");
        let files: Vec<(String, String)> = rust_files(&src)
            .into_iter()
            .map(|path| {
                let below = path.strip_prefix(&src).unwrap().to_string_lossy();
                (below.replace('\\', "/"), fs::read_to_string(&path).unwrap())
            })
            .collect();
        let graph = graph(files.iter().map(|(p, t)| (p.as_str(), t.as_str())));
        for cycle in cycles(&graph) {
            problems.push(format!("{}: {cycle}", relative(&krate)));
        }
    }
    report(
        "modules that use each other (see xtask/tests/tidy/modules.rs for the rule)",
        problems,
    );
}

fn graph_of(edges: &[(&str, &str)]) -> Graph {
    let mut graph = Graph::new();
    for &(a, b) in edges {
        graph.entry(a.into()).or_default().insert(b.into());
    }
    graph
}

#[test]
fn the_finder_names_each_knot_by_its_shortest_cycle() {
    let graph = graph_of(&[
        ("a", "b"),
        ("b", "c"),
        ("c", "a"),
        ("c", "d"),
        ("d", "c"),
        ("x", "y"),
        ("y", "x"),
        ("p", "q"),
        ("p", "r"),
        ("q", "s"),
        ("r", "s"),
    ]);
    assert_eq!(
        cycles(&graph),
        ["a → b → c → a (in the same knot: d)", "x → y → x"]
    );
    // A diamond is no cycle.
    assert!(cycles(&graph_of(&[("p", "q"), ("p", "r"), ("q", "s"), ("r", "s")])).is_empty());
}

#[test]
fn siblings_that_use_each_other_are_a_cycle_at_either_level() {
    // Two submodules of one module, as flip-game's stats had them.
    let files = [
        ("lib.rs", "mod stats;"),
        (
            "stats.rs",
            "mod exact;\nmod minima;\npub struct NotCounted;",
        ),
        (
            "stats/exact.rs",
            "use super::NotCounted;\nuse super::minima::coset_minima;\npub fn binomials() {}",
        ),
        (
            "stats/minima.rs",
            "use super::{NotCounted, exact::binomials};\npub fn coset_minima() {}",
        ),
    ];
    assert_eq!(
        cycles(&graph(files)),
        ["stats::exact → stats::minima → stats::exact"]
    );
    // Two top-level modules, as xtask's bench and report had them: one by a `use`, the other
    // by a path in an expression.
    let files = [
        ("main.rs", "mod bench;\nmod report;"),
        (
            "bench.rs",
            "use crate::report::{self, Line};\npub const FULL: u32 = 1;",
        ),
        (
            "report.rs",
            "pub fn markdown() -> u32 { crate::bench::FULL }",
        ),
    ];
    assert_eq!(cycles(&graph(files)), ["bench → report → bench"]);
}

#[test]
fn a_parent_and_its_children_tests_and_comments_draw_no_cycle() {
    let files = [
        ("main.rs", "mod verify;\nfn cargo() {}"),
        (
            "verify.rs",
            "mod report;\nmod run;\nuse crate::verify::run::judge;\npub struct Row;\nfn f() { report::markdown(); crate::cargo(); }",
        ),
        // A child uses its parent's items and a sibling.
        (
            "verify/report.rs",
            "use super::Row;\nuse super::run::Verdict;",
        ),
        (
            "verify/run.rs",
            "//! See [`crate::verify::report`].\npub enum Verdict {}\n#[cfg(test)]\nmod tests { use super::super::report::*; }",
        ),
        ("verify/tests.rs", "use super::report::*;"),
    ];
    let graph = graph(files);
    assert_eq!(
        graph,
        graph_of(&[("verify::report", "verify::run")]),
        "only the sibling use is an edge"
    );
    assert!(cycles(&graph).is_empty());
}
