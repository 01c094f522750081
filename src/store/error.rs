//! What can go wrong with the database, in words a person can act on.

use std::path::PathBuf;

/// An error from the [`Store`](super::Store).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// `DATABASE_URL` names something other than a SQLite file.
    #[error(
        "DATABASE_URL {0:?} is not a SQLite address: use sqlite://plansza.db, sqlite:plansza.db or a plain file path"
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
    /// The database file could not be opened or is not a SQLite database.
    #[error("cannot open the database at {path}: {source}")]
    Open {
        /// The file we tried to open.
        path: PathBuf,
        /// What SQLite said.
        #[source]
        source: rusqlite::Error,
    },
    /// One schema migration step failed; the database is left at the step before it.
    #[error("cannot upgrade the database schema (step {version}, {name}): {source}")]
    Migration {
        /// The number of the step that failed.
        version: u32,
        /// Its short name.
        name: &'static str,
        /// What SQLite said.
        #[source]
        source: rusqlite::Error,
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
    /// The file is a SQLite database of something else (it has tables, none of them
    /// plansza's ledger): it is left as it is.
    #[error(
        "{path} is a SQLite database of another program (it has tables but no plansza schema): point DATABASE_URL at plansza's own file or a new one; nothing was changed"
    )]
    NotOurs {
        /// The file.
        path: PathBuf,
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
    /// A read or a write failed.
    #[error("cannot {action}: {source}")]
    Query {
        /// What we were doing, e.g. "save the table for channel 42".
        action: String,
        /// What SQLite said.
        #[source]
        source: rusqlite::Error,
    },
}

impl StoreError {
    /// Wraps a SQLite error with a description of what we were doing.
    pub(crate) fn query(action: impl Into<String>) -> impl FnOnce(rusqlite::Error) -> StoreError {
        let action = action.into();
        move |source| StoreError::Query { action, source }
    }
}
