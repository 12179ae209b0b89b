//! The command line every solver has, written once: the solver's own flags, the shared ones, and
//! a report in place of answers. A solver says what it is ([`Solver`]); [`Cli`] is the rest.

use std::ffi::OsString;
use std::io::{BufRead, Write};

use super::{Flags, Outcome, Show};

/// What a solver binary is, for the shell: its own flags (the type this is implemented for, a
/// `clap::Args`), its name and description, its reports, and what it does once parsed.
///
/// ```
/// use std::io::{BufRead, Write};
/// use solver_cli::shell::{Cli, Outcome, Show, Solver};
///
/// /// The echo solver's own flags.
/// #[derive(Clone, Debug, clap::Args)]
/// struct Options {
///     /// Shout the answers.
///     #[arg(long)]
///     loud: bool,
/// }
///
/// /// Its reports.
/// #[derive(Clone, Debug, clap::Subcommand)]
/// enum Report {
///     /// Count the lines instead.
///     Count,
/// }
///
/// impl Solver for Options {
///     const NAME: &'static str = "echo";
///     const VERSION: &'static str = "1.0.0";
///     const ABOUT: &'static str = "Answers each line with itself";
///     type Report = Report;
///
///     fn answer(&self, input: impl BufRead, out: &mut impl Write, _: Show) -> Outcome {
///         for line in input.lines() {
///             let line = line?;
///             writeln!(out, "{}", if self.loud { line.to_uppercase() } else { line })?;
///         }
///         Ok(())
///     }
///
///     fn report(&self, report: &Report, input: impl BufRead, out: &mut impl Write) -> Outcome {
///         match report {
///             Report::Count => writeln!(out, "{}", input.lines().count())?,
///         }
///         Ok(())
///     }
/// }
///
/// let cli = Cli::<Options>::try_parse_from(["echo", "--loud"]).unwrap();
/// let mut out = Vec::new();
/// cli.execute(&b"hi\n"[..], &mut out, Show::Answers).unwrap();
/// assert_eq!(out, b"HI\n");
/// ```
pub trait Solver: clap::Args {
    /// The binary's name, as usage lines and `--version` print it.
    const NAME: &'static str;
    /// Its version, `env!("CARGO_PKG_VERSION")` of its crate.
    const VERSION: &'static str;
    /// What it does: the first lines of `--help` (a paragraph without a final full stop, as clap
    /// prints a doc comment's).
    const ABOUT: &'static str;
    /// The reports it can print instead of answering cases (`stats`, say): a `clap::Subcommand`.
    type Report: clap::Subcommand;

    /// The solver's own flags (by their ids, such as `"size"`) that each report uses, by the
    /// report's name: `&[("stats", &["size"])]`. Any other solver flag given with a report would
    /// be silently ignored, so the shell refuses it as bad usage (status 2). By default a report
    /// uses none.
    const REPORT_FLAGS: &'static [(&'static str, &'static [&'static str])] = &[];

    /// Answers the cases of `input` on `out`, as far as it needs to read, in the judge's lines or
    /// the drawings `show` asks for.
    ///
    /// # Errors
    /// At the first bad case, after the answers before it; at a write that fails; or, before
    /// reading anything, for flags that cannot work together ([`Error::Usage`](super::Error)).
    fn answer(&self, input: impl BufRead, out: &mut impl Write, show: Show) -> Outcome;

    /// Writes `report` on `out` instead of answering (reading `input` if the report is of it).
    ///
    /// # Errors
    /// As [`Solver::answer`].
    fn report(&self, report: &Self::Report, input: impl BufRead, out: &mut impl Write) -> Outcome;
}

/// A solver's whole command line: its own flags, the flags every solver shares (`--explain`,
/// `--color`), and a report instead of answering cases.
#[derive(Clone, Debug, clap::Parser)]
#[command(args_override_self = true)]
pub struct Cli<S: Solver> {
    /// What to answer and how.
    #[command(flatten)]
    pub options: S,
    /// The flags every solver shares.
    #[command(flatten)]
    pub shell: Flags,
    /// A report instead of answering cases.
    #[command(subcommand)]
    pub report: Option<S::Report>,
}

impl<S: Solver> Cli<S> {
    /// The clap command of the solver: the flags derived above, named and described by `S`.
    pub fn clap_command() -> clap::Command {
        <Self as clap::CommandFactory>::command()
            .name(S::NAME)
            .version(S::VERSION)
            .about(S::ABOUT)
    }

    /// Parses `args` (the binary's name first) as the binary does.
    ///
    /// # Errors
    /// clap's, for flags it does not know or values it cannot parse (and for `--help`).
    pub fn try_parse_from<I, T>(args: I) -> Result<Cli<S>, clap::Error>
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString> + Clone,
    {
        let matches = Self::clap_command().try_get_matches_from(args)?;
        <Self as clap::FromArgMatches>::from_arg_matches(&matches)
    }

    /// Does what the flags say: the report asked for, or else the answers.
    ///
    /// # Errors
    /// As [`Solver::answer`].
    pub fn execute(&self, input: impl BufRead, out: &mut impl Write, show: Show) -> Outcome {
        match &self.report {
            Some(report) => self.options.report(report, input, out),
            None => self.options.answer(input, out, show),
        }
    }

    /// The solver flags the report named `report` uses ([`Solver::REPORT_FLAGS`]).
    pub(super) fn report_flags(report: &str) -> &'static [&'static str] {
        S::REPORT_FLAGS
            .iter()
            .find(|(name, _)| *name == report)
            .map_or(&[], |(_, flags)| flags)
    }
}
