//! Raw bytes through `cantor_grid::run`: the first byte picks the flags (bit 0 `--explain`, bits
//! 1–2 the algorithm: 0 and 3 `auto`, 1 `scan`, 2 `fill`), the rest is the input. A run with
//! another algorithm than `auto` is compared with `auto`'s (answers, not drawings). `fill` (up
//! to 9! look-ups a query) runs only on short inputs.
#![no_main]

use cantor_grid::{Options, run};
use libfuzzer_sys::fuzz_target;
use puzzle_fuzz::{FlagCache, Show, assert_same, cached, check_run, with_algorithm};

/// `fill` (up to 9! look-ups a query) runs on inputs of at most this many bytes (two queries).
const FILL_MAX_LEN: usize = 80;

static FLAGS: FlagCache<(Options, Options, Show)> = FlagCache::new();

/// The options of `auto`, those of the algorithm the byte picks, and what to show.
fn flags(byte: u8) -> (Options, Options, Show) {
    let parse = |algorithm| with_algorithm::<Options>("cantor-grid", algorithm, byte & 1 != 0);
    let (auto, show) = parse("auto");
    let other = match byte >> 1 & 3 {
        1 => parse("scan").0,
        2 => parse("fill").0,
        _ => auto,
    };
    (auto, other, show)
}

fuzz_target!(|bytes: &[u8]| {
    let Some((&byte, data)) = bytes.split_first() else {
        return;
    };
    let (auto, other, show) = cached(&FLAGS, byte, flags);
    let first = check_run(data, |input, out| run(input, out, &auto, show));
    let fill = other.algorithm == cantor_grid::Algorithm::Fill;
    if other != auto && (!fill || data.len() <= FILL_MAX_LEN) {
        let second = check_run(data, |input, out| run(input, out, &other, show));
        // Drawings show the arrangement found, which may differ where several are nearest.
        if show == Show::Answers {
            assert_same("auto and another algorithm", &first, &second, |_, _| false);
        }
    }
});
