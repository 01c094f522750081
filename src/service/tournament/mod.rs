//! Runs tournaments: the registration post, and each round's pairings, games, threads and
//! standings, step by step as [`Event::next_step`] says. Every step is saved before the next
//! is taken. A step that posts (a round's card, a game's post, the standings, the final
//! standings, the notice that threads may not be opened) is saved with its post owed, in
//! one transaction, and so is every change people make (the registration post with the new
//! tournament, its redrawing and the notices with each change): the driver owns those
//! outbox rows (`super::owned`), carries them out in order under the nonce saved in each,
//! and forgets each once carried out, noting where a game's post (its thread opens from it)
//! or the registration post landed in the same transaction. The next look (a game ending, a
//! command, the start of the bot) first carries out what is still owed, so a crash at any
//! instant neither loses nor doubles a post.
//!
//! One tournament is looked at by one task at a time (a lock per tournament, kept only
//! while someone holds or waits for it); every interaction of a server comes to the process
//! that owns its shard, and so does every tournament of it.
//!
//! A saved tournament is checked as it is read ([`Event::check`]); a damaged one is set
//! aside (called off, its state kept as it is), said so in the log and in its channel, and
//! never driven. Pairing a round runs on the work pool, off the async threads.

pub mod changes;
mod posts;

use posts::{card, thread_name};
pub use posts::{final_lines, registration_lines, registration_post, round_lines, standings_lines};

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use super::door::{NoThread, Responder};
use super::hub::{Hub, Job};
use crate::store::StoreError;
use crate::table::{Action, Effect, Input, Match, Msg, Post, SummaryPlace, TournamentTag};
use crate::tournament::event::{Event, Status, Step};

/// Why a tournament could not be read or saved.
#[derive(Debug, thiserror::Error)]
pub enum DriverError {
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The saved state does not read.
    #[error("tournament {0} does not read: {1}")]
    Damaged(i64, String),
}

/// One lock per tournament: its changes are made one at a time. An entry lives while a
/// task holds or waits for the lock ([`Held`] takes it out when the last lets go), so the
/// map holds only the tournaments being looked at.
static LOCKS: LazyLock<Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

fn locks() -> std::sync::MutexGuard<'static, HashMap<i64, Arc<tokio::sync::Mutex<()>>>> {
    match LOCKS.lock() {
        Ok(l) => l,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// Tournament `id`'s lock, held; let go when dropped.
pub struct Held {
    id: i64,
    guard: Option<tokio::sync::OwnedMutexGuard<()>>,
}

impl Drop for Held {
    fn drop(&mut self) {
        // Let go first; then, when nobody else holds or waits for the lock (the map's is the
        // only handle left), forget it. A task that took a handle meanwhile keeps it there.
        drop(self.guard.take());
        let mut locks = locks();
        if locks
            .get(&self.id)
            .is_some_and(|l| Arc::strong_count(l) == 1)
        {
            locks.remove(&self.id);
        }
    }
}

/// Waits for tournament `id`'s lock and holds it.
pub async fn hold(id: i64) -> Held {
    let lock = Arc::clone(locks().entry(id).or_default());
    Held {
        id,
        guard: Some(lock.lock_owned().await),
    }
}

/// Reads tournament `id`; None when there is none, or when its saved state is damaged (it
/// is then set aside: see the module doc).
pub async fn load(hub: &Hub, id: i64) -> Result<Option<Event>, DriverError> {
    let Some(stored) = hub.store().tournament(id).await? else {
        return Ok(None);
    };
    let read = serde_json::from_str::<Event>(&stored.event_json)
        .map_err(|e| e.to_string())
        .and_then(|event| event.check().map(|()| event).map_err(|e| e.to_string()));
    match read {
        Ok(event) => Ok(Some(event)),
        Err(reason) => {
            set_aside(hub, &stored, &reason).await?;
            Ok(None)
        }
    }
}

/// Sets aside a tournament whose saved state is damaged, and says so in the log and in its
/// channel (in its language when that can be read).
async fn set_aside(
    hub: &Hub,
    stored: &crate::store::StoredTournament,
    reason: &str,
) -> Result<(), DriverError> {
    let id = stored.id;
    let locale = serde_json::from_str::<serde_json::Value>(&stored.event_json)
        .ok()
        .and_then(|v| v.get("locale").and_then(|l| l.as_str()).map(str::to_string))
        .unwrap_or_else(|| "en-US".to_string());
    // The channel is told in the same transaction that calls it off.
    let told = card(vec![Msg::new("saved-tournament-damaged")]);
    let (owing, planned) =
        super::outbox::owing_posts(stored.channel, Some(stored.guild), &locale, vec![told]);
    let owed = hub.store().set_aside_tournament(id, &owing).await?;
    tracing::error!(
        tournament = id,
        reason,
        "a saved tournament is damaged: set aside (called off, its state kept), not driven"
    );
    if let Some(owed) = owed {
        let owed = owed.into_iter().zip(planned).collect();
        hub.carry_owed_posts(stored.channel, &locale, owed).await;
    }
    Ok(())
}

/// Saves tournament `id`.
pub async fn save(hub: &Hub, id: i64, event: &Event) -> Result<(), DriverError> {
    save_owing(hub, id, event, Vec::new(), false).await
}

/// [`save`], owing in the same transaction `notices` in the tournament's channel and, when
/// `redraw`, its registration post shown as the tournament now stands; then carries out
/// what the tournament owes (see [`carry_owed`]: what is left goes at the next look, after
/// a restart too).
pub async fn save_owing(
    hub: &Hub,
    id: i64,
    event: &Event,
    notices: Vec<Post>,
    redraw: bool,
) -> Result<(), DriverError> {
    let json = serde_json::to_string(event).map_err(|e| DriverError::Damaged(id, e.to_string()))?;
    let mut owed: Vec<Effect> = notices.into_iter().map(Effect::Post).collect();
    if redraw {
        owed.extend(registration_redrawn(id, event));
    }
    let owing = super::owned::owing(
        owner(id, Owed::Post),
        event.channel,
        Some(event.guild),
        &event.locale,
        owed,
    );
    hub.store()
        .save_tournament_owing(id, event.status.name(), &json, &owing)
        .await?;
    if owing.change.owe.is_empty() {
        return Ok(());
    }
    crate::failpoint::hit("after-notice-owed");
    let (mut event, mut saved) = (event.clone(), event.clone());
    carry_owed(hub, id, &mut event, &mut saved).await?;
    Ok(())
}

/// The edit that shows the registration post as the tournament stands (none before it is
/// posted).
fn registration_redrawn(id: i64, event: &Event) -> Option<Effect> {
    let message_id = event.message_id?;
    let post = registration_post(id, event);
    Some(Effect::Edit {
        message_id,
        lines: post.lines,
        buttons: post.buttons,
        board: None,
        look: post.look,
    })
}

/// Look at tournament `id` again, in the background (one of its games ended, or it changed).
pub fn game_over(hub: &Arc<Hub>, id: i64) {
    let hub = Arc::clone(hub);
    tokio::spawn(async move { advance(&hub, id).await });
}

/// After a start: go on with every running tournament of this process's servers.
pub async fn resume(hub: &Arc<Hub>) {
    let going = match hub.store().going_tournaments().await {
        Ok(r) => r,
        Err(e) => {
            tracing::error!(error = %e, "could not read the running tournaments");
            return;
        }
    };
    // Open ones wait for their Start: only running ones have steps to take, and those that
    // still owe posts (one that just ended owes its final standings).
    let mut ids: Vec<i64> = going
        .iter()
        .filter(|t| t.running && hub.owns(Some(t.guild)))
        .map(|t| t.id)
        .collect();
    match super::owned::owed_by(hub, OWNER).await {
        Ok(rows) => ids.extend(
            rows.iter()
                .filter(|row| hub.owns(row.guild))
                .filter_map(|row| owner_of(&row.key).map(|(id, _)| id)),
        ),
        Err(e) => tracing::error!(error = %e, "could not read what the tournaments owe"),
    }
    ids.sort_unstable();
    ids.dedup();
    for id in ids {
        game_over(hub, id);
    }
}

/// The start of every key of a tournament's owed rows.
const OWNER: &str = "tournament:";

/// What a tournament's owed post is: where it lands is noted for its registration post
/// (edited as players join) and a game's post (its thread opens from it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Owed {
    /// A post nothing refers to later (a round's card, the standings).
    Post,
    /// The registration post.
    Registration,
    /// Game `i`'s post.
    Game(usize),
}

/// The key of tournament `id`'s owed rows: `tournament:<id>:post`,
/// `tournament:<id>:registration` or `tournament:<id>:game:<i>`.
fn owner(id: i64, owed: Owed) -> String {
    match owed {
        Owed::Post => format!("{OWNER}{id}:post"),
        Owed::Registration => format!("{OWNER}{id}:registration"),
        Owed::Game(i) => format!("{OWNER}{id}:game:{i}"),
    }
}

/// The tournament and what an owed row's key names.
fn owner_of(key: &str) -> Option<(i64, Owed)> {
    let mut parts = key.strip_prefix(OWNER)?.split(':');
    let id = parts.next()?.parse().ok()?;
    let owed = match (parts.next(), parts.next()) {
        (Some("game"), Some(i)) => Owed::Game(i.parse().ok()?),
        (Some("registration"), _) => Owed::Registration,
        _ => Owed::Post,
    };
    Some((id, owed))
}

/// A channel was deleted or the bot left a server: the tournaments there are called off
/// (their games, in threads of the channel, end with it).
pub async fn place_gone(hub: &Arc<Hub>, gone: super::hub::Gone) {
    use super::hub::Gone;
    let going = match hub.store().going_tournaments().await {
        Ok(g) => g,
        Err(e) => {
            tracing::error!(error = %e, "could not read the tournaments of a place that is gone");
            return;
        }
    };
    for t in going {
        let hit = match gone {
            Gone::Channel(c) => t.channel == c,
            Gone::Guild(g) => t.guild == g,
        };
        if !hit || !hub.owns(Some(t.guild)) {
            continue;
        }
        let _held = hold(t.id).await;
        match load(hub, t.id).await {
            Ok(Some(mut event)) => {
                event.status = Status::Cancelled;
                if let Err(e) = save(hub, t.id, &event).await {
                    tracing::error!(tournament = t.id, error = %e, "could not call off a tournament");
                } else {
                    tracing::info!(tournament = t.id, "its place is gone: called off");
                }
            }
            Ok(None) => {}
            Err(e) => tracing::error!(tournament = t.id, error = %e, "could not read a tournament"),
        }
    }
}

/// Takes every step tournament `id` can take now, saving after each, until it waits for a
/// game (or cannot go on: the reason is logged and the next look tries again).
pub async fn advance(hub: &Arc<Hub>, id: i64) {
    let _held = hold(id).await;
    if let Err(e) = steps(hub, id).await {
        tracing::error!(tournament = id, error = %e, "a tournament could not go on");
    }
}

async fn steps(hub: &Arc<Hub>, id: i64) -> Result<(), DriverError> {
    let Some(mut event) = load(hub, id).await? else {
        return Ok(());
    };
    let mut saved = event.clone();
    // What an earlier look owed and could not carry out (a crash, a post that did not land)
    // goes out first; the steps wait for it.
    if !carry_owed(hub, id, &mut event, &mut saved).await? {
        return Ok(());
    }
    loop {
        for r in hub.store().tournament_results(id).await? {
            if let Some(i) = event.game_index(r.round, r.first) {
                if let Err(e) = event.record(i, r.scores, r.winner) {
                    tracing::warn!(tournament = id, error = %e, "a result does not fit");
                }
            }
        }
        let step = event.next_step();
        tracing::debug!(tournament = id, ?step, "a tournament's step");
        let taken = take(hub, id, &mut event, &mut saved, &step).await?;
        // A look that changed nothing (a game still going) writes nothing.
        if event != saved {
            save(hub, id, &event).await?;
            saved = event.clone();
            if matches!(step, Step::StartGame(_)) {
                crate::failpoint::hit("after-game-started");
            }
        }
        if step == Step::Wait || !taken {
            return Ok(());
        }
    }
}

/// Takes one step; false when it could not be taken now (tried again at the next look). A
/// step that posts saves the tournament with its post owed, then carries it out (`saved`
/// is then the state saved).
async fn take(
    hub: &Arc<Hub>,
    id: i64,
    event: &mut Event,
    saved: &mut Event,
    step: &Step,
) -> Result<bool, DriverError> {
    Ok(match *step {
        Step::Wait => true,
        // Pairing is the one step that computes: on the work pool, never on an async thread.
        Step::Pair => {
            let mut paired = event.clone();
            let done = super::pools::pools()
                .work
                .run(move || paired.pair().map(|()| paired))
                .await;
            match done {
                Ok(Ok(paired)) => {
                    *event = paired;
                    true
                }
                Ok(Err(e)) => {
                    tracing::error!(tournament = id, error = %e, "could not pair a round");
                    false
                }
                Err(e) => {
                    tracing::error!(tournament = id, error = %e, "pairing a round failed");
                    false
                }
            }
        }
        Step::RoundPost(round) => {
            let post = card(round_lines(event, round));
            event.round_posted(round);
            owe(hub, id, event, saved, Owed::Post, post).await?
        }
        // Its message is noted when it lands (see `carry_owed`).
        Step::GamePost(i) => {
            let g = &event.games[i];
            let post = card(vec![Msg::new("tournament-game-post")
                .n("round", g.round)
                .s("first", event.name(g.first))
                .s("second", event.name(g.second))]);
            owe(hub, id, event, saved, Owed::Game(i), post).await?
        }
        Step::OpenThread(i) => {
            let g = &event.games[i];
            let Some(message_id) = g.message_id else {
                return Ok(false);
            };
            let name = thread_name(event, i);
            match hub
                .door()
                .open_thread(event.channel, message_id, &name)
                .await
            {
                Ok(thread) => {
                    event.thread_opened(i, thread);
                    true
                }
                Err(NoThread::NotAllowed) => {
                    tracing::warn!(tournament = id, "may not open threads: its games wait");
                    if event.tell_no_thread(i) {
                        let post = card(vec![Msg::new("tournament-no-thread")]);
                        owe(hub, id, event, saved, Owed::Post, post).await?;
                    }
                    false
                }
                Err(NoThread::Failed(e)) => {
                    tracing::warn!(tournament = id, error = %e, "could not open a game's thread");
                    false
                }
                Err(NoThread::Stopped) => false,
            }
        }
        Step::StartGame(i) => {
            // Started once the thread's table is saved: a crash before that hands the game
            // again at the next look (a thread that has its table already keeps it).
            if let Some(thread) = start_game(hub, id, event, i) {
                hub.settled(thread).await;
                if !game_saved(hub, id, event, i, thread).await {
                    return Ok(false);
                }
            }
            event.game_started(i);
            true
        }
        Step::Standings(round) => {
            let mut lines = vec![Msg::new("tournament-standings-title")
                .n("round", round)
                .n("rounds", event.rounds)];
            lines.extend(standings_lines(event));
            event.standings_posted(round);
            owe(hub, id, event, saved, Owed::Post, card(lines)).await?
        }
        Step::Final => {
            let lines = final_lines(event);
            let mention: Vec<u64> = event.players().iter().map(|e| e.user).collect();
            let post = Post {
                mention,
                ..card(lines)
            };
            event.finished();
            owe(hub, id, event, saved, Owed::Post, post).await?
        }
    })
}

/// Saves the tournament as it stands with `post` owed in its channel (the post of game
/// `game`, if any), in one transaction, then carries out what it owes; false when not all
/// of it went out (the rest goes at the next look).
async fn owe(
    hub: &Hub,
    id: i64,
    event: &mut Event,
    saved: &mut Event,
    owed: Owed,
    post: Post,
) -> Result<bool, DriverError> {
    let json =
        serde_json::to_string(&*event).map_err(|e| DriverError::Damaged(id, e.to_string()))?;
    let owing = super::owned::owing(
        owner(id, owed),
        event.channel,
        Some(event.guild),
        &event.locale,
        vec![Effect::Post(post)],
    );
    hub.store()
        .save_tournament_owing(id, event.status.name(), &json, &owing)
        .await?;
    *saved = event.clone();
    crate::failpoint::hit("after-round-post-owed");
    carry_owed(hub, id, event, saved).await
}

/// Carries out, in order, what tournament `id` owes (see the module doc): a game's post or
/// the registration post that lands is noted in the tournament as its row is forgotten, in
/// one transaction (the registration's with its redrawing owed: players may have joined
/// since it was made). False when not all of it went out: the bot stops, or such a post
/// did not land (tried again at the next look; a tournament no longer going lets it go).
async fn carry_owed(
    hub: &Hub,
    id: i64,
    event: &mut Event,
    saved: &mut Event,
) -> Result<bool, DriverError> {
    let mut rows = super::owned::owed_by(hub, &format!("{OWNER}{id}:")).await?;
    while !rows.is_empty() {
        if !carry_rows(hub, id, event, saved, rows).await? {
            return Ok(false);
        }
        // What noting a registration owed.
        rows = super::owned::owed_by(hub, &format!("{OWNER}{id}:")).await?;
    }
    Ok(true)
}

/// [`carry_owed`] for the rows read.
async fn carry_rows(
    hub: &Hub,
    id: i64,
    event: &mut Event,
    saved: &mut Event,
    rows: Vec<super::owned::OwnedRow>,
) -> Result<bool, DriverError> {
    for row in rows {
        let Ok(landed) = super::owned::carry(hub, &row).await else {
            return Ok(false);
        };
        let owed = owner_of(&row.key).map_or(Owed::Post, |(_, owed)| owed);
        match (owed, landed) {
            (Owed::Post, _) => hub.store().settle_owed(&[row.id]).await?,
            (noted, Some(message_id)) => {
                match noted {
                    Owed::Game(i) => event.game_posted(i, message_id),
                    _ => event.message_id = Some(message_id),
                }
                let json = serde_json::to_string(&*event)
                    .map_err(|e| DriverError::Damaged(id, e.to_string()))?;
                let redraw = (noted == Owed::Registration)
                    .then(|| registration_redrawn(id, event))
                    .flatten();
                let mut done = super::owned::owing(
                    owner(id, Owed::Post),
                    event.channel,
                    Some(event.guild),
                    &event.locale,
                    redraw.into_iter().collect(),
                );
                done.change.done.push(row.id);
                hub.store()
                    .save_tournament_owing(id, event.status.name(), &json, &done)
                    .await?;
                *saved = event.clone();
            }
            (_, None) if event.status.going() => return Ok(false),
            (_, None) => hub.store().settle_owed(&[row.id]).await?,
        }
    }
    Ok(true)
}

/// Whether game `i`, handed to `thread`, is saved there or played already (or never will be:
/// its word list is missing, which the thread was told).
async fn game_saved(hub: &Hub, id: i64, event: &Event, i: usize, thread: u64) -> bool {
    if !hub.lexicons().has(&event.options.dictionary_name()) {
        return true;
    }
    let g = &event.games[i];
    let store = hub.store();
    let saved = match store.load_table(thread).await {
        Ok(Some(_)) => Ok(true),
        Ok(None) => store.tournament_game_done(id, g.round, g.first).await,
        Err(e) => Err(e),
    };
    saved
        .map_err(|e| tracing::warn!(thread, error = %e, "could not read a tournament game's table"))
        .unwrap_or(false)
}

/// Hands game `i` to its thread's task, which opens it there (or ignores it when a table is
/// there already, or the game was played: after a restart); the thread, when the game has
/// one and its post.
fn start_game(hub: &Arc<Hub>, id: i64, event: &Event, i: usize) -> Option<u64> {
    let g = &event.games[i];
    let (Some(thread), Some(message_id)) = (g.thread, g.message_id) else {
        return None;
    };
    let players = [g.first, g.second]
        .iter()
        .map(|&p| {
            let e = &event.players()[p];
            (e.user, e.name.clone(), event.locale.clone())
        })
        .collect();
    let setup = Match {
        options: event.options.clone(),
        players,
        summary: SummaryPlace {
            channel: event.channel,
            message_id,
        },
        tag: TournamentTag {
            id,
            round: g.round,
            first: g.first,
            second: g.second,
        },
        locale: event.locale.clone(),
    };
    let job = Job {
        input: Input {
            user: 0,
            name: String::new(),
            locale: event.locale.clone(),
            action: Action::OpenMatch(Box::new(setup)),
        },
        guild: Some(event.guild),
        responder: Responder::none(),
    };
    hub.dispatch(thread, job);
    Some(thread)
}

#[cfg(test)]
mod tests;
