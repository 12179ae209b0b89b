//! Classes of states under a puzzle's symmetries.
//!
//! When a group of symmetries maps moves to moves and the goal to itself, every state of a class
//! (its images under the group) lies at the same distance, so a search can run over classes and
//! fill the table entries of all their members at once (see
//! [`crate::bfs::distances_keyed`]). The members are then needed without repeats: a
//! state that some symmetry fixes has fewer distinct images than the group has elements.

/// The distinct members of a class, given a state's images under every element of a group, the
/// identity's (the state itself) first; in order of first appearance.
///
/// Two elements give the same image exactly when some element other than the identity fixes the
/// state, that is, when the state appears again among its images. That is rare, so one scan for
/// the state spares nearly every class the quadratic check. The images must come from a group
/// for this shortcut to hold.
///
/// ```
/// use search_core::symmetry::distinct;
/// // Rotations of a 4-bit ring: 0b0101 is fixed by the half turn, 0b0001 by nothing.
/// let rotations = |m: u8| std::array::from_fn::<u8, 4, _>(|k| ((m << k) | (m >> (4 - k))) & 0xF);
/// assert_eq!(distinct(rotations(0b0101)).collect::<Vec<_>>(), [0b0101, 0b1010]);
/// assert_eq!(distinct(rotations(0b0001)).count(), 4);
/// ```
#[inline]
pub fn distinct<T: Copy + PartialEq, const N: usize>(
    mut images: [T; N],
) -> impl Iterator<Item = T> {
    let mut count = N;
    if N > 0 && images[1..].contains(&images[0]) {
        count = 0;
        for i in 0..N {
            if !images[..count].contains(&images[i]) {
                images[count] = images[i];
                count += 1;
            }
        }
    }
    images.into_iter().take(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_class_of_the_cyclic_group_on_six_bits() {
        // Rotations of a 6-bit ring: the distinct images are exactly the set of rotations.
        for m in 0u8..64 {
            let images: [u8; 6] = std::array::from_fn(|k| ((m << k) | (m >> ((6 - k) % 6))) & 0x3F);
            let got: Vec<u8> = distinct(images).collect();
            let mut expected: Vec<u8> = Vec::new();
            for x in images {
                if !expected.contains(&x) {
                    expected.push(x);
                }
            }
            assert_eq!(got, expected, "{m:06b}");
            assert!(6usize.is_multiple_of(got.len()));
        }
    }
}
