//! Flip Game boards: rows of `b` and `w`.

use super::Rng;

/// Every 4 × 4 board, in mask order (bit `4r + c` is cell `(r, c)`, `b` for a set bit).
pub fn all_flip_boards() -> String {
    (0u32..1 << 16).map(|mask| board(mask, 4, 4)).collect()
}

/// `count` distinct 4 × 4 boards chosen at random.
pub fn some_flip_boards(rng: &mut Rng, count: usize) -> String {
    let mut masks: Vec<u32> = (0..1 << 16).collect();
    rng.shuffle(&mut masks);
    masks[..count]
        .iter()
        .map(|&mask| board(mask, 4, 4))
        .collect()
}

/// The all-black `rows × cols` board: Lights Out's all-on board.
pub fn all_black_flip_board(rows: usize, cols: usize) -> String {
    format!("{}\n", "b".repeat(cols)).repeat(rows)
}

/// One random `rows × cols` board.
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

fn board(mask: u32, rows: usize, cols: usize) -> String {
    let mut out = String::with_capacity(rows * (cols + 1));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_four_lines_of_four() {
        let all = all_flip_boards();
        assert_eq!(all.lines().count(), 4 << 16);
        assert!(
            all.lines()
                .all(|l| l.len() == 4 && l.chars().all(|c| c == 'b' || c == 'w'))
        );
        assert_eq!(&all[..20], "wwww\nwwww\nwwww\nwwww\n");
        assert_eq!(&all[20..40], "bwww\nwwww\nwwww\nwwww\n");
        let some = some_flip_boards(&mut Rng::new(1), 10);
        assert_eq!(some.lines().count(), 40);
        assert_eq!(random_flip_board(&mut Rng::new(1), 3, 5).lines().count(), 3);
    }
}
