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

    /// Whether every case is answered within about a millisecond whatever it holds, as a
    /// look-up in a table is. The shell then keeps the answers in a plain buffer on the solver's
    /// thread, which looks at the clock every 2 KiB of answers, and starts no watch thread, whose
    /// log costs a good part of a run of tens of thousands of tiny cases. A solver that
    /// says so of a case that takes long loses no answer but delays the ones before it until the
    /// case ends. By default, no.
    fn quick(&self) -> bool {
        false
    }

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
    ///
    /// # Panics
    /// In debug builds, as clap's own checks of a command do, if [`Solver::REPORT_FLAGS`] does
    /// not fit the flags (see [`report_flags_fit`](Self::report_flags_fit)): every test that
    /// runs the binary or parses its flags then fails.
    pub fn clap_command() -> clap::Command {
        let command = <Self as clap::CommandFactory>::command()
            .name(S::NAME)
            .version(S::VERSION)
            .about(S::ABOUT);
        #[cfg(debug_assertions)]
        if let Err(problem) = Self::report_flags_fit(&command) {
            panic!("{}: {problem}", S::NAME);
        }
        command
    }

    /// Whether the flags the reports use ([`Solver::REPORT_FLAGS`]) are exactly the solver's
    /// `global` flags (those that may follow a report's name): each named report exists, each
    /// flag it names is a global flag of the solver's, and each global flag is used by some
    /// report. A global flag no report uses would be offered by `<report> --help` and refused;
    /// a flag a report uses that is not global could not follow the report's name.
    ///
    /// # Errors
    /// What does not fit, in a sentence.
    pub fn report_flags_fit(command: &clap::Command) -> Result<(), String> {
        let global = |id: &str| {
            command
                .get_arguments()
                .any(|arg| arg.get_id() == id && arg.is_global_set())
        };
        for &(report, flags) in S::REPORT_FLAGS {
            if command.find_subcommand(report).is_none() {
                return Err(format!("REPORT_FLAGS names `{report}`, which is no report"));
            }
            if let Some(flag) = flags.iter().find(|flag| !global(flag)) {
                return Err(format!(
                    "the report `{report}` uses `{flag}`, which is not a global flag"
                ));
            }
        }
        let used = |id: &str| S::REPORT_FLAGS.iter().any(|(_, flags)| flags.contains(&id));
        match command
            .get_arguments()
            .map(|arg| arg.get_id().as_str())
            .find(|&id| global(id) && !used(id))
        {
            Some(id) => Err(format!(
                "`{id}` is a global flag, but no report uses it (REPORT_FLAGS)"
            )),
            None => Ok(()),
        }
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
