//! Group commit, for SQLite: the saves of tables (and the outbox rows carried out) that
//! arrive while the one connection that writes is busy wait in a queue, and the writer (on
//! a thread of its own: see [`Writer::start`]) commits everything waiting in one
//! transaction, in a handful of statements whatever their number, sent to the connection's
//! thread as one script that begins and commits the transaction itself
//! ([`super::tables::commit_saves`]): one round trip a group, where a begin, the statements
//! and a commit each waited for the connection's thread and then for the writer to be taken
//! up again. Each waiter is answered once its change is durable (committed), or with the
//! error that refused it: a batch the database refuses is tried again one change at a time,
//! so one bad change never takes the others with it. A batch holds changes of distinct
//! channels, so nothing in it depends on the order of its statements.
//!
//! The writer does not fold the write-ahead log into the database file itself (a
//! checkpoint writes back and syncs the file, and every save would wait for it): after its
//! commits it has a connection of its own do it beside it, in the background
//! ([`Checkpoints`]), so the log stays short while the saves go on. The writer's own
//! checkpoint (SQLite's automatic one, at [`super::WAL_PAGES_AT_MOST`]) is only the bound,
//! should the background one fall behind.
//!
//! Postgres keeps one transaction per change on its pool (several processes, a fence per
//! write): the writer serves SQLite only, where every write waits for the one connection
//! anyway, and the time a turn waits for it is what limits a busy process.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyPool, Connection};
use tokio::sync::{mpsc, oneshot};

use super::change::Change;
use super::tables::{commit_saves, Save};
use super::{StoreError, TableRow};

/// At most this many changes go in one transaction (a few statements' parameters).
const MOST_PER_COMMIT: usize = 64;

/// A change and who waits for it.
struct Waiting {
    change: Change,
    durable: oneshot::Sender<Result<Vec<i64>, StoreError>>,
}

/// What the writer is sent.
enum Message {
    /// A change to commit.
    Commit(Waiting),
    /// Stop once what came before is committed, close the connections, and say so.
    Stop(oneshot::Sender<()>),
}

/// How often, at most, the log is folded into the database file in the background.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(250);

/// Folding the write-ahead log into the database file, beside the writer: on a connection
/// of its own, one checkpoint at a time, at most every [`CHECKPOINT_EVERY`]. A passive
/// checkpoint neither waits for the writer nor stops it.
#[derive(Debug)]
pub(super) struct Checkpoints {
    pool: AnyPool,
    running: Arc<AtomicBool>,
    last: Option<Instant>,
}

impl Checkpoints {
    /// Checkpoints through `pool` (a connection to the same file, not the writer's).
    pub(super) fn new(pool: AnyPool) -> Checkpoints {
        Checkpoints {
            pool,
            running: Arc::new(AtomicBool::new(false)),
            last: None,
        }
    }

    /// After a commit: starts a checkpoint unless one runs or one started lately.
    fn after_commit(&mut self) {
        if self
            .last
            .is_some_and(|last| last.elapsed() < CHECKPOINT_EVERY)
            || self.running.swap(true, Ordering::AcqRel)
        {
            return;
        }
        self.last = Some(Instant::now());
        let (pool, running) = (self.pool.clone(), Arc::clone(&self.running));
        tokio::spawn(async move {
            if let Err(e) = sqlx::raw_sql("PRAGMA wal_checkpoint(PASSIVE)")
                .execute(&pool)
                .await
            {
                tracing::warn!(error = %e, "could not fold the database's log into its file");
            }
            running.store(false, Ordering::Release);
        });
    }
}

/// The queue to the writer (clones share it).
#[derive(Debug, Clone)]
pub(super) struct Writer {
    queue: mpsc::UnboundedSender<Message>,
    /// The connection that checkpoints (a file's).
    checkpointing: Option<AnyPool>,
    /// Transactions it committed (also counted in the process's metrics).
    #[cfg_attr(not(test), allow(dead_code))]
    commits: Arc<AtomicU64>,
}

impl std::fmt::Debug for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Message::Commit(waiting) => f
                .debug_struct("Commit")
                .field("change", &waiting.change.action())
                .finish(),
            Message::Stop(_) => f.write_str("Stop"),
        }
    }
}

impl Writer {
    /// Starts the writer, writing through `pool` and checkpointing with `checkpoints` (a
    /// file's; None: in memory). None outside a tokio runtime (or when no thread can be
    /// started): then every change writes on its own.
    ///
    /// The writer runs on a thread and runtime of its own, not among the process's tasks:
    /// a group waits for the connection, for the connection's thread to run its script and
    /// for the connection to come back to the pool, and on a runtime busy with a thousand
    /// tables each of those steps waited its turn behind them (at 1,000 games a save waited
    /// about 5 ms at the median, its commit 1.7-2.4 ms of that: `benches/load.md`). Only the
    /// waiting save's own wake-up is left on the busy runtime.
    pub(super) fn start(pool: AnyPool, checkpoints: Option<Checkpoints>) -> Option<Writer> {
        tokio::runtime::Handle::try_current().ok()?;
        let (queue, waiting) = mpsc::unbounded_channel();
        let commits = Arc::new(AtomicU64::new(0));
        let checkpointing = checkpoints.as_ref().map(|c| c.pool.clone());
        let counted = Arc::clone(&commits);
        let started = std::thread::Builder::new()
            .name("plansza-store-writer".to_owned())
            .spawn(move || {
                // Its own runtime, with its timers: the pool times its acquiring out. When
                // none can be built the queue closes, and each change writes on its own.
                match tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    Ok(runtime) => runtime.block_on(run(pool, checkpoints, counted, waiting)),
                    Err(e) => tracing::error!(error = %e, "could not start the store's writer"),
                }
            });
        if let Err(e) = started {
            tracing::error!(error = %e, "could not start the store's writer");
            return None;
        }
        Some(Writer {
            queue,
            checkpointing,
            commits,
        })
    }

    /// Stops the writer once what was sent before is committed, and closes its connections
    /// (the store closes): when this returns, no connection of the writer is open.
    pub(super) async fn close(&self) {
        let (done, closed) = oneshot::channel();
        if self.queue.send(Message::Stop(done)).is_ok() {
            let _ = closed.await;
        }
        if let Some(pool) = &self.checkpointing {
            pool.close().await;
        }
    }

    /// How many transactions it has committed.
    #[cfg(test)]
    pub(super) fn commits(&self) -> u64 {
        self.commits.load(Ordering::Relaxed)
    }

    /// Commits `change` with whatever else is waiting; the ids of the rows it newly owes,
    /// once it is durable. `Err(change)` when the writer is gone (its runtime ended): the
    /// change was not written, and the caller writes it on its own.
    pub(super) async fn commit(
        &self,
        change: Change,
    ) -> Result<Result<Vec<i64>, StoreError>, Change> {
        let (durable, answer) = oneshot::channel();
        if let Err(refused) = self
            .queue
            .send(Message::Commit(Waiting { change, durable }))
        {
            if let Message::Commit(waiting) = refused.0 {
                return Err(waiting.change);
            }
        }
        Ok(answer.await.unwrap_or_else(|_| {
            // The writer ended with the change in hand (its runtime is shutting down): it
            // may or may not be written, and is reported as not.
            Err(StoreError::Query {
                action: "hear whether a change was saved".to_owned(),
                source: sqlx::Error::WorkerCrashed,
            })
        }))
    }
}

/// The writer: takes a change, then the connection, then whatever waited meanwhile, and
/// commits them as one; answers each; until it is stopped ([`Writer::close`]: then it
/// closes the connections) or every [`Writer`] is dropped.
async fn run(
    pool: AnyPool,
    mut checkpoints: Option<Checkpoints>,
    commits: Arc<AtomicU64>,
    mut queue: mpsc::UnboundedReceiver<Message>,
) {
    let mut held: Option<Message> = None;
    let stopped = loop {
        let first = match held.take() {
            Some(first) => first,
            None => match queue.recv().await {
                Some(first) => first,
                None => break None,
            },
        };
        let first = match first {
            Message::Commit(first) => first,
            Message::Stop(done) => break Some(done),
        };
        // The connection first: whatever arrives while it is busy joins this transaction.
        let started = Instant::now();
        let conn = pool.acquire().await;
        let mut channels: Vec<u64> = first.change.channels().collect();
        let mut batch = vec![first];
        while batch.len() < MOST_PER_COMMIT {
            let Ok(next) = queue.try_recv() else { break };
            match next {
                Message::Commit(next) if !next.change.channels().any(|c| channels.contains(&c)) => {
                    channels.extend(next.change.channels());
                    batch.push(next);
                }
                // A second change of a channel: in the next transaction, after this one.
                // A stop: after this one too.
                next => {
                    held = Some(next);
                    break;
                }
            }
        }
        let result = match conn {
            Ok(conn) => write(conn, &batch).await,
            Err(source) => Err(source),
        };
        crate::metrics::metrics()
            .store_commit
            .observe(started.elapsed());
        if let Some(checkpoints) = checkpoints.as_mut() {
            checkpoints.after_commit();
        }
        match result {
            Ok(owed) => {
                committed(&commits);
                for (waiting, ids) in batch.into_iter().zip(owed) {
                    let _ = waiting.durable.send(Ok(ids));
                }
            }
            Err(source) if batch.len() == 1 => {
                if let Some(waiting) = batch.pop() {
                    let action = waiting.change.action();
                    let _ = waiting
                        .durable
                        .send(Err(StoreError::Query { action, source }));
                }
            }
            // Refused as a whole: each alone, so one bad change never takes the others.
            Err(_) => {
                for waiting in batch {
                    let alone = match pool.acquire().await {
                        Ok(conn) => write(conn, std::slice::from_ref(&waiting)).await,
                        Err(source) => Err(source),
                    };
                    if alone.is_ok() {
                        committed(&commits);
                    }
                    let answer = alone
                        .map(|mut owed| owed.pop().unwrap_or_default())
                        .map_err(StoreError::query(waiting.change.action()));
                    let _ = waiting.durable.send(answer);
                }
            }
        }
    };
    // Stopped: the connections close here, where the last one given back is on its way
    // (its return runs on this runtime), before the store hears that they are closed.
    if let Some(done) = stopped {
        pool.close().await;
        if let Some(checkpoints) = checkpoints {
            checkpoints.pool.close().await;
        }
        let _ = done.send(());
    }
}

/// Counts a transaction committed.
fn committed(commits: &AtomicU64) {
    commits.fetch_add(1, Ordering::Relaxed);
    crate::metrics::metrics().store_commits.inc();
}

/// Writes `batch` on `conn` in one transaction, committed; the ids each change newly owes,
/// in its order. A connection left broken by a failure is closed, not given back.
async fn write(
    mut conn: PoolConnection<Any>,
    batch: &[Waiting],
) -> Result<Vec<Vec<i64>>, sqlx::Error> {
    let mut saves = Vec::with_capacity(batch.len());
    let mut settled = Vec::new();
    for waiting in batch {
        match &waiting.change {
            Change::Save {
                from,
                channel,
                guild,
                home,
                state_json,
                outbox,
            } => saves.push(Save {
                from: *from,
                table: TableRow::new(*channel, *guild, state_json).shown_in(*home),
                outbox,
            }),
            Change::Settle(done) => settled.extend_from_slice(done),
        }
    }
    let mut owed = match commit_saves(&mut conn, &saves, &settled).await {
        Ok(owed) => owed.into_iter(),
        Err((failed, broken)) => {
            if broken {
                let _ = conn.detach().close().await;
            }
            return Err(failed);
        }
    };
    Ok(batch
        .iter()
        .map(|waiting| match waiting.change {
            Change::Save { .. } => owed.next().unwrap_or_default(),
            Change::Settle(_) => Vec::new(),
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::super::testing::TestResult;
    use super::super::{OutboxChange, Store, TableRow};
    use super::Duration;

    fn owing(effects: &[&str], done: &[i64]) -> OutboxChange {
        OutboxChange {
            owe: effects.iter().map(|e| e.to_string()).collect(),
            done: done.to_vec(),
        }
    }

    /// Saves `state` of `channel` owing `effects`, on a task of its own (it waits for the
    /// writer).
    fn save_later(
        store: &Store,
        channel: u64,
        state: &'static str,
        effects: &[&str],
    ) -> tokio::task::JoinHandle<Result<Vec<i64>, super::StoreError>> {
        let store = store.clone();
        let change = owing(effects, &[]);
        tokio::spawn(async move {
            store
                .save_table_owing(TableRow::new(channel, Some(9), state), &change)
                .await
        })
    }

    /// Lets the spawned saves run until they wait for the writer (the test runtime has one
    /// thread: they run while this one sleeps).
    async fn let_them_queue() {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    #[tokio::test]
    async fn saves_that_wait_together_are_committed_as_one_and_survive_a_reopen() -> TestResult {
        let dir = tempfile::tempdir()?;
        let url = dir.path().join("p.db").display().to_string();
        let (first, second, carried) = {
            let store = Store::open(&url).await?;
            let carried = store
                .save_table_owing(TableRow::new(3, Some(9), "{}"), &owing(&["old"], &[]))
                .await?;
            let writer = store.writer.clone().ok_or("a SQLite store has a writer")?;
            let before = writer.commits();
            // Another write holds the connection while two places save and one settles.
            let holding = store.write("hold the writer").await?;
            let first = save_later(&store, 1, r#"{"place":1}"#, &["post 1", "edit 1"]);
            let second = save_later(&store, 2, r#"{"place":2}"#, &["post 2"]);
            let settling = {
                let store = store.clone();
                let done = carried.clone();
                tokio::spawn(async move { store.settle_owed(&done).await })
            };
            let_them_queue().await;
            holding.commit().await?;
            let (first, second) = (first.await??, second.await??);
            settling.await??;
            assert_eq!(
                writer.commits() - before,
                1,
                "one transaction for all three"
            );
            (first, second, carried)
        };
        let store = Store::open(&url).await?;
        let tables: Vec<(u64, String)> = store
            .load_tables()
            .await?
            .into_iter()
            .map(|(channel, _, state)| (channel, state))
            .collect();
        assert_eq!(
            tables,
            [
                (1, r#"{"place":1}"#.to_owned()),
                (2, r#"{"place":2}"#.to_owned()),
                (3, "{}".to_owned())
            ]
        );
        let owed: Vec<(i64, u64, String)> = store
            .owed()
            .await?
            .into_iter()
            .map(|row| (row.id, row.table, row.effect))
            .collect();
        assert!(owed.iter().all(|row| !carried.contains(&row.0)));
        assert_eq!(
            owed,
            [
                (first[0], 1, "post 1".to_owned()),
                (first[1], 1, "edit 1".to_owned()),
                (second[0], 2, "post 2".to_owned()),
            ]
        );
        Ok(())
    }

    #[tokio::test]
    async fn a_save_the_database_refuses_fails_alone() -> TestResult {
        let dir = tempfile::tempdir()?;
        let store = Store::open(&dir.path().join("p.db").display().to_string()).await?;
        let holding = store.write("hold the writer").await?;
        let good = save_later(&store, 1, r#"{"ok":true}"#, &["post"]);
        let bad = save_later(&store, 2, "{not json", &["never"]);
        let_them_queue().await;
        holding.commit().await?;
        let good = good.await??;
        assert!(bad.await?.is_err(), "a state that is not JSON is refused");
        assert_eq!(store.load_tables().await?.len(), 1);
        let owed: Vec<i64> = store.owed().await?.into_iter().map(|r| r.id).collect();
        assert_eq!(owed, good);
        Ok(())
    }

    /// The writer does not run among the tasks of the runtime that saves: a save is
    /// committed while that runtime's one thread is busy (here: asleep), as a busy process's
    /// saves are committed without waiting for its tasks.
    #[tokio::test]
    async fn the_writer_commits_while_the_runtime_that_saved_is_busy() -> TestResult {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("p.db");
        let store = Store::open(&path.display().to_string()).await?;
        // Whatever the pool still does on this runtime after opening (giving its
        // connection back, keeping one open) is done before the runtime is blocked.
        store.save_table(2, Some(9), "{}").await?;
        let_them_queue().await;
        let mut saving = std::pin::pin!(store.save_table(1, Some(9), r#"{"move":1}"#));
        // Polled once, the save is sent to the writer and waits for it; from here on, this
        // runtime runs nothing until the save is awaited at the end.
        assert!(futures::poll!(saving.as_mut()).is_pending());
        let saved = |path: &std::path::Path| -> Result<i64, rusqlite::Error> {
            rusqlite::Connection::open(path)?.query_row(
                "SELECT COUNT(*) FROM active_tables",
                [],
                |row| row.get(0),
            )
        };
        let mut count = 0;
        for _ in 0..250 {
            // Blocks the test's runtime: nothing of it runs meanwhile.
            std::thread::sleep(Duration::from_millis(20));
            count = saved(&path)?;
            if count == 2 {
                break;
            }
        }
        assert_eq!(count, 2, "committed while the saving runtime was blocked");
        saving.await?;
        Ok(())
    }

    #[tokio::test]
    async fn a_second_save_of_a_place_waits_for_the_next_transaction() -> TestResult {
        let dir = tempfile::tempdir()?;
        let store = Store::open(&dir.path().join("p.db").display().to_string()).await?;
        let writer = store.writer.clone().ok_or("a SQLite store has a writer")?;
        let before = writer.commits();
        let holding = store.write("hold the writer").await?;
        let first = save_later(&store, 1, r#"{"move":1}"#, &[]);
        let_them_queue().await;
        let second = save_later(&store, 1, r#"{"move":2}"#, &[]);
        let_them_queue().await;
        holding.commit().await?;
        first.await??;
        second.await??;
        assert_eq!(
            store.load_table(1).await?.as_deref(),
            Some(r#"{"move":2}"#),
            "the later save is the one kept"
        );
        assert_eq!(writer.commits() - before, 2);
        Ok(())
    }
}
