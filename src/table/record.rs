//! A game's record, as `/game export` posts it and `plansza play --export` writes it: a GCG
//! record for a board game, a WordCap record for the grid (`docs/gcg.md`). Both replay with
//! `plansza replay`.

use super::game::TableGame;
use super::lookback::Noted;
use super::session::Table;
use super::state::MissedTurn;

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

    /// The analysed record: [`Table::record`], and in a board game's GCG record a `#note`
    /// after each person's noted turn (`#note best 8H QUIZ 48, equity lost 23.5`, in
    /// English: GCG notes are free text). A WordCap record has no notes.
    pub fn analysed_record(&self) -> Option<RecordText> {
        let TableGame::Board(game) = self.played()? else {
            return self.record();
        };
        let names: Vec<String> = self.state().seats.iter().map(|s| s.name.clone()).collect();
        let mut noted = Noted::new(&self.state().missed, game.players().len());
        let notes: Vec<Option<String>> = game
            .history()
            .iter()
            .map(|record| noted.of(record).map(analysis_note))
            .collect();
        Some(RecordText {
            text: crate::gcg::write_game_noted(game, &names, &notes),
            extension: "gcg",
        })
    }
}

/// A noted turn as a GCG note: `best 8H QUIZ 48, equity lost 23.5` (a pass or an exchange
/// as `-` or `-AEZ`, without points).
fn analysis_note(noted: &MissedTurn) -> String {
    let lost = noted.lost_tenths();
    let best = match noted.best.trim() {
        turn if turn.starts_with('-') => turn.to_string(),
        turn => format!("{turn} {}", noted.best_score),
    };
    format!("best {best}, equity lost {}.{}", lost / 10, lost % 10)
}
