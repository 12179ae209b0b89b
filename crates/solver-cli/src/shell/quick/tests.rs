//! The quick cases' buffer against the plainest model of an output: every byte written arrives
//! once, in order, whatever the sizes of the writes and the sends between them; and answers that
//! wait leave once the clock says so, without a send from outside.

use super::*;
use crate::shell::tests::{Failing, Shared as Seen};
use proptest::prelude::*;

proptest! {
    #[test]
    fn every_byte_arrives_once_and_in_order(
        steps in prop::collection::vec(
            (prop_oneof![8 => 0..=20usize, 2 => 21..200usize, 1 => CAPACITY - 20..CAPACITY + 20],
             prop::bool::weighted(0.1)),
            0..200,
        )
    ) {
        let seen = Seen::default();
        let buffer = Buffer::new(seen.clone());
        let mut written = Vec::new();
        for (len, send) in steps {
            let from = written.len();
            let buf: Vec<u8> = (from..from + len).map(|i| b' ' + (i % 95) as u8).collect();
            buffer.borrow_mut().write_all(&buf).unwrap();
            written.extend_from_slice(&buf);
            if send {
                buffer.borrow_mut().send_later();
            }
        }
        buffer.borrow_mut().flush().unwrap();
        prop_assert!(seen.bytes() == written);
    }
}

#[test]
fn answers_that_waited_leave_at_a_later_write() {
    let seen = Seen::default();
    let buffer = Buffer::new(seen.clone());
    buffer.borrow_mut().write_all(b"first\n").unwrap();
    std::thread::sleep(WAIT);
    // The clock is looked at once in `CHECK_EVERY` bytes: by then, the first answer is out.
    for _ in 0..CHECK_EVERY / 2 {
        buffer.borrow_mut().write_all(b"x\n").unwrap();
    }
    assert!(seen.bytes().starts_with(b"first\n"), "{:?}", seen.bytes());
}

#[test]
fn answers_that_did_not_wait_stay_in_the_buffer() {
    let seen = Seen::default();
    let buffer = Buffer::new(seen.clone());
    for _ in 0..2 * CHECK_EVERY {
        buffer.borrow_mut().write_all(b"x\n").unwrap();
    }
    assert!(seen.bytes().is_empty(), "sent before {WAIT:?} had passed");
}

#[test]
fn a_write_error_met_by_a_send_before_a_read_reaches_the_solver() {
    let buffer = Buffer::new(Failing(io::ErrorKind::StorageFull));
    buffer.borrow_mut().write_all(b"1\n").unwrap();
    buffer.borrow_mut().send_later();
    let err = buffer.borrow_mut().flush().unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::StorageFull);
}
