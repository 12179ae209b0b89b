//! The block table built: three breadth-first searches of search-core over the placements of
//! the block (counting every move, row moves only, column moves only), packed into one entry a
//! placement; and which cells the block holds.

use search_core::pdb::{CellMove, PatternDb, index};
use solver_cli::shell::Progress;

use crate::loopover::optimal::board::Board;
use crate::loopover::optimal::rank::Lex;
use crate::loopover::shape::{Axis, Shape};

/// The packed entries of `block`'s three tables in `lex` order, the three searches on threads of
/// their own (with a progress bar at a terminal, a step a search).
pub(super) fn block_entries(board: &Board, block: &[u8], lex: &Lex) -> Vec<u16> {
    let n = board.shape.cells();
    let all = board.cell_moves(|_| 1);
    let rows = board.cell_moves(|a| u8::from(a == Axis::Row));
    let cols = board.cell_moves(|a| u8::from(a == Axis::Column));
    let progress = Progress::new(3, &format!("block tables of {}", board.shape));
    let build = |moves: &[CellMove]| {
        let db = PatternDb::build(n, block, moves);
        progress.advance(1);
        db
    };
    let (by_all, by_rows, by_cols) = std::thread::scope(|scope| {
        let r = scope.spawn(|| build(&rows));
        let c = scope.spawn(|| build(&cols));
        let a = build(&all);
        (
            a,
            r.join().expect("a table search does not panic"),
            c.join().expect("a table search does not panic"),
        )
    });
    progress.finish();
    let mut entries = Vec::with_capacity(by_all.len());
    lex.each(n, &mut |placement| {
        let i = index(placement);
        let t = |db: &PatternDb| u16::from(db.table().as_slice()[i].min(15));
        entries.push(t(&by_all) | t(&by_rows) << 4 | t(&by_cols) << 8);
    });
    entries
}

/// `k` cells of two rows (two columns on a board taller than wide), from the corner, or of
/// more when two lines are too short.
pub(super) fn block_cells(shape: Shape, k: usize) -> Vec<u8> {
    let (r, c) = (shape.rows(), shape.cols());
    let w = k.div_ceil(2).min(c.max(r));
    (0..k)
        .map(|i| {
            let (a, b) = (i / w, i % w);
            if c >= r { a * c + b } else { b * c + a }
        })
        .map(|p| p as u8)
        .collect()
}
