//! A board whose whole text fits in 64 bytes (4 × 4 is 20: four rows of four cells and a line
//! break each) read in a few word operations instead of row by row: each 8 bytes of the text are
//! one `u64`; one bit of each cell's byte tells `b` from `w`, the text the chunk must then be
//! (`b` there, `w` in every other cell, `\n` at every row's end) is compared with it in one go,
//! and the black cells are gathered into bits with one multiplication. This is the judge's hot path: tens of thousands of 4 × 4
//! boards a file.

use super::row::gather;

/// How the text of a board of one size is laid out: where each 8-byte chunk starts, and what
/// its bytes must be.
#[derive(Clone, Debug)]
pub(super) struct AtOnce {
    /// The text's length: `rows * (cols + 1)`, from 8 to 64.
    len: usize,
    /// Row r's cells, bits `r * cols` onwards, where the board keeps them; 1 to 32 rows.
    rows: [u64; 32],
    row_count: usize,
    /// The chunks. The last one ends at the end of the text and may overlap the one before. A
    /// fixed array, not a `Vec`: one board's chunks are read with no indirection.
    chunks: [Chunk; 8],
    /// How many of `chunks` are used.
    count: usize,
}

/// Eight bytes of a board's text, as [`AtOnce::new`] lays them out.
#[derive(Clone, Copy, Debug)]
struct Chunk {
    /// Where in the text they start.
    start: usize,
    /// What they are on an all-white board: `w` in every cell, `\n` at every row's end.
    white: u64,
    /// 1 in each byte that is a cell, 0 in each that ends a row.
    cells: u64,
}

impl Chunk {
    /// The chunk of the text of rows of `cols` cells that starts at byte `start`.
    const fn at(start: usize, cols: usize) -> Chunk {
        let mut chunk = Chunk {
            start,
            white: 0,
            cells: 0,
        };
        let mut i = 0;
        while i < 8 {
            let is_break = (start + i) % (cols + 1) == cols;
            let byte = if is_break { b'\n' } else { b'w' };
            chunk.white |= (byte as u64) << (8 * i);
            chunk.cells |= (!is_break as u64) << (8 * i);
            i += 1;
        }
        chunk
    }
}

impl AtOnce {
    /// The judge's 4 × 4 layout as a constant: read through it, every chunk start, pattern,
    /// shift and mask is known when the solver is compiled, and the read is a straight line.
    pub(super) const FOUR: AtOnce = match AtOnce::new(4, 4) {
        Some(layout) => layout,
        None => panic!("a 4 x 4 board's text is 20 bytes"),
    };

    /// The layout of a board of `rows` rows of `cols` cells, if its text is 8 to 64 bytes long.
    pub(super) const fn new(rows: usize, cols: usize) -> Option<AtOnce> {
        let len = match cols.checked_add(1) {
            Some(width) => rows.saturating_mul(width),
            None => return None,
        };
        if len < 8 || len > 64 {
            return None;
        }
        let mut chunks = [Chunk {
            start: 0,
            white: 0,
            cells: 0,
        }; 8];
        let mut count = 0;
        while 8 * count + 8 <= len {
            chunks[count] = Chunk::at(8 * count, cols);
            count += 1;
        }
        if len % 8 != 0 {
            chunks[count] = Chunk::at(len - 8, cols);
            count += 1;
        }
        let mut row_masks = [0; 32];
        let mut r = 0;
        while r < rows {
            row_masks[r] = ((1u64 << cols) - 1) << (r * cols);
            r += 1;
        }
        Some(AtOnce {
            len,
            rows: row_masks,
            row_count: rows,
            chunks,
            count,
        })
    }

    /// The black cells of the board whose text is `text` (bit `row * cols + col`), or `None` if
    /// a byte is not `b` or `w` where a cell is, or not `\n` where a row ends.
    ///
    /// # Panics
    /// If `text` is not `rows * (cols + 1)` bytes long.
    #[inline(always)]
    pub(super) fn read(&self, text: &[u8]) -> Option<u64> {
        assert_eq!(text.len(), self.len, "the text of one board");
        let mut black = 0u64;
        let mut valid = true;
        for chunk in &self.chunks[..self.count] {
            let start = chunk.start;
            let bytes = u64::from_le_bytes(text[start..start + 8].try_into().expect("8 bytes"));
            // Bit 2 tells `b` (0x62) from `w` (0x77): a guess at the black cells, a 1 in the
            // byte of each, that is right if the text is well formed.
            let black_cells = (!bytes >> 2) & chunk.cells;
            // The text the chunk must be if the guess is right: `b` there and what an all-white
            // board has everywhere else. Equal to it, every byte is what it must be and the
            // guess is right; otherwise the board is not well formed.
            valid &= bytes == chunk.white ^ (black_cells * u64::from(b'b' ^ b'w'));
            // An overlapping chunk sets again bits already set: OR is idempotent.
            black |= gather(black_cells << 7) << start;
        }
        if !valid {
            return None;
        }
        // Drop the line breaks' positions: row r's cells are bits r * (cols + 1) onwards, so
        // shifted right by r they are where the board keeps them, r * cols onwards.
        let mut cells = 0;
        for (r, &row) in self.rows[..self.row_count].iter().enumerate() {
            cells |= (black >> r) & row;
        }
        Some(cells)
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
