//! The table's search and its byte layout, apart from `table.rs`, which reads the table.
//!
//! One breadth-first search from the identity gives the distance of every arrangement, by rank
//! ([`distances`]). Two byte strings keep what the queries read: the distances two to a byte
//! ([`pack_distances`]) and the reachable arrangements nearest first, four bytes each
//! ([`pack_order`]). The repository keeps them (`tables/`) and the library embeds them;
//! `Table::build` makes the same bytes at run time, and a test checks that the two agree.

use search_core::bfs::distances_keyed;
use search_core::permutation::next_permutation;
use search_core::{DistanceTable, UNREACHED};

use crate::grid::{Code, Move};
use crate::symmetry;

/// `9!`: the number of arrangements, reachable or not.
pub const ARRANGEMENTS: usize = 362_880;

/// The number of arrangements reachable from any one: the even half.
pub const REACHABLE: usize = ARRANGEMENTS / 2;

/// The distance of every arrangement from the identity, by rank: the breadth-first search, on
/// all cores.
///
/// The search runs over classes of arrangements under the square's eight symmetries
/// ([`symmetry`]), each known by its least code and filling the entries of all its members:
/// about 23,000 classes instead of 181,440 arrangements, for eight byte-table images of every
/// successor. It measured faster than the search over arrangements, even though that one
/// also skipped the two moves of the line that found a state (with classes that line is not
/// known). The visited set is a bitmap over a cheap key (the first seven cells in base 9),
/// so only the classes reached are ranked.
pub fn distances() -> DistanceTable {
    distances_keyed(
        ARRANGEMENTS,
        KEYS,
        [Code::IDENTITY],
        |&class| key(class),
        |&class| symmetry::class(class).map(rank),
        |&class| Move::ALL.map(|m| symmetry::canonical(class.apply(m))),
    )
}

/// The nibble of an arrangement no move sequence reaches (distances are at most 8).
pub const UNREACHED_NIBBLE: u8 = 0xF;

/// The distances two to a byte: rank `r` in byte `r / 2`, the low nibble for even `r`, and
/// [`UNREACHED_NIBBLE`] for the odd arrangements ([`distance_at`] reads it back).
///
/// # Panics
/// If a distance does not fit a nibble.
pub fn pack_distances(distances: &DistanceTable) -> Vec<u8> {
    let nibble = |&d: &u8| match d {
        UNREACHED => UNREACHED_NIBBLE,
        d => {
            assert!(d < UNREACHED_NIBBLE, "distance {d} does not fit a nibble");
            d
        }
    };
    distances
        .as_slice()
        .chunks(2)
        .map(|pair| nibble(&pair[0]) | pair.get(1).map_or(UNREACHED_NIBBLE, nibble) << 4)
        .collect()
}

/// The distance of rank `rank` in the bytes of [`pack_distances`], `None` if unreached.
#[inline]
pub fn distance_at(packed: &[u8], rank: usize) -> Option<u8> {
    let nibble = (packed[rank / 2] >> (4 * (rank % 2))) & 0xF;
    (nibble != UNREACHED_NIBBLE).then_some(nibble)
}

/// Every reached arrangement, nearest first, and arrangements at the same distance in rank order
/// ([`DistanceTable::arrange_by_distance`]), each as the low 32 bits of its code, little-endian:
/// cells 0 to 7. Cell 8 holds the one value left, which [`unpack_code`] puts back.
///
/// Four bytes an arrangement, half of what a whole code takes, and the same as a rank would; but
/// unlike a rank, which a scan would have to unrank, the cells are there to test at once.
pub fn pack_order(distances: &DistanceTable) -> Vec<u8> {
    // Ranks come in increasing order: step the arrangement along instead of unranking.
    let (mut values, mut at): ([u8; 9], usize) = (std::array::from_fn(|v| v as u8), 0);
    let low_words = distances.arrange_by_distance(|rank| {
        while at < rank {
            next_permutation(&mut values);
            at += 1;
        }
        (Code::from_values(values).0 & u64::from(u32::MAX)) as u32
    });
    low_words.into_iter().flat_map(u32::to_le_bytes).collect()
}

/// The arrangement whose cells 0 to 7 are `low` (the low 32 bits of its code): cell 8 holds the
/// value `0..9` missing from them, 36 minus their sum.
#[inline]
pub fn unpack_code(low: u32) -> Code {
    // Nibble pairs summed into bytes (at most 16 each), then the four bytes into the top one.
    let pairs = (low & 0x0F0F_0F0F) + ((low >> 4) & 0x0F0F_0F0F);
    let sum = pairs.wrapping_mul(0x0101_0101) >> 24;
    Code(u64::from(low) | u64::from(36 - sum) << 32)
}

/// The size of the key space: seven base-9 digits.
const KEYS: usize = 9 * 9 * 9 * 9 * 9 * 9 * 9;

/// `KEY_BYTES[k][v]`: what byte `k` of a code (cells `2k` and `2k + 1`) adds to its [`key`].
static KEY_BYTES: [[u32; 256]; 4] = {
    let mut t = [[0u32; 256]; 4];
    let mut k = 0;
    let mut weight = 1;
    while k < 4 {
        let mut v = 0;
        while v < 256 {
            let (lo, hi) = ((v & 0xF) as u32, (v >> 4) as u32);
            // Byte 3 counts only its low nibble, cell 6. Nibbles above 8 never occur.
            let hi = if k == 3 { 0 } else { hi };
            t[k][v] = (lo + 9 * hi) * weight;
            v += 1;
        }
        weight *= 81;
        k += 1;
    }
    t
};

/// The visited-set key of a reachable arrangement: its first seven cells as a base-9 number.
///
/// The last two cells then hold the two values left, in one of two orders, and only one of the
/// orders is even; every reachable arrangement is even, so no two of them share a key (and
/// [`distances_keyed`] would notice if two did). Unlike [`rank`], whose digits depend on each
/// other, the key is four independent look-ups; its bitmap of 9^7 bits is 584 KiB.
#[inline]
fn key(code: Code) -> usize {
    let x = code.0;
    (KEY_BYTES[0][(x & 0xFF) as usize]
        + KEY_BYTES[1][(x >> 8 & 0xFF) as usize]
        + KEY_BYTES[2][(x >> 16 & 0xFF) as usize]
        + KEY_BYTES[3][(x >> 24 & 0x0F) as usize]) as usize
}

/// `(8 - i)!` for the digit of cell `i`.
const WEIGHTS: [u32; 8] = [40_320, 5_040, 720, 120, 24, 6, 2, 1];

/// The lexicographic rank of the arrangement, equal to
/// [`search_core::permutation::rank`] of its values; specialised to nine cells and packed words
/// because the table build ranks 181,440 arrangements and a query with few stars one per filling.
///
/// ```
/// use cantor_grid::{grid::Code, table::rank};
/// assert_eq!(rank(Code::IDENTITY), 0);
/// assert_eq!(rank(Code::from_values([8, 7, 6, 5, 4, 3, 2, 1, 0])), 362_879);
/// ```
#[inline]
pub fn rank(code: Code) -> usize {
    let x = code.0;
    // The top row's three digits and the `below` counts after it come from a table: the cells
    // there are a third of the digits and their counts start from nothing.
    let top = &TOP_ROW[(x & 0xFFF) as usize];
    let mut below = top.below;
    let mut r = top.rank;
    // Cells 3 to 7; the last cell's digit is always 0.
    for (i, weight) in WEIGHTS.iter().enumerate().skip(3) {
        let v = (x >> (4 * i)) & 0xF;
        let digit = v - ((below >> (4 * v)) & 0xF);
        r += digit as u32 * weight;
        below = below.wrapping_add(BUMP << (4 * v + 4));
    }
    r as usize
}

/// Adds one to every nibble of the `below` counts.
const BUMP: u64 = 0x1_1111_1111;

/// What the top row contributes: its part of the rank, and the `below` counts after it.
/// Nibble `k` of `below` counts the values seen so far that are less than `k`: adding a value
/// `v` adds one to every nibble above `v`. That needs no population count (which the baseline
/// x86-64 target lacks). Nibbles stay at most 8, so none carries into the next.
#[derive(Clone, Copy)]
struct TopRow {
    below: u64,
    rank: u32,
}

/// [`TopRow`] for every 12-bit top row (only the 504 with distinct values below 9 are used;
/// the others hold zeros).
static TOP_ROW: [TopRow; 4096] = {
    let mut t = [TopRow { below: 0, rank: 0 }; 4096];
    let mut x = 0;
    while x < 4096 {
        let mut below = 0u64;
        let mut rank = 0u32;
        let mut i = 0;
        let mut valid = true;
        let mut seen = 0u32;
        while i < 3 {
            let v = (x >> (4 * i)) & 0xF;
            if v >= 9 || seen & (1 << v) != 0 {
                valid = false;
                break;
            }
            seen |= 1 << v;
            let digit = v as u64 - ((below >> (4 * v)) & 0xF);
            rank += digit as u32 * WEIGHTS[i];
            below = below.wrapping_add(BUMP << (4 * v + 4));
            i += 1;
        }
        if valid {
            t[x] = TopRow { below, rank };
        }
        x += 1;
    }
    t
};

#[cfg(test)]
mod tests;
