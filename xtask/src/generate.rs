//! Seeded generators of benchmark inputs in the judge formats, so no large input is committed and
//! every run measures the same files.

use std::fmt::Write;

/// The dicey-problem maze generator's SplitMix64, shared so that every seeded input here comes from
/// one generator.
pub use dicey_problem::generate::Rng;

/// Fisher–Yates: a uniformly random order of `items`.
fn shuffle<T>(rng: &mut Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
}

/// Every 4 × 4 flip-game board, in mask order (bit 0 = top-left, `b` for a set bit).
pub fn all_flip_boards() -> String {
    (0u32..1 << 16).map(|mask| flip_board(mask, 4, 4)).collect()
}

/// `count` distinct 4 × 4 boards chosen at random, in the judge format.
pub fn some_flip_boards(rng: &mut Rng, count: usize) -> String {
    let mut masks: Vec<u32> = (0..1 << 16).collect();
    shuffle(rng, &mut masks);
    masks[..count]
        .iter()
        .map(|&mask| flip_board(mask, 4, 4))
        .collect()
}

/// One random `rows × cols` flip-game board.
pub fn random_flip_board(rng: &mut Rng, rows: usize, cols: usize) -> String {
    let mut out = String::with_capacity(rows * (cols + 1));
    for _ in 0..rows {
        for _ in 0..cols {
            out.push(if rng.next_u64() & 1 == 1 { 'b' } else { 'w' });
        }
        out.push('\n');
    }
    out
}

fn flip_board(mask: u32, rows: usize, cols: usize) -> String {
    let mut out = String::new();
    for r in 0..rows {
        for c in 0..cols {
            out.push(if mask >> (r * cols + c) & 1 == 1 {
                'b'
            } else {
                'w'
            });
        }
        out.push('\n');
    }
    out
}

/// `count` cantor-grid queries: a random start, and a random target with between `min_stars` and
/// `max_stars` cells starred.
pub fn cantor_queries(rng: &mut Rng, count: usize, min_stars: usize, max_stars: usize) -> String {
    let mut out = format!("{count}\n");
    for _ in 0..count {
        let mut start: Vec<u8> = (1..=9).collect();
        shuffle(rng, &mut start);
        let mut target: Vec<String> = {
            let mut t: Vec<u8> = (1..=9).collect();
            shuffle(rng, &mut t);
            t.iter().map(u8::to_string).collect()
        };
        let stars = min_stars + rng.below(max_stars - min_stars + 1);
        let mut cells: Vec<usize> = (0..9).collect();
        shuffle(rng, &mut cells);
        for &cell in &cells[..stars] {
            target[cell] = "*".into();
        }
        for row in start.chunks(3) {
            writeln!(out, "{} {} {}", row[0], row[1], row[2]).unwrap();
        }
        for row in target.chunks(3) {
            writeln!(out, "{} {} {}", row[0], row[1], row[2]).unwrap();
        }
    }
    out
}

/// `count` random dicey-problem mazes of `rows × cols` (one cell in ten wild, one empty), from
/// the solver crate's own seeded generator.
pub fn dicey_mazes(seed: u64, count: usize, rows: usize, cols: usize) -> String {
    use dicey_problem::generate::{judge_text, random_maze};
    let mut rng = Rng::new(seed);
    let mut out: String = (1..=count)
        .map(|i| {
            judge_text(&random_maze(
                &mut rng,
                &format!("MAZE{i}"),
                rows,
                cols,
                1,
                1,
            ))
        })
        .collect();
    out.push_str("END\n");
    out
}

/// One large dicey-problem maze: the solver crate's serpentine (a tour of about `rows × cols / 2`
/// moves) or, with `no_way_back`, the worst case where every reachable state is searched.
pub fn dicey_large(rows: usize, cols: usize, no_way_back: bool) -> String {
    use dicey_problem::generate::{judge_text, no_way_back as worst, serpentine};
    let maze = if no_way_back {
        worst(rows, cols)
    } else {
        serpentine(rows, cols, 7)
    };
    judge_text(&maze) + "END\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_input() {
        assert_eq!(
            cantor_queries(&mut Rng::new(7), 5, 7, 9),
            cantor_queries(&mut Rng::new(7), 5, 7, 9)
        );
        assert_ne!(
            cantor_queries(&mut Rng::new(7), 5, 7, 9),
            cantor_queries(&mut Rng::new(8), 5, 7, 9)
        );
    }

    #[test]
    fn flip_boards_are_four_lines_of_four() {
        let all = all_flip_boards();
        assert_eq!(all.lines().count(), 4 << 16);
        assert!(
            all.lines()
                .all(|l| l.len() == 4 && l.chars().all(|c| c == 'b' || c == 'w'))
        );
        assert_eq!(&all[..20], "wwww\nwwww\nwwww\nwwww\n");
        assert_eq!(some_flip_boards(&mut Rng::new(1), 10).lines().count(), 40);
    }

    #[test]
    fn cantor_queries_have_the_asked_number_of_stars() {
        let text = cantor_queries(&mut Rng::new(3), 50, 7, 9);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "50");
        for case in lines[1..].chunks(6) {
            let stars = case[3..]
                .iter()
                .flat_map(|l| l.split(' '))
                .filter(|t| *t == "*")
                .count();
            assert!((7..=9).contains(&stars));
        }
    }

    #[test]
    fn dicey_mazes_have_valid_orientations() {
        let text = dicey_mazes(5, 20, 10, 10);
        assert!(text.ends_with("END\n"));
        for header in text.lines().filter(|l| l.split(' ').count() == 6) {
            let v: Vec<usize> = header.split(' ').map(|t| t.parse().unwrap()).collect();
            assert!(v[4] != v[5] && v[4] + v[5] != 7);
        }
    }
}
