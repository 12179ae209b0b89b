//! Fills the placement table at build time, so that a process has it before `main`: it runs the
//! library's own search (`src/table/search.rs`, with the modules it needs) and writes the distances,
//! packed two a byte, into `OUT_DIR`, which `src/table.rs` embeds with `include_bytes!`. Nothing
//! generated is committed, and the generator cannot drift from the library: it is the library's
//! code, and a test compares the embedded table with a fresh build.

// The included modules serve the library too: what this script does not call is used there.
#![allow(dead_code)]

use std::path::PathBuf;

#[path = "src/board.rs"]
mod board;
#[path = "src/mask.rs"]
mod mask;
#[path = "src/table/search.rs"]
mod search;
#[path = "src/symmetry.rs"]
mod symmetry;

fn main() {
    for file in [
        "build.rs",
        "src/board.rs",
        "src/mask.rs",
        "src/symmetry.rs",
        "src/table/search.rs",
    ] {
        println!("cargo::rerun-if-changed={file}");
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let path = out.join("placements.bin");
    let packed = search::pack(search::distances().as_slice());
    if let Err(e) = std::fs::write(&path, packed) {
        panic!("cannot write {}: {e}", path.display());
    }
}
