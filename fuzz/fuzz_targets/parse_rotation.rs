//! Raw bytes through `rotation_game::run`: the first byte picks the flags (bit 0 `--explain`,
//! bit 1 also `--algorithm ida-star`, compared with the table's answers), the rest is the input.
//! IDA* runs only on short inputs whose boards are all near solved (it is slow on far ones).
#![no_main]

use libfuzzer_sys::fuzz_target;
use puzzle_fuzz::{FlagCache, Show, assert_same, cached, check_run, with_algorithm};
use rotation_game::solve::{Algorithm, solve};
use rotation_game::{Options, parse::Reader, run};

/// IDA* runs on inputs of at most this many bytes (a dozen boards)...
const IDA_STAR_MAX_LEN: usize = 640;
/// ...whose boards all need at most this many moves.
const IDA_STAR_MAX_MOVES: usize = 8;

static FLAGS: FlagCache<(Options, Options, Show)> = FlagCache::new();

/// The options of the first run, those of the comparison run, and what to show.
fn flags(byte: u8) -> (Options, Options, Show) {
    let parse = |algorithm| with_algorithm::<Options>("rotation-game", algorithm, byte & 1 != 0);
    let (table, show) = parse("table");
    let (ida, _) = parse("ida-star");
    (table, ida, show)
}

/// Whether IDA* is quick enough on every board of `data` (up to the first error).
fn near_solved(data: &[u8]) -> bool {
    let mut reader = Reader::new(data);
    while let Ok(Some(board)) = reader.next_case() {
        if solve(&board, Algorithm::Table).moves.len() > IDA_STAR_MAX_MOVES {
            return false;
        }
    }
    true
}

fuzz_target!(|bytes: &[u8]| {
    let Some((&byte, data)) = bytes.split_first() else {
        return;
    };
    let (table, ida, show) = cached(&FLAGS, byte, flags);
    let first = check_run(data, |input, out| run(input, out, &table, show));
    if byte & 2 != 0 && data.len() <= IDA_STAR_MAX_LEN && near_solved(data) {
        let second = check_run(data, |input, out| run(input, out, &ida, show));
        assert_same("table and ida-star", &first, &second, |_, _| false);
    }
});
