//! A player's reminders of games over days (their turn, their time running out), sent by
//! DM: on unless they turned them off (`/notify`). One choice per player, for every server.

use super::hub::Hub;
use crate::text::key;

/// Turns person `user`'s reminders on or off; the answer, in `l`, says which (or that the
/// choice could not be saved).
pub async fn set_reminders(hub: &Hub, user: u64, on: bool, l: &str) -> String {
    match hub.store().set_reminders(user, on).await {
        Ok(()) if on => key(l, "notify-on"),
        Ok(()) => key(l, "notify-off"),
        Err(e) => {
            tracing::error!(error = %e, "could not change someone's reminders");
            key(l, "err-internal")
        }
    }
}
