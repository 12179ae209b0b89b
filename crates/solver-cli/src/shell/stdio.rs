//! Standard input and output as the shell hands them to a solver: the output buffered, and
//! flushed whenever reading the input may have to wait.

use std::cell::RefCell;
use std::io::{self, Read, Write};

/// The answers' buffer, shared with [`Input`] so that it can be flushed before a read.
pub(super) struct Answers<'a, W: Write>(pub(super) &'a RefCell<W>);

impl<W: Write> Write for Answers<'_, W> {
    #[inline]
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().write(buf)
    }

    #[inline]
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.0.borrow_mut().write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.borrow_mut().flush()
    }
}

/// The input, which flushes the answers before each read that may wait for a producer.
pub(super) struct Input<'a, R, W: Write> {
    pub(super) reader: R,
    pub(super) answers: &'a RefCell<W>,
    pub(super) may_wait: bool,
}

impl<R: Read, W: Write> Read for Input<'_, R, W> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.may_wait {
            // A failed flush is not the input's business: the answers' next write or the
            // final flush reports it (a closed pipe as success).
            let _ = self.answers.borrow_mut().flush();
        }
        self.reader.read(buf)
    }
}

/// Whether a read of standard input may wait for a producer: anything but a regular file (a
/// pipe, a terminal, a socket) may.
pub(super) fn may_wait(stdin: &io::Stdin) -> bool {
    #[cfg(unix)]
    let file = {
        use std::os::fd::AsFd;
        stdin.as_fd().try_clone_to_owned().map(std::fs::File::from)
    };
    #[cfg(windows)]
    let file = {
        use std::os::windows::io::AsHandle;
        stdin
            .as_handle()
            .try_clone_to_owned()
            .map(std::fs::File::from)
    };
    #[cfg(not(any(unix, windows)))]
    let file: io::Result<std::fs::File> = Err(io::ErrorKind::Unsupported.into());
    // When its kind cannot be found out, assume it may wait: a flush too many costs a write.
    file.and_then(|f| f.metadata())
        .map_or(true, |m| !m.is_file())
}
