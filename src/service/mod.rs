//! The service: runs the tables, whatever door people come through. It owns the hub (one
//! task per place that plays, fed by a queue, so moves in a place are strictly ordered and
//! places never wait for each other), the registry of those tasks, the alarms of games over
//! days, the work pools, the outbox (what a table owes people, saved with the state that
//! owes it, carried out after a crash), the tournament driver and the daily puzzle's
//! scheduler, shutdown and the operations endpoint. It names no Discord type: it takes
//! [`hub::Job`]s (a person's or a clock's input with a [`door::Responder`]) and hands what
//! is owed to a [`door::Door`], which each front door implements (Discord in
//! [`crate::discord`]).
//!
//! - [`hub`]: routes inputs to the task of their place, resumes saved tables, archives
//!   finished games, wakes games over days;
//! - [`channel`]: the task of one place: its table, its timers, its outbox;
//! - [`door`]: what a front door must do for the service;
//! - [`tournament`]: drives tournaments step by step;
//! - [`puzzle`]: posts and closes the daily puzzle;
//! - [`registry`], [`outbox`], `owned` (the outbox rows of the tournament driver and the
//!   puzzle scheduler), [`pools`], [`shutdown`], [`ops`]: the machinery.

pub mod channel;
pub mod door;
pub mod hub;
pub mod ops;
pub mod outbox;
mod owned;
pub mod pools;
pub mod puzzle;
pub mod registry;
pub mod shutdown;
pub mod tournament;

use crate::cooldown::Rate;
use crate::dictionaries::Lexicons;
use crate::shards::Shards;
use crate::store::Store;
use hub::{Gone, Hub};
use std::sync::Arc;
use std::time::Duration;

/// A hub over a store, word lists and a door: see [`Hub::new`]; its places' tasks are
/// [`channel`]'s.
pub fn new_hub(
    store: Store,
    lexicons: Arc<Lexicons>,
    door: Arc<dyn door::Door>,
    idle_after: Duration,
    shards: Shards,
    cooldown: Option<Rate>,
    day: Duration,
) -> Arc<Hub> {
    Hub::new(
        channel::start,
        store,
        lexicons,
        door,
        idle_after,
        shards,
        cooldown,
        day,
    )
}

/// A channel or thread was deleted, or the bot left a server: the games there end as they
/// stood ([`Hub::places_gone`]) and so do the tournaments played there
/// ([`tournament::place_gone`]).
pub async fn places_gone(hub: &Arc<Hub>, gone: Gone) {
    hub.places_gone(gone).await;
    tournament::place_gone(hub, gone).await;
}
