//! Fills the 4 × 4 table at build time, so that a process has it before `main`: one breadth-first
//! search of search-core over the 65,536 boards, from both one-colour boards, whose distances are
//! written into `OUT_DIR` and embedded by `src/table.rs` with `include_bytes!`. Nothing generated
//! is committed. The press masks are spelled out here (a press flips its cell and the cells
//! beside it); a test compares the embedded table with `Table::build`, the library's own search
//! over its own masks, entry for entry, so the two cannot drift apart.

use std::path::PathBuf;

use search_core::bfs::distances_of;

/// The judge's board is `SIDE` × `SIDE`.
const SIDE: usize = 4;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let cells = SIDE * SIDE;
    let presses: Vec<u32> = (0..cells)
        .map(|cell| {
            let (row, col) = (cell / SIDE, cell % SIDE);
            let mut flips = 1u32 << cell;
            if row > 0 {
                flips |= 1 << (cell - SIDE);
            }
            if row + 1 < SIDE {
                flips |= 1 << (cell + SIDE);
            }
            if col > 0 {
                flips |= 1 << (cell - 1);
            }
            if col + 1 < SIDE {
                flips |= 1 << (cell + 1);
            }
            flips
        })
        .collect();
    let all_black = (1u32 << cells) - 1;
    let table = distances_of(
        1 << cells,
        [0u32, all_black],
        |&board| board as usize,
        |&board| presses.iter().map(move |&press| board ^ press),
    );
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let path = out.join("table-4x4.bin");
    if let Err(e) = std::fs::write(&path, table.as_slice()) {
        panic!("cannot write {}: {e}", path.display());
    }
}
