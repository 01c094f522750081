//! Tests of the store against real files: creation, reopening, old and corrupt databases.

use rusqlite::Connection;
use tempfile::TempDir;

use super::migrations::{self, MIGRATIONS};
use super::{Scope, Store, StoreError};

/// What a test returns: any error fails it, with its message.
type TestResult = Result<(), Box<dyn std::error::Error>>;

fn temp() -> std::io::Result<TempDir> {
    tempfile::tempdir()
}

#[test]
fn first_open_creates_the_file_and_its_folders_in_wal_mode() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("deep/er/plansza.db");
    let store = Store::open(&format!("sqlite://{}", path.display()))?;
    assert!(path.is_file());
    let mode: String = store
        .conn
        .query_row("PRAGMA journal_mode", [], |row| row.get(0))
        .map_err(StoreError::query("read journal mode"))?;
    assert_eq!(mode, "wal");
    Ok(())
}

#[test]
fn everything_survives_a_reopen() -> TestResult {
    let dir = temp()?;
    let url = format!("sqlite:{}", dir.path().join("p.db").display());
    {
        let mut store = Store::open(&url)?;
        assert_eq!(store.next_game_id()?, 1);
        assert_eq!(store.next_game_id()?, 2);
        store.save_table(11, Some(22), r#"{"board":[]}"#)?;
        store.set_setting(Scope::Channel(11), "lang", "pl")?;
        store.record_game(11, Some(22), "literaki", "{}", 5)?;
    }
    let mut store = Store::open(&url)?;
    assert_eq!(store.next_game_id()?, 3);
    assert_eq!(
        store.load_tables()?,
        vec![(11, Some(22), r#"{"board":[]}"#.to_owned())]
    );
    assert_eq!(
        store.get_setting(Scope::Channel(11), "lang")?.as_deref(),
        Some("pl")
    );
    assert_eq!(store.finished_games(11, 5)?.len(), 1);
    Ok(())
}

#[test]
fn opening_twice_migrates_once() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("p.db");
    let url = path.display().to_string();
    drop(Store::open(&url)?);
    let store = Store::open(&url)?;
    assert_eq!(store.schema_version()?, migrations::latest_version());
    let steps: u32 = store
        .conn
        .query_row("SELECT COUNT(*) FROM schema_migrations", [], |row| {
            row.get(0)
        })
        .map_err(StoreError::query("count steps"))?;
    assert_eq!(steps as usize, MIGRATIONS.len());
    Ok(())
}

#[test]
fn an_old_version_database_is_migrated_and_keeps_its_data() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("old.db");
    {
        // A database as the first release left it: only step 1, with a table in play.
        let mut conn = Connection::open(&path).map_err(StoreError::query("create old db"))?;
        migrations::migrate_with(&mut conn, &MIGRATIONS[..1])?;
        conn.execute(
            "INSERT INTO active_tables (channel_id, guild_id, state_json) VALUES (1, 2, '[1]')",
            [],
        )
        .map_err(StoreError::query("fill old db"))?;
    }
    let mut store = Store::open(&path.display().to_string())?;
    assert_eq!(store.schema_version()?, migrations::latest_version());
    assert_eq!(store.load_tables()?, vec![(1, Some(2), "[1]".to_owned())]);
    store.set_setting(Scope::Guild(2), "variant", "literaki")?;
    assert_eq!(store.next_game_id()?, 1);
    Ok(())
}

#[test]
fn a_corrupt_file_is_an_error_that_names_it() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("corrupt.db");
    let junk: Vec<u8> = (0..8192u32).map(|i| (i * 37 % 251) as u8).collect();
    std::fs::write(&path, junk)?;
    match Store::open(&path.display().to_string()) {
        Err(err @ StoreError::Open { .. }) => {
            let message = err.to_string();
            assert!(
                message.starts_with("cannot open the database at "),
                "{message}"
            );
            assert!(message.contains("corrupt.db"), "{message}");
        }
        other => panic!("expected an open error, got {other:?}"),
    }
    Ok(())
}

#[test]
fn a_folder_in_place_of_the_file_is_an_error() -> TestResult {
    let dir = temp()?;
    let err = Store::open(&dir.path().display().to_string()).err();
    assert!(matches!(err, Some(StoreError::Open { .. })), "{err:?}");
    Ok(())
}

#[test]
fn a_file_in_place_of_the_folder_is_an_error() -> TestResult {
    let dir = temp()?;
    let blocker = dir.path().join("blocker");
    std::fs::write(&blocker, b"x")?;
    let err = Store::open(&blocker.join("p.db").display().to_string()).err();
    assert!(matches!(err, Some(StoreError::CreateDir { .. })), "{err:?}");
    Ok(())
}

#[test]
fn a_damaged_database_is_an_error_not_a_panic() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("damaged.db");
    let url = path.display().to_string();
    {
        let mut store = Store::open(&url)?;
        store.save_table(1, None, "{}")?;
        store
            .conn
            .pragma_update(None, "journal_mode", "DELETE")
            .map_err(StoreError::query("leave WAL"))?;
    }
    let mut bytes = std::fs::read(&path)?;
    assert!(bytes.len() > 200);
    for byte in bytes.iter_mut().skip(100) {
        *byte = 0xA5;
    }
    std::fs::write(&path, bytes)?;
    let opened = Store::open(&url);
    let outcome = opened.and_then(|store| store.load_tables());
    assert!(outcome.is_err(), "{outcome:?}");
    Ok(())
}

#[test]
fn several_stores_on_one_file_start_together_and_share_game_ids() -> TestResult {
    let dir = temp()?;
    let url = dir.path().join("shared.db").display().to_string();
    let starters: Vec<_> = (0..4)
        .map(|_| {
            let url = url.clone();
            std::thread::spawn(move || Store::open(&url).and_then(|mut s| s.next_game_id()))
        })
        .collect();
    let mut ids = Vec::new();
    for starter in starters {
        match starter.join() {
            Ok(id) => ids.push(id?),
            Err(_) => return Err("a thread opening the store panicked".into()),
        }
    }
    ids.sort_unstable();
    assert_eq!(ids, vec![1, 2, 3, 4]);
    let store = Store::open(&url)?;
    assert_eq!(store.schema_version()?, migrations::latest_version());
    Ok(())
}

/// The bytes of a database file and of its journal files, to show nothing was changed.
fn snapshot(path: &std::path::Path) -> std::io::Result<Vec<(String, Vec<u8>)>> {
    let mut files = Vec::new();
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let p = std::path::PathBuf::from(format!("{}{suffix}", path.display()));
        if p.exists() {
            files.push((suffix.to_string(), std::fs::read(&p)?));
        }
    }
    Ok(files)
}

/// Issue: WAL mode was switched on before the schema version was checked, so a database from
/// a newer plansza was modified although refused. It is refused now with nothing changed.
#[test]
fn a_newer_database_is_refused_untouched() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("newer.db");
    {
        let mut conn = Connection::open(&path).map_err(StoreError::query("create"))?;
        migrations::migrate(&mut conn)?;
        conn.execute(
            "INSERT INTO schema_migrations (version, name) VALUES (?1, 'from the future')",
            [migrations::latest_version() + 3],
        )
        .map_err(StoreError::query("insert"))?;
    }
    let before = snapshot(&path)?;
    let err = Store::open(&path.display().to_string()).err();
    assert!(matches!(err, Some(StoreError::TooNew { .. })), "{err:?}");
    assert_eq!(snapshot(&path)?, before, "the file was changed");
    Ok(())
}

/// Issue: an unrelated SQLite file silently got plansza's tables. It is refused, unchanged.
#[test]
fn another_programs_database_is_refused_untouched() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("other.db");
    {
        let conn = Connection::open(&path).map_err(StoreError::query("create"))?;
        conn.execute_batch(
            "CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO photos (name) VALUES ('cat');",
        )
        .map_err(StoreError::query("fill"))?;
    }
    let before = snapshot(&path)?;
    match Store::open(&path.display().to_string()) {
        Err(err @ StoreError::NotOurs { .. }) => {
            assert!(err.to_string().contains("other.db"), "{err}");
        }
        other => panic!("expected NotOurs, got {other:?}"),
    }
    assert_eq!(snapshot(&path)?, before, "the file was changed");
    Ok(())
}

/// An empty file (touched by hand, or made by a deploy script) is ours to set up.
#[test]
fn an_empty_file_is_set_up() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("empty.db");
    std::fs::write(&path, b"")?;
    let store = Store::open(&path.display().to_string())?;
    assert_eq!(store.schema_version()?, migrations::latest_version());
    Ok(())
}
