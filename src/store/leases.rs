//! Leases on shards: while a process holds the lease of a shard, no other process drives
//! the games of that shard's guilds (see [`crate::shards`]).
//!
//! - Postgres: a session advisory lock per shard, keyed by the schema and the shard, held on
//!   a connection of its own for the life of the process. A process that dies loses its
//!   connection, and with it its leases, at once; the next process to ask takes them.
//!   Every process also holds the layout lock shared, and all must have the same total
//!   shard count (`shard_layout`): with two totals one server would belong to two shards,
//!   one of each layout, and two processes would drive its games. The first process to
//!   start when none runs (it gets the layout lock alone) writes its total; later ones
//!   with another total are refused ([`StoreError::ShardLayout`]).
//! - A SQLite file: one process at a time, whatever its shards (an exclusive `flock` on
//!   `<file>.lock`, released by the kernel when the process ends). Several processes need
//!   Postgres.
//! - In memory: nothing to share, nothing to hold.

use std::time::Duration;

use sqlx::{AnyConnection, Connection, Row};

use super::{Location, Store, StoreError};
use crate::shards::Shards;

/// How often a process asks again for a lease another process holds.
pub const LEASE_RETRY: Duration = Duration::from_secs(1);

/// The advisory lock key (beside the schema's) of the shard layout; the shards' keys are
/// their ids, from 0.
const LAYOUT_KEY: i32 = -1;

/// The leases a process holds; dropping them gives them back.
#[derive(Debug)]
pub struct ShardLeases {
    hold: Hold,
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
    pub async fn take_shard_leases(
        &self,
        shards: &Shards,
        mut waiting: impl FnMut(u32),
    ) -> Result<ShardLeases, StoreError> {
        let failed = || StoreError::query(format!("take the lease of {shards}"));
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
                join_layout(&mut conn, shards.total).await?;
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
                        tokio::time::sleep(LEASE_RETRY).await;
                    }
                }
                Hold::Postgres(conn)
            }
        };
        Ok(ShardLeases { hold })
    }
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
        Ok(ShardLeases { hold })
    }
}

impl ShardLeases {
    /// Whether the leases still hold: on Postgres, the connection that holds them answers
    /// (if it broke, the server has let them go, and another process may drive the games:
    /// the caller must stop driving them).
    pub async fn check(&mut self) -> Result<(), StoreError> {
        match &mut self.hold {
            Hold::Postgres(conn) => conn
                .ping()
                .await
                .map_err(StoreError::query("keep the shard leases")),
            Hold::File { .. } | Hold::Nothing => Ok(()),
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
/// layout; beside others, it checks theirs.
async fn join_layout(conn: &mut AnyConnection, total: u32) -> Result<(), StoreError> {
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
            .bind(super::tables::now_secs())
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
        tokio::time::sleep(LEASE_RETRY).await;
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

    const HALF: Shards = Shards {
        first: 1,
        last: 1,
        total: 2,
    };

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
