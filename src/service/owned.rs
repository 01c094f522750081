//! What a driver that is not a table owes people (the tournament driver's round posts, the
//! puzzle scheduler's posts): outbox rows like a table's, written in the same transaction
//! as the driver's state that owes them, but under the driver's own key
//! ([`crate::store::Owing::owner`]), because the driver needs to know where a post landed
//! (a game's thread opens from its post, a puzzle's Answer button comes off at its close).
//! The driver carries its rows out itself, in order, each under the nonce saved in its row,
//! and notes where a post landed in the same transaction that forgets the row. After a
//! crash the same driver finds its rows by its key and carries them out again: a post that
//! had landed is sent again under the same nonce, which the door does not double (Discord's
//! `enforce_nonce`), and is told where it is.

use super::door::{Shown, Stopped};
use super::hub::Hub;
use crate::store::{Owing, StoreError};
use crate::table::owed::Owed;
use crate::table::Effect;

/// One owed row of a driver, read back.
#[derive(Debug, Clone)]
pub(super) struct OwnedRow {
    /// Its outbox row.
    pub id: i64,
    /// The channel it goes to.
    pub place: u64,
    /// Its server.
    pub guild: Option<u64>,
    /// Its owner's key.
    pub key: String,
    /// What is owed, its language and nonce.
    pub owed: Owed,
}

/// `effects` owed in `place` by the driver whose key is `key`, ready for the store: each
/// gets its nonce, saved in its row.
pub(super) fn owing(
    key: String,
    place: u64,
    guild: Option<u64>,
    locale: &str,
    effects: Vec<Effect>,
) -> Owing {
    let (owing, _) = super::outbox::owing_effects(place, guild, locale, effects);
    Owing {
        owner: Some(key),
        ..owing
    }
}

/// The rows still owed by the drivers whose keys start with `prefix`, oldest first. A row
/// that cannot be read is logged and forgotten (it can never be carried out).
pub(super) async fn owed_by(hub: &Hub, prefix: &str) -> Result<Vec<OwnedRow>, StoreError> {
    let mut rows = Vec::new();
    let mut unreadable = Vec::new();
    for row in hub.store().owed_by(prefix).await? {
        match Owed::from_json(&row.effect) {
            Ok(owed) => rows.push(OwnedRow {
                id: row.id,
                place: row.table,
                guild: row.guild,
                key: row.owner.unwrap_or_default(),
                owed,
            }),
            Err(e) => {
                tracing::error!(id = row.id, error = %e, "an owed post cannot be read; dropped");
                unreadable.push(row.id);
            }
        }
    }
    hub.store().settle_owed(&unreadable).await?;
    Ok(rows)
}

/// Carries out one owed row (a post, an edit, or a post's buttons taken off); where a post landed
/// (None: it did not, or the row was no post). `Err(Stopped)`: the bot stops, or another
/// process drives the server now; the row stays owed.
pub(super) async fn carry(hub: &Hub, row: &OwnedRow) -> Result<Option<u64>, Stopped> {
    if !hub.store().lease_holds().await {
        tracing::warn!(
            place = row.place,
            "the shard's lease is lost: nothing more goes out from here"
        );
        return Err(Stopped);
    }
    let door = hub.door();
    let Owed {
        locale,
        nonce,
        effect,
    } = &row.owed;
    match effect {
        Effect::Post(post) => door.post(row.place, locale, post.clone(), nonce).await,
        Effect::ClearButtons { message_id } => {
            door.clear_buttons(row.place, *message_id).await?;
            Ok(None)
        }
        Effect::Edit {
            message_id,
            lines,
            buttons,
            board,
            look,
        } => {
            let shown = Shown {
                lines,
                buttons,
                look: *look,
            };
            let board = board.clone();
            door.edit(row.place, *message_id, locale, shown, board)
                .await?;
            Ok(None)
        }
        other => {
            tracing::error!(id = row.id, effect = ?other, "a driver owes what it cannot carry out; dropped");
            Ok(None)
        }
    }
}
