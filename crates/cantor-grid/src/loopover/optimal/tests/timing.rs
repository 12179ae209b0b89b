//! Release-only measurements of the search on random boards (printed for the notes, never
//! asserted), on the seeded boards of `stats --sample`.

use super::*;

/// Times random 4 × 4 boards solved to the identity, in CPU time of this thread:
/// `LOOPOVER_BOARDS=100 LOOPOVER_METRIC=stm cargo test --release -- --ignored --nocapture time_`.
#[test]
#[ignore = "release only: a measurement"]
fn time_random_four_by_four() {
    let count: u64 = std::env::var("LOOPOVER_BOARDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let metric = match std::env::var("LOOPOVER_METRIC").as_deref() {
        Ok("mtm") => Metric::Mtm,
        _ => Metric::Stm,
    };
    // The release tests' scratch cache: the tables are built (and stored) there by whichever
    // test comes first, as a first process builds them, and read by the others.
    let (_turn, shared) = shared_cache();
    let mut solver =
        Solver::new(Shape::new(4, 4).unwrap(), metric, u64::MAX).with_cache(Some(shared.into()));
    let t = std::time::Instant::now();
    let cpu = thread_cpu();
    let bytes = solver.prepare();
    println!(
        "tables: {:.2?} wall, {:.2} s CPU on this thread, {bytes} bytes",
        t.elapsed(),
        thread_cpu() - cpu
    );
    let mut rows = Vec::new();
    for seed in 0..count {
        let start = crate::loopover::sample::arrangement(16, seed);
        let q = Query {
            start: start.clone(),
            target: (1..=16).map(Some).collect(),
        };
        let cpu = thread_cpu();
        let t = std::time::Instant::now();
        let (answer, work) = solver.solve(&q);
        let wall = t.elapsed().as_secs_f64() * 1000.0;
        let ms = (thread_cpu() - cpu) * 1000.0;
        let moves = answer.unwrap().unwrap();
        let end = moves.iter().fold(start, |t, &m| plain::replay(4, 4, &t, m));
        assert!(plain::fits(&end, &q.target));
        println!(
            "seed {seed}: {} moves, {} nodes, {ms:.1} ms CPU, {wall:.1} ms wall",
            moves.len(),
            work.nodes
        );
        rows.push((ms, work.nodes, moves.len()));
    }
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    let pick = |f: f64| rows[((rows.len() - 1) as f64 * f).round() as usize];
    let mean_len = rows.iter().map(|r| r.2 as f64).sum::<f64>() / rows.len() as f64;
    let mut nodes: Vec<u64> = rows.iter().map(|r| r.1).collect();
    nodes.sort_unstable();
    println!(
        "{metric}: median {:.1} ms, p90 {:.1} ms, max {:.1} ms; nodes median {} max {}; mean length {mean_len:.2}",
        pick(0.5).0,
        pick(0.9).0,
        pick(1.0).0,
        nodes[nodes.len() / 2],
        nodes[nodes.len() - 1]
    );
}

/// The CPU time of this thread in seconds: what a board costs, apart from other processes'
/// load on a shared machine.
fn thread_cpu() -> f64 {
    let usage = nix::sys::resource::getrusage(nix::sys::resource::UsageWho::RUSAGE_THREAD)
        .expect("getrusage of this thread");
    let t = usage.user_time();
    t.tv_sec() as f64 + t.tv_usec() as f64 / 1e6
}
