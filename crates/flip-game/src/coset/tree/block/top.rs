//! The last pass of a block's transform: the top two or three bits of butterflies, over rows a
//! stretch apart, keeping only the least output, and then the first completion that has it.

use super::butterflies::{four, pair};
use super::lane::Lane;
use super::{LANES, Row};

/// The least output of the transform of `x` (`K` of 2, 4 or 8 numbers): butterflies on all but
/// the top bit, then the least of each top pair's `x − |y|`.
#[inline(always)]
fn least_of<T: Lane, const K: usize>(x: [T; K]) -> T {
    let top = |a: T, b: T| a.sub(b.abs());
    match K {
        2 => top(x[0], x[1]),
        4 => {
            let ((a0, a1), (b0, b1)) = (pair(x[0], x[1]), pair(x[2], x[3]));
            top(a0, b0).min(top(a1, b1))
        }
        _ => {
            debug_assert_eq!(K, 8);
            let c = four([x[0], x[1], x[2], x[3]]);
            let d = four([x[4], x[5], x[6], x[7]]);
            (0..4).map(|m| top(c[m], d[m])).fold(T::MAX, T::min)
        }
    }
}

/// The least output of the transform of the `K` rows `h` apart of each of the first `h` rows,
/// the rows below already transformed: butterflies on all but the top bit of the `K`, in
/// registers, then the least of each top pair's `x − |y|`, in numbers `U`, as wide as the rows'
/// `T` or wider (the rows' numbers bound by each stretch's classes, the outputs by all of them).
#[inline(always)]
pub(super) fn least_of_top<T: Lane, U: Lane, const K: usize>(rows: &[Row<T>], h: usize) -> U {
    debug_assert_eq!(rows.len(), K * h);
    let mut least = [U::MAX; LANES];
    for i in 0..h {
        let a: [&Row<T>; K] = std::array::from_fn(|m| &rows[i + m * h]);
        for (j, l) in least.iter_mut().enumerate() {
            let x = std::array::from_fn::<U, K, _>(|m| U::from_i64(a[m][j].to_i64()));
            *l = (*l).min(least_of(x));
        }
    }
    least.into_iter().min().expect("a row has lanes")
}

/// The least `z` whose transform is `least`, the rows `h` apart of the top bits not yet
/// transformed: each output `z` (row `i + m·h`, lane `j`) in turn, counted on its own.
pub(super) fn first_at<T: Lane>(rows: &[Row<T>], h: usize, least: i64) -> u64 {
    let k = rows.len() / h;
    let output = |m: usize, i: usize, j: usize| -> i64 {
        (0..k)
            .map(|n| {
                let x = rows[i + n * h][j].to_i64();
                if (m & n).count_ones() % 2 == 1 { -x } else { x }
            })
            .sum()
    };
    (0..k)
        .flat_map(|m| (0..h).flat_map(move |i| (0..LANES).map(move |j| (m, i, j))))
        .find(|&(m, i, j)| output(m, i, j) == least)
        .map(|(m, i, j)| ((m * h + i) * LANES + j) as u64)
        .expect("the least is one of the outputs")
}
