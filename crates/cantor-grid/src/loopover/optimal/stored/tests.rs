//! The block table is stored once and read back whole, and every damaged or foreign file is
//! refused and rebuilt into a sound one.

use std::fs;

use super::*;
use crate::loopover::disk::HEAD;
use crate::loopover::optimal::board::Board;
use crate::loopover::optimal::heuristic::Tables;

/// A small table: a 4-tile block on 4 × 4, quick to build unoptimised.
const LIMIT: usize = 50_000;
const K: usize = 4;
const LEN: usize = 16 * 15 * 14 * 13;

fn four_by_four() -> (Board, Shape, Metric) {
    let shape = Shape::new(4, 4).unwrap();
    (Board::new(shape, Metric::Stm), shape, Metric::Stm)
}

/// The tables of 4 × 4 (stm) made with the cache in `dir`.
fn tables(dir: &Path) -> Tables {
    let (board, _, metric) = four_by_four();
    Tables::new(&board, metric, LIMIT, Some(dir))
}

#[test]
fn a_block_table_is_stored_once_then_read_back_whole() {
    let (_, shape, metric) = four_by_four();
    let dir = tempfile::tempdir().unwrap();
    let path = file(dir.path(), shape, metric, K);
    assert!(path.ends_with("loopover-4x4-stm-block4.bin"));
    assert_eq!(load(&path, shape, metric, K, LEN), Err(Problem::Missing));
    let built = tables(dir.path());
    assert_eq!(built.entries().len(), LEN);
    assert_eq!(
        fs::metadata(&path).unwrap().len() as usize,
        HEAD + 4 + 2 * LEN
    );
    // No temporary file is left beside it.
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    assert_eq!(load(&path, shape, metric, K, LEN).unwrap(), built.entries());
    // A second solver reads the file (it is sound, so nothing is built) and gets the same.
    assert_eq!(tables(dir.path()).entries(), built.entries());
}

/// The entries built (and stored) in `dir`, and the bytes of the file.
fn built(dir: &Path) -> (Vec<u16>, Vec<u8>) {
    let (_, shape, metric) = four_by_four();
    let good = tables(dir).entries().to_vec();
    (good, fs::read(file(dir, shape, metric, K)).unwrap())
}

/// `bytes` written as the file, refused by `load` with `why`, then replaced by a sound file
/// holding `good`'s entries when the tables are made again.
fn refused_then_rebuilt(dir: &Path, bytes: &[u8], why: &str, good: &[u16], what: &str) {
    let (_, shape, metric) = four_by_four();
    let path = file(dir, shape, metric, K);
    fs::write(&path, bytes).unwrap();
    assert_eq!(
        load(&path, shape, metric, K, LEN),
        Err(Problem::Unsound(why.to_string())),
        "{what}"
    );
    assert_eq!(tables(dir).entries(), good, "{what}");
    assert_eq!(
        load(&path, shape, metric, K, LEN).as_deref(),
        Ok(good),
        "{what}"
    );
}

#[test]
fn a_damaged_byte_is_noticed_and_the_table_rebuilt() {
    let dir = tempfile::tempdir().unwrap();
    let (good, bytes) = built(dir.path());
    let middle = HEAD + 4 + bytes.len() / 2;
    for (at, why) in [
        (0, "not a table of this program on this machine"),
        (9, "not a table of this program on this machine"),
        (20, "of another board, metric or block"),
        (22, "of another board, metric or block"),
        (23, "of another board, metric or block"),
        (24, "of another board, metric or block"),
        (32, "of another board, metric or block"),
        (HEAD, "its checksum does not match"),
        (middle, "its checksum does not match"),
        (bytes.len() - 1, "its checksum does not match"),
    ] {
        let mut bad = bytes.clone();
        bad[at] ^= 0x01;
        refused_then_rebuilt(dir.path(), &bad, why, &good, &format!("byte {at}"));
    }
}

#[test]
fn a_file_cut_short_or_too_long_is_rebuilt() {
    let dir = tempfile::tempdir().unwrap();
    let (good, bytes) = built(dir.path());
    let d = dir.path();
    refused_then_rebuilt(d, &bytes[..bytes.len() - 1], "cut short", &good, "a byte");
    refused_then_rebuilt(d, &bytes[..HEAD / 2], "cut short", &good, "in the header");
    refused_then_rebuilt(d, &[], "cut short", &good, "empty");
    let longer = [&bytes[..], &[0]].concat();
    refused_then_rebuilt(d, &longer, "longer than its header says", &good, "long");
}

#[test]
fn a_file_of_another_version_is_rebuilt() {
    let dir = tempfile::tempdir().unwrap();
    let (good, mut bytes) = built(dir.path());
    bytes[16..20].copy_from_slice(&(VERSION + 1).to_ne_bytes());
    refused_then_rebuilt(dir.path(), &bytes, "of another version", &good, "version");
}

#[test]
fn a_sound_file_of_another_block_metric_or_board_is_not_this_one() {
    let dir = tempfile::tempdir().unwrap();
    let (_, shape, metric) = four_by_four();
    let good = tables(dir.path()).entries().to_vec();
    let path = file(dir.path(), shape, metric, K);
    let foreign = Err(Problem::Unsound(
        "of another board, metric or block".to_string(),
    ));
    assert_eq!(load(&path, shape, metric, K + 1, LEN), foreign);
    assert_eq!(load(&path, shape, metric, K, LEN + 1), foreign);
    assert_eq!(load(&path, shape, Metric::Mtm, K, LEN), foreign);
    assert_eq!(
        load(&path, Shape::new(2, 8).unwrap(), metric, K, LEN),
        foreign
    );
    // Another table limit, another block, another file.
    assert_ne!(file(dir.path(), shape, metric, K + 1), path);
    // An entry with a bit no distance uses, under a matching checksum, is refused too.
    let mut odd = good;
    odd[7] |= 1 << 15;
    store(&path, shape, metric, K, &odd).unwrap();
    assert_eq!(
        load(&path, shape, metric, K, LEN),
        Err(Problem::Unsound("malformed".to_string()))
    );
}
