//! Notices between the processes that share one Postgres (`LISTEN`/`NOTIFY`): a table was
//! saved or ended, a move waits for the process that drives its table, a relayed move was
//! answered. A notice is sent in the transaction of the change it tells of, so it arrives
//! on commit, never before, and never for a change that was rolled back. On SQLite there is
//! one process and no notice: nothing listens ([`Store::listen`] says so).
//!
//! Notices are hints: one lost while a listener reconnects costs nothing but a delay, since
//! what they point at is read back from the rows ([`Notices::next`] says when one may have
//! been lost).

use sqlx::postgres::PgListener;
use sqlx::{Any, Transaction};

use super::{Backend, Store, StoreError};

/// The channel a table's save or end is told on; the payload is its place.
pub const TABLE_CHANNEL: &str = "plansza_table";
/// The channel a relayed move is told on; the payload is its row's id.
pub const INPUT_CHANNEL: &str = "plansza_input";
/// The channel a relayed move's answer is told on; the payload is its row's id.
pub const ANSWER_CHANNEL: &str = "plansza_answer";

/// One notice from another process (or this one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notice {
    /// The table of this place was saved, or its game ended.
    Table(u64),
    /// A relayed move waits to be claimed (the row's id).
    Input(i64),
    /// A relayed move was answered (the row's id).
    Answer(i64),
    /// The connection was lost and made again: notices may have been missed meanwhile.
    Missed,
}

/// In `tx`, on Postgres: tells `channel` `payload` when the transaction commits.
pub(super) async fn notify(
    tx: &mut Transaction<'static, Any>,
    backend: Backend,
    channel: &str,
    payload: &str,
) -> Result<(), sqlx::Error> {
    if backend == Backend::Postgres {
        // `pg_notify` returns void, which the Any driver does not read: asked as a boolean.
        sqlx::query("SELECT pg_notify($1, $2) IS NULL")
            .bind(channel)
            .bind(payload)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// What a process hears on the store's channels.
pub struct Notices {
    listener: PgListener,
}

impl Store {
    /// Listens to the notices of every process on this Postgres; None on SQLite (one
    /// process: nothing to hear).
    pub async fn listen(&self) -> Result<Option<Notices>, StoreError> {
        if self.backend != Backend::Postgres {
            return Ok(None);
        }
        let failed = || StoreError::query("listen to the other processes' notices");
        let mut listener = PgListener::connect(&self.location.driver_url())
            .await
            .map_err(failed())?;
        listener
            .listen_all([TABLE_CHANNEL, INPUT_CHANNEL, ANSWER_CHANNEL])
            .await
            .map_err(failed())?;
        Ok(Some(Notices { listener }))
    }
}

impl Notices {
    /// The next notice ([`Notice::Missed`] after the connection was lost and made again);
    /// an error when it cannot be made again (try [`Store::listen`] later).
    pub async fn next(&mut self) -> Result<Notice, StoreError> {
        loop {
            let heard = self
                .listener
                .try_recv()
                .await
                .map_err(StoreError::query("hear the other processes' notices"))?;
            let Some(heard) = heard else {
                return Ok(Notice::Missed);
            };
            let payload = heard.payload();
            let notice = match heard.channel() {
                TABLE_CHANNEL => payload.parse().ok().map(Notice::Table),
                INPUT_CHANNEL => payload.parse().ok().map(Notice::Input),
                ANSWER_CHANNEL => payload.parse().ok().map(Notice::Answer),
                _ => None,
            };
            match notice {
                Some(notice) => return Ok(notice),
                None => tracing::debug!(channel = heard.channel(), payload, "a notice not read"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::{self, TestResult};

    /// The next notice heard for one of `ours`, skipping what other tests on the same
    /// server tell (channels are the server's, not the schema's).
    async fn next_of(notices: &mut Notices, ours: &[Notice]) -> Result<Notice, StoreError> {
        loop {
            let heard = tokio::time::timeout(std::time::Duration::from_secs(10), notices.next())
                .await
                .map_err(|_| StoreError::query("hear")(sqlx::Error::PoolTimedOut))??;
            if ours.contains(&heard) {
                return Ok(heard);
            }
        }
    }

    /// A save and an end are told on commit, to every process listening; a save that
    /// failed tells nothing. SQLite has nobody to tell.
    #[tokio::test]
    async fn saves_and_ends_are_told_on_commit() -> TestResult {
        for store in testing::stores().await? {
            let Some(mut notices) = store.listen().await? else {
                assert_eq!(store.backend(), Backend::Sqlite);
                continue;
            };
            // Places no other test uses.
            let (saved, failed) = (0x7e57_0000_0001_u64, 0x7e57_0000_0002_u64);
            let ours = [Notice::Table(saved), Notice::Table(failed)];
            assert!(store.save_table(failed, None, "{not json").await.is_err());
            store.save_table(saved, Some(1), "{}").await?;
            assert_eq!(next_of(&mut notices, &ours).await?, Notice::Table(saved));
            store.delete_table(saved).await?;
            assert_eq!(next_of(&mut notices, &ours).await?, Notice::Table(saved));
            let id = store.relay_input(saved, None, "{}").await?;
            let told = [Notice::Input(id), Notice::Answer(id)];
            assert_eq!(next_of(&mut notices, &told).await?, Notice::Input(id));
            store.answer_input(id, "[]").await?;
            assert_eq!(next_of(&mut notices, &told).await?, Notice::Answer(id));
        }
        Ok(())
    }
}
