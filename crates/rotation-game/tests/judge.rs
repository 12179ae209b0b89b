//! Every `testdata/rotation-game` case through the library, compared byte for byte with its
//! `.out` file (expected outputs from the statement or an independent reference, never from us).

use std::fs;
use std::path::Path;

use clap::Parser;
use rotation_game::cli::Cli;

#[test]
fn every_testdata_case_matches_its_expected_output() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/rotation-game");
    let mut cases = 0;
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "in") {
            continue;
        }
        let args = fs::read_to_string(path.with_extension("args")).unwrap_or_default();
        let cli =
            Cli::try_parse_from(std::iter::once("rotation-game").chain(args.split_whitespace()))
                .unwrap();
        let input = fs::read(&path).unwrap();
        let expected = fs::read_to_string(path.with_extension("out")).unwrap();
        let mut output = Vec::new();
        rotation_game::run(&input[..], &mut output, &cli.options(false)).unwrap();
        assert_eq!(
            String::from_utf8(output).unwrap(),
            expected,
            "{}",
            path.display()
        );
        cases += 1;
    }
    assert!(cases >= 2, "the sample and more should be there");
}
