//! The judge's answer line.

use std::io::{self, Write};

/// Writes one board's answer: the fewest steps, or `Impossible`, and a line end.
///
/// ```
/// let mut out = Vec::new();
/// flip_game::format::write_answer(&mut out, Some(4)).unwrap();
/// flip_game::format::write_answer(&mut out, None).unwrap();
/// assert_eq!(out, b"4\nImpossible\n");
/// ```
pub fn write_answer(out: &mut impl Write, steps: Option<usize>) -> io::Result<()> {
    match steps {
        Some(n) => {
            // Digits by hand, right to left: `writeln!` would go through the formatting machinery
            // for every one of tens of thousands of short lines.
            let mut line = [0u8; 21];
            let mut at = line.len() - 1;
            line[at] = b'\n';
            let mut rest = n;
            loop {
                at -= 1;
                line[at] = b'0' + (rest % 10) as u8;
                rest /= 10;
                if rest == 0 {
                    break;
                }
            }
            out.write_all(&line[at..])
        }
        None => out.write_all(b"Impossible\n"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_as_the_formatter_writes_them() {
        let mut samples: Vec<usize> = (0..=1100).collect();
        samples.extend([9_999, 10_000, 123_456_789, usize::MAX / 7, usize::MAX]);
        for n in samples {
            let mut out = Vec::new();
            write_answer(&mut out, Some(n)).unwrap();
            assert_eq!(out, format!("{n}\n").into_bytes());
        }
    }
}
