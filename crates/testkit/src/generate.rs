//! Seeded inputs in the judge formats, so that no large input needs to be committed and every
//! run of a benchmark measures the same files: the same seed gives the same text on every
//! machine.
//!
//! One module a puzzle, all drawing from one generator, [`Rng`]. They write judge *text* and
//! know nothing of the solvers' types, so a test can feed their output to the parser it tests.

mod cantor;
mod dicey;
mod flip;
mod rng;

pub use cantor::{cantor_queries, loopover_queries, loopover_solved_queries};
pub use dicey::{dicey_mazes, dicey_no_way_back, dicey_serpentine};
pub use flip::{
    all_black_flip_board, all_flip_boards, random_flip_board, random_solvable_flip_board,
    some_flip_boards,
};
pub use rng::Rng;
