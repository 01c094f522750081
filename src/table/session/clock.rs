//! The clocks: each player's game time (the game time limit, kept here because the rules
//! never read the clock) and the deadline of the current turn (the move time limit, or the
//! game time left, whichever comes first).

use super::super::state::{GameClock, Stage};
use super::super::Millis;
use super::Table;

/// Add the time since the turn started to `seat`'s clock and stop it.
pub(super) fn charge(clock: &mut GameClock, seat: usize, now: Millis, seats: usize) {
    if clock.used_ms.len() < seats {
        clock.used_ms.resize(seats, 0);
    }
    if let Some(started) = clock.turn_started.take() {
        if let Some(used) = clock.used_ms.get_mut(seat) {
            *used = used.saturating_add(now.saturating_sub(started));
        }
    }
}

impl Table {
    /// Stop the running clock, charging the player to move.
    pub(super) fn clock_charge(&mut self, now: Millis) {
        let Some(seat) = self.played().map(|g| g.turn()) else {
            return;
        };
        let seats = self.state.seats.len();
        charge(&mut self.state.clock, seat, now, seats);
    }

    /// Game time left for a seat (None: no game time limit).
    pub(super) fn game_time_left(&self, seat: usize) -> Option<u64> {
        let limit = u64::from(self.state.options.game_time_secs?) * 1000;
        let used = self.state.clock.used_ms.get(seat).copied().unwrap_or(0);
        Some(limit.saturating_sub(used))
    }

    /// With these clocks, is every active player over the game time limit?
    pub(super) fn all_out_of_game_time_with(&self, clock: &GameClock) -> bool {
        let (Some(secs), Some(game)) = (self.state.options.game_time_secs, self.played()) else {
            return false;
        };
        let limit = u64::from(secs) * 1000;
        (0..game.player_count())
            .filter(|&i| !game.resigned(i))
            .all(|i| clock.used_ms.get(i).copied().unwrap_or(0) >= limit)
    }

    /// A new turn begins at `now`: start the player's clock and set the turn's deadline
    /// (move time limit, or their game time left, whichever is sooner).
    pub(super) fn arm_turn(&mut self, now: Millis) {
        let Some(game) = self.played() else {
            return;
        };
        let computer = self
            .state
            .seats
            .get(game.turn())
            .is_some_and(|s| s.computer.is_some());
        let deadline = if game.is_over() {
            None
        } else if computer {
            Some(now + super::computer::THINK_MS)
        } else {
            let seat = game.turn();
            let by_move = self
                .state
                .options
                .move_time_secs
                .map(|s| now + u64::from(s) * 1000);
            let by_game = self.game_time_left(seat).map(|left| now + left);
            match (by_move, by_game) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            }
        };
        let over = game.is_over();
        self.state.clock.turn_started = if over { None } else { Some(now) };
        if let Stage::Playing { move_deadline, .. } = &mut self.state.stage {
            *move_deadline = deadline;
        }
    }
}
