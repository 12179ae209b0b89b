//! [`Progress`]: a progress bar on standard error for a report that takes a while, and
//! [`note`], a line there about work a process does once (such as building a cache).

use std::io::{self, IsTerminal, Write};

use indicatif::{ProgressBar, ProgressStyle};

/// A progress bar on standard error, drawn only when standard error is a terminal: a file or a
/// pipe gets nothing extra. It may be advanced from several threads at once.
///
/// ```
/// use solver_cli::shell::Progress;
/// let progress = Progress::hidden(100);
/// progress.advance(40);
/// progress.advance(60);
/// assert_eq!(progress.done(), 100);
/// progress.finish();
/// ```
#[derive(Debug)]
pub struct Progress {
    bar: ProgressBar,
}

impl Progress {
    /// A bar of `len` steps saying what is under way, on standard error if it is a terminal.
    pub fn new(len: u64, what: &str) -> Progress {
        if !io::stderr().is_terminal() {
            return Progress::hidden(len);
        }
        let bar = ProgressBar::new(len).with_message(what.to_string());
        // The template is fixed and known to be well-formed; a bad one would only lose the style.
        if let Ok(style) =
            ProgressStyle::with_template("{msg} [{bar:40}] {percent:>3}% ({elapsed})")
        {
            bar.set_style(style.progress_chars("=> "));
        }
        Progress { bar }
    }

    /// A bar that counts but draws nothing.
    pub fn hidden(len: u64) -> Progress {
        let bar = ProgressBar::hidden();
        bar.set_length(len);
        Progress { bar }
    }

    /// Moves the bar `steps` further.
    pub fn advance(&self, steps: u64) {
        self.bar.inc(steps);
    }

    /// How many steps are done.
    pub fn done(&self) -> u64 {
        self.bar.position()
    }

    /// Clears the bar from the terminal, so that what is printed next stands alone.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// Writes `note: {text}` on a line of standard error, terminal or not: for what a person should
/// know about the process but is not its answer (a table being built and cached, a damaged
/// cache rebuilt). A note that cannot be written is dropped: it never fails the process.
pub fn note(text: &str) {
    let _ = writeln!(io::stderr().lock(), "note: {text}");
}
