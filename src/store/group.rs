//! Group commit, for a SQLite file: the saves of tables (and the outbox rows carried out)
//! that arrive while the writer is busy wait in a queue, and the writer commits everything
//! waiting in one transaction, in a handful of statements whatever their number. Each waiter
//! is answered once its change is durable (committed), or with the error that refused it: a
//! batch the database refuses is tried again one change at a time, so one bad change never
//! takes the others with it. A batch holds changes of distinct channels, so nothing in it
//! depends on the order of its statements.
//!
//! The writer works a SQLite connection of its own (rusqlite's, the same SQLite library as
//! sqlx's) on a thread of its own: it runs SQLite itself, with nothing handed over on the
//! way. On sqlx's connection each group waited for the pool to hand the connection over,
//! for the driver's thread to run the statements, and for the connection to come back
//! through a task of the pool; on a busy machine each of those hand-overs waited for a core
//! (a commit took 0.8-2.7 ms where SQLite's own work was 0.2 ms: `benches/load.md`). Only
//! the waiting save's own wake-up is left on the process's runtime. The other writes (rare:
//! an archived game, a rating) keep sqlx's connection; SQLite's file lock orders the two,
//! and each waits for the other's transaction ([`wait_for_the_lock`]).
//!
//! The writer does not fold the write-ahead log into the database file itself (a
//! checkpoint writes back and syncs the file, and every save would wait for it): after its
//! commits a connection of its own does it beside it, on its own thread ([`Checkpoints`]),
//! so the log stays short while the saves go on. The writer's own checkpoint (SQLite's
//! automatic one, at [`super::WAL_PAGES_AT_MOST`]) is only the bound, should the background
//! one fall behind.
//!
//! Postgres keeps one transaction per change on its pool (several processes, a fence per
//! write), and an in-memory SQLite database lives in sqlx's one connection: the writer
//! serves SQLite files only, where every write waits for the one file lock anyway, and the
//! time a turn waits for it is what limits a busy process.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rusqlite::{Connection, OpenFlags};
use tokio::sync::{mpsc, oneshot};

use super::change::Change;
use super::tables::{write_saves_on, Save};
use super::{StoreError, TableRow, BUSY_TIMEOUT, WAL_PAGES_AT_MOST};

/// At most this many changes go in one transaction (a few statements' parameters).
const MOST_PER_COMMIT: usize = 64;

/// Statements each connection keeps prepared: a group's statements differ by how many rows
/// they write, so a few dozen texts come back again and again.
const PREPARED_KEPT: usize = 256;

/// A change and who waits for it.
struct Waiting {
    change: Change,
    /// When it was sent to the writer.
    sent: Instant,
    durable: oneshot::Sender<Answer>,
}

/// The writer's answer to a change: the ids of the rows it newly owes once it is durable,
/// or why it was refused; and when it was answered.
struct Answer {
    result: Result<Vec<i64>, StoreError>,
    at: Instant,
}

impl Waiting {
    /// Answers the change's sender.
    fn answer(self, result: Result<Vec<i64>, StoreError>) {
        let at = Instant::now();
        let _ = self.durable.send(Answer { result, at });
    }
}

/// What the writer is sent.
enum Message {
    /// A change to commit.
    Commit(Waiting),
    /// Stop once what came before is committed, close the connections, and say so.
    Stop(oneshot::Sender<()>),
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

/// How often, at most, the log is folded into the database file in the background.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(250);

/// Opens a connection to the SQLite file at `path` (which exists, in WAL mode: the store
/// made it so) as the writer's connections are: synced at checkpoints only, waiting for the
/// file's lock as long as the store waits for anything.
fn open(path: &Path) -> Result<Connection, rusqlite::Error> {
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    conn.execute_batch(&format!(
        "PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = {WAL_PAGES_AT_MOST};"
    ))?;
    conn.busy_handler(Some(wait_for_the_lock))?;
    conn.set_prepared_statement_cache_capacity(PREPARED_KEPT);
    Ok(conn)
}

/// A pause while another connection holds the file's write lock.
const LOCK_PAUSE: Duration = Duration::from_micros(200);

/// SQLite's busy handler for the writer's connections: another connection holds the lock
/// (sqlx's, writing something else; another process's); try again after a short pause,
/// for at most [`BUSY_TIMEOUT`] in all. SQLite's own `busy_timeout` sleeps 1, 2, 5, 10 ms
/// and more between tries, far longer than the writes it waits for here.
fn wait_for_the_lock(tries: i32) -> bool {
    let tries = u32::try_from(tries).unwrap_or(u32::MAX);
    if LOCK_PAUSE.saturating_mul(tries) >= BUSY_TIMEOUT {
        return false;
    }
    std::thread::sleep(LOCK_PAUSE);
    true
}

/// Folding the write-ahead log into the database file, beside the writer: on a connection
/// and thread of their own, one checkpoint at a time, at most every [`CHECKPOINT_EVERY`]. A
/// passive checkpoint neither waits for the writer nor stops it.
#[derive(Debug)]
struct Checkpoints {
    /// Asks the thread for a checkpoint (room for one: a second ask while one waits is
    /// the same ask).
    ask: std::sync::mpsc::SyncSender<()>,
    thread: std::thread::JoinHandle<()>,
    last: Option<Instant>,
}

impl Checkpoints {
    /// Starts the thread, with its connection to the file at `path`.
    fn start(path: &Path) -> std::io::Result<Checkpoints> {
        let conn = open(path).map_err(std::io::Error::other)?;
        let (ask, asked) = std::sync::mpsc::sync_channel::<()>(1);
        let thread = std::thread::Builder::new()
            .name("plansza-store-checkpoints".to_owned())
            .spawn(move || {
                while asked.recv().is_ok() {
                    let folded = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()));
                    if let Err(e) = folded {
                        tracing::warn!(error = %e, "could not fold the database's log into its file");
                    }
                }
            })?;
        Ok(Checkpoints {
            ask,
            thread,
            last: None,
        })
    }

    /// After a commit: asks for a checkpoint unless one was asked for lately.
    fn after_commit(&mut self) {
        if self
            .last
            .is_some_and(|last| last.elapsed() < CHECKPOINT_EVERY)
        {
            return;
        }
        self.last = Some(Instant::now());
        // Full: one is asked for already.
        let _ = self.ask.try_send(());
    }

    /// Stops the thread once its checkpoint is done; its connection is closed on return.
    fn stop(self) {
        drop(self.ask);
        if self.thread.join().is_err() {
            tracing::error!("the database's checkpoints stopped with a panic");
        }
    }
}

/// The queue to the writer (clones share it).
#[derive(Debug, Clone)]
pub(super) struct Writer {
    queue: mpsc::UnboundedSender<Message>,
    /// Transactions it committed (also counted in the process's metrics).
    #[cfg_attr(not(test), allow(dead_code))]
    commits: Arc<AtomicU64>,
}

impl Writer {
    /// Starts the writer of the SQLite file at `path` (which the store has opened and
    /// migrated), with its connections and threads. None when they cannot be opened or
    /// started (said in the log): then every change writes on its own, on sqlx's connection.
    pub(super) fn start(path: &Path) -> Option<Writer> {
        let started = (|| -> std::io::Result<Writer> {
            let conn = open(path).map_err(std::io::Error::other)?;
            let checkpoints = Checkpoints::start(path)?;
            let (queue, waiting) = mpsc::unbounded_channel();
            let commits = Arc::new(AtomicU64::new(0));
            let counted = Arc::clone(&commits);
            let writing = Writing {
                conn,
                path: path.to_path_buf(),
            };
            std::thread::Builder::new()
                .name("plansza-store-writer".to_owned())
                .spawn(move || run(writing, checkpoints, &counted, waiting))?;
            Ok(Writer { queue, commits })
        })();
        started
            .map_err(|e| tracing::error!(error = %e, "could not start the store's writer; each save writes on its own"))
            .ok()
    }

    /// Stops the writer once what was sent before is committed, and closes its connections
    /// (the store closes): when this returns, no connection of the writer is open.
    pub(super) async fn close(&self) {
        let (done, closed) = oneshot::channel();
        if self.queue.send(Message::Stop(done)).is_ok() {
            let _ = closed.await;
        }
    }

    /// How many transactions it has committed.
    #[cfg(test)]
    pub(super) fn commits(&self) -> u64 {
        self.commits.load(Ordering::Relaxed)
    }

    /// Commits `change` with whatever else is waiting; the ids of the rows it newly owes,
    /// once it is durable. `Err(change)` when the writer is gone: the change was not
    /// written, and the caller writes it on its own.
    pub(super) async fn commit(
        &self,
        change: Change,
    ) -> Result<Result<Vec<i64>, StoreError>, Change> {
        Ok(self.send(change).map_err(|change| *change)?.durable().await)
    }

    /// Queues `change` for the writer and returns at once: what is sent after it (by
    /// anyone) is committed in the same transaction or a later one, never before it.
    /// `Err(change)` when the writer is gone (as [`Writer::commit`]).
    pub(super) fn send(&self, change: Change) -> Result<Sent, Box<Change>> {
        let (durable, answer) = oneshot::channel();
        let sent = Instant::now();
        if let Err(refused) = self.queue.send(Message::Commit(Waiting {
            change,
            sent,
            durable,
        })) {
            if let Message::Commit(waiting) = refused.0 {
                return Err(Box::new(waiting.change));
            }
        }
        Ok(Sent { answer })
    }
}

/// A change queued for the writer, whose answer is still to come.
pub(super) struct Sent {
    answer: oneshot::Receiver<Answer>,
}

impl Sent {
    /// The ids of the rows the change newly owes once it is durable, or why it was refused;
    /// waited for (the wait after the writer answered is the store's `resumed` metric).
    pub(super) async fn durable(self) -> Result<Vec<i64>, StoreError> {
        match self.answer.await {
            Ok(answer) => {
                crate::metrics::metrics()
                    .store_resumed
                    .observe(answer.at.elapsed());
                answer.result
            }
            // The writer ended with the change in hand (it panicked): it may or may not be
            // written, and is reported as not.
            Err(_) => Err(StoreError::WriterStopped),
        }
    }

    /// The answer if the writer has given it already (nobody waited for it: not in the
    /// `resumed` metric); else the change, still sent.
    pub(super) fn answered_now(mut self) -> Result<Result<Vec<i64>, StoreError>, Sent> {
        match self.answer.try_recv() {
            Ok(answer) => Ok(answer.result),
            Err(oneshot::error::TryRecvError::Empty) => Err(self),
            Err(oneshot::error::TryRecvError::Closed) => Ok(Err(StoreError::WriterStopped)),
        }
    }
}

/// The writer's connection, and where it opens another should this one break.
struct Writing {
    conn: Connection,
    path: PathBuf,
}

impl Writing {
    /// Begins a transaction holding the file's write lock (waiting for it: whatever is
    /// queued meanwhile joins the group).
    fn begin(&mut self) -> Result<(), rusqlite::Error> {
        self.conn.execute_batch("BEGIN IMMEDIATE")
    }

    /// Writes `batch` in the transaction begun, and commits it; the ids each change newly
    /// owes, in its order. On failure the transaction is rolled back; a connection left
    /// in a transaction even so is replaced by a new one.
    fn write(&mut self, batch: &[Waiting]) -> Result<Vec<Vec<i64>>, rusqlite::Error> {
        let written = write(&self.conn, batch).and_then(|owed| {
            self.conn.execute_batch("COMMIT")?;
            Ok(owed)
        });
        if written.is_err() && !self.conn.is_autocommit() {
            let _ = self.conn.execute_batch("ROLLBACK");
            self.renew_if_stuck();
        }
        written
    }

    /// [`Writing::begin`], then [`Writing::write`] of `batch` alone.
    fn write_alone(&mut self, batch: &[Waiting]) -> Result<Vec<Vec<i64>>, rusqlite::Error> {
        self.begin()?;
        self.write(batch)
    }

    /// A connection still in a transaction after its rollback is not trusted again.
    fn renew_if_stuck(&mut self) {
        if self.conn.is_autocommit() {
            return;
        }
        match open(&self.path) {
            Ok(conn) => self.conn = conn,
            Err(e) => tracing::error!(error = %e, "could not reopen the store's writer"),
        }
    }
}

/// The writer: takes a change, then the file's lock, then whatever waited meanwhile, and
/// commits them as one; answers each; until it is stopped ([`Writer::close`]: then it
/// closes the connections) or every [`Writer`] is dropped.
fn run(
    mut writing: Writing,
    mut checkpoints: Checkpoints,
    commits: &AtomicU64,
    mut queue: mpsc::UnboundedReceiver<Message>,
) {
    let mut held: Option<Message> = None;
    let stopped = loop {
        let first = match held.take() {
            Some(first) => first,
            None => match queue.blocking_recv() {
                Some(first) => first,
                None => break None,
            },
        };
        let first = match first {
            Message::Commit(first) => first,
            Message::Stop(done) => break Some(done),
        };
        // The lock first: whatever arrives while the writer waits for it joins this group.
        let started = Instant::now();
        let begun = writing.begin();
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
        let metrics = crate::metrics::metrics();
        for waiting in &batch {
            metrics
                .store_queued
                .observe(started.saturating_duration_since(waiting.sent));
        }
        let result = begun.and_then(|()| writing.write(&batch));
        metrics.store_commit.observe(started.elapsed());
        checkpoints.after_commit();
        match result {
            Ok(owed) => {
                committed(commits);
                for (waiting, ids) in batch.into_iter().zip(owed) {
                    waiting.answer(Ok(ids));
                }
            }
            Err(source) if batch.len() == 1 => {
                if let Some(waiting) = batch.pop() {
                    let action = waiting.change.action();
                    refused(&action, &source);
                    waiting.answer(Err(StoreError::Write { action, source }));
                }
            }
            // Refused as a whole: each alone, so one bad change never takes the others.
            Err(_) => {
                for waiting in batch {
                    let alone = writing.write_alone(std::slice::from_ref(&waiting));
                    if alone.is_ok() {
                        committed(commits);
                    }
                    let action = waiting.change.action();
                    let answer = alone
                        .map(|mut owed| owed.pop().unwrap_or_default())
                        .map_err(|source| {
                            refused(&action, &source);
                            StoreError::Write { action, source }
                        });
                    waiting.answer(answer);
                }
            }
        }
    };
    // Stopped (or every queue dropped): the connections close before the store hears so.
    drop(writing);
    checkpoints.stop();
    if let Some(done) = stopped {
        let _ = done.send(());
    }
}

/// Says in the log that the database refused a change (whoever sent it may read the answer
/// only later: a write sent without waiting).
fn refused(action: &str, source: &rusqlite::Error) {
    tracing::warn!(error = %source, "the store's writer could not {action}");
}

/// Counts a transaction committed.
fn committed(commits: &AtomicU64) {
    commits.fetch_add(1, Ordering::Relaxed);
    crate::metrics::metrics().store_commits.inc();
}

/// Writes `batch` on `conn`, in the transaction it holds; the ids each change newly owes,
/// in its order.
fn write(conn: &Connection, batch: &[Waiting]) -> Result<Vec<Vec<i64>>, rusqlite::Error> {
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
    let mut owed = write_saves_on(conn, &saves, &settled)?.into_iter();
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
    use super::super::testing::{owing, TestResult};
    use super::super::{Store, TableRow};
    use super::Duration;

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
