//! Cantor-grid queries: the number of cases, then per case the rows of the start and those of
//! the target (three and three on the judge's board, R and R with `--size RxC`).

use std::fmt::Write;

use super::Rng;

/// `count` queries: a random start, and a random target with between `min_stars` and
/// `max_stars` cells starred.
pub fn cantor_queries(rng: &mut Rng, count: usize, min_stars: usize, max_stars: usize) -> String {
    loopover_queries(rng, count, (3, 3), min_stars, max_stars)
}

/// [`cantor_queries`] on a board of `rows` × `cols` (`cantor-grid --size RxC`): the same draws,
/// so that on 3 × 3 the same seed gives the same text.
pub fn loopover_queries(
    rng: &mut Rng,
    count: usize,
    (rows, cols): (usize, usize),
    min_stars: usize,
    max_stars: usize,
) -> String {
    let n = (rows * cols) as u8;
    let mut out = format!("{count}\n");
    for _ in 0..count {
        let mut start: Vec<u8> = (1..=n).collect();
        rng.shuffle(&mut start);
        let mut tiles: Vec<u8> = (1..=n).collect();
        rng.shuffle(&mut tiles);
        let mut target: Vec<String> = tiles.iter().map(u8::to_string).collect();
        let stars = min_stars + rng.below(max_stars - min_stars + 1);
        let mut cells: Vec<usize> = (0..usize::from(n)).collect();
        rng.shuffle(&mut cells);
        for &cell in &cells[..stars] {
            target[cell] = "*".into();
        }
        write_rows(&mut out, &start, cols);
        write_rows(&mut out, &target, cols);
    }
    out
}

/// `cells` as rows of `cols` cells, separated by spaces, one line each.
fn write_rows(out: &mut String, cells: &[impl ToString], cols: usize) {
    for row in cells.chunks(cols) {
        let row: Vec<String> = row.iter().map(ToString::to_string).collect();
        // Writing to a String cannot fail.
        let _ = writeln!(out, "{}", row.join(" "));
    }
}

/// `count` uniformly random arrangements of a `rows` × `cols` board, each to be solved to the
/// solved arrangement (`1 2 …` row by row, no star): the random boards of the Loopover
/// benchmark, in `cantor-grid --size RxC` input.
pub fn loopover_solved_queries(
    rng: &mut Rng,
    count: usize,
    (rows, cols): (usize, usize),
) -> String {
    let n = (rows * cols) as u8;
    let solved: Vec<u8> = (1..=n).collect();
    let mut out = format!("{count}\n");
    for _ in 0..count {
        let mut start = solved.clone();
        rng.shuffle(&mut start);
        write_rows(&mut out, &start, cols);
        write_rows(&mut out, &solved, cols);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The stars of a target's lines.
    fn stars(target: &[&str]) -> usize {
        target
            .iter()
            .flat_map(|l| l.split(' '))
            .filter(|t| *t == "*")
            .count()
    }

    #[test]
    fn solved_queries_end_in_the_solved_board() {
        let text = loopover_solved_queries(&mut Rng::new(5), 3, (4, 4));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1 + 3 * 8);
        for case in lines[1..].chunks(8) {
            assert_eq!(
                case[4..].join(" "),
                (1..=16)
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            );
            let mut start: Vec<u8> = case[..4]
                .join(" ")
                .split(' ')
                .map(|t| t.parse().unwrap())
                .collect();
            start.sort_unstable();
            assert_eq!(start, (1..=16).collect::<Vec<u8>>());
        }
    }

    #[test]
    fn queries_have_the_asked_number_of_stars_and_the_same_seed_gives_the_same_text() {
        let text = cantor_queries(&mut Rng::new(3), 50, 7, 9);
        assert_eq!(text, cantor_queries(&mut Rng::new(3), 50, 7, 9));
        assert_ne!(text, cantor_queries(&mut Rng::new(4), 50, 7, 9));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "50");
        for case in lines[1..].chunks(6) {
            assert!((7..=9).contains(&stars(&case[3..])));
        }
    }

    #[test]
    fn loopover_queries_have_r_rows_of_c_tiles() {
        let text = loopover_queries(&mut Rng::new(5), 3, (3, 4), 1, 5);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1 + 3 * 6);
        for case in lines[1..].chunks(6) {
            assert!(case.iter().all(|l| l.split(' ').count() == 4));
            let mut start: Vec<u8> = case[..3]
                .iter()
                .flat_map(|l| l.split(' ').map(|t| t.parse::<u8>().unwrap()))
                .collect();
            start.sort_unstable();
            assert_eq!(start, (1..=12).collect::<Vec<_>>());
            assert!((1..=5).contains(&stars(&case[3..])));
        }
    }
}
