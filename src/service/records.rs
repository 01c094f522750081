//! A channel's finished games, as the archive keeps them: the last one's game record
//! (`/game export`) and the best moves a player missed in it (`/game missed`).

use super::hub::Hub;
use crate::store::{FinishedGame, StoreError};
use crate::table::{missed_report, Msg, Table, TableState};

/// Why a finished game could not be read.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// The store did not answer.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The game, as kept, does not read as a table's state.
    #[error("a finished game does not read: {0}")]
    Unreadable(#[from] serde_json::Error),
}

/// The record of a finished game, as a file to post.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// The file's name: `plansza-<game>-<game id>.<gcg or txt>`.
    pub file_name: String,
    /// The record (GCG for a board game, the WordCap record for the grid).
    pub text: String,
    /// The game's name (`literaki`, ...).
    pub variant: String,
}

/// The last game finished in channel `channel`, read back as it ended.
async fn last_finished(
    hub: &Hub,
    channel: u64,
) -> Result<Option<(FinishedGame, TableState)>, RecordError> {
    let last = hub.store().finished_games(channel, 1).await?;
    match last.into_iter().next() {
        Some(game) => {
            let state: TableState = serde_json::from_str(&game.game_json)?;
            Ok(Some((game, state)))
        }
        None => Ok(None),
    }
}

/// The record of the last game finished in channel `channel`, with each person's turn
/// analysed (`#note` lines) when `analysis`; None when none was, or it cannot be written.
pub async fn last_record(
    hub: &Hub,
    channel: u64,
    analysis: bool,
) -> Result<Option<GameRecord>, RecordError> {
    let Some((game, state)) = last_finished(hub, channel).await? else {
        return Ok(None);
    };
    let table = match Table::from_state(state) {
        Ok(t) => t,
        Err(e) => {
            tracing::error!(error = %e, "a finished game could not be read for export");
            return Ok(None);
        }
    };
    Ok(record_of(&game, &table, analysis))
}

/// The record of finished game `game` (read back as `table`), as a file to post; analysed
/// ([`Table::analysed_record`]) when `analysis`.
pub(super) fn record_of(game: &FinishedGame, table: &Table, analysis: bool) -> Option<GameRecord> {
    let written = if analysis {
        table.analysed_record()
    } else {
        table.record()
    };
    written.map(|written| GameRecord {
        file_name: format!(
            "plansza-{}-{}.{}",
            game.variant,
            table.state().game_id,
            written.extension
        ),
        text: written.text,
        variant: game.variant.clone(),
    })
}

/// The biggest moves person `user` missed in the last game finished in channel `channel`;
/// None when no game finished there.
pub async fn missed(hub: &Hub, channel: u64, user: u64) -> Result<Option<Vec<Msg>>, RecordError> {
    Ok(last_finished(hub, channel)
        .await?
        .map(|(_, state)| missed_report(&state, user)))
}
