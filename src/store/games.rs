//! Finished games and the game-id counter.

use sqlx::{Any, Row, Transaction};

use super::{id_from_sql, id_to_sql, Store, StoreError};

/// A finished game as recorded by [`Store::record_game`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinishedGame {
    /// The row id of the record (not the game id, which lives in the JSON).
    pub record_id: i64,
    /// The channel it was played in.
    pub channel_id: u64,
    /// The guild of that channel, if any.
    pub guild_id: Option<u64>,
    /// The variant's name, e.g. `literaki`.
    pub variant: String,
    /// The game as the table layer serialised it.
    pub game_json: String,
    /// When it ended, in seconds since the Unix epoch.
    pub finished_at: i64,
}

impl Store {
    /// Records a finished game; returns the record's row id. `game_json` must be valid
    /// JSON; `finished_at` is in seconds since the Unix epoch.
    pub async fn record_game(
        &self,
        channel_id: u64,
        guild_id: Option<u64>,
        variant: &str,
        game_json: &str,
        finished_at: i64,
    ) -> Result<i64, StoreError> {
        let action = format!("record the finished game in channel {channel_id}");
        let mut tx = self.write(&action).await?;
        let record = insert_finished_game(
            &mut tx,
            channel_id,
            guild_id,
            variant,
            game_json,
            finished_at,
        )
        .await
        .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(record)
    }

    /// The most recent finished games of a channel, newest first, at most `limit`.
    pub async fn finished_games(
        &self,
        channel_id: u64,
        limit: u32,
    ) -> Result<Vec<FinishedGame>, StoreError> {
        let failed =
            || StoreError::query(format!("read the finished games of channel {channel_id}"));
        let rows = sqlx::query(
            "SELECT id, channel_id, guild_id, variant, game_json, finished_at
             FROM finished_games WHERE channel_id = $1
             ORDER BY finished_at DESC, id DESC LIMIT $2",
        )
        .bind(id_to_sql(channel_id))
        .bind(i64::from(limit))
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        rows.iter()
            .map(finished_from)
            .collect::<Result<_, sqlx::Error>>()
            .map_err(failed())
    }

    /// The finished game recorded as row `record_id`, if there is one.
    pub async fn finished_game(&self, record_id: i64) -> Result<Option<FinishedGame>, StoreError> {
        let failed = || StoreError::query(format!("read the finished game {record_id}"));
        let row = sqlx::query(
            "SELECT id, channel_id, guild_id, variant, game_json, finished_at
             FROM finished_games WHERE id = $1",
        )
        .bind(record_id)
        .fetch_optional(&self.reads)
        .await
        .map_err(failed())?;
        row.as_ref()
            .map(finished_from)
            .transpose()
            .map_err(failed())
    }

    /// A fresh game id: 1, 2, 3, ... never repeated, also across restarts and across the
    /// processes sharing one database.
    pub async fn next_game_id(&self) -> Result<u64, StoreError> {
        let failed = || StoreError::query("hand out a new game id");
        let row = sqlx::query(
            "INSERT INTO counters (name, value) VALUES ('game_id', 1)
             ON CONFLICT (name) DO UPDATE SET value = counters.value + 1
             RETURNING value",
        )
        .fetch_one(&self.pool)
        .await
        .map_err(failed())?;
        let id: i64 = row.try_get(0).map_err(failed())?;
        Ok(id_from_sql(id))
    }
}

fn finished_from(row: &sqlx::any::AnyRow) -> Result<FinishedGame, sqlx::Error> {
    Ok(FinishedGame {
        record_id: row.try_get(0)?,
        channel_id: id_from_sql(row.try_get(1)?),
        guild_id: row.try_get::<Option<i64>, _>(2)?.map(id_from_sql),
        variant: row.try_get(3)?,
        game_json: row.try_get(4)?,
        finished_at: row.try_get(5)?,
    })
}

/// Inserts one finished game in `tx`; returns the record's row id. Shared by
/// [`Store::record_game`] and [`Store::archive_game`].
pub(super) async fn insert_finished_game(
    tx: &mut Transaction<'static, Any>,
    channel_id: u64,
    guild_id: Option<u64>,
    variant: &str,
    game_json: &str,
    finished_at: i64,
) -> Result<i64, sqlx::Error> {
    sqlx::query(
        "INSERT INTO finished_games (channel_id, guild_id, variant, game_json, finished_at)
         VALUES ($1, $2, $3, $4, $5)
         RETURNING id",
    )
    .bind(id_to_sql(channel_id))
    .bind(guild_id.map(id_to_sql))
    .bind(variant)
    .bind(game_json)
    .bind(finished_at)
    .fetch_one(&mut **tx)
    .await?
    .try_get(0)
}

#[cfg(test)]
mod tests {
    use crate::store::testing::{self, TestResult};

    #[tokio::test]
    async fn game_ids_count_up() -> TestResult {
        for store in testing::stores().await? {
            let mut ids = Vec::new();
            for _ in 0..5 {
                ids.push(store.next_game_id().await?);
            }
            assert_eq!(ids, vec![1, 2, 3, 4, 5]);
        }
        Ok(())
    }

    #[tokio::test]
    async fn finished_games_are_listed_newest_first() -> TestResult {
        for store in testing::stores().await? {
            let first = store
                .record_game(3, Some(9), "literaki", r#"{"id":1}"#, 1_000)
                .await?;
            let second = store
                .record_game(3, Some(9), "literaki", r#"{"id":2}"#, 2_000)
                .await?;
            store
                .record_game(4, None, "scrabble-en", r#"{"id":3}"#, 3_000)
                .await?;
            let games = store.finished_games(3, 10).await?;
            let ids: Vec<i64> = games.iter().map(|game| game.record_id).collect();
            assert_eq!(ids, vec![second, first]);
            assert_eq!(games[0].game_json, r#"{"id":2}"#);
            assert_eq!(games[0].guild_id, Some(9));
            assert_eq!(games[0].variant, "literaki");
            assert_eq!(store.finished_games(3, 1).await?.len(), 1);
            assert!(store.finished_games(5, 10).await?.is_empty());
            let one = store.finished_game(first).await?.expect("kept");
            assert_eq!((one.channel_id, one.game_json.as_str()), (3, r#"{"id":1}"#));
            assert_eq!(store.finished_game(second + 100).await?, None);
        }
        Ok(())
    }
}
