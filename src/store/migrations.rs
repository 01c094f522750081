//! The schema, as an ordered list of SQL steps. Each step runs once, in its own
//! transaction, and is recorded in `schema_migrations`; to change the schema, append a step
//! to [`MIGRATIONS`] (never edit one that has shipped).

use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};

use super::StoreError;

/// One schema step.
#[derive(Debug, Clone, Copy)]
pub struct Migration {
    /// Its number: 1, 2, 3, ... in the order they run.
    pub version: u32,
    /// A short name, recorded beside the number.
    pub name: &'static str,
    /// The SQL to run (one or more statements).
    pub sql: &'static str,
}

/// Every schema step, oldest first.
pub const MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        name: "active tables and finished games",
        sql: "
            CREATE TABLE active_tables (
                channel_id  INTEGER PRIMARY KEY,
                guild_id    INTEGER,
                state_json  TEXT NOT NULL CHECK (json_valid(state_json)),
                updated_at  INTEGER NOT NULL DEFAULT (unixepoch())
            );
            CREATE TABLE finished_games (
                id           INTEGER PRIMARY KEY AUTOINCREMENT,
                channel_id   INTEGER NOT NULL,
                guild_id     INTEGER,
                variant      TEXT NOT NULL,
                game_json    TEXT NOT NULL CHECK (json_valid(game_json)),
                finished_at  INTEGER NOT NULL
            );
            CREATE INDEX finished_games_by_channel ON finished_games (channel_id, finished_at);
        ",
    },
    Migration {
        version: 2,
        name: "settings and counters",
        sql: "
            CREATE TABLE settings (
                scope     TEXT NOT NULL CHECK (scope IN ('guild', 'channel')),
                scope_id  INTEGER NOT NULL,
                key       TEXT NOT NULL,
                value     TEXT NOT NULL,
                PRIMARY KEY (scope, scope_id, key)
            ) WITHOUT ROWID;
            CREATE TABLE counters (
                name   TEXT PRIMARY KEY,
                value  INTEGER NOT NULL
            ) WITHOUT ROWID;
        ",
    },
    Migration {
        version: 3,
        name: "accounts and server word lists",
        sql: "
            CREATE TABLE accounts (
                guild_id  INTEGER NOT NULL,
                user_id   INTEGER NOT NULL,
                name      TEXT NOT NULL,
                points    INTEGER NOT NULL DEFAULT 0,
                games     INTEGER NOT NULL DEFAULT 0,
                wins      INTEGER NOT NULL DEFAULT 0,
                losses    INTEGER NOT NULL DEFAULT 0,
                PRIMARY KEY (guild_id, user_id)
            ) WITHOUT ROWID;
            CREATE INDEX accounts_by_rank ON accounts (guild_id, points DESC, wins DESC);
            CREATE TABLE server_words (
                guild_id  INTEGER NOT NULL,
                language  TEXT NOT NULL,
                word      TEXT NOT NULL,
                added_by  INTEGER NOT NULL,
                added_at  INTEGER NOT NULL DEFAULT (unixepoch()),
                PRIMARY KEY (guild_id, language, word)
            ) WITHOUT ROWID;
            -- With a rowid: it orders suggestions made in the same second.
            CREATE TABLE word_suggestions (
                guild_id      INTEGER NOT NULL,
                language      TEXT NOT NULL,
                word          TEXT NOT NULL,
                user_id       INTEGER NOT NULL,
                user_name     TEXT NOT NULL,
                suggested_at  INTEGER NOT NULL DEFAULT (unixepoch()),
                PRIMARY KEY (guild_id, language, word)
            );
        ",
    },
    Migration {
        version: 4,
        name: "damaged tables kept aside",
        sql: "
            -- A saved table that failed its check on start: moved here untouched (never
            -- overwritten by a new game), with the reason, for a moderator or a fix.
            CREATE TABLE damaged_tables (
                id            INTEGER PRIMARY KEY AUTOINCREMENT,
                channel_id    INTEGER NOT NULL,
                guild_id      INTEGER,
                state_json    TEXT NOT NULL,
                reason        TEXT NOT NULL,
                set_aside_at  INTEGER NOT NULL DEFAULT (unixepoch())
            );
        ",
    },
    Migration {
        version: 5,
        name: "the outbox: what a saved change still owes the world",
        sql: "
            -- Posts, edits and rack DMs owed by a table's saved change, written in the same
            -- transaction as the state and deleted once carried out (see store/outbox.rs).
            CREATE TABLE outbox (
                id             INTEGER PRIMARY KEY AUTOINCREMENT,
                table_channel  INTEGER NOT NULL,
                effect_json    TEXT NOT NULL,
                owed_at        INTEGER NOT NULL DEFAULT (unixepoch())
            );
            CREATE INDEX outbox_by_table ON outbox (table_channel, id);
        ",
    },
];

/// The newest schema version this build knows.
pub fn latest_version() -> u32 {
    latest_of(MIGRATIONS)
}

fn latest_of(steps: &[Migration]) -> u32 {
    steps.iter().map(|step| step.version).max().unwrap_or(0)
}

/// Brings the database up to date with [`MIGRATIONS`]; returns the version it ends at.
pub fn migrate(conn: &mut Connection) -> Result<u32, StoreError> {
    migrate_with(conn, MIGRATIONS)
}

/// Whose a database is, read without writing anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ownership {
    /// No tables at all: a new or empty file, ours to set up.
    Empty,
    /// plansza's ledger is there, at this version.
    Ours {
        /// The newest step recorded.
        version: u32,
    },
    /// Tables, but no ledger: another program's database.
    Foreign,
}

/// Reads whose the database is (see [`Ownership`]) with plain reads only. A file that is not
/// a SQLite database fails here.
pub fn ownership(conn: &Connection) -> Result<Ownership, rusqlite::Error> {
    let tables: u32 = conn.query_row(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'",
        [],
        |row| row.get(0),
    )?;
    if tables == 0 {
        return Ok(Ownership::Empty);
    }
    let ledger: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations')",
        [],
        |row| row.get(0),
    )?;
    if !ledger {
        return Ok(Ownership::Foreign);
    }
    let version: Option<u32> =
        conn.query_row("SELECT MAX(version) FROM schema_migrations", [], |row| {
            row.get(0)
        })?;
    Ok(Ownership::Ours {
        version: version.unwrap_or(0),
    })
}

/// The schema version recorded in the database (0 for a fresh one).
pub fn current_version(conn: &Connection) -> Result<u32, StoreError> {
    ensure_ledger(conn)?;
    let version: Option<u32> = conn
        .query_row("SELECT MAX(version) FROM schema_migrations", [], |row| {
            row.get(0)
        })
        .optional()
        .map_err(StoreError::query("read the schema version"))?
        .flatten();
    Ok(version.unwrap_or(0))
}

fn ensure_ledger(conn: &Connection) -> Result<(), StoreError> {
    conn.execute_batch(
        "CREATE TABLE IF NOT EXISTS schema_migrations (
            version     INTEGER PRIMARY KEY,
            name        TEXT NOT NULL,
            applied_at  INTEGER NOT NULL DEFAULT (unixepoch())
        );",
    )
    .map_err(|source| StoreError::Migration {
        version: 0,
        name: "migration ledger",
        source,
    })
}

/// Runs every step of `steps` newer than the database, each in its own transaction.
/// The transaction takes the write lock first and checks the ledger again, so two
/// processes starting at once never run a step twice.
pub(crate) fn migrate_with(conn: &mut Connection, steps: &[Migration]) -> Result<u32, StoreError> {
    let found = current_version(conn)?;
    let known = latest_of(steps);
    if found > known {
        return Err(StoreError::TooNew { found, known });
    }
    for step in steps.iter().filter(|step| step.version > found) {
        let failed = |source| StoreError::Migration {
            version: step.version,
            name: step.name,
            source,
        };
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(failed)?;
        let already: bool = tx
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE version = ?1)",
                params![step.version],
                |row| row.get(0),
            )
            .map_err(failed)?;
        if already {
            continue;
        }
        tx.execute_batch(step.sql).map_err(failed)?;
        tx.execute(
            "INSERT INTO schema_migrations (version, name) VALUES (?1, ?2)",
            params![step.version, step.name],
        )
        .map_err(failed)?;
        tx.commit().map_err(failed)?;
        // A new database is one line (below); an existing one names each step it took.
        if found > 0 {
            tracing::info!(
                version = step.version,
                name = step.name,
                "database schema upgraded"
            );
        }
    }
    if found == 0 && known > 0 {
        tracing::info!(version = known, "database created");
    }
    Ok(known.max(found))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_count_up_from_one_without_gaps() {
        for (index, step) in MIGRATIONS.iter().enumerate() {
            assert_eq!(step.version as usize, index + 1, "step {:?}", step.name);
        }
        assert_eq!(latest_version() as usize, MIGRATIONS.len());
    }

    #[test]
    fn migrating_twice_changes_nothing() -> Result<(), StoreError> {
        let mut conn = Connection::open_in_memory().map_err(StoreError::query("open"))?;
        assert_eq!(migrate(&mut conn)?, latest_version());
        assert_eq!(migrate(&mut conn)?, latest_version());
        let rows: u32 = conn
            .query_row("SELECT COUNT(*) FROM schema_migrations", [], |row| {
                row.get(0)
            })
            .map_err(StoreError::query("count"))?;
        assert_eq!(rows as usize, MIGRATIONS.len());
        Ok(())
    }

    #[test]
    fn an_appended_step_runs_on_an_old_database_and_keeps_its_rows() -> Result<(), StoreError> {
        let mut conn = Connection::open_in_memory().map_err(StoreError::query("open"))?;
        migrate_with(&mut conn, &MIGRATIONS[..1])?;
        assert_eq!(current_version(&conn)?, 1);
        conn.execute(
            "INSERT INTO active_tables (channel_id, state_json) VALUES (7, '{}')",
            [],
        )
        .map_err(StoreError::query("insert"))?;

        let mut later: Vec<Migration> = MIGRATIONS.to_vec();
        later.push(Migration {
            version: latest_version() + 1,
            name: "a later issue",
            sql: "ALTER TABLE active_tables ADD COLUMN note TEXT NOT NULL DEFAULT 'kept';",
        });
        assert_eq!(migrate_with(&mut conn, &later)?, latest_version() + 1);
        let note: String = conn
            .query_row(
                "SELECT note FROM active_tables WHERE channel_id = 7",
                [],
                |row| row.get(0),
            )
            .map_err(StoreError::query("read back"))?;
        assert_eq!(note, "kept");
        Ok(())
    }

    #[test]
    fn a_failing_step_is_rolled_back_and_named() -> Result<(), StoreError> {
        let mut conn = Connection::open_in_memory().map_err(StoreError::query("open"))?;
        let mut steps: Vec<Migration> = MIGRATIONS.to_vec();
        steps.push(Migration {
            version: latest_version() + 1,
            name: "broken",
            sql: "CREATE TABLE half_done (x INTEGER); THIS IS NOT SQL;",
        });
        let err = migrate_with(&mut conn, &steps).err();
        assert!(
            matches!(err, Some(StoreError::Migration { name: "broken", .. })),
            "{err:?}"
        );
        assert_eq!(current_version(&conn)?, latest_version());
        let leftovers: u32 = conn
            .query_row(
                "SELECT COUNT(*) FROM sqlite_master WHERE name = 'half_done'",
                [],
                |row| row.get(0),
            )
            .map_err(StoreError::query("look for leftovers"))?;
        assert_eq!(leftovers, 0);
        Ok(())
    }

    #[test]
    fn a_newer_database_is_refused() -> Result<(), StoreError> {
        let mut conn = Connection::open_in_memory().map_err(StoreError::query("open"))?;
        migrate(&mut conn)?;
        conn.execute(
            "INSERT INTO schema_migrations (version, name) VALUES (?1, 'from the future')",
            params![latest_version() + 5],
        )
        .map_err(StoreError::query("insert"))?;
        let err = migrate(&mut conn).err();
        assert!(matches!(err, Some(StoreError::TooNew { .. })), "{err:?}");
        Ok(())
    }
}
