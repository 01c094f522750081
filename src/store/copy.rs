//! Copying plansza's data from one database to another: a server that outgrew its SQLite
//! file moves to Postgres (or back, or to a new file). Both ends are migrated to this
//! build's schema first, so their tables are the same; every row of every data table is
//! copied as it is (ids kept), into a target that must be empty, in one transaction, while
//! no bot runs on either end.

use futures::TryStreamExt;
use sqlx::{Column, Row};

use super::{Backend, Store, StoreError};

/// Tables that are not data: the migration ledger, SQLite's own, and the shard count and
/// the shards' epochs of the processes running on a database (the target's own processes
/// write theirs).
const NOT_DATA: &[&str] = &[
    "schema_migrations",
    "sqlite_sequence",
    "shard_layout",
    "shard_epochs",
];

/// Rows per `INSERT` (well under both databases' limits on parameters).
const ROWS_PER_INSERT: usize = 100;

/// What a copy did: each table and how many rows it copied.
pub type Copied = Vec<(String, u64)>;

impl Store {
    /// The tables holding plansza's data, by name (see [`NOT_DATA`]).
    async fn data_tables(&self) -> Result<Vec<String>, StoreError> {
        let sql = match self.backend {
            Backend::Sqlite => "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
            Backend::Postgres => {
                "SELECT CAST(table_name AS TEXT) FROM information_schema.tables
                 WHERE table_schema = current_schema() ORDER BY table_name"
            }
        };
        let names: Vec<String> = sqlx::query_scalar(sql)
            .fetch_all(&self.reads)
            .await
            .map_err(StoreError::query("list the tables"))?;
        Ok(names
            .into_iter()
            .filter(|n| !NOT_DATA.contains(&n.as_str()))
            .collect())
    }

    /// Copies every row of this store's data tables into `to`, which must hold none (see
    /// the module doc); returns how many rows each table gave.
    pub async fn copy_into(&self, to: &Store) -> Result<Copied, StoreError> {
        let tables = self.data_tables().await?;
        let theirs = to.data_tables().await?;
        if tables != theirs {
            return Err(StoreError::CopyMismatch {
                ours: tables.join(", "),
                theirs: theirs.join(", "),
            });
        }
        for table in &tables {
            let action = format!("count the rows of {table} in the target");
            let rows: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
                .fetch_one(&to.pool)
                .await
                .map_err(StoreError::query(action))?;
            if rows > 0 {
                return Err(StoreError::CopyTargetNotEmpty {
                    table: table.clone(),
                    rows: u64::try_from(rows).unwrap_or(0),
                });
            }
        }
        let mut tx = to.write("copy the data").await?;
        let mut copied = Vec::with_capacity(tables.len());
        for table in &tables {
            let action = format!("copy the rows of {table}");
            let failed = || StoreError::query(action.clone());
            let select = format!("SELECT * FROM {table}");
            let mut rows = sqlx::query(&select).fetch(&self.pool);
            let mut batch = Vec::with_capacity(ROWS_PER_INSERT);
            let mut count = 0u64;
            while let Some(row) = rows.try_next().await.map_err(failed())? {
                batch.push(row);
                if batch.len() == ROWS_PER_INSERT {
                    insert(&mut tx, table, &batch).await.map_err(failed())?;
                    count += batch.len() as u64;
                    batch.clear();
                }
            }
            if !batch.is_empty() {
                insert(&mut tx, table, &batch).await.map_err(failed())?;
                count += batch.len() as u64;
            }
            if to.backend == Backend::Postgres && count > 0 {
                follow_ids(&mut tx, table).await.map_err(failed())?;
            }
            copied.push((table.clone(), count));
        }
        tx.commit()
            .await
            .map_err(StoreError::query("copy the data"))?;
        Ok(copied)
    }
}

/// One value of a row as it is bound again: plansza's columns are integers, reals (the
/// ratings) or text.
enum Value {
    Integer(Option<i64>),
    Real(Option<f64>),
    Text(Option<String>),
}

fn value(row: &sqlx::any::AnyRow, i: usize) -> Result<Value, sqlx::Error> {
    if let Ok(v) = row.try_get::<Option<i64>, _>(i) {
        return Ok(Value::Integer(v));
    }
    if let Ok(v) = row.try_get::<Option<f64>, _>(i) {
        return Ok(Value::Real(v));
    }
    row.try_get::<Option<String>, _>(i).map(Value::Text)
}

/// Inserts `rows` (all of `table`, all with the same columns) in one statement.
async fn insert(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    table: &str,
    rows: &[sqlx::any::AnyRow],
) -> Result<(), sqlx::Error> {
    let Some(first) = rows.first() else {
        return Ok(());
    };
    let columns: Vec<&str> = first.columns().iter().map(|c| c.name()).collect();
    let width = columns.len();
    let tuples: Vec<String> = (0..rows.len())
        .map(|r| {
            let params: Vec<String> = (1..=width).map(|c| format!("${}", r * width + c)).collect();
            format!("({})", params.join(", "))
        })
        .collect();
    let sql = format!(
        "INSERT INTO {table} ({}) VALUES {}",
        columns.join(", "),
        tuples.join(", ")
    );
    // Not kept as a prepared statement: a NULL is bound untyped, and Postgres would hold a
    // later batch to the parameter types of the first.
    let mut query = sqlx::query(&sql).persistent(false);
    for row in rows {
        for i in 0..width {
            query = match value(row, i)? {
                Value::Integer(v) => query.bind(v),
                Value::Real(v) => query.bind(v),
                Value::Text(v) => query.bind(v),
            };
        }
    }
    query.execute(&mut **tx).await?;
    Ok(())
}

/// In Postgres, a table whose ids were copied hands out the next id after them (its
/// identity sequence moved past the largest); tables without an `id` column are left alone.
async fn follow_ids(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    table: &str,
) -> Result<(), sqlx::Error> {
    let has_id: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'id'
           AND is_identity = 'YES'",
    )
    .bind(table)
    .fetch_one(&mut **tx)
    .await?;
    if has_id > 0 {
        sqlx::query(&format!(
            "SELECT CAST(setval(pg_get_serial_sequence('{table}', 'id'), MAX(id)) AS BIGINT)
             FROM {table}"
        ))
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::{self, TestResult};
    use crate::store::{Archive, Location, OutboxChange, Played, PlayerGame, Scope};

    /// A source with a little of everything: tables, a setting, owed effects.
    async fn filled(location: Location) -> Result<Store, Box<dyn std::error::Error>> {
        let store = Store::open_at(location).await?;
        store
            .save_table_owing(
                crate::store::TableRow::new(11, Some(7), r#"{"a":1}"#),
                &OutboxChange {
                    owe: vec![r#"{"post":1}"#.into(), r#"{"post":2}"#.into()],
                    done: Vec::new(),
                },
            )
            .await?;
        store
            .save_table(12, None, r#"{"text":"zażółć gęślą jaźń"}"#)
            .await?;
        store.set_setting(Scope::Guild(7), "language", "pl").await?;
        // A rated game: ratings are reals, and a player without a best move has NULLs.
        let players = [
            PlayerGame {
                user: 1,
                name: "Ala".into(),
                place: 0,
                result: "win",
                score: 30,
                turns: 3,
                best: Some(("KOT".into(), 20)),
                bingos: 0,
            },
            PlayerGame {
                user: 2,
                name: "Bolek".into(),
                place: 1,
                result: "loss",
                score: 0,
                turns: 3,
                best: None,
                bingos: 0,
            },
        ];
        let archive = Archive {
            played: Played {
                table: 14,
                home: 14,
            },
            guild_id: Some(7),
            variant: "literaki",
            rating_name: "literaki",
            game_json: "{}",
            finished_at: 5,
            rated: true,
            results: &players,
            tournament: None,
        };
        store
            .archive_owing(archive, &[], &OutboxChange::default())
            .await?;
        Ok(store)
    }

    /// Every row arrives, the copy's next owed effect gets a new id after the copied ones,
    /// and a target that holds data is refused untouched.
    #[tokio::test]
    async fn every_row_arrives_and_a_full_target_is_refused() -> TestResult {
        let dir = tempfile::tempdir()?;
        let source = filled(Location::File(dir.path().join("from.db"))).await?;
        let mut targets = vec![Location::File(dir.path().join("to.db"))];
        targets.extend(
            testing::lasting_locations(dir.path())
                .await?
                .into_iter()
                .filter(|l| matches!(l, Location::Postgres(_))),
        );
        for location in targets {
            let target = Store::open_at(location.clone()).await?;
            let copied = source.copy_into(&target).await?;
            let count = |table: &str| {
                copied
                    .iter()
                    .find(|(t, _)| t == table)
                    .map(|(_, n)| *n)
                    .unwrap_or_default()
            };
            assert_eq!(count("active_tables"), 2, "{location:?}: {copied:?}");
            assert_eq!(count("outbox"), 2, "{location:?}");
            assert_eq!(count("settings"), 1, "{location:?}");
            assert_eq!(count("ratings"), 2, "{location:?}");
            assert_eq!(count("player_games"), 2, "{location:?}");
            assert_eq!(
                target.ratings_of(7, 1, None).await?,
                source.ratings_of(7, 1, None).await?,
                "{location:?}: ratings arrive exactly"
            );
            assert_eq!(
                target.player_stats(7, 2, None).await?,
                source.player_stats(7, 2, None).await?
            );
            assert_eq!(target.load_tables().await?, source.load_tables().await?);
            let (theirs, ours) = (target.owed().await?, source.owed().await?);
            assert_eq!(
                theirs
                    .iter()
                    .map(|o| (o.id, o.table, o.guild, o.effect.clone()))
                    .collect::<Vec<_>>(),
                ours.iter()
                    .map(|o| (o.id, o.table, o.guild, o.effect.clone()))
                    .collect::<Vec<_>>(),
                "{location:?}"
            );
            assert_eq!(
                target
                    .get_setting(Scope::Guild(7), "language")
                    .await?
                    .as_deref(),
                Some("pl")
            );
            let next = target
                .save_table_owing(
                    crate::store::TableRow::new(13, None, "{}"),
                    &OutboxChange {
                        owe: vec!["{}".into()],
                        done: Vec::new(),
                    },
                )
                .await?;
            let largest = ours.iter().map(|o| o.id).max().unwrap_or(0);
            assert!(
                next[0] > largest,
                "{location:?}: new id {next:?} after {largest}"
            );
            match source.copy_into(&target).await {
                Err(StoreError::CopyTargetNotEmpty { .. }) => {}
                other => panic!("{location:?}: a full target was not refused: {other:?}"),
            }
            assert_eq!(
                target.load_tables().await?.len(),
                3,
                "{location:?}: untouched"
            );
        }
        Ok(())
    }
}
