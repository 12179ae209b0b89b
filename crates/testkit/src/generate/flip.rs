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

/// One random `rows × cols` board that some presses make white (and so black too): each cell
/// pressed or not at random, from the all-white board. On shapes with a large kernel almost no
/// board of [`random_flip_board`] can be solved, and those are answered at once.
pub fn random_solvable_flip_board(rng: &mut Rng, rows: usize, cols: usize) -> String {
    let mut black = vec![false; rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            if rng.next_u64() & 1 == 1 {
                black[r * cols + c] ^= true;
                if r > 0 {
                    black[(r - 1) * cols + c] ^= true;
                }
                if r + 1 < rows {
                    black[(r + 1) * cols + c] ^= true;
                }
                if c > 0 {
                    black[r * cols + c - 1] ^= true;
                }
                if c + 1 < cols {
                    black[r * cols + c + 1] ^= true;
                }
            }
        }
    }
    let mut out = String::with_capacity(rows * (cols + 1));
    for row in black.chunks(cols.max(1)).take(rows) {
        out.extend(row.iter().map(|&b| if b { 'b' } else { 'w' }));
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

    /// On 3 × 3 (kernel of dimension 0: every press set its own board) and 4 × 4 (kernel of
    /// dimension 4: a sixteenth of the boards solvable), each board made is one of those the
    /// press sets make, listed here one by one from the rule, and the same seed gives the same
    /// text.
    #[test]
    fn solvable_boards_are_made_by_some_press_set() {
        for (rows, cols) in [(3usize, 3usize), (4, 4)] {
            let cells = rows * cols;
            let made: std::collections::HashSet<String> = (0u32..1 << cells)
                .map(|presses| {
                    let mut mask = 0u32;
                    for cell in (0..cells).filter(|&c| presses >> c & 1 == 1) {
                        let (r, c) = (cell / cols, cell % cols);
                        mask ^= 1 << cell;
                        for (dr, dc) in [(0, 1), (2, 1), (1, 0), (1, 2)] {
                            let (r2, c2) = ((r + dr).wrapping_sub(1), (c + dc).wrapping_sub(1));
                            if r2 < rows && c2 < cols {
                                mask ^= 1 << (r2 * cols + c2);
                            }
                        }
                    }
                    board(mask, rows, cols)
                })
                .collect();
            let all = 1usize << cells;
            assert_eq!(made.len(), if rows == 4 { all / 16 } else { all });
            for seed in 0..200 {
                let text = random_solvable_flip_board(&mut Rng::new(seed), rows, cols);
                assert!(made.contains(&text), "{rows}x{cols} seed {seed}:\n{text}");
                assert_eq!(
                    text,
                    random_solvable_flip_board(&mut Rng::new(seed), rows, cols)
                );
            }
        }
    }

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
