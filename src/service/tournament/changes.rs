//! What people do to a tournament, whatever door they come through: open one in a channel
//! (stored with its registration post owed), join, leave, start, withdraw, cancel. Each change
//! is checked by the tournament's own rules ([`Event`]), saved under the tournament's lock
//! with what it owes the channel (the registration post redrawn, a notice) in the same
//! transaction, then followed by the rest: the withdrawn player's game resigned, the next
//! round looked at.

use super::super::door::Responder;
use super::super::hub::{Hub, Job};
use crate::table::{Action, Effect, Input, Msg, Post};
use crate::tournament::event::{Event, EventError, Status};
use std::sync::Arc;

/// The message a tournament's refusal gives.
pub fn refusal(e: &EventError) -> Msg {
    Msg::new(match e {
        EventError::Started => "tournament-err-started",
        EventError::Over => "tournament-err-over",
        EventError::AlreadyIn => "tournament-err-already-in",
        EventError::NotIn => "tournament-err-not-in",
        EventError::Full => "tournament-err-full",
        EventError::NotOrganiser => "tournament-err-not-organiser",
        EventError::TooFew => "tournament-err-too-few",
        EventError::Withdrawn => "tournament-err-withdrawn",
        EventError::Tournament(_) | EventError::Damaged(_) => "err-internal",
    })
}

/// Stores a new tournament with its registration post owed (in one transaction), and posts
/// it; false when the channel has one going.
pub async fn open(hub: &Hub, event: &Event) -> Result<bool, super::DriverError> {
    if hub.store().tournament_in(event.channel).await?.is_some() {
        return Ok(false);
    }
    let json =
        serde_json::to_string(event).map_err(|e| super::DriverError::Damaged(0, e.to_string()))?;
    // Its buttons name the id it is stored under.
    let owe = |id: i64| {
        super::super::owned::owing(
            super::owner(id, super::Owed::Registration),
            event.channel,
            Some(event.guild),
            &event.locale,
            vec![Effect::Post(super::registration_post(id, event))],
        )
    };
    let Some(id) = hub
        .store()
        .add_tournament_owing(event.guild, event.channel, event.status.name(), &json, owe)
        .await?
    else {
        return Ok(false);
    };
    let _held = super::hold(id).await;
    let (mut event, mut saved) = (event.clone(), event.clone());
    super::carry_owed(hub, id, &mut event, &mut saved).await?;
    Ok(true)
}

/// What a person does to the tournament of a channel.
pub enum Change {
    /// Joins, under this name.
    Join(String),
    /// Leaves before the start.
    Leave,
    /// Starts it (the organiser, or a moderator).
    Start {
        /// The actor may manage the server.
        moderator: bool,
    },
    /// Takes `user` out (themselves, or the organiser or a moderator anyone).
    Withdraw {
        /// Who withdraws.
        user: u64,
        /// The actor may manage the server.
        moderator: bool,
    },
    /// Calls it off (the organiser, or a moderator).
    Cancel {
        /// The actor may manage the server.
        moderator: bool,
    },
}

/// Makes `change` to tournament `id` (the one of the channel when `id` is None) for `actor`;
/// the answer for them.
pub async fn change(
    hub: &Arc<Hub>,
    channel: u64,
    id: Option<i64>,
    actor: u64,
    change: Change,
) -> Msg {
    let id = match id {
        Some(id) => id,
        None => match hub.store().tournament_in(channel).await {
            Ok(Some(t)) => t.id,
            Ok(None) => return Msg::new("tournament-err-none"),
            Err(e) => {
                tracing::error!(error = %e, "could not read a channel's tournament");
                return Msg::new("err-not-saved");
            }
        },
    };
    let held = super::hold(id).await;
    let mut event = match super::load(hub, id).await {
        Ok(Some(e)) => e,
        Ok(None) => return Msg::new("tournament-err-none"),
        Err(e) => {
            tracing::error!(error = %e, "could not read a tournament");
            return Msg::new("err-internal");
        }
    };
    // A button names its tournament: it acts only in that tournament's own channel (a
    // custom id copied elsewhere, or another server's, names nothing here).
    if event.channel != channel {
        return Msg::new("tournament-err-none");
    }
    let before = event.status;
    let mut resign = None;
    let mut withdrawn_name = None;
    let done = match &change {
        Change::Join(name) => event
            .join(actor, name)
            .map(|()| Msg::new("tournament-joined")),
        Change::Leave => event.leave(actor).map(|()| Msg::new("tournament-left")),
        Change::Start { moderator } => event
            .start(actor, *moderator)
            .map(|()| Msg::new("tournament-you-started")),
        Change::Cancel { moderator } => event
            .cancel(actor, *moderator)
            .map(|()| Msg::new("tournament-you-cancelled")),
        Change::Withdraw { user, moderator } => {
            withdrawn_name = event.player_of(*user).map(|p| event.name(p).to_string());
            event.withdraw(*user, actor, *moderator).map(|thread| {
                resign = thread.map(|t| (t, *user));
                Msg::new("tournament-you-withdrew")
            })
        }
    };
    let answer = match done {
        Ok(msg) => msg,
        // Start again on a running tournament: it looks again at what it waits for (a round
        // whose threads were refused goes on once the bot may open them).
        Err(EventError::Started) if matches!(change, Change::Start { .. }) => {
            drop(held);
            super::game_over(hub, id);
            return Msg::new("tournament-looked-again");
        }
        Err(e) => return refusal(&e),
    };
    // What the channel is told is owed with the change itself.
    let mut notices = Vec::new();
    if let (Some(name), Status::Running) = (withdrawn_name.clone(), event.status) {
        notices.push(Post::text(vec![
            Msg::new("tournament-withdrew").s("name", name)
        ]));
    }
    if event.status == Status::Cancelled && before != Status::Cancelled {
        notices.push(Post::text(vec![Msg::new("tournament-cancelled")]));
    }
    let redraw = before == Status::Open || event.status != before;
    if let Err(e) = super::save_owing(hub, id, &event, notices, redraw).await {
        tracing::error!(error = %e, "could not save a tournament");
        return Msg::new("err-not-saved");
    }
    drop(held);
    if let (Some((thread, user)), Some(name)) = (resign, withdrawn_name) {
        // Their game ends by their resignation; its archive moves the tournament on.
        let job = Job {
            input: Input {
                user,
                name,
                locale: event.locale.clone(),
                action: Action::Resign,
            },
            guild: Some(event.guild),
            responder: Responder::none(),
        };
        hub.dispatch(thread, job);
    }
    if event.status == Status::Running {
        // Pairing and opening a round's games takes a request or three a game: the
        // person's answer does not wait for them.
        super::game_over(hub, id);
    }
    answer
}
