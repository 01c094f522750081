//! Computer players at the table: seating one (**Add computer**, or at once in a game played
//! against the computer), its turn when its move deadline comes (a short pause so people can
//! follow), and its answers in other players' 10-second windows (Accept or Check at once,
//! Agree to an Undo). A computer acts through the same inputs a person sends, so every rule
//! and message is the same; answers meant for the person who acted are dropped. At WordCap
//! it traces a word from the word finder ([`crate::wordcap::computer`]).

use super::super::effect::{Effect, Msg, Reply};
use super::super::game::TableGame;
use super::super::input::{Action, ButtonAction, ButtonId, Input};
use super::super::state::{Seat, Stage, WindowKind};
use super::super::Millis;
use super::{reply, text, Dictionaries, Table, LOBBY_LOOK};
use crate::i18n::{tr, tr_args, ArgValue, Locale};
use crate::movegen::computer::{judge_move, Strength};
use crate::rules::Phase;
use crate::wordcap::computer::{choose_word, judge_word};
use crate::wordcap::WordCapGame;

/// How long a computer seems to think before its move.
pub const THINK_MS: Millis = 1_500;

/// User ids of computer seats: small numbers no Discord user has (snowflakes are far larger).
const FIRST_COMPUTER_ID: u64 = 1;

/// A computer seat's name in the table's language: `🤖 Computer (strong)`, `🤖 Komputer
/// (mocny)`, `🤖 Компьютер (сильный)`.
pub fn computer_name(locale: &str, strength: Strength) -> String {
    let locale = Locale::from_discord(locale);
    let level = tr(locale, &format!("computer-level-{}", strength.name()));
    tr_args(locale, "computer-seat", &[("level", ArgValue::Text(level))])
}

impl Table {
    /// The seat of a computer of this strength, with the next free computer id.
    pub(super) fn computer_seat(&self, strength: Strength) -> Seat {
        let user = (FIRST_COMPUTER_ID..)
            .find(|id| !self.state.seats.iter().any(|s| s.user == *id))
            .unwrap_or(FIRST_COMPUTER_ID);
        Seat {
            user,
            name: computer_name(&self.state.locale, strength),
            locale: self.state.locale.clone(),
            dm_closed: false,
            computer: Some(strength),
        }
    }

    /// The strength computers at this table get.
    pub(super) fn computer_strength(&self) -> Strength {
        self.state.options.computer.unwrap_or_default()
    }

    /// The strongest computer seated, if any.
    pub(super) fn strongest_computer(&self) -> Option<Strength> {
        self.state
            .seats
            .iter()
            .filter_map(|s| s.computer)
            .max_by_key(|s| s.rank())
    }

    /// **Add computer** in the lobby (its creator only).
    pub(super) fn add_computer(&mut self, input: &Input) -> Vec<Effect> {
        let Stage::Lobby { message_id } = self.state.stage else {
            return text("err-already-started");
        };
        if input.user != self.state.creator {
            return text("err-only-creator-adds-computer");
        }
        let max = self.state.options.variant.max_players();
        if self.state.seats.len() >= max {
            return reply(Msg::new("err-lobby-full").n("max", max as i64));
        }
        let seat = self.computer_seat(self.computer_strength());
        self.state.seats.push(seat);
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

    /// The computer to move, if the player to move is one.
    pub(super) fn computer_to_move(&self) -> Option<(usize, Strength)> {
        let game = self.played()?;
        if game.is_over() {
            return None;
        }
        let seat = game.turn();
        self.state.seats.get(seat)?.computer.map(|s| (seat, s))
    }

    /// The computer whose move the table's next deadline brings, by its strength: the player
    /// to move is a computer and no window is open (its pause over, it thinks then).
    pub fn computer_moves_next(&self) -> Option<Strength> {
        let Stage::Playing { window: None, .. } = &self.state.stage else {
            return None;
        };
        self.computer_to_move().map(|(_, strength)| strength)
    }

    /// The computer's turn: it chooses with the move generator (or plays `thought`, its
    /// move thought over away from the table) and acts like a person.
    pub(super) fn computer_turn(
        &mut self,
        thought: Option<super::Thought>,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        let Some((seat, strength)) = self.computer_to_move() else {
            return Vec::new();
        };
        if let Some(grid) = self.grid().cloned() {
            return self.computer_traces(seat, strength, &grid, now, dicts);
        }
        self.computer_plays(thought, now, dicts)
    }

    /// Computers answer the open window: accept or check another player's move, agree to
    /// its author's Undo.
    pub(super) fn computers_answer(
        &mut self,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        let mut effects = Vec::new();
        for _ in 0..self.state.seats.len() {
            let Some((seat, action)) = self.computer_answer(dicts) else {
                break;
            };
            let Some(game) = self.played() else {
                break;
            };
            let id = ButtonId {
                game: self.state.game_id,
                action,
                move_number: game.move_number(),
            };
            let input = self.computer_input(seat, Action::Button(id));
            effects.extend(without_replies(self.handle_person(input, now, dicts)));
        }
        effects
    }

    /// The next computer that has to answer the window, and its answer.
    fn computer_answer(&mut self, dicts: &dyn Dictionaries) -> Option<(usize, ButtonAction)> {
        let Stage::Playing { game, window, .. } = &self.state.stage else {
            return None;
        };
        let window = window.as_ref()?;
        let author = game.pending_author()?;
        let waiting: Vec<(usize, Strength)> = self
            .state
            .seats
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != author && !game.resigned(i))
            .filter_map(|(i, s)| s.computer.map(|c| (i, c)))
            .collect();
        match &window.kind {
            WindowKind::Review { accepted, .. } => {
                let (seat, strength) = *waiting.iter().find(|(i, _)| !accepted.contains(i))?;
                let words = dicts.words(&self.state.options.dictionary_name());
                let accept = match &**game {
                    TableGame::Board(g) => {
                        let Phase::Pending(pending) = g.phase() else {
                            return None;
                        };
                        judge_move(&pending.mv, words, strength, &mut self.rng)
                    }
                    TableGame::Grid(g) => {
                        judge_word(&g.pending()?.word, words, strength, &mut self.rng)
                    }
                };
                Some((
                    seat,
                    if accept {
                        ButtonAction::Accept
                    } else {
                        ButtonAction::Check
                    },
                ))
            }
            WindowKind::UndoVote { agreed, .. } => {
                let &(seat, _) = waiting.iter().find(|(i, _)| !agreed.contains(i))?;
                Some((seat, ButtonAction::Agree))
            }
        }
    }

    /// A computer's WordCap turn: it traces a word it knows (by its strength) or passes.
    fn computer_traces(
        &mut self,
        seat: usize,
        strength: Strength,
        grid: &WordCapGame,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        let dictionary = self.state.options.dictionary_name();
        let action = dicts
            .dawg(&dictionary)
            .and_then(|dawg| choose_word(grid.grid(), dawg, strength, &mut self.rng))
            .map_or(Action::Pass, |path| Action::Play(path.to_string()));
        let input = self.computer_input(seat, action);
        let mut effects = without_replies(self.handle_person(input, now, dicts));
        let refused = self
            .played()
            .is_some_and(|g| g.move_number() == grid.move_number());
        if refused {
            let pass = self.computer_input(seat, Action::Pass);
            effects.extend(without_replies(self.handle_person(pass, now, dicts)));
        }
        effects
    }

    pub(super) fn computer_input(&self, seat: usize, action: Action) -> Input {
        let s = &self.state.seats[seat];
        Input {
            user: s.user,
            name: s.name.clone(),
            locale: s.locale.clone(),
            action,
        }
    }
}

/// A computer's effects without the answers meant for the one who acted.
pub(super) fn without_replies(effects: Vec<Effect>) -> Vec<Effect> {
    effects
        .into_iter()
        .filter(|e| !matches!(e, Effect::Reply(_)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_computer_is_named_in_the_table_s_language() {
        assert_eq!(
            computer_name("en-US", Strength::Strong),
            "🤖 Computer (strong)"
        );
        assert_eq!(
            computer_name("pl", Strength::Expert),
            "🤖 Komputer (ekspert)"
        );
        assert_eq!(
            computer_name("ru", Strength::Beginner),
            "🤖 Компьютер (новичок)"
        );
        assert_eq!(computer_name("de", Strength::Strong), "🤖 Computer (Stark)");
    }
}
