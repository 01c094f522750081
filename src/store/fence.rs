//! Fencing: a write of a row that a shard owns (a table and what it owes, a finished game's
//! archive, a tournament, a puzzle and its answers) checks, in its own transaction, that this
//! process still holds that shard's lease.
//!
//! Each time a process takes a shard's lease it raises the shard's epoch (`shard_epochs`)
//! and keeps the number ([`super::leases`]). Every such write first reads the epoch of its
//! row's shard `FOR SHARE`, in the write's transaction: a number other than the one kept
//! means another process took the shard since (this one stalled past its lease, or its
//! lease connection broke), and the write is refused with [`StoreError::LeaseLost`]; the
//! process then stops ([`super::ShardLeases::keep`] ends). The row lock orders the two: a
//! take that raises the epoch waits for a write that read it to commit, so what the new
//! holder reads after its take includes every write the old holder made, and nothing the
//! old holder tries after the take lands.
//!
//! Only Postgres has a fence (a SQLite file serves one process, held by a file lock), so
//! SQLite's writes are as they were.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

use sqlx::{Any, Row, Transaction};

use super::{Store, StoreError};
use crate::shards::Shards;

/// The epochs this process took with its leases, and whether it knows it lost them.
#[derive(Debug)]
pub(super) struct Fence {
    shards: Shards,
    /// The epoch taken for each shard, from `shards.first` on.
    epochs: Vec<i64>,
    /// The lease's time: how long the server keeps a lease whose holder went silent.
    lease: Duration,
    lost: AtomicBool,
    /// The first shard a write found taken by another process.
    taken: AtomicU32,
    /// Rung once when the fence learns the leases are lost.
    lost_now: tokio::sync::Notify,
    /// When the last lease check that answered was sent: the leases hold for at least the
    /// lease's time after it.
    checked: Mutex<Instant>,
}

impl Fence {
    /// A fence for `shards`, holding `epochs` (from `shards.first` on) since `taken`.
    pub(super) fn new(shards: Shards, epochs: Vec<i64>, lease: Duration, taken: Instant) -> Fence {
        Fence {
            shards,
            epochs,
            lease,
            lost: AtomicBool::new(false),
            taken: AtomicU32::new(shards.first),
            lost_now: tokio::sync::Notify::new(),
            checked: Mutex::new(taken),
        }
    }

    /// The epoch this process holds for `shard`, if it runs it.
    fn epoch_of(&self, shard: u32) -> Option<i64> {
        if !self.shards.ids().contains(&shard) {
            return None;
        }
        let at = usize::try_from(shard - self.shards.first).ok()?;
        self.epochs.get(at).copied()
    }

    /// The leases are lost: say so once to whoever waits ([`Fence::lost`]).
    pub(super) fn lose(&self) {
        if !self.lost.swap(true, Ordering::SeqCst) {
            self.lost_now.notify_one();
        }
    }

    /// Another process took `shard`: the leases are lost.
    fn taken_over(&self, shard: u32) {
        if !self.is_lost() {
            self.taken.store(shard, Ordering::SeqCst);
        }
        self.lose();
    }

    /// The shard a refused write found taken (the first shard when none was).
    pub(super) fn first_lost(&self) -> u32 {
        self.taken.load(Ordering::SeqCst)
    }

    /// Whether the leases are known to be lost.
    fn is_lost(&self) -> bool {
        self.lost.load(Ordering::SeqCst)
    }

    /// Waits until the fence learns the leases are lost (a refused write).
    pub(super) async fn lost(&self) {
        if !self.is_lost() {
            self.lost_now.notified().await;
        }
    }

    /// A lease check sent at `sent` was answered: the leases hold until `sent` plus the
    /// lease's time at least.
    pub(super) fn checked_at(&self, sent: Instant) {
        if let Ok(mut checked) = self.checked.lock() {
            *checked = (*checked).max(sent);
        }
    }

    /// How long since the last lease check that answered was sent.
    fn since_checked(&self) -> Duration {
        self.checked
            .lock()
            .map(|checked| checked.elapsed())
            .unwrap_or(Duration::MAX)
    }
}

/// The fence a store's clones share: none until the store takes shard leases on Postgres.
#[derive(Debug, Clone, Default)]
pub(super) struct FenceSlot(Arc<RwLock<Option<Arc<Fence>>>>);

impl FenceSlot {
    /// The fence in place, if any.
    pub(super) fn get(&self) -> Option<Arc<Fence>> {
        self.0.read().ok().and_then(|slot| slot.clone())
    }

    /// Puts `fence` in place (leases were taken).
    pub(super) fn set(&self, fence: Arc<Fence>) {
        if let Ok(mut slot) = self.0.write() {
            *slot = Some(fence);
        }
    }
}

impl Store {
    /// In `tx`, before a write of a row of `guild`'s server (`None`: a DM, shard 0): refuses
    /// it unless this process holds the lease of that server's shard (see the module doc).
    /// Without a fence (SQLite, a tool) every write goes.
    pub(super) async fn fenced(
        &self,
        tx: &mut Transaction<'static, Any>,
        guild: Option<u64>,
    ) -> Result<(), StoreError> {
        let Some(fence) = self.fence.get() else {
            return Ok(());
        };
        let shard = fence.shards.shard_of(guild);
        let Some(held) = fence.epoch_of(shard) else {
            return Err(StoreError::NotOurShard {
                shard,
                shards: fence.shards.to_string(),
            });
        };
        if fence.is_lost() {
            return Err(StoreError::LeaseLost { shard });
        }
        let now: Option<i64> =
            sqlx::query_scalar("SELECT epoch FROM shard_epochs WHERE shard = $1 FOR SHARE")
                .bind(i64::from(shard))
                .fetch_optional(&mut **tx)
                .await
                .map_err(StoreError::query(format!(
                    "check the lease of shard {shard}"
                )))?;
        if now != Some(held) {
            tracing::error!(
                shard,
                held,
                now = ?now,
                "another process took this shard: a write was refused"
            );
            fence.taken_over(shard);
            return Err(StoreError::LeaseLost { shard });
        }
        Ok(())
    }

    /// In `tx`, before a write of the row `sql` finds by `key` (`sql` selects its `guild_id`):
    /// [`Store::fenced`] for that row's server. A row that is not there is no one's (the
    /// write finds nothing to change), unless the write makes rows of its own for the
    /// server `otherwise` names.
    pub(super) async fn fenced_row(
        &self,
        tx: &mut Transaction<'static, Any>,
        sql: &str,
        key: i64,
        otherwise: Option<Option<u64>>,
    ) -> Result<(), StoreError> {
        if self.fence.get().is_none() {
            return Ok(());
        }
        let row = sqlx::query(sql)
            .bind(key)
            .fetch_optional(&mut **tx)
            .await
            .and_then(|row| row.map(|row| row.try_get::<Option<i64>, _>(0)).transpose())
            .map_err(StoreError::query("read whose row a write changes"))?;
        match row.map(|guild| guild.map(super::id_from_sql)).or(otherwise) {
            Some(guild) => self.fenced(tx, guild).await,
            None => Ok(()),
        }
    }

    /// Whether this process may still act for its shards (send what its games owe): true
    /// without a fence, false once the leases are known lost. When the last lease check
    /// that answered is older than half the lease's time (the process may have stalled), the
    /// epochs are read again first.
    pub async fn lease_holds(&self) -> bool {
        let Some(fence) = self.fence.get() else {
            return true;
        };
        if fence.is_lost() {
            return false;
        }
        if fence.since_checked() < fence.lease / 2 {
            return true;
        }
        let read =
            sqlx::query("SELECT shard, epoch FROM shard_epochs WHERE shard >= $1 AND shard <= $2")
                .bind(i64::from(fence.shards.first))
                .bind(i64::from(fence.shards.last))
                .fetch_all(&self.pool);
        let rows = match tokio::time::timeout(fence.lease / 4, read).await {
            Ok(Ok(rows)) => rows,
            // Not known: act only once a check answers.
            Ok(Err(_)) | Err(_) => return false,
        };
        let now: Vec<(i64, i64)> = rows
            .iter()
            .filter_map(|row| Some((row.try_get(0).ok()?, row.try_get(1).ok()?)))
            .collect();
        let holds = fence.shards.ids().all(|shard| {
            let held = fence.epoch_of(shard);
            now.iter()
                .any(|&(s, epoch)| s == i64::from(shard) && Some(epoch) == held)
        });
        if !holds {
            tracing::error!("another process took this process's shards while it stalled");
            fence.lose();
        }
        holds
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::{self, TestResult};
    use crate::store::{Location, NewPuzzle, OutboxChange, PuzzleAnswer, TableRow};

    const HALF: Shards = testing::SECOND_OF_TWO;
    /// A server Discord sends to shard 1 of 2, and one it sends to shard 0.
    const ON_ONE: u64 = (1 << 22) | 11;
    const ON_ZERO: u64 = (2 << 22) | 11;
    /// A lease short enough for a test to outwait.
    const LEASE: Duration = Duration::from_secs(1);

    /// Fresh Postgres databases that outlive their connections (none without a server).
    async fn postgres(dir: &std::path::Path) -> Result<Vec<Location>, Box<dyn std::error::Error>> {
        Ok(testing::lasting_locations(dir)
            .await?
            .into_iter()
            .filter(|l| matches!(l, Location::Postgres(_)))
            .collect())
    }

    fn lost(result: &Result<impl std::fmt::Debug, StoreError>) -> bool {
        matches!(result, Err(StoreError::LeaseLost { shard: 1 }))
    }

    /// Issue 25, point 8: "Shard leases have no fencing: a lost lease is noticed only by a
    /// ping every 5 s that has no timeout, and writes never check the lease ... Fence every
    /// write ... and test a process that stalls while another takes its shards."
    ///
    /// The first holder goes silent (a stalled process: nothing keeps its lease), the
    /// server ends its lease after the lease's time, a second process takes the shard; the
    /// first wakes up and every write of the shard's rows it tries is refused, nothing of
    /// it lands, it knows to stop, and the second writes on.
    #[tokio::test]
    async fn a_stalled_holders_writes_are_refused_once_another_takes_its_shard() -> TestResult {
        let dir = tempfile::tempdir()?;
        for location in postgres(dir.path()).await? {
            let stalled = Store::open_at(location.clone()).await?;
            let other = Store::open_at(location.clone()).await?;
            let held = stalled.take_shard_leases_for(&HALF, LEASE, |_| {}).await?;
            let owing = |effect: &str| OutboxChange {
                owe: vec![effect.to_owned()],
                done: Vec::new(),
            };
            let first = stalled
                .save_table_owing(
                    TableRow::new(5, Some(ON_ONE), r#"{"by":"first"}"#),
                    &owing("post 1"),
                )
                .await?;
            stalled.save_table(6, Some(ON_ONE), "{}").await?;
            let tournament = stalled.add_tournament(ON_ONE, 7, "open", "{}").await?;
            let tournament = tournament.ok_or("a tournament")?;
            let puzzle = stalled
                .add_puzzle(NewPuzzle {
                    guild: ON_ONE,
                    channel: 8,
                    day: 1,
                    variant: "english",
                    locale: "en-US",
                    puzzle_json: "{}",
                    deadline: 1,
                })
                .await?;

            let mut taken = tokio::time::timeout(
                LEASE * 10,
                other.take_shard_leases_for(&HALF, LEASE, |_| {}),
            )
            .await??;
            other
                .save_table(5, Some(ON_ONE), r#"{"by":"second"}"#)
                .await?;

            // The first process wakes up.
            let refused = stalled
                .save_table_owing(
                    TableRow::new(5, Some(ON_ONE), r#"{"by":"first, late"}"#),
                    &owing("post 2"),
                )
                .await;
            assert!(lost(&refused), "a save: {refused:?}");
            let moved = stalled.move_table(6, 9, Some(ON_ONE), "{}").await;
            assert!(lost(&moved), "a move into a thread: {moved:?}");
            let deleted = stalled.delete_table(6).await;
            assert!(lost(&deleted), "a delete: {deleted:?}");
            let aside = stalled
                .set_aside_table(6, "damaged", &crate::store::Owing::default())
                .await;
            assert!(lost(&aside), "setting aside: {aside:?}");
            let settled = stalled.settle_owed(&first).await;
            assert!(lost(&settled), "settling what is owed: {settled:?}");
            let archive = crate::store::Archive {
                played: crate::store::Played { table: 6, home: 6 },
                guild_id: Some(ON_ONE),
                variant: "english",
                rating_name: "english",
                game_json: "{}",
                finished_at: 1,
                rated: false,
                results: &[],
                tournament: None,
            };
            let archived = stalled
                .archive_owing(archive, &[], &OutboxChange::default())
                .await;
            assert!(lost(&archived), "an archive: {archived:?}");
            let saved = stalled.save_tournament(tournament, "running", "{}").await;
            assert!(lost(&saved), "a tournament: {saved:?}");
            let opened = stalled.add_tournament(ON_ONE, 70, "open", "{}").await;
            assert!(lost(&opened), "a new tournament: {opened:?}");
            let posted = stalled.puzzle_posted(puzzle.id, 99, None).await;
            assert!(lost(&posted), "a puzzle's post: {posted:?}");
            let closed = stalled.puzzle_closed(puzzle.id).await;
            assert!(lost(&closed), "a puzzle's close: {closed:?}");
            let answer = PuzzleAnswer {
                user: 1,
                name: "Ala".into(),
                answer: "8H AB".into(),
                score: 5,
                rank: 1,
                answered_at: 1,
            };
            let answered = stalled.answer_puzzle(puzzle.id, &answer).await;
            assert!(lost(&answered), "an answer: {answered:?}");
            assert!(!stalled.lease_holds().await, "it may not send either");
            let why = tokio::time::timeout(LEASE, held.keep()).await?;
            assert!(
                matches!(why, StoreError::LeaseLost { shard: 1 }),
                "its keeper ends: {why:?}"
            );

            // Nothing of it landed; the new holder goes on.
            let tables = other.load_tables().await?;
            assert_eq!(
                tables,
                vec![
                    (5, Some(ON_ONE), r#"{"by":"second"}"#.to_owned()),
                    (6, Some(ON_ONE), "{}".to_owned())
                ]
            );
            let owed: Vec<String> = other.owed().await?.into_iter().map(|r| r.effect).collect();
            assert_eq!(owed, ["post 1"], "owed once, still owed");
            let kept = other
                .tournament(tournament)
                .await?
                .ok_or("the tournament")?;
            assert!(!kept.running);
            let kept = other.puzzle(puzzle.id).await?.ok_or("the puzzle")?;
            assert_eq!((kept.message_id, kept.closed), (None, false));
            assert!(other.answers(puzzle.id).await?.is_empty());
            assert!(other.lease_holds().await);
            taken.check().await?;
            other.settle_owed(&first).await?;
            other.delete_table(6).await?;
        }
        Ok(())
    }

    /// A holder that keeps its lease checked keeps it, however long: another process waits.
    #[tokio::test]
    async fn a_lease_kept_checked_is_not_taken() -> TestResult {
        let dir = tempfile::tempdir()?;
        for location in postgres(dir.path()).await? {
            let holder = Store::open_at(location.clone()).await?;
            let other = Store::open_at(location.clone()).await?;
            let held = holder.take_shard_leases_for(&HALF, LEASE, |_| {}).await?;
            let keeping = tokio::spawn(held.keep());
            let waited =
                tokio::time::timeout(LEASE * 4, other.take_shard_leases_for(&HALF, LEASE, |_| {}))
                    .await;
            assert!(waited.is_err(), "took a lease that was kept");
            holder.save_table(5, Some(ON_ONE), "{}").await?;
            assert!(holder.lease_holds().await);
            keeping.abort();
            tokio::time::timeout(
                LEASE * 10,
                other.take_shard_leases_for(&HALF, LEASE, |_| {}),
            )
            .await??;
            assert!(lost(&holder.save_table(5, Some(ON_ONE), "{}").await));
        }
        Ok(())
    }

    /// A process writes the rows of its own shards' servers only.
    #[tokio::test]
    async fn a_write_for_a_server_of_another_shard_is_refused() -> TestResult {
        let dir = tempfile::tempdir()?;
        for location in postgres(dir.path()).await? {
            let store = Store::open_at(location).await?;
            let _held = store.take_shard_leases_for(&HALF, LEASE, |_| {}).await?;
            for guild in [Some(ON_ZERO), None] {
                let refused = store.save_table(5, guild, "{}").await;
                assert!(
                    matches!(refused, Err(StoreError::NotOurShard { shard: 0, .. })),
                    "{guild:?}: {refused:?}"
                );
            }
            store.save_table(5, Some(ON_ONE), "{}").await?;
            assert!(
                store.lease_holds().await,
                "a refusal of another shard's row is no loss"
            );
        }
        Ok(())
    }

    /// Point 8's second half: "put a timeout on the ping". The server process behind the
    /// lease connection is stopped (SIGSTOP): the check gives up after half the lease's time
    /// instead of waiting for ever, and the process knows to stop.
    #[tokio::test]
    async fn a_lease_check_that_gets_no_answer_gives_up() -> TestResult {
        let dir = tempfile::tempdir()?;
        for location in postgres(dir.path()).await? {
            let store = Store::open_at(location).await?;
            let mut held = store.take_shard_leases_for(&HALF, LEASE, |_| {}).await?;
            let Some(backend) = lease_backend(&store).await? else {
                continue;
            };
            if !signal(backend, "-STOP") {
                eprintln!(
                    "skipped: cannot stop the Postgres server's process (not on this machine?)"
                );
                continue;
            }
            let started = Instant::now();
            let checked = tokio::time::timeout(LEASE * 5, held.check()).await;
            signal(backend, "-CONT");
            assert!(
                matches!(checked, Ok(Err(StoreError::LeaseUnanswered { .. }))),
                "{checked:?}"
            );
            assert!(
                started.elapsed() < LEASE,
                "it gave up after {:?}",
                started.elapsed()
            );
            assert!(!store.lease_holds().await);
        }
        Ok(())
    }

    /// The server process that holds the advisory lock of shard 1 (the lease connection's).
    async fn lease_backend(store: &Store) -> Result<Option<i64>, sqlx::Error> {
        sqlx::query_scalar(
            "SELECT CAST(pid AS BIGINT) FROM pg_locks
             WHERE locktype = 'advisory' AND objid = 1 AND granted",
        )
        .fetch_optional(&store.pool)
        .await
    }

    /// Sends `signal` (`-STOP`, `-CONT`) to process `pid`; whether it went.
    fn signal(pid: i64, signal: &str) -> bool {
        std::process::Command::new("kill")
            .args([signal, &pid.to_string()])
            .status()
            .is_ok_and(|s| s.success())
    }

    /// On SQLite nothing is fenced: one process holds the file, and writes every server's
    /// rows as before.
    #[tokio::test]
    async fn a_sqlite_file_fences_nothing() -> TestResult {
        let dir = tempfile::tempdir()?;
        let store = Store::open_at(Location::File(dir.path().join("p.db"))).await?;
        let _held = store.take_shard_leases_for(&HALF, LEASE, |_| {}).await?;
        for guild in [Some(ON_ZERO), Some(ON_ONE), None] {
            store.save_table(5, guild, "{}").await?;
        }
        assert!(store.lease_holds().await);
        Ok(())
    }
}
