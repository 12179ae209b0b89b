//! Helpers shared by the integration tests: run the command line as the binary would.

#![allow(dead_code)]

use clap::Parser;
use flip_game::cli::Cli;
use std::path::{Path, PathBuf};

/// The folder of this problem's testdata.
pub fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/flip-game")
}

/// The flags of a case: the whitespace-separated words of its sibling `NAME.args`, if any.
pub fn case_args(input: &Path) -> Vec<String> {
    std::fs::read_to_string(input.with_extension("args"))
        .map(|s| s.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}

/// What `flip-game ARGS < input` prints: stdout, then `error: …` as the binary writes it to
/// stderr (or clap's message for bad flags), without colour.
pub fn run(args: &[String], input: &[u8]) -> (String, Option<String>) {
    let cli = match Cli::try_parse_from(
        std::iter::once("flip-game".to_string()).chain(args.iter().cloned()),
    ) {
        Ok(cli) => cli,
        Err(e) => return (String::new(), Some(e.to_string())),
    };
    let mut out = Vec::new();
    let result = cli.execute(input, &mut out, false);
    let stdout = String::from_utf8(out).expect("the output is text");
    (stdout, result.err().map(|e| format!("error: {e}")))
}

/// The same, with flags given as one string.
pub fn run_str(args: &str, input: &str) -> (String, Option<String>) {
    let args: Vec<String> = args.split_whitespace().map(String::from).collect();
    run(&args, input.as_bytes())
}
