//! Finished games and the game-id counter.

use rusqlite::{params, Connection};

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
    pub fn record_game(
        &mut self,
        channel_id: u64,
        guild_id: Option<u64>,
        variant: &str,
        game_json: &str,
        finished_at: i64,
    ) -> Result<i64, StoreError> {
        insert_finished_game(
            &self.conn,
            channel_id,
            guild_id,
            variant,
            game_json,
            finished_at,
        )
    }

    /// The most recent finished games of a channel, newest first, at most `limit`.
    pub fn finished_games(
        &self,
        channel_id: u64,
        limit: u32,
    ) -> Result<Vec<FinishedGame>, StoreError> {
        let failed =
            || StoreError::query(format!("read the finished games of channel {channel_id}"));
        let mut stmt = self
            .conn
            .prepare(
                "SELECT id, channel_id, guild_id, variant, game_json, finished_at
                 FROM finished_games WHERE channel_id = ?1
                 ORDER BY finished_at DESC, id DESC LIMIT ?2",
            )
            .map_err(failed())?;
        let rows = stmt
            .query_map(params![id_to_sql(channel_id), limit], |row| {
                Ok(FinishedGame {
                    record_id: row.get(0)?,
                    channel_id: id_from_sql(row.get(1)?),
                    guild_id: row.get::<_, Option<i64>>(2)?.map(id_from_sql),
                    variant: row.get(3)?,
                    game_json: row.get(4)?,
                    finished_at: row.get(5)?,
                })
            })
            .map_err(failed())?;
        rows.collect::<Result<Vec<_>, _>>().map_err(failed())
    }

    /// A fresh game id: 1, 2, 3, ... never repeated, also across restarts.
    pub fn next_game_id(&mut self) -> Result<u64, StoreError> {
        let failed = || StoreError::query("hand out a new game id");
        let tx = self.conn.transaction().map_err(failed())?;
        let id: i64 = tx
            .query_row(
                "INSERT INTO counters (name, value) VALUES ('game_id', 1)
                 ON CONFLICT (name) DO UPDATE SET value = value + 1
                 RETURNING value",
                [],
                |row| row.get(0),
            )
            .map_err(failed())?;
        tx.commit().map_err(failed())?;
        Ok(id_from_sql(id))
    }
}

/// Inserts one finished game through `conn` (the store's connection or an open
/// transaction); returns the record's row id. Shared by [`Store::record_game`] and
/// [`Store::archive_game`].
pub(super) fn insert_finished_game(
    conn: &Connection,
    channel_id: u64,
    guild_id: Option<u64>,
    variant: &str,
    game_json: &str,
    finished_at: i64,
) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO finished_games (channel_id, guild_id, variant, game_json, finished_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            id_to_sql(channel_id),
            guild_id.map(id_to_sql),
            variant,
            game_json,
            finished_at
        ],
    )
    .map_err(StoreError::query(format!(
        "record the finished game in channel {channel_id}"
    )))?;
    Ok(conn.last_insert_rowid())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_ids_count_up() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        let ids: Vec<u64> = (0..5)
            .map(|_| store.next_game_id())
            .collect::<Result<_, _>>()?;
        assert_eq!(ids, vec![1, 2, 3, 4, 5]);
        Ok(())
    }

    #[test]
    fn finished_games_are_listed_newest_first() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        let first = store.record_game(3, Some(9), "literaki", r#"{"id":1}"#, 1_000)?;
        let second = store.record_game(3, Some(9), "literaki", r#"{"id":2}"#, 2_000)?;
        store.record_game(4, None, "scrabble-en", r#"{"id":3}"#, 3_000)?;
        let games = store.finished_games(3, 10)?;
        let ids: Vec<i64> = games.iter().map(|game| game.record_id).collect();
        assert_eq!(ids, vec![second, first]);
        assert_eq!(games[0].game_json, r#"{"id":2}"#);
        assert_eq!(games[0].guild_id, Some(9));
        assert_eq!(games[0].variant, "literaki");
        assert_eq!(store.finished_games(3, 1)?.len(), 1);
        assert!(store.finished_games(5, 10)?.is_empty());
        Ok(())
    }
}
