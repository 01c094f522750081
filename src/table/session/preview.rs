//! The preview of a move while its player types `/play`: where it goes, the words it forms and
//! the score it would make, or the reason `/play` would refuse it.
//!
//! The preview goes through exactly what `/play` does (the same checks of the player and the
//! turn, [`parse_move`] and [`Game::evaluate`], or for WordCap the same reading of cells or a
//! word and [`WordCapGame::evaluate`]) and stops before anything is laid. It never looks up the
//! dictionary: Literki's rules forbid consulting it while composing ("podczas układania słów
//! korzystanie ze słownika jest zabronione"),
//! and nobody learns from a preview whether a word exists. It reads only the caller's own rack.
//!
//! [`Game::evaluate`]: crate::rules::Game::evaluate
//! [`WordCapGame::evaluate`]: crate::wordcap::WordCapGame::evaluate

use super::super::effect::{Effect, Msg, Reply};
use super::super::errors;
use super::super::input::{Action, Input};
use super::describe::direction_name;
use super::{words_of, Table};
use crate::rules::parse_move;

impl Table {
    /// What `/play typed` by `user` would do now, as one message for that person: the move's
    /// start square, direction, words and score (`preview-move`), a WordCap word's cells and
    /// score (`preview-trace`), or the error `/play` would answer. Changes nothing.
    pub fn preview(&self, user: u64, typed: &str) -> Msg {
        let input = Input {
            user,
            name: String::new(),
            locale: String::new(),
            action: Action::Play(typed.to_string()),
        };
        let result = if self.grid().is_some() {
            self.preview_trace(&input, typed)
        } else {
            self.preview_board(&input, typed)
        };
        result.unwrap_or_else(|refusal| refusal)
    }

    /// A board game's move: parsed and evaluated as `/play` does, without the dictionary.
    fn preview_board(&self, input: &Input, typed: &str) -> Result<Msg, Msg> {
        let (seat, game) = self.turn_actor(input).map_err(refusal)?;
        let text = parse_move(typed, game.variant()).map_err(|e| errors::notation(&e))?;
        let mv = game.evaluate(seat, &text).map_err(|e| errors::play(&e))?;
        Ok(Msg::new("preview-move")
            .s("square", text.start.noted(text.direction))
            .s("direction", direction_name(text.direction))
            .s("words", words_of(game, &mv))
            .n("score", mv.score))
    }

    /// A WordCap word: its cells read (or found for a typed word) as `/play` does, then scored.
    fn preview_trace(&self, input: &Input, typed: &str) -> Result<Msg, Msg> {
        let (seat, game) = self.turn_actor_any(input).map_err(refusal)?;
        let Some(game) = game.grid() else {
            return Err(Msg::new("err-not-started"));
        };
        let path = self.read_trace(game, typed)?;
        let scored = game
            .evaluate(seat, &path)
            .map_err(|e| errors::wordcap(&e))?;
        Ok(Msg::new("preview-trace")
            .s("cells", path.to_string())
            .s("word", game.grid().word_text(&path))
            .n("score", scored.total)
            .n("letters", scored.letters)
            .n("bonus", scored.total.saturating_sub(scored.letters)))
    }
}

/// The message of a refusal the table would answer with.
fn refusal(effects: Vec<Effect>) -> Msg {
    effects
        .into_iter()
        .find_map(|e| match e {
            Effect::Reply(Reply::Text(msg)) => Some(msg),
            _ => None,
        })
        .unwrap_or_else(|| Msg::new("err-move-over"))
}
