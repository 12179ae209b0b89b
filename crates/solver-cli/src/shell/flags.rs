//! The flags every solver shares (`--explain`, `--color`) and what they decide: [`Show`].

use super::color::{ColorChoice, Palette};

/// The flags every solver shares, which say how to show what it finds: part of every solver's
/// command line ([`Cli::shell`](super::Cli::shell)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::Args)]
pub struct Flags {
    /// Draw what happens, case by case, for a person instead of the judge's lines.
    #[arg(long)]
    pub explain: bool,
    /// When to colour drawings: auto colours at a terminal unless NO_COLOR is set.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
}

impl Flags {
    /// What to show on `output` (standard output, or a stand-in such as a `Vec<u8>` in tests):
    /// whether it is a terminal counts for `--color auto`.
    pub fn show<S: anstream::stream::RawStream>(self, output: &S) -> Show {
        if self.explain {
            Show::Drawings(Palette::new(self.color.enabled(output)))
        } else {
            Show::Answers
        }
    }
}

/// What a solver shows for each case: the judge's lines, or drawings for a person.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Show {
    /// The judge's output format, byte for byte.
    #[default]
    Answers,
    /// `--explain`: a drawing of what happens, in the palette's styles.
    Drawings(Palette),
}
