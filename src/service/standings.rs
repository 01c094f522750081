//! Where the players of a channel's tournament stand (`/tournament standings`): the one
//! going on (who registered while it is open, the standings after the rounds played), else
//! the last one played to its end there (its final standings). The lines are
//! [`super::tournament`]'s.

use super::hub::Hub;
use super::tournament::{final_lines, load, registration_lines, standings_lines};
use crate::table::Msg;
use crate::tournament::event::Status;

/// The standings of the tournament of channel `channel`, as lines to show; the refusal to
/// tell instead when it has none, or it cannot be read.
pub async fn standings_in(hub: &Hub, channel: u64) -> Result<Vec<Msg>, Msg> {
    let going = hub.store().tournament_in(channel).await;
    let stored = match going {
        Ok(None) => hub.store().finished_tournament_in(channel).await,
        other => other,
    };
    let stored = match stored {
        Ok(Some(t)) => t,
        Ok(None) => return Err(Msg::new("tournament-err-none")),
        Err(e) => {
            tracing::error!(error = %e, "could not read a channel's tournament");
            return Err(Msg::new("err-not-saved"));
        }
    };
    let event = match load(hub, stored.id).await {
        Ok(Some(e)) => e,
        _ => return Err(Msg::new("err-internal")),
    };
    Ok(match event.status {
        Status::Open => registration_lines(&event),
        Status::Over => final_lines(&event),
        _ => {
            let mut lines = vec![Msg::new("tournament-standings-now")
                .n("round", event.round())
                .n("rounds", event.rounds)];
            lines.extend(standings_lines(&event));
            lines
        }
    })
}
