//! The answers of a solver whose every case is quick ([`Solver::quick`]: a look-up in a table),
//! from a plain buffer on the solver's own thread: no watch thread, no atomics, no lock.
//!
//! Why a second way: the [`answers`](super::answers) log makes every answer readable by the watch
//! thread, so that answers computed before a case that takes long leave while it runs. That costs
//! a few tens of instructions an answer and a thread: a good part of a file of tens of thousands
//! of cases answered by a table look-up each (all 4 × 4 flip boards). When no case can take
//! long, no watch is needed: the solver itself looks at the clock every [`CHECK_EVERY`] bytes of
//! answers and sends the buffer once it has waited [`WAIT`], so an answer is on its way within
//! the time of the cases that write [`CHECK_EVERY`] bytes, plus [`WAIT`]: about a second at most.
//!
//! [`Solver::quick`]: super::Solver::quick

use std::cell::RefCell;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// How many bytes the buffer holds before it is sent: as many as the log of the watched way.
const CAPACITY: usize = 16 * 1024;

/// How many bytes of answers go by between two looks at the clock: a look costs about what a
/// dozen writes do, and the bytes are counted by the check for room that a write makes anyway.
/// As an answer line has two bytes at least, at most 1024 cases go by between two looks: about
/// a second at a millisecond a case, the most a quick case may take.
const CHECK_EVERY: usize = 2 * 1024;

/// How long answers may wait in the buffer, once the clock is looked at, before they are sent.
const WAIT: Duration = Duration::from_millis(100);

/// The answers not yet sent, and the output.
pub(super) struct Buffer<W> {
    bytes: Vec<u8>,
    output: W,
    /// How many bytes the buffer may hold before the next look at the clock (or the send when
    /// it is full): the one bound the common write checks.
    check_at: usize,
    /// When the buffer was last sent (or created).
    sent_at: Instant,
    /// A write error met by a send before a read, for the solver's next send to report.
    error: Option<io::Error>,
}

impl<W: Write> Buffer<W> {
    /// An empty buffer in front of `output`.
    pub(super) fn new(output: W) -> RefCell<Buffer<W>> {
        RefCell::new(Buffer {
            bytes: Vec::with_capacity(CAPACITY),
            output,
            check_at: CHECK_EVERY,
            sent_at: Instant::now(),
            error: None,
        })
    }

    /// Writes out every byte held, after reporting any error met before.
    pub(super) fn send(&mut self) -> io::Result<()> {
        self.sent_at = Instant::now();
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        if self.bytes.is_empty() {
            return Ok(());
        }
        let sent = self.output.write_all(&self.bytes);
        // Sent or failed, the bytes are done with: a failed write is reported once.
        self.bytes.clear();
        self.check_at = CHECK_EVERY;
        sent?;
        self.output.flush()
    }

    /// [`Buffer::send`], keeping an error for the solver's next send.
    pub(super) fn send_later(&mut self) {
        if let Err(e) = self.send() {
            self.error = Some(e);
        }
    }

    /// [`Buffer::write_all`](Write::write_all) for the rest: sends the buffer if it has waited
    /// [`WAIT`] or has no room for `buf`, sends `buf` itself when it is larger than the buffer,
    /// and sets the next look at the clock [`CHECK_EVERY`] bytes on.
    #[cold]
    #[inline(never)]
    fn write_all_cold(&mut self, buf: &[u8]) -> io::Result<()> {
        if buf.len() > CAPACITY - self.bytes.len() || self.sent_at.elapsed() >= WAIT {
            self.send()?;
        }
        if buf.len() > CAPACITY {
            self.output.write_all(buf)?;
        } else {
            self.bytes.extend_from_slice(buf);
        }
        self.check_at = (self.bytes.len() + CHECK_EVERY).min(CAPACITY);
        Ok(())
    }
}

impl<W: Write> Write for Buffer<W> {
    #[inline]
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf).map(|()| buf.len())
    }

    /// Adds `buf` to the buffer: the common case, a write that fits before the next look at
    /// the clock, as short as a plain buffered writer's.
    #[inline(always)]
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        if buf.len() <= self.check_at - self.bytes.len() {
            self.bytes.extend_from_slice(buf);
            return Ok(());
        }
        self.write_all_cold(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.send()
    }
}

#[cfg(test)]
mod tests;
