//! The schema, as an ordered list of SQL steps, the same for SQLite and Postgres. Each step
//! runs once, in its own transaction, and is recorded in `schema_migrations`; to change the
//! schema, append a step to [`MIGRATIONS`] (never edit one that has shipped).
//!
//! Steps are written in SQLite's SQL (the embedded default, and what shipped first);
//! [`Backend::schema_sql`] turns a step into Postgres's mechanically: `INTEGER` becomes
//! `BIGINT` (Discord ids need 64 bits), `INTEGER PRIMARY KEY AUTOINCREMENT` an identity
//! column, `unixepoch()` the epoch of `now()`, `json_valid(x)` a cast to `jsonb`, and
//! `WITHOUT ROWID` goes. A step that needs anything else is not portable: write it so that
//! both read it the same (the store's tests run every step on both).

use sqlx::{AnyPool, Row};

use super::{Backend, StoreError};

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
    Migration {
        version: 6,
        name: "suggestions keep their order without a rowid",
        sql: "
            -- Suggestions made in the same second are listed in the order they came; the
            -- rowid did that in SQLite alone, this column does it everywhere (older rows
            -- keep 0 and fall back to the word's order).
            ALTER TABLE word_suggestions ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
        ",
    },
    Migration {
        version: 7,
        name: "owed effects know their server",
        sql: "
            -- The process that runs a server's shard carries out what its tables owe, also
            -- after their archive; older rows (NULL) go with DMs, to the process of shard 0.
            ALTER TABLE outbox ADD COLUMN guild_id INTEGER;
        ",
    },
    Migration {
        version: 8,
        name: "the shard count the running processes share",
        sql: "
            -- Written by the first process of a Postgres database to start when none runs;
            -- a process with another total is refused while any runs (see store/leases.rs).
            CREATE TABLE shard_layout (
                id     INTEGER PRIMARY KEY CHECK (id = 1),
                total  INTEGER NOT NULL,
                since  INTEGER NOT NULL DEFAULT (unixepoch())
            );
        ",
    },
    Migration {
        version: 9,
        name: "ratings and each player's finished games",
        sql: "
            -- Glicko-2 per server, variant and player (see src/rating).
            CREATE TABLE ratings (
                guild_id     INTEGER NOT NULL,
                variant      TEXT NOT NULL,
                user_id      INTEGER NOT NULL,
                name         TEXT NOT NULL,
                rating       DOUBLE PRECISION NOT NULL,
                deviation    DOUBLE PRECISION NOT NULL,
                volatility   DOUBLE PRECISION NOT NULL,
                games        INTEGER NOT NULL,
                last_played  INTEGER NOT NULL,
                PRIMARY KEY (guild_id, variant, user_id)
            ) WITHOUT ROWID;
            CREATE INDEX ratings_by_rank ON ratings (guild_id, variant, rating);
            -- One row per person per finished game on a server, for /stats.
            CREATE TABLE player_games (
                record_id     INTEGER NOT NULL,
                guild_id      INTEGER NOT NULL,
                user_id       INTEGER NOT NULL,
                variant       TEXT NOT NULL,
                finished_at   INTEGER NOT NULL,
                result        TEXT NOT NULL CHECK (result IN ('win', 'loss', 'draw', 'none')),
                place         INTEGER NOT NULL,
                score         INTEGER NOT NULL,
                turns         INTEGER NOT NULL,
                best_word     TEXT,
                best_score    INTEGER,
                bingos        INTEGER NOT NULL,
                rated         INTEGER NOT NULL,
                rating_after  DOUBLE PRECISION,
                PRIMARY KEY (record_id, user_id)
            ) WITHOUT ROWID;
            CREATE INDEX player_games_by_player
                ON player_games (guild_id, user_id, variant, finished_at);
        ",
    },
    Migration {
        version: 10,
        name: "players who turned reminders off",
        sql: "
            -- /notify off: no reminder DMs of games over days (everywhere).
            CREATE TABLE reminders_off (
                user_id  INTEGER PRIMARY KEY,
                since    INTEGER NOT NULL DEFAULT (unixepoch())
            );
        ",
    },
    Migration {
        version: 11,
        name: "daily puzzles and their answers",
        sql: "
            -- One puzzle per server and day (see src/puzzle and src/discord/puzzle.rs).
            CREATE TABLE puzzles (
                id           INTEGER PRIMARY KEY AUTOINCREMENT,
                guild_id     INTEGER NOT NULL,
                channel_id   INTEGER NOT NULL,
                day          INTEGER NOT NULL,
                variant      TEXT NOT NULL,
                locale       TEXT NOT NULL,
                puzzle_json  TEXT NOT NULL CHECK (json_valid(puzzle_json)),
                deadline     INTEGER NOT NULL,
                message_id   INTEGER,
                closed       INTEGER NOT NULL DEFAULT 0,
                UNIQUE (guild_id, day)
            );
            CREATE TABLE puzzle_answers (
                puzzle_id    INTEGER NOT NULL,
                user_id      INTEGER NOT NULL,
                name         TEXT NOT NULL,
                answer       TEXT NOT NULL,
                score        INTEGER NOT NULL,
                rank         INTEGER NOT NULL,
                answered_at  INTEGER NOT NULL,
                PRIMARY KEY (puzzle_id, user_id)
            ) WITHOUT ROWID;
        ",
    },
    Migration {
        version: 12,
        name: "tournaments and their games' results",
        sql: "
            -- A tournament on a server (see src/tournament/event.rs): its whole state as JSON.
            CREATE TABLE tournaments (
                id          INTEGER PRIMARY KEY AUTOINCREMENT,
                guild_id    INTEGER NOT NULL,
                channel_id  INTEGER NOT NULL,
                status      TEXT NOT NULL
                    CHECK (status IN ('open', 'running', 'over', 'cancelled')),
                event_json  TEXT NOT NULL CHECK (json_valid(event_json)),
                updated_at  INTEGER NOT NULL DEFAULT (unixepoch())
            );
            CREATE INDEX tournaments_by_channel ON tournaments (channel_id, status);
            -- A tournament game's result, written with the game's archive (one transaction):
            -- the tournament reads it from here, so no result is lost between the two.
            CREATE TABLE tournament_results (
                tournament_id  INTEGER NOT NULL,
                round          INTEGER NOT NULL,
                first_player   INTEGER NOT NULL,
                second_player  INTEGER NOT NULL,
                first_score    INTEGER NOT NULL,
                second_score   INTEGER NOT NULL,
                -- The winning seat: 0 or 1; -1 for a draw.
                winner         INTEGER NOT NULL,
                PRIMARY KEY (tournament_id, round, first_player)
            ) WITHOUT ROWID;
        ",
    },
    Migration {
        version: 13,
        name: "one tournament going per channel",
        sql: "
            -- Two /tournament new at the same instant in one channel: the second insert fails.
            CREATE UNIQUE INDEX one_going_tournament_per_channel
                ON tournaments (channel_id) WHERE status IN ('open', 'running');
        ",
    },
    Migration {
        version: 14,
        name: "where a table's game is shown",
        sql: "
            -- A deleted channel ends the games in its threads, a server that removes the bot
            -- ends its games: both found by index, not by reading every table's state.
            -- Rows saved before this are filled from their state when the store opens.
            ALTER TABLE active_tables ADD COLUMN home_id INTEGER;
            CREATE INDEX active_tables_by_home ON active_tables (home_id);
            CREATE INDEX active_tables_by_guild ON active_tables (guild_id);
        ",
    },
    Migration {
        version: 15,
        name: "shard epochs fence the writes of their games",
        sql: "
            -- Raised by each process that takes a shard's lease; every write of a shard's
            -- rows checks, in its transaction, the epoch its process took (store/fence.rs).
            CREATE TABLE shard_epochs (
                shard  INTEGER PRIMARY KEY,
                epoch  INTEGER NOT NULL
            );
        ",
    },
    Migration {
        version: 16,
        name: "owed effects know the driver that carries them out",
        sql: "
            -- A tournament's round posts and a puzzle's posts are owed by their driver, which
            -- carries them out itself (it needs the message a post made); a table's rows
            -- and notices have none (NULL) and go by their channel (see store/outbox.rs).
            ALTER TABLE outbox ADD COLUMN owner TEXT;
            CREATE INDEX outbox_by_owner ON outbox (owner, id);
        ",
    },
    Migration {
        version: 17,
        name: "the secrets the bot signs with",
        sql: "
            -- The key a player's link to their game's page is signed with, made once by
            -- whichever process needs it first and shared by all of them.
            CREATE TABLE web_secrets (
                name    TEXT PRIMARY KEY,
                secret  TEXT NOT NULL
            );
        ",
    },
    Migration {
        version: 18,
        name: "moves relayed to the process that drives their table",
        sql: "
            -- A move sent from a page served by a process that does not drive the game
            -- waits here for the process that does: it claims the row (claimed_at), plays
            -- the move and writes what the table answered (store/relay.rs).
            CREATE TABLE relayed_inputs (
                id          INTEGER PRIMARY KEY AUTOINCREMENT,
                place       INTEGER NOT NULL,
                guild_id    INTEGER,
                input_json  TEXT NOT NULL CHECK (json_valid(input_json)),
                created_at  INTEGER NOT NULL,
                claimed_at  INTEGER,
                answer_json TEXT CHECK (answer_json IS NULL OR json_valid(answer_json))
            );
            CREATE INDEX relayed_inputs_waiting ON relayed_inputs (claimed_at, created_at);
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
pub async fn migrate(pool: &AnyPool, backend: Backend) -> Result<u32, StoreError> {
    migrate_with(pool, backend, MIGRATIONS).await
}

/// Whose a database is, read without writing anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ownership {
    /// No tables at all: a new or empty database, ours to set up.
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
/// a SQLite database fails here. In Postgres, the tables of the connection's current schema
/// count (`search_path`), so one server can hold plansza beside other programs.
pub async fn ownership(pool: &AnyPool, backend: Backend) -> Result<Ownership, sqlx::Error> {
    let (tables, ledger) = match backend {
        Backend::Sqlite => (
            "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'",
            "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'",
        ),
        Backend::Postgres => (
            "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema()",
            "SELECT COUNT(*) FROM information_schema.tables
             WHERE table_schema = current_schema() AND table_name = 'schema_migrations'",
        ),
    };
    let tables: i64 = sqlx::query(tables).fetch_one(pool).await?.try_get(0)?;
    if tables == 0 {
        return Ok(Ownership::Empty);
    }
    let ledger: i64 = sqlx::query(ledger).fetch_one(pool).await?.try_get(0)?;
    if ledger == 0 {
        return Ok(Ownership::Foreign);
    }
    let version: Option<i64> = sqlx::query("SELECT MAX(version) FROM schema_migrations")
        .fetch_one(pool)
        .await?
        .try_get(0)?;
    Ok(Ownership::Ours {
        version: version_of(version),
    })
}

fn version_of(recorded: Option<i64>) -> u32 {
    recorded
        .and_then(|version| u32::try_from(version).ok())
        .unwrap_or(0)
}

/// The schema version recorded in the database (0 for a fresh one).
pub async fn current_version(pool: &AnyPool, backend: Backend) -> Result<u32, StoreError> {
    ensure_ledger(pool, backend).await?;
    let version: Option<i64> = sqlx::query("SELECT MAX(version) FROM schema_migrations")
        .fetch_one(pool)
        .await
        .and_then(|row| row.try_get(0))
        .map_err(StoreError::query("read the schema version"))?;
    Ok(version_of(version))
}

/// The key of the Postgres advisory lock that migrations hold ("plansza" in ASCII).
const MIGRATION_LOCK: i64 = 0x0070_6c61_6e73_7a61;

async fn ensure_ledger(pool: &AnyPool, backend: Backend) -> Result<(), StoreError> {
    let failed = |source| StoreError::Migration {
        version: 0,
        name: "migration ledger",
        source,
    };
    let mut tx = backend.begin_write(pool).await.map_err(failed)?;
    backend.lock_migrations(&mut tx).await.map_err(failed)?;
    let ledger = backend.schema_sql(
        "CREATE TABLE IF NOT EXISTS schema_migrations (
            version     INTEGER PRIMARY KEY,
            name        TEXT NOT NULL,
            applied_at  INTEGER NOT NULL DEFAULT (unixepoch())
        );",
    );
    sqlx::raw_sql(&ledger)
        .execute(&mut *tx)
        .await
        .map_err(failed)?;
    tx.commit().await.map_err(failed)
}

impl Backend {
    /// In a migration's transaction: wait for any other process's migration to finish (a
    /// transaction-scoped advisory lock in Postgres; SQLite's `BEGIN IMMEDIATE` already
    /// holds the write lock).
    async fn lock_migrations(
        self,
        tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    ) -> Result<(), sqlx::Error> {
        if self == Backend::Postgres {
            sqlx::query("SELECT CAST(pg_advisory_xact_lock($1) AS TEXT)")
                .bind(MIGRATION_LOCK)
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
    }
}

/// Runs every step of `steps` newer than the database, each in its own transaction.
/// The transaction takes the write lock (or, in Postgres, the migration lock) first and
/// checks the ledger again, so two processes starting at once never run a step twice.
pub(crate) async fn migrate_with(
    pool: &AnyPool,
    backend: Backend,
    steps: &[Migration],
) -> Result<u32, StoreError> {
    let found = current_version(pool, backend).await?;
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
        let mut tx = backend.begin_write(pool).await.map_err(failed)?;
        backend.lock_migrations(&mut tx).await.map_err(failed)?;
        let already: i64 = sqlx::query("SELECT COUNT(*) FROM schema_migrations WHERE version = $1")
            .bind(i64::from(step.version))
            .fetch_one(&mut *tx)
            .await
            .and_then(|row| row.try_get(0))
            .map_err(failed)?;
        if already > 0 {
            continue;
        }
        sqlx::raw_sql(&backend.schema_sql(step.sql))
            .execute(&mut *tx)
            .await
            .map_err(failed)?;
        sqlx::query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)")
            .bind(i64::from(step.version))
            .bind(step.name)
            .execute(&mut *tx)
            .await
            .map_err(failed)?;
        tx.commit().await.map_err(failed)?;
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
    use crate::store::testing::{self, TestResult};

    #[test]
    fn versions_count_up_from_one_without_gaps() {
        for (index, step) in MIGRATIONS.iter().enumerate() {
            assert_eq!(step.version as usize, index + 1, "step {:?}", step.name);
        }
        assert_eq!(latest_version() as usize, MIGRATIONS.len());
    }

    #[test]
    fn every_step_reads_as_postgres_without_sqlite_words() {
        for step in MIGRATIONS {
            let sql = Backend::Postgres.schema_sql(step.sql);
            for word in [
                "AUTOINCREMENT",
                "unixepoch",
                "WITHOUT ROWID",
                "json_valid",
                "INTEGER",
            ] {
                assert!(
                    !sql.contains(word),
                    "step {} keeps {word}: {sql}",
                    step.version
                );
            }
            assert_eq!(
                Backend::Sqlite.schema_sql(step.sql),
                step.sql,
                "SQLite runs steps as written"
            );
        }
    }

    #[tokio::test]
    async fn migrating_twice_changes_nothing() -> TestResult {
        for (backend, pool) in testing::bare_pools().await? {
            assert_eq!(migrate(&pool, backend).await?, latest_version());
            assert_eq!(migrate(&pool, backend).await?, latest_version());
            let rows: i64 = sqlx::query("SELECT COUNT(*) FROM schema_migrations")
                .fetch_one(&pool)
                .await?
                .try_get(0)?;
            assert_eq!(rows as usize, MIGRATIONS.len(), "{backend:?}");
        }
        Ok(())
    }

    #[tokio::test]
    async fn an_appended_step_runs_on_an_old_database_and_keeps_its_rows() -> TestResult {
        for (backend, pool) in testing::bare_pools().await? {
            migrate_with(&pool, backend, &MIGRATIONS[..1]).await?;
            assert_eq!(current_version(&pool, backend).await?, 1);
            sqlx::query("INSERT INTO active_tables (channel_id, state_json) VALUES (7, '{}')")
                .execute(&pool)
                .await?;

            let mut later: Vec<Migration> = MIGRATIONS.to_vec();
            later.push(Migration {
                version: latest_version() + 1,
                name: "a later issue",
                sql: "ALTER TABLE active_tables ADD COLUMN note TEXT NOT NULL DEFAULT 'kept';",
            });
            assert_eq!(
                migrate_with(&pool, backend, &later).await?,
                latest_version() + 1
            );
            let note: String = sqlx::query("SELECT note FROM active_tables WHERE channel_id = 7")
                .fetch_one(&pool)
                .await?
                .try_get(0)?;
            assert_eq!(note, "kept", "{backend:?}");
        }
        Ok(())
    }

    #[tokio::test]
    async fn a_failing_step_is_rolled_back_and_named() -> TestResult {
        for (backend, pool) in testing::bare_pools().await? {
            let mut steps: Vec<Migration> = MIGRATIONS.to_vec();
            steps.push(Migration {
                version: latest_version() + 1,
                name: "broken",
                sql: "CREATE TABLE half_done (x INTEGER); THIS IS NOT SQL;",
            });
            let err = migrate_with(&pool, backend, &steps).await.err();
            assert!(
                matches!(err, Some(StoreError::Migration { name: "broken", .. })),
                "{backend:?}: {err:?}"
            );
            assert_eq!(current_version(&pool, backend).await?, latest_version());
            let leftovers = sqlx::query("SELECT COUNT(*) FROM half_done")
                .fetch_one(&pool)
                .await;
            assert!(leftovers.is_err(), "{backend:?}: half_done was left behind");
        }
        Ok(())
    }

    #[tokio::test]
    async fn a_newer_database_is_refused() -> TestResult {
        for (backend, pool) in testing::bare_pools().await? {
            migrate(&pool, backend).await?;
            sqlx::query(
                "INSERT INTO schema_migrations (version, name) VALUES ($1, 'from the future')",
            )
            .bind(i64::from(latest_version() + 5))
            .execute(&pool)
            .await?;
            let err = migrate(&pool, backend).await.err();
            assert!(
                matches!(err, Some(StoreError::TooNew { .. })),
                "{backend:?}: {err:?}"
            );
        }
        Ok(())
    }
}
