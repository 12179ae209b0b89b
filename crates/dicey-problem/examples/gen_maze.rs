//! Writes seeded benchmark inputs in the judge format on stdout:
//!
//! - `gen_maze random COUNT ROWS COLS SEED`: COUNT random mazes;
//! - `gen_maze serpentine ROWS COLS SEED`: one maze with a tour of about ROWS × COLS / 2 moves;
//! - `gen_maze no-way-back ROWS COLS`: one maze where every state is searched and none returns.

use dicey_problem::generate::{Rng, judge_text, no_way_back, random_maze, serpentine};
use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize| -> usize {
        args.get(i)
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("argument {i} must be a number; see the file's docs"))
    };
    let mut text = String::new();
    match args.first().map(String::as_str) {
        Some("random") => {
            let mut rng = Rng::new(num(4) as u64);
            for i in 0..num(1) {
                text += &judge_text(&random_maze(
                    &mut rng,
                    &format!("MAZE{}", i + 1),
                    num(2),
                    num(3),
                    1,
                    1,
                ));
            }
        }
        Some("serpentine") => text += &judge_text(&serpentine(num(1), num(2), num(3) as u64)),
        Some("no-way-back") => text += &judge_text(&no_way_back(num(1), num(2))),
        _ => panic!("usage: gen_maze random|serpentine|no-way-back …; see the file's docs"),
    }
    text += "END\n";
    std::io::stdout()
        .write_all(text.as_bytes())
        .expect("stdout is writable");
}
