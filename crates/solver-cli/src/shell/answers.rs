//! The answers on their way out: the solver writes them into a [`Log`] that another thread can
//! read, so that the [`watch`] sends answers that have waited while the solver is busy with a
//! case that takes long, with no lock and no atomic read-modify-write on the solver's side.
//!
//! Why a log of atomic words and not a ring-buffer crate (`rtrb` was used): on the fastest file
//! there is (all 4 × 4 flip boards, a few bytes of answer each), the ring's push of a few bytes
//! (its wrap-around, two slices, two copies) cost several times what the answer's write had cost in
//! a plain buffered writer, and a lock taken per answer costs more still (an atomic
//! read-modify-write is tens of cycles). Here a write puts its bytes, eight at a time, into the one
//! or two words they fall in (relaxed stores, plain moves on common processors), merging them in a
//! register with the bytes already in the last word, and publishes the length (a release store, a
//! plain move too). The log never wraps: the solver sends it whole and starts again at the front
//! when it is full. The crate forbids `unsafe`, so memory one thread fills while another reads it
//! has to be atomics; sizes are constants so that the compiler sees every index in bounds.

use std::io::{self, Write};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

/// How many words the log holds: 16 KiB. Large enough that the answers to a judge file leave in
/// writes of many answers each; small, because the log is zeroed (and so touched) before the
/// first answer, where a plain buffer's pages are touched only as answers fill them.
const WORDS: usize = 2 * 1024;

/// How many bytes the log holds.
const CAPACITY: usize = 8 * WORDS;

/// Words after the last that a write may store to (see [`Answers::put`]).
const SPARE: usize = 1;

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

/// The answers as the solver writes them: straight into the log's words, with no lock, until
/// it is full.
pub(super) struct Answers<'a, W: Write> {
    log: &'a Log,
    /// The log's words, one pointer nearer.
    words: &'a [AtomicU64; WORDS + SPARE],
    out: &'a Shared<'a, W>,
    /// How many bytes the log holds.
    len: usize,
    /// The word at `len / 8` as far as it is written: its first `len % 8` bytes, then zeros.
    /// Kept here, so that a write never reads back memory it has just stored to (a load that
    /// straddles recent narrower stores waits for them: reading the words back from a byte
    /// copy measured slower than the instructions it saved).
    word: u64,
}

impl<'a, W: Write> Answers<'a, W> {
    /// The sending end of the log.
    pub(super) fn sender(&self) -> &'a Shared<'a, W> {
        self.out
    }

    /// The writer into `log`, which `out` sends.
    pub(super) fn new(log: &'a Log, out: &'a Shared<'a, W>) -> Self {
        Answers {
            log,
            words: &log.words,
            out,
            len: 0,
            word: 0,
        }
    }

    /// Adds `n` bytes (1 to 8), the first `n` of `bytes` (the rest zero), to the log,
    /// unpublished; the log has room for them. Both words they may touch are stored, whatever
    /// `n` is (the word after the last is spare): no branch on where the bytes fall.
    #[inline(always)]
    fn put(&mut self, bytes: u64, n: usize) {
        let (at, into) = (8 * (self.len % 8), self.len / 8);
        let low = self.word | bytes << at;
        // What does not fit in this word starts the next (nothing when `at` is 0).
        let high = (bytes >> 1) >> (63 - at);
        self.words[into].store(low, Ordering::Relaxed);
        self.words[into + 1].store(high, Ordering::Relaxed);
        self.word = if at / 8 + n >= 8 { high } else { low };
        self.len += n;
    }

    /// Adds `buf` to the log, unpublished, eight bytes at a time; the log has room for it.
    #[inline(always)]
    fn put_all(&mut self, buf: &[u8]) {
        if buf.len() <= 8 {
            return self.put(short(buf), buf.len());
        }
        let (words, rest) = buf.as_chunks::<8>();
        for word in words {
            self.put(u64::from_le_bytes(*word), 8);
        }
        if !rest.is_empty() {
            self.put(short(rest), rest.len());
        }
    }

    /// Adds `buf` (not empty) to the log, unpublished, sending the log first if `buf` does not
    /// fit, or `buf` itself straight to the output when larger than the log.
    #[inline(always)]
    fn append(&mut self, buf: &[u8]) -> io::Result<()> {
        let from = self.len;
        // The log is never over-full, but saying so spares the index checks.
        if from >= CAPACITY || buf.len() > CAPACITY - from {
            return self.append_cold(buf);
        }
        self.put_all(buf);
        Ok(())
    }

    /// [`Answers::append`] for a log without room for `buf`: sends the whole log, published or
    /// not, and starts it again at the front.
    #[cold]
    #[inline(never)]
    fn append_cold(&mut self, buf: &[u8]) -> io::Result<()> {
        let mut out = lock(self.out);
        self.log.published.store(self.len, Ordering::Release);
        let sent = out.send();
        // Emptied under the lock, so a send sees the log either whole or empty.
        out.sent = 0;
        self.log.published.store(0, Ordering::Relaxed);
        (self.len, self.word) = (0, 0);
        sent?;
        if buf.len() > CAPACITY {
            return out.output.write_all(buf);
        }
        drop(out);
        self.put_all(buf);
        Ok(())
    }
}

/// Up to eight bytes (one at least) as a little-endian number, read in two overlapping loads
/// rather than a byte at a time.
#[inline(always)]
fn short(bytes: &[u8]) -> u64 {
    let n = bytes.len();
    if n >= 4 {
        let low = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        let high = u32::from_le_bytes([bytes[n - 4], bytes[n - 3], bytes[n - 2], bytes[n - 1]]);
        u64::from(low) | u64::from(high) << (8 * (n - 4))
    } else {
        u64::from(bytes[0])
            | u64::from(bytes[n / 2]) << (8 * (n / 2))
            | u64::from(bytes[n - 1]) << (8 * (n - 1))
    }
}

impl<W: Write> Write for Answers<'_, W> {
    #[inline]
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf).map(|()| buf.len())
    }

    #[inline(always)]
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        if buf.is_empty() {
            return Ok(());
        }
        self.append(buf)?;
        self.log.published.store(self.len, Ordering::Release);
        Ok(())
    }

    /// A formatted write: its pieces go into the log unpublished, and the length is published
    /// once at the end, rather than once a piece.
    fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) -> io::Result<()> {
        /// The pieces of a formatted write, and the first error met writing them.
        struct Pieces<'b, 'a, W: Write> {
            answers: &'b mut Answers<'a, W>,
            error: io::Result<()>,
        }
        impl<W: Write> std::fmt::Write for Pieces<'_, '_, W> {
            fn write_str(&mut self, s: &str) -> std::fmt::Result {
                if s.is_empty() {
                    return Ok(());
                }
                self.answers.append(s.as_bytes()).map_err(|e| {
                    self.error = Err(e);
                    std::fmt::Error
                })
            }
        }
        let mut pieces = Pieces {
            answers: self,
            error: Ok(()),
        };
        let formatted = std::fmt::write(&mut pieces, args);
        let error = pieces.error;
        self.log.published.store(self.len, Ordering::Release);
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
