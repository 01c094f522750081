//! What the service stands on, opened at a process's start: the store, the word lists, and
//! the leases of the shards the process drives (no other process drives their games while
//! it runs), kept until it stops. A door opens them with [`open`], then builds the hub over
//! itself with [`Ground::hub`].

use super::door::Door;
use super::hub::Hub;
use super::shutdown::Shutdown;
use crate::config::Settings;
use crate::dictionaries::Lexicons;
use crate::movegen::computer::Budget;
use crate::shards::Shards;
use crate::store::{Store, StoreError};
use std::sync::Arc;

/// The store and the word lists, opened, and the shards whose leases are held: all a hub
/// needs but its door.
pub struct Ground {
    store: Store,
    lexicons: Arc<Lexicons>,
    shards: Shards,
}

impl Ground {
    /// The hub over this ground and `door` (see [`super::new_hub`]), run as `settings`
    /// say (its idle time, cooldown, day and expert's budget).
    pub fn hub(self, door: Arc<dyn Door>, settings: &Settings) -> Arc<Hub> {
        let setup = super::Setup {
            shards: self.shards,
            cooldown: settings.cooldown,
            day: settings.day,
            expert_budget: Budget::millis(
                u64::try_from(settings.expert_budget.as_millis()).unwrap_or(u64::MAX),
            ),
            ..super::Setup::new(settings.channel_idle)
        };
        super::new_hub(self.store, self.lexicons, door, setup)
    }
}

/// The task that keeps the shards' leases ([`crate::store::ShardLeases::keep`]); dropping
/// it (when the process stops) gives them back.
pub struct Keeping(tokio::task::JoinHandle<StoreError>);

impl Keeping {
    /// Waits until the leases are lost, or may be: why. Another process may take their
    /// games from then on; whoever drives them must stop at once.
    pub async fn lost(&mut self) -> anyhow::Error {
        match (&mut self.0).await {
            Ok(e) => anyhow::Error::from(e),
            Err(e) => anyhow::anyhow!("the leases' keeper ended: {e}"),
        }
    }
}

impl Drop for Keeping {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Opens the store at `database_url` and reads the word lists, then takes the leases of
/// `shards` (waiting, and saying so, while another process holds one) and keeps them from
/// then on, whatever the start still waits for: a lease left silent past its time goes to
/// another process. None when `shutdown` came first.
pub async fn open(
    database_url: &str,
    shards: Shards,
    shutdown: &Shutdown,
) -> anyhow::Result<Option<(Ground, Keeping)>> {
    let Some(opened) = shutdown
        .unless_stopped(store_and_lexicons(database_url))
        .await
    else {
        return Ok(None);
    };
    let (store, lexicons) = opened?;
    let taking = store.take_shard_leases(&shards, |shard| {
        tracing::warn!(
            shard,
            "another process holds this shard's lease (it drives its games): waiting for it"
        )
    });
    let Some(leases) = shutdown.unless_stopped(taking).await else {
        return Ok(None);
    };
    let leases = leases?;
    tracing::info!(%shards, "holding the shards' leases");
    let keeping = Keeping(tokio::spawn(leases.keep()));
    let ground = Ground {
        store,
        lexicons,
        shards,
    };
    Ok(Some((ground, keeping)))
}

/// The store and the word lists (these read off the async threads).
async fn store_and_lexicons(database_url: &str) -> anyhow::Result<(Store, Arc<Lexicons>)> {
    let store = Store::open(database_url).await?;
    // The loader reads PLANSZA_DICTS, set before the runtime started.
    let lexicons = tokio::task::spawn_blocking(Lexicons::load).await??;
    Ok((store, Arc::new(lexicons)))
}
