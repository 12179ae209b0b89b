//! Colour: decided once, from `--color` and the environment, and drawn from one palette.

use anstyle::{AnsiColor, Color, Style};

/// When to colour drawings: the value of `--color`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum ColorChoice {
    /// When standard output is a terminal, unless `NO_COLOR` is set (or `CLICOLOR=0`, or
    /// `TERM=dumb`); `CLICOLOR_FORCE` turns it on anywhere.
    #[default]
    Auto,
    /// Always, even into a file or a pipe.
    Always,
    /// Never.
    Never,
}

impl ColorChoice {
    /// Whether to colour, with standard output a terminal or not, under the environment's
    /// `NO_COLOR`, `CLICOLOR`, `CLICOLOR_FORCE` and `TERM`, as cargo and ripgrep read them.
    pub fn enabled(self, terminal: bool) -> bool {
        self.decide(terminal, &Environment::read())
    }

    fn decide(self, terminal: bool, env: &Environment) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                env.force || (terminal && !env.no_color && env.clicolor && env.term_supports_color)
            }
        }
    }
}

/// What the environment says about colour.
struct Environment {
    no_color: bool,
    force: bool,
    clicolor: bool,
    term_supports_color: bool,
}

impl Environment {
    fn read() -> Environment {
        Environment {
            no_color: anstyle_query::no_color(),
            force: anstyle_query::clicolor_force(),
            clicolor: anstyle_query::clicolor() != Some(false),
            term_supports_color: anstyle_query::term_supports_color(),
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

    fn env(no_color: bool, force: bool, clicolor: bool, term: bool) -> Environment {
        Environment {
            no_color,
            force,
            clicolor,
            term_supports_color: term,
        }
    }

    #[test]
    fn always_and_never_override_the_environment() {
        for terminal in [false, true] {
            for e in [env(true, false, true, true), env(false, true, false, false)] {
                assert!(ColorChoice::Always.decide(terminal, &e));
                assert!(!ColorChoice::Never.decide(terminal, &e));
            }
        }
    }

    #[test]
    fn auto_colours_a_terminal_unless_the_environment_says_no() {
        let quiet = env(false, false, true, true);
        assert!(ColorChoice::Auto.decide(true, &quiet));
        assert!(!ColorChoice::Auto.decide(false, &quiet));
        assert!(!ColorChoice::Auto.decide(true, &env(true, false, true, true)));
        assert!(!ColorChoice::Auto.decide(true, &env(false, false, false, true)));
        assert!(!ColorChoice::Auto.decide(true, &env(false, false, true, false)));
        // CLICOLOR_FORCE wins over everything, a pipe included.
        assert!(ColorChoice::Auto.decide(false, &env(true, true, false, false)));
    }

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
