//! The `#`-shaped board, its eight moves, and the centre square.
//!
//! Cells are numbered 0…23 in reading order, as in the spec:
//!
//! ```text
//!         A     B
//!         0     1
//!         2     3
//! H   4   5  6  7  8  9  10   C
//!         11    12
//! G  13  14 15 16 17 18  19   D
//!         20    21
//!         22    23
//!         F     E
//! ```

use std::fmt;
use std::str::FromStr;

/// The number of cells on the board.
pub const CELLS: usize = 24;

/// The eight cells of the centre square, in cell order.
pub const CENTRE: [usize; 8] = [6, 7, 8, 11, 12, 15, 16, 17];

/// The centre square as a 24-bit mask (bit `c` for cell `c`).
pub const CENTRE_MASK: u32 = {
    let mut mask = 0;
    let mut i = 0;
    while i < CENTRE.len() {
        mask |= 1 << CENTRE[i];
        i += 1;
    }
    mask
};

/// The line each move rotates, head first: the move shifts every block one place towards the head,
/// and the head's block wraps round to the tail.
pub const LINES: [[usize; 7]; 8] = [
    [0, 2, 6, 11, 15, 20, 22],
    [1, 3, 8, 12, 17, 21, 23],
    [10, 9, 8, 7, 6, 5, 4],
    [19, 18, 17, 16, 15, 14, 13],
    [23, 21, 17, 12, 8, 3, 1],
    [22, 20, 15, 11, 6, 2, 0],
    [13, 14, 15, 16, 17, 18, 19],
    [4, 5, 6, 7, 8, 9, 10],
];

/// One of the eight moves, `A`…`H`, ordered by letter (the tie-break order of the judge).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Move {
    /// Left column, towards the top.
    A,
    /// Right column, towards the top.
    B,
    /// Upper row, towards the right.
    C,
    /// Lower row, towards the right.
    D,
    /// Right column, towards the bottom.
    E,
    /// Left column, towards the bottom.
    F,
    /// Lower row, towards the left.
    G,
    /// Upper row, towards the left.
    H,
}

impl Move {
    /// All eight moves in letter order.
    pub const ALL: [Move; 8] = [
        Move::A,
        Move::B,
        Move::C,
        Move::D,
        Move::E,
        Move::F,
        Move::G,
        Move::H,
    ];

    /// The position of the move in [`Move::ALL`] and [`LINES`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The move that undoes this one (A↔F, B↔E, C↔H, D↔G).
    pub const fn inverse(self) -> Move {
        match self {
            Move::A => Move::F,
            Move::B => Move::E,
            Move::C => Move::H,
            Move::D => Move::G,
            Move::E => Move::B,
            Move::F => Move::A,
            Move::G => Move::D,
            Move::H => Move::C,
        }
    }

    /// The line this move rotates, head first.
    pub const fn line(self) -> [usize; 7] {
        LINES[self.index()]
    }

    /// The move's letter.
    pub const fn letter(self) -> char {
        (b'A' + self as u8) as char
    }

    /// `source()[c]` is the cell whose block lands on cell `c` after the move.
    pub const fn source(self) -> [usize; CELLS] {
        let line = self.line();
        let mut src = [0; CELLS];
        let mut c = 0;
        while c < CELLS {
            src[c] = c;
            c += 1;
        }
        let mut i = 0;
        while i < 7 {
            src[line[i]] = line[(i + 1) % 7];
            i += 1;
        }
        src
    }
}

/// [`Move::source`] of every move, worked out at compile time: IDA* applies millions of moves.
static SOURCES: [[usize; CELLS]; 8] = {
    let mut t = [[0; CELLS]; 8];
    let mut m = 0;
    while m < 8 {
        t[m] = Move::ALL[m].source();
        m += 1;
    }
    t
};

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A string that is not one of the letters `A`…`H`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected a move A to H, found `{0}`")]
pub struct BadMove(pub String);

impl FromStr for Move {
    type Err = BadMove;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "A" => Ok(Move::A),
            "B" => Ok(Move::B),
            "C" => Ok(Move::C),
            "D" => Ok(Move::D),
            "E" => Ok(Move::E),
            "F" => Ok(Move::F),
            "G" => Ok(Move::G),
            "H" => Ok(Move::H),
            _ => Err(BadMove(s.to_string())),
        }
    }
}

/// A board: the symbol (1, 2 or 3) on each cell.
///
/// Any board built through [`Board::new`] holds exactly eight of each symbol, which is what makes
/// every board solvable and the per-symbol table exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board {
    cells: [u8; CELLS],
}

/// Cells that are not a valid board: a symbol outside 1…3 or not eight of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadBoard {
    /// A cell holds something other than 1, 2 or 3.
    #[error("cell {cell} holds {symbol}, not 1, 2 or 3")]
    Symbol {
        /// The offending cell.
        cell: usize,
        /// What it holds.
        symbol: u8,
    },
    /// The symbols are not eight of each; `counts[s - 1]` is how many `s` there are.
    #[error("expected eight of each symbol, found {} × 1, {} × 2, {} × 3", counts[0], counts[1], counts[2])]
    Counts {
        /// How many of each symbol.
        counts: [usize; 3],
    },
}

impl Board {
    /// The board with these cells, if each holds 1, 2 or 3 and each symbol appears eight times.
    pub fn new(cells: [u8; CELLS]) -> Result<Board, BadBoard> {
        let mut counts = [0usize; 3];
        for (cell, &symbol) in cells.iter().enumerate() {
            match symbol {
                1..=3 => counts[usize::from(symbol - 1)] += 1,
                _ => return Err(BadBoard::Symbol { cell, symbol }),
            }
        }
        if counts != [8; 3] {
            return Err(BadBoard::Counts { counts });
        }
        Ok(Board { cells })
    }

    /// The board whose cells in `masks[s - 1]` hold `s`; the masks must partition the 24 cells
    /// into three sets of eight.
    pub(crate) fn from_masks(masks: [u32; 3]) -> Result<Board, BadBoard> {
        let mut cells = [0u8; CELLS];
        for (c, cell) in cells.iter_mut().enumerate() {
            for (s, mask) in (1u8..).zip(masks) {
                if mask >> c & 1 == 1 {
                    // A cell in two masks gets the later symbol; the counts below then fail.
                    *cell = s;
                }
            }
        }
        let board = Board::new(cells)?;
        if board.masks() == masks {
            Ok(board)
        } else {
            Err(BadBoard::Counts {
                counts: masks.map(|m| m.count_ones() as usize),
            })
        }
    }

    /// The symbols, cell by cell.
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The board after `m`.
    pub fn apply(&self, m: Move) -> Board {
        let src = &SOURCES[m.index()];
        Board {
            cells: std::array::from_fn(|c| self.cells[src[c]]),
        }
    }

    /// The cells holding `symbol` (1, 2 or 3), as a 24-bit mask.
    pub fn mask(&self, symbol: u8) -> u32 {
        self.cells
            .iter()
            .enumerate()
            .filter(|&(_, &s)| s == symbol)
            .fold(0, |m, (c, _)| m | 1 << c)
    }

    /// The masks of symbols 1, 2 and 3.
    pub fn masks(&self) -> [u32; 3] {
        [self.mask(1), self.mask(2), self.mask(3)]
    }

    /// How many centre cells hold each symbol: `[count of 1, count of 2, count of 3]`.
    pub(crate) fn centre_counts(&self) -> [u32; 3] {
        let mut counts = [0; 3];
        for c in CENTRE {
            counts[usize::from(self.cells[c] - 1)] += 1;
        }
        counts
    }

    /// The symbol filling the whole centre, if one does.
    pub fn centre_symbol(&self) -> Option<u8> {
        let first = self.cells[CENTRE[0]];
        CENTRE
            .iter()
            .all(|&c| self.cells[c] == first)
            .then_some(first)
    }
}

impl fmt::Display for Board {
    /// The judge format: 24 symbols separated by spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.cells.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Board {
        Board::new([
            1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3,
        ])
        .unwrap()
    }

    #[test]
    fn lines_match_the_spec_table() {
        // Typed from the spec's table, apart from LINES.
        let spec = [
            "0 2 6 11 15 20 22",
            "1 3 8 12 17 21 23",
            "10 9 8 7 6 5 4",
            "19 18 17 16 15 14 13",
            "23 21 17 12 8 3 1",
            "22 20 15 11 6 2 0",
            "13 14 15 16 17 18 19",
            "4 5 6 7 8 9 10",
        ];
        for (m, text) in Move::ALL.into_iter().zip(spec) {
            let line: Vec<usize> = text.split(' ').map(|t| t.parse().unwrap()).collect();
            assert_eq!(m.line().to_vec(), line, "move {m}");
        }
    }

    #[test]
    fn each_move_and_its_inverse_compose_to_the_identity() {
        let b = sample();
        for m in Move::ALL {
            assert_ne!(b.apply(m), b, "{m} must change the sample");
            assert_eq!(b.apply(m).apply(m.inverse()), b, "{m}");
            assert_eq!(b.apply(m.inverse()).apply(m), b, "{m}");
            assert_eq!(m.inverse().inverse(), m);
            // Seven turns of a seven-cell line are the identity.
            let seven = (0..7).fold(b, |b, _| b.apply(m));
            assert_eq!(seven, b);
        }
    }

    #[test]
    fn a_move_shifts_towards_the_head() {
        // A on the sample: column 0 2 6 11 15 20 22 holds 1 1 3 2 2 2 3, becomes 1 3 2 2 2 3 1.
        let after = sample().apply(Move::A);
        let column: Vec<u8> = Move::A.line().iter().map(|&c| after.cells()[c]).collect();
        assert_eq!(column, [1, 3, 2, 2, 2, 3, 1]);
    }

    #[test]
    fn moves_print_and_parse() {
        for m in Move::ALL {
            assert_eq!(m.to_string().parse::<Move>(), Ok(m));
        }
        assert_eq!(
            "a".parse::<Move>().unwrap_err().to_string(),
            "expected a move A to H, found `a`"
        );
    }

    #[test]
    fn boards_need_eight_of_each() {
        let mut cells = *sample().cells();
        cells[0] = 2;
        assert_eq!(
            Board::new(cells),
            Err(BadBoard::Counts { counts: [7, 9, 8] })
        );
        cells[0] = 4;
        assert_eq!(
            Board::new(cells),
            Err(BadBoard::Symbol { cell: 0, symbol: 4 })
        );
    }

    #[test]
    fn masks_round_trip() {
        let b = sample();
        assert_eq!(Board::from_masks(b.masks()), Ok(b));
        assert!(Board::from_masks([0xff, 0xff00, 0xff0001]).is_err());
        assert_eq!(CENTRE_MASK.count_ones(), 8);
    }

    #[test]
    fn centre_is_read_off() {
        let b = sample();
        assert_eq!(b.centre_counts(), [0, 6, 2]);
        assert_eq!(b.centre_symbol(), None);
        // The spec's answer for the sample: AC leaves 2 in the centre.
        assert_eq!(b.apply(Move::A).apply(Move::C).centre_symbol(), Some(2));
    }
}
