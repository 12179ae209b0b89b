//! Raw bytes through `dicey_problem::run`: the first byte picks the flags (bit 0 `--explain`,
//! bit 1 also `--algorithm tuple-bfs`, compared with the dense search's output), the rest is the
//! input. The two may end differently only where one refuses a maze too large for it.
#![no_main]

use dicey_problem::{Options, run};
use libfuzzer_sys::fuzz_target;
use puzzle_fuzz::{Ending, FlagCache, Show, assert_same, cached, check_run, with_algorithm};

static FLAGS: FlagCache<(Options, Options, Show)> = FlagCache::new();

/// The options of the first run, those of the comparison run, and what to show.
fn flags(byte: u8) -> (Options, Options, Show) {
    let parse = |algorithm| with_algorithm::<Options>("dicey-problem", algorithm, byte & 1 != 0);
    let (dense, show) = parse("dense");
    let (tuple, _) = parse("tuple-bfs");
    (dense, tuple, show)
}

/// Whether an ending is the refusal of a maze too large for the algorithm.
fn size_limit(end: &Ending) -> bool {
    end.as_ref()
        .is_some_and(|(_, message)| message.contains("cells") && message.contains("at most"))
}

fuzz_target!(|bytes: &[u8]| {
    let Some((&byte, data)) = bytes.split_first() else {
        return;
    };
    let (dense, tuple, show) = cached(&FLAGS, byte, flags);
    let first = check_run(data, |input, out| run(input, out, &dense, show));
    if byte & 2 != 0 {
        let second = check_run(data, |input, out| run(input, out, &tuple, show));
        assert_same("dense and tuple-bfs", &first, &second, |a, b| {
            size_limit(a) || size_limit(b)
        });
    }
});
