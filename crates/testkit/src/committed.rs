//! Files the library generates and the repository keeps: the distance tables the solver binaries
//! embed. A test rebuilds each with the library's own search and compares it with the committed
//! bytes, so the two cannot drift apart; `UPDATE_TABLES=1` writes the fresh bytes instead (then
//! review and commit them), as `INSTA_UPDATE` does for snapshots.

use std::path::Path;

/// The variable that turns a failed comparison into an update of the committed file.
pub const UPDATE: &str = "UPDATE_TABLES";

/// Checks that the committed file at `path` holds exactly `fresh`, the bytes the library builds
/// now; with [`UPDATE`] set to `1`, writes them there instead.
///
/// # Panics
/// When the file differs from `fresh` (saying where first, and how to update it), or cannot be
/// read or written.
pub fn assert_current(path: &Path, fresh: &[u8]) {
    let committed = std::fs::read(path).unwrap_or_default();
    if committed == fresh {
        return;
    }
    if std::env::var_os(UPDATE).is_some_and(|v| v == "1") {
        if let Err(e) = std::fs::write(path, fresh) {
            panic!("cannot write {}: {e}", path.display());
        }
        return;
    }
    let first = committed
        .iter()
        .zip(fresh)
        .position(|(a, b)| a != b)
        .unwrap_or(committed.len().min(fresh.len()));
    panic!(
        "{} is not what the library builds now: {} bytes committed, {} built, first difference \
         at byte {first}. If the change is intended, run the test again with {UPDATE}=1 and \
         commit the file.",
        path.display(),
        committed.len(),
        fresh.len(),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_current_file_passes_and_a_stale_one_fails() {
        let dir = std::env::temp_dir().join(format!("testkit-committed-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("table.bin");
        std::fs::write(&path, [1, 2, 3]).unwrap();
        assert_current(&path, &[1, 2, 3]);
        let stale = std::panic::catch_unwind(|| assert_current(&path, &[1, 9, 3]));
        let message = *stale.unwrap_err().downcast::<String>().unwrap();
        assert!(message.contains("first difference at byte 1"), "{message}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
