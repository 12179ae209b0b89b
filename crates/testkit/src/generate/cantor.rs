//! Cantor-grid queries: the number of cases, then per case three rows of the start and three of
//! the target.

use std::fmt::Write;

use super::Rng;

/// `count` queries: a random start, and a random target with between `min_stars` and
/// `max_stars` cells starred.
pub fn cantor_queries(rng: &mut Rng, count: usize, min_stars: usize, max_stars: usize) -> String {
    let mut out = format!("{count}\n");
    for _ in 0..count {
        let mut start: Vec<u8> = (1..=9).collect();
        rng.shuffle(&mut start);
        let mut tiles: Vec<u8> = (1..=9).collect();
        rng.shuffle(&mut tiles);
        let mut target: Vec<String> = tiles.iter().map(u8::to_string).collect();
        let stars = min_stars + rng.below(max_stars - min_stars + 1);
        let mut cells: Vec<usize> = (0..9).collect();
        rng.shuffle(&mut cells);
        for &cell in &cells[..stars] {
            target[cell] = "*".into();
        }
        // Writing to a String cannot fail.
        for row in start.chunks(3) {
            let _ = writeln!(out, "{} {} {}", row[0], row[1], row[2]);
        }
        for row in target.chunks(3) {
            let _ = writeln!(out, "{} {} {}", row[0], row[1], row[2]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queries_have_the_asked_number_of_stars_and_the_same_seed_gives_the_same_text() {
        let text = cantor_queries(&mut Rng::new(3), 50, 7, 9);
        assert_eq!(text, cantor_queries(&mut Rng::new(3), 50, 7, 9));
        assert_ne!(text, cantor_queries(&mut Rng::new(4), 50, 7, 9));
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
}
