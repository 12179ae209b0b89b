#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub mod scan;
pub mod shell;

pub use scan::{ParseError, Pos, Scanner, Token};
