//! Active tables: the JSON state of the game in each channel, saved after every change
//! and loaded back after a restart.

use rusqlite::{params, OptionalExtension};

use super::{id_from_sql, id_to_sql, OutboxChange, Store, StoreError};

/// One saved table: `(channel_id, guild_id, state_json)`.
pub type SavedTable = (u64, Option<u64>, String);

impl Store {
    /// Saves (or replaces) the state of the table in `channel_id`, in one transaction.
    /// `state_json` must be valid JSON.
    pub fn save_table(
        &mut self,
        channel_id: u64,
        guild_id: Option<u64>,
        state_json: &str,
    ) -> Result<(), StoreError> {
        self.save_table_owing(channel_id, guild_id, state_json, &OutboxChange::default())
            .map(|_| ())
    }

    /// Saves the state of the table in `channel_id` and, in the same transaction, owes what
    /// the change owes the world and forgets what was carried out (see
    /// [`super::outbox`]); the ids of the newly owed effects, in order.
    pub fn save_table_owing(
        &mut self,
        channel_id: u64,
        guild_id: Option<u64>,
        state_json: &str,
        outbox: &OutboxChange,
    ) -> Result<Vec<i64>, StoreError> {
        let action = format!("save the table for channel {channel_id}");
        self.write_table(None, channel_id, guild_id, state_json, outbox, action)
    }

    /// Moves the saved table of channel `from` to channel `to` (a game that moved into its
    /// thread) with its new state, in one transaction: never both rows, never none.
    pub fn move_table(
        &mut self,
        from: u64,
        to: u64,
        guild_id: Option<u64>,
        state_json: &str,
    ) -> Result<(), StoreError> {
        self.move_table_owing(from, to, guild_id, state_json, &OutboxChange::default())
            .map(|_| ())
    }

    /// [`Store::move_table`], and in the same transaction the table's owed effects move
    /// with it and the outbox changes as [`Store::save_table_owing`] says.
    pub fn move_table_owing(
        &mut self,
        from: u64,
        to: u64,
        guild_id: Option<u64>,
        state_json: &str,
        outbox: &OutboxChange,
    ) -> Result<Vec<i64>, StoreError> {
        let action = format!("move the table of channel {from} to {to}");
        self.write_table(Some(from), to, guild_id, state_json, outbox, action)
    }

    /// In one transaction: forget the table of `from` (when given, its owed effects moving
    /// to `channel_id`), save the state of the table in `channel_id`, and change its outbox.
    fn write_table(
        &mut self,
        from: Option<u64>,
        channel_id: u64,
        guild_id: Option<u64>,
        state_json: &str,
        outbox: &OutboxChange,
        action: String,
    ) -> Result<Vec<i64>, StoreError> {
        let tx = self
            .conn
            .transaction()
            .map_err(StoreError::query(action.clone()))?;
        if let Some(from) = from {
            tx.execute(
                "DELETE FROM active_tables WHERE channel_id = ?1",
                params![id_to_sql(from)],
            )
            .map_err(StoreError::query(action.clone()))?;
            super::outbox::rehome(&tx, from, channel_id)?;
        }
        tx.execute(
            "INSERT INTO active_tables (channel_id, guild_id, state_json, updated_at)
             VALUES (?1, ?2, ?3, unixepoch())
             ON CONFLICT (channel_id) DO UPDATE SET
                 guild_id = excluded.guild_id,
                 state_json = excluded.state_json,
                 updated_at = excluded.updated_at",
            params![id_to_sql(channel_id), guild_id.map(id_to_sql), state_json],
        )
        .map_err(StoreError::query(action.clone()))?;
        let owed = super::outbox::apply(&tx, channel_id, outbox)?;
        tx.commit().map_err(StoreError::query(action))?;
        Ok(owed)
    }

    /// Forgets the table in `channel_id` (a no-op when there is none).
    pub fn delete_table(&mut self, channel_id: u64) -> Result<(), StoreError> {
        self.delete_table_owing(channel_id, &OutboxChange::default())
            .map(|_| ())
    }

    /// [`Store::delete_table`], and in the same transaction the outbox changes as
    /// [`Store::save_table_owing`] says.
    pub fn delete_table_owing(
        &mut self,
        channel_id: u64,
        outbox: &OutboxChange,
    ) -> Result<Vec<i64>, StoreError> {
        let failed = || StoreError::query(format!("delete the table for channel {channel_id}"));
        let tx = self.conn.transaction().map_err(failed())?;
        tx.execute(
            "DELETE FROM active_tables WHERE channel_id = ?1",
            params![id_to_sql(channel_id)],
        )
        .map_err(failed())?;
        let owed = super::outbox::apply(&tx, channel_id, outbox)?;
        tx.commit().map_err(failed())?;
        Ok(owed)
    }

    /// Moves the saved table of `channel_id` into `damaged_tables` with the reason it cannot
    /// be played on, in one transaction; returns the kept row's id. The channel is then free
    /// for a new game, and the damaged state is never overwritten.
    pub fn set_aside_table(&mut self, channel_id: u64, reason: &str) -> Result<i64, StoreError> {
        let action = || format!("set aside the table of channel {channel_id}");
        let tx = self
            .conn
            .transaction()
            .map_err(StoreError::query(action()))?;
        tx.execute(
            "INSERT INTO damaged_tables (channel_id, guild_id, state_json, reason)
             SELECT channel_id, guild_id, state_json, ?2 FROM active_tables WHERE channel_id = ?1",
            params![id_to_sql(channel_id), reason],
        )
        .map_err(StoreError::query(action()))?;
        let id = tx.last_insert_rowid();
        tx.execute(
            "DELETE FROM active_tables WHERE channel_id = ?1",
            params![id_to_sql(channel_id)],
        )
        .map_err(StoreError::query(action()))?;
        tx.commit().map_err(StoreError::query(action()))?;
        Ok(id)
    }

    /// The tables set aside as damaged: `(id, channel_id, state_json, reason)`, oldest first.
    pub fn damaged_tables(&self) -> Result<Vec<(i64, u64, String, String)>, StoreError> {
        let failed = || StoreError::query("load the damaged tables");
        let mut stmt = self
            .conn
            .prepare("SELECT id, channel_id, state_json, reason FROM damaged_tables ORDER BY id")
            .map_err(failed())?;
        let rows = stmt
            .query_map([], |row| {
                Ok((
                    row.get(0)?,
                    id_from_sql(row.get(1)?),
                    row.get(2)?,
                    row.get(3)?,
                ))
            })
            .map_err(failed())?;
        rows.collect::<Result<Vec<_>, _>>().map_err(failed())
    }

    /// Every active table, ordered by channel id, for a restart.
    pub fn load_tables(&self) -> Result<Vec<SavedTable>, StoreError> {
        let failed = || StoreError::query("load the active tables");
        let mut stmt = self
            .conn
            .prepare(
                "SELECT channel_id, guild_id, state_json FROM active_tables ORDER BY channel_id",
            )
            .map_err(failed())?;
        let rows = stmt
            .query_map([], |row| {
                Ok((
                    id_from_sql(row.get(0)?),
                    row.get::<_, Option<i64>>(1)?.map(id_from_sql),
                    row.get(2)?,
                ))
            })
            .map_err(failed())?;
        rows.collect::<Result<Vec<_>, _>>().map_err(failed())
    }

    /// The saved state of the table in `channel_id`, if one is active there (what a preview
    /// of a move reads while its player types).
    pub fn load_table(&self, channel_id: u64) -> Result<Option<String>, StoreError> {
        self.conn
            .query_row(
                "SELECT state_json FROM active_tables WHERE channel_id = ?1",
                params![id_to_sql(channel_id)],
                |row| row.get(0),
            )
            .optional()
            .map_err(StoreError::query(format!(
                "load the table for channel {channel_id}"
            )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_moved_table_is_saved_once_under_its_new_channel() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        store.save_table(1, Some(9), r#"{"at":"channel"}"#)?;
        store.move_table(1, 2, Some(9), r#"{"at":"thread"}"#)?;
        assert_eq!(
            store.load_tables()?,
            vec![(2, Some(9), r#"{"at":"thread"}"#.to_string())]
        );
        Ok(())
    }

    #[test]
    fn save_load_replace_delete() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        assert!(store.load_tables()?.is_empty());
        store.save_table(20, Some(1), r#"{"turn":1}"#)?;
        store.save_table(10, None, r#"{"turn":5}"#)?;
        store.save_table(20, Some(1), r#"{"turn":2}"#)?;
        assert_eq!(
            store.load_tables()?,
            vec![
                (10, None, r#"{"turn":5}"#.to_owned()),
                (20, Some(1), r#"{"turn":2}"#.to_owned()),
            ]
        );
        assert_eq!(store.load_table(20)?.as_deref(), Some(r#"{"turn":2}"#));
        assert_eq!(store.load_table(30)?, None);
        store.delete_table(20)?;
        store.delete_table(999)?;
        assert_eq!(store.load_table(20)?, None);
        assert_eq!(
            store.load_tables()?,
            vec![(10, None, r#"{"turn":5}"#.to_owned())]
        );
        Ok(())
    }

    #[test]
    fn a_table_set_aside_is_kept_whole_and_frees_its_channel() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        store.save_table(5, Some(1), r#"{"broken":true}"#)?;
        store.save_table(6, None, "{}")?;
        let id = store.set_aside_table(5, "the turn names no player")?;
        assert_eq!(store.load_tables()?, vec![(6, None, "{}".to_owned())]);
        assert_eq!(
            store.damaged_tables()?,
            vec![(
                id,
                5,
                r#"{"broken":true}"#.to_owned(),
                "the turn names no player".to_owned()
            )]
        );
        // A new game in the channel does not touch the kept row.
        store.save_table(5, Some(1), r#"{"new":true}"#)?;
        assert_eq!(store.damaged_tables()?.len(), 1);
        Ok(())
    }

    #[test]
    fn huge_discord_ids_come_back_unchanged() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        store.save_table(u64::MAX, Some(u64::MAX - 1), "{}")?;
        assert_eq!(
            store.load_tables()?,
            vec![(u64::MAX, Some(u64::MAX - 1), "{}".to_owned())]
        );
        Ok(())
    }

    #[test]
    fn a_state_that_is_not_json_is_refused_and_the_old_one_kept() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        store.save_table(5, None, r#"{"ok":true}"#)?;
        let err = store.save_table(5, None, "{not json").err();
        assert!(
            matches!(&err, Some(StoreError::Query { action, .. }) if action.contains("channel 5")),
            "{err:?}"
        );
        assert_eq!(
            store.load_tables()?,
            vec![(5, None, r#"{"ok":true}"#.to_owned())]
        );
        Ok(())
    }
}
