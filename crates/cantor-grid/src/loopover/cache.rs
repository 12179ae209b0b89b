//! The census tables of the larger boards kept on disk between processes, so that only the
//! first query on a board ever waits for its census: later processes read the file back.
//!
//! A file is `loopover-RxC-METRIC.bin` in `cantor-grid/` under the user's cache directory (as
//! the `dirs` crate finds it: `$XDG_CACHE_HOME` or `~/.cache` on Linux, `~/Library/Caches` on
//! macOS, the local application data on Windows). It is never trusted blindly: a header names
//! the format, its version, the shape, the metric and the sizes, and a CRC-32 covers the header
//! and every byte after it; a file that is missing, damaged, cut short, of another version or of
//! another board is built again (with a note on standard error) and written anew, through a
//! temporary file renamed into place, so that a reader never sees half a file.
//!
//! Layout, in the byte order of the machine that wrote it (the header every cached table of
//! this crate shares): 8 bytes `CGLOOPTB`, the `u64` 0x0102030405060708 (read back otherwise on
//! a machine of the other byte order, which then builds its own), the version (`u32`), rows,
//! columns and metric (one byte each, then a zero byte), the number of words (`u64`), of counts
//! (`u32`), the CRC-32 (`u32`), the counts (`u64` each), the words.

use std::io;
use std::path::{Path, PathBuf};

use solver_cli::shell::Progress;

use crate::loopover::census::{Table, words};
use crate::loopover::code::FACTORIALS;
pub use crate::loopover::disk::Problem;
use crate::loopover::disk::{self, Head, Kept, Reader};
use crate::loopover::shape::{Metric, Shape};

/// Boards of at least this many cells are cached: their census takes seconds, a smaller one's
/// well under a tenth of a second, less than reading a file.
pub const CACHED_FROM: usize = 12;

/// The version of the layout and of the table's meaning (the canonical form, the ranks, the
/// entries): a file of another version is built again.
pub const VERSION: u32 = 1;

const MAGIC: &[u8; 8] = b"CGLOOPTB";

/// Where the table of `shape` in `metric` is kept under `dir`.
pub fn file(dir: &Path, shape: Shape, metric: Metric) -> PathBuf {
    dir.join(format!("loopover-{shape}-{metric}.bin"))
}

/// The directory of the cache: `cantor-grid` in the user's cache directory, if there is one.
pub fn dir() -> Option<PathBuf> {
    dirs::cache_dir().map(|d| d.join("cantor-grid"))
}

/// The table of `shape` in `metric`: read from the cache in `dir` (the user's, [`dir`], or a
/// test's) when it holds a sound copy, else built (with a progress bar at a terminal, and a note
/// saying why and where it will be kept) and stored there. Boards below [`CACHED_FROM`] cells
/// are simply built; a larger one with no cache directory is built with a note saying it is
/// kept for this process only.
pub fn table_in(dir: Option<&Path>, shape: Shape, metric: Metric) -> Table {
    let build = || {
        let progress = Progress::new(
            FACTORIALS[shape.cells()],
            &format!("table of {shape} ({metric})"),
        );
        let table = Table::build(shape, metric, &progress);
        progress.finish();
        table
    };
    if shape.cells() < CACHED_FROM {
        return build();
    }
    let path = dir.map(|d| file(d, shape, metric));
    Kept {
        path: path.as_deref(),
        name: &format!("{shape} {metric} table"),
        cost: "several seconds",
        bytes: 8 * words(shape.cells()),
    }
    .get(|path| load(path, shape, metric), build, store)
}

/// The header of the table of `shape` in `metric` with `counts` counts.
fn head(shape: Shape, metric: Metric, counts: usize) -> Head {
    Head {
        magic: MAGIC,
        version: VERSION,
        shape,
        metric,
        tag: 0,
        long: words(shape.cells()) as u64,
        short: counts as u32,
    }
}

/// Reads the table of `shape` in `metric` from `path`, checking everything the header says.
pub fn load(path: &Path, shape: Shape, metric: Metric) -> Result<Table, Problem> {
    let unsound = |why: &str| Problem::Unsound(why.to_string());
    let mut file = Reader::open(path)?;
    let n_counts = file.short() as usize;
    let foreign = "of another board or metric";
    file.check(&head(shape, metric, n_counts), foreign)?;
    // Checked before the counts are allocated: no census has more distances than this.
    if !(1..=255).contains(&n_counts) {
        return Err(unsound(foreign));
    }
    let mut counts = vec![0u64; n_counts];
    let mut entries = vec![0u64; words(shape.cells())];
    file.read(bytemuck::cast_slice_mut(&mut counts))?;
    file.read(bytemuck::cast_slice_mut(&mut entries))?;
    file.finish()?;
    if counts.iter().sum::<u64>() > FACTORIALS[shape.cells()] {
        return Err(unsound("its counts exceed the arrangements"));
    }
    Table::from_parts(shape, metric, entries, counts).ok_or_else(|| unsound("malformed"))
}

/// Writes `table` to `path` (and the directories above it), through a temporary file renamed
/// into place.
pub fn store(path: &Path, table: &Table) -> io::Result<()> {
    let (entries, counts) = table.parts();
    disk::write(
        path,
        &head(table.shape(), table.metric(), counts.len()),
        &[bytemuck::cast_slice(counts), bytemuck::cast_slice(entries)],
    )
}

#[cfg(test)]
mod tests;
