//! Where a solver writes its answers.
//!
//! Every solver answers each case before it reads the next, but whether the answer should *leave*
//! at once depends on who is reading. A person typing cases at a terminal wants to see each answer
//! as soon as its line is complete; a judge feeding a file wants one buffer for the whole run,
//! because a write per answer would cost more than the solving (65,536 flip-game boards are
//! answered in a few milliseconds).

use std::io::{self, BufWriter, IsTerminal, LineWriter, Write};

/// Standard output for the answers: line-buffered when standard input is a terminal, one large
/// buffer otherwise. Flush it before reporting an error, so the answers before the bad case come
/// first.
///
/// ```no_run
/// use std::io::Write;
/// let mut out = search_core::output::answers();
/// writeln!(out, "Case #1: 7").unwrap();
/// out.flush().unwrap();
/// ```
pub fn answers() -> Box<dyn Write> {
    let stdout = io::stdout().lock();
    if io::stdin().is_terminal() {
        Box::new(LineWriter::new(stdout))
    } else {
        Box::new(BufWriter::new(stdout))
    }
}
