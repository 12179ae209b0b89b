//! The Lights Out rows of `cargo xtask bench`: flip-game on the all-black n × n board to white
//! (OEIS A075464), where the kernel is large; left out of `--quick`, each taking seconds.
//!
//! 30 × 30 (kernel dimension 20) is still answered by the Gray-code walk; 39 × 39 (32) and
//! 47 × 47 (30), the slowest terms the release test checks against the published ones, by the
//! branch and bound; 67 × 67 (32), 61 × 61 (40) and 65 × 65 (42, the hardest under the work
//! limit: minutes, so once) by the branch and bound over one press set of each orbit of the
//! board's symmetries.

use super::scenarios::Scenario;
use testkit::generate;

/// The sizes: n, the `--size` flag, what answers them by default, and the runs (three, as for
/// the classic algorithms, where a run takes seconds).
const ROWS: [(usize, &str, &str, usize); 6] = [
    (30, "30x30", "walk", 3),
    (39, "39x39", "branch and bound", 3),
    (47, "47x47", "branch and bound", 3),
    (67, "67x67", "branch and bound", 3),
    (61, "61x61", "branch and bound", 1),
    (65, "65x65", "branch and bound", 1),
];

/// One row per size, the default algorithm with `--target white`; none with `--quick`.
pub(super) fn scenarios(quick: bool) -> Vec<Scenario> {
    let rows = if quick { &ROWS[..0] } else { &ROWS[..] };
    rows.iter()
        .map(|&(n, size, how, runs)| {
            let about = format!("Lights Out, all-on {n} × {n} to off (A075464, by the {how})");
            Scenario::new("flip-game", about, generate::all_black_flip_board(n, n))
                .runs(runs)
                .variant("gf2", &["--size", size, "--target", "white"])
        })
        .collect()
}
