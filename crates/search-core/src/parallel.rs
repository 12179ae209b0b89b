//! Work over a range of items shared among the machine's threads, in chunks.
//!
//! [`map_chunks`] is for work whose items cost about the same but are too many to hand out one at
//! a time: each thread takes the next chunk nobody has taken yet, so a thread that drew cheap
//! chunks simply takes more, and each thread folds its chunks into a result of its own, so threads
//! share nothing but a counter. (The breadth-first search of [`crate::bfs::distances_keyed`]
//! splits its layers its own way, because a layer's states must stay with the thread that found
//! them.)

use std::num::NonZeroUsize;
use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::thread;

/// Runs `work(chunk, &mut result)` over `0..len` in chunks of `chunk` items on every thread the
/// process may use ([`std::thread::available_parallelism`]), each thread folding into a result of
/// its own that starts as `start()`; returns those results, one per thread that took part.
///
/// A panic in `work` on another thread is resumed on the caller's, with its own message.
///
/// # Panics
/// If `chunk` is 0.
///
/// ```
/// use search_core::parallel::map_chunks;
/// // The sum of 0..1000, in chunks of 64.
/// let sums = map_chunks(1000, 64, || 0u64, |range, sum| *sum += range.map(|i| i as u64).sum::<u64>());
/// assert_eq!(sums.iter().sum::<u64>(), 499_500);
/// ```
pub fn map_chunks<R: Send>(
    len: usize,
    chunk: usize,
    start: impl Fn() -> R + Sync,
    work: impl Fn(Range<usize>, &mut R) + Sync,
) -> Vec<R> {
    let threads = thread::available_parallelism().map_or(1, NonZeroUsize::get);
    split(len, chunk, threads, &start, &work)
}

/// [`map_chunks`] with the number of threads given, so that tests can use more than the
/// machine has.
fn split<R: Send>(
    len: usize,
    chunk: usize,
    threads: usize,
    start: &(impl Fn() -> R + Sync),
    work: &(impl Fn(Range<usize>, &mut R) + Sync),
) -> Vec<R> {
    assert!(chunk > 0, "chunks of no items never end");
    let next = AtomicUsize::new(0);
    let run = || {
        let mut result = start();
        loop {
            let from = next.fetch_add(chunk, Relaxed);
            if from >= len {
                return result;
            }
            work(from..len.min(from.saturating_add(chunk)), &mut result);
        }
    };
    // No thread is started for work that fits in one chunk.
    let threads = threads.clamp(1, len.div_ceil(chunk).max(1));
    thread::scope(|scope| {
        let others: Vec<_> = (1..threads).map(|_| scope.spawn(run)).collect();
        let mut results = vec![run()];
        for handle in others {
            results.push(
                handle
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e)),
            );
        }
        results
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_item_is_worked_on_exactly_once_whatever_the_split() {
        for (len, chunk, threads) in [(0, 1, 3), (1, 1, 4), (10, 3, 2), (1000, 7, 5), (64, 64, 8)] {
            let results = split(
                len,
                chunk,
                threads,
                &Vec::new,
                &|range, seen: &mut Vec<usize>| seen.extend(range),
            );
            assert!(results.len() <= threads.max(1));
            let mut all: Vec<usize> = results.into_iter().flatten().collect();
            all.sort_unstable();
            assert_eq!(all, (0..len).collect::<Vec<_>>(), "{len} {chunk} {threads}");
        }
    }

    #[test]
    #[should_panic(expected = "item 77")]
    fn a_panic_on_another_thread_keeps_its_message() {
        split(200, 1, 4, &|| (), &|range, _: &mut ()| {
            if range.contains(&77) {
                panic!("item 77");
            }
        });
    }
}
