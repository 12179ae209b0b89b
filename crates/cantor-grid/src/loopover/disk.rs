//! What every kind of table kept on disk shares: a checked header, a CRC-32 over the whole
//! file, writes through a temporary file renamed into place, and the notes saying when a table
//! is built and why. The kinds ([`crate::loopover::cache`]'s censuses, the search's block
//! tables) say only what their header holds and what follows it.
//!
//! Header, in the byte order of the machine that wrote it: 8 bytes naming the kind, the `u64`
//! 0x0102030405060708 (read back otherwise on a machine of the other byte order, which then
//! builds its own), the version (`u32`), rows, columns and metric (one byte each), a byte of
//! the kind's own, a `u64` and a `u32` size, then the CRC-32 (`u32`) of the header and of every
//! byte after it.

use std::fs::{self, File};
use std::io::{self, BufWriter, Read, Write};
use std::path::Path;

use solver_cli::shell::note;

use crate::loopover::shape::{Metric, Shape};

/// The header's bytes before the CRC, which covers them.
pub(crate) const HEAD: usize = 8 + 8 + 4 + 4 + 8 + 4;

const BYTE_ORDER: u64 = 0x0102_0304_0506_0708;

/// Why a cached file was not used.
#[derive(Debug, PartialEq, Eq)]
pub enum Problem {
    /// There is no file.
    Missing,
    /// There is one, but it is not a sound table of this board (what is wrong with it).
    Unsound(String),
}

fn unsound(why: &str) -> Problem {
    Problem::Unsound(why.to_string())
}

/// What a file's header says, before its CRC.
pub(crate) struct Head {
    /// The kind of table.
    pub(crate) magic: &'static [u8; 8],
    /// The version of the kind's layout and meaning.
    pub(crate) version: u32,
    pub(crate) shape: Shape,
    pub(crate) metric: Metric,
    /// A byte of the kind's own.
    pub(crate) tag: u8,
    pub(crate) long: u64,
    pub(crate) short: u32,
}

impl Head {
    fn bytes(&self) -> [u8; HEAD] {
        let mut h = [0u8; HEAD];
        h[..8].copy_from_slice(self.magic);
        h[8..16].copy_from_slice(&BYTE_ORDER.to_ne_bytes());
        h[16..20].copy_from_slice(&self.version.to_ne_bytes());
        h[20] = self.shape.rows() as u8;
        h[21] = self.shape.cols() as u8;
        h[22] = u8::from(self.metric == Metric::Mtm);
        h[23] = self.tag;
        h[24..32].copy_from_slice(&self.long.to_ne_bytes());
        h[32..36].copy_from_slice(&self.short.to_ne_bytes());
        h
    }
}

/// A file being read back: its header is read, and every byte read is added to its CRC.
pub(crate) struct Reader {
    file: File,
    head: [u8; HEAD],
    crc: u32,
    hasher: crc32fast::Hasher,
}

impl Reader {
    /// Opens `path` and reads its header.
    pub(crate) fn open(path: &Path) -> Result<Reader, Problem> {
        let mut file = match File::open(path) {
            Ok(f) => f,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(Problem::Missing),
            Err(e) => return Err(Problem::Unsound(e.to_string())),
        };
        let mut h = [0u8; HEAD + 4];
        file.read_exact(&mut h).map_err(|_| unsound("cut short"))?;
        let mut hasher = crc32fast::Hasher::new();
        hasher.update(&h[..HEAD]);
        Ok(Reader {
            file,
            head: h[..HEAD].try_into().expect("the header"),
            crc: u32::from_ne_bytes(h[HEAD..].try_into().expect("4 bytes")),
            hasher,
        })
    }

    /// The `u32` size the header claims, before it is checked (to work out what to expect).
    pub(crate) fn short(&self) -> u32 {
        u32::from_ne_bytes(self.head[32..36].try_into().expect("4 bytes"))
    }

    /// Checks the header against the one expected; `foreign` says what else differs.
    pub(crate) fn check(&self, expected: &Head, foreign: &str) -> Result<(), Problem> {
        let expected = expected.bytes();
        if self.head[..16] != expected[..16] {
            return Err(unsound("not a table of this program on this machine"));
        }
        if self.head[16..20] != expected[16..20] {
            return Err(unsound("of another version"));
        }
        if self.head != expected {
            return Err(unsound(foreign));
        }
        Ok(())
    }

    /// Fills `bytes` from the file.
    pub(crate) fn read(&mut self, bytes: &mut [u8]) -> Result<(), Problem> {
        self.file
            .read_exact(bytes)
            .map_err(|_| unsound("cut short"))?;
        self.hasher.update(bytes);
        Ok(())
    }

    /// Checks that the file ends here and that its CRC matches.
    pub(crate) fn finish(mut self) -> Result<(), Problem> {
        if self
            .file
            .read(&mut [0u8; 1])
            .map_err(|e| Problem::Unsound(e.to_string()))?
            != 0
        {
            return Err(unsound("longer than its header says"));
        }
        if self.hasher.finalize() != self.crc {
            return Err(unsound("its checksum does not match"));
        }
        Ok(())
    }
}

/// Writes `head`, its CRC and `parts` to `path` (and the directories above it), through a
/// temporary file renamed into place, so that a reader never sees half a file.
pub(crate) fn write(path: &Path, head: &Head, parts: &[&[u8]]) -> io::Result<()> {
    let h = head.bytes();
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(&h);
    for part in parts {
        hasher.update(part);
    }
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)?;
    }
    let temporary = path.with_extension(format!("{}.tmp", std::process::id()));
    let write = || -> io::Result<()> {
        let mut out = BufWriter::new(File::create(&temporary)?);
        out.write_all(&h)?;
        out.write_all(&hasher.finalize().to_ne_bytes())?;
        for part in parts {
            out.write_all(part)?;
        }
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

/// One table kept on disk, as the notes name it.
pub(crate) struct Kept<'a> {
    /// Where it is kept; none when there is no cache directory.
    pub(crate) path: Option<&'a Path>,
    /// What it is: `3x4 stm table`.
    pub(crate) name: &'a str,
    /// How long building it takes, in words.
    pub(crate) cost: &'a str,
    /// Its size on disk.
    pub(crate) bytes: usize,
}

impl Kept<'_> {
    /// The table read back by `load` when the file holds a sound copy; else built by `build`
    /// (with a note saying why, and where it will be kept) and written by `store`.
    pub(crate) fn get<T>(
        &self,
        load: impl FnOnce(&Path) -> Result<T, Problem>,
        build: impl FnOnce() -> T,
        store: impl FnOnce(&Path, &T) -> io::Result<()>,
    ) -> T {
        let Some(path) = self.path else {
            note(
                "no cache directory found (on Linux: $XDG_CACHE_HOME or $HOME): the table is built for this process only",
            );
            return build();
        };
        let shown = path.display();
        match load(path) {
            Ok(table) => return table,
            Err(Problem::Missing) => note(&format!(
                "building the {} once ({}); it will be kept in {shown} ({})",
                self.name,
                self.cost,
                size(self.bytes)
            )),
            Err(Problem::Unsound(why)) => note(&format!(
                "the cached table {shown} is unusable ({why}); building it again"
            )),
        }
        let table = build();
        if let Err(e) = store(path, &table) {
            note(&format!("could not keep the table in {shown}: {e}"));
        }
        table
    }
}

/// `bytes` in whole megabytes, or kilobytes below one (a test's small table).
fn size(bytes: usize) -> String {
    if bytes < 1_000_000 {
        format!("{} kB", bytes.div_ceil(1000))
    } else {
        format!("{} MB", bytes / 1_000_000)
    }
}
