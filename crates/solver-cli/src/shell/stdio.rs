//! Standard input and output as the shell hands them to a solver: the output buffered in a
//! lock-free ring, sent whenever reading the input may have to wait and whenever answers have sat
//! in the ring for a while ([`watch`]), and both streams read and written through descriptors of our own
//! ([`Patient`]), so that a read error is an error and a non-blocking descriptor is waited out.

use std::io::{self, Read, Write};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use rtrb::{Consumer, Producer, RingBuffer};

/// The sending end of the answers: what is in the ring and not yet written, and the output.
pub(super) struct Out<W> {
    ring: Consumer<u8>,
    output: W,
    /// A write error met by the [`watch`] or before a read, for the solver's next write to
    /// report.
    error: Option<io::Error>,
}

/// The sending end, shared by the solver's writes when the ring is full, the flush before a
/// read ([`Input`]) and the [`watch`] on another thread.
pub(super) type Shared<W> = Mutex<Out<W>>;

/// The answers' ring of `capacity` bytes in front of `output`: the end the solver writes to,
/// and the end that sends.
pub(super) fn answers<W: Write>(capacity: usize, output: W) -> (Producer<u8>, Shared<W>) {
    let (producer, ring) = RingBuffer::new(capacity);
    let out = Out {
        ring,
        output,
        error: None,
    };
    (producer, Mutex::new(out))
}

/// The sending end, whoever held it last.
pub(super) fn lock<W: Write>(shared: &Shared<W>) -> MutexGuard<'_, Out<W>> {
    shared.lock().unwrap_or_else(PoisonError::into_inner)
}

impl<W: Write> Out<W> {
    /// Writes out everything in the ring, after reporting any error met before.
    pub(super) fn send(&mut self) -> io::Result<()> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        let n = self.ring.slots();
        if n == 0 {
            return Ok(());
        }
        let Ok(chunk) = self.ring.read_chunk(n) else {
            unreachable!("the ring holds the {n} bytes it just counted")
        };
        let (first, second) = chunk.as_slices();
        let sent = self
            .output
            .write_all(first)
            .and_then(|()| self.output.write_all(second))
            .and_then(|()| self.output.flush());
        chunk.commit_all();
        sent
    }

    /// [`Out::send`], keeping an error for the solver's next write.
    fn send_later(&mut self) {
        if let Err(e) = self.send() {
            self.error = Some(e);
        }
    }
}

/// The answers as the solver writes them: into the ring, with no lock, until it is full.
pub(super) struct Answers<'a, W: Write> {
    pub(super) ring: Producer<u8>,
    pub(super) out: &'a Shared<W>,
    /// Where a `write!` is put together before it goes into the ring in one piece: its many
    /// small pieces would each cost a copy into two parts of the ring.
    pub(super) scratch: Vec<u8>,
}

impl<W: Write> Answers<'_, W> {
    /// Sends what the ring holds, to make room.
    #[cold]
    #[inline(never)]
    fn make_room(&mut self) -> io::Result<()> {
        lock(self.out).send()
    }
}

impl<W: Write> Write for Answers<'_, W> {
    #[inline]
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf).map(|()| buf.len())
    }

    #[inline]
    fn write_all(&mut self, mut buf: &[u8]) -> io::Result<()> {
        loop {
            let (_, rest) = self.ring.push_partial_slice(buf);
            if rest.is_empty() {
                return Ok(());
            }
            buf = rest;
            self.make_room()?;
        }
    }

    fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) -> io::Result<()> {
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        let written = scratch
            .write_fmt(args)
            .and_then(|()| self.write_all(&scratch));
        self.scratch = scratch;
        written
    }

    fn flush(&mut self) -> io::Result<()> {
        lock(self.out).send()
    }
}

/// The input, which sends the answers before each read that may wait for a producer.
pub(super) struct Input<'a, R, W: Write> {
    pub(super) reader: R,
    pub(super) out: &'a Shared<W>,
    pub(super) may_wait: bool,
}

impl<R: Read, W: Write> Read for Input<'_, R, W> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.may_wait {
            // A failed write is not the input's business: the answers' next write or the
            // final flush reports it (a closed pipe as success).
            lock(self.out).send_later();
        }
        self.reader.read(buf)
    }
}

/// How often [`watch`] looks at the ring.
const TICK: Duration = Duration::from_millis(50);

/// After how many ticks answers are sent even while the solver keeps writing.
const MOST_TICKS: u32 = 20;

/// Until `done` says the run is over, sends the answers whenever they have sat in the ring for
/// a tick with nothing added (the solver is busy with a case that takes a while, or with a read),
/// or for [`MOST_TICKS`] ticks in all: an answer computed is on its way within about a second
/// whatever standard input is, so that an interrupt, a judge's kill at its time limit or a crash
/// loses only the answers of the last moment. The solver's writes take no lock (the ring is
/// lock-free: a write is a copy and a plain store), and the watch never waits for the sending
/// end, so a fast file, whose answers leave in full rings, never meets it.
pub(super) fn watch<W: Write>(shared: &Shared<W>, done: &mpsc::Receiver<()>) {
    let (mut last, mut ticks) = (0, 0);
    while let Err(RecvTimeoutError::Timeout) = done.recv_timeout(TICK) {
        let Ok(mut out) = shared.try_lock() else {
            continue;
        };
        let held = out.ring.slots();
        if held == 0 {
            ticks = 0;
        } else {
            ticks += 1;
            if held == last || ticks >= MOST_TICKS {
                out.send_later();
                ticks = 0;
            }
        }
        last = out.ring.slots();
    }
}

/// Whether a read of standard input may wait for a producer: anything but a regular file (a
/// pipe, a terminal, a socket) may.
#[cfg(unix)]
pub(super) fn may_wait(stdin: &Patient) -> bool {
    // When its kind cannot be found out, assume it may wait: a flush too many costs a write.
    stdin.0.metadata().map_or(true, |m| !m.is_file())
}

/// Whether a read of standard input may wait: assumed so where the platform cannot tell.
#[cfg(not(unix))]
pub(super) fn may_wait(_: &io::Stdin) -> bool {
    true
}

/// A standard stream through a descriptor of our own (a duplicate): reads and writes go to the
/// system as they are, so that a descriptor opened for writing only fails to read (the standard
/// library's `Stdin` reads that as the end of the input), and a descriptor in non-blocking mode
/// (`O_NONBLOCK`, as some process managers and editors hand them over) is waited out with
/// `poll` rather than failing with "Resource temporarily unavailable".
#[cfg(unix)]
pub(super) struct Patient(std::fs::File);

#[cfg(unix)]
impl Patient {
    /// Standard input.
    pub(super) fn stdin() -> io::Result<Patient> {
        use std::os::fd::AsFd;
        Ok(Patient(io::stdin().as_fd().try_clone_to_owned()?.into()))
    }

    /// Standard output.
    pub(super) fn stdout() -> io::Result<Patient> {
        use std::os::fd::AsFd;
        Ok(Patient(io::stdout().as_fd().try_clone_to_owned()?.into()))
    }

    /// Waits until the descriptor is ready for `events`.
    fn wait(&self, events: nix::poll::PollFlags) -> io::Result<()> {
        use nix::poll::{PollFd, PollTimeout, poll};
        use std::os::fd::AsFd;
        let mut fds = [PollFd::new(self.0.as_fd(), events)];
        loop {
            match poll(&mut fds, PollTimeout::NONE) {
                Ok(_) => return Ok(()),
                Err(nix::errno::Errno::EINTR) => {}
                Err(e) => return Err(e.into()),
            }
        }
    }
}

#[cfg(unix)]
impl Read for Patient {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            match self.0.read(buf) {
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                    self.wait(nix::poll::PollFlags::POLLIN)?;
                }
                done => return done,
            }
        }
    }
}

#[cfg(unix)]
impl Write for Patient {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        loop {
            match self.0.write(buf) {
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                    self.wait(nix::poll::PollFlags::POLLOUT)?;
                }
                done => return done,
            }
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Standard input and output where the platform offers no duplicate descriptor: the standard
/// library's own streams.
#[cfg(not(unix))]
pub(super) struct Patient;

#[cfg(not(unix))]
impl Patient {
    pub(super) fn stdin() -> io::Result<io::Stdin> {
        Ok(io::stdin())
    }

    pub(super) fn stdout() -> io::Result<io::Stdout> {
        Ok(io::stdout())
    }
}
