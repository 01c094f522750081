//! Bounded thread pools for the work that must never hold up an acknowledgement: drawing
//! pictures (`render`; a finished game's, the heaviest, on `endings`), playing a table's inputs (`work`: move checks, hints, a window's
//! answers) and the computers' moves (`think`: the expert thinks a second of CPU a move, so
//! a table's quick work never queues behind it). The async runtime's threads only read
//! interactions, acknowledge them and wait on the network and the database; everything
//! heavy queues here. The store does not run on these pools: its calls are async, on its
//! own connection pool (bounded by [`crate::store::POSTGRES_CONNECTIONS`], or SQLite's one
//! connection, which sqlx drives on a thread of its own).
//!
//! Each pool has a fixed number of OS threads (sized to the machine), a queue, and a
//! scheduling priority: drawing runs at the lowest (`nice` 10) and a table's work below
//! normal (`nice` 5), so with the CPU short the runtime's threads still get it at once.
//! Overload makes the queues longer, never the thread count larger.

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, OnceLock};
use tokio::sync::oneshot;

/// A job for a pool's threads.
type Task = Box<dyn FnOnce() + Send + 'static>;

/// Why a pool gave no result.
#[derive(Debug, thiserror::Error)]
pub enum PoolError {
    /// The job panicked (logged); its thread lives on.
    #[error("the {0} job panicked")]
    Panicked(&'static str),
    /// The pool's threads are gone (the process is ending).
    #[error("the {0} pool is gone")]
    Gone(&'static str),
}

/// A fixed set of threads taking jobs from one queue.
pub struct Pool {
    name: &'static str,
    queue: Mutex<mpsc::Sender<Task>>,
    waiting: Arc<AtomicUsize>,
    threads: usize,
}

impl Pool {
    /// A pool of `threads` threads (at least one) named `plansza-<name>-N`, each lowered to
    /// `nice` (0 keeps the process's priority; Linux only, elsewhere ignored).
    pub fn new(name: &'static str, threads: usize, nice: i32) -> Pool {
        let (tx, rx) = mpsc::channel::<Task>();
        let rx = Arc::new(Mutex::new(rx));
        let waiting = Arc::new(AtomicUsize::new(0));
        let threads = threads.max(1);
        for n in 0..threads {
            let rx = Arc::clone(&rx);
            let waiting = Arc::clone(&waiting);
            let spawned = std::thread::Builder::new()
                .name(format!("plansza-{name}-{n}"))
                .spawn(move || {
                    lower_priority(nice);
                    loop {
                        let task = match rx.lock() {
                            Ok(rx) => rx.recv(),
                            Err(_) => return,
                        };
                        let Ok(task) = task else {
                            return;
                        };
                        waiting.fetch_sub(1, Ordering::Relaxed);
                        task();
                    }
                });
            if let Err(e) = spawned {
                tracing::error!(pool = name, error = %e, "could not start a pool thread");
            }
        }
        Pool {
            name,
            queue: Mutex::new(tx),
            waiting,
            threads,
        }
    }

    /// Runs `job` on one of the pool's threads and waits for its result without holding
    /// an async thread.
    pub async fn run<T, F>(&self, job: F) -> Result<T, PoolError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let (tx, rx) = oneshot::channel();
        let name = self.name;
        let task: Task = Box::new(move || {
            let started = std::time::Instant::now();
            let result = std::panic::catch_unwind(AssertUnwindSafe(job));
            let metrics = crate::metrics::metrics();
            match name {
                "render" | "endings" => metrics.render.observe(started.elapsed()),
                "work" => metrics.work.observe(started.elapsed()),
                "think" => metrics.think.observe(started.elapsed()),
                _ => {}
            }
            if result.is_err() {
                tracing::error!(pool = name, "a pool job panicked");
            }
            let _ = tx.send(result.map_err(|_| PoolError::Panicked(name)));
        });
        self.waiting.fetch_add(1, Ordering::Relaxed);
        let sent = match self.queue.lock() {
            Ok(queue) => queue.send(task).is_ok(),
            Err(_) => false,
        };
        if !sent {
            self.waiting.fetch_sub(1, Ordering::Relaxed);
            return Err(PoolError::Gone(name));
        }
        rx.await.map_err(|_| PoolError::Gone(name))?
    }

    /// Jobs queued and not yet started.
    pub fn waiting(&self) -> usize {
        self.waiting.load(Ordering::Relaxed)
    }

    /// The pool's threads.
    pub fn threads(&self) -> usize {
        self.threads
    }
}

/// The bot's pools.
pub struct Pools {
    /// Drawing boards and racks.
    pub render: Pool,
    /// Drawing a finished game's pictures (the final board, the chart, the replay): tens of
    /// milliseconds each, so apart from `render`, where the boards of the games going on
    /// queued behind them (at 1,000 games they were a fifth of the bot's CPU, and a board's
    /// p99 went from 0.3-0.65 s to 0.09-0.15 s with them apart: `benches/load.md`). Half the
    /// cores (at least one), at the drawing's priority: lower, and at 2,000 games on two
    /// cores the endings fell behind the games.
    pub endings: Pool,
    /// Playing a table's inputs and timers (move checks, hints, a window's answers).
    pub work: Pool,
    /// A computer's move (a table's timer when a computer is to move): apart from `work`,
    /// so that other tables' moves and answers never wait behind an expert's thinking.
    pub think: Pool,
}

/// The process's pools, started on first use: as many drawing, table and thinking threads as
/// the machine has cores.
pub fn pools() -> &'static Pools {
    static POOLS: OnceLock<Pools> = OnceLock::new();
    POOLS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Pools {
            render: Pool::new("render", cores, 10),
            endings: Pool::new("endings", (cores / 2).max(1), 10),
            work: Pool::new("work", cores, 5),
            think: Pool::new("think", cores, 5),
        }
    })
}

/// Lowers the calling thread's scheduling priority to `nice` (Linux schedules threads, so
/// this is the thread's own; raising the nice value needs no privilege).
fn lower_priority(nice: i32) {
    if nice == 0 {
        return;
    }
    #[cfg(target_os = "linux")]
    {
        // SAFETY: `gettid` has no preconditions; `setpriority` on our own thread id only
        // changes this thread's nice value and reports failure through its result.
        let result = unsafe {
            let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
            libc::setpriority(libc::PRIO_PROCESS, tid, nice)
        };
        if result != 0 {
            tracing::debug!(nice, "could not lower a pool thread's priority");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_job_runs_on_a_pool_thread_and_returns_its_result() {
        let pool = Pool::new("test", 2, 10);
        let name = pool
            .run(|| std::thread::current().name().map(str::to_string))
            .await
            .expect("a result");
        assert!(name.is_some_and(|n| n.starts_with("plansza-test-")));
        assert_eq!(pool.run(|| 6 * 7).await.expect("a result"), 42);
        assert_eq!(pool.waiting(), 0);
    }

    #[tokio::test]
    async fn a_panicking_job_is_an_error_and_the_thread_lives_on() {
        let pool = Pool::new("test", 1, 0);
        let failed = pool.run(|| -> u8 { panic!("a drawing went wrong") }).await;
        assert!(matches!(failed, Err(PoolError::Panicked("test"))));
        assert_eq!(pool.run(|| 1).await.expect("the thread still runs"), 1);
    }

    #[tokio::test]
    async fn more_jobs_than_threads_wait_in_the_queue_and_all_finish() {
        let pool = Arc::new(Pool::new("test", 2, 0));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let jobs: Vec<_> = (0..16)
            .map(|i| {
                let (pool, running, most) = (pool.clone(), running.clone(), most.clone());
                tokio::spawn(async move {
                    pool.run(move || {
                        let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                        most.fetch_max(now, Ordering::SeqCst);
                        std::thread::sleep(std::time::Duration::from_millis(5));
                        running.fetch_sub(1, Ordering::SeqCst);
                        i
                    })
                    .await
                })
            })
            .collect();
        let mut sum = 0;
        for job in jobs {
            sum += job.await.expect("joined").expect("a result");
        }
        assert_eq!(sum, (0..16).sum::<i32>());
        assert!(
            most.load(Ordering::SeqCst) <= 2,
            "never more than the pool's threads at once"
        );
    }
}
