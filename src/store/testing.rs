//! The databases the store's tests run on: SQLite in memory always, and a real Postgres
//! when `PLANSZA_TEST_POSTGRES` names one (`scripts/with-postgres.sh` starts a throwaway
//! server and sets it; `.ci/run` runs the tests through it). Each call gives fresh, empty
//! databases: on Postgres a new schema of its own, so tests never see each other's rows.
//! Under `CI=true` a missing or unreachable Postgres fails the test, never skips it.

use std::sync::atomic::{AtomicU32, Ordering};

use sqlx::any::AnyPoolOptions;
use sqlx::AnyPool;

use super::{Backend, Location, Store};

/// The second half of two shards: what the lease and fence tests hold.
pub(crate) const SECOND_OF_TWO: crate::shards::Shards = crate::shards::Shards {
    first: 1,
    last: 1,
    total: 2,
};

/// What a test returns: any error fails it, with its message.
pub(crate) type TestResult = Result<(), Box<dyn std::error::Error>>;

/// An outbox change owing `effects` and forgetting the rows `done`.
pub(crate) fn owing(effects: &[&str], done: &[i64]) -> super::OutboxChange {
    super::OutboxChange {
        owe: effects.iter().map(|e| e.to_string()).collect(),
        done: done.to_vec(),
    }
}

/// The variable naming the test Postgres server (`postgres://user@host:port/database`).
pub(crate) const POSTGRES_VAR: &str = "PLANSZA_TEST_POSTGRES";

/// Fresh locations: SQLite in memory, then (when there is one) a new schema on the test
/// Postgres.
pub(crate) async fn locations() -> Result<Vec<Location>, Box<dyn std::error::Error>> {
    let mut out = vec![Location::Memory];
    if let Some(url) = postgres_url()? {
        out.push(Location::Postgres(fresh_schema(&url).await?));
    }
    Ok(out)
}

/// Fresh stores on every backend, migrated.
pub(crate) async fn stores() -> Result<Vec<Store>, Box<dyn std::error::Error>> {
    let mut out = Vec::new();
    for location in locations().await? {
        out.push(Store::open_at(location).await?);
    }
    Ok(out)
}

/// Fresh, empty databases on every backend, not migrated (for the migration tests).
pub(crate) async fn bare_pools() -> Result<Vec<(Backend, AnyPool)>, Box<dyn std::error::Error>> {
    let mut out = Vec::new();
    for location in locations().await? {
        out.push(bare_pool(&location).await?);
    }
    Ok(out)
}

/// Fresh databases that outlive their connections, so a test can write an old schema and
/// then open a store on it: a SQLite file in `dir`, and a new schema on the test Postgres.
pub(crate) async fn lasting_locations(
    dir: &std::path::Path,
) -> Result<Vec<Location>, Box<dyn std::error::Error>> {
    let mut out = vec![Location::File(dir.join("lasting.db"))];
    if let Some(url) = postgres_url()? {
        out.push(Location::Postgres(fresh_schema(&url).await?));
    }
    Ok(out)
}

/// A bare connection (no migrations) to `location`, with its backend.
pub(crate) async fn bare_pool(
    location: &Location,
) -> Result<(Backend, AnyPool), Box<dyn std::error::Error>> {
    sqlx::any::install_default_drivers();
    let backend = match location {
        Location::Postgres(_) => Backend::Postgres,
        _ => Backend::Sqlite,
    };
    let pool = AnyPoolOptions::new()
        .max_connections(1)
        .idle_timeout(None)
        .max_lifetime(None)
        .connect(&location.driver_url())
        .await?;
    Ok((backend, pool))
}

/// The test Postgres, or `None` outside CI when none is set (said once on stderr).
fn postgres_url() -> Result<Option<String>, Box<dyn std::error::Error>> {
    match std::env::var(POSTGRES_VAR) {
        Ok(url) if !url.trim().is_empty() => Ok(Some(url)),
        _ if std::env::var("CI").is_ok_and(|ci| ci == "true") => Err(format!(
            "{POSTGRES_VAR} is not set, and under CI=true the store's tests must run on Postgres too: \
             run the tests through scripts/with-postgres.sh (as .ci/run does)"
        )
        .into()),
        _ => {
            static SAID: std::sync::Once = std::sync::Once::new();
            SAID.call_once(|| {
                eprintln!(
                    "note: {POSTGRES_VAR} is not set: the store's tests run on SQLite only \
                     (scripts/with-postgres.sh cargo test runs them on Postgres too)"
                )
            });
            Ok(None)
        }
    }
}

/// Creates a new schema on the server at `url`; the address of a database whose tables go
/// there (`search_path` set through the connection's options).
pub(crate) async fn fresh_schema(url: &str) -> Result<String, Box<dyn std::error::Error>> {
    sqlx::any::install_default_drivers();
    static COUNT: AtomicU32 = AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    let schema = format!(
        "plansza_test_{}_{}_{nanos}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    );
    let admin = AnyPoolOptions::new()
        .max_connections(1)
        .acquire_timeout(std::time::Duration::from_secs(10))
        .connect(url)
        .await
        .map_err(|err| format!("cannot reach the test Postgres at {POSTGRES_VAR}: {err}"))?;
    sqlx::raw_sql(&format!("CREATE SCHEMA {schema}"))
        .execute(&admin)
        .await?;
    admin.close().await;
    let joiner = if url.contains('?') { '&' } else { '?' };
    Ok(format!("{url}{joiner}options[search_path]={schema}"))
}
