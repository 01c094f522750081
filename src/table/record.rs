//! A game's record, as `/game export` posts it and `plansza play --export` writes it: a GCG
//! record for a board game, a WordCap record for the grid (`docs/gcg.md`). Both replay with
//! `plansza replay`.

use super::game::TableGame;
use super::session::Table;

/// A game's record and the file name ending it is saved under.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordText {
    /// The record.
    pub text: String,
    /// `gcg` for a board game, `txt` for a WordCap record.
    pub extension: &'static str,
}

impl Table {
    /// The record of the table's game (None before it starts), with the players named as
    /// they sit.
    pub fn record(&self) -> Option<RecordText> {
        let names: Vec<String> = self.state().seats.iter().map(|s| s.name.clone()).collect();
        Some(match self.played()? {
            TableGame::Board(game) => RecordText {
                text: crate::gcg::write_game(game, &names),
                extension: "gcg",
            },
            TableGame::Grid(game) => RecordText {
                text: crate::wordcap::write_wordcap(game, &names),
                extension: "txt",
            },
        })
    }
}
