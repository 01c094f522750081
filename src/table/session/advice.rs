//! Advice from the move generator: `/hint` (a few good moves for the caller's rack, where the
//! game allows hints: by default only in games against the computer) and the analysis of
//! every person's turn (the best turn and the equity theirs lost, [`analysis`]), noted as the
//! game goes: `/game missed` and the end of a game show each person's costliest turns.

use super::super::effect::{Effect, Msg};
use super::super::input::{Action, GameKind, Input};
use super::super::state::{MissedTurn, Stage, TableState};
use super::describe::{self, Described};
use super::{reply, text, Dictionaries, Table};
use crate::movegen::computer::analysis::{self, Taken};
use crate::movegen::{Generator, Play};
use crate::rules::{parse_move, parse_tiles, DictionaryUse, Game};

/// How many moves a hint lists.
const HINTS: usize = 3;
/// How many of a player's costliest turns `/game missed` and the end of a game list.
const COSTLIEST: usize = 3;

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

    /// The analysis of the turn a person's action takes, when it is their turn and the action
    /// is one (a move the rules can score, an exchange, a pass): the best turn in the
    /// position and the equity theirs lost against it. The evaluation is the strong
    /// computer's static equity with the variant's learned leaves
    /// ([`analysis::assess`]): the strongest evaluation that fits the budget a table can
    /// spend per turn (about a millisecond; the expert's simulation would take seconds).
    pub(super) fn turn_choice(
        &self,
        input: &Input,
        before: &Game,
        dicts: &dyn Dictionaries,
    ) -> Option<MissedTurn> {
        let seat = before.turn();
        if self.seat_of(input.user) != Some(seat) || self.state.seats[seat].computer.is_some() {
            return None;
        }
        let dawg = dicts.dawg(&self.state.options.dictionary_name())?;
        let mut generator = Generator::new(before.variant(), dawg);
        let (played, played_score, assessment) = match &input.action {
            Action::Play(typed) => {
                let text_move = parse_move(typed, before.variant()).ok()?;
                let mv = before.evaluate(seat, &text_move).ok()?;
                let written = text_move.resolved(before.board(), &mv);
                let assessment = analysis::assess(before, &mut generator, Taken::Play(&mv));
                (
                    written.to_text(before.variant().alphabet()),
                    mv.score,
                    assessment,
                )
            }
            Action::Pass => (
                "-".to_string(),
                0,
                analysis::assess(before, &mut generator, Taken::Pass),
            ),
            Action::Exchange(typed) => {
                let tiles = parse_tiles(typed, before.variant()).ok()?;
                let assessment = analysis::assess(before, &mut generator, Taken::Exchange(&tiles));
                (format!("-{typed}"), 0, assessment)
            }
            _ => return None,
        };
        // A turn worth as much as every candidate (a pass is weighed only when nothing else
        // is possible) was the best itself.
        let (best, best_score) = if assessment.lost() == 0 {
            (played.clone(), played_score)
        } else {
            (
                analysis::turn_text(before, &assessment.best),
                analysis::turn_score(&assessment.best),
            )
        };
        Some(MissedTurn {
            seat,
            turn: turns_taken(before) + 1,
            best,
            best_score,
            played,
            played_score,
            lost: Some(assessment.lost().min(MissedTurn::MOST_LOST)),
        })
    }
}

/// The turns taken so far in `game` (moves laid, checked off, exchanges, passes, lost turns,
/// resignations; not what a turn brought about, such as a clearing of the board).
fn turns_taken(game: &Game) -> u32 {
    let turns = game.history().iter().filter(|r| r.is_turn()).count();
    u32::try_from(turns).unwrap_or(u32::MAX)
}

/// The costliest turns of `seat`: the most equity lost first (the earlier of two that lost
/// as much), at most [`COSTLIEST`]; turns that lost nothing are not among them.
fn costliest(state: &TableState, seat: usize) -> Vec<&MissedTurn> {
    let mut turns: Vec<&MissedTurn> = state
        .missed
        .iter()
        .filter(|m| m.seat == seat && m.lost_tenths() > 0)
        .collect();
    turns.sort_by_key(|m| (std::cmp::Reverse(m.lost_tenths()), m.turn));
    turns.truncate(COSTLIEST);
    turns
}

/// A noted turn described for people, its letters on the board read from the board at the
/// table's end.
fn described(state: &TableState, noted: &str) -> Described {
    match (&state.options.variant, &state.stage) {
        (GameKind::Board(v), Stage::Playing { game, .. }) => {
            describe::board_move(noted, v.variant(), game.board().map(Game::board))
        }
        (GameKind::Board(v), Stage::Lobby { .. }) => describe::board_move(noted, v.variant(), None),
        (GameKind::WordCap(_), _) => describe::traced_word(noted),
    }
}

/// The missed-moves report of `user` in a finished table, one message per line: a heading,
/// then their [`COSTLIEST`] turns, the most equity lost first, each with the best turn, what
/// they did and the equity it lost, in words and squares (`missed-line`: "Move 5: 8H
/// across: **QUIZ** for 48 ← you played 8H across: QI for 22 · −23.5").
pub fn missed_report(state: &TableState, user: u64) -> Vec<Msg> {
    let Some(seat) = state.seats.iter().position(|s| s.user == user) else {
        return vec![Msg::new("err-not-a-player")];
    };
    let turns = costliest(state, seat);
    if turns.is_empty() {
        return vec![Msg::new("missed-none")];
    }
    let mut lines = vec![Msg::new("missed-moves")];
    lines.extend(turns.iter().map(|m| {
        let best = described(state, &m.best);
        let played = described(state, &m.played);
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
            .tenths("lost", m.lost_tenths())
    }));
    lines
}

/// The end of a game: each person's [`COSTLIEST`] turns, one short line each under a
/// heading (`final-missed-line`: "Ala, move 5: `8H QI` 22 → `8H QUIZ` 48 (−23.5)"); nothing
/// when no person lost anything. Computers are not analysed.
pub(super) fn costliest_lines(state: &TableState) -> Vec<Msg> {
    let mut lines = Vec::new();
    for (seat, player) in state.seats.iter().enumerate() {
        if player.computer.is_some() {
            continue;
        }
        for m in costliest(state, seat) {
            let best = described(state, &m.best);
            let played = described(state, &m.played);
            lines.push(
                Msg::new("final-missed-line")
                    .s("name", player.name.clone())
                    .n("turn", m.turn)
                    .s("played", played.kind)
                    .code("played-move", played.short())
                    .n("played-score", m.played_score)
                    .s("best", best.kind)
                    .code("best-move", best.short())
                    .n("best-score", m.best_score)
                    .tenths("lost", m.lost_tenths()),
            );
        }
    }
    if !lines.is_empty() {
        lines.insert(0, Msg::new("final-missed"));
    }
    lines
}
