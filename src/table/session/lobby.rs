//! The lobby: players join, the creator starts the game and the racks are dealt.

use super::super::effect::{Button, Effect, Msg, Reply};
use super::super::game::TableGame;
use super::super::input::{ButtonAction, GameKind, Input};
use super::super::state::{Seat, Stage};
use super::super::Millis;
use super::{reply, text, Table, LOBBY_LOOK};
use crate::rules::Game;

impl Table {
    /// The game starts: fresh clocks, the first turn armed, Start answered, and the lobby
    /// message says the game has started (its buttons gone). The caller adds the first post.
    pub(super) fn begin(
        &mut self,
        game: impl Into<TableGame>,
        message_id: Option<u64>,
        now: Millis,
    ) -> Vec<Effect> {
        self.state.clock = Default::default();
        self.set_game(game, None, None);
        self.arm_turn(now);
        let mut effects = vec![Effect::Persist, Effect::Reply(Reply::Done)];
        if let Some(id) = message_id {
            let mut lines = self.lobby_summary(false);
            lines.push(Msg::new("lobby-started"));
            effects.push(Effect::Edit {
                message_id: id,
                lines,
                buttons: Vec::new(),
                board: None,
                look: LOBBY_LOOK,
            });
        }
        effects.extend(self.open_thread(message_id));
        effects
    }

    /// The lobby post while people can join: who opened it for which game, who has joined
    /// of how many seats, how many more can join and how many the game still needs to start,
    /// and the stake.
    pub fn lobby_lines(&self) -> Vec<Msg> {
        self.lobby_summary(true)
    }

    /// The lobby's lines: while `open`, with the seats still free; once the game started,
    /// just who plays.
    fn lobby_summary(&self, open: bool) -> Vec<Msg> {
        let names = self
            .state
            .seats
            .iter()
            .map(|s| s.name.clone())
            .collect::<Vec<_>>()
            .join(", ");
        let v = self.state.options.variant;
        let seated = self.state.seats.len();
        let players = if open {
            Msg::new("lobby-players")
                .s("names", names)
                .n("count", seated as i64)
                .n("min", v.min_players() as i64)
                .n("max", v.max_players() as i64)
                .n("free", v.max_players().saturating_sub(seated) as i64)
                .n("missing", v.min_players().saturating_sub(seated) as i64)
        } else {
            Msg::new("lobby-seated").s("names", names)
        };
        let mut lines = vec![
            Msg::new("lobby-title")
                .game("variant", self.state.options.variant.name())
                .s(
                    "creator",
                    self.state
                        .seats
                        .first()
                        .map(|s| s.name.clone())
                        .unwrap_or_default(),
                ),
            players,
        ];
        lines.extend(self.option_lines());
        if let Some(stake) = self.stake() {
            lines.push(Msg::new("lobby-stake").n("points", stake));
        }
        lines
    }

    /// A line for each option the game was opened with beyond its defaults (move time, game
    /// time, word list, challenge rule, target, simple level, letters per rack, hints).
    fn option_lines(&self) -> Vec<Msg> {
        let o = &self.state.options;
        let mut lines = pace_lines(o);
        if o.dictionary.is_some() {
            lines.push(Msg::new("lobby-opt-dictionary").code("dictionary", o.dictionary_name()));
        }
        if let Some(rule) = o.rules.challenge {
            lines.push(Msg::new("lobby-opt-challenge").code("rule", rule.name()));
        }
        if let Some(points) = o.rules.target {
            lines.push(Msg::new("lobby-opt-target").n("points", points));
        }
        if o.rules.level == crate::rules::Level::Simple {
            lines.push(Msg::new("lobby-opt-simple"));
        }
        if let Some(count) = o.rules.rack_size {
            lines.push(Msg::new("lobby-opt-letters").n("count", count));
        }
        if o.hints == Some(true) && self.lookups_while_composing() {
            lines.push(Msg::new("lobby-opt-hints"));
        }
        lines
    }

    pub(super) fn lobby_buttons(&self) -> Vec<Button> {
        vec![
            self.button(ButtonAction::Join, 0),
            self.button(ButtonAction::AddComputer, 0),
            self.button(ButtonAction::Start, 0),
        ]
    }

    pub(super) fn join(&mut self, input: &Input) -> Vec<Effect> {
        let Stage::Lobby { message_id } = self.state.stage else {
            return text("err-already-started");
        };
        if self.seat_of(input.user).is_some() {
            return text("err-already-joined");
        }
        let max = self.state.options.variant.max_players();
        if self.state.seats.len() >= max {
            return reply(Msg::new("err-lobby-full").n("max", max as i64));
        }
        self.state.seats.push(Seat {
            user: input.user,
            name: input.name.clone(),
            locale: input.locale.clone(),
            dm_closed: false,
            computer: None,
        });
        let mut effects = vec![Effect::Persist, Effect::Reply(Reply::Done)];
        if let Some(id) = message_id {
            effects.push(Effect::Edit {
                message_id: id,
                lines: self.lobby_lines(),
                buttons: self.lobby_buttons(),
                board: None,
                look: LOBBY_LOOK,
            });
        }
        effects
    }

    pub(super) fn start(&mut self, input: &Input, now: Millis) -> Vec<Effect> {
        let Stage::Lobby { message_id } = self.state.stage else {
            return text("err-already-started");
        };
        if input.user != self.state.creator {
            return text("err-only-creator-starts");
        }
        self.deal(message_id, now)
    }

    /// The game starts with the players seated: the board or grid drawn, the racks dealt,
    /// the first post. `message_id`: the lobby message, edited to say it started.
    pub(super) fn deal(&mut self, message_id: Option<u64>, now: Millis) -> Vec<Effect> {
        let variant = match self.state.options.variant {
            GameKind::Board(v) => v,
            GameKind::WordCap(options) => return self.start_wordcap(message_id, options, now),
        };
        let game = match Game::with_options(
            variant,
            self.state.seats.len(),
            self.state.options.rules,
            &mut self.rng,
        ) {
            Ok(g) => g,
            Err(crate::rules::SetupError::PlayerCount { min, max }) => {
                return reply(
                    Msg::new("err-player-count")
                        .n("min", min as i64)
                        .n("max", max as i64),
                )
            }
            Err(crate::rules::SetupError::ChallengeRule(_)) => {
                return reply(Msg::new("err-challenge-rule"))
            }
            Err(crate::rules::SetupError::BadTarget) => return reply(Msg::new("err-bad-target")),
            Err(crate::rules::SetupError::RackSize { min, max }) => {
                return reply(
                    Msg::new("err-rack-size")
                        .n("min", min as i64)
                        .n("max", max as i64),
                )
            }
        };
        let mut effects = self.begin(game, message_id, now);
        effects.push(self.board_post(vec![Msg::new("game-started")], String::new()));
        effects.extend(self.rack_dms(0..self.state.seats.len(), "rack-dealt"));
        effects
    }
}

/// The lines saying how fast a game is played, when it is timed: days per move (a game over
/// days) or seconds per move, and minutes per player for the whole game. A lobby and a
/// tournament's registration say them alike.
pub fn pace_lines(o: &crate::setup::GameOptions) -> Vec<Msg> {
    let mut lines = Vec::new();
    if let Some(days) = o.days_per_move {
        lines.push(Msg::new("lobby-opt-days").n("count", days));
    } else if let Some(s) = o.move_time_secs {
        lines.push(Msg::new("lobby-opt-move-time").n("seconds", s));
    }
    if let Some(s) = o.game_time_secs {
        lines.push(Msg::new("lobby-opt-game-time").n("count", s / 60));
    }
    lines
}
