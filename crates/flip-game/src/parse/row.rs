//! One row of `b`/`w` characters into bits, eight cells at a time: the bytes of eight cells are
//! one `u64`, compared with eight `b`s and eight `w`s at once, and the eight answers gathered
//! into eight bits with one multiplication. A 4 × 4 board is read with four such steps rather
//! than sixteen branches.

/// Sets the bits of the black cells of `row` (`b` black, `w` white) in `words`, from bit `base`
/// on; false if a character is neither (the bits are then meaningless).
#[inline]
pub(super) fn put_row(words: &mut [u64], base: usize, row: &[u8]) -> bool {
    let mut valid = true;
    let mut at = base;
    let mut chunks = row.chunks_exact(8);
    for chunk in &mut chunks {
        let (black, ok) = eight_cells(u64::from_le_bytes(chunk.try_into().expect("8 bytes")));
        valid &= ok;
        put_bits(words, at, black, 8);
        at += 8;
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        // Padded with white cells, which set no bit and are valid.
        let mut bytes = EVERY_BYTE * u64::from(b'w');
        for (i, &byte) in rest.iter().enumerate() {
            bytes = bytes & !(0xff << (8 * i)) | u64::from(byte) << (8 * i);
        }
        let (black, ok) = eight_cells(bytes);
        valid &= ok;
        put_bits(words, at, black, rest.len());
    }
    valid
}

/// Eight cells, byte `i` of `bytes` the cell `i`: the black ones as bits `0..8`, and whether all
/// eight are `b` or `w`.
#[inline]
fn eight_cells(bytes: u64) -> (u64, bool) {
    let black = zero_bytes(bytes ^ (EVERY_BYTE * u64::from(b'b')));
    let white = zero_bytes(bytes ^ (EVERY_BYTE * u64::from(b'w')));
    (gather(black), black | white == EVERY_BYTE * 0x80)
}

/// One in each byte: times a byte value, that byte eight times.
pub(super) const EVERY_BYTE: u64 = 0x0101_0101_0101_0101;

/// Bit 7 of each byte `i` of `flags` (the others clear) as bit `i` of the result.
#[inline]
pub(super) fn gather(flags: u64) -> u64 {
    // Bit 7 of byte i moves to bit 56 + i: the eight shifted copies never overlap, so no carry.
    ((flags >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56
}

/// `0x80` in every byte of `x` that is zero and `0` in every other, exactly (the classic
/// has-zero-byte test without its false positives above a zero byte).
#[inline]
pub(super) fn zero_bytes(x: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    !(((x & LOW7) + LOW7) | x | LOW7)
}

/// Ors the `n` low bits of `bits` into `words` from bit `at` on.
#[inline]
fn put_bits(words: &mut [u64], at: usize, bits: u64, n: usize) {
    let (word, shift) = (at / 64, at % 64);
    words[word] |= bits << shift;
    if shift + n > 64 {
        words[word + 1] |= bits >> (64 - shift);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cell by cell, the obvious way.
    fn obvious(words: usize, base: usize, row: &[u8]) -> (Vec<u64>, bool) {
        let mut out = vec![0u64; words];
        for (i, &byte) in row.iter().enumerate() {
            if byte == b'b' {
                out[(base + i) / 64] |= 1 << ((base + i) % 64);
            }
        }
        (out, row.iter().all(|&b| b == b'b' || b == b'w'))
    }

    #[test]
    fn every_row_of_up_to_ten_cells_and_every_offset_agrees_with_the_obvious_reading() {
        let alphabet = [b'b', b'w', b'x', b'B', b'b' ^ 0x80, 0, b'w' + 1];
        let mut rng = 0x2545_f491_4f6c_dd1d_u64;
        for len in 0..=10usize {
            for base in [0, 1, 7, 56, 60, 63, 64, 100] {
                for _ in 0..200 {
                    let row: Vec<u8> = (0..len)
                        .map(|_| {
                            rng ^= rng << 13;
                            rng ^= rng >> 7;
                            rng ^= rng << 17;
                            // Mostly valid rows, so both answers are exercised.
                            let pick = (rng % 16) as usize;
                            alphabet[if pick < 14 { pick % 2 } else { 2 + pick % 5 }]
                        })
                        .collect();
                    let mut words = vec![0u64; 3];
                    let valid = put_row(&mut words, base, &row);
                    let (expected, expected_valid) = obvious(3, base, &row);
                    assert_eq!(valid, expected_valid, "{row:?} at {base}");
                    if valid {
                        assert_eq!(words, expected, "{row:?} at {base}");
                    }
                }
            }
        }
    }

    #[test]
    fn long_rows_cross_words() {
        let row: Vec<u8> = (0..1024)
            .map(|i| if i % 3 == 0 { b'b' } else { b'w' })
            .collect();
        for base in [0, 5, 64, 1023] {
            let mut words = vec![0u64; 34];
            assert!(put_row(&mut words, base, &row));
            assert_eq!(words, obvious(34, base, &row).0, "at {base}");
        }
    }
}
