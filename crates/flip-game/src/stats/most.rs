//! `stats --most`, and `stats --target white|black`: the most steps any solvable board needs for
//! a target (Lights Out's God's number), proven or bounded, with a board that needs it.
//!
//! For one colour the press sets that solve a board are a coset of the kernel, so the code is the
//! kernel; for either colour it is the kernel and the all-black press set (see the module docs of
//! [`super`]). Either way the answer is the code's covering radius ([`radius`]).
//! When the code is too large for the search's tables, the search of a subcode that fits bounds
//! it from above ([`subcode`](super::subcode)). To either colour the kernel alone, the code to
//! white, is such a subcode too (the all-black board is solvable on every shape, so every board
//! solvable to white is solvable to either colour, from the same press sets and more): when the
//! code's own search leaves its bounds apart, the kernel's is run with the same work, and its
//! upper bound taken when it is lower.

use std::io::{self, Write};

use super::groups::Code;
use super::radius::{self, Radius};
use crate::board::{Board, Colour, Press};
use crate::gf2::Gf2;
use crate::target::Target;

/// The most code words (their dimension `e`) whose `2^e` weights a search carries.
pub const MAX_WORDS: usize = 24;

/// What is known of the most steps a solvable board needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Most {
    /// The covering radius, proven when its bounds meet.
    pub radius: Radius,
    /// The dimension `e` of the code.
    pub words: usize,
    /// Its groups of cells with a nonzero signature.
    pub groups: usize,
    /// A board that needs `radius.lower` steps.
    pub board: Board,
    /// The subcode whose search proved `radius.upper`, when the code is too large for its own
    /// search ([`subcode`](super::subcode)).
    pub subcode: Option<Subcode>,
    /// The steps the search was allowed.
    pub max_work: u64,
}

/// The subcode whose search bounds the code from above better than the code's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subcode {
    /// The kernel words plus their images under one reflection or rotation of the board, for a
    /// code too large for its own search ([`subcode`](super::subcode)).
    Images {
        /// Its dimension.
        words: usize,
        /// Whether the all-black press set is among its basis words.
        with_black: bool,
    },
    /// The kernel alone, the code to white, for the code to either colour.
    Kernel {
        /// Its dimension.
        words: usize,
    },
}

/// A code with more than [`MAX_WORDS`] words, not searched: only its average bound is known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManyWords {
    /// The dimension `e` of the code.
    pub words: usize,
    /// No board needs more steps: half the cells some code word presses, and the cells none
    /// does ([`radius::average_bound`]).
    pub average: usize,
}

/// The most steps to `target` on `gf2`'s shape.
///
/// # Errors
/// [`TooManyWords`] when the code has more than [`MAX_WORDS`] words, with its average bound.
pub fn most(gf2: &Gf2, target: Target, max_work: u64) -> Result<Most, TooManyWords> {
    let dimension = gf2.dimension();
    let black = super::groups::black_word(gf2, target);
    let words = dimension + usize::from(black.is_some());
    let mut basis = gf2.kernel_basis();
    basis.extend(black.clone());
    if words > MAX_WORDS {
        // The cells some code word presses, without grouping them by signature.
        let pressed = basis
            .iter()
            .fold(
                crate::gf2::PressSet::repeat(false, gf2.size().cells()),
                |all, word| all | word,
            )
            .count_ones();
        let average = radius::average(pressed, gf2.size().cells() - pressed);
        return Err(TooManyWords { words, average });
    }
    let size = gf2.size();
    let signature = super::groups::signatures(size.cells(), &basis);
    let code = if basis.is_empty() {
        // No code word: every press set is its own coset, the largest the one pressing all.
        Code::without_words(size.cells())
    } else {
        Code::from_basis(dimension, black.is_some(), &basis)
            .with_symmetries(&signature, size.rows, size.cols)
    };
    let mut radius = radius::covering_radius(&code, max_work);
    let mut subcode = None;
    let kernel = &basis[..dimension];
    if radius.by_average && radius.lower < radius.upper {
        // Nothing refuted below the average: a subcode small enough to search may refute some.
        if let Some(sub) = super::subcode::subcode(size, kernel, black.as_ref())
            && tighten(&mut radius, &sub, max_work)
        {
            subcode = Some(Subcode::Images {
                words: sub.words(),
                with_black: sub.with_black,
            });
        }
    }
    if black.is_some() && dimension > 0 && radius.lower < radius.upper {
        // To either colour, the code to white is a subcode (see the module docs).
        let white = Code::from_basis(dimension, false, kernel).with_symmetries(
            &super::groups::signatures(size.cells(), kernel),
            size.rows,
            size.cols,
        );
        if radius::tables_fit(&white) && tighten(&mut radius, &white, max_work) {
            subcode = Some(Subcode::Kernel { words: dimension });
        }
    }
    // The witness press set: the first `t_v` cells of each group, and every free cell.
    let mut want: std::collections::HashMap<u32, usize> = code
        .groups
        .iter()
        .zip(&radius.witness)
        .map(|(&(s, _), &t)| (s, t))
        .collect();
    let mut board = Board::filled(size, Colour::White);
    for (cell, &s) in signature.iter().enumerate() {
        let press = if s == 0 {
            true
        } else {
            let left = want.get_mut(&s).expect("every signature is a group");
            let p = *left > 0;
            *left = left.saturating_sub(1);
            p
        };
        if press {
            board.apply(Press {
                row: cell / size.cols,
                col: cell % size.cols,
            });
        }
    }
    if target == Target::Black {
        // The same pressing from all black: the board that needs as many steps to black.
        board.complement();
    }
    Ok(Most {
        radius,
        words,
        groups: code.groups.len(),
        board,
        subcode,
        max_work,
    })
}

/// Searches `sub`, a subcode of the code whose radius is `radius`, with `max_work`, and lowers
/// `radius`'s upper bound to the subcode's when that is lower (fewer press sets to choose from
/// never make a board need fewer steps); returns whether it did.
fn tighten(radius: &mut Radius, sub: &Code, max_work: u64) -> bool {
    let upper = radius::covering_radius(sub, max_work).upper;
    debug_assert!(
        upper >= radius.lower,
        "a subcode's radius is at least the code's"
    );
    if upper >= radius.upper {
        return false;
    }
    radius.upper = upper;
    radius.by_average = false;
    true
}

/// The report's lines on the most steps.
pub fn write(
    out: &mut impl Write,
    target: Target,
    most: Result<&Most, &TooManyWords>,
) -> io::Result<()> {
    let to = target;
    let most = match most {
        Ok(most) => most,
        Err(too_many) => {
            return writeln!(
                out,
                "most steps to {to}: at most {} (not searched: the code has {} words, more than \
                 {MAX_WORDS}; {} is the average steps over the press sets that solve any one \
                 board, which the fewest cannot pass)",
                too_many.average, too_many.words, too_many.average
            );
        }
    };
    let r = &most.radius;
    if r.lower == r.upper && most.words == 0 {
        // A trivial kernel to one colour: nothing to search.
        writeln!(
            out,
            "most steps to {to}: {} (proven: with no code word each board has one press set, \
             and the longest presses every cell); a board that needs {}:",
            r.lower, r.lower
        )?;
    } else if r.lower == r.upper {
        writeln!(
            out,
            "most steps to {to}: {} (proven: the covering radius of {} code words over {} groups \
             of cells); a board that needs {}:",
            r.lower, most.words, most.groups, r.lower
        )?;
    } else {
        let why = if let Some(Subcode::Images { words, with_black }) = most.subcode {
            let black = if with_black {
                ", and the all-black press set"
            } else {
                ""
            };
            format!(
                "is proven by the search of a subcode of {words} of the code's {} words (each \
                 kernel word plus its image under one reflection or rotation of the board{black}), \
                 which showed that no board needs {} against it, and more press sets to choose \
                 from never make a board need more steps",
                most.words,
                r.upper + 1
            )
        } else if let Some(Subcode::Kernel { words }) = most.subcode {
            format!(
                "is proven by the search of the code to white, the {words} kernel words of the \
                 code's {}, which showed that no board needs {} steps to white: the all-black \
                 board is solvable, so every board solvable to white is solvable to either colour \
                 from the same press sets and more, and never needs more steps to either colour",
                most.words,
                r.upper + 1
            )
        } else if r.by_average {
            "is the average steps over the press sets that solve any one board (half the cells \
             pressed by some code word, and every cell pressed by none), which the fewest cannot \
             pass"
                .to_string()
        } else {
            format!(
                "is proven by the search, which showed that no board needs {} before it stopped at \
                 its limit of {} steps",
                r.upper + 1,
                crate::work::Work(most.max_work)
            )
        };
        writeln!(
            out,
            "most steps to {to}: between {} and {} (not proven: {} is the fewest steps of the board \
             below; {} {why}); a board that needs {}:",
            r.lower, r.upper, r.lower, r.upper, r.lower
        )?;
    }
    write!(out, "{}", most.board)
}
