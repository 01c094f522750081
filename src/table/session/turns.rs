//! Turns that change no board: exchanges, passes (also a move clock running out, and the
//! game clocks' end), resignations, agreeing to end a simple-level game, and `/game end`.

use super::super::effect::{Effect, Msg, Reply};
use super::super::errors;
use super::super::game::TableGame;
use super::super::input::Input;
use super::super::state::Stage;
use super::super::Millis;
use super::clock::charge;
use super::{reply, text, text_post, Table, LOBBY_LOOK};
use crate::rules::parse_tiles;

impl Table {
    pub(super) fn exchange(&mut self, input: &Input, typed: &str, now: Millis) -> Vec<Effect> {
        let (seat, game) = match self.turn_actor(input) {
            Ok(x) => x,
            Err(e) => return e,
        };
        let game = game.clone();
        let tiles = match parse_tiles(typed, game.variant()) {
            Ok(t) => t,
            Err(e) => return reply(errors::notation(&e)),
        };
        let next = match game.exchange(seat, &tiles, &mut self.rng) {
            Ok(g) => g,
            Err(e) => return reply(errors::play(&e)),
        };
        let line = Msg::new("exchanged")
            .s("name", input.name.clone())
            .n("count", tiles.len() as i64);
        let mut effects = self.after_turn(next, vec![line], now);
        effects.insert(
            1,
            Effect::Reply(Reply::Text(
                Msg::new("you-exchanged").n("count", tiles.len() as i64),
            )),
        );
        effects.extend(self.rack_dms([seat], "rack-after-exchange"));
        effects
    }

    pub(super) fn pass(&mut self, input: &Input, now: Millis) -> Vec<Effect> {
        let (seat, game) = match self.turn_actor_any(input) {
            Ok(x) => x,
            Err(e) => return e,
        };
        let game = game.clone();
        let next = match game.pass(seat, &mut self.rng) {
            Ok(g) => g,
            Err(e) => return reply(e),
        };
        let line = Msg::new("passed").s("name", input.name.clone());
        let mut effects = self.after_turn(next, vec![line], now);
        effects.insert(1, Effect::Reply(Reply::Done));
        effects
    }

    pub(super) fn move_timed_out(&mut self, now: Millis) -> Vec<Effect> {
        let Some(game) = self.played() else {
            return Vec::new();
        };
        let seat = game.turn();
        // The clock of the player to move counts up to now before deciding.
        let over_game_time = {
            let mut probe = self.state.clock.clone();
            charge(&mut probe, seat, now, self.state.seats.len());
            self.all_out_of_game_time_with(&probe)
        };
        if over_game_time {
            if let Ok(ended) = game.time_over() {
                self.clock_charge(now);
                let line = Msg::new("end-time-over");
                return self.after_turn(ended, vec![line], now);
            }
        }
        let game = game.clone();
        let next = match game.pass(seat, &mut self.rng) {
            Ok(g) => g,
            Err(_) => {
                // Nothing sensible to do: drop the deadline so it does not fire again.
                if let Stage::Playing { move_deadline, .. } = &mut self.state.stage {
                    *move_deadline = None;
                }
                return vec![Effect::Persist];
            }
        };
        let line = Msg::new("timed-out").s("name", self.state.seats[seat].name.clone());
        self.after_turn(next, vec![line], now)
    }

    pub(super) fn agree_end(&mut self, input: &Input, now: Millis) -> Vec<Effect> {
        let Some(seat) = self.seat_of(input.user) else {
            return text("err-not-a-player");
        };
        let Some(game) = self.game() else {
            return text("err-not-started");
        };
        let next = match game.agree_end(seat) {
            Ok(g) => g,
            Err(e) => return reply(errors::play(&e)),
        };
        let agreed = next.agreed_to_end().len();
        let active = next.active_players();
        if !next.is_over() {
            // Still playing: only record the agreement (the turn does not change).
            self.set_game_keep_clock(next);
            return vec![
                Effect::Persist,
                Effect::Reply(Reply::Done),
                text_post(vec![Msg::new("agreed-to-end")
                    .s("name", input.name.clone())
                    .n("agreed", agreed as i64)
                    .n("players", active as i64)]),
            ];
        }
        let mut effects = self.after_turn(next, Vec::new(), now);
        effects.insert(1, Effect::Reply(Reply::Done));
        effects
    }

    /// Replace the game without touching the window, the deadline or the clocks.
    pub(super) fn set_game_keep_clock(&mut self, next: impl Into<TableGame>) {
        if let Stage::Playing { game, .. } = &mut self.state.stage {
            **game = next.into();
        }
    }

    pub(super) fn resign(&mut self, input: &Input, now: Millis) -> Vec<Effect> {
        let Some(seat) = self.seat_of(input.user) else {
            return text("err-not-a-player");
        };
        let Stage::Playing { game, window, .. } = &self.state.stage else {
            return text("err-not-started");
        };
        if window.is_some() {
            return text("err-move-pending");
        }
        let next = match game.resign(seat) {
            Ok(g) => g,
            Err(e) => return reply(e),
        };
        let line = Msg::new("resigned").s("name", input.name.clone());
        let mut effects = self.after_turn(next, vec![line], now);
        effects.insert(1, Effect::Reply(Reply::Done));
        effects
    }

    /// `/game end` (its creator, a moderator, or the driver when the place is gone): a
    /// lobby closes, a game ends as it stands. A rated game cannot be escaped so: a player
    /// who ends it resigns (the game goes on or ends with a result, as a resignation does),
    /// and only a moderator who is not playing stops it without one.
    pub(super) fn end_game(&mut self, input: &Input, moderator: bool, now: Millis) -> Vec<Effect> {
        if !moderator && input.user != self.state.creator {
            return text("err-end-not-allowed");
        }
        let playing = self.played().is_some_and(|g| !g.is_over());
        if playing && self.rated_so_far() {
            if self.seat_of(input.user).is_some() {
                let mut effects = self.resign(input, now);
                if effects.contains(&Effect::Persist) {
                    effects.retain(|e| !matches!(e, Effect::Reply(Reply::Done)));
                    effects.push(Effect::Reply(Reply::Text(Msg::new("end-rated-resigned"))));
                }
                return effects;
            }
            if !moderator {
                return text("err-end-rated");
            }
        }
        let stopped_by = Msg::new("game-stopped").s("name", input.name.clone());
        match &self.state.stage {
            Stage::Lobby { message_id } => {
                let mut effects = vec![Effect::Archive, Effect::Reply(Reply::Done)];
                if let Some(id) = message_id {
                    effects.push(Effect::Edit {
                        message_id: *id,
                        lines: vec![stopped_by],
                        buttons: Vec::new(),
                        board: None,
                        look: LOBBY_LOOK,
                    });
                }
                // A closed lobby is finished: mark it by an empty seat list.
                self.state.seats.clear();
                effects
            }
            Stage::Playing { game, .. } => {
                if game.is_over() {
                    return text("err-game-over");
                }
                let game = game.stop();
                let mut effects = self.clear_window_buttons(vec![stopped_by.clone()]);
                self.set_game(game, None, None);
                effects.insert(0, Effect::Persist);
                effects.push(Effect::Reply(Reply::Done));
                effects.extend(self.game_over_posts(vec![stopped_by]));
                effects
            }
        }
    }
}
