//! Where the answers go: a plain buffer when every case is quick ([`quick`]), or the log a watch
//! thread reads ([`answers`]). One type for both ways, chosen once a run with a branch a write
//! that is always taken the same way, so that a solver's code is compiled once: two writer
//! types would compile the solver twice, and the compiler then inlined less of it.

use std::cell::RefCell;
use std::io::{self, Write};

use super::{answers, quick};

/// What holds the answers not yet sent, for the sends before a read that may wait.
pub(super) enum Sink<'a, W> {
    Quick(&'a RefCell<quick::Buffer<W>>),
    Watched(&'a answers::Shared<'a, W>),
}

impl<W: Write> Sink<'_, W> {
    /// Sends the answers held, keeping a write error for the solver's next send (a failed write
    /// is not the input's business: the answers' next write or the final flush reports it, a
    /// closed pipe as success).
    pub(super) fn send_later(&self) {
        match self {
            Sink::Quick(buffer) => buffer.borrow_mut().send_later(),
            Sink::Watched(out) => answers::lock(out).send_later(),
        }
    }
}

/// The answers as the solver writes them, one way or the other: into the quick buffer, which
/// the input shares (a formatted write borrows it once for all its pieces), or into the log.
pub(super) enum Writer<'a, W: Write> {
    Quick(&'a RefCell<quick::Buffer<W>>),
    Watched(answers::Answers<'a, W>),
}

impl<'a, W: Write> Writer<'a, W> {
    /// What sends this writer's answers before a read that may wait.
    pub(super) fn sink(&self) -> Sink<'a, W> {
        match self {
            Writer::Quick(buffer) => Sink::Quick(buffer),
            Writer::Watched(answers) => Sink::Watched(answers.sender()),
        }
    }
}

impl<W: Write> Write for Writer<'_, W> {
    #[inline]
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf).map(|()| buf.len())
    }

    #[inline(always)]
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        match self {
            Writer::Quick(buffer) => buffer.borrow_mut().write_all(buf),
            Writer::Watched(answers) => answers.write_all(buf),
        }
    }

    fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) -> io::Result<()> {
        match self {
            Writer::Quick(buffer) => buffer.borrow_mut().write_fmt(args),
            Writer::Watched(answers) => answers.write_fmt(args),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Writer::Quick(buffer) => buffer.borrow_mut().send(),
            Writer::Watched(answers) => answers.flush(),
        }
    }
}
