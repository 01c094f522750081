//! The outbox: what a table's change still owes the world (posts, edits, rack DMs), saved
//! in the same transaction as the state and removed once carried out. Rows belong to the
//! table (its channel) whose change owes them; they move with a table that moves into its
//! thread and outlive its archive until carried out. The store keeps them as opaque text
//! (the table's saved form of an effect): it neither reads nor judges them.
//!
//! A row may name its owner (a tournament's round post, a puzzle's post: an opaque key the
//! owner makes): such a row is carried out by its owner, who reads its rows back by the
//! key's start ([`Store::owed_by`]) and notes where a post landed in the same transaction
//! that forgets the row. Rows without an owner go by their channel.

use sqlx::{Any, AnyConnection, Row, Transaction};

use super::change::Change;
use super::script::{Arg, Script};
use super::{id_from_sql, id_to_sql, Store, StoreError};

/// What a save does to the outbox, in its transaction.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct OutboxChange {
    /// Newly owed effects, in the order they are to be carried out (their saved form).
    pub owe: Vec<String>,
    /// Owed effects carried out since the last save (their ids).
    pub done: Vec<i64>,
}

/// Effects owed in a place by a change that is not a table's (a tournament's notice): the
/// place they go to (the outbox row's channel: carried out by its task after a crash), its
/// server and the rows to add.
#[derive(Debug, Clone, Default)]
pub struct Owing {
    /// The channel the effects go to.
    pub place: u64,
    /// Its server.
    pub guild: Option<u64>,
    /// Who carries them out (None: the place's task; see the module doc).
    pub owner: Option<String>,
    /// The rows to add, and the rows carried out with this change.
    pub change: OutboxChange,
}

impl OutboxChange {
    /// Nothing owed, nothing done.
    pub fn is_empty(&self) -> bool {
        self.owe.is_empty() && self.done.is_empty()
    }
}

/// One owed effect as saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwedRow {
    /// Its id (rows are carried out in id order).
    pub id: i64,
    /// The table (channel) whose change owes it.
    pub table: u64,
    /// The table's server (`None`: a DM, or a row from before servers were kept).
    pub guild: Option<u64>,
    /// Its owner's key (None: its table's, carried out by the place's task).
    pub owner: Option<String>,
    /// Its saved form.
    pub effect: String,
}

/// At most this many rows go in one statement (SQLite allows 32766 parameters; a turn owes
/// a handful).
const ROWS_PER_STATEMENT: usize = 200;

/// `$first, $first+1, ...` for `count` parameters.
fn placeholders(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|n| format!("${n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// In `tx`: owe `change.owe` on behalf of the table in `table` (of server `guild`) and
/// forget `change.done`; the new rows' ids, in order. One statement for what is done and one
/// for what is owed (each a round trip to the database), whatever their number.
pub(super) async fn apply(
    tx: &mut Transaction<'static, Any>,
    table: u64,
    guild: Option<u64>,
    change: &OutboxChange,
) -> Result<Vec<i64>, sqlx::Error> {
    apply_owned(tx, table, guild, None, change).await
}

/// In `tx`: what `owing` owes and has carried out (see [`apply`]), with its owner.
pub(super) async fn owe(
    tx: &mut Transaction<'static, Any>,
    owing: &Owing,
) -> Result<Vec<i64>, sqlx::Error> {
    let owner = owing.owner.as_deref();
    apply_owned(tx, owing.place, owing.guild, owner, &owing.change).await
}

/// [`apply`], the new rows owned by `owner`.
async fn apply_owned(
    tx: &mut Transaction<'static, Any>,
    table: u64,
    guild: Option<u64>,
    owner: Option<&str>,
    change: &OutboxChange,
) -> Result<Vec<i64>, sqlx::Error> {
    let mut script = Script::new();
    forget_rows(&mut script, &change.done);
    let owing = Owed {
        table,
        guild,
        owner,
        effects: &change.owe,
    };
    owe_rows(&mut script, &owing);
    let mut ids = script.run(tx).await?;
    // Ids are handed out in the order of the rows; RETURNING need not list them so.
    ids.sort_unstable();
    Ok(ids)
}

/// Effects to owe on behalf of one table, as [`owe_rows`] writes them.
#[derive(Debug, Clone, Copy)]
pub(super) struct Owed<'a> {
    /// The table (channel) whose change owes them.
    pub table: u64,
    /// Its server.
    pub guild: Option<u64>,
    /// Who carries them out (None: the table's task).
    pub owner: Option<&'a str>,
    /// Their saved forms, in order.
    pub effects: &'a [String],
}

/// Adds to `script` what owes `owing`'s effects, in order, each statement returning the
/// new rows' ids (up to [`ROWS_PER_STATEMENT`] rows a statement).
pub(super) fn owe_rows<'a>(script: &mut Script<'a>, owing: &Owed<'a>) {
    let now = super::now_secs();
    for effects in owing.effects.chunks(ROWS_PER_STATEMENT) {
        let (time, table, guild, owner) = (
            script.arg(Arg::Int(now)),
            script.arg(Arg::Int(id_to_sql(owing.table))),
            script.arg(Arg::MaybeInt(owing.guild.map(id_to_sql))),
            script.arg(Arg::MaybeText(owing.owner)),
        );
        let rows: Vec<String> = effects
            .iter()
            .map(|effect| {
                let effect = script.arg(Arg::Text(effect));
                format!("({table}, {guild}, {time}, {owner}, {effect})")
            })
            .collect();
        script.statement(&format!(
            "INSERT INTO outbox (table_channel, guild_id, owed_at, owner, effect_json)
             VALUES {} RETURNING id",
            rows.join(", ")
        ));
    }
}

/// Adds to `script` what deletes the owed rows `done`, in as few statements as it takes.
pub(super) fn forget_rows<'a>(script: &mut Script<'a>, done: &[i64]) {
    for ids in done.chunks(ROWS_PER_STATEMENT) {
        let ids: Vec<String> = ids.iter().map(|id| script.arg(Arg::Int(*id))).collect();
        script.statement(&format!(
            "DELETE FROM outbox WHERE id IN ({})",
            ids.join(", ")
        ));
    }
}

/// Deletes the owed rows `done` on `conn`, in as few statements as it takes.
async fn forget(conn: &mut AnyConnection, done: &[i64]) -> Result<(), sqlx::Error> {
    let mut script = Script::new();
    forget_rows(&mut script, done);
    script.run(conn).await.map(|_| ())
}

/// Adds to `script` what gives the owed rows of the table in `from` to the table in `to`.
pub(super) fn rehome_rows(script: &mut Script<'_>, from: u64, to: u64) {
    let (from, to) = (
        script.arg(Arg::Int(id_to_sql(from))),
        script.arg(Arg::Int(id_to_sql(to))),
    );
    script.statement(&format!(
        "UPDATE outbox SET table_channel = {to} WHERE table_channel = {from}"
    ));
}

/// The columns of an [`OwedRow`], as [`owed_row`] reads them.
const OWED_COLUMNS: &str = "id, table_channel, effect_json, guild_id, owner";

fn owed_row(row: &sqlx::any::AnyRow) -> Result<OwedRow, sqlx::Error> {
    Ok(OwedRow {
        id: row.try_get(0)?,
        table: id_from_sql(row.try_get(1)?),
        effect: row.try_get(2)?,
        guild: row.try_get::<Option<i64>, _>(3)?.map(id_from_sql),
        owner: row.try_get(4)?,
    })
}

impl Store {
    /// Every owed effect, oldest first (what a start carries out before anything else).
    pub async fn owed(&self) -> Result<Vec<OwedRow>, StoreError> {
        let rows = sqlx::query(&format!("SELECT {OWED_COLUMNS} FROM outbox ORDER BY id"))
            .fetch_all(&self.reads)
            .await
            .map_err(StoreError::query("read the outbox"))?;
        rows.iter()
            .map(owed_row)
            .collect::<Result<_, sqlx::Error>>()
            .map_err(StoreError::query("read the outbox"))
    }

    /// The owed effects whose owner's key starts with `prefix` (`tournament:5:`, `puzzle:`),
    /// oldest first: what that owner still has to carry out.
    pub async fn owed_by(&self, prefix: &str) -> Result<Vec<OwedRow>, StoreError> {
        let failed = || StoreError::query(format!("read the outbox of {prefix}"));
        // The keys are the service's own (letters, digits, colons): no LIKE wildcard in them.
        let rows = sqlx::query(&format!(
            "SELECT {OWED_COLUMNS} FROM outbox WHERE owner LIKE $1 ORDER BY id"
        ))
        .bind(format!("{prefix}%"))
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        rows.iter()
            .map(owed_row)
            .collect::<Result<_, sqlx::Error>>()
            .map_err(failed())
    }

    /// Forget owed effects that were carried out (outside a save).
    pub async fn settle_owed(&self, done: &[i64]) -> Result<(), StoreError> {
        if done.is_empty() {
            return Ok(());
        }
        if let Some(writer) = &self.writer {
            // With the saves waiting beside it, in their transaction.
            // (When the writer is gone, its runtime ended, settled here.)
            if let Ok(settled) = writer.commit(Change::Settle(done.to_vec())).await {
                return settled.map(|_| ());
            }
        }
        let action = "settle the outbox";
        if done.len() <= ROWS_PER_STATEMENT && self.fence.get().is_none() {
            // One statement: atomic on its own.
            let mut conn = self
                .pool
                .acquire()
                .await
                .map_err(StoreError::query(action))?;
            return forget(&mut conn, done)
                .await
                .map_err(StoreError::query(action));
        }
        let mut tx = self.write(action).await?;
        for guild in servers_of(&mut tx, done)
            .await
            .map_err(StoreError::query(action))?
        {
            self.fenced(&mut tx, guild).await?;
        }
        for ids in done.chunks(ROWS_PER_STATEMENT) {
            forget(&mut tx, ids)
                .await
                .map_err(StoreError::query(action))?;
        }
        tx.commit().await.map_err(StoreError::query(action))
    }
}

/// The servers (`None`: DMs) whose tables owe the rows `ids`, each once, for the fence.
async fn servers_of(
    tx: &mut Transaction<'static, Any>,
    ids: &[i64],
) -> Result<Vec<Option<u64>>, sqlx::Error> {
    let mut servers = Vec::new();
    for ids in ids.chunks(ROWS_PER_STATEMENT) {
        let sql = format!(
            "SELECT DISTINCT guild_id FROM outbox WHERE id IN ({})",
            placeholders(1, ids.len())
        );
        let mut query = sqlx::query(&sql);
        for id in ids {
            query = query.bind(*id);
        }
        for row in query.fetch_all(&mut **tx).await? {
            let guild = row.try_get::<Option<i64>, _>(0)?.map(id_from_sql);
            if !servers.contains(&guild) {
                servers.push(guild);
            }
        }
    }
    Ok(servers)
}

#[cfg(test)]
mod tests {
    use crate::store::testing::{self, owing, TestResult};

    #[tokio::test]
    async fn owed_effects_are_saved_with_the_state_and_forgotten_when_done() -> TestResult {
        for store in testing::stores().await? {
            let ids = store
                .save_table_owing(
                    crate::store::TableRow::new(5, Some(1), r#"{"move":1}"#),
                    &owing(&["a", "b"], &[]),
                )
                .await?;
            assert_eq!(ids.len(), 2);
            let owed: Vec<String> = store.owed().await?.into_iter().map(|r| r.effect).collect();
            assert_eq!(owed, ["a", "b"]);
            // The next save marks the first done and owes another, in one go.
            let more = store
                .save_table_owing(
                    crate::store::TableRow::new(5, Some(1), r#"{"move":2}"#),
                    &owing(&["c"], &ids[..1]),
                )
                .await?;
            let owed: Vec<(i64, String)> = store
                .owed()
                .await?
                .into_iter()
                .map(|r| (r.id, r.effect))
                .collect();
            assert_eq!(owed, [(ids[1], "b".into()), (more[0], "c".into())]);
            store.settle_owed(&[ids[1], more[0]]).await?;
            assert!(store.owed().await?.is_empty());
        }
        Ok(())
    }

    #[tokio::test]
    async fn a_save_that_fails_owes_nothing() -> TestResult {
        for store in testing::stores().await? {
            store.save_table(5, None, r#"{"ok":true}"#).await?;
            let failed = store
                .save_table_owing(
                    crate::store::TableRow::new(5, None, "{not json"),
                    &owing(&["post"], &[]),
                )
                .await;
            assert!(failed.is_err());
            assert!(store.owed().await?.is_empty());
        }
        Ok(())
    }

    #[tokio::test]
    async fn owed_effects_move_with_their_table_and_outlive_its_archive() -> TestResult {
        for store in testing::stores().await? {
            store
                .save_table_owing(
                    crate::store::TableRow::new(5, Some(1), "{}"),
                    &owing(&["open thread"], &[]),
                )
                .await?;
            let ids = store
                .move_table_owing(
                    5,
                    crate::store::TableRow::new(6, Some(1), "{}"),
                    &owing(&["post in thread"], &[]),
                )
                .await?;
            let tables: Vec<u64> = store.owed().await?.into_iter().map(|r| r.table).collect();
            assert_eq!(tables, [6, 6]);
            store.delete_table(6).await?;
            assert_eq!(
                store.owed().await?.len(),
                2,
                "an archive leaves what is still owed"
            );
            assert_eq!(store.owed().await?[1].id, ids[0]);
        }
        Ok(())
    }
}
