//! Active tables: the JSON state of the game in each channel, saved after every change
//! and loaded back after a restart.

use sqlx::{Any, Row, Transaction};

use super::change::Change;
use super::notices::TABLE_CHANNEL;
use super::script::{Arg, Script};
use super::{id_from_sql, id_to_sql, now_secs, Backend, OutboxChange, Owing, Store, StoreError};

/// One saved table: `(channel_id, guild_id, state_json)`.
pub type SavedTable = (u64, Option<u64>, String);

/// The server of a channel's active table (for the fence: see [`Store::fenced_row`]).
const OF_TABLE: &str = "SELECT guild_id FROM active_tables WHERE channel_id = $1";

/// A table as it is written: where it plays, its server, the channel its game is shown in
/// (`home`: the channel a game's thread belongs to, whose deletion ends the game; None: the
/// table's own channel) and its state.
#[derive(Debug, Clone, Copy)]
pub struct TableRow<'a> {
    /// The channel (or thread) the table plays in.
    pub channel: u64,
    /// Its server (None: a DM).
    pub guild: Option<u64>,
    /// The channel its game's summary is shown in, when it plays in a thread.
    pub home: Option<u64>,
    /// The table's state as JSON.
    pub state_json: &'a str,
}

impl<'a> TableRow<'a> {
    /// A table playing in its own channel.
    pub fn new(channel: u64, guild: Option<u64>, state_json: &'a str) -> TableRow<'a> {
        TableRow {
            channel,
            guild,
            home: None,
            state_json,
        }
    }

    /// The same table, its game shown in `home` (None: its own channel).
    pub fn shown_in(self, home: Option<u64>) -> TableRow<'a> {
        TableRow { home, ..self }
    }
}

/// In `tx`: forget the active table of `channel_id` (and tell the other processes, on
/// commit, that its game ended there).
pub(super) async fn forget(
    tx: &mut Transaction<'static, Any>,
    backend: Backend,
    channel_id: u64,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM active_tables WHERE channel_id = $1")
        .bind(id_to_sql(channel_id))
        .execute(&mut **tx)
        .await?;
    changed(tx, backend, channel_id).await
}

/// In `tx`: tells the other processes, on commit, that the table of `channel_id` changed
/// (what a page one of them serves follows).
async fn changed(
    tx: &mut Transaction<'static, Any>,
    backend: Backend,
    channel_id: u64,
) -> Result<(), sqlx::Error> {
    super::notices::notify(tx, backend, TABLE_CHANNEL, &channel_id.to_string()).await
}

/// The channel a saved table's game is shown in (its `summary`), read from its JSON.
fn summary_channel(json: &str) -> Option<u64> {
    #[derive(serde::Deserialize)]
    struct Summary {
        channel: u64,
    }
    #[derive(serde::Deserialize)]
    struct Home {
        #[serde(default)]
        summary: Option<Summary>,
    }
    serde_json::from_str::<Home>(json)
        .ok()?
        .summary
        .map(|s| s.channel)
}

/// One save of a table: the table, the channel it moved from (if it did), and what its
/// change owes the world and has carried out.
#[derive(Debug, Clone, Copy)]
pub(super) struct Save<'a> {
    /// The channel the table moved from (a game that moved into its thread).
    pub from: Option<u64>,
    /// The table as it is now.
    pub table: TableRow<'a>,
    /// What the change owes and what was carried out.
    pub outbox: &'a OutboxChange,
}

/// In `tx`: the `saves` (of distinct channels), each as [`Store::move_table_owing`] or
/// [`Store::save_table_owing`] says, and the owed rows `settled` forgotten; the ids of each
/// save's newly owed rows. One statement forgets what was carried out and one writes the
/// tables, whatever the number of saves; the statements go one by one (any backend; SQLite's
/// writer runs the same on its own connection: [`write_saves_on`]).
pub(super) async fn write_saves(
    tx: &mut Transaction<'static, Any>,
    backend: Backend,
    saves: &[Save<'_>],
    settled: &[i64],
) -> Result<Vec<Vec<i64>>, sqlx::Error> {
    let mut script = Script::new();
    let changed_places = plan_saves(&mut script, saves, settled);
    let ids = script.run(tx).await?;
    for place in changed_places {
        changed(tx, backend, place).await?;
    }
    Ok(owed_ids(ids, saves))
}

/// [`write_saves`] on a SQLite connection of rusqlite's, in the transaction it holds: what
/// the writer of [`super::group`] does for each group.
pub(super) fn write_saves_on(
    conn: &rusqlite::Connection,
    saves: &[Save<'_>],
    settled: &[i64],
) -> Result<Vec<Vec<i64>>, rusqlite::Error> {
    let mut script = Script::new();
    // SQLite tells no other process of a change (one process drives its tables).
    let _changed = plan_saves(&mut script, saves, settled);
    let ids = script.run_on(conn)?;
    Ok(owed_ids(ids, saves))
}

/// Adds to `script` the statements of `saves` and `settled` ([`write_saves`]); the places
/// whose tables they change.
fn plan_saves<'a>(script: &mut Script<'a>, saves: &[Save<'a>], settled: &[i64]) -> Vec<u64> {
    let mut changed_places = Vec::with_capacity(saves.len());
    for save in saves {
        if let Some(from) = save.from {
            let channel = script.arg(Arg::Int(id_to_sql(from)));
            script.statement(&format!(
                "DELETE FROM active_tables WHERE channel_id = {channel}"
            ));
            super::outbox::rehome_rows(script, from, save.table.channel);
            changed_places.push(from);
        }
    }
    let done: Vec<i64> = saves
        .iter()
        .flat_map(|save| save.outbox.done.iter().copied())
        .chain(settled.iter().copied())
        .collect();
    super::outbox::forget_rows(script, &done);
    let tables: Vec<TableRow<'_>> = saves.iter().map(|save| save.table).collect();
    upsert(script, &tables);
    changed_places.extend(tables.iter().map(|table| table.channel));
    for save in saves {
        let owing = super::outbox::Owed {
            table: save.table.channel,
            guild: save.table.guild,
            owner: None,
            effects: &save.outbox.owe,
        };
        super::outbox::owe_rows(script, &owing);
    }
    changed_places
}

/// The ids `RETURNING` gave, handed to each of `saves` (as many as it owes, in order).
fn owed_ids(mut ids: Vec<i64>, saves: &[Save<'_>]) -> Vec<Vec<i64>> {
    // Ids are handed out in the order of the rows; RETURNING need not list them so.
    ids.sort_unstable();
    let mut ids = ids.into_iter();
    saves
        .iter()
        .map(|save| ids.by_ref().take(save.outbox.owe.len()).collect())
        .collect()
}

/// At most this many tables go in one statement (four parameters each).
const TABLES_PER_STATEMENT: usize = 100;

/// Adds to `script` what writes (or replaces) each of `tables` (distinct channels).
fn upsert<'a>(script: &mut Script<'a>, tables: &[TableRow<'a>]) {
    let now = now_secs();
    for tables in tables.chunks(TABLES_PER_STATEMENT) {
        let time = script.arg(Arg::Int(now));
        let rows: Vec<String> = tables
            .iter()
            .map(|table| {
                let values = [
                    script.arg(Arg::Int(id_to_sql(table.channel))),
                    script.arg(Arg::MaybeInt(table.guild.map(id_to_sql))),
                    script.arg(Arg::Int(id_to_sql(table.home.unwrap_or(table.channel)))),
                    script.arg(Arg::Text(table.state_json)),
                ];
                format!("({}, {time})", values.join(", "))
            })
            .collect();
        script.statement(&format!(
            "INSERT INTO active_tables (channel_id, guild_id, home_id, state_json, updated_at)
             VALUES {}
             ON CONFLICT (channel_id) DO UPDATE SET
                 guild_id = excluded.guild_id,
                 home_id = excluded.home_id,
                 state_json = excluded.state_json,
                 updated_at = excluded.updated_at",
            rows.join(", ")
        ));
    }
}

impl Store {
    /// Saves (or replaces) the state of the table in `channel_id`, in one transaction.
    /// `state_json` must be valid JSON.
    pub async fn save_table(
        &self,
        channel_id: u64,
        guild_id: Option<u64>,
        state_json: &str,
    ) -> Result<(), StoreError> {
        let table = TableRow::new(channel_id, guild_id, state_json);
        self.save_table_owing(table, &OutboxChange::default())
            .await
            .map(|_| ())
    }

    /// Saves the state of the table in `channel_id` and, in the same transaction, owes what
    /// the change owes the world and forgets what was carried out (see
    /// [`super::outbox`]); the ids of the newly owed effects, in order.
    pub async fn save_table_owing(
        &self,
        table: TableRow<'_>,
        outbox: &OutboxChange,
    ) -> Result<Vec<i64>, StoreError> {
        let action = format!("save the table for channel {}", table.channel);
        self.write_table(None, table, outbox, action).await
    }

    /// Moves the saved table of channel `from` to channel `to` (a game that moved into its
    /// thread) with its new state, in one transaction: never both rows, never none.
    pub async fn move_table(
        &self,
        from: u64,
        to: u64,
        guild_id: Option<u64>,
        state_json: &str,
    ) -> Result<(), StoreError> {
        let table = TableRow::new(to, guild_id, state_json);
        self.move_table_owing(from, table, &OutboxChange::default())
            .await
            .map(|_| ())
    }

    /// [`Store::move_table`], and in the same transaction the table's owed effects move
    /// with it and the outbox changes as [`Store::save_table_owing`] says.
    pub async fn move_table_owing(
        &self,
        from: u64,
        table: TableRow<'_>,
        outbox: &OutboxChange,
    ) -> Result<Vec<i64>, StoreError> {
        let action = format!("move the table of channel {from} to {}", table.channel);
        self.write_table(Some(from), table, outbox, action).await
    }

    /// In one transaction: forget the table of `from` (when given, its owed effects moving
    /// to the table's channel), save the table, and change its outbox. On SQLite the
    /// transaction is the writer's, shared with what else waits ([`super::group`]).
    async fn write_table(
        &self,
        from: Option<u64>,
        table: TableRow<'_>,
        outbox: &OutboxChange,
        action: String,
    ) -> Result<Vec<i64>, StoreError> {
        let started = std::time::Instant::now();
        let owed = match &self.writer {
            Some(writer) => match writer.commit(Change::save(from, table, outbox)).await {
                Ok(committed) => committed,
                // The writer is gone (its runtime ended): written here.
                Err(_) => self.write_table_alone(from, table, outbox, action).await,
            },
            None => self.write_table_alone(from, table, outbox, action).await,
        }?;
        crate::metrics::metrics().store.observe(started.elapsed());
        Ok(owed)
    }

    /// [`Store::write_table`] in a transaction of its own.
    pub(super) async fn write_table_alone(
        &self,
        from: Option<u64>,
        table: TableRow<'_>,
        outbox: &OutboxChange,
        action: String,
    ) -> Result<Vec<i64>, StoreError> {
        let mut tx = self.write(&action).await?;
        self.fenced(&mut tx, table.guild).await?;
        let save = Save {
            from,
            table,
            outbox,
        };
        let owed = write_saves(&mut tx, self.backend, &[save], &[])
            .await
            .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(owed.into_iter().next().unwrap_or_default())
    }

    /// Forgets the table in `channel_id` (a no-op when there is none).
    pub async fn delete_table(&self, channel_id: u64) -> Result<(), StoreError> {
        self.delete_table_owing(channel_id, None, &OutboxChange::default())
            .await
            .map(|_| ())
    }

    /// [`Store::delete_table`], and in the same transaction the outbox changes as
    /// [`Store::save_table_owing`] says (the table was in `guild_id`).
    pub async fn delete_table_owing(
        &self,
        channel_id: u64,
        guild_id: Option<u64>,
        outbox: &OutboxChange,
    ) -> Result<Vec<i64>, StoreError> {
        let action = format!("delete the table for channel {channel_id}");
        let mut tx = self.write(&action).await?;
        self.fenced_row(&mut tx, OF_TABLE, id_to_sql(channel_id), Some(guild_id))
            .await?;
        let owed = async {
            forget(&mut tx, self.backend, channel_id).await?;
            super::outbox::apply(&mut tx, channel_id, guild_id, outbox).await
        }
        .await
        .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(owed)
    }

    /// Moves the saved table of `channel_id` into `damaged_tables` with the reason it cannot
    /// be played on, in one transaction; returns the kept row's id (`None` when the channel
    /// had no saved table). The channel is then free for a new game, and the damaged state
    /// is never overwritten.
    ///
    /// `owing` (the channel told) is owed in the same transaction, so a crash neither loses
    /// nor doubles it; the ids of its rows come second.
    pub async fn set_aside_table(
        &self,
        channel_id: u64,
        reason: &str,
        owing: &Owing,
    ) -> Result<(Option<i64>, Vec<i64>), StoreError> {
        let action = format!("set aside the table of channel {channel_id}");
        let mut tx = self.write(&action).await?;
        self.fenced_row(&mut tx, OF_TABLE, id_to_sql(channel_id), None)
            .await?;
        let id = async {
            let id: Option<i64> = sqlx::query(
                "INSERT INTO damaged_tables (channel_id, guild_id, state_json, reason, set_aside_at)
                 SELECT channel_id, guild_id, state_json, $2, $3 FROM active_tables
                 WHERE channel_id = $1
                 RETURNING id",
            )
            .bind(id_to_sql(channel_id))
            .bind(reason)
            .bind(now_secs())
            .fetch_optional(&mut *tx)
            .await?
            .map(|row| row.try_get(0))
            .transpose()?;
            forget(&mut tx, self.backend, channel_id).await?;
            let owed = super::outbox::owe(&mut tx, owing).await?;
            Ok((id, owed))
        }
        .await
        .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(id)
    }

    /// The tables set aside as damaged: `(id, channel_id, state_json, reason)`, oldest first.
    pub async fn damaged_tables(&self) -> Result<Vec<(i64, u64, String, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, channel_id, state_json, reason FROM damaged_tables ORDER BY id",
        )
        .fetch_all(&self.reads)
        .await
        .map_err(StoreError::query("load the damaged tables"))?;
        rows.iter()
            .map(|row| {
                Ok((
                    row.try_get(0)?,
                    id_from_sql(row.try_get(1)?),
                    row.try_get(2)?,
                    row.try_get(3)?,
                ))
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(StoreError::query("read the damaged tables"))
    }

    /// Every active table, ordered by channel id, for a restart.
    pub async fn load_tables(&self) -> Result<Vec<SavedTable>, StoreError> {
        let rows = sqlx::query(
            "SELECT channel_id, guild_id, state_json FROM active_tables ORDER BY channel_id",
        )
        .fetch_all(&self.reads)
        .await
        .map_err(StoreError::query("load the active tables"))?;
        let mut tables = rows
            .iter()
            .map(|row| {
                Ok((
                    id_from_sql(row.try_get(0)?),
                    row.try_get::<Option<i64>, _>(1)?.map(id_from_sql),
                    row.try_get(2)?,
                ))
            })
            .collect::<Result<Vec<SavedTable>, sqlx::Error>>()
            .map_err(StoreError::query("read the active tables"))?;
        // Ordered as Discord ids (the SQL order of their signed bits differs above 2^63).
        tables.sort_by_key(|table| table.0);
        Ok(tables)
    }

    /// The tables a deleted channel or thread ends: the one playing in it, and those whose
    /// game is shown in it (games in the threads of a deleted channel), by their indexed
    /// columns; `(channel_id, guild_id)`.
    pub async fn tables_in_place(
        &self,
        channel: u64,
    ) -> Result<Vec<(u64, Option<u64>)>, StoreError> {
        self.places(
            "SELECT channel_id, guild_id FROM active_tables
             WHERE channel_id = $1 OR home_id = $1",
            channel,
        )
        .await
    }

    /// The tables of a server (one that removed the bot); `(channel_id, guild_id)`.
    pub async fn tables_in_guild(&self, guild: u64) -> Result<Vec<(u64, Option<u64>)>, StoreError> {
        self.places(
            "SELECT channel_id, guild_id FROM active_tables WHERE guild_id = $1",
            guild,
        )
        .await
    }

    async fn places(
        &self,
        sql: &'static str,
        id: u64,
    ) -> Result<Vec<(u64, Option<u64>)>, StoreError> {
        let failed = || StoreError::query(format!("find the tables of place {id}"));
        let rows = sqlx::query(sql)
            .bind(id_to_sql(id))
            .fetch_all(&self.reads)
            .await
            .map_err(failed())?;
        rows.iter()
            .map(|row| {
                Ok((
                    id_from_sql(row.try_get(0)?),
                    row.try_get::<Option<i64>, _>(1)?.map(id_from_sql),
                ))
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(failed())
    }

    /// Fills `home_id` of tables saved before it was kept (migration 14), from their state:
    /// the channel their game's summary is shown in, else their own. Reads only those rows,
    /// so it costs nothing once done.
    pub(super) async fn fill_homes(&self) -> Result<usize, StoreError> {
        let failed = || StoreError::query("fill the homes of saved tables");
        let rows =
            sqlx::query("SELECT channel_id, state_json FROM active_tables WHERE home_id IS NULL")
                .fetch_all(&self.pool)
                .await
                .map_err(failed())?;
        let mut filled = 0;
        for row in &rows {
            let channel: i64 = row.try_get(0).map_err(failed())?;
            let json: String = row.try_get(1).map_err(failed())?;
            let home = summary_channel(&json).map_or(channel, id_to_sql);
            sqlx::query("UPDATE active_tables SET home_id = $1 WHERE channel_id = $2")
                .bind(home)
                .bind(channel)
                .execute(&self.pool)
                .await
                .map_err(failed())?;
            filled += 1;
        }
        Ok(filled)
    }

    /// How many tables are saved as running (every process's, in a shared database).
    pub async fn active_table_count(&self) -> Result<u64, StoreError> {
        let failed = || StoreError::query("count the active tables");
        let count: i64 = sqlx::query("SELECT COUNT(*) FROM active_tables")
            .fetch_one(&self.reads)
            .await
            .and_then(|row| row.try_get(0))
            .map_err(failed())?;
        Ok(u64::try_from(count).unwrap_or(0))
    }

    /// The saved state of the table in `channel_id`, if one is active there (what a preview
    /// of a move reads while its player types).
    pub async fn load_table(&self, channel_id: u64) -> Result<Option<String>, StoreError> {
        let started = std::time::Instant::now();
        let action = || format!("load the table for channel {channel_id}");
        let row = sqlx::query("SELECT state_json FROM active_tables WHERE channel_id = $1")
            .bind(id_to_sql(channel_id))
            .fetch_optional(&self.reads)
            .await
            .map_err(StoreError::query(action()))?;
        crate::metrics::metrics().store.observe(started.elapsed());
        row.map(|row| row.try_get(0))
            .transpose()
            .map_err(StoreError::query(action()))
    }
}

#[cfg(test)]
mod tests;
