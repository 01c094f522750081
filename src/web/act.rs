//! What a page's request asks of a table, as the same inputs Discord and the terminal send:
//! a move, an exchange, a pass, a resignation, or a window's answer (the buttons' own
//! actions, for the move in the window).

use serde::Deserialize;

use crate::table::{Action, ButtonAction, ButtonId, TableState};

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
    /// For a window's answer: the move number of the window the page showed (an answer
    /// to a window since closed is refused by the table, as a late button press is).
    #[serde(default)]
    pub move_number: Option<u32>,
}

/// A move as typed, for its preview.
#[derive(Debug, Deserialize)]
pub struct Typed {
    /// The seat of the person typing.
    pub seat: usize,
    /// What they typed (`8H WORD`).
    pub text: String,
}

/// The table's input for `act` (None: not an action a page sends, or a window's answer
/// that does not say which window). A window's answer carries the move number the page
/// showed, so one sent to a window since closed does nothing but say so.
pub fn action_of(state: &TableState, act: &Act) -> Option<Action> {
    let button = |action| {
        act.move_number.map(|move_number| {
            Action::Button(ButtonId {
                game: state.game_id,
                action,
                move_number,
            })
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
        "accept" => button(ButtonAction::Accept)?,
        "check" => button(ButtonAction::Check)?,
        "undo" => button(ButtonAction::Undo)?,
        "agree" => button(ButtonAction::Agree)?,
        "refuse" => button(ButtonAction::Refuse)?,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn act(action: &str, move_number: Option<u32>) -> Act {
        Act {
            seat: 0,
            action: action.into(),
            text: "8H KOT".into(),
            move_number,
        }
    }

    fn state() -> TableState {
        let options = crate::table::GameOptions::of(
            crate::table::GameKind::from_name("english").expect("english"),
        );
        let input = crate::table::Input {
            user: 1,
            name: "Ala".into(),
            locale: "en-US".into(),
            action: Action::NewGame(options.clone()),
        };
        crate::table::Table::open(1, None, 9, &input, options)
            .0
            .state()
            .clone()
    }

    #[test]
    fn a_windows_answer_carries_the_window_the_page_showed() {
        let state = state();
        let Some(Action::Button(id)) = action_of(&state, &act("accept", Some(3))) else {
            panic!("an Accept");
        };
        assert_eq!(
            (id.game, id.action, id.move_number),
            (9, ButtonAction::Accept, 3)
        );
        assert_eq!(
            action_of(&state, &act("accept", None)),
            None,
            "which window?"
        );
        assert_eq!(
            action_of(&state, &act("play", None)),
            Some(Action::Play("8H KOT".into()))
        );
        assert_eq!(action_of(&state, &act("dance", Some(1))), None);
    }
}
