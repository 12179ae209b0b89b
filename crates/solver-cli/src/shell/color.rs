//! Colour: decided once, from `--color` and the environment by `anstream` (as clap decides for
//! its own messages, so the two always agree), and drawn from one palette.

use anstyle::{AnsiColor, Color, Style};

/// When to colour drawings: the value of `--color`, for `auto` decided by `anstream` as clap
/// decides for its own messages ([`ColorChoice::enabled`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum ColorChoice {
    /// When standard output is a terminal, unless `NO_COLOR` is set (or `CLICOLOR=0`, or
    /// `TERM=dumb`); `CLICOLOR_FORCE` turns it on anywhere
    #[default]
    Auto,
    /// Always, even into a file or a pipe.
    Always,
    /// Never.
    Never,
}

impl ColorChoice {
    /// Whether to colour what goes to `output`, decided as clap decides for its own messages
    /// (by `anstream`): `always` and `never` as they say; `auto` colours nothing when
    /// `NO_COLOR` is set (to anything but the empty string), anything when `CLICOLOR_FORCE` is
    /// (to anything but the empty string, `0` included, as anstream reads it), nothing when
    /// `CLICOLOR=0`, and otherwise a terminal unless `TERM` is unset or `dumb`.
    ///
    /// ```
    /// use solver_cli::shell::ColorChoice;
    /// let pipe: Vec<u8> = Vec::new();
    /// assert!(ColorChoice::Always.enabled(&pipe));
    /// assert!(!ColorChoice::Never.enabled(&pipe));
    /// ```
    pub fn enabled<S: anstream::stream::RawStream>(self, output: &S) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                anstream::AutoStream::<S>::choice(output) != anstream::ColorChoice::Never
            }
        }
    }

    /// The same choice as `anstream` (and so clap) names it.
    pub fn to_anstream(self) -> anstream::ColorChoice {
        match self {
            ColorChoice::Auto => anstream::ColorChoice::Auto,
            ColorChoice::Always => anstream::ColorChoice::Always,
            ColorChoice::Never => anstream::ColorChoice::Never,
        }
    }

    /// The same choice for clap's own messages.
    pub fn to_clap(self) -> clap::ColorChoice {
        match self {
            ColorChoice::Auto => clap::ColorChoice::Auto,
            ColorChoice::Always => clap::ColorChoice::Always,
            ColorChoice::Never => clap::ColorChoice::Never,
        }
    }
}

/// The styles of every drawing (`--explain`), from one place so that the four solvers look
/// alike: plain when colour is off, where each style renders as nothing at all.
///
/// Write a styled piece as `"{style}text{style:#}"`: anstyle's `Style` renders its escape code,
/// and with `#` the reset, both empty for a plain style.
///
/// ```
/// use solver_cli::shell::Palette;
/// let plain = Palette::new(false).highlight;
/// assert_eq!(format!("{plain}x{plain:#}"), "x");
/// let bright = Palette::new(true).highlight;
/// assert!(format!("{bright}x{bright:#}").starts_with('\x1b'));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    /// What the eye should find first: the goal, the start, the cells a move shifts.
    pub highlight: Style,
    /// The way taken: cells a tour passes through.
    pub path: Style,
    /// What matters least: cells a tour never touches.
    pub dim: Style,
    /// Where to act: the cells to press.
    pub action: Style,
}

impl Palette {
    /// Every style plain: text exactly as without colour.
    pub const PLAIN: Palette = Palette {
        highlight: Style::new(),
        path: Style::new(),
        dim: Style::new(),
        action: Style::new(),
    };

    /// The colours of a terminal.
    pub const COLORED: Palette = Palette {
        highlight: Style::new()
            .bold()
            .fg_color(Some(Color::Ansi(AnsiColor::Yellow))),
        path: Style::new()
            .bold()
            .fg_color(Some(Color::Ansi(AnsiColor::Green))),
        dim: Style::new().dimmed(),
        action: Style::new().invert(),
    };

    /// [`Palette::COLORED`] when `color`, otherwise [`Palette::PLAIN`].
    pub fn new(color: bool) -> Palette {
        if color {
            Palette::COLORED
        } else {
            Palette::PLAIN
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plain_palette_renders_nothing_and_the_coloured_one_resets() {
        for style in [
            Palette::PLAIN.highlight,
            Palette::PLAIN.path,
            Palette::PLAIN.dim,
            Palette::PLAIN.action,
        ] {
            assert_eq!(format!("{style}|{style:#}"), "|");
        }
        let c = Palette::COLORED;
        for style in [c.highlight, c.path, c.dim, c.action] {
            let text = format!("{style}|{style:#}");
            assert!(
                text.starts_with("\x1b[") && text.ends_with("\x1b[0m"),
                "{text:?}"
            );
        }
    }
}
