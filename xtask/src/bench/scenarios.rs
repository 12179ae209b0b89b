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
    /// `(label, flags)`; the first is the default algorithm, the rest are compared with it. A
    /// label is the `--algorithm` value, with "(classic)" for the textbook algorithm.
    pub variants: Vec<(&'static str, Vec<&'static str>)>,
}

pub fn scenarios(plan: &Plan, hardest: &str) -> Vec<Scenario> {
    let mut rng = Rng::new(2026);
    let mut all = classic_scenarios(plan, hardest, &mut rng);
    all.extend(loopover_scenarios(plan, &mut rng));
    all
}

/// The Loopover rows: the 12-cell censuses (left out of `--quick`: seconds each) and queries
/// on 3 × 4 whose few stars send them to the table (read from the user's cache; the first run
/// ever builds it, which the median hides).
fn loopover_scenarios(plan: &Plan, rng: &mut Rng) -> Vec<Scenario> {
    let mut out = vec![
        Scenario {
            problem: "cantor-grid",
            input: generate::loopover_queries(rng, 1, (3, 4), 1, 1),
            about: "one random 3 × 4 query with 1 star (stm), table cached".into(),
            target: Some("< 100 ms once the table exists"),
            runs: None,
            variants: vec![("table", vec!["--size", "3x4"])],
        },
        Scenario {
            problem: "cantor-grid",
            input: generate::loopover_queries(rng, 1000, (3, 4), 1, 5),
            about: "1000 random 3 × 4 queries with 1–5 stars (stm)".into(),
            target: None,
            runs: None,
            variants: vec![("table", vec!["--size", "3x4"])],
        },
    ];
    out.extend(search_scenarios(plan, rng));
    if plan.loopover_census_runs == 0 {
        return out;
    }
    for (size, metric, about) in [
        ("3x4", "stm", "census of all 12! 3 × 4 arrangements, stm"),
        ("3x4", "mtm", "census of all 12! 3 × 4 arrangements, mtm"),
        ("2x6", "stm", "census of all 12! 2 × 6 arrangements, stm"),
        ("2x6", "mtm", "census of all 12! 2 × 6 arrangements, mtm"),
    ] {
        out.push(Scenario {
            problem: "cantor-grid",
            input: String::new(),
            about: about.into(),
            target: Some("< 10 s, < 1 GB"),
            runs: Some(plan.loopover_census_runs),
            variants: vec![("census", vec!["stats", "--size", size, "--metric", metric])],
        });
    }
    out
}

/// The 4 × 4 rows past the tables: seeded uniformly random boards solved to the solved board by
/// the IDA* search, as whole processes (the block tables built first, every run), so a row is
/// the table build plus the boards; one solved board alone measures the build.
fn search_scenarios(plan: &Plan, rng: &mut Rng) -> Vec<Scenario> {
    let runs = Some(plan.loopover_random_runs);
    let row = |input: String, about: String, target: Option<&'static str>, metric| Scenario {
        problem: "cantor-grid",
        input,
        about,
        target,
        runs,
        variants: vec![("search", vec!["--size", "4x4", "--metric", metric])],
    };
    let boards = plan.loopover_random_boards;
    let mut out = vec![row(
        generate::loopover_solved_queries(rng, boards, (4, 4)),
        format!("{boards} random 4 × 4 boards to solved (stm)"),
        None,
        "stm",
    )];
    if plan.loopover_census_runs > 0 {
        out.push(row(
            generate::loopover_queries(&mut Rng::new(0), 1, (4, 4), 16, 16),
            "4 × 4: one query with every cell starred (stm): the table build alone".into(),
            None,
            "stm",
        ));
        out.push(row(
            generate::loopover_solved_queries(rng, boards, (4, 4)),
            format!("{boards} random 4 × 4 boards to solved (mtm)"),
            None,
            "mtm",
        ));
        out.push(row(
            generate::loopover_solved_queries(rng, 30, (4, 4)),
            "30 random 4 × 4 boards to solved (stm)".into(),
            Some("< 0.51 s + the table build"),
            "stm",
        ));
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
        Scenario {
            problem: "rotation-game",
            input: hardest.to_string(),
            about: format!("all {} boards that need 13 moves", hardest_boards.len()),
            target: Some("< 50 ms, < 16 MB"),
            runs: None,
            variants: vec![("table", vec![])],
        },
        Scenario {
            problem: "rotation-game",
            input: some_hardest,
            about: match plan.rotation_classic_boards.min(hardest_boards.len()) {
                1 => "one board that needs 13 moves".to_string(),
                n => format!("{n} boards that need 13 moves"),
            },
            target: None,
            runs: None,
            variants: vec![
                ("table", vec![]),
                ("ida-star (classic)", vec!["--algorithm", "ida-star"]),
            ],
        },
        Scenario {
            problem: "rotation-game",
            input: String::new(),
            about: "census of all 9,465,511,770 boards".into(),
            target: Some("< 1 s, < 64 MB"),
            runs: None,
            variants: vec![("census", vec!["census"])],
        },
        Scenario {
            problem: "flip-game",
            input: generate::all_flip_boards(),
            about: "all 65,536 4 × 4 boards".into(),
            target: Some("< 20 ms"),
            runs: None,
            variants: vec![("table", vec![])],
        },
        Scenario {
            problem: "flip-game",
            input: generate::some_flip_boards(rng, plan.flip_classic_boards),
            about: format!("{} random 4 × 4 boards", plan.flip_classic_boards),
            target: None,
            runs: None,
            variants: vec![
                ("table", vec![]),
                ("bfs (classic)", vec!["--algorithm", "bfs"]),
                ("enumerate (classic)", vec!["--algorithm", "enumerate"]),
            ],
        },
        Scenario {
            problem: "flip-game",
            input: generate::random_flip_board(rng, 200, 200),
            about: "one random 200 × 200 board".into(),
            target: Some("< 50 ms"),
            runs: None,
            variants: vec![("gf2", vec!["--size", "200x200"])],
        },
        Scenario {
            problem: "flip-game",
            input: generate::random_flip_board(rng, 256, 256),
            about: "one random 256 × 256 board".into(),
            target: Some("< 200 ms or a clear error"),
            runs: None,
            variants: vec![("gf2", vec!["--size", "256x256"])],
        },
        Scenario {
            problem: "cantor-grid",
            input: generate::cantor_queries(rng, 1000, 7, 9),
            about: "1000 queries with 7–9 stars".into(),
            target: Some("< 40 ms"),
            runs: None,
            variants: vec![("auto", vec![])],
        },
        Scenario {
            problem: "cantor-grid",
            input: generate::cantor_queries(rng, plan.cantor_classic_queries, 7, 9),
            about: format!("{} queries with 7–9 stars", plan.cantor_classic_queries),
            target: None,
            runs: None,
            variants: vec![
                ("auto", vec![]),
                ("fill (classic)", vec!["--algorithm", "fill"]),
            ],
        },
        Scenario {
            problem: "cantor-grid",
            input: generate::cantor_queries(rng, 1000, 0, 1),
            about: "1000 queries with 0–1 stars".into(),
            target: Some("< 20 ms"),
            runs: None,
            variants: vec![
                ("auto", vec![]),
                ("fill (classic)", vec!["--algorithm", "fill"]),
            ],
        },
        Scenario {
            problem: "dicey-problem",
            input: generate::dicey_mazes(2026, 1000, 10, 10),
            about: "1000 random 10 × 10 mazes".into(),
            target: Some("< 100 ms"),
            runs: None,
            variants: vec![
                ("dense", vec![]),
                ("tuple-bfs (classic)", vec!["--algorithm", "tuple-bfs"]),
            ],
        },
        Scenario {
            problem: "dicey-problem",
            input: generate::dicey_serpentine(1000, 1000, 7),
            about: "1000 × 1000 serpentine, 500,500-move tour".into(),
            target: Some("< 1 s, < 200 MB"),
            runs: None,
            variants: vec![
                ("dense", vec![]),
                ("tuple-bfs (classic)", vec!["--algorithm", "tuple-bfs"]),
            ],
        },
        Scenario {
            problem: "dicey-problem",
            input: generate::dicey_no_way_back(1000, 1000),
            about: "1000 × 1000, every state searched, no tour".into(),
            target: None,
            runs: None,
            variants: vec![("dense", vec![])],
        },
    ]
}
