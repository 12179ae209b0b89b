//! `cargo xtask generate <kind> …`: one seeded input in the judge format on stdout, from the
//! generators the benchmarks use (`testkit::generate`), so that a file a benchmark measured can be
//! made again by hand.

use std::io::{self, Write};

use testkit::generate::{self, Rng};

/// What to generate; every kind prints the judge format of its solver.
#[derive(clap::Subcommand)]
pub enum Kind {
    /// Every Flip Game 4 × 4 board, in mask order.
    FlipAll,
    /// Distinct random Flip Game 4 × 4 boards.
    FlipSome {
        /// How many.
        #[arg(long, default_value_t = 4096)]
        count: usize,
        /// The seed: the same seed gives the same text.
        #[arg(long, default_value_t = 2026)]
        seed: u64,
    },
    /// One random Flip Game board of any size (answer it with `flip-game --size RxC`).
    FlipBoard {
        /// Rows.
        #[arg(long)]
        rows: usize,
        /// Columns.
        #[arg(long)]
        cols: usize,
        /// The seed: the same seed gives the same text.
        #[arg(long, default_value_t = 2026)]
        seed: u64,
        /// A board some presses solve (each cell pressed or not at random): on shapes with a
        /// large kernel almost no random board can be solved, and those are answered at once.
        #[arg(long)]
        solvable: bool,
    },
    /// Cantor-grid queries with a random start and a target with some stars.
    CantorQueries {
        /// How many.
        #[arg(long, default_value_t = 1000)]
        count: usize,
        /// The fewest stars in a target.
        #[arg(long, default_value_t = 0)]
        min_stars: usize,
        /// The most stars in a target.
        #[arg(long, default_value_t = 9)]
        max_stars: usize,
        /// The seed: the same seed gives the same text.
        #[arg(long, default_value_t = 2026)]
        seed: u64,
    },
    /// Random Dicey Problem mazes (one cell in ten wild, one in ten empty).
    DiceyMazes {
        /// How many.
        #[arg(long, default_value_t = 1000)]
        count: usize,
        /// Rows.
        #[arg(long, default_value_t = 10)]
        rows: usize,
        /// Columns.
        #[arg(long, default_value_t = 10)]
        cols: usize,
        /// The seed: the same seed gives the same text.
        #[arg(long, default_value_t = 2026)]
        seed: u64,
    },
    /// One Dicey Problem maze whose tour snakes through every other row: about rows × cols / 2
    /// moves.
    DiceySerpentine {
        /// Rows.
        #[arg(long, default_value_t = 1000)]
        rows: usize,
        /// Columns.
        #[arg(long, default_value_t = 1000)]
        cols: usize,
        /// The seed: the same seed gives the same text.
        #[arg(long, default_value_t = 7)]
        seed: u64,
    },
    /// One Dicey Problem maze where every reachable state is searched and the die never returns.
    DiceyNoWayBack {
        /// Rows.
        #[arg(long, default_value_t = 1000)]
        rows: usize,
        /// Columns.
        #[arg(long, default_value_t = 1000)]
        cols: usize,
    },
}

/// Writes the input `kind` asks for on stdout.
pub fn run(kind: &Kind) -> io::Result<()> {
    let text = match *kind {
        Kind::FlipAll => generate::all_flip_boards(),
        Kind::FlipSome { count, seed } => {
            if count > 1 << 16 {
                return Err(io::Error::other("there are only 65,536 4 × 4 boards"));
            }
            generate::some_flip_boards(&mut Rng::new(seed), count)
        }
        Kind::FlipBoard {
            rows,
            cols,
            seed,
            solvable,
        } => {
            let rng = &mut Rng::new(seed);
            if solvable {
                generate::random_solvable_flip_board(rng, rows, cols)
            } else {
                generate::random_flip_board(rng, rows, cols)
            }
        }
        Kind::CantorQueries {
            count,
            min_stars,
            max_stars,
            seed,
        } => {
            if min_stars > max_stars || max_stars > 9 {
                return Err(io::Error::other("stars: 0 ≤ min ≤ max ≤ 9"));
            }
            generate::cantor_queries(&mut Rng::new(seed), count, min_stars, max_stars)
        }
        Kind::DiceyMazes {
            count,
            rows,
            cols,
            seed,
        } => {
            if rows == 0 || cols == 0 {
                return Err(io::Error::other("a maze has at least one row and column"));
            }
            generate::dicey_mazes(seed, count, rows, cols)
        }
        Kind::DiceySerpentine { rows, cols, seed } => {
            if rows < 3 || cols < 4 {
                return Err(io::Error::other("a serpentine needs at least 3 × 4 cells"));
            }
            generate::dicey_serpentine(rows, cols, seed)
        }
        Kind::DiceyNoWayBack { rows, cols } => generate::dicey_no_way_back(rows, cols),
    };
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(e),
        _ => Ok(()),
    }
}
