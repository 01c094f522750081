//! What a page's request asks of a table, as the same inputs Discord and the terminal send:
//! a move, an exchange, a pass, a resignation, or a window's answer (the buttons' own
//! actions, for the move in the window).

use serde::Deserialize;

use crate::table::{Action, ButtonAction, ButtonId, Stage, TableState};

/// An input from a page.
#[derive(Debug, Deserialize)]
pub struct Act {
    /// The seat of the person acting.
    pub seat: usize,
    /// `play`, `exchange`, `pass`, `resign`, `sort`, `hint`, `accept`, `check`, `undo`,
    /// `agree`, `refuse`.
    pub action: String,
    /// The move (`8H WORD`) or the tiles to exchange.
    #[serde(default)]
    pub text: String,
}

/// A move as typed, for its preview.
#[derive(Debug, Deserialize)]
pub struct Typed {
    /// The seat of the person typing.
    pub seat: usize,
    /// What they typed (`8H WORD`).
    pub text: String,
}

/// The table's input for `act` at the table as it stands (None: not an action a page
/// sends). Window answers carry the window's move number, so a late one does nothing.
pub fn action_of(state: &TableState, act: &Act) -> Option<Action> {
    let move_number = match &state.stage {
        Stage::Playing {
            window: Some(w), ..
        } => w.move_number,
        Stage::Playing { game, .. } => game.move_number(),
        Stage::Lobby { .. } => 0,
    };
    let button = |action| {
        Action::Button(ButtonId {
            game: state.game_id,
            action,
            move_number,
        })
    };
    // What a person types is as long as a move: no more is read.
    let text: String = act.text.chars().take(64).collect();
    Some(match act.action.as_str() {
        "play" => Action::Play(text),
        "exchange" => Action::Exchange(text),
        "pass" => Action::Pass,
        "resign" => Action::Resign,
        "sort" => Action::Sort,
        "hint" => Action::Hint,
        "accept" => button(ButtonAction::Accept),
        "check" => button(ButtonAction::Check),
        "undo" => button(ButtonAction::Undo),
        "agree" => button(ButtonAction::Agree),
        "refuse" => button(ButtonAction::Refuse),
        _ => return None,
    })
}
