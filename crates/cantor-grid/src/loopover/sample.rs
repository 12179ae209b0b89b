//! `cantor-grid stats --size RxC --sample N --seed S`: the optimal distances of N uniformly
//! random arrangements, each solved by the IDA* search ([`crate::loopover::optimal`]), where no
//! census of every arrangement can be run (4 × 4 has 16! of them). The boards are seeded, so a
//! run is reproduced exactly; the same boards serve the benchmark and the tests.

use std::io::{self, Write};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use solver_cli::shell::Progress;

use crate::loopover::optimal::{Answer, NODE_LIMIT, Solver};
use crate::loopover::parse::Query;
use crate::loopover::shape::{Metric, Shape};

/// Board `i` of a sample seeded `seed`: a uniformly random arrangement of the tiles `1..=n`
/// (Fisher–Yates on a splitmix64 stream started at `seed + i`).
///
/// ```
/// let board = cantor_grid::loopover::sample::arrangement(16, 7);
/// let mut sorted = board.clone();
/// sorted.sort_unstable();
/// assert_eq!(sorted, (1..=16).collect::<Vec<u8>>());
/// ```
pub fn arrangement(n: usize, seed: u64) -> Vec<u8> {
    let mut state = seed;
    let mut next = || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut tiles: Vec<u8> = (1..=n as u8).collect();
    for i in (1..n).rev() {
        tiles.swap(i, (next() % (i as u64 + 1)) as usize);
    }
    tiles
}

/// The distances found: boards at each distance, boards no sequence reaches, and boards whose
/// proof passed the work limit (with the least distance they were shown to need).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// `at[d]`: boards whose optimal distance is `d`.
    pub at: Vec<u64>,
    /// Boards of the parity no move sequence reaches (odd × odd boards).
    pub unreachable: u64,
    /// Boards refused at the work limit.
    pub refused: u64,
    /// The least distance proven for any refused board: each needs at least this many moves.
    pub refused_at_least: u32,
    /// The work limit each board's search ran within, in nodes.
    pub limit: u64,
}

/// What a sample cost: the tables, and each board's search.
#[derive(Clone, Debug, Default)]
pub struct Effort {
    /// The time the tables took to be ready.
    pub tables: Duration,
    /// The tables' size in bytes.
    pub bytes: usize,
    /// Per board, in the order they finished: the nodes expanded and the time the search took
    /// (the wall time of its thread: one board per core at a time).
    pub boards: Vec<(u64, Duration)>,
}

/// Solves boards `seed..seed + sample` of `shape` to the solved arrangement in `metric`, on
/// every core (the tables are built once and shared; each thread takes the next board, searched
/// on that thread alone).
pub fn tally(shape: Shape, metric: Metric, sample: u64, seed: u64, progress: &Progress) -> Tally {
    measure(shape, metric, sample, seed, progress).0
}

/// [`tally`], with what it cost.
pub fn measure(
    shape: Shape,
    metric: Metric,
    sample: u64,
    seed: u64,
    progress: &Progress,
) -> (Tally, Effort) {
    measure_with(
        Solver::new(shape, metric, NODE_LIMIT),
        sample,
        seed,
        progress,
    )
}

/// [`measure`] with a given solver (its board, metric, tables and work limit).
fn measure_with(
    mut solver: Solver,
    sample: u64,
    seed: u64,
    progress: &Progress,
) -> (Tally, Effort) {
    let n = solver.shape().cells();
    let clock = Instant::now();
    let bytes = solver.prepare();
    let mut effort = Effort {
        tables: clock.elapsed(),
        bytes,
        boards: Vec::new(),
    };
    let next = AtomicU64::new(0);
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
    let answers: Vec<Vec<(Answer, u64, Duration)>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut answers = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= sample {
                            return answers;
                        }
                        let query = Query {
                            start: arrangement(n, seed.wrapping_add(i)),
                            target: (1..=n as u8).map(Some).collect(),
                        };
                        let clock = Instant::now();
                        let (answer, work) = solver.answer(&query);
                        answers.push((answer, work.nodes, clock.elapsed()));
                        progress.advance(1);
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a search does not panic"))
            .collect()
    });
    let mut tally = Tally {
        limit: solver.limit(),
        ..Tally::default()
    };
    for (answer, nodes, time) in answers.into_iter().flatten() {
        effort.boards.push((nodes, time));
        match answer {
            Ok(Some(moves)) => {
                if tally.at.len() <= moves.len() {
                    tally.at.resize(moves.len() + 1, 0);
                }
                tally.at[moves.len()] += 1;
            }
            Ok(None) => tally.unreachable += 1,
            Err(refusal) => {
                tally.refused_at_least = match tally.refused {
                    0 => refusal.depth,
                    _ => tally.refused_at_least.min(refusal.depth),
                };
                tally.refused += 1;
            }
        }
    }
    (tally, effort)
}

/// Runs the sample (with a progress bar at a terminal) and writes its report, with what it
/// cost when `with_effort`.
pub fn run(
    out: &mut impl Write,
    shape: Shape,
    metric: Metric,
    (sample, seed): (u64, u64),
    with_effort: bool,
) -> io::Result<()> {
    let progress = Progress::new(sample, &format!("{sample} random {shape} boards"));
    let (tally, effort) = measure(shape, metric, sample, seed, &progress);
    progress.finish();
    write(out, shape, metric, sample, seed, &tally)?;
    if with_effort {
        write_effort(out, &effort)?;
    }
    Ok(())
}

/// The value at fraction `f` (0 to 1) of the sorted `values`: the median at one half.
fn at_fraction<T: Copy>(sorted: &[T], f: f64) -> Option<T> {
    let last = sorted.len().checked_sub(1)?;
    Some(sorted[(last as f64 * f).round() as usize])
}

/// Writes what a sample cost: the tables, then the median, the 90th percentile and the most of
/// the boards' nodes and times. Measured, so it differs from run to run: never in the report
/// unless asked for.
pub fn write_effort(out: &mut impl Write, effort: &Effort) -> io::Result<()> {
    writeln!(
        out,
        "tables: ready in {:.2} s, {:.1} MB",
        effort.tables.as_secs_f64(),
        effort.bytes as f64 / 1e6
    )?;
    let mut nodes: Vec<u64> = effort.boards.iter().map(|b| b.0).collect();
    let mut ms: Vec<f64> = effort
        .boards
        .iter()
        .map(|b| b.1.as_secs_f64() * 1e3)
        .collect();
    nodes.sort_unstable();
    ms.sort_by(f64::total_cmp);
    let (Some(nodes_median), Some(ms_median)) = (at_fraction(&nodes, 0.5), at_fraction(&ms, 0.5))
    else {
        return Ok(());
    };
    let p90 = |v: &[u64]| at_fraction(v, 0.9).unwrap_or_default();
    let ms_p90 = at_fraction(&ms, 0.9).unwrap_or_default();
    let ms_mean = ms.iter().sum::<f64>() / ms.len() as f64;
    writeln!(
        out,
        "nodes per board: median {nodes_median}, 90th percentile {}, most {}",
        p90(&nodes),
        nodes[nodes.len() - 1]
    )?;
    writeln!(
        out,
        "time per board (one thread each): median {ms_median:.1} ms, 90th percentile \
         {ms_p90:.1} ms, most {:.1} ms, mean {ms_mean:.1} ms",
        ms[ms.len() - 1]
    )
}

/// The published God's number of a board with no census here (the most moves any arrangement
/// needs), where known.
fn gods_number(shape: Shape, metric: Metric) -> Option<u32> {
    // 4 × 4 Loopover: 18 moves in the single-tile metric and 14 in the multi-tile metric, the
    // figures the puzzle's community publishes; not computed here.
    match (shape.rows(), shape.cols(), metric) {
        (4, 4, Metric::Stm) => Some(18),
        (4, 4, Metric::Mtm) => Some(14),
        _ => None,
    }
}

/// Writes the report of a sample.
pub fn write(
    out: &mut impl Write,
    shape: Shape,
    metric: Metric,
    sample: u64,
    seed: u64,
    tally: &Tally,
) -> io::Result<()> {
    let name = metric.long_name();
    writeln!(
        out,
        "board {shape}, {name} metric: {sample} uniformly random arrangements (seed {seed}), \
         each solved optimally"
    )?;
    writeln!(out, "moves  arrangements")?;
    for (d, count) in tally.at.iter().enumerate() {
        writeln!(out, "{d:>5}  {count:>12}")?;
    }
    let solved: u64 = tally.at.iter().sum();
    if solved > 0 {
        let total: u64 = tally.at.iter().enumerate().map(|(d, c)| d as u64 * c).sum();
        writeln!(
            out,
            "mean: {:.3} moves; most in the sample: {}",
            total as f64 / solved as f64,
            tally.at.len() - 1
        )?;
    }
    if tally.unreachable > 0 {
        writeln!(
            out,
            "unreachable: {} (odd arrangements: every move is an even permutation)",
            tally.unreachable
        )?;
    }
    if tally.refused > 0 {
        writeln!(
            out,
            "past the work limit of {} nodes: {} (each needs at least {} moves)",
            tally.limit, tally.refused, tally.refused_at_least
        )?;
    }
    match gods_number(shape, metric) {
        Some(g) => writeln!(
            out,
            "God's number (published): {g}, the bound on every arrangement's distance"
        ),
        None => writeln!(out, "God's number: not known here"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopover::plain;

    #[test]
    fn small_boards_sampled_agree_with_a_plain_search() {
        for (r, c, metric) in [
            (2, 3, Metric::Stm),
            (2, 4, Metric::Mtm),
            (3, 3, Metric::Stm),
        ] {
            let shape = Shape::new(r, c).unwrap();
            let tally = tally(shape, metric, 12, 5, &Progress::hidden(12));
            let mut expected = Tally {
                limit: NODE_LIMIT,
                ..Tally::default()
            };
            for i in 0..12 {
                let query = Query {
                    start: arrangement(r * c, 5 + i),
                    target: (1..=(r * c) as u8).map(Some).collect(),
                };
                match plain::distance(r, c, metric, &query) {
                    Some(d) => {
                        if expected.at.len() <= d {
                            expected.at.resize(d + 1, 0);
                        }
                        expected.at[d] += 1;
                    }
                    None => expected.unreachable += 1,
                }
            }
            assert_eq!(tally, expected, "{shape} {metric}");
        }
    }

    /// Under a work limit too small for some boards, those are counted apart with the moves
    /// proven for each (never more than a plain search finds), the others as before, and the
    /// report says how many and the limit.
    #[test]
    fn boards_past_the_work_limit_are_counted_apart() {
        let shape = Shape::new(3, 3).unwrap();
        let limit = 6;
        let solver = Solver::new(shape, Metric::Stm, limit);
        let (capped, _) = measure_with(solver, 12, 5, &Progress::hidden(12));
        let full = tally(shape, Metric::Stm, 12, 5, &Progress::hidden(12));
        let solved: u64 = capped.at.iter().sum();
        assert!(capped.refused > 0 && solved > 0, "{capped:?}");
        assert_eq!(solved + capped.unreachable + capped.refused, 12);
        // Every refused board is one the full search solved further away than the least it
        // was proven to need.
        let far = full
            .at
            .iter()
            .skip(capped.refused_at_least as usize)
            .sum::<u64>();
        assert!(far >= capped.refused, "{capped:?} {full:?}");
        let mut out = Vec::new();
        write(&mut out, shape, Metric::Stm, 12, 5, &capped).unwrap();
        let text = String::from_utf8(out).unwrap();
        let line = format!(
            "past the work limit of 6 nodes: {} (each needs at least {} moves)",
            capped.refused, capped.refused_at_least
        );
        assert!(text.contains(&line), "{text}");
    }

    #[test]
    fn arrangements_are_uniform_enough_and_seeded() {
        assert_eq!(arrangement(16, 3), arrangement(16, 3));
        assert_ne!(arrangement(16, 3), arrangement(16, 4));
        // Each tile lands in each cell about as often: 1600 boards, 100 expected per cell.
        let mut seen = [[0u32; 16]; 16];
        for s in 0..1600 {
            for (p, &t) in arrangement(16, s).iter().enumerate() {
                seen[usize::from(t) - 1][p] += 1;
            }
        }
        assert!(seen.iter().flatten().all(|&k| (50..=150).contains(&k)));
    }
}
