//! The Lights Out rows of `cargo xtask bench`: flip-game on the all-black n × n board to white
//! (OEIS A075464), where the kernel is large; left out of `--quick`, each taking seconds.
//!
//! 30 × 30 (kernel dimension 20) is still answered by the Gray-code walk; 39 × 39 (32) and
//! 47 × 47 (30), the slowest terms the release test checks, by the branch and bound. 61 × 61
//! (40) and 65 × 65 (42) are out of reach: flip-game refuses them after its work limit, about a
//! minute, and a refusal fails a measured run, so they have no row.

use super::scenarios::Scenario;

/// The sizes: n, the `--size` flag, and what answers them by default.
const ROWS: [(usize, &str, &str); 3] = [
    (30, "30x30", "walk"),
    (39, "39x39", "branch and bound"),
    (47, "47x47", "branch and bound"),
];

/// The all-black n × n board, in the judge format.
fn all_black(n: usize) -> String {
    format!("{}\n", "b".repeat(n)).repeat(n)
}

/// One row per size, the default algorithm with `--target white`; none with `--quick`.
pub(super) fn scenarios(quick: bool) -> Vec<Scenario> {
    let rows = if quick { &ROWS[..0] } else { &ROWS[..] };
    rows.iter()
        .map(|&(n, size, how)| {
            let about = format!("Lights Out, all-on {n} × {n} to off (A075464, by the {how})");
            Scenario::new("flip-game", about, all_black(n))
                // Seconds each (39 × 39 and 47 × 47): three runs, as for the classic algorithms.
                .runs(3)
                .variant("gf2", &["--size", size, "--target", "white"])
        })
        .collect()
}
