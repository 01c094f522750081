//! Checking a saved table before it is played on again (after a restart): the rules' game
//! must be sound ([`crate::rules::Game::check`], [`crate::wordcap::WordCapGame::check`]) and
//! the table's own indexes (seats, the window's answers, the missed moves) must agree with it.
//! A table that passes can be handled without any index going out of bounds.

use super::game::TableGame;
use super::input::GameKind;
use super::state::{Stage, TableState, WindowKind};
use crate::rules::DamagedGame;

/// Why a saved table cannot be played on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DamagedTable {
    /// The game inside it is damaged.
    #[error(transparent)]
    Game(#[from] DamagedGame),
    /// The table around the game is.
    #[error("the saved table is damaged: {0}")]
    Table(&'static str),
}

impl TableState {
    /// Checks the state read from storage; see the module doc.
    pub fn check(&self) -> Result<(), DamagedTable> {
        let seats = self.seats.len();
        match &self.stage {
            Stage::Lobby { .. } => {
                if seats > self.options.variant.max_players() {
                    return Err(DamagedTable::Table("more seats than the game has players"));
                }
            }
            Stage::Playing { game, window, .. } => {
                match (&**game, &self.options.variant) {
                    (TableGame::Board(g), GameKind::Board(v)) if g.variant_id() == *v => {
                        g.check()?
                    }
                    (TableGame::Grid(g), GameKind::WordCap(o)) if g.language() == o.language => {
                        g.check()?
                    }
                    _ => return Err(DamagedTable::Table("the game is not the table's variant")),
                }
                if game.player_count() != seats {
                    return Err(DamagedTable::Table("the seats are not the game's players"));
                }
                if window.is_some() != game.pending_author().is_some() {
                    return Err(DamagedTable::Table(
                        "a window without a pending move, or the reverse",
                    ));
                }
                if let Some(w) = window {
                    let answers = match &w.kind {
                        WindowKind::Review { accepted, .. } => accepted,
                        WindowKind::UndoVote { agreed, .. } => agreed,
                    };
                    if answers.iter().any(|&i| i >= seats) {
                        return Err(DamagedTable::Table("an answer names no player"));
                    }
                }
            }
        }
        if self.missed.iter().any(|m| m.seat >= seats) {
            return Err(DamagedTable::Table("a missed move names no player"));
        }
        Ok(())
    }
}
