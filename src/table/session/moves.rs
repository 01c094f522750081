//! A board game's move: checked and scored, then waiting in its 10-second Accept/Check
//! window, or (the void rule) looked up as it is laid and standing at once.

use super::super::effect::{Effect, Look, Msg, Picture, Post, Reply};
use super::super::errors;
use super::super::input::{Input, PostTag};
use super::super::Millis;
use super::{reply, text, words_of, Dictionaries, Table};
use crate::rules::{parse_move, ChallengeRule, Game, Phase, TurnRecord};

impl Table {
    /// `/play` in a board game: the move is checked and scored and waits 10 seconds for the
    /// opponents to Accept or Check it (its author may Undo); under the void rule it is
    /// looked up at once instead.
    pub(super) fn play(
        &mut self,
        input: &Input,
        typed: &str,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        let (seat, game) = match self.turn_actor(input) {
            Ok(x) => x,
            Err(e) => return e,
        };
        let text_move = match parse_move(typed, game.variant()) {
            Ok(m) => m,
            Err(e) => return reply(errors::notation(&e)),
        };
        if game.challenge_rule() == ChallengeRule::Void {
            let game = game.clone();
            return self.play_checked(input, seat, &game, &text_move, now, dicts);
        }
        let next = match game.submit(seat, &text_move) {
            Ok(g) => g,
            Err(e) => return reply(errors::play(&e)),
        };
        let Phase::Pending(pending) = next.phase().clone() else {
            return text("err-move-over");
        };
        let words = words_of(&next, &pending.mv);
        let move_number = self.open_review(next, now);
        let name = self.state.seats[seat].name.clone();
        let proposed = Msg::new("move-proposed")
            .s("name", name.clone())
            .s("words", words.clone())
            .n("score", pending.mv.score);
        let opponents = self.opponents(seat);
        let Some(game) = self.game() else {
            return Vec::new();
        };
        let caption = format!("{name}: {words} +{}", pending.mv.score);
        let dictionary = self.state.options.dictionary_name();
        let picture: Picture = self
            .window_board(game, caption, dicts.words(&dictionary))
            .into();
        self.mark_window_picture(&picture);
        let post = Post {
            tag: PostTag::Window,
            lines: vec![proposed, self.window_help(now)],
            board: Some(picture),
            buttons: self.review_buttons(move_number, self.offers_undo()),
            mention: self.mentions(&opponents),
            look: Look::Text,
        };
        // The post comes before the answer: by the time the author reads "submitted", the
        // window message and its id are saved.
        let mut effects = vec![Effect::Persist];
        effects.extend(self.take_controls());
        effects.push(Effect::Post(post));
        effects.push(Effect::Reply(Reply::Text(
            Msg::new("move-submitted")
                .s("words", words)
                .n("score", pending.mv.score),
        )));
        effects
    }

    /// The void rule: the words are looked up as the move is laid; a move with a word not in
    /// the dictionary is refused (the player tries again), otherwise it stands at once.
    fn play_checked(
        &mut self,
        input: &Input,
        seat: usize,
        game: &Game,
        text_move: &crate::rules::MoveText,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        let dictionary = self.state.options.dictionary_name();
        let (next, score) =
            match game.play(seat, text_move, dicts.words(&dictionary), &mut self.rng) {
                Ok(x) => x,
                Err(e) => return reply(errors::play(&e)),
            };
        let words = next
            .history()
            .iter()
            .rev()
            .find_map(|r| match r {
                TurnRecord::Played { mv, .. } => Some(words_of(&next, mv)),
                _ => None,
            })
            .unwrap_or_default();
        let name = input.name.clone();
        let line = Msg::new("move-stands")
            .s("name", name.clone())
            .s("words", words.clone())
            .n("score", score);
        let mut effects =
            self.after_turn_with(next, vec![line], format!("{name}: {words} +{score}"), now);
        effects.insert(
            1,
            Effect::Reply(Reply::Text(
                Msg::new("move-submitted-void")
                    .s("words", words)
                    .n("score", score),
            )),
        );
        effects.extend(self.rack_dms([seat], "rack-refilled"));
        effects
    }
}
