//! The block tables kept on disk between processes, beside the census tables of
//! [`crate::loopover::cache`] and checked the same way ([`crate::loopover::disk`]): only the
//! first process on a board and metric builds them, later ones read the file back.
//!
//! A file is `loopover-RxC-METRIC-blockK.bin`, `K` the block's tiles, which the table limit
//! chooses: a solver with another limit and so another block reads another file, and the header
//! names the block and the number of entries too. Layout: the header (`CGLOOPBK`, the version,
//! the board and metric, `K`, the number of entries, a zero), the entries (`u16` each).

use std::io;
use std::path::{Path, PathBuf};

use crate::loopover::disk::{self, Head, Kept, Problem, Reader};
use crate::loopover::shape::{Metric, Shape};

/// The version of the layout and of the entries' meaning (the block's cells, the rank order,
/// the three distances packed four bits each): a file of another version is built again.
pub(crate) const VERSION: u32 = 1;

const MAGIC: &[u8; 8] = b"CGLOOPBK";

/// Where the block table of `k` tiles of `shape` in `metric` is kept under `dir`.
pub(crate) fn file(dir: &Path, shape: Shape, metric: Metric, k: usize) -> PathBuf {
    dir.join(format!("loopover-{shape}-{metric}-block{k}.bin"))
}

/// The header of the table of `len` entries of a `k`-tile block.
fn head(shape: Shape, metric: Metric, k: usize, len: usize) -> Head {
    Head {
        magic: MAGIC,
        version: VERSION,
        shape,
        metric,
        tag: k as u8,
        long: len as u64,
        short: 0,
    }
}

/// Tables of more entries than this are said to take a minute or more to build.
const SLOW_BUILD: usize = 10_000_000;

/// The entries of the `k`-tile block table of `shape` in `metric`, `len` of them: read from
/// the cache in `dir` when it holds a sound copy, else built by `build` and stored there.
/// Boards with an exact table (which the search answers only in tests) are simply built: their
/// block tables take moments.
pub(crate) fn entries_in(
    dir: Option<&Path>,
    shape: Shape,
    metric: Metric,
    k: usize,
    len: usize,
    build: impl FnOnce() -> Vec<u16>,
) -> Vec<u16> {
    if shape.has_table() {
        return build();
    }
    let path = dir.map(|d| file(d, shape, metric, k));
    Kept {
        path: path.as_deref(),
        name: &format!("{shape} {metric} block table"),
        // A breadth-first search a table, three on two threads: tens of millions of
        // placements (7 tiles on 14 to 16 cells) take minutes, fewer take seconds.
        cost: if len > SLOW_BUILD {
            "a minute or more"
        } else {
            "seconds"
        },
        bytes: 2 * len,
    }
    .get(
        |path| load(path, shape, metric, k, len),
        build,
        |path, entries| store(path, shape, metric, k, entries),
    )
}

/// Reads the `len` entries of a `k`-tile block table of `shape` in `metric` from `path`, in one
/// read, checking everything the header says.
pub(crate) fn load(
    path: &Path,
    shape: Shape,
    metric: Metric,
    k: usize,
    len: usize,
) -> Result<Vec<u16>, Problem> {
    let mut file = Reader::open(path)?;
    file.check(
        &head(shape, metric, k, len),
        "of another board, metric or block",
    )?;
    let mut entries = vec![0u16; len];
    file.read(bytemuck::cast_slice_mut(&mut entries))?;
    file.finish()?;
    // Three distances of four bits: a higher bit set is no entry this program wrote.
    if entries.iter().any(|&e| e >> 12 != 0) {
        return Err(Problem::Unsound("malformed".to_string()));
    }
    Ok(entries)
}

/// Writes the entries of a `k`-tile block table to `path`, through a temporary file renamed
/// into place.
pub(crate) fn store(
    path: &Path,
    shape: Shape,
    metric: Metric,
    k: usize,
    entries: &[u16],
) -> io::Result<()> {
    disk::write(
        path,
        &head(shape, metric, k, entries.len()),
        &[bytemuck::cast_slice(entries)],
    )
}

#[cfg(test)]
mod tests;
