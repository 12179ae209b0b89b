//! `--work`: how much work a proof may take before flip-game gives up on it and says what it has
//! proven instead, for anyone who will wait longer (or less) than the defaults.

use std::fmt;
use std::str::FromStr;

/// A number of units of work, written `2^K` or in digits: class updates of the branch and bound
/// ([`crate::coset::MAX_WORK`] by default) when solving, steps of the search for the most steps
/// (`2^31` by default) for `stats`. The time grows about linearly with either.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Work(pub u64);

/// Why a `--work` value was not taken.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected a positive number of work units, in digits or as 2^K with K from 0 to 63")]
pub struct BadWork;

impl FromStr for Work {
    type Err = BadWork;

    fn from_str(s: &str) -> Result<Work, BadWork> {
        let digits = |t: &str| {
            (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
                .then(|| t.parse::<u64>().ok())
                .flatten()
        };
        let units = match s.split_once('^') {
            Some(("2", k)) => digits(k).filter(|&k| k < 64).map(|k| 1 << k),
            Some(_) => None,
            None => digits(s),
        };
        units.filter(|&u| u > 0).map(Work).ok_or(BadWork)
    }
}

impl fmt::Display for Work {
    /// `2^K` for a power of two, digits otherwise, as the flag takes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_power_of_two() {
            write!(f, "2^{}", self.0.trailing_zeros())
        } else {
            write!(f, "{}", self.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn powers_of_two_and_digits_are_read_and_written_back() {
        for (text, units) in [
            ("2^0", 1),
            ("2^39", 1 << 39),
            ("2^63", 1 << 63),
            ("1000", 1000),
        ] {
            let work: Work = text.parse().unwrap();
            assert_eq!(work, Work(units), "{text}");
            assert_eq!(work.to_string(), text);
        }
        assert_eq!("1024".parse::<Work>().unwrap().to_string(), "2^10");
    }

    #[test]
    fn nothing_else_is_work() {
        for bad in [
            "",
            "0",
            "2^64",
            "2^",
            "3^4",
            "2^-1",
            "-5",
            "+5",
            "1e9",
            "2^ 3",
            " 7",
            "18446744073709551616",
        ] {
            assert_eq!(bad.parse::<Work>(), Err(BadWork), "{bad:?}");
        }
    }
}
