//! The preview of a move while it is typed ([`Table::preview`]: where it goes, the words it
//! forms and its score, or why it cannot be laid), against the place's table as last saved.
//! It changes nothing and never looks a word up.

use super::hub::Hub;
use super::pools::pools;
use crate::table::{Msg, Table, TableState};

/// The preview of `typed` by `user` in channel `channel`: against the table as its task
/// last saved it, else as the store has it; read and checked on the work pool, so a
/// keystroke never holds up anything else.
pub async fn move_preview(hub: &Hub, channel: u64, user: u64, typed: String) -> Msg {
    let work = &pools().work;
    let previewed = match hub.saved_table(channel) {
        Some(state) => {
            work.run(move || preview_state(Some((*state).clone()), channel, user, &typed))
                .await
        }
        None => match hub.store().load_table(channel).await {
            Ok(json) => {
                work.run(move || preview(json.as_deref(), channel, user, &typed))
                    .await
            }
            Err(e) => {
                tracing::warn!(channel, error = %e, "could not read a saved table for a preview");
                Ok(Msg::new("err-internal"))
            }
        },
    };
    previewed.unwrap_or_else(|_| Msg::new("err-internal"))
}

/// The preview of `typed` by `user` against the table saved for `channel` (`saved`, as the
/// store keeps it).
fn preview(saved: Option<&str>, channel: u64, user: u64, typed: &str) -> Msg {
    preview_state(saved.and_then(saved_table), channel, user, typed)
}

/// The preview of `typed` by `user` against the table state `saved` of `channel`.
fn preview_state(saved: Option<TableState>, channel: u64, user: u64, typed: &str) -> Msg {
    let Some(state) = saved else {
        return Msg::new("err-no-game");
    };
    match Table::from_state(state) {
        Ok(table) => table.preview(user, typed),
        Err(e) => {
            tracing::warn!(channel, error = %e, "a saved table could not be read for a preview");
            Msg::new("err-internal")
        }
    }
}

/// The state of a saved table (as the store keeps it), if it reads.
pub fn saved_table(json: &str) -> Option<TableState> {
    serde_json::from_str(json).ok()
}
