//! Fills the distance table and the scan order at build time, so that a process has them before
//! `main`: it runs the library's own search and byte layout (`src/table/search.rs`, with the
//! modules it needs) and writes the bytes into `OUT_DIR`, which `src/table.rs` embeds with
//! `include_bytes!`. Nothing generated is committed, and the generator cannot drift from the
//! library: it is the library's code, and a test compares the embedded table with a fresh build.

// The included modules serve the library too: what this script does not call is used there.
#![allow(dead_code)]

use std::path::PathBuf;

// Same module names as in the library, so that their `crate::` paths resolve here too. rustfmt
// formats these files as the library's modules: from here it would look for their test modules
// where the library does not keep them (`src/tests.rs`), so it does not descend from here.
#[rustfmt::skip]
#[path = "src/grid.rs"]
mod grid;
#[rustfmt::skip]
#[path = "src/table/search.rs"]
mod search;
#[rustfmt::skip]
#[path = "src/symmetry.rs"]
mod symmetry;

fn main() {
    for file in [
        "build.rs",
        "src/grid.rs",
        "src/symmetry.rs",
        "src/table/search.rs",
    ] {
        println!("cargo::rerun-if-changed={file}");
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let distances = search::distances();
    for (name, bytes) in [
        ("distances.bin", search::pack_distances(&distances)),
        ("by-distance.bin", search::pack_order(&distances)),
    ] {
        let path = out.join(name);
        if let Err(e) = std::fs::write(&path, bytes) {
            panic!("cannot write {}: {e}", path.display());
        }
    }
}
