//! The cases of a file read a few ahead of the answers and searched on every core at once,
//! one board a thread, the answers written in the order of the cases.

use std::collections::{BTreeMap, VecDeque};
use std::io::BufRead;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError, mpsc};

use solver_cli::Pos;
use solver_cli::shell::Outcome;

use super::refused;
use crate::loopover::Move;
use crate::loopover::optimal::{self, Answer};
use crate::loopover::parse::{Query, Reader};

/// Cases read ahead of the answers, per thread: enough to keep every core busy while the
/// answers are written in order, few enough that memory does not grow with the input.
const AHEAD_PER_THREAD: usize = 4;

/// Answers the cases of an input that never keeps a reader waiting (a file) on every core at
/// once, each board searched on one thread, a few cases read ahead; the answers are written
/// in the order of the cases, exactly as one at a time would write them, and a bad case or a
/// case past the work limit stops the run after the answers before it. (One board at a time,
/// a search's long pass is shared between the cores, but its last pass ends at the first
/// board that reaches the goal, so that the other core's later work is mostly wasted: boards
/// of their own keep both busy.)
pub(super) fn answer_ahead<R: BufRead>(
    reader: &mut Reader<R>,
    solver: &optimal::Solver,
    emit: &mut impl FnMut(usize, &Query, Option<&[Move]>) -> Outcome,
) -> Outcome {
    let threads = solver.threads();
    let window = AHEAD_PER_THREAD * threads;
    let (jobs, taken) = mpsc::channel::<(usize, Query)>();
    let taken = Mutex::new(taken);
    let (solved, answers) = mpsc::channel::<(usize, Answer)>();
    // Set when the run stops early, so that the searches of later cases are not started.
    let stopped = AtomicBool::new(false);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (taken, solved, stopped) = (&taken, solved.clone(), &stopped);
            scope.spawn(move || {
                loop {
                    let job = taken.lock().unwrap_or_else(PoisonError::into_inner).recv();
                    let Ok((i, query)) = job else { return };
                    if stopped.load(Ordering::Relaxed) {
                        return;
                    }
                    if solved.send((i, solver.answer_alone(&query).0)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(solved);
        let result = write_in_order(reader, window, &jobs, &answers, emit);
        stopped.store(true, Ordering::Relaxed);
        drop(jobs);
        result
    })
}

/// The reading and writing side of [`answer_ahead`]: keeps up to `window` cases in the searches,
/// and writes each answer once those of the cases before it are written.
fn write_in_order<R: BufRead>(
    reader: &mut Reader<R>,
    window: usize,
    jobs: &mpsc::Sender<(usize, Query)>,
    answers: &mpsc::Receiver<(usize, Answer)>,
    emit: &mut impl FnMut(usize, &Query, Option<&[Move]>) -> Outcome,
) -> Outcome {
    // The cases sent and not yet written, in order, with where each starts.
    let mut waiting: VecDeque<(Query, Pos)> = VecDeque::new();
    let mut ready: BTreeMap<usize, Answer> = BTreeMap::new();
    let (mut sent, mut written) = (0, 0);
    let mut end = None;
    loop {
        while end.is_none() && sent - written < window {
            match reader.next_case() {
                Ok(Some(query)) => {
                    waiting.push_back((query.clone(), reader.case_start()));
                    if jobs.send((sent, query)).is_err() {
                        unreachable!("the searching threads outlive the jobs");
                    }
                    sent += 1;
                }
                Ok(None) => end = Some(Ok(())),
                Err(e) => end = Some(Err(e.into())),
            }
        }
        let Some((query, at)) = waiting.pop_front() else {
            return end.unwrap_or(Ok(()));
        };
        let answer = loop {
            if let Some(answer) = ready.remove(&written) {
                break answer;
            }
            match answers.recv() {
                Ok((i, answer)) => {
                    ready.insert(i, answer);
                }
                Err(_) => unreachable!("a searching thread answers every case it takes"),
            }
        };
        written += 1;
        let solution = answer.map_err(|refusal| refused(at, written, &refusal))?;
        emit(written, &query, solution.as_deref())?;
    }
}
