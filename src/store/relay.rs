//! Moves relayed between processes: a page served by a process that does not drive a game
//! leaves the move in a row ([`Store::relay_input`]); the process that drives it claims the
//! row ([`Store::claim_input`]: once, whoever else tries), plays the move and writes what
//! the table answered ([`Store::answer_input`]), which the sender takes
//! ([`Store::take_answer`]). Each step tells the other side ([`super::notices`]).

use sqlx::Row;

use super::notices::{notify, ANSWER_CHANNEL, INPUT_CHANNEL};
use super::{id_from_sql, id_to_sql, now_secs, Store, StoreError};

/// How long a relayed move is kept (seconds): one nobody claimed by then is dropped, never
/// played (its sender stopped waiting long before).
pub const RELAY_KEPT_SECS: i64 = 60;

/// A relayed move, claimed by the process that plays it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RelayedInput {
    /// Its row.
    pub id: i64,
    /// The place its table plays in.
    pub place: u64,
    /// The table's server (None: a DM).
    pub guild: Option<u64>,
    /// The input, as JSON.
    pub input_json: String,
}

impl Store {
    /// Leaves a move for the table in `place` (of `guild`) to the process that drives it,
    /// and tells it; the row's id.
    pub async fn relay_input(
        &self,
        place: u64,
        guild: Option<u64>,
        input_json: &str,
    ) -> Result<i64, StoreError> {
        let action = format!("relay a move for place {place}");
        let mut tx = self.write(&action).await?;
        let id = async {
            let id: i64 = sqlx::query(
                "INSERT INTO relayed_inputs (place, guild_id, input_json, created_at)
                 VALUES ($1, $2, $3, $4) RETURNING id",
            )
            .bind(id_to_sql(place))
            .bind(guild.map(id_to_sql))
            .bind(input_json)
            .bind(now_secs())
            .fetch_one(&mut *tx)
            .await?
            .try_get(0)?;
            notify(&mut tx, self.backend, INPUT_CHANNEL, &id.to_string()).await?;
            Ok(id)
        }
        .await
        .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(id)
    }

    /// The relayed moves nobody claimed yet, younger than [`RELAY_KEPT_SECS`], oldest
    /// first: `(id, guild)`. Older ones are dropped first.
    pub async fn waiting_inputs(&self) -> Result<Vec<(i64, Option<u64>)>, StoreError> {
        let failed = || StoreError::query("read the relayed moves");
        sqlx::query("DELETE FROM relayed_inputs WHERE created_at < $1")
            .bind(now_secs() - RELAY_KEPT_SECS)
            .execute(&self.pool)
            .await
            .map_err(failed())?;
        let rows = sqlx::query(
            "SELECT id, guild_id FROM relayed_inputs WHERE claimed_at IS NULL ORDER BY id",
        )
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        rows.iter()
            .map(|row| {
                Ok((
                    row.try_get(0)?,
                    row.try_get::<Option<i64>, _>(1)?.map(id_from_sql),
                ))
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(failed())
    }

    /// Claims relayed move `id` to play it: the move, or None when another claimed it first
    /// (or it is gone). Claimed once only, whoever asks at the same time, so no move is
    /// played twice.
    pub async fn claim_input(&self, id: i64) -> Result<Option<RelayedInput>, StoreError> {
        let failed = || StoreError::query(format!("claim relayed move {id}"));
        let row = sqlx::query(
            "UPDATE relayed_inputs SET claimed_at = $2
             WHERE id = $1 AND claimed_at IS NULL AND created_at >= $3
             RETURNING place, guild_id, input_json",
        )
        .bind(id)
        .bind(now_secs())
        .bind(now_secs() - RELAY_KEPT_SECS)
        .fetch_optional(&self.pool)
        .await
        .map_err(failed())?;
        row.map(|row| {
            Ok(RelayedInput {
                id,
                place: id_from_sql(row.try_get(0)?),
                guild: row.try_get::<Option<i64>, _>(1)?.map(id_from_sql),
                input_json: row.try_get(2)?,
            })
        })
        .transpose()
        .map_err(failed())
    }

    /// Writes what the table answered relayed move `id` (JSON), and tells its sender.
    pub async fn answer_input(&self, id: i64, answer_json: &str) -> Result<(), StoreError> {
        let action = format!("answer relayed move {id}");
        let mut tx = self.write(&action).await?;
        async {
            sqlx::query("UPDATE relayed_inputs SET answer_json = $2 WHERE id = $1")
                .bind(id)
                .bind(answer_json)
                .execute(&mut *tx)
                .await?;
            notify(&mut tx, self.backend, ANSWER_CHANNEL, &id.to_string()).await
        }
        .await
        .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))
    }

    /// Takes the answer to relayed move `id` (JSON), forgetting the row; None while it has
    /// none.
    pub async fn take_answer(&self, id: i64) -> Result<Option<String>, StoreError> {
        let row = sqlx::query(
            "DELETE FROM relayed_inputs WHERE id = $1 AND answer_json IS NOT NULL
             RETURNING answer_json",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await
        .map_err(StoreError::query(format!(
            "take the answer to relayed move {id}"
        )))?;
        row.map(|row| row.try_get(0))
            .transpose()
            .map_err(StoreError::query(format!(
                "read the answer to relayed move {id}"
            )))
    }
}

#[cfg(test)]
mod tests {
    use crate::store::testing::{self, TestResult};
    use crate::store::Store;

    /// Two processes claim the same relayed move at once: one gets it, the other nothing,
    /// and it is never handed out again.
    #[tokio::test]
    async fn a_relayed_move_is_claimed_once() -> TestResult {
        let dir = tempfile::tempdir()?;
        for location in testing::lasting_locations(dir.path()).await? {
            let first = Store::open_at(location.clone()).await?;
            let second = Store::open_at(location).await?;
            let id = first.relay_input(5, Some(9), r#"{"user":1}"#).await?;
            assert_eq!(second.waiting_inputs().await?, vec![(id, Some(9))]);
            let (a, b) = tokio::join!(first.claim_input(id), second.claim_input(id));
            let won: Vec<_> = [a?, b?].into_iter().flatten().collect();
            assert_eq!(won.len(), 1, "claimed once: {won:?}");
            assert_eq!(
                (won[0].place, won[0].guild, won[0].input_json.as_str()),
                (5, Some(9), r#"{"user":1}"#)
            );
            assert_eq!(second.waiting_inputs().await?, vec![], "claimed");
            assert_eq!(first.claim_input(id).await?, None, "never again");
            assert_eq!(second.take_answer(id).await?, None, "not answered yet");
            second.answer_input(id, r#"["done"]"#).await?;
            assert_eq!(first.take_answer(id).await?.as_deref(), Some(r#"["done"]"#));
            assert_eq!(first.take_answer(id).await?, None, "taken once");
        }
        Ok(())
    }

    /// A move nobody claimed within a minute is dropped, never played.
    #[tokio::test]
    async fn an_old_relayed_move_is_dropped() -> TestResult {
        for store in testing::stores().await? {
            let old = store.relay_input(5, None, "{}").await?;
            let fresh = store.relay_input(6, None, "{}").await?;
            sqlx::query("UPDATE relayed_inputs SET created_at = created_at - 61 WHERE id = $1")
                .bind(old)
                .execute(&store.pool)
                .await?;
            assert_eq!(store.claim_input(old).await?, None, "too old to play");
            assert_eq!(store.waiting_inputs().await?, vec![(fresh, None)]);
            let claimed = store.claim_input(fresh).await?.ok_or("the fresh one")?;
            assert_eq!((claimed.place, claimed.guild), (6, None));
        }
        Ok(())
    }
}
