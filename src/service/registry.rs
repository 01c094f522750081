//! The channel registry: at most one running task per channel, by construction. Looking a
//! channel up and starting its task happen under one lock, so two first jobs for a new
//! channel arriving at once can never start two tasks (the check-then-insert race of a lookup
//! followed by a separate insert).
//!
//! Bounded by construction: a queue holds at most [`QUEUE`] jobs (a full one hands the job
//! back, for a "busy" answer), and a task that has been idle gives its queue back with
//! [`Registry::retire`], under the same lock, so no job can slip into a queue nobody reads.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};
use tokio::sync::mpsc;

/// The most jobs waiting for one channel's task; more are answered "busy".
pub const QUEUE: usize = 32;

/// The queues of the running channel tasks, by channel id.
pub struct Registry<J> {
    queues: Mutex<HashMap<u64, mpsc::Sender<J>>>,
}

impl<J> Default for Registry<J> {
    fn default() -> Self {
        Registry {
            queues: Mutex::new(HashMap::new()),
        }
    }
}

impl<J> Registry<J> {
    /// The queues, locked (a panic elsewhere while holding the lock leaves the map intact:
    /// every change to it is a single insert or remove).
    fn queues(&self) -> MutexGuard<'_, HashMap<u64, mpsc::Sender<J>>> {
        match self.queues.lock() {
            Ok(q) => q,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// Queue `job` for `channel`. When the channel has no running task (none yet, or its task
    /// stopped), `start` is called, under the registry's lock, with the receiving end of a
    /// fresh queue and must start the task that drains it; the job is its first. A full queue
    /// hands the job back.
    pub fn send(
        &self,
        channel: u64,
        job: J,
        start: impl FnOnce(mpsc::Receiver<J>),
    ) -> Result<(), J> {
        let mut queues = self.queues();
        let job = match queues.get(&channel) {
            Some(tx) => match tx.try_send(job) {
                Ok(()) => return Ok(()),
                Err(mpsc::error::TrySendError::Full(job)) => return Err(job),
                // The task stopped: start another below, with this job.
                Err(mpsc::error::TrySendError::Closed(job)) => job,
            },
            None => job,
        };
        let (tx, rx) = mpsc::channel(QUEUE);
        // Cannot fail: `rx` is alive and empty until `start` takes it.
        let _ = tx.try_send(job);
        queues.insert(channel, tx);
        start(rx);
        Ok(())
    }

    /// The task of `channel`, idle, gives up its queue `rx`: when no job waits in it, the
    /// queue is closed and forgotten (the channel's next job starts a new task) and the task
    /// may end; when a job came in meanwhile, nothing changes and the task goes on.
    pub fn retire(&self, channel: u64, rx: &mut mpsc::Receiver<J>) -> bool {
        let mut queues = self.queues();
        if !rx.is_empty() {
            return false;
        }
        rx.close();
        // Ours is closed now; any other closed queue under this key is a dead task's.
        if queues.get(&channel).is_some_and(|tx| tx.is_closed()) {
            queues.remove(&channel);
        }
        true
    }

    /// How many channels have a task.
    pub fn running(&self) -> usize {
        self.queues().len()
    }

    /// How many jobs wait in all the queues.
    pub fn queued(&self) -> usize {
        self.queues()
            .values()
            .map(|tx| tx.max_capacity() - tx.capacity())
            .sum()
    }

    /// Start a task for `channel` with an empty queue (a saved table after a restart),
    /// unless one runs already; returns whether `start` was called.
    pub fn start(&self, channel: u64, start: impl FnOnce(mpsc::Receiver<J>)) -> bool {
        let mut queues = self.queues();
        if queues.get(&channel).is_some_and(|tx| !tx.is_closed()) {
            return false;
        }
        let (tx, rx) = mpsc::channel(QUEUE);
        queues.insert(channel, tx);
        start(rx);
        true
    }
}

impl<J> Registry<J> {
    /// The task of `from` now serves `to` (a game moved into its thread): jobs for `to` reach
    /// it, and `from` is free for a new task. A task `to` had (none, normally) loses its
    /// queue and stops.
    pub fn rekey(&self, from: u64, to: u64) {
        let mut queues = self.queues();
        if let Some(tx) = queues.remove(&from) {
            queues.insert(to, tx);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Barrier};

    /// Issue: two first jobs for a new channel at once could start two tasks. Many threads
    /// send the first job for the same channel at the same instant: one task starts, and it
    /// receives every job.
    #[test]
    fn first_jobs_sent_at_once_start_one_task() {
        for _ in 0..50 {
            let registry: Arc<Registry<usize>> = Arc::new(Registry::default());
            let started = Arc::new(AtomicUsize::new(0));
            let receivers = Arc::new(Mutex::new(Vec::new()));
            let threads = 8;
            let barrier = Arc::new(Barrier::new(threads));
            let handles: Vec<_> = (0..threads)
                .map(|i| {
                    let (registry, started, receivers, barrier) = (
                        Arc::clone(&registry),
                        Arc::clone(&started),
                        Arc::clone(&receivers),
                        Arc::clone(&barrier),
                    );
                    std::thread::spawn(move || {
                        barrier.wait();
                        let sent = registry.send(42, i, |rx| {
                            started.fetch_add(1, Ordering::SeqCst);
                            if let Ok(mut r) = receivers.lock() {
                                r.push(rx);
                            }
                        });
                        assert!(sent.is_ok(), "the queue has room");
                    })
                })
                .collect();
            for h in handles {
                assert!(h.join().is_ok());
            }
            assert_eq!(started.load(Ordering::SeqCst), 1, "one task per channel");
            let mut receivers = receivers.lock().expect("not poisoned");
            let rx = receivers.first_mut().expect("one receiver");
            let mut got = Vec::new();
            while let Ok(job) = rx.try_recv() {
                got.push(job);
            }
            got.sort();
            assert_eq!(got, (0..threads).collect::<Vec<_>>(), "no job lost");
        }
    }

    /// A task that stopped is replaced by the next job, which it then receives.
    #[test]
    fn a_stopped_task_is_replaced() {
        let registry: Registry<u8> = Registry::default();
        let mut first = None;
        assert!(registry.send(1, 10, |rx| first = Some(rx)).is_ok());
        drop(first);
        let mut second = None;
        assert!(registry.send(1, 11, |rx| second = Some(rx)).is_ok());
        let mut rx = second.expect("a new task started");
        assert_eq!(rx.try_recv().ok(), Some(11));
        assert!(!registry.start(1, |_| {}), "a running task is kept");
    }

    /// A game that moved into its thread: jobs for the thread reach its task, and the
    /// channel's next job starts a new one.
    #[test]
    fn a_rekeyed_task_serves_its_new_channel() {
        let registry: Registry<u32> = Registry::default();
        let mut first = None;
        assert!(registry.send(1, 10, |rx| first = Some(rx)).is_ok());
        let mut rx = first.expect("started");
        registry.rekey(1, 2);
        assert!(registry
            .send(2, 20, |_| panic!("the thread has its task"))
            .is_ok());
        let mut second = None;
        assert!(registry.send(1, 30, |rx| second = Some(rx)).is_ok());
        assert_eq!(rx.try_recv().ok(), Some(10));
        assert_eq!(rx.try_recv().ok(), Some(20));
        assert_eq!(second.expect("a new task").try_recv().ok(), Some(30));
    }

    /// A full queue hands the job back and starts nothing; once the task took a job, there
    /// is room again.
    #[test]
    fn a_full_queue_hands_the_job_back() {
        let registry: Registry<usize> = Registry::default();
        let mut rx = None;
        assert!(registry.send(7, 0, |r| rx = Some(r)).is_ok());
        let mut rx = rx.expect("started");
        for i in 1..QUEUE {
            assert!(registry.send(7, i, |_| panic!("one task")).is_ok());
        }
        assert_eq!(registry.send(7, 99, |_| panic!("one task")), Err(99));
        assert_eq!(rx.try_recv().ok(), Some(0));
        assert!(registry.send(7, 100, |_| panic!("one task")).is_ok());
    }

    /// An idle task retires only with an empty queue; after it did, the next job starts a
    /// new task, and no job is ever left in a queue nobody reads.
    #[test]
    fn an_idle_task_retires_only_with_an_empty_queue() {
        let registry: Registry<u8> = Registry::default();
        let mut rx = None;
        assert!(registry.send(3, 1, |r| rx = Some(r)).is_ok());
        let mut rx = rx.expect("started");
        assert!(!registry.retire(3, &mut rx), "a job waits");
        assert_eq!(rx.try_recv().ok(), Some(1));
        assert!(registry.retire(3, &mut rx));
        assert_eq!(registry.running(), 0);
        let mut next = None;
        assert!(registry.send(3, 2, |r| next = Some(r)).is_ok());
        assert_eq!(next.expect("a new task").try_recv().ok(), Some(2));
    }
}
