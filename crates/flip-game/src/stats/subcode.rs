//! A subcode for the most-steps search when the code itself is too large for it: fewer press sets
//! to choose from can only make a board need more steps, so the covering radius of any subcode
//! bounds the code's from above, and a subcode small enough for the search's tables may be
//! refuted below the code's average bound, which is all the code alone could say.
//!
//! The subcodes tried are the board's own: for each reflection or rotation `g`, the press sets
//! `x + g(x)` for `x` in the kernel (`g` maps the kernel onto itself, so they are kernel words),
//! alone and, when the code has the all-black press set, with it. A half turn's and a quarter turn's
//! are kept by every symmetry (each symmetry turns a turn into itself or its inverse), so the
//! search still meets only one node of each orbit; a reflection's by those that commute with it.
//! On 30 × 30 a quarter turn's has 15 of the kernel's 20 dimensions, the others' 10.

use super::groups::{Code, signatures};
use super::radius;
use crate::board::Size;
use crate::gf2::PressSet;

/// The most entries of a subcode's per-level tables: half the code's own limit
/// ([`radius::MAX_TABLE`]), as the subcode gives a bound rather than the answer. (30 × 30 to
/// either colour would otherwise search the quarter turn's image with the all-black press set,
/// at several times the memory and time, for no better a bound than the image alone gives.)
pub const MAX_SUBCODE_TABLE: usize = radius::MAX_TABLE / 2;

/// The subcode the most-steps search takes for the code of `size` spanned by `kernel` (a basis
/// of the kernel) and `black` when it is given, when that code is past the search's tables: of
/// the [`images`] alone and then with `black`, the one of the most words whose tables have at
/// most [`MAX_SUBCODE_TABLE`] entries, and of those the one with the fewest free cells (the
/// first, in that order, if several tie), with its symmetries. `None` when no image's tables
/// fit.
pub(crate) fn subcode(size: Size, kernel: &[PressSet], black: Option<&PressSet>) -> Option<Code> {
    let rank = |c: &Code| (c.words(), std::cmp::Reverse(c.free));
    let images = images(size, kernel);
    let mut best: Option<(Code, Vec<PressSet>)> = None;
    for (basis, with_black) in candidates(&images, black) {
        let code = spanned(&basis, with_black);
        let better = best.as_ref().is_none_or(|(b, _)| rank(&code) > rank(b));
        if radius::table_entries(&code) <= MAX_SUBCODE_TABLE && better {
            best = Some((code, basis));
        }
    }
    // The symmetries of the one chosen alone.
    best.map(|(code, basis)| {
        code.with_symmetries(&signatures(size.cells(), &basis), size.rows, size.cols)
    })
}

/// The subcodes tried, in order: each of `images` alone, then each with `black` when it is given
/// (last); each a basis and whether `black` is in it.
pub(crate) fn candidates<'a>(
    images: &'a [Vec<PressSet>],
    black: Option<&'a PressSet>,
) -> impl Iterator<Item = (Vec<PressSet>, bool)> + 'a {
    let with_black = black.into_iter().flat_map(move |black| {
        images
            .iter()
            .map(move |image| ([&image[..], std::slice::from_ref(black)].concat(), true))
    });
    images.iter().map(|i| (i.clone(), false)).chain(with_black)
}

/// The code `basis` spans: independent press sets, the all-black one last when `with_black`.
pub(crate) fn spanned(basis: &[PressSet], with_black: bool) -> Code {
    Code::from_basis(basis.len() - usize::from(with_black), with_black, basis)
}

/// For each reflection or rotation `g` of `size`, a basis of the press sets `x + g(x)` for `x`
/// in the kernel (`kernel`, a basis of it): the images that are neither nothing nor the whole
/// kernel.
pub(crate) fn images(size: Size, kernel: &[PressSet]) -> Vec<Vec<PressSet>> {
    size.mirrors()
        .map(|mirror| {
            independent(
                kernel
                    .iter()
                    .map(|x| x.clone() ^ mirrored(size, x, &mirror)),
            )
        })
        .filter(|basis| !basis.is_empty() && basis.len() < kernel.len())
        .collect()
}

/// The press set `x` reflected or turned by `mirror` (a map of `(row, column)` on `size`).
fn mirrored(
    size: Size,
    x: &PressSet,
    mirror: &impl Fn(usize, usize) -> (usize, usize),
) -> PressSet {
    let mut image = PressSet::repeat(false, x.len());
    for cell in x.iter_ones() {
        let (r, c) = mirror(cell / size.cols, cell % size.cols);
        image.set(r * size.cols + c, true);
    }
    image
}

/// A basis of the span of `sets`: each reduced by the ones kept before it (every kept set has a
/// first cell that no other kept set presses), and kept when something is left.
fn independent(sets: impl IntoIterator<Item = PressSet>) -> Vec<PressSet> {
    let mut basis: Vec<PressSet> = Vec::new();
    for mut x in sets {
        for b in &basis {
            if x[b.first_one().expect("kept sets are nonzero")] {
                x ^= b;
            }
        }
        if let Some(first) = x.first_one() {
            for b in &mut basis {
                if b[first] {
                    *b ^= &x;
                }
            }
            basis.push(x);
        }
    }
    basis
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Colour;
    use crate::gf2::{Gf2, pressed_on_white};

    #[test]
    fn a_basis_spans_what_it_was_given_and_no_more() {
        // Sets over 5 cells, the third the sum of the first two: a basis of 3.
        let set = |bits: &[usize]| {
            let mut x = PressSet::repeat(false, 5);
            bits.iter().for_each(|&b| x.set(b, true));
            x
        };
        let given = [
            set(&[0, 1]),
            set(&[1, 2]),
            set(&[0, 2]),
            set(&[3]),
            set(&[]),
            set(&[1, 4]),
        ];
        let basis = independent(given.iter().cloned());
        assert_eq!(basis.len(), 4);
        // Every given set is a sum of basis sets: reduced by their first cells, nothing is left.
        for x in &given {
            let mut left = x.clone();
            for b in &basis {
                if left[b.first_one().unwrap()] {
                    left ^= b;
                }
            }
            assert!(left.not_any(), "{x} is in the span");
        }
    }

    #[test]
    fn the_images_are_made_of_code_words_and_the_subcode_is_the_largest_that_fits() {
        // 30 x 30 (white and either colour) and 32 x 32, whose codes are past the tables, and
        // 9 x 9 and 16 x 16, whose are not. Each basis word of each image (with and without the
        // all-black press set) leaves the all-white board white or (the black word, last) turns
        // it all black, by the board's own rule; the words are independent and fewer than the
        // code's. The subcode is the code of an image whose tables fit, and no image whose
        // tables fit has more words.
        for (n, either) in [(30, false), (30, true), (32, false), (9, false), (16, true)] {
            let size = Size { rows: n, cols: n };
            let gf2 = Gf2::new(size);
            let black = either.then(|| gf2.all_black_press_set().unwrap());
            let kernel = gf2.kernel_basis();
            let mut fitting = Vec::new();
            for (basis, with_black) in candidates(&images(size, &kernel), black.as_ref()) {
                let words = basis.len();
                assert_eq!(independent(basis.iter().cloned()).len(), words, "{size}");
                assert!(words < gf2.dimension() + usize::from(either), "{size}");
                for (j, x) in basis.iter().enumerate() {
                    let colour = if with_black && j == words - 1 {
                        Colour::Black
                    } else {
                        Colour::White
                    };
                    let board = pressed_on_white(size, x);
                    assert_eq!(board.one_colour(), Some(colour), "{size}, word {j}");
                }
                let code = spanned(&basis, with_black);
                if radius::table_entries(&code) <= MAX_SUBCODE_TABLE {
                    fitting.push(code);
                }
            }
            let sub = subcode(size, &kernel, black.as_ref()).expect("an image fits");
            assert!(fitting.iter().any(|c| c.groups == sub.groups), "{size}");
            assert!(fitting.iter().all(|c| c.words() <= sub.words()), "{size}");
            assert_eq!(sub.symmetries.len(), 7, "{size}: kept by every symmetry");
        }
    }
}
