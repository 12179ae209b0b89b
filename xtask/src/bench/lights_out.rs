//! The Lights Out rows of `cargo xtask bench`: flip-game on the all-black n × n board to white
//! (OEIS A075464), where the kernel is large, and the search for the most steps any board of a
//! size needs (its God's number); left out of `--quick`, each taking seconds.
//!
//! 30 × 30 (kernel dimension 20) is still answered by the Gray-code walk; 39 × 39 (32) and
//! 47 × 47 (30), the slowest terms the release test checks against the published ones, by the
//! branch and bound; 67 × 67 (32), 61 × 61 (40) and 65 × 65 (42, the hardest under the work
//! limit: minutes, so once) by the branch and bound over one press set of each orbit of the
//! board's symmetries.
//!
//! The God's-number rows: 9 × 9 proven to white (37, with the work it takes, `--work 2^40`) and
//! to either colour (36, within the default work), and the bounds the default work gives on
//! 19 × 19 to white (tables of 357 MB), 29 × 29 to white (the bounds one apart) and 30 × 30 to
//! white (past the tables: the climbs and a subcode's search).

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

/// The God's-number rows: n, the `--size` flag, the target, the `--work` flag if not the
/// default, and what it prints.
const MOST: [(usize, &str, &str, Option<&str>, &str); 5] = [
    (9, "9x9", "white", Some("2^40"), "proves 37"),
    (9, "9x9", "either", None, "proves 36"),
    (19, "19x19", "white", None, "bounds"),
    (29, "29x29", "white", None, "bounds"),
    (30, "30x30", "white", None, "bounds"),
];

/// One row per size, the default algorithm with `--target white`, then the God's-number rows
/// (`stats --most`, three runs each); none with `--quick`.
pub(super) fn scenarios(quick: bool) -> Vec<Scenario> {
    if quick {
        return Vec::new();
    }
    let presses = ROWS.iter().map(|&(n, size, how, runs)| {
        let about = format!("Lights Out, all-on {n} × {n} to off (A075464, by the {how})");
        Scenario::new("flip-game", about, generate::all_black_flip_board(n, n))
            .runs(runs)
            .variant("gf2", &["--size", size, "--target", "white"])
    });
    let most = MOST.iter().map(|&(n, size, target, work, what)| {
        let about = format!("Lights Out's God's number, {n} × {n} to {target} ({what})");
        let mut flags = vec!["stats", "--most", "--size", size, "--target", target];
        if let Some(work) = work {
            flags.extend(["--work", work]);
        }
        Scenario::new("flip-game", about, String::new())
            .runs(3)
            .variant("radius", &flags)
    });
    presses.chain(most).collect()
}
