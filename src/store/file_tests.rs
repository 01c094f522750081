//! Tests of the store against real files: creation, reopening, old and corrupt databases.

use rusqlite::Connection;
use sqlx::Row;
use tempfile::TempDir;

use super::migrations::{self, MIGRATIONS};
use super::testing::{self, TestResult};
use super::{Location, Scope, Store, StoreError};

fn temp() -> std::io::Result<TempDir> {
    tempfile::tempdir()
}

#[tokio::test]
async fn first_open_creates_the_file_and_its_folders_in_wal_mode() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("deep/er/plansza.db");
    let store = Store::open(&format!("sqlite://{}", path.display())).await?;
    assert!(path.is_file());
    let mode: String = sqlx::query("PRAGMA journal_mode")
        .fetch_one(&store.pool)
        .await?
        .try_get(0)?;
    assert_eq!(mode, "wal");
    Ok(())
}

#[tokio::test]
async fn everything_survives_a_reopen() -> TestResult {
    let dir = temp()?;
    let url = format!("sqlite:{}", dir.path().join("p.db").display());
    {
        let store = Store::open(&url).await?;
        assert_eq!(store.next_game_id().await?, 1);
        assert_eq!(store.next_game_id().await?, 2);
        store.save_table(11, Some(22), r#"{"board":[]}"#).await?;
        store.set_setting(Scope::Channel(11), "lang", "pl").await?;
        store.record_game(11, Some(22), "literaki", "{}", 5).await?;
    }
    let store = Store::open(&url).await?;
    assert_eq!(store.next_game_id().await?, 3);
    assert_eq!(
        store.load_tables().await?,
        vec![(11, Some(22), r#"{"board":[]}"#.to_owned())]
    );
    assert_eq!(
        store
            .get_setting(Scope::Channel(11), "lang")
            .await?
            .as_deref(),
        Some("pl")
    );
    assert_eq!(store.finished_games(11, 5).await?.len(), 1);
    Ok(())
}

#[tokio::test]
async fn opening_twice_migrates_once() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("p.db");
    let url = path.display().to_string();
    Store::open(&url).await?.close().await;
    let store = Store::open(&url).await?;
    assert_eq!(store.schema_version().await?, migrations::latest_version());
    let steps: i64 = sqlx::query("SELECT COUNT(*) FROM schema_migrations")
        .fetch_one(&store.pool)
        .await?
        .try_get(0)?;
    assert_eq!(steps as usize, MIGRATIONS.len());
    Ok(())
}

#[tokio::test]
async fn an_old_version_database_is_migrated_and_keeps_its_data() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("old.db");
    {
        // A database as the first release left it: only step 1, with a table in play.
        let (backend, pool) = testing::bare_pool(&Location::File(path.clone())).await?;
        migrations::migrate_with(&pool, backend, &MIGRATIONS[..1]).await?;
        sqlx::query(
            "INSERT INTO active_tables (channel_id, guild_id, state_json) VALUES (1, 2, '[1]')",
        )
        .execute(&pool)
        .await?;
        pool.close().await;
    }
    let store = Store::open(&path.display().to_string()).await?;
    assert_eq!(store.schema_version().await?, migrations::latest_version());
    assert_eq!(
        store.load_tables().await?,
        vec![(1, Some(2), "[1]".to_owned())]
    );
    store
        .set_setting(Scope::Guild(2), "variant", "literaki")
        .await?;
    assert_eq!(store.next_game_id().await?, 1);
    Ok(())
}

#[tokio::test]
async fn a_corrupt_file_is_an_error_that_names_it() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("corrupt.db");
    let junk: Vec<u8> = (0..8192u32).map(|i| (i * 37 % 251) as u8).collect();
    std::fs::write(&path, junk)?;
    match Store::open(&path.display().to_string()).await {
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

#[tokio::test]
async fn a_folder_in_place_of_the_file_is_an_error() -> TestResult {
    let dir = temp()?;
    let err = Store::open(&dir.path().display().to_string()).await.err();
    assert!(matches!(err, Some(StoreError::Open { .. })), "{err:?}");
    Ok(())
}

#[tokio::test]
async fn a_file_in_place_of_the_folder_is_an_error() -> TestResult {
    let dir = temp()?;
    let blocker = dir.path().join("blocker");
    std::fs::write(&blocker, b"x")?;
    let err = Store::open(&blocker.join("p.db").display().to_string())
        .await
        .err();
    assert!(matches!(err, Some(StoreError::CreateDir { .. })), "{err:?}");
    Ok(())
}

#[tokio::test]
async fn a_damaged_database_is_an_error_not_a_panic() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("damaged.db");
    let url = path.display().to_string();
    {
        let store = Store::open(&url).await?;
        store.save_table(1, None, "{}").await?;
        store.close().await;
        // Out of WAL mode once closed (not beside the store's checkpoint after the save):
        // everything in the one file.
        let mode: String =
            Connection::open(&path)?
                .query_row("PRAGMA journal_mode = DELETE", [], |row| row.get(0))?;
        assert_eq!(mode, "delete");
    }
    let mut bytes = std::fs::read(&path)?;
    assert!(bytes.len() > 200);
    for byte in bytes.iter_mut().skip(100) {
        *byte = 0xA5;
    }
    std::fs::write(&path, bytes)?;
    let outcome = match Store::open(&url).await {
        Ok(store) => store.load_tables().await,
        Err(err) => Err(err),
    };
    assert!(outcome.is_err(), "{outcome:?}");
    Ok(())
}

#[tokio::test]
async fn several_stores_on_one_file_start_together_and_share_game_ids() -> TestResult {
    let dir = temp()?;
    let url = dir.path().join("shared.db").display().to_string();
    // Each on its own thread and runtime, as separate processes would be.
    let starters: Vec<_> = (0..4)
        .map(|_| {
            let url = url.clone();
            std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .map_err(|err| err.to_string())?;
                runtime
                    .block_on(async {
                        let store = Store::open(&url).await?;
                        let id = store.next_game_id().await;
                        store.close().await;
                        id
                    })
                    .map_err(|err| err.to_string())
            })
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
    let store = Store::open(&url).await?;
    assert_eq!(store.schema_version().await?, migrations::latest_version());
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
#[tokio::test]
async fn a_newer_database_is_refused_untouched() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("newer.db");
    {
        let store = Store::open(&path.display().to_string()).await?;
        sqlx::query("INSERT INTO schema_migrations (version, name) VALUES ($1, 'from the future')")
            .bind(i64::from(migrations::latest_version() + 3))
            .execute(&store.pool)
            .await?;
        store.close().await;
        // Out of WAL mode once closed (switching needs the file to itself, and an open
        // store's writer holds connections of its own): everything in the one file.
        let mode: String =
            Connection::open(&path)?
                .query_row("PRAGMA journal_mode = DELETE", [], |row| row.get(0))?;
        assert_eq!(mode, "delete");
    }
    let before = snapshot(&path)?;
    let err = Store::open(&path.display().to_string()).await.err();
    assert!(matches!(err, Some(StoreError::TooNew { .. })), "{err:?}");
    assert_eq!(snapshot(&path)?, before, "the file was changed");
    Ok(())
}

/// Issue: an unrelated SQLite file silently got plansza's tables. It is refused, unchanged.
#[tokio::test]
async fn another_programs_database_is_refused_untouched() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("other.db");
    {
        let conn = Connection::open(&path)?;
        conn.execute_batch(
            "CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO photos (name) VALUES ('cat');",
        )?;
    }
    let before = snapshot(&path)?;
    match Store::open(&path.display().to_string()).await {
        Err(err @ StoreError::NotOurs { .. }) => {
            assert!(err.to_string().contains("other.db"), "{err}");
        }
        other => panic!("expected NotOurs, got {other:?}"),
    }
    assert_eq!(snapshot(&path)?, before, "the file was changed");
    Ok(())
}

/// An empty file (touched by hand, or made by a deploy script) is ours to set up.
#[tokio::test]
async fn an_empty_file_is_set_up() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("empty.db");
    std::fs::write(&path, b"")?;
    let store = Store::open(&path.display().to_string()).await?;
    assert_eq!(store.schema_version().await?, migrations::latest_version());
    Ok(())
}

/// WAL lets readers read beside the writer: a table is read (as last committed) while a
/// write holds the one connection that writes, not after it.
#[tokio::test]
async fn a_read_is_served_while_a_write_holds_the_writer() -> TestResult {
    let dir = temp()?;
    let store = Store::open(&dir.path().join("p.db").display().to_string()).await?;
    store.save_table(11, Some(22), r#"{"move":1}"#).await?;
    let mut tx = store.write("hold the writer").await?;
    sqlx::query("UPDATE active_tables SET state_json = '{\"move\":2}' WHERE channel_id = 11")
        .execute(&mut *tx)
        .await?;
    let read = tokio::time::timeout(std::time::Duration::from_secs(2), store.load_table(11))
        .await
        .map_err(|_| "the read waited for the writer")??;
    assert_eq!(
        read.as_deref(),
        Some(r#"{"move":1}"#),
        "the committed state"
    );
    tx.commit().await?;
    assert_eq!(
        store.load_table(11).await?.as_deref(),
        Some(r#"{"move":2}"#)
    );
    Ok(())
}

/// The write-ahead log is folded into the database file beside the writer, soon after a
/// save, not only once it has grown to [`super::WAL_PAGES_AT_MOST`] pages: the file alone,
/// without its log, holds the saved table.
#[tokio::test]
async fn saves_reach_the_database_file_in_the_background() -> TestResult {
    let dir = temp()?;
    let path = dir.path().join("p.db");
    let store = Store::open(&path.display().to_string()).await?;
    store.save_table(11, Some(22), r#"{"move":1}"#).await?;
    let alone = dir.path().join("alone.db");
    let mut found = false;
    for _ in 0..50 {
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        // Another save, after which the writer has the log folded in (at most every
        // quarter of a second).
        store.save_table(12, Some(22), "{}").await?;
        std::fs::copy(&path, &alone)?;
        let copy = Connection::open(&alone)?;
        let state: Option<String> = copy
            .query_row(
                "SELECT state_json FROM active_tables WHERE channel_id = 11",
                [],
                |row| row.get(0),
            )
            .ok();
        if state.as_deref() == Some(r#"{"move":1}"#) {
            found = true;
            break;
        }
    }
    assert!(found, "the table never reached the database file");
    Ok(())
}
