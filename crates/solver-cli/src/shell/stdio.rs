//! Standard input and output as the shell hands them to a solver: the answers sent whenever
//! reading the input may have to wait ([`Input`]), and both streams read and written through
//! descriptors of our own ([`Patient`]), so that a read error is an error and a non-blocking
//! descriptor is waited out.

use std::io::{self, Read, Write};

use super::sink::Sink;

/// The input, which sends the answers before each read that may wait for a producer.
pub(super) struct Input<'a, R, W> {
    pub(super) reader: R,
    pub(super) answers: Sink<'a, W>,
    pub(super) may_wait: bool,
}

impl<R: Read, W: Write> Read for Input<'_, R, W> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.may_wait {
            self.answers.send_later();
        }
        self.reader.read(buf)
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
