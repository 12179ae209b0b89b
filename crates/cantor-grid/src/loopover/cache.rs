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
//! Layout, in the byte order of the machine that wrote it: 8 bytes `CGLOOPTB`, the `u64`
//! 0x0102030405060708 (read back otherwise on a machine of the other byte order, which then
//! builds its own), the version
//! (`u32`), rows, columns and metric (one byte each, then a zero byte), the number of words
//! (`u64`), of counts (`u32`), the CRC-32 (`u32`), the counts (`u64` each), the words.

use std::fs::{self, File};
use std::io::{self, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use solver_cli::shell::{Progress, note};

use crate::loopover::census::{Table, words};
use crate::loopover::code::FACTORIALS;
use crate::loopover::shape::{Metric, Shape};

/// Boards of at least this many cells are cached: their census takes seconds, a smaller one's
/// well under a tenth of a second, less than reading a file.
pub const CACHED_FROM: usize = 12;

/// The version of the layout and of the table's meaning (the canonical form, the ranks, the
/// entries): a file of another version is built again.
pub const VERSION: u32 = 1;

const MAGIC: &[u8; 8] = b"CGLOOPTB";
const BYTE_ORDER: u64 = 0x0102_0304_0506_0708;
/// The header's bytes before the CRC, which covers them.
const HEAD: usize = 8 + 8 + 4 + 4 + 8 + 4;

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
    if dir.is_none() && shape.cells() >= CACHED_FROM {
        note(
            "no cache directory found (on Linux: $XDG_CACHE_HOME or $HOME): the table is built for this process only",
        );
    }
    let path = dir
        .filter(|_| shape.cells() >= CACHED_FROM)
        .map(|d| file(d, shape, metric));
    if let Some(path) = &path {
        let shown = path.display();
        match load(path, shape, metric) {
            Ok(table) => return table,
            Err(Problem::Missing) => note(&format!(
                "building the {shape} {metric} table once (several seconds); it will be kept in \
                 {shown} ({} MB)",
                8 * words(shape.cells()) / 1_000_000
            )),
            Err(Problem::Unsound(why)) => note(&format!(
                "the cached table {shown} is unusable ({why}); building it again"
            )),
        }
    }
    let progress = Progress::new(
        FACTORIALS[shape.cells()],
        &format!("table of {shape} ({metric})"),
    );
    let table = Table::build(shape, metric, &progress);
    progress.finish();
    if let Some(path) = &path
        && let Err(e) = store(path, &table)
    {
        note(&format!(
            "could not keep the table in {}: {e}",
            path.display()
        ));
    }
    table
}

/// Why a cached file was not used.
#[derive(Debug, PartialEq, Eq)]
pub enum Problem {
    /// There is no file.
    Missing,
    /// There is one, but it is not a sound table of this board (what is wrong with it).
    Unsound(String),
}

/// The fixed part of the header, before the CRC.
fn head(shape: Shape, metric: Metric, counts: usize) -> [u8; HEAD] {
    let mut h = [0u8; HEAD];
    h[..8].copy_from_slice(MAGIC);
    h[8..16].copy_from_slice(&BYTE_ORDER.to_ne_bytes());
    h[16..20].copy_from_slice(&VERSION.to_ne_bytes());
    h[20] = shape.rows() as u8;
    h[21] = shape.cols() as u8;
    h[22] = u8::from(metric == Metric::Mtm);
    h[24..32].copy_from_slice(&(words(shape.cells()) as u64).to_ne_bytes());
    h[32..36].copy_from_slice(&(counts as u32).to_ne_bytes());
    h
}

/// Reads the table of `shape` in `metric` from `path`, checking everything the header says.
pub fn load(path: &Path, shape: Shape, metric: Metric) -> Result<Table, Problem> {
    let unsound = |why: &str| Problem::Unsound(why.to_string());
    let mut f = match File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(Problem::Missing),
        Err(e) => return Err(Problem::Unsound(e.to_string())),
    };
    let mut h = [0u8; HEAD + 4];
    f.read_exact(&mut h).map_err(|_| unsound("cut short"))?;
    let n_counts = u32::from_ne_bytes(h[32..36].try_into().expect("4 bytes")) as usize;
    if h[..8] != MAGIC[..] || h[8..16] != BYTE_ORDER.to_ne_bytes() {
        return Err(unsound("not a table of this program on this machine"));
    }
    if h[16..20] != VERSION.to_ne_bytes() {
        return Err(unsound("of another version"));
    }
    if n_counts == 0 || n_counts > 255 || h[..HEAD] != head(shape, metric, n_counts) {
        return Err(unsound("of another board or metric"));
    }
    let crc = u32::from_ne_bytes(h[HEAD..].try_into().expect("4 bytes"));
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(&h[..HEAD]);
    let mut counts = vec![0u64; n_counts];
    let mut entries = vec![0u64; words(shape.cells())];
    for part in [&mut counts, &mut entries] {
        let bytes = bytemuck::cast_slice_mut::<u64, u8>(part);
        f.read_exact(bytes).map_err(|_| unsound("cut short"))?;
        hasher.update(bytes);
    }
    if f.read(&mut [0u8; 1])
        .map_err(|e| Problem::Unsound(e.to_string()))?
        != 0
    {
        return Err(unsound("longer than its header says"));
    }
    if hasher.finalize() != crc {
        return Err(unsound("its checksum does not match"));
    }
    if counts.iter().sum::<u64>() > FACTORIALS[shape.cells()] {
        return Err(unsound("its counts exceed the arrangements"));
    }
    Table::from_parts(shape, metric, entries, counts).ok_or_else(|| unsound("malformed"))
}

/// Writes `table` to `path` (and the directories above it), through a temporary file renamed
/// into place.
pub fn store(path: &Path, table: &Table) -> io::Result<()> {
    let (entries, counts) = table.parts();
    let h = head(table.shape(), table.metric(), counts.len());
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(&h);
    hasher.update(bytemuck::cast_slice(counts));
    hasher.update(bytemuck::cast_slice(entries));
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)?;
    }
    let temporary = path.with_extension(format!("{}.tmp", std::process::id()));
    let write = || -> io::Result<()> {
        let mut out = BufWriter::new(File::create(&temporary)?);
        out.write_all(&h)?;
        out.write_all(&hasher.finalize().to_ne_bytes())?;
        out.write_all(bytemuck::cast_slice(counts))?;
        out.write_all(bytemuck::cast_slice(entries))?;
        out.into_inner()
            .map_err(io::IntoInnerError::into_error)?
            .sync_all()
    };
    write()
        .and_then(|()| fs::rename(&temporary, path))
        .inspect_err(|_| {
            let _ = fs::remove_file(&temporary);
        })
}

#[cfg(test)]
mod tests;
