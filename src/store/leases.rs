//! Leases on shards: while a process holds the lease of a shard, no other process drives
//! the games of that shard's guilds (see [`crate::shards`]).
//!
//! - Postgres: a session advisory lock per shard, keyed by the schema and the shard, held on
//!   a connection of its own for the life of the process. A process that dies loses its
//!   connection, and with it its leases, at once; the next process to ask takes them. A
//!   process that stalls (stopped, frozen, cut off) loses them after the lease's time
//!   ([`LEASE_TIME`]): the server ends a lease connection that has been silent that long
//!   (`idle_session_timeout`), and the holder checks its connection every quarter of that
//!   time, giving each check half of it to answer ([`ShardLeases::keep`]). Whoever takes a
//!   shard raises its epoch, which fences every write of the shard's rows
//!   ([`super::fence`]): a stalled process that wakes up after another took its shards has
//!   its next write refused, and stops.
//!   Every process also holds the layout lock shared, and all must have the same total
//!   shard count (`shard_layout`): with two totals one server would belong to two shards,
//!   one of each layout, and two processes would drive its games. The first process to
//!   start when none runs (it gets the layout lock alone) writes its total, and raises
//!   every shard's epoch (a process of an older layout that still thinks it runs is fenced
//!   off); later ones with another total are refused ([`StoreError::ShardLayout`]).
//! - A SQLite file: one process at a time, whatever its shards (an exclusive `flock` on
//!   `<file>.lock`, released by the kernel when the process ends). Several processes need
//!   Postgres.
//! - In memory: nothing to share, nothing to hold.

use std::sync::Arc;
use std::time::{Duration, Instant};

use sqlx::{AnyConnection, Row};

use super::fence::Fence;
use super::{Location, Store, StoreError};
use crate::shards::Shards;

/// How often a process asks again for a lease another process holds.
pub const LEASE_RETRY: Duration = Duration::from_secs(1);

/// How long a process that went silent (stalled, frozen, cut off from the database) keeps
/// its shards' leases on Postgres before another process may take them.
pub const LEASE_TIME: Duration = Duration::from_secs(20);

/// The advisory lock key (beside the schema's) of the shard layout; the shards' keys are
/// their ids, from 0.
const LAYOUT_KEY: i32 = -1;

/// The leases a process holds; dropping them gives them back.
#[derive(Debug)]
pub struct ShardLeases {
    hold: Hold,
    /// The epochs taken (Postgres only).
    fence: Option<Arc<Fence>>,
    /// The lease's time.
    lease: Duration,
}

#[derive(Debug)]
enum Hold {
    Postgres(AnyConnection),
    /// Held while the file stays open.
    File {
        _locked: std::fs::File,
    },
    Nothing,
}

impl Store {
    /// Takes the leases of `shards`, one by one, waiting while another process holds one
    /// (`waiting` is told which, once per shard waited for). Cancel the future to give up.
    /// From then on every write of those shards' rows is fenced ([`super::fence`]).
    pub async fn take_shard_leases(
        &self,
        shards: &Shards,
        waiting: impl FnMut(u32),
    ) -> Result<ShardLeases, StoreError> {
        self.take_shard_leases_for(shards, LEASE_TIME, waiting)
            .await
    }

    /// [`Store::take_shard_leases`] with another lease time than [`LEASE_TIME`] (whole
    /// seconds or not; at least a millisecond).
    pub async fn take_shard_leases_for(
        &self,
        shards: &Shards,
        lease: Duration,
        mut waiting: impl FnMut(u32),
    ) -> Result<ShardLeases, StoreError> {
        let failed = || StoreError::query(format!("take the lease of {shards}"));
        let lease = lease.max(Duration::from_millis(1));
        let mut fence = None;
        let hold = match &self.location {
            Location::Memory => Hold::Nothing,
            Location::File(path) => {
                let file = open_lock_file(path)?;
                let mut said = false;
                while !try_flock(&file) {
                    if !said {
                        waiting(shards.first);
                        said = true;
                    }
                    tokio::time::sleep(LEASE_RETRY).await;
                }
                Hold::File { _locked: file }
            }
            Location::Postgres(_) => {
                let mut conn = self.pool.acquire().await.map_err(failed())?.detach();
                expire_when_silent(&mut conn, lease).await;
                // Asked again often enough that the server never takes the asking
                // connection for a silent one.
                let retry = LEASE_RETRY.min(lease / 4);
                join_layout(&mut conn, shards.total, retry).await?;
                let mut epochs = Vec::new();
                for shard in shards.ids() {
                    let mut said = false;
                    loop {
                        let taken: bool = sqlx::query(
                            "SELECT pg_try_advisory_lock(hashtext(current_schema()), $1)",
                        )
                        .bind(i32::try_from(shard).unwrap_or(i32::MAX))
                        .fetch_one(&mut conn)
                        .await
                        .and_then(|row| row.try_get(0))
                        .map_err(failed())?;
                        if taken {
                            break;
                        }
                        if !said {
                            waiting(shard);
                            said = true;
                        }
                        tokio::time::sleep(retry).await;
                    }
                    epochs.push(raise_epoch(&mut conn, shard).await.map_err(failed())?);
                }
                let taken = Arc::new(Fence::new(*shards, epochs, lease, Instant::now()));
                self.fence.set(Arc::clone(&taken));
                fence = Some(taken);
                Hold::Postgres(conn)
            }
        };
        Ok(ShardLeases { hold, fence, lease })
    }
}

/// Asks the server to end `conn` (and so let its leases go) once it has been silent for
/// `lease`. A server older than Postgres 14 cannot: then a stalled process keeps its leases
/// until it dies or its connection breaks (said in the log).
async fn expire_when_silent(conn: &mut AnyConnection, lease: Duration) {
    let millis = lease.as_millis().max(1);
    let set = sqlx::query(&format!("SET idle_session_timeout = {millis}"))
        .execute(&mut *conn)
        .await;
    if let Err(e) = set {
        tracing::warn!(
            error = %e,
            "the database cannot end a silent lease connection (Postgres 14 or later can): \
             a stalled process keeps its shards until its connection breaks"
        );
    }
}

/// Raises `shard`'s epoch (from 1 on its first take); the new epoch.
async fn raise_epoch(conn: &mut AnyConnection, shard: u32) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO shard_epochs (shard, epoch) VALUES ($1, 1)
         ON CONFLICT (shard) DO UPDATE SET epoch = shard_epochs.epoch + 1
         RETURNING epoch",
    )
    .bind(i64::from(shard))
    .fetch_one(&mut *conn)
    .await
}

impl Store {
    /// Holds this database for this process alone, or fails at once with
    /// [`StoreError::InUse`] while a plansza process runs on it (it holds the SQLite file's
    /// lock, or on Postgres the layout lock every running process holds): for tools that
    /// must not run beside the bot, such as a copy.
    pub async fn hold_alone(&self) -> Result<ShardLeases, StoreError> {
        let in_use = || StoreError::InUse {
            place: self.location.describe(),
        };
        let hold = match &self.location {
            Location::Memory => Hold::Nothing,
            Location::File(path) => {
                let file = open_lock_file(path)?;
                if !try_flock(&file) {
                    return Err(in_use());
                }
                Hold::File { _locked: file }
            }
            Location::Postgres(_) => {
                let failed = || StoreError::query("hold the database alone");
                let mut conn = self.pool.acquire().await.map_err(failed())?.detach();
                if !layout_lock(&mut conn, "pg_try_advisory_lock")
                    .await
                    .map_err(failed())?
                {
                    return Err(in_use());
                }
                Hold::Postgres(conn)
            }
        };
        Ok(ShardLeases {
            hold,
            fence: None,
            lease: LEASE_TIME,
        })
    }
}

impl ShardLeases {
    /// Whether the leases still hold: on Postgres, the connection that holds them answers
    /// within half the lease's time (if it broke, the server has let them go; if it is
    /// slow, it may soon: either way the caller must stop driving the shards' games).
    pub async fn check(&mut self) -> Result<(), StoreError> {
        let within = self.lease / 2;
        let Hold::Postgres(conn) = &mut self.hold else {
            return Ok(());
        };
        let sent = Instant::now();
        // A query, not a bare protocol ping: it is what the server counts as not silent.
        let answered = tokio::time::timeout(within, sqlx::query("SELECT 1").execute(conn)).await;
        let checked = match answered {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(e)) => Err(StoreError::query("keep the shard leases")(e)),
            Err(_) => Err(StoreError::LeaseUnanswered {
                secs: within.as_secs().max(1),
            }),
        };
        if let Some(fence) = &self.fence {
            match &checked {
                Ok(()) => fence.checked_at(sent),
                Err(_) => fence.lose(),
            }
        }
        checked
    }

    /// Keeps the leases: checks them every quarter of the lease's time ([`Self::check`]);
    /// ends, with why, only when they are lost or may be (a check failed or took too long,
    /// or a write was refused by the fence). Never ends for a SQLite file or in memory.
    pub async fn keep(mut self) -> StoreError {
        let every = self.lease / 4;
        let fence = self.fence.clone();
        let refused = async {
            match &fence {
                Some(fence) => fence.lost().await,
                None => std::future::pending().await,
            }
        };
        tokio::pin!(refused);
        loop {
            tokio::select! {
                () = tokio::time::sleep(every) => {}
                () = &mut refused => {
                    // A write was refused for a shard another process took.
                    return StoreError::LeaseLost {
                        shard: fence.as_ref().map_or(0, |f| f.first_lost()),
                    };
                }
            }
            if let Err(e) = self.check().await {
                return e;
            }
        }
    }
}

/// Calls `function` on the layout lock on `conn`: `pg_try_advisory_lock`,
/// `pg_advisory_unlock` or their `_shared` forms; whether it took (or let go of) the lock.
async fn layout_lock(conn: &mut AnyConnection, function: &str) -> Result<bool, sqlx::Error> {
    sqlx::query(&format!(
        "SELECT {function}(hashtext(current_schema()), $1)"
    ))
    .bind(LAYOUT_KEY)
    .fetch_one(&mut *conn)
    .await
    .and_then(|row| row.try_get(0))
}

/// Joins the processes running on this database with `total` shards (see the module doc):
/// holds the layout lock shared on `conn` when done. Alone, it writes `total` as the
/// layout; beside others, it checks theirs. A busy layout is asked again after `retry`.
async fn join_layout(
    conn: &mut AnyConnection,
    total: u32,
    retry: Duration,
) -> Result<(), StoreError> {
    let failed = || StoreError::query("join the shard layout");
    let total_sql = i64::from(total);
    loop {
        if layout_lock(conn, "pg_try_advisory_lock")
            .await
            .map_err(failed())?
        {
            // No other process runs: this one sets the layout, then holds the lock shared
            // like every other (a session never waits for its own locks).
            sqlx::query(
                "INSERT INTO shard_layout (id, total, since) VALUES (1, $1, $2)
                 ON CONFLICT (id) DO UPDATE SET total = excluded.total, since = excluded.since",
            )
            .bind(total_sql)
            .bind(super::now_secs())
            .execute(&mut *conn)
            .await
            .map_err(failed())?;
            // Whoever ran before is gone, or stalled past its lease: fence it off.
            sqlx::query("UPDATE shard_epochs SET epoch = epoch + 1")
                .execute(&mut *conn)
                .await
                .map_err(failed())?;
            layout_lock(conn, "pg_try_advisory_lock_shared")
                .await
                .map_err(failed())?;
            layout_lock(conn, "pg_advisory_unlock")
                .await
                .map_err(failed())?;
            return Ok(());
        }
        if layout_lock(conn, "pg_try_advisory_lock_shared")
            .await
            .map_err(failed())?
        {
            // Others run, and while this one holds the lock shared the layout cannot change.
            let running: Option<i64> =
                sqlx::query_scalar("SELECT total FROM shard_layout WHERE id = 1")
                    .fetch_optional(&mut *conn)
                    .await
                    .map_err(failed())?;
            if running == Some(total_sql) {
                return Ok(());
            }
            layout_lock(conn, "pg_advisory_unlock_shared")
                .await
                .map_err(failed())?;
            if let Some(running) = running {
                return Err(StoreError::ShardLayout {
                    running: u32::try_from(running).unwrap_or(u32::MAX),
                    ours: total,
                });
            }
            // No layout although others run: only if the row was deleted by hand. Wait
            // for them to go, then write it.
        }
        // Another process is writing the layout this instant: again soon.
        tokio::time::sleep(retry).await;
    }
}

/// The lock file beside a SQLite database (`<file>.lock`), created if need be.
fn open_lock_file(database: &std::path::Path) -> Result<std::fs::File, StoreError> {
    let lock = std::path::PathBuf::from(format!("{}.lock", database.display()));
    std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock)
        .map_err(|source| StoreError::LockFile { path: lock, source })
}

/// An exclusive, non-blocking `flock` on `file`: false when another process holds it.
fn try_flock(file: &std::fs::File) -> bool {
    use std::os::fd::AsRawFd;
    // SAFETY: flock on a file descriptor we own and keep open; no memory is passed.
    unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) == 0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::{self, TestResult};

    const HALF: Shards = testing::SECOND_OF_TWO;

    /// A second process asking for a lease held by the first waits until the first lets go
    /// (here: drops its leases, as a process that dies does).
    #[tokio::test]
    async fn a_held_shard_waits_until_its_holder_lets_go() -> TestResult {
        let dir = tempfile::tempdir()?;
        for location in testing::lasting_locations(dir.path()).await? {
            let first = Store::open_at(location.clone()).await?;
            let second = Store::open_at(location.clone()).await?;
            let held = first.take_shard_leases(&HALF, |_| {}).await?;
            let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
            let asking = tokio::spawn(async move {
                let taken = second
                    .take_shard_leases(&HALF, |shard| {
                        let _ = tx.send(shard);
                    })
                    .await;
                taken.map(|_| ())
            });
            assert_eq!(
                rx.recv().await,
                Some(1),
                "{location:?}: told it waits for shard 1"
            );
            tokio::time::sleep(LEASE_RETRY * 2).await;
            assert!(!asking.is_finished(), "{location:?}: took a held lease");
            drop(held);
            tokio::time::timeout(LEASE_RETRY * 10, asking).await???;
            // Another shard is free all along.
            let other = Shards {
                first: 0,
                last: 0,
                total: 2,
            };
            if let Location::Postgres(_) = location {
                first
                    .take_shard_leases(&other, |_| panic!("shard 0 is free"))
                    .await?;
            }
        }
        Ok(())
    }

    #[tokio::test]
    async fn leases_that_hold_check_out() -> TestResult {
        let dir = tempfile::tempdir()?;
        for location in testing::lasting_locations(dir.path()).await? {
            let store = Store::open_at(location).await?;
            let mut leases = store.take_shard_leases(&HALF, |_| {}).await?;
            leases.check().await?;
        }
        Ok(())
    }

    /// Issue 25, point 13: "'at most 8 connections' (a lease connection makes 9). Say what
    /// holds." A bot process holds its pool of [`super::super::POSTGRES_CONNECTIONS`] and
    /// its lease connection, however much work is in flight, and no more.
    #[tokio::test]
    async fn a_process_holds_its_pool_and_one_lease_connection() -> TestResult {
        let dir = tempfile::tempdir()?;
        for location in testing::lasting_locations(dir.path()).await? {
            let Location::Postgres(url) = &location else {
                continue;
            };
            let name = format!("plansza_count_{}", std::process::id());
            let store = Store::open(&format!("{url}&application_name={name}")).await?;
            let _leases = store.take_shard_leases(&HALF, |_| {}).await?;
            let busy: Vec<_> = (0..3 * super::super::POSTGRES_CONNECTIONS)
                .map(|_| {
                    let pool = store.pool.clone();
                    tokio::spawn(
                        async move { sqlx::query("SELECT pg_sleep(0.3)").execute(&pool).await },
                    )
                })
                .collect();
            let (_, watching) = testing::bare_pool(&location).await?;
            let mut most = 0;
            for _ in 0..10 {
                let now: i64 = sqlx::query_scalar(
                    "SELECT COUNT(*) FROM pg_stat_activity WHERE application_name = $1",
                )
                .bind(&name)
                .fetch_one(&watching)
                .await?;
                most = most.max(now);
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            for query in busy {
                query.await??;
            }
            assert_eq!(most, i64::from(super::super::POSTGRES_CONNECTIONS) + 1);
        }
        Ok(())
    }

    /// Processes on one Postgres database share one total: a process with another total is
    /// refused while any runs, with both totals named; once none runs, a new total is
    /// taken (the operator changed them all).
    #[tokio::test]
    async fn every_process_has_the_same_shard_count() -> TestResult {
        let dir = tempfile::tempdir()?;
        for location in testing::lasting_locations(dir.path()).await? {
            if !matches!(location, Location::Postgres(_)) {
                continue;
            }
            let store = || Store::open_at(location.clone());
            let of_three = Shards {
                first: 0,
                last: 0,
                total: 3,
            };
            let halves = store().await?.take_shard_leases(&HALF, |_| {}).await?;
            let refused = store().await?.take_shard_leases(&of_three, |_| {}).await;
            match refused {
                Err(StoreError::ShardLayout {
                    running: 2,
                    ours: 3,
                }) => {}
                other => panic!("a process with 3 shards beside one with 2: {other:?}"),
            }
            // The same total, another shard: welcome.
            let other_half = Shards {
                first: 0,
                last: 0,
                total: 2,
            };
            let both = store()
                .await?
                .take_shard_leases(&other_half, |_| {})
                .await?;
            drop(halves);
            assert!(
                matches!(
                    store().await?.take_shard_leases(&of_three, |_| {}).await,
                    Err(StoreError::ShardLayout { .. })
                ),
                "one process with 2 shards still runs"
            );
            drop(both);
            let thirds = tokio::time::timeout(LEASE_RETRY * 10, async {
                store().await?.take_shard_leases(&of_three, |_| {}).await
            })
            .await??;
            let running: i64 = sqlx::query_scalar("SELECT total FROM shard_layout")
                .fetch_one(&store().await?.pool)
                .await?;
            assert_eq!(running, 3);
            drop(thirds);
        }
        Ok(())
    }

    /// A tool that must run alone is refused while a bot holds its leases, and gets the
    /// database once the bot is gone.
    #[tokio::test]
    async fn a_tool_runs_alone_or_not_at_all() -> TestResult {
        let dir = tempfile::tempdir()?;
        for location in testing::lasting_locations(dir.path()).await? {
            let bot = Store::open_at(location.clone()).await?;
            let tool = Store::open_at(location.clone()).await?;
            let leases = bot.take_shard_leases(&HALF, |_| {}).await?;
            assert!(
                matches!(tool.hold_alone().await, Err(StoreError::InUse { .. })),
                "{location:?}: a tool beside a running bot"
            );
            drop(leases);
            // A dropped connection's locks go when the server sees it closed: soon.
            let mut alone = tool.hold_alone().await;
            for _ in 0..50 {
                if alone.is_ok() {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
                alone = tool.hold_alone().await;
            }
            let alone = alone?;
            let waiting =
                tokio::time::timeout(LEASE_RETRY * 3, bot.take_shard_leases(&HALF, |_| {})).await;
            assert!(
                waiting.is_err(),
                "{location:?}: a bot started beside the tool"
            );
            drop(alone);
        }
        Ok(())
    }
}
