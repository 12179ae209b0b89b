//! Differential target for rotation-game on boards built from the fuzzer's bytes: a solved board
//! scrambled by at most six moves, answered by the table and by IDA* (which must agree exactly),
//! or any board, answered by the table alone. Every answer is replayed on the board: its moves
//! must leave the centre filled with the announced symbol, in no more moves than the scramble
//! took and never more than God's number, 13.
#![no_main]

use arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use rotation_game::board::{Board, CELLS, CENTRE, Move};
use rotation_game::solve::{Algorithm, solve};

/// The most scrambling moves for IDA*, which is slow on far boards.
const SCRAMBLE: usize = 6;
/// No board needs more moves (the census).
const GODS_NUMBER: usize = 13;

/// Shuffles `items` with the fuzzer's bytes (Fisher–Yates).
fn shuffle<T>(u: &mut Unstructured, items: &mut [T]) -> Result<()> {
    for i in (1..items.len()).rev() {
        let j = u.int_in_range(0..=i)?;
        items.swap(i, j);
    }
    Ok(())
}

/// Any board: eight of each symbol, anywhere.
fn any_board(u: &mut Unstructured) -> Result<[u8; CELLS]> {
    let mut cells: [u8; CELLS] = std::array::from_fn(|i| (i / 8) as u8 + 1);
    shuffle(u, &mut cells)?;
    Ok(cells)
}

/// A solved board: the centre all one symbol, the other sixteen cells anyhow.
fn solved_board(u: &mut Unstructured) -> Result<[u8; CELLS]> {
    let symbol = u.int_in_range(1..=3u8)?;
    let mut rest: Vec<u8> = (1..=3u8)
        .filter(|&s| s != symbol)
        .flat_map(|s| [s; 8])
        .collect();
    shuffle(u, &mut rest)?;
    let mut rest = rest.into_iter();
    Ok(std::array::from_fn(|c| {
        if CENTRE.contains(&c) {
            symbol
        } else {
            rest.next().expect("sixteen cells off the centre")
        }
    }))
}

/// The board after `moves`, by the board's own moves (each a rotation of one line).
fn replay(board: Board, moves: &[Move]) -> Board {
    moves.iter().fold(board, |b, &m| b.apply(m))
}

fn check(u: &mut Unstructured) -> Result<()> {
    let near = u.arbitrary::<bool>()?;
    let (cells, scramble) = if near {
        let solved = Board::new(solved_board(u)?).expect("a valid board");
        let count = u.int_in_range(0..=SCRAMBLE)?;
        let mut moves = Vec::with_capacity(count);
        for _ in 0..count {
            moves.push(*u.choose(&Move::ALL)?);
        }
        (*replay(solved, &moves).cells(), count)
    } else {
        (any_board(u)?, GODS_NUMBER)
    };
    let board = Board::new(cells).expect("a valid board");
    let table = solve(&board, Algorithm::Table);
    let end = replay(board, &table.moves);
    // Checked on the cells themselves, not by the board's own helpers.
    let centre: Vec<u8> = CENTRE.iter().map(|&c| end.cells()[c]).collect();
    assert!(
        centre.iter().all(|&s| s == table.centre),
        "{board}: the moves {} leave the centre {centre:?}, not all {}",
        table.letters(),
        table.centre
    );
    assert!(
        table.moves.len() <= scramble,
        "{board}: {} moves, but {scramble} scrambled it",
        table.moves.len()
    );
    if near {
        let ida = solve(&board, Algorithm::IdaStar);
        assert_eq!(table, ida, "{board}: the table and IDA* disagree");
    }
    Ok(())
}

fuzz_target!(|bytes: &[u8]| {
    let _ = check(&mut Unstructured::new(bytes));
});
