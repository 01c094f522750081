//! Leases on shards: while a process holds the lease of a shard, no other process drives
//! the games of that shard's guilds (see [`crate::shards`]).
//!
//! - Postgres: a session advisory lock per shard, keyed by the schema and the shard, held on
//!   a connection of its own for the life of the process. A process that dies loses its
//!   connection, and with it its leases, at once; the next process to ask takes them.
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
                let lock = std::path::PathBuf::from(format!("{}.lock", path.display()));
                let file = std::fs::OpenOptions::new()
                    .create(true)
                    .truncate(false)
                    .write(true)
                    .open(&lock)
                    .map_err(|source| StoreError::LockFile {
                        path: lock.clone(),
                        source,
                    })?;
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
}
