//! The turn controls: the buttons on the message that says whose turn it is. **Play…** opens
//! the move form, **Exchange…** the picker of the player's own tiles, **Pass** and **Sort** act
//! at once, **Resign** asks first. Each answers only the player to move (Resign: any player);
//! a control of a turn that is over says so.

use super::super::effect::{Effect, Form, Msg, Reply, TileChoice};
use super::super::game::TableGame;
use super::super::input::{ButtonAction, ButtonId, Input};
use super::super::Millis;
use super::{text, Table};
use crate::rules::Tile;

impl Table {
    /// A turn control was pressed.
    pub(super) fn control_pressed(
        &mut self,
        input: &Input,
        id: ButtonId,
        now: Millis,
    ) -> Vec<Effect> {
        match id.action {
            ButtonAction::Resign => self.ask_resign(input),
            ButtonAction::ResignConfirmed => self.resign(input, now),
            _ => {
                if let Err(e) = self.turn_actor_any(input) {
                    return e;
                }
                if self.played().map(TableGame::move_number) != Some(id.move_number) {
                    return text("err-move-over");
                }
                match id.action {
                    ButtonAction::Play | ButtonAction::PlayWord => self.open_move_form(id),
                    ButtonAction::Exchange => self.pick_tiles(input, id),
                    ButtonAction::Pass => self.pass(input, now),
                    ButtonAction::Sort => self.sort(input, now),
                    _ => Vec::new(),
                }
            }
        }
    }

    fn open_move_form(&self, id: ButtonId) -> Vec<Effect> {
        let form = match self.played() {
            Some(TableGame::Grid(_)) => Form::GridWord,
            _ => Form::BoardMove,
        };
        vec![Effect::Reply(Reply::Form { form, id })]
    }

    /// The player's own tiles to pick from (never anyone else's).
    fn pick_tiles(&self, input: &Input, id: ButtonId) -> Vec<Effect> {
        let (seat, game) = match self.turn_actor(input) {
            Ok(x) => x,
            Err(e) => return e,
        };
        let Some(rack) = game.rack(seat) else {
            return text("err-no-rack");
        };
        let alphabet = game.variant().language.alphabet();
        let tiles = rack
            .tiles()
            .iter()
            .map(|&tile| TileChoice {
                letter: match tile {
                    Tile::Blank => "?".to_string(),
                    Tile::Letter(l) => alphabet.upper(l).to_string(),
                },
                value: game.variant().tile_value(tile),
            })
            .collect();
        vec![Effect::Reply(Reply::PickTiles { id, tiles })]
    }

    fn ask_resign(&self, input: &Input) -> Vec<Effect> {
        if self.seat_of(input.user).is_none() {
            return text("err-not-a-player");
        }
        let Some(game) = self.played() else {
            return text("err-not-started");
        };
        if game.is_over() {
            return text("err-game-over");
        }
        vec![Effect::Reply(Reply::Ask {
            text: Msg::new("resign-ask"),
            buttons: vec![self.button(ButtonAction::ResignConfirmed, game.move_number())],
        })]
    }
}
