//! The outbox: what a table's change still owes the world (posts, edits, rack DMs), saved
//! in the same transaction as the state and removed once carried out. Rows belong to the
//! table (its channel) whose change owes them; they move with a table that moves into its
//! thread and outlive its archive until carried out. The store keeps them as opaque text
//! (the table's saved form of an effect): it neither reads nor judges them.

use rusqlite::{params, Transaction};

use super::{id_from_sql, id_to_sql, Store, StoreError};

/// What a save does to the outbox, in its transaction.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct OutboxChange {
    /// Newly owed effects, in the order they are to be carried out (their saved form).
    pub owe: Vec<String>,
    /// Owed effects carried out since the last save (their ids).
    pub done: Vec<i64>,
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
    /// Its saved form.
    pub effect: String,
}

/// In `tx`: owe `change.owe` on behalf of the table in `table` and forget `change.done`;
/// the new rows' ids, in order.
pub(super) fn apply(
    tx: &Transaction<'_>,
    table: u64,
    change: &OutboxChange,
) -> Result<Vec<i64>, StoreError> {
    let failed = || StoreError::query(format!("update the outbox of channel {table}"));
    for id in &change.done {
        tx.execute("DELETE FROM outbox WHERE id = ?1", params![id])
            .map_err(failed())?;
    }
    let mut ids = Vec::with_capacity(change.owe.len());
    for effect in &change.owe {
        tx.execute(
            "INSERT INTO outbox (table_channel, effect_json) VALUES (?1, ?2)",
            params![id_to_sql(table), effect],
        )
        .map_err(failed())?;
        ids.push(tx.last_insert_rowid());
    }
    Ok(ids)
}

/// In `tx`: the owed rows of the table in `from` now belong to the table in `to`.
pub(super) fn rehome(tx: &Transaction<'_>, from: u64, to: u64) -> Result<(), StoreError> {
    tx.execute(
        "UPDATE outbox SET table_channel = ?2 WHERE table_channel = ?1",
        params![id_to_sql(from), id_to_sql(to)],
    )
    .map_err(StoreError::query(format!(
        "move the outbox of channel {from} to {to}"
    )))?;
    Ok(())
}

impl Store {
    /// Every owed effect, oldest first (what a start carries out before anything else).
    pub fn owed(&self) -> Result<Vec<OwedRow>, StoreError> {
        let failed = || StoreError::query("read the outbox");
        let mut stmt = self
            .conn
            .prepare("SELECT id, table_channel, effect_json FROM outbox ORDER BY id")
            .map_err(failed())?;
        let rows = stmt
            .query_map([], |row| {
                Ok(OwedRow {
                    id: row.get(0)?,
                    table: id_from_sql(row.get(1)?),
                    effect: row.get(2)?,
                })
            })
            .map_err(failed())?;
        rows.collect::<Result<Vec<_>, _>>().map_err(failed())
    }

    /// Forget owed effects that were carried out (outside a save).
    pub fn settle_owed(&mut self, done: &[i64]) -> Result<(), StoreError> {
        if done.is_empty() {
            return Ok(());
        }
        let failed = || StoreError::query("settle the outbox");
        let tx = self.conn.transaction().map_err(failed())?;
        for id in done {
            tx.execute("DELETE FROM outbox WHERE id = ?1", params![id])
                .map_err(failed())?;
        }
        tx.commit().map_err(failed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn owing(effects: &[&str], done: &[i64]) -> OutboxChange {
        OutboxChange {
            owe: effects.iter().map(|e| e.to_string()).collect(),
            done: done.to_vec(),
        }
    }

    #[test]
    fn owed_effects_are_saved_with_the_state_and_forgotten_when_done() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        let ids = store.save_table_owing(5, Some(1), r#"{"move":1}"#, &owing(&["a", "b"], &[]))?;
        assert_eq!(ids.len(), 2);
        let owed: Vec<String> = store.owed()?.into_iter().map(|r| r.effect).collect();
        assert_eq!(owed, ["a", "b"]);
        // The next save marks the first done and owes another, in one go.
        let more =
            store.save_table_owing(5, Some(1), r#"{"move":2}"#, &owing(&["c"], &ids[..1]))?;
        let owed: Vec<(i64, String)> = store
            .owed()?
            .into_iter()
            .map(|r| (r.id, r.effect))
            .collect();
        assert_eq!(owed, [(ids[1], "b".into()), (more[0], "c".into())]);
        store.settle_owed(&[ids[1], more[0]])?;
        assert!(store.owed()?.is_empty());
        Ok(())
    }

    #[test]
    fn a_save_that_fails_owes_nothing() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        store.save_table(5, None, r#"{"ok":true}"#)?;
        let failed = store.save_table_owing(5, None, "{not json", &owing(&["post"], &[]));
        assert!(failed.is_err());
        assert!(store.owed()?.is_empty());
        Ok(())
    }

    #[test]
    fn owed_effects_move_with_their_table_and_outlive_its_archive() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        store.save_table_owing(5, Some(1), "{}", &owing(&["open thread"], &[]))?;
        let ids = store.move_table_owing(5, 6, Some(1), "{}", &owing(&["post in thread"], &[]))?;
        let tables: Vec<u64> = store.owed()?.into_iter().map(|r| r.table).collect();
        assert_eq!(tables, [6, 6]);
        store.delete_table(6)?;
        assert_eq!(
            store.owed()?.len(),
            2,
            "an archive leaves what is still owed"
        );
        assert_eq!(store.owed()?[1].id, ids[0]);
        Ok(())
    }
}
