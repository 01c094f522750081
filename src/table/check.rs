//! Checking a saved table before it is played on again (after a restart): the rules' game
//! must be sound ([`crate::rules::Game::check`], [`crate::wordcap::WordCapGame::check`]) and
//! the table's own indexes (seats, the window's answers, the missed moves) must agree with it.
//! A table that passes can be handled without any index going out of bounds, and its numbers
//! (times, clocks, the missed moves' scores, the options' times) are within sane bounds, so
//! nothing done with them later leaves its type.

use super::game::TableGame;
use super::input::GameKind;
use super::state::{Stage, TableState, WindowKind};
use super::Millis;
use crate::rules::{DamagedGame, MAX_MOVE_SCORE, MAX_TURNS};
use crate::tournament::event::MAX_ENTRANTS;
use crate::tournament::MAX_ROUNDS;

/// The latest moment a saved table may name (a deadline, when a clock started; a player's
/// used time is bounded alike): 2^50 ms after 1970, in the year 37,000 or so.
pub const MAX_MILLIS: Millis = 1 << 50;
/// Why a saved table cannot be played on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DamagedTable {
    /// The game inside it is damaged.
    #[error(transparent)]
    Game(#[from] DamagedGame),
    /// The table around the game is.
    #[error("the saved table is damaged: {0}")]
    Table(&'static str),
}

impl TableState {
    /// Checks the state read from storage; see the module doc.
    pub fn check(&self) -> Result<(), DamagedTable> {
        let seats = self.seats.len();
        self.check_numbers()?;
        match &self.stage {
            Stage::Lobby { .. } => {
                if seats > self.options.variant.max_players() {
                    return Err(DamagedTable::Table("more seats than the game has players"));
                }
            }
            Stage::Playing { game, window, .. } => {
                match (&**game, &self.options.variant) {
                    (TableGame::Board(g), GameKind::Board(v)) if g.variant_id() == *v => {
                        g.check()?
                    }
                    (TableGame::Grid(g), GameKind::WordCap(o)) if g.language() == o.language => {
                        g.check()?
                    }
                    _ => return Err(DamagedTable::Table("the game is not the table's variant")),
                }
                if game.player_count() != seats {
                    return Err(DamagedTable::Table("the seats are not the game's players"));
                }
                if window.is_some() != game.pending_author().is_some() {
                    return Err(DamagedTable::Table(
                        "a window without a pending move, or the reverse",
                    ));
                }
                if let Some(w) = window {
                    let answers = match &w.kind {
                        WindowKind::Review { accepted, .. } => accepted,
                        WindowKind::UndoVote { agreed, .. } => agreed,
                    };
                    if answers.iter().any(|&i| i >= seats) {
                        return Err(DamagedTable::Table("an answer names no player"));
                    }
                }
            }
        }
        if self.missed.iter().any(|m| m.seat >= seats) {
            return Err(DamagedTable::Table("a missed move names no player"));
        }
        if self.reminded.is_some_and(|r| r.seat >= seats) {
            return Err(DamagedTable::Table("a reminder names no player"));
        }
        Ok(())
    }

    /// The numbers the table keeps beside the game: within their bounds.
    fn check_numbers(&self) -> Result<(), DamagedTable> {
        let time_ok = |t: Millis| t <= MAX_MILLIS;
        self.options.check().map_err(DamagedTable::Table)?;
        let clock = &self.clock;
        if clock.used_ms.len() > self.seats.len()
            || !clock.used_ms.iter().copied().all(time_ok)
            || !clock.turn_started.is_none_or(time_ok)
        {
            return Err(DamagedTable::Table("the game clocks"));
        }
        if let Stage::Playing {
            window,
            move_deadline,
            ..
        } = &self.stage
        {
            if !move_deadline.is_none_or(time_ok)
                || window
                    .as_ref()
                    .is_some_and(|w| !time_ok(w.deadline) || w.move_number > MAX_TURNS)
            {
                return Err(DamagedTable::Table("a deadline"));
            }
        }
        let missed_ok = |m: &super::state::MissedTurn| {
            m.turn <= MAX_TURNS
                && m.best_score <= MAX_MOVE_SCORE
                && m.played_score <= MAX_MOVE_SCORE
                && m.lost
                    .is_none_or(|l| (0..=super::state::MissedTurn::MOST_LOST).contains(&l))
        };
        if self.missed.len() > MAX_TURNS as usize || !self.missed.iter().all(missed_ok) {
            return Err(DamagedTable::Table("a missed move's numbers"));
        }
        if self.reminded.is_some_and(|r| r.move_number > MAX_TURNS) {
            return Err(DamagedTable::Table("the reminder's move"));
        }
        if let Some(tag) = self.tournament {
            if !(1..=MAX_ROUNDS).contains(&tag.round)
                || tag.first >= MAX_ENTRANTS
                || tag.second >= MAX_ENTRANTS
                || tag.first == tag.second
            {
                return Err(DamagedTable::Table("the tournament's game"));
            }
        }
        Ok(())
    }
}
