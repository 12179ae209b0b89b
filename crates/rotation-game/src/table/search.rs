//! The search that fills the placement table, the ranks that index it, and the packed layout of
//! the committed table: apart from `table.rs`, which reads the table.

use search_core::DistanceTable;
use search_core::bfs::distances_keyed;
use search_core::subset;

use crate::board::{CELLS, CENTRE_MASK, Move};
use crate::{mask, symmetry};

/// The number of placements of eight blocks on 24 cells.
pub(crate) const PLACEMENTS: usize = subset::binomial(24, 8) as usize;

/// The packed table's length: two distances a byte.
pub(crate) const PACKED_LEN: usize = PLACEMENTS.div_ceil(2);

/// The distance of every placement to the centre placement, indexed by [`rank`]: a BFS from the
/// centre placement, on all cores.
///
/// The search runs over classes of placements under the board's eight symmetries
/// ([`symmetry`]): 92,247 classes, each known by its least mask and filling the entries of
/// all its members at once. That is an eighth of the visited-set tests of a search over
/// placements, for eight byte-table images of every successor, and it measured faster.
///
/// The frontier keeps masks, not ranks, so nothing is ever unranked, and the visited set is a
/// bit per 24-bit mask (2 MiB): a successor costs one byte-table move ([`mask::apply`]), its
/// class ([`symmetry::canonical`]) and one bit test, and only the placements reached are
/// ranked, once each. (Measured and dropped: a direction-optimising BFS, bottom-up over the
/// last layers, which saved little; and a denser key, the high byte ranked among bytes with as
/// many blocks, whose smaller bitmap made the two-thread build slower.)
pub fn distances() -> DistanceTable {
    distances_keyed(
        PLACEMENTS,
        1 << CELLS,
        [CENTRE_MASK],
        |&class| class as usize,
        |&class| symmetry::class(class).map(rank),
        |&class| Move::ALL.map(|mv| symmetry::canonical(mask::apply(class, mv))),
    )
}

/// `distances` two a byte, the even index in the low four bits: the layout of the table built
/// into the binary, half the bytes of one a distance.
///
/// # Panics
/// If a distance does not fit four bits: one beyond 15, or a placement the search never reached
/// ([`search_core::table::UNREACHED`]). The placement table has neither: its distances stop at 14.
pub fn pack(distances: &[u8]) -> Vec<u8> {
    assert!(
        distances.iter().all(|&d| d < 16),
        "every distance fits four bits"
    );
    distances
        .chunks(2)
        .map(|pair| pair[0] | pair.get(1).map_or(0, |&d| d << 4))
        .collect()
}

/// The distance of the placement of rank `index` in a table laid out by [`pack`].
#[inline]
pub(crate) fn packed_get(packed: &[u8], index: usize) -> u8 {
    packed[index / 2] >> (index % 2 * 4) & 0xf
}

/// One byte a distance again, the first `len` of them: the inverse of [`pack`].
pub(crate) fn unpack(packed: &[u8], len: usize) -> Vec<u8> {
    let mut distances: Vec<u8> = packed.iter().flat_map(|&b| [b & 0xf, b >> 4]).collect();
    distances.truncate(len);
    distances
}

/// The placement of rank 0: cells 0…7.
pub(crate) const FIRST_PLACEMENT: u32 = 0xff;

/// The placement after `p` in rank (colex, which is numeric) order: Gosper's hack. After the last
/// placement, cells 16…23, it returns a mask beyond 24 bits.
#[inline]
pub(crate) fn next_placement(p: u32) -> u32 {
    let low = p & p.wrapping_neg();
    let ripple = p + low;
    ripple | (((p ^ ripple) >> 2) / low)
}

/// `RANK_BYTES[k][o][v]`: what the set bits `v` of byte `k` add to a placement's colex rank when
/// `o` set bits lie below that byte, in the low 24 bits, and the number of set bits of `v` in the
/// high 8 (so the next byte's offset needs no popcount, which is slow without a `popcnt` target
/// feature). Entries with `o + popcount(v) > 8` are never used by a placement.
///
/// Each entry is one step from an entry before it (the compiler evaluates the table, so a loop
/// over the bits of every entry would cost build time): `v`'s highest set bit `h`, its `n`-th, is member `o + n` of the placement, and adds
/// C(8k + h, o + n) to what the bits of `v` below it add.
static RANK_BYTES: [[[u32; 256]; 9]; 3] = {
    const LOW: u32 = (1 << 24) - 1;
    let mut tables = [[[0u32; 256]; 9]; 3];
    let mut k = 0;
    while k < 3 {
        let mut o = 0;
        while o <= 8 {
            let mut v = 1;
            while v < 256 {
                let h = 7 - (v as u8).leading_zeros() as usize;
                let below = tables[k][o][v ^ 1 << h] & LOW;
                let n = (v as u32).count_ones();
                let member = o as u32 + n;
                let add = if member <= 8 {
                    subset::binomial((8 * k + h) as u32, member)
                } else {
                    0
                };
                tables[k][o][v] = (below + add) | n << 24;
                v += 1;
            }
            o += 1;
        }
        k += 1;
    }
    tables
};

/// The index of a placement in the table: its colex rank among 8-subsets of the 24 cells, the
/// same number as [`search_core::subset::rank`] gives.
///
/// The table build ranks every one of the 735,471 placements and each descent step ranks eight
/// neighbours. The core's bit-by-bit loop measured several times slower a rank than these three
/// byte-table look-ups, so the rank is done here by bytes.
#[inline]
pub fn rank(placement: u32) -> usize {
    const LOW: u32 = (1 << 24) - 1;
    let e0 = RANK_BYTES[0][0][(placement & 0xff) as usize];
    // `min(8)` only guards masks with more than eight bits, which `distance` refuses anyway.
    let o1 = (e0 >> 24) as usize;
    let e1 = RANK_BYTES[1][o1.min(8)][(placement >> 8 & 0xff) as usize];
    let o2 = o1 + (e1 >> 24) as usize;
    let e2 = RANK_BYTES[2][o2.min(8)][(placement >> 16 & 0xff) as usize];
    ((e0 & LOW) + (e1 & LOW) + (e2 & LOW)) as usize
}

/// The placement with index `index`; the inverse of [`rank`] (the tests check it is).
#[cfg(test)]
pub(crate) fn unrank(index: usize) -> u32 {
    // Indices come from the table, whose length fits in a u32.
    subset::unrank(index as u32, 8)
}
