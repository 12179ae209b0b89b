//! How a [`Scanner`] reads: whatever the reader has ready, validated as UTF-8 once and copied
//! once into the scanner's text.

use std::io::BufRead;

use super::{BYTE_ORDER_MARK, ParseError, Pos, Scanner};

/// What [`Scanner::refill`] found.
pub(super) enum Refill {
    More,
    End,
    NotUtf8,
}

impl<R: BufRead> Scanner<R> {
    /// Appends the text the reader has ready to the unconsumed text (dropping the consumed part
    /// first). A read error is reported at `pos`.
    pub(super) fn refill(&mut self, pos: Pos) -> Result<Refill, ParseError> {
        if self.invalid {
            return Ok(Refill::NotUtf8);
        }
        if self.eof {
            return Ok(Refill::End);
        }
        self.text.drain(..self.start);
        self.start = 0;
        let ready = loop {
            match self.reader.fill_buf() {
                Ok(ready) => break ready,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    return Err(ParseError::new(pos, format!("cannot read the input: {e}")));
                }
            }
        };
        let n = ready.len();
        if n == 0 {
            self.eof = true;
            // A character cut off by the end of the input.
            self.invalid = !self.partial.is_empty();
            return Ok(if self.invalid {
                Refill::NotUtf8
            } else {
                Refill::End
            });
        }
        // Usually no character is pending from the last read: then the reader's bytes are
        // validated where they are and copied once.
        let (good, bad) = if self.partial.is_empty() {
            let (good, bad) = append_valid(&mut self.text, ready);
            self.partial.extend_from_slice(&ready[good..]);
            (good, bad)
        } else {
            self.partial.extend_from_slice(ready);
            let (good, bad) = append_valid(&mut self.text, &self.partial);
            self.partial.drain(..good);
            (good, bad)
        };
        self.reader.consume(n);
        self.invalid = bad;
        if !self.started && !self.text.is_empty() {
            self.started = true;
            // Not a character of the input but a mark of its encoding: it takes no column.
            if self.text.starts_with(BYTE_ORDER_MARK) {
                self.start = BYTE_ORDER_MARK.len_utf8();
            }
        }
        Ok(if good > 0 {
            Refill::More
        } else if bad {
            Refill::NotUtf8
        } else {
            // Only part of a character so far: read on.
            return self.refill(pos);
        })
    }
}

/// Appends the longest valid UTF-8 prefix of `bytes` to `text`: its length, and whether a bad
/// byte follows it (rather than the start of a character the next read completes).
fn append_valid(text: &mut String, bytes: &[u8]) -> (usize, bool) {
    match std::str::from_utf8(bytes) {
        Ok(valid) => {
            text.push_str(valid);
            (bytes.len(), false)
        }
        Err(e) => {
            let good = e.valid_up_to();
            let valid = std::str::from_utf8(&bytes[..good]).expect("valid up to here");
            text.push_str(valid);
            // `error_len` is `None` when the bytes only stop short of a whole character.
            (good, e.error_len().is_some())
        }
    }
}
