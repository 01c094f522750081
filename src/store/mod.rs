//! Persistence: SQLite by default. Owns the schema and its migrations.
//!
//! [`Store`] is a plain synchronous struct over one SQLite connection (it is `Send`, so the
//! async driver can keep it in a `Mutex` or move it into `spawn_blocking`). It keeps:
//! - active tables, one JSON state per channel, for restarts ([`Store::save_table`],
//!   [`Store::load_tables`], [`Store::delete_table`]);
//! - finished games ([`Store::record_game`]);
//! - settings per guild or channel ([`Store::set_setting`], [`Store::get_setting`]);
//! - a monotonically increasing game id ([`Store::next_game_id`]).
//!
//! ```
//! use plansza::store::{Scope, Store};
//!
//! # fn main() -> Result<(), plansza::store::StoreError> {
//! let mut store = Store::open(":memory:")?;
//! store.save_table(42, Some(7), r#"{"move":1}"#)?;
//! assert_eq!(store.load_tables()?.len(), 1);
//! store.set_setting(Scope::Guild(7), "variant", "literaki")?;
//! assert_eq!(store.get_setting(Scope::Guild(7), "variant")?.as_deref(), Some("literaki"));
//! assert_eq!(store.next_game_id()?, 1);
//! # Ok(())
//! # }
//! ```

mod accounts;
mod error;
#[cfg(test)]
mod file_tests;
mod games;
mod location;
pub mod migrations;
mod outbox;
mod settings;
mod tables;

use std::time::Duration;

use rusqlite::Connection;

pub use accounts::{Account, AccountChange, Archive, Played, Suggested, Suggestion};
pub use error::StoreError;
pub use games::FinishedGame;
pub use location::Location;
pub use outbox::{OutboxChange, OwedRow};
pub use settings::Scope;
pub use tables::SavedTable;

// The async driver moves the store between threads; keep that possible.
const _: fn() = || {
    fn must_be_send<T: Send>() {}
    must_be_send::<Store>();
};

/// How long a write waits for another connection's lock before giving up.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The bot's database: one SQLite connection with the schema brought up to date.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    location: Location,
}

impl Store {
    /// Opens (creating on first run, parent folders too) the database named by a
    /// `DATABASE_URL`-style address (see [`Location::parse`]). Before anything is written it
    /// checks that the file is ours: new or empty, or with plansza's schema ledger at a
    /// version this build knows; a newer plansza's database ([`StoreError::TooNew`]) and
    /// another program's ([`StoreError::NotOurs`]) are refused unchanged. Then it switches to
    /// WAL mode, sets a busy timeout and runs any pending schema migrations.
    pub fn open(url_or_path: &str) -> Result<Store, StoreError> {
        Store::open_at(Location::parse(url_or_path)?)
    }

    /// Like [`Store::open`], for an already parsed [`Location`].
    pub fn open_at(location: Location) -> Result<Store, StoreError> {
        let open_failed = |source| StoreError::Open {
            path: location.display_path().to_path_buf(),
            source,
        };
        let mut conn = match &location {
            Location::Memory => Connection::open_in_memory().map_err(open_failed)?,
            Location::File(path) => {
                if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
                    std::fs::create_dir_all(parent).map_err(|source| StoreError::CreateDir {
                        path: parent.to_path_buf(),
                        source,
                    })?;
                }
                Connection::open(path).map_err(open_failed)?
            }
        };
        conn.busy_timeout(BUSY_TIMEOUT).map_err(open_failed)?;
        // Read before writing anything: a file that is not a database fails here, and a
        // database that is not ours, or from a newer plansza, is refused untouched.
        match migrations::ownership(&conn).map_err(open_failed)? {
            migrations::Ownership::Ours { version } if version > migrations::latest_version() => {
                return Err(StoreError::TooNew {
                    found: version,
                    known: migrations::latest_version(),
                })
            }
            migrations::Ownership::Ours { .. } | migrations::Ownership::Empty => {}
            migrations::Ownership::Foreign => {
                return Err(StoreError::NotOurs {
                    path: location.display_path().to_path_buf(),
                })
            }
        }
        let _mode: String = conn
            .pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0))
            .map_err(open_failed)?;
        conn.pragma_update(None, "synchronous", "NORMAL")
            .map_err(open_failed)?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(open_failed)?;
        migrations::migrate(&mut conn)?;
        Ok(Store { conn, location })
    }

    /// Where this store lives.
    pub fn location(&self) -> &Location {
        &self.location
    }

    /// The schema version of the open database.
    pub fn schema_version(&self) -> Result<u32, StoreError> {
        migrations::current_version(&self.conn)
    }
}

/// Discord ids are `u64`; SQLite integers are `i64`. The bits are kept as they are, so
/// every `u64` comes back unchanged.
fn id_to_sql(id: u64) -> i64 {
    i64::from_ne_bytes(id.to_ne_bytes())
}

/// The inverse of [`id_to_sql`].
fn id_from_sql(value: i64) -> u64 {
    u64::from_ne_bytes(value.to_ne_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_store_can_move_to_another_thread() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        store.next_game_id()?;
        let worker = std::thread::spawn(move || store.next_game_id());
        let joined = worker.join();
        assert!(matches!(joined, Ok(Ok(2))), "{joined:?}");
        Ok(())
    }

    #[test]
    fn ids_survive_the_trip_through_sqlite_integers() {
        for id in [0, 1, 1_234_567_890_123_456_789, i64::MAX as u64, u64::MAX] {
            assert_eq!(id_from_sql(id_to_sql(id)), id);
        }
    }

    #[test]
    fn a_fresh_store_is_at_the_latest_schema() -> Result<(), StoreError> {
        let store = Store::open(":memory:")?;
        assert_eq!(store.schema_version()?, migrations::latest_version());
        Ok(())
    }
}
