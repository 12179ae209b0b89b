//! A board whose whole text fits in 64 bytes (4 × 4 is 20: four rows of four cells and a line
//! break each) read in a few word operations instead of row by row: each 8 bytes of the text are
//! one `u64`, compared with eight `b`s, eight `w`s and eight line breaks at once, checked against
//! where the line breaks must be, and the black cells gathered into bits with one
//! multiplication. This is the judge's hot path: tens of thousands of 4 × 4 boards a file.

use super::row::{EVERY_BYTE, gather, zero_bytes};

/// How the text of a board of one size is laid out: where each 8-byte chunk starts, and which of
/// its bytes must be line breaks.
#[derive(Clone, Debug)]
pub(super) struct AtOnce {
    /// The text's length: `rows * (cols + 1)`, from 8 to 64.
    len: usize,
    rows: usize,
    cols: usize,
    /// The chunks: their start, and `0x80` in each byte that must be `\n`, `0` in each that
    /// must be a cell. The last chunk ends at the end of the text and may overlap the one before.
    chunks: Vec<(usize, u64)>,
}

impl AtOnce {
    /// The layout of a board of `rows` rows of `cols` cells, if its text is 8 to 64 bytes long.
    pub(super) fn new(rows: usize, cols: usize) -> Option<AtOnce> {
        let len = rows.checked_mul(cols + 1)?;
        if !(8..=64).contains(&len) {
            return None;
        }
        let starts = (0..len / 8)
            .map(|k| 8 * k)
            .chain((len % 8 != 0).then_some(len - 8));
        let chunks = starts
            .map(|start| {
                let breaks = (0..8)
                    .filter(|i| (start + i) % (cols + 1) == cols)
                    .fold(0u64, |acc, i| acc | 0x80 << (8 * i));
                (start, breaks)
            })
            .collect();
        Some(AtOnce {
            len,
            rows,
            cols,
            chunks,
        })
    }

    /// The black cells of the board whose text is `text` (bit `row * cols + col`), or `None` if
    /// a byte is not `b` or `w` where a cell is, or not `\n` where a row ends.
    ///
    /// # Panics
    /// If `text` is not `rows * (cols + 1)` bytes long.
    #[inline]
    pub(super) fn read(&self, text: &[u8]) -> Option<u64> {
        assert_eq!(text.len(), self.len, "the text of one board");
        let mut black = 0u64;
        let mut valid = true;
        for &(start, breaks) in &self.chunks {
            let bytes = u64::from_le_bytes(text[start..start + 8].try_into().expect("8 bytes"));
            let is_black = zero_bytes(bytes ^ (EVERY_BYTE * u64::from(b'b')));
            let is_white = zero_bytes(bytes ^ (EVERY_BYTE * u64::from(b'w')));
            let is_break = zero_bytes(bytes ^ (EVERY_BYTE * u64::from(b'\n')));
            // The three never hold for one byte, so this says every byte is what it must be.
            valid &= (is_black | is_white | is_break) == EVERY_BYTE * 0x80 && is_break == breaks;
            // An overlapping chunk sets again bits already set: OR is idempotent.
            black |= gather(is_black) << start;
        }
        if !valid {
            return None;
        }
        // Drop the line breaks' positions: row r's cells are bits r * (cols + 1) onwards.
        let row_mask = (1u64 << self.cols) - 1;
        Some((0..self.rows).fold(0, |cells, r| {
            cells | ((black >> (r * (self.cols + 1))) & row_mask) << (r * self.cols)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Row by row, the obvious way.
    fn obvious(text: &[u8], rows: usize, cols: usize) -> Option<u64> {
        let mut cells = 0u64;
        for (r, line) in text.chunks(cols + 1).enumerate() {
            if line[cols] != b'\n' || r >= rows {
                return None;
            }
            for (c, &byte) in line[..cols].iter().enumerate() {
                match byte {
                    b'b' => cells |= 1 << (r * cols + c),
                    b'w' => {}
                    _ => return None,
                }
            }
        }
        Some(cells)
    }

    #[test]
    fn only_texts_of_8_to_64_bytes_are_read_at_once() {
        assert!(AtOnce::new(1, 1).is_none());
        assert!(AtOnce::new(2, 3).is_some());
        assert!(AtOnce::new(4, 4).is_some());
        assert!(AtOnce::new(8, 7).is_some());
        assert!(AtOnce::new(8, 8).is_none());
        assert!(AtOnce::new(1, 64).is_none());
    }

    #[test]
    fn every_shape_agrees_with_the_obvious_reading_on_good_and_bad_texts() {
        let mut rng = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        let mut shapes = 0;
        for rows in 1..=64 {
            for cols in 1..=63 {
                let Some(at_once) = AtOnce::new(rows, cols) else {
                    continue;
                };
                shapes += 1;
                for trial in 0..300 {
                    let mut text: Vec<u8> = (0..rows * (cols + 1))
                        .map(|i| match (i % (cols + 1) == cols, next() % 2) {
                            (true, _) => b'\n',
                            (false, 0) => b'b',
                            _ => b'w',
                        })
                        .collect();
                    // Most texts get one byte changed, to any byte at all.
                    if trial % 4 != 0 {
                        let at = (next() % text.len() as u64) as usize;
                        text[at] = next() as u8;
                    }
                    assert_eq!(
                        at_once.read(&text),
                        obvious(&text, rows, cols),
                        "{rows}x{cols}: {:?}",
                        String::from_utf8_lossy(&text)
                    );
                }
            }
        }
        assert!(shapes > 100, "{shapes} shapes");
    }
}
