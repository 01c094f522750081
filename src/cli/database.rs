//! `plansza database copy --from URL --to URL`: copy every game, setting, account and owed
//! message into a new, empty database, e.g. from the default SQLite file to Postgres when a
//! community outgrows one process (see `docs/deployment.md`). No bot may run on either end.

use super::Failure;
use crate::store::Store;
use anyhow::Context;

/// The `database` sub-commands.
#[derive(Debug, clap::Subcommand)]
pub enum DatabaseCommand {
    /// Copy all of plansza's data into a new, empty database (both are brought to this
    /// version's schema first); stop the bot first.
    Copy {
        /// The database to copy from (`DATABASE_URL`'s forms: a path, `sqlite:...`,
        /// `postgres://...`).
        #[arg(long)]
        from: String,
        /// The database to copy into; it must hold no data.
        #[arg(long)]
        to: String,
    },
}

/// Runs a `database` sub-command.
pub fn run(command: DatabaseCommand) -> Result<(), Failure> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    match command {
        DatabaseCommand::Copy { from, to } => runtime.block_on(copy(&from, &to)),
    }
}

async fn copy(from: &str, to: &str) -> Result<(), Failure> {
    let source = Store::open(from).await.with_context(|| {
        format!(
            "cannot open the database to copy from ({})",
            crate::store::redacted(from)
        )
    })?;
    let target = Store::open(to)
        .await
        .with_context(|| "cannot open the database to copy into".to_string())?;
    let _source_held = source.hold_alone().await.map_err(anyhow::Error::from)?;
    let _target_held = target.hold_alone().await.map_err(anyhow::Error::from)?;
    let copied = source
        .copy_into(&target)
        .await
        .map_err(anyhow::Error::from)?;
    for (table, rows) in &copied {
        println!("{table:<20} {rows:>8} rows");
    }
    println!(
        "copied {} into {}",
        source.location().describe(),
        target.location().describe()
    );
    source.close().await;
    target.close().await;
    Ok(())
}
