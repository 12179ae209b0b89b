//! The log against the plainest model of an output: every byte written arrives once, in order,
//! whatever the sizes of the writes, where they fall in the words, and who sends them when.

use super::*;
// An output that can be read while the log is written, as the watch's sends go to it.
use crate::shell::tests::{Failing, Shared as Seen};
use proptest::prelude::*;

/// What a write does: some bytes, written whole or formatted in two pieces, then maybe a send
/// by the sending end.
#[derive(Debug, Clone)]
struct Step {
    len: usize,
    formatted: bool,
    send: bool,
}

fn steps() -> impl Strategy<Value = Vec<Step>> {
    let len = prop_oneof![
        8 => 0..=20usize,
        2 => 21..200usize,
        1 => CAPACITY - 20..CAPACITY + 20,
    ];
    let step = (len, prop::bool::ANY, prop::bool::weighted(0.1));
    prop::collection::vec(step, 0..200).prop_map(|steps| {
        steps
            .into_iter()
            .map(|(len, formatted, send)| Step {
                len,
                formatted,
                send,
            })
            .collect()
    })
}

/// Writes `steps` (byte `i` of the whole stream is the printable character `i % 95`), sending
/// where they say, and returns what was written and what arrived.
fn run(steps: &[Step]) -> (Vec<u8>, Vec<u8>) {
    let log = Log::new();
    let seen = Seen::default();
    let out = sender(&log, seen.clone());
    let mut answers = Answers::new(&log, &out);
    let mut written = Vec::new();
    for step in steps {
        let from = written.len();
        let buf: Vec<u8> = (from..from + step.len)
            .map(|i| b' ' + (i % 95) as u8)
            .collect();
        if step.formatted {
            let text = std::str::from_utf8(&buf).unwrap();
            let (a, b) = text.split_at(text.len() / 2);
            write!(answers, "{a}{b}").unwrap();
        } else {
            answers.write_all(&buf).unwrap();
        }
        written.extend_from_slice(&buf);
        if step.send {
            lock(&out).send().unwrap();
        }
    }
    lock(&out).send().unwrap();
    let arrived = seen.bytes();
    (written, arrived)
}

proptest! {
    #[test]
    fn every_byte_arrives_once_and_in_order(steps in steps()) {
        let (written, arrived) = run(&steps);
        prop_assert!(written == arrived, "{} bytes written, {} arrived", written.len(), arrived.len());
    }
}

#[test]
fn sends_from_another_thread_while_the_solver_writes_lose_nothing() {
    let log = Log::new();
    let seen = Seen::default();
    let out = sender(&log, seen.clone());
    let written: Vec<u8> = (0..3 * CAPACITY).map(|i| (i % 251) as u8).collect();
    let stop = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            while !stop.load(Ordering::Relaxed) {
                lock(&out).send().unwrap();
            }
        });
        let mut answers = Answers::new(&log, &out);
        // Writes of 1 to 13 bytes, so that they fall everywhere in the words.
        let mut rest = &written[..];
        for len in (1..=13).cycle() {
            let (now, later) = rest.split_at(len.min(rest.len()));
            answers.write_all(now).unwrap();
            rest = later;
            if rest.is_empty() {
                break;
            }
        }
        stop.store(true, Ordering::Relaxed);
    });
    lock(&out).send().unwrap();
    assert!(seen.bytes() == written);
}

#[test]
fn a_write_error_met_by_a_send_reaches_the_solver() {
    let log = Log::new();
    let out = sender(&log, Failing(io::ErrorKind::StorageFull));
    let mut answers = Answers::new(&log, &out);
    answers.write_all(b"1\n").unwrap();
    // As the watch does: the error waits for the solver.
    lock(&out).send_later();
    let err = answers.flush().unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::StorageFull);
}
