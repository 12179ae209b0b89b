//! Raw bytes through `flip_game::run`: the first byte picks the flags, the rest is the input.
//! Bits 0–3 pick `--size` from [`SHAPES`] (xtask's seeds use the same list), bit 4 `--explain`,
//! bits 5–7 `--algorithm` (0 the default, then table, gf2, bfs, enumerate, then the default
//! again, with `--target white` for 5 and `--target black` for 6). A run with another algorithm than the default is compared with the default's
//! answers. The classic searches run only on short inputs of at most 16 cells a board, and a
//! table for a shape other than 4 × 4 (built on every run) only on shapes of at most 12 cells;
//! on a shape past 20 cells a small-board algorithm must be refused as bad usage before
//! anything is written.
#![no_main]

use flip_game::board::Size;
use flip_game::solve::Algorithm;
use flip_game::{Error, Options, run};
use libfuzzer_sys::fuzz_target;
use puzzle_fuzz::{FlagCache, Show, assert_same, cached, check_run};

/// The shapes `--size` takes here, by the low four bits of the first byte: those of the brief
/// first, then every other shape of testdata. `cargo xtask fuzz` seeds with the same list.
const SHAPES: [&str; 16] = [
    "4x4", "1x1", "3x7", "5x5", "9x9", "200x200", "3x3", "2x3", "1x5", "4x5", "5x4", "6x6", "3x10",
    "16x16", "1x20", "20x20",
];

/// `bfs` and `enumerate` (2^cells work a board) run on inputs of at most this many bytes.
const CLASSIC_MAX_LEN: usize = 96;

/// Options with the default algorithm, options with the byte's one, and what to show.
type Flags = (Options, Options, Show);

static FLAGS: FlagCache<Flags> = FlagCache::new();

fn flags(byte: u8) -> Flags {
    let parse = |algorithm: Option<&str>| {
        let shape = SHAPES[usize::from(byte & 15)];
        let mut args = vec!["flip-game", "--size", shape, "--color", "always"];
        match byte >> 5 {
            5 => args.extend(["--target", "white"]),
            6 => args.extend(["--target", "black"]),
            _ => {}
        }
        if let Some(algorithm) = algorithm {
            args.extend(["--algorithm", algorithm]);
        }
        if byte & 16 != 0 {
            args.push("--explain");
        }
        puzzle_fuzz::parse::<Options>(&args)
    };
    let (default, show) = parse(None);
    let chosen = match (byte >> 5) % 5 {
        1 => Some("table"),
        2 => Some("gf2"),
        3 => Some("bfs"),
        4 => Some("enumerate"),
        _ => None,
    };
    (default, parse(chosen).0, show)
}

fuzz_target!(|bytes: &[u8]| {
    let Some((&byte, data)) = bytes.split_first() else {
        return;
    };
    let (default, chosen, show) = cached(&FLAGS, byte, flags);
    let first = check_run(data, |input, out| run(input, out, &default, show));
    let Some(algorithm) = chosen.algorithm else {
        return;
    };
    let cells = chosen.size.cells();
    let small_only = algorithm != Algorithm::Gf2;
    if small_only && cells > 20 {
        let mut out = Vec::new();
        let err = run(data, &mut out, &chosen, show).expect_err("refused as bad usage");
        assert!(matches!(err, Error::Usage(_)), "{err:?}");
        assert!(out.is_empty(), "output before refusing the flags");
        return;
    }
    let classic = matches!(algorithm, Algorithm::Bfs | Algorithm::Enumerate);
    let fresh_table = algorithm == Algorithm::Table && chosen.size != Size::FOUR && cells > 12;
    if (classic && (data.len() > CLASSIC_MAX_LEN || cells > 16)) || fresh_table {
        return;
    }
    let second = check_run(data, |input, out| run(input, out, &chosen, show));
    // Drawings show the presses found, which may differ where several are lightest.
    if show == Show::Answers {
        assert_same(
            "the default and another algorithm",
            &first,
            &second,
            |_, _| false,
        );
    }
});
