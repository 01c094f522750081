//! What can go wrong with the database, in words a person can act on.

use std::path::PathBuf;

/// An error from the [`Store`](super::Store).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// `DATABASE_URL` names neither a SQLite file nor a Postgres server.
    #[error(
        "DATABASE_URL {0:?} is not a database address plansza knows: use sqlite://plansza.db, sqlite:plansza.db, a plain file path, or postgres://user:password@host/database"
    )]
    BadUrl(String),
    /// The folder that should hold the database file could not be created.
    #[error("cannot create the folder {path} for the database: {source}")]
    CreateDir {
        /// The folder we tried to create.
        path: PathBuf,
        /// Why the file system refused.
        #[source]
        source: std::io::Error,
    },
    /// The database could not be opened (or reached), or the file is not a SQLite database.
    #[error("cannot open the database at {place}: {source}")]
    Open {
        /// The file or the server (its address without the password).
        place: String,
        /// What the database said.
        #[source]
        source: sqlx::Error,
    },
    /// The lock file beside a SQLite database (one process per file) cannot be opened.
    #[error("cannot open the lock file {path} beside the database: {source}")]
    LockFile {
        /// The lock file.
        path: PathBuf,
        /// Why the file system refused.
        #[source]
        source: std::io::Error,
    },
    /// Other processes on this Postgres database run with another total shard count: two
    /// layouts would give one server to two processes.
    #[error(
        "other plansza processes on this database run with PLANSZA_SHARDS={running}, this one \
         with {ours}: every process must have the same total (stop them all to change it)"
    )]
    ShardLayout {
        /// The total the running processes have.
        running: u32,
        /// This process's total.
        ours: u32,
    },
    /// Another process took a shard this process held (it stalled past its lease, or its
    /// lease connection broke): the write was refused, and this process must stop driving
    /// the shard's games (see [`super::fence`]).
    #[error(
        "this process no longer holds the lease of shard {shard}: another process drives its \
         games now, so nothing of them is written here (stopping)"
    )]
    LeaseLost {
        /// The shard whose lease went.
        shard: u32,
    },
    /// A write of a game, a tournament or a puzzle of a server on a shard this process does
    /// not run: refused (only the shard's process writes them).
    #[error(
        "shard {shard} is not one of this process's ({shards}): its games are not written here"
    )]
    NotOurShard {
        /// The shard the row belongs to.
        shard: u32,
        /// The shards this process runs, as [`crate::shards::Shards`] shows them.
        shards: String,
    },
    /// The connection that holds the shards' leases did not answer in time: the leases may
    /// go to another process soon, so this one stops.
    #[error("the database did not answer the lease check within {secs} s: stopping before the leases go")]
    LeaseUnanswered {
        /// How long it was given.
        secs: u64,
    },
    /// A copy's target already holds data (a copy goes into an empty database only).
    #[error("the target database is not empty ({table} has {rows} rows): copy into a new one")]
    CopyTargetNotEmpty {
        /// A table that holds rows.
        table: String,
        /// How many.
        rows: u64,
    },
    /// The two ends of a copy have different tables (one is not plansza's, or not this
    /// version's).
    #[error("the two databases have different tables (from: {ours}; to: {theirs})")]
    CopyMismatch {
        /// The source's data tables.
        ours: String,
        /// The target's.
        theirs: String,
    },
    /// Another process uses a database that must be left alone (a copy's two ends).
    #[error("a plansza process is using {place}: stop it first")]
    InUse {
        /// The database, as [`super::Location::describe`] says it.
        place: String,
    },
    /// One schema migration step failed; the database is left at the step before it.
    #[error("cannot upgrade the database schema (step {version}, {name}): {source}")]
    Migration {
        /// The number of the step that failed.
        version: u32,
        /// Its short name.
        name: &'static str,
        /// What the database said.
        #[source]
        source: sqlx::Error,
    },
    /// The database was written by a newer plansza than this one.
    #[error(
        "the database is at schema version {found}, but this plansza knows only up to {known}: run a newer plansza (nothing was changed)"
    )]
    TooNew {
        /// The version recorded in the database.
        found: u32,
        /// The newest version this build knows.
        known: u32,
    },
    /// The database belongs to something else (it has tables, none of them plansza's
    /// ledger): it is left as it is.
    #[error(
        "{place} is a database of another program (it has tables but no plansza schema): point DATABASE_URL at plansza's own database or a new one; nothing was changed"
    )]
    NotOurs {
        /// The file or the server.
        place: String,
    },
    /// A stored setting does not have the expected form.
    #[error("the setting {key:?} of {scope} is {value:?}, which is not a valid value")]
    BadSetting {
        /// Whose setting.
        scope: super::Scope,
        /// Its key.
        key: String,
        /// What is stored.
        value: String,
    },
    /// A write of SQLite's writer (table saves, on its own connection) failed.
    #[error("cannot {action}: {source}")]
    Write {
        /// What we were doing, e.g. "save the table for channel 42".
        action: String,
        /// What SQLite said.
        #[source]
        source: rusqlite::Error,
    },
    /// SQLite's writer stopped (its thread ended) with a change in hand: whether it was
    /// saved is not known, and it is reported as not.
    #[error("the store's writer stopped before it said whether the change was saved")]
    WriterStopped,
    /// A read or a write failed.
    #[error("cannot {action}: {source}")]
    Query {
        /// What we were doing, e.g. "save the table for channel 42".
        action: String,
        /// What the database said.
        #[source]
        source: sqlx::Error,
    },
}

impl StoreError {
    /// Wraps a database error with a description of what we were doing.
    pub(crate) fn query(action: impl Into<String>) -> impl FnOnce(sqlx::Error) -> StoreError {
        let action = action.into();
        move |source| StoreError::Query { action, source }
    }
}
