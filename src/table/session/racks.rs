//! Racks: shown to their player alone (`/rack`, **My rack**) and sent by DM when dealt or
//! changed.

use super::super::effect::{Effect, Msg, Reply};
use super::super::input::Input;
use super::super::view::{rack_text, rack_view};
use super::{text, Table};

impl Table {
    pub(super) fn show_rack(&self, input: &Input) -> Vec<Effect> {
        let Some(seat) = self.seat_of(input.user) else {
            return text("err-not-a-player");
        };
        if self.grid().is_some() {
            return text("err-no-rack");
        }
        let Some(game) = self.game() else {
            return text("err-not-started");
        };
        vec![Effect::Reply(Reply::Rack {
            view: rack_view(game, seat),
            letters: rack_text(game, seat),
        })]
    }

    /// Rack DMs for these seats (people still playing). None once the game is over: the
    /// final post says everything, and a rack after the end is no use to anyone.
    pub(super) fn rack_dms(
        &self,
        seats: impl IntoIterator<Item = usize>,
        note: &'static str,
    ) -> Vec<Effect> {
        let Some(game) = self.game().filter(|g| !g.is_over()) else {
            return Vec::new();
        };
        seats
            .into_iter()
            .filter(|&i| !game.players()[i].resigned && self.state.seats[i].computer.is_none())
            .map(|i| Effect::SendRack {
                user: self.state.seats[i].user,
                view: rack_view(game, i),
                letters: rack_text(game, i),
                note: Msg::new(note).n("move", game.move_number()),
            })
            .collect()
    }
}
