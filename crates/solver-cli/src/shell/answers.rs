//! The answers on their way out: the solver writes them into a [`Log`] that another thread can
//! read, so that the [`watch`] sends answers that have waited while the solver is busy with a
//! case that takes long, with no lock and no atomic read-modify-write on the solver's side.
//!
//! Why a log of atomic words and not a ring-buffer crate (`rtrb` was used): on the fastest file
//! there is (all 4 × 4 flip boards, a few bytes of answer each), the ring's push of a few bytes
//! (its wrap-around, two slices, two copies) cost several times what the answer's write had cost in
//! a plain buffered writer, and a lock taken per answer costs more still (an atomic
//! read-modify-write is tens of cycles). Here the solver writes into a plain buffer of its own, as
//! a buffered writer does, then copies the words the bytes touched into the log (relaxed stores,
//! plain moves on common processors) and publishes the length (a release store, a plain move too).
//! The log never wraps: the solver sends it whole and starts again at the front when it is full.
//! The crate forbids `unsafe`, so memory one thread fills while another reads it has to be atomics;
//! sizes are constants so that the compiler sees every index in bounds.

use std::io::{self, Write};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

/// How many words the log holds: 16 KiB. Large enough that the answers to a judge file leave in
/// writes of many answers each; small, because the log and the solver's copy are both zeroed
/// (and so touched) before the first answer, where a plain buffer's pages are touched only as
/// answers fill them: 64 KiB measured more page faults on a small file.
const WORDS: usize = 2 * 1024;

/// How many bytes the log holds.
const CAPACITY: usize = 8 * WORDS;

/// Words after the last that a write may store to (see [`Answers::write_all`]).
const SPARE: usize = 3;

/// The bytes the solver wrote, eight to a word (little-endian), readable from any thread.
pub(super) struct Log {
    words: Box<[AtomicU64; WORDS + SPARE]>,
    /// How many bytes the words hold. The solver stores it (release) after the bytes, so a
    /// thread that loads it (acquire) sees every byte before it.
    published: AtomicUsize,
}

impl Log {
    /// An empty log.
    pub(super) fn new() -> Log {
        // Zeroed where it lies, with no loop over the words.
        let words = Box::new([const { AtomicU64::new(0) }; WORDS + SPARE]);
        Log {
            words,
            published: AtomicUsize::new(0),
        }
    }
}

/// The sending end of the answers: the log's bytes not yet sent, and the output.
pub(super) struct Out<'a, W> {
    log: &'a Log,
    /// How many of the log's bytes were sent (or dropped by a write that failed).
    sent: usize,
    /// The bytes being sent, taken out of their words.
    bytes: Vec<u8>,
    output: W,
    /// A write error met by the [`watch`] or before a read, for the solver's next send to
    /// report.
    error: Option<io::Error>,
}

/// The sending end, shared by the solver when the log is full or it flushes, the flush before
/// a read (`stdio::Input`) and the [`watch`] on another thread.
pub(super) type Shared<'a, W> = Mutex<Out<'a, W>>;

/// The sending end of `log`, in front of `output`.
pub(super) fn sender<W: Write>(log: &Log, output: W) -> Shared<'_, W> {
    Mutex::new(Out {
        log,
        sent: 0,
        bytes: Vec::new(),
        output,
        error: None,
    })
}

/// The sending end, whoever held it last.
pub(super) fn lock<'g, 'a, W: Write>(shared: &'g Shared<'a, W>) -> MutexGuard<'g, Out<'a, W>> {
    shared.lock().unwrap_or_else(PoisonError::into_inner)
}

impl<W: Write> Out<'_, W> {
    /// Writes out every byte the log holds and has not sent, after reporting any error met
    /// before.
    pub(super) fn send(&mut self) -> io::Result<()> {
        let end = self.log.published.load(Ordering::Acquire);
        let words = &self.log.words[self.sent / 8..end.div_ceil(8)];
        self.bytes.resize(8 * words.len(), 0);
        for (bytes, word) in self.bytes.as_chunks_mut::<8>().0.iter_mut().zip(words) {
            *bytes = word.load(Ordering::Relaxed).to_le_bytes();
        }
        let from = self.sent % 8;
        let bytes = std::mem::take(&mut self.bytes);
        let sent = self.send_from(&bytes[from..from + (end - self.sent)]);
        self.bytes = bytes;
        self.sent = end;
        sent
    }

    /// Writes `bytes` out, after reporting any error met before.
    fn send_from(&mut self, bytes: &[u8]) -> io::Result<()> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        if bytes.is_empty() {
            return Ok(());
        }
        self.output.write_all(bytes)?;
        self.output.flush()
    }

    /// [`Out::send`], keeping an error for the solver's next send.
    pub(super) fn send_later(&mut self) {
        if let Err(e) = self.send() {
            self.error = Some(e);
        }
    }

    /// How many bytes wait in the log.
    fn held(&self) -> usize {
        self.log.published.load(Ordering::Acquire) - self.sent
    }
}

/// The answers as the solver writes them: into a buffer of its own, as a plain buffered writer
/// does, and the words they touched into the log, with no lock, until it is full.
pub(super) struct Answers<'a, W: Write> {
    log: &'a Log,
    /// The log's words, one pointer nearer.
    words: &'a [AtomicU64; WORDS + SPARE],
    out: &'a Shared<'a, W>,
    /// The bytes the log holds, and after them what was there before: a copy the solver alone
    /// writes, from which whole words go into the log (so a write of a few bytes costs a copy
    /// and two stores, not a shift and a merge per byte), and from which it sends them itself
    /// when the log is full.
    bytes: Box<[u8; CAPACITY + 8 * SPARE]>,
    /// How many bytes the log holds.
    len: usize,
    /// How many times the log was sent whole and started again at its front.
    restarts: u64,
}

impl<'a, W: Write> Answers<'a, W> {
    /// The writer into `log`, which `out` sends.
    pub(super) fn new(log: &'a Log, out: &'a Shared<'a, W>) -> Self {
        let Ok(bytes) = vec![0; CAPACITY + 8 * SPARE].into_boxed_slice().try_into() else {
            unreachable!("the bytes of {WORDS} words and the spare ones were made")
        };
        Answers {
            log,
            words: &log.words,
            out,
            bytes,
            len: 0,
            restarts: 0,
        }
    }

    /// Copies the word `at` of the solver's bytes into the log.
    #[inline(always)]
    fn share(&self, at: usize) {
        let word = u64::from_le_bytes(self.bytes.as_chunks::<8>().0[at]);
        self.words[at].store(word, Ordering::Relaxed);
    }

    /// Copies the words `words` of the solver's bytes into the log.
    #[inline(never)]
    fn share_words(&self, words: std::ops::Range<usize>) {
        for at in words {
            self.share(at);
        }
    }

    /// Copies the words from the one holding byte `from` to the one holding the last byte
    /// into the log, and publishes the length.
    fn publish_from(&self, from: usize) {
        if self.len > from {
            self.share_words(from / 8..(self.len - 1) / 8 + 1);
        }
        self.log.published.store(self.len, Ordering::Release);
    }

    /// Sends the whole log and starts it again at the front (the solver sends its own copy,
    /// published or not); `buf`, when larger than the log, goes straight to the output after
    /// it, and the answer is then `true`.
    #[cold]
    #[inline(never)]
    fn restart(&mut self, buf: &[u8]) -> io::Result<bool> {
        let mut out = lock(self.out);
        let sent = std::mem::replace(&mut out.sent, 0);
        // Emptied under the lock, so a send sees the log either whole or empty.
        self.log.published.store(0, Ordering::Relaxed);
        let len = std::mem::replace(&mut self.len, 0);
        self.restarts += 1;
        out.send_from(&self.bytes[sent..len])?;
        if buf.len() > CAPACITY {
            out.output.write_all(buf)?;
            return Ok(true);
        }
        Ok(false)
    }

    /// A write with nothing in it, or one that finds the log full.
    #[cold]
    #[inline(never)]
    fn write_cold(&mut self, buf: &[u8]) -> io::Result<()> {
        if buf.is_empty() || self.restart(buf)? {
            return Ok(());
        }
        self.write_all(buf)
    }

    /// Adds `buf` to the solver's copy alone, unpublished (see [`Write::write_fmt`]).
    #[inline]
    fn append(&mut self, buf: &[u8]) -> io::Result<()> {
        let from = self.len;
        if from > CAPACITY || buf.len() > CAPACITY - from {
            if self.restart(buf)? {
                return Ok(());
            }
            return self.append(buf);
        }
        self.bytes[from..from + buf.len()].copy_from_slice(buf);
        self.len += buf.len();
        Ok(())
    }
}

impl<W: Write> Write for Answers<'_, W> {
    #[inline]
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf).map(|()| buf.len())
    }

    #[inline(always)]
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        let (from, n) = (self.len, buf.len());
        // The log is never over-full, but saying so spares the index checks below.
        if from >= CAPACITY || n == 0 || n > CAPACITY - from {
            return self.write_cold(buf);
        }
        let to = from + n;
        self.bytes[from..to].copy_from_slice(buf);
        // Every word the bytes touched goes into the log, the first with the bytes before
        // them again. A write of up to 25 bytes touches four words at most, all stored
        // whatever `n` is (the words after the last are spare): a short answer's write has no
        // branch on where its bytes fall, and keeps few values alive across the copy.
        let first = from / 8;
        self.share(first);
        self.share(first + 1);
        self.share(first + 2);
        self.share(first + 3);
        if n > 25 {
            self.share_words(first + 4..(to - 1) / 8 + 1);
        }
        self.log.published.store(to, Ordering::Release);
        self.len = to;
        Ok(())
    }

    /// A formatted write: its pieces go into the solver's copy alone, and the words they
    /// touched into the log once at the end, rather than once a piece.
    fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) -> io::Result<()> {
        /// The pieces of a formatted write, and the first error met writing them.
        struct Pieces<'b, 'a, W: Write> {
            answers: &'b mut Answers<'a, W>,
            error: io::Result<()>,
        }
        impl<W: Write> std::fmt::Write for Pieces<'_, '_, W> {
            fn write_str(&mut self, s: &str) -> std::fmt::Result {
                self.answers.append(s.as_bytes()).map_err(|e| {
                    self.error = Err(e);
                    std::fmt::Error
                })
            }
        }
        let (start, restarts) = (self.len, self.restarts);
        let mut pieces = Pieces {
            answers: self,
            error: Ok(()),
        };
        let formatted = std::fmt::write(&mut pieces, args);
        let error = pieces.error;
        // Sent whole meanwhile: what is in the log now was all written here.
        let from = if self.restarts == restarts { start } else { 0 };
        self.publish_from(from);
        match (formatted, error) {
            (_, Err(e)) => Err(e),
            (Err(_), Ok(())) => Err(io::Error::other("a value could not be formatted")),
            (Ok(()), Ok(())) => Ok(()),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        lock(self.out).send()
    }
}

/// How often [`watch`] looks at the log.
const TICK: Duration = Duration::from_millis(50);

/// After how many ticks answers are sent even while the solver keeps writing.
const MOST_TICKS: u32 = 20;

/// Until `done` says the run is over, sends the answers whenever they have sat in the log for
/// a tick with nothing added (the solver is busy with a case that takes a while, or with a read),
/// or for [`MOST_TICKS`] ticks in all: an answer computed is on its way within about a second
/// whatever standard input is, so that an interrupt, a judge's kill at its time limit or a crash
/// loses only the answers of the last moment. The solver's writes take no lock, and the watch
/// never waits for the sending end, so a fast file, whose answers leave in full logs, never
/// meets it.
pub(super) fn watch<W: Write>(shared: &Shared<'_, W>, done: &mpsc::Receiver<()>) {
    let (mut last, mut ticks) = (0, 0);
    while let Err(RecvTimeoutError::Timeout) = done.recv_timeout(TICK) {
        let Ok(mut out) = shared.try_lock() else {
            continue;
        };
        let held = out.held();
        if held == 0 {
            ticks = 0;
        } else {
            ticks += 1;
            if held == last || ticks >= MOST_TICKS {
                out.send_later();
                ticks = 0;
            }
        }
        last = out.held();
    }
}

#[cfg(test)]
mod tests;
