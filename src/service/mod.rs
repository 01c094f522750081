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
//! - [`clock`]: the tables' time (the wall clock, or one a script sets);
//! - [`tournament`]: drives tournaments step by step;
//! - [`puzzle`]: posts and closes the daily puzzle;
//! - [`community`]: a server's highscores and its own words (suggested, accepted, rejected);
//! - [`preview`]: the preview of a move being typed;
//! - [`records`]: a channel's last finished game (its record, the moves missed in it);
//! - [`reminders`]: a player's reminders of games over days, on or off (`/notify`);
//! - [`settings`]: a place's settings, read and changed (`/config`);
//! - [`standings`]: where the players of a channel's tournament stand;
//! - [`stats`]: a player's numbers (`/stats`) and a page of a leaderboard;
//! - [`start`]: the store, the word lists and the shards' leases, opened at start;
//! - [`watch`]: a place's table for whoever watches it from outside;
//! - [`links`]: a player's signed link to their game's page;
//! - [`relay`]: a page's move to the process that drives its table, and its saves to the
//!   pages every process serves (several processes on one Postgres);
//! - [`registry`], [`outbox`], `owned` (the outbox rows of the tournament driver and the
//!   puzzle scheduler), [`pools`], [`shutdown`], [`ops`]: the machinery.

pub mod archive;
pub mod channel;
pub mod clock;
pub mod community;
pub mod door;
pub mod hub;
pub mod links;
pub mod ops;
pub mod outbox;
mod owned;
pub mod pools;
pub mod preview;
pub mod puzzle;
pub mod records;
pub mod registry;
pub mod relay;
pub mod reminders;
pub mod settings;
pub mod shutdown;
pub mod standings;
pub mod start;
pub mod stats;
pub mod tournament;
pub mod watch;

use crate::cooldown::Rate;
use crate::dictionaries::Lexicons;
use crate::shards::Shards;
use crate::store::Store;
use hub::{Gone, Hub};
use std::sync::Arc;
use std::time::Duration;

/// How a hub runs.
pub struct Setup {
    /// A place with no timer running lets its task go after this long without a job.
    pub idle_after: Duration,
    /// The hub drives the games of the servers on these shards only.
    pub shards: Shards,
    /// How fast people may act (`None`: no limit).
    pub cooldown: Option<Rate>,
    /// How long a day of a game over days lasts.
    pub day: Duration,
    /// What the tables' time is read from ([`clock::WallClock`] but for scripts and tests).
    pub clock: Arc<dyn clock::Clock>,
    /// Deal every table this hub opens with this random seed (`plansza play --seed`).
    pub deal_seed: Option<u64>,
    /// How long the expert computer thinks over each move (`PLANSZA_EXPERT_MS`).
    pub expert_budget: crate::movegen::computer::Budget,
}

impl Setup {
    /// The bot's: every shard, no cooldown, real days, the wall clock, random deals; a place
    /// lets its task go after `idle_after`.
    pub fn new(idle_after: Duration) -> Setup {
        Setup {
            idle_after,
            shards: Shards::ALL_OF_ONE,
            cooldown: None,
            day: Duration::from_secs(86_400),
            clock: Arc::new(clock::WallClock),
            deal_seed: None,
            expert_budget: crate::movegen::computer::Budget::DEFAULT,
        }
    }
}

/// A hub over a store, word lists and a door, run as `setup` says; its places' tasks are
/// [`channel`]'s.
pub fn new_hub(
    store: Store,
    lexicons: Arc<Lexicons>,
    door: Arc<dyn door::Door>,
    setup: Setup,
) -> Arc<Hub> {
    Hub::new(channel::start, store, lexicons, door, setup)
}

/// A channel or thread was deleted, or the bot left a server: the games there end as they
/// stood ([`Hub::places_gone`]) and so do the tournaments played there
/// ([`tournament::place_gone`]).
pub async fn places_gone(hub: &Arc<Hub>, gone: Gone) {
    hub.places_gone(gone).await;
    tournament::place_gone(hub, gone).await;
}
