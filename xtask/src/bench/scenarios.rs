//! What `cargo xtask bench` measures: the plans (full and `--quick`) and the scenarios, each a
//! seeded input and the solver runs timed on it.

use testkit::generate::{self, Rng};

/// How big and how often, by mode.
pub struct Plan {
    pub runs: usize,
    pub classic_runs: usize,
    pub rotation_classic_boards: usize,
    pub flip_classic_boards: usize,
    pub cantor_classic_queries: usize,
    /// Runs of each 12-cell Loopover census; none leaves them out.
    pub loopover_census_runs: usize,
    /// Random 4 × 4 boards in each file of the search rows (the full plan adds files of 30 and
    /// MTM), and the runs of each.
    pub loopover_random_boards: usize,
    pub loopover_random_runs: usize,
}

pub const FULL: Plan = Plan {
    runs: 11,
    classic_runs: 3,
    rotation_classic_boards: 8,
    flip_classic_boards: 4096,
    cantor_classic_queries: 100,
    loopover_census_runs: 3,
    loopover_random_boards: 100,
    loopover_random_runs: 3,
};
pub const QUICK: Plan = Plan {
    runs: 3,
    classic_runs: 1,
    rotation_classic_boards: 1,
    flip_classic_boards: 256,
    cantor_classic_queries: 10,
    loopover_census_runs: 0,
    loopover_random_boards: 10,
    loopover_random_runs: 1,
};

/// One input and the solver runs measured on it.
pub struct Scenario {
    pub problem: &'static str,
    pub input: String,
    /// What the input is, for the table.
    pub about: String,
    /// The target the project set for the default algorithm, if there is one.
    pub target: Option<&'static str>,
    /// Runs of the default, where fewer than the plan's (a census takes seconds).
    pub runs: Option<usize>,
    /// The first is the default algorithm, the rest are compared with it.
    pub variants: Vec<Variant>,
}

/// One way of answering a scenario's input: the solver's binary with flags, or a yardstick
/// program of its crate (an example).
pub struct Variant {
    /// The `--algorithm` value, with "(classic)" for the textbook algorithm.
    pub label: &'static str,
    /// The example of the problem's crate run instead of its binary.
    pub example: Option<&'static str>,
    pub flags: Vec<&'static str>,
    /// Runs, where not the plan's (a yardstick that takes minutes runs once).
    pub runs: Option<usize>,
}

impl Scenario {
    /// A row of `problem` on `input`, described by `about`, with no target, the plan's runs and
    /// no algorithm yet: add them with the methods below.
    pub fn new(problem: &'static str, about: impl Into<String>, input: String) -> Scenario {
        Scenario {
            problem,
            input,
            about: about.into(),
            target: None,
            runs: None,
            variants: Vec::new(),
        }
    }

    /// The target the project set for the default algorithm.
    pub fn target(self, target: &'static str) -> Scenario {
        Scenario {
            target: Some(target),
            ..self
        }
    }

    /// Runs of the default, fewer than the plan's.
    pub fn runs(self, runs: usize) -> Scenario {
        Scenario {
            runs: Some(runs),
            ..self
        }
    }

    /// One more algorithm (the first is the default): its label and its flags.
    pub fn variant(mut self, label: &'static str, flags: &[&'static str]) -> Scenario {
        self.variants.push(Variant {
            label,
            example: None,
            flags: flags.to_vec(),
            runs: None,
        });
        self
    }

    /// A yardstick to compare with: the example `example` of the problem's crate, with `args`,
    /// run `runs` times.
    pub fn yardstick(
        mut self,
        label: &'static str,
        example: &'static str,
        args: &[&'static str],
        runs: usize,
    ) -> Scenario {
        self.variants.push(Variant {
            label,
            example: Some(example),
            flags: args.to_vec(),
            runs: Some(runs),
        });
        self
    }
}

pub fn scenarios(plan: &Plan, hardest: &str) -> Vec<Scenario> {
    let mut rng = Rng::new(2026);
    let mut all = classic_scenarios(plan, hardest, &mut rng);
    all.extend(loopover_scenarios(plan, &mut rng));
    all
}

/// cantor-grid's example that counts a Loopover board by a plain breadth-first search.
const PLAIN_CENSUS: &str = "plain_census";

/// The Loopover rows: the 12-cell censuses (left out of `--quick`: seconds each) and queries
/// on 3 × 4 whose few stars send them to the table (read from the user's cache; the first run
/// ever builds it, which the median hides).
fn loopover_scenarios(plan: &Plan, rng: &mut Rng) -> Vec<Scenario> {
    let mut out = vec![
        Scenario::new(
            "cantor-grid",
            "one random 3 × 4 query with 1 star (stm), table cached",
            generate::loopover_queries(rng, 1, (3, 4), 1, 1),
        )
        .target("< 100 ms once the table exists")
        .variant("table", &["--size", "3x4"]),
        Scenario::new(
            "cantor-grid",
            "1000 random 3 × 4 queries with 1–5 stars (stm)",
            generate::loopover_queries(rng, 1000, (3, 4), 1, 5),
        )
        .variant("table", &["--size", "3x4"]),
    ];
    out.extend(search_scenarios(plan, rng));
    // The census beside the textbook plain breadth-first search over every arrangement, on a
    // board where that takes seconds.
    for metric in ["stm", "mtm"] {
        out.push(
            Scenario::new(
                "cantor-grid",
                format!("census of all 10! 2 × 5 arrangements, {metric}"),
                String::new(),
            )
            .variant("census", &["stats", "--size", "2x5", "--metric", metric])
            .yardstick("plain BFS (classic)", PLAIN_CENSUS, &["2x5", metric], 1),
        );
    }
    if plan.loopover_census_runs == 0 {
        return out;
    }
    for (size, metric, about) in [
        ("3x4", "stm", "census of all 12! 3 × 4 arrangements, stm"),
        ("3x4", "mtm", "census of all 12! 3 × 4 arrangements, mtm"),
        ("2x6", "stm", "census of all 12! 2 × 6 arrangements, stm"),
        ("2x6", "mtm", "census of all 12! 2 × 6 arrangements, mtm"),
    ] {
        let mut row = Scenario::new("cantor-grid", about, String::new())
            .target("< 10 s, < 1 GB")
            .runs(plan.loopover_census_runs)
            .variant("census", &["stats", "--size", size, "--metric", metric]);
        if (size, metric) == ("3x4", "stm") {
            // Minutes and 479 MB: once, on one board.
            row = row.yardstick("plain BFS (classic)", PLAIN_CENSUS, &[size, metric], 1);
        }
        out.push(row);
    }
    out
}

/// The 4 × 4 rows past the tables: seeded uniformly random boards solved to the solved board by
/// the IDA* search, as whole processes. The block table is kept in the user's cache directory
/// like the 3 × 4 table above: the first run on a machine builds it, later runs (the warm-up
/// has made it) read it back, so a row is the table read plus the boards, and one solved board
/// alone measures the read.
fn search_scenarios(plan: &Plan, rng: &mut Rng) -> Vec<Scenario> {
    let row = |input: String, about: String, metric| {
        Scenario::new("cantor-grid", about, input)
            .runs(plan.loopover_random_runs)
            .variant("search", &["--size", "4x4", "--metric", metric])
    };
    let boards = plan.loopover_random_boards;
    let mut out = vec![row(
        generate::loopover_solved_queries(rng, boards, (4, 4)),
        format!("{boards} random 4 × 4 boards to solved (stm)"),
        "stm",
    )];
    if plan.loopover_census_runs > 0 {
        out.push(row(
            generate::loopover_queries(&mut Rng::new(0), 1, (4, 4), 16, 16),
            "4 × 4: one query with every cell starred (stm): the tables read alone".into(),
            "stm",
        ));
        out.push(row(
            generate::loopover_solved_queries(rng, boards, (4, 4)),
            format!("{boards} random 4 × 4 boards to solved (mtm)"),
            "mtm",
        ));
        out.push(
            row(
                generate::loopover_solved_queries(rng, 30, (4, 4)),
                "30 random 4 × 4 boards to solved (stm)".into(),
                "stm",
            )
            .target("well under 0.51 s + the table read"),
        );
    }
    out
}

/// The rows of the puzzles' judge formats.
fn classic_scenarios(plan: &Plan, hardest: &str, rng: &mut Rng) -> Vec<Scenario> {
    // The file ends with the judge's terminating `0` line, which is not a board.
    let hardest_boards: Vec<&str> = hardest
        .lines()
        .filter(|l| !l.trim().is_empty() && l.trim() != "0")
        .collect();
    let some_hardest = hardest_boards
        .iter()
        .take(plan.rotation_classic_boards)
        .map(|l| format!("{l}\n"))
        .collect::<String>();
    vec![
        Scenario::new(
            "rotation-game",
            format!("all {} boards that need 13 moves", hardest_boards.len()),
            hardest.to_string(),
        )
        .target("< 50 ms, < 16 MB")
        .variant("table", &[]),
        Scenario::new(
            "rotation-game",
            match plan.rotation_classic_boards.min(hardest_boards.len()) {
                1 => "one board that needs 13 moves".to_string(),
                n => format!("{n} boards that need 13 moves"),
            },
            some_hardest,
        )
        .variant("table", &[])
        .variant("ida-star (classic)", &["--algorithm", "ida-star"]),
        Scenario::new(
            "rotation-game",
            "census of all 9,465,511,770 boards",
            String::new(),
        )
        .target("< 1 s, < 64 MB")
        .variant("census", &["census"]),
        Scenario::new(
            "flip-game",
            "all 65,536 4 × 4 boards",
            generate::all_flip_boards(),
        )
        .target("< 20 ms")
        .variant("table", &[]),
        Scenario::new(
            "flip-game",
            format!("{} random 4 × 4 boards", plan.flip_classic_boards),
            generate::some_flip_boards(rng, plan.flip_classic_boards),
        )
        .variant("table", &[])
        .variant("bfs (classic)", &["--algorithm", "bfs"])
        .variant("enumerate (classic)", &["--algorithm", "enumerate"]),
        Scenario::new(
            "flip-game",
            "one random 200 × 200 board",
            generate::random_flip_board(rng, 200, 200),
        )
        .target("< 50 ms")
        .variant("gf2", &["--size", "200x200"]),
        Scenario::new(
            "flip-game",
            "one random 256 × 256 board",
            generate::random_flip_board(rng, 256, 256),
        )
        .target("< 200 ms or a clear error")
        .variant("gf2", &["--size", "256x256"]),
        Scenario::new(
            "cantor-grid",
            "1000 queries with 7–9 stars",
            generate::cantor_queries(rng, 1000, 7, 9),
        )
        .target("< 40 ms")
        .variant("auto", &[]),
        Scenario::new(
            "cantor-grid",
            format!("{} queries with 7–9 stars", plan.cantor_classic_queries),
            generate::cantor_queries(rng, plan.cantor_classic_queries, 7, 9),
        )
        .variant("auto", &[])
        .variant("fill (classic)", &["--algorithm", "fill"]),
        Scenario::new(
            "cantor-grid",
            "1000 queries with 0–1 stars",
            generate::cantor_queries(rng, 1000, 0, 1),
        )
        .target("< 20 ms")
        .variant("auto", &[])
        .variant("fill (classic)", &["--algorithm", "fill"]),
        Scenario::new(
            "dicey-problem",
            "1000 random 10 × 10 mazes",
            generate::dicey_mazes(2026, 1000, 10, 10),
        )
        .target("< 100 ms")
        .variant("dense", &[])
        .variant("tuple-bfs (classic)", &["--algorithm", "tuple-bfs"]),
        Scenario::new(
            "dicey-problem",
            "1000 × 1000 serpentine, 500,500-move tour",
            generate::dicey_serpentine(1000, 1000, 7),
        )
        .target("< 1 s, < 200 MB")
        .variant("dense", &[])
        .variant("tuple-bfs (classic)", &["--algorithm", "tuple-bfs"]),
        Scenario::new(
            "dicey-problem",
            "1000 × 1000, every state searched, no tour",
            generate::dicey_no_way_back(1000, 1000),
        )
        .variant("dense", &[]),
    ]
}
