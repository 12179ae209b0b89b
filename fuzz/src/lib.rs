//! What the fuzz targets share: the promises every solver keeps whatever bytes it is fed, checked
//! on its library's `run` exactly as the binary calls it, and a cache of parsed flags.
//!
//! A run over any input must end (libFuzzer's `-timeout` catches a hang, `-rss_limit_mb` memory
//! past the bound `cargo xtask fuzz` sets), never panic, and either succeed or stop with
//! `Error::Input` at a real place of the input: a line that exists and a column within it or
//! just past its end. Output for a case after the first error is caught by cutting the input
//! where the error points: everything the whole input printed, the cut input prints too (it may
//! print one answer more, when the cut leaves a complete case, such as the `b` of a row `bw` on
//! a 1 × 1 board), and it may fail only at the same place or later, never earlier.

use std::sync::OnceLock;

use solver_cli::shell::Error;
pub use solver_cli::shell::Show;
use solver_cli::shell::{Cli, Solver};
use solver_cli::{ParseError, Pos};

/// How a run ended: `None` for success, or where and why the input was refused.
pub type Ending = Option<(Pos, String)>;

/// What one checked run gave: its output and its ending.
pub type Checked = (Vec<u8>, Ending);

/// The flags of every first byte, parsed once: parsing them with clap on every execution would
/// cost more than most runs.
pub type FlagCache<T> = OnceLock<Vec<T>>;

/// The solver's own flags and what to show, parsed from `args` as its binary parses them.
///
/// # Panics
/// If the flags do not parse: the target's mistake, not the solver's.
pub fn parse<S: Solver>(args: &[&str]) -> (S, Show) {
    let cli = Cli::<S>::try_parse_from(args).expect("valid flags");
    (cli.options, cli.shell.show(&Vec::new()))
}

/// [`parse`] of `binary --algorithm algorithm --color always`, and `--explain` when `explain`
/// (colour on, so drawings are the longest text).
pub fn with_algorithm<S: Solver>(binary: &str, algorithm: &str, explain: bool) -> (S, Show) {
    let mut args = vec![binary, "--algorithm", algorithm, "--color", "always"];
    if explain {
        args.push("--explain");
    }
    parse(&args)
}

/// The flags of `byte`, from the flags of all 256 bytes, made by `make` the first time.
pub fn cached<T: Clone>(cache: &'static FlagCache<T>, byte: u8, make: fn(u8) -> T) -> T {
    cache.get_or_init(|| (0..=u8::MAX).map(make).collect())[usize::from(byte)].clone()
}

/// Runs `solve` on `input` and checks every promise above.
///
/// # Panics
/// When a promise is broken: that is the fuzzer's finding.
pub fn check_run(
    input: &[u8],
    solve: impl Fn(&[u8], &mut Vec<u8>) -> Result<(), Error>,
) -> Checked {
    let mut output = Vec::new();
    let error = match solve(input, &mut output) {
        Ok(()) => return (output, None),
        Err(Error::Input(error)) => error,
        Err(other) => panic!("only bad input may stop a run on a Vec, not {other:?}"),
    };
    check_error(input, &error);
    let Some(at) = byte_offset(input, error.pos) else {
        panic!("{error} points at no place in the input");
    };
    let mut before = Vec::new();
    match solve(&input[..at], &mut before) {
        Ok(()) => {}
        Err(Error::Input(cut)) => assert!(
            (cut.pos.line, cut.pos.column) >= (error.pos.line, error.pos.column),
            "the input cut at the error ({error}) fails earlier: {cut}"
        ),
        Err(other) => panic!("only bad input may stop a run on a Vec, not {other:?}"),
    }
    assert!(
        before.starts_with(&output),
        "output after the error at {}: {:?}, where the input up to there gives {:?}",
        error.pos,
        String::from_utf8_lossy(&output),
        String::from_utf8_lossy(&before)
    );
    (output, Some((error.pos, error.message)))
}

/// An error's message is one short line: it quotes a short piece of what it found.
fn check_error(input: &[u8], error: &ParseError) {
    let message = error.to_string();
    assert!(!error.message.is_empty(), "an error says what is wrong");
    assert!(!message.contains('\n'), "one line: {message:?}");
    // The longest fixed wording plus a quote of at most 40 characters (each at most 10 bytes
    // escaped) and its length: far below any input that could repeat itself in a message.
    assert!(
        message.len() <= 600,
        "a message of {} bytes for an input of {}",
        message.len(),
        input.len()
    );
}

/// Asserts that two checked runs of one input gave the same output and ending, unless `differ`
/// allows their endings to differ; then the output of the run that stopped first is the start of
/// the other's.
///
/// # Panics
/// When they differ otherwise.
pub fn assert_same(
    what: &str,
    a: &Checked,
    b: &Checked,
    differ: impl Fn(&Ending, &Ending) -> bool,
) {
    if a == b {
        return;
    }
    let text = |(output, ending): &Checked| {
        format!("{:?} then {ending:?}", String::from_utf8_lossy(output))
    };
    if a.1 != b.1 && differ(&a.1, &b.1) {
        let (short, long) = if a.0.len() <= b.0.len() {
            (a, b)
        } else {
            (b, a)
        };
        assert!(
            long.0.starts_with(&short.0),
            "{what}: {} against {}",
            text(a),
            text(b)
        );
        return;
    }
    panic!("{what} differ: {} against {}", text(a), text(b));
}

/// The byte where `pos` is in `input`: lines end at `\n`, columns count characters from 1, a
/// leading byte-order mark is not part of line 1. The column just past a line's last character
/// (or its last valid one, before bytes that are not UTF-8) is a place too. `None` if there is
/// no such place.
pub fn byte_offset(input: &[u8], pos: Pos) -> Option<usize> {
    let mut start = if input.starts_with("\u{feff}".as_bytes()) {
        3
    } else {
        0
    };
    for _ in 1..pos.line {
        start += input[start..].iter().position(|&b| b == b'\n')? + 1;
    }
    let end = input[start..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(input.len(), |i| start + i);
    let line = &input[start..end];
    let text = match std::str::from_utf8(line) {
        Ok(text) => text,
        Err(e) => std::str::from_utf8(&line[..e.valid_up_to()]).expect("valid up to there"),
    };
    let column = pos.column.checked_sub(1)?;
    if column == text.chars().count() {
        return Some(start + text.len());
    }
    text.char_indices().nth(column).map(|(i, _)| start + i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_count_characters_and_skip_a_byte_order_mark() {
        let pos = |line, column| Pos { line, column };
        assert_eq!(byte_offset(b"ab\ncd", pos(2, 2)), Some(4));
        assert_eq!(byte_offset(b"ab\ncd", pos(2, 3)), Some(5));
        assert_eq!(byte_offset(b"ab\ncd", pos(2, 4)), None);
        assert_eq!(byte_offset(b"ab\n", pos(2, 1)), Some(3));
        assert_eq!(byte_offset(b"ab\n", pos(3, 1)), None);
        assert_eq!(byte_offset("\u{feff}é x".as_bytes(), pos(1, 3)), Some(6));
        assert_eq!(byte_offset(b"a\xffb", pos(1, 2)), Some(1));
    }
}
