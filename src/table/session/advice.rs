//! Advice from the move generator: `/hint` (a few good moves for the caller's rack, where the
//! game allows hints: by default only in games against the computer) and the missed moves a
//! player can look at after the game (the best move at each of their turns beside what they
//! played), noted as the game goes.

use super::super::effect::{Effect, Msg};
use super::super::input::{Action, GameKind, Input};
use super::super::state::{MissedTurn, Stage, TableState};
use super::{describe, reply, text, Dictionaries, Table};
use crate::movegen::{Generator, Play};
use crate::rules::{parse_move, DictionaryUse, Game};

/// How many moves a hint lists.
const HINTS: usize = 3;
/// How many missed moves the report lists.
const MISSED: usize = 5;

/// The best plays of `player` in `game`, best first, at most `n`.
fn best_plays(
    game: &Game,
    player: usize,
    dicts: &dyn Dictionaries,
    name: &str,
    n: usize,
) -> Option<Vec<Play>> {
    let dawg = dicts.dawg(name)?;
    let mut generator = Generator::new(game.variant(), dawg);
    let mut plays = Vec::new();
    generator.plays_of(game, player, &mut plays);
    plays.sort_by_key(|p| std::cmp::Reverse(p.score));
    plays.truncate(n);
    Some(plays)
}

impl Table {
    /// True when the variant's rules let a player consult the dictionary before laying a
    /// word (Literki does not: [`DictionaryUse::OnlyAfterLaying`]).
    pub(super) fn lookups_while_composing(&self) -> bool {
        match &self.state.options.variant {
            GameKind::Board(v) => v.variant().hooks.dictionary_use == DictionaryUse::Free,
            GameKind::WordCap(_) => true,
        }
    }

    /// True when `/hint` works in this game: never where the rules forbid the dictionary while
    /// composing; else the table's choice, else only against a computer.
    pub(super) fn hints_allowed(&self) -> bool {
        self.lookups_while_composing()
            && self
                .state
                .options
                .hints
                .unwrap_or_else(|| self.strongest_computer().is_some())
    }

    /// `/hint`: a few good moves for the caller's rack, for the caller alone.
    pub(super) fn hint(&mut self, input: &Input, dicts: &dyn Dictionaries) -> Vec<Effect> {
        let Some(seat) = self.seat_of(input.user) else {
            return text("err-not-a-player");
        };
        let Some(game) = self.game() else {
            return text("err-not-started");
        };
        if game.is_over() {
            return text("err-game-over");
        }
        if !self.lookups_while_composing() {
            return text("err-no-dictionary-while-composing");
        }
        if !self.hints_allowed() {
            return text("err-no-hints");
        }
        let name = self.state.options.dictionary_name();
        let Some(plays) = best_plays(game, seat, dicts, &name, HINTS) else {
            return text("err-no-hints-here");
        };
        if plays.is_empty() {
            return text("hint-none");
        }
        let alphabet = game.variant().alphabet();
        let list = plays
            .iter()
            .map(|p| format!("`{}` ({})", p.to_move_text().to_text(alphabet), p.score))
            .collect::<Vec<_>>()
            .join(", ");
        reply(Msg::new("hint-moves").md("moves", list))
    }

    /// Notes the best move the player to move had, and what they chose, when a person's turn
    /// action arrives (before it is carried out). `done` says whether it was carried out.
    pub(super) fn note_turn_choice(
        &mut self,
        input: &Input,
        before: &Game,
        dicts: &dyn Dictionaries,
    ) {
        let seat = before.turn();
        if self.seat_of(input.user) != Some(seat) || self.state.seats[seat].computer.is_some() {
            return;
        }
        let played = match &input.action {
            Action::Play(typed) => {
                let Ok(text_move) = parse_move(typed, before.variant()) else {
                    return;
                };
                let Ok(mv) = before.evaluate(seat, &text_move) else {
                    return;
                };
                let written = text_move.resolved(before.board(), &mv);
                (written.to_text(before.variant().alphabet()), mv.score)
            }
            Action::Pass => ("-".to_string(), 0),
            Action::Exchange(tiles) => (format!("-{tiles}"), 0),
            _ => return,
        };
        let name = self.state.options.dictionary_name();
        let Some(best) = best_plays(before, seat, dicts, &name, 1) else {
            return;
        };
        let Some(best) = best.first() else {
            return;
        };
        self.state.missed.push(MissedTurn {
            seat,
            turn: before.move_number(),
            best: best.to_move_text().to_text(before.variant().alphabet()),
            best_score: best.score,
            played: played.0,
            played_score: played.1,
        });
    }
}

/// The missed-moves report of `user` in a finished table, one message per line: a heading,
/// then their turns where the best move scored more than theirs, the biggest differences
/// first, each in words and squares (`missed-line`: "H8 across: KOT (24) ← ...").
pub fn missed_report(state: &TableState, user: u64) -> Vec<Msg> {
    let Some(seat) = state.seats.iter().position(|s| s.user == user) else {
        return vec![Msg::new("err-not-a-player")];
    };
    let mut turns: Vec<&MissedTurn> = state
        .missed
        .iter()
        .filter(|m| m.seat == seat && m.best_score > m.played_score)
        .collect();
    if turns.is_empty() {
        return vec![Msg::new("missed-none")];
    }
    turns.sort_by_key(|m| std::cmp::Reverse(m.best_score - m.played_score));
    let describe = |noted: &str| match (&state.options.variant, &state.stage) {
        (GameKind::Board(v), Stage::Playing { game, .. }) => {
            describe::board_move(noted, v.variant(), game.board().map(Game::board))
        }
        (GameKind::Board(v), Stage::Lobby { .. }) => describe::board_move(noted, v.variant(), None),
        (GameKind::WordCap(_), _) => describe::traced_word(noted),
    };
    let mut lines = vec![Msg::new("missed-moves")];
    lines.extend(turns.iter().take(MISSED).map(|m| {
        let best = describe(&m.best);
        let played = describe(&m.played);
        Msg::new("missed-line")
            .n("turn", m.turn)
            .s("best", best.kind)
            .s("best-place", best.place)
            .s("best-word", best.word)
            .n("best-score", m.best_score)
            .s("played", played.kind)
            .s("played-place", played.place)
            .s("played-word", played.word)
            .n("played-score", m.played_score)
    }));
    lines
}
