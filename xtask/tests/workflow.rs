//! The GitHub workflow is YAML that GitHub can read, and the steps it names exist: the script it
//! runs, and the report and snapshot files it uploads, at the paths the script writes them.

use std::fs;
use std::path::{Path, PathBuf};
use yaml_rust2::{Yaml, YamlLoader};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn workflow() -> Yaml {
    let text = fs::read_to_string(root().join(".github/workflows/ci.yml")).unwrap();
    let mut documents = YamlLoader::load_from_str(&text).expect("the workflow is valid YAML");
    assert_eq!(documents.len(), 1);
    documents.remove(0)
}

fn steps(workflow: &Yaml) -> &Vec<Yaml> {
    workflow["jobs"]["ci"]["steps"]
        .as_vec()
        .expect("the ci job has steps")
}

#[test]
fn pull_requests_run_the_ci_script_that_exists() {
    let workflow = workflow();
    let triggers = &workflow["on"];
    assert!(!triggers["pull_request"].is_badvalue(), "{triggers:?}");
    let runs: Vec<&str> = steps(&workflow)
        .iter()
        .filter_map(|s| s["run"].as_str())
        .collect();
    assert_eq!(runs, ["bash .ci/run"]);
    assert!(root().join(".ci/run").is_file());
}

#[test]
fn a_failure_uploads_the_report_the_script_writes_and_the_pending_snapshots() {
    let workflow = workflow();
    let upload = steps(&workflow)
        .iter()
        .find(|s| {
            s["uses"]
                .as_str()
                .is_some_and(|u| u.starts_with("actions/upload-artifact@"))
        })
        .expect("a step uploads an artifact");
    assert_eq!(upload["if"].as_str(), Some("failure()"));
    let paths: Vec<&str> = upload["with"]["path"].as_str().unwrap().lines().collect();
    let script = fs::read_to_string(root().join(".ci/run")).unwrap();
    let report = paths
        .iter()
        .find(|p| p.ends_with(".md"))
        .expect("the report is uploaded");
    assert!(
        script.contains(&format!("cargo xtask verify --report {report}")),
        ".ci/run must write the report where the workflow picks it up: {report}"
    );
    assert!(
        paths.contains(&"crates/*/tests/snapshots/*.snap.new"),
        "{paths:?}"
    );
    // Every crate keeps its snapshots where that pattern looks.
    for krate in fs::read_dir(root().join("crates")).unwrap() {
        let dir = krate.unwrap().path();
        if dir.join("tests/snapshots.rs").is_file() {
            assert!(dir.join("tests/snapshots").is_dir(), "{}", dir.display());
        }
    }
}
