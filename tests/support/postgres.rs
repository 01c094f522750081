//! A Postgres database for a test that runs the bot on Postgres: a new schema on the server
//! `PLANSZA_TEST_POSTGRES` names (`scripts/with-postgres.sh` starts one and sets it). Under
//! `CI=true` a missing server fails the test; elsewhere the test says so and is skipped.

use sqlx::any::AnyPoolOptions;
use std::time::Duration;

/// The variable naming the test server.
pub const POSTGRES_VAR: &str = "PLANSZA_TEST_POSTGRES";

/// A `DATABASE_URL` for a fresh, empty schema of its own on the test server; `None` (after
/// saying why) when there is no server and this is not CI.
pub async fn fresh_database(name: &str) -> Option<String> {
    let url = match std::env::var(POSTGRES_VAR) {
        Ok(url) if !url.trim().is_empty() => url,
        _ => {
            assert!(
                std::env::var("CI").map_or(true, |ci| ci != "true"),
                "{POSTGRES_VAR} is not set, and under CI=true this test must run on Postgres: \
                 run the tests through scripts/with-postgres.sh (as .ci/run does)"
            );
            eprintln!("skipped: {POSTGRES_VAR} is not set (scripts/with-postgres.sh sets it)");
            return None;
        }
    };
    sqlx::any::install_default_drivers();
    let schema = format!("{name}_{}_{}", std::process::id(), rand::random::<u32>());
    let admin = AnyPoolOptions::new()
        .max_connections(1)
        .acquire_timeout(Duration::from_secs(10))
        .connect(&url)
        .await
        .unwrap_or_else(|e| panic!("cannot reach the test Postgres ({POSTGRES_VAR}): {e}"));
    sqlx::raw_sql(&format!("CREATE SCHEMA {schema}"))
        .execute(&admin)
        .await
        .expect("a new schema");
    admin.close().await;
    let joiner = if url.contains('?') { '&' } else { '?' };
    Some(format!("{url}{joiner}options[search_path]={schema}"))
}

/// One connection to the bot's database (SQLite file or Postgres), as an operator opens it.
async fn bots_database(database_url: &str) -> sqlx::AnyPool {
    sqlx::any::install_default_drivers();
    AnyPoolOptions::new()
        .max_connections(1)
        .connect(database_url)
        .await
        .expect("the bot's database opens")
}

/// The finished games' records of `channel`, oldest first, read from the bot's database
/// (SQLite file or Postgres) the way an operator would.
pub async fn finished_records(database_url: &str, channel: u64) -> Vec<String> {
    let pool = bots_database(database_url).await;
    let rows: Vec<(String,)> =
        sqlx::query_as("SELECT game_json FROM finished_games WHERE channel_id = $1 ORDER BY id")
            .bind(i64::from_ne_bytes(channel.to_ne_bytes()))
            .fetch_all(&pool)
            .await
            .expect("the records");
    pool.close().await;
    rows.into_iter().map(|(json,)| json).collect()
}

/// How many active tables the bot's database holds (SQLite file or Postgres).
pub async fn active_tables(database_url: &str) -> i64 {
    rows_of(database_url, "active_tables").await
}

/// How many effects the bot's database still owes (SQLite file or Postgres).
pub async fn owed_rows(database_url: &str) -> i64 {
    rows_of(database_url, "outbox").await
}

/// How many rows a table of the bot's database holds.
async fn rows_of(database_url: &str, table: &str) -> i64 {
    let pool = bots_database(database_url).await;
    let (count,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM {table}"))
        .fetch_one(&pool)
        .await
        .expect("a count");
    pool.close().await;
    count
}

/// The daily puzzles in the bot's database (SQLite file or Postgres), by id: each one's id,
/// its post's message id (None: not posted) and whether it is closed.
pub async fn puzzles(database_url: &str) -> Vec<(i64, Option<u64>, bool)> {
    let pool = bots_database(database_url).await;
    let rows: Vec<(i64, Option<i64>, i64)> =
        sqlx::query_as("SELECT id, message_id, closed FROM puzzles ORDER BY id")
            .fetch_all(&pool)
            .await
            .expect("the puzzles");
    pool.close().await;
    rows.into_iter()
        .map(|(id, message, closed)| {
            let message = message.map(|m| u64::from_ne_bytes(m.to_ne_bytes()));
            (id, message, closed != 0)
        })
        .collect()
}
