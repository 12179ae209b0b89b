//! The yardstick of `cantor-grid stats --size RxC`: the textbook way to count a Loopover board,
//! a plain breadth-first search over every arrangement, one byte of distance each, on one core,
//! with no symmetry and no packing. `cargo xtask bench` times it beside the census on the same
//! board, and it prints the same report, so the two can be compared line for line.
//!
//! ```text
//! cargo run --release -p cantor-grid --example plain_census -- 2x5 stm
//! ```
//!
//! Memory: (R·C)! bytes (3.6 MB on 10 cells, 479 MB on 12). Boards of more than 12 cells are
//! refused.

use std::process::ExitCode;

use search_core::permutation::{factorial, rank, unrank};

/// Not yet reached.
const UNSEEN: u8 = u8::MAX;

/// Every move as a map of cells: the tile of cell `p` goes to `map[p]`. A row shifted by `k`
/// moves `(r, c)` to `(r, c + k)`, a column `(r, c)` to `(r + k, c)`, wrapping round; `k` is ±1
/// in the single-tile metric and any amount in the multi-tile metric.
fn moves(rows: usize, cols: usize, multi: bool) -> Vec<Vec<usize>> {
    let amounts = |len: usize| -> Vec<usize> {
        if multi {
            (1..len).collect()
        } else {
            vec![1, len - 1]
        }
    };
    let mut all = Vec::new();
    for line in 0..rows {
        for k in amounts(cols) {
            all.push(
                (0..rows * cols)
                    .map(|p| match (p / cols, p % cols) {
                        (r, c) if r == line => r * cols + (c + k) % cols,
                        _ => p,
                    })
                    .collect(),
            );
        }
    }
    for line in 0..cols {
        for k in amounts(rows) {
            all.push(
                (0..rows * cols)
                    .map(|p| match (p / cols, p % cols) {
                        (r, c) if c == line => (r + k) % rows * cols + c,
                        _ => p,
                    })
                    .collect(),
            );
        }
    }
    all
}

/// The distance of every arrangement from the solved one, by rank, layer by layer: each pass
/// scans the table for the last layer's arrangements and marks their unseen neighbours.
fn distances(rows: usize, cols: usize, multi: bool) -> Vec<u8> {
    let n = rows * cols;
    let moves = moves(rows, cols, multi);
    let total = usize::try_from(factorial(n)).expect("a table that fits in memory");
    let mut distance = vec![UNSEEN; total];
    let solved: Vec<u8> = (0..n as u8).collect();
    distance[rank(&solved) as usize] = 0;
    let (mut tiles, mut next) = (vec![0u8; n], vec![0u8; n]);
    for layer in 0u8.. {
        let mut grew = false;
        for code in 0..total {
            if distance[code] != layer {
                continue;
            }
            unrank(code as u64, &mut tiles);
            for map in &moves {
                for (p, &q) in map.iter().enumerate() {
                    next[q] = tiles[p];
                }
                let reached = &mut distance[rank(&next) as usize];
                if *reached == UNSEEN {
                    *reached = layer + 1;
                    grew = true;
                }
            }
        }
        if !grew {
            break;
        }
    }
    distance
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let board = args.first().and_then(|size| {
        let (r, c) = size.split_once('x')?;
        let (r, c): (usize, usize) = (r.parse().ok()?, c.parse().ok()?);
        (r >= 2 && c >= 2 && r * c <= 12).then_some((r, c))
    });
    let multi = match args.get(1).map(String::as_str) {
        Some("stm") | None => Some(false),
        Some("mtm") => Some(true),
        _ => None,
    };
    let (Some((rows, cols)), Some(multi)) = (board, multi) else {
        eprintln!("usage: plain_census RxC [stm|mtm] (R, C from 2, at most 12 cells)");
        return ExitCode::from(2);
    };
    let distance = distances(rows, cols, multi);
    let mut counts = Vec::<u64>::new();
    for &d in distance.iter().filter(|&&d| d != UNSEEN) {
        let d = usize::from(d);
        if counts.len() <= d {
            counts.resize(d + 1, 0);
        }
        counts[d] += 1;
    }
    let metric = if multi { "multi-tile" } else { "single-tile" };
    println!("board {rows}x{cols}, {metric} metric");
    println!("moves  arrangements");
    for (d, count) in counts.iter().enumerate() {
        println!("{d:5}  {count:12}");
    }
    println!("God's number: {}", counts.len() - 1);
    println!(
        "reachable: {} of {} arrangements",
        counts.iter().sum::<u64>(),
        distance.len()
    );
    ExitCode::SUCCESS
}
