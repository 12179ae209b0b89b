//! Every testdata case through the library, compared byte for byte with its `.out` file (which
//! comes from the statement or an independent brute force, never from this crate).

use cantor_grid::cli::Cli;
use clap::Parser;
use std::path::Path;

/// The flags in `NAME.args`, if that file exists.
fn args(input: &Path) -> Vec<String> {
    std::fs::read_to_string(input.with_extension("args"))
        .map(|text| text.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}

#[test]
fn every_testdata_case_matches_its_expected_output() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/cantor-grid");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "in") {
            continue;
        }
        let cli =
            Cli::try_parse_from(std::iter::once("cantor-grid".to_string()).chain(args(&path)))
                .unwrap();
        let input = std::fs::read(&path).unwrap();
        let mut output = Vec::new();
        cantor_grid::run(&input[..], &mut output, &cli.options(false)).unwrap();
        let expected = std::fs::read(path.with_extension("out")).unwrap();
        assert_eq!(
            String::from_utf8(output).unwrap(),
            String::from_utf8(expected).unwrap(),
            "{}",
            path.display()
        );
        checked += 1;
    }
    assert!(checked >= 1, "no cases found in {}", dir.display());
}
