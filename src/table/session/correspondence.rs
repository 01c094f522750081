//! Games over days (correspondence): `/game new pace:days days_per_move:N`. Each player has
//! N days per move (the move time, which the driver sets to N days); one who runs out
//! passes, as the rules say of time limits.
//!
//! The 10-second Accept/Check window cannot work over days, so plansza reads it this way
//! (see `docs/rules/correspondence.md`):
//! - a submitted move waits for its opponents as long as a move may take (N days), with
//!   **Accept** and **Check** as in a live game, and no **Undo** (the author had days to
//!   think);
//! - the **next player's own move settles it**: their first command of the game (`/play`,
//!   `/exchange`, `/pass`) is their Accept, and the move stands before theirs is made. A
//!   Check must be pressed before that;
//! - nobody answers within the N days: the words are checked automatically, as at the end
//!   of the 10 seconds.
//!
//! Reminders: the player the game waits for gets a DM when it starts waiting for them
//! (their turn, or a move of an opponent's to answer), and again when a quarter of their
//! time is left (at most one day before the end). The driver sends none to a player who
//! turned them off (`/notify off`).

use super::super::effect::{Effect, Msg};
use super::super::input::{Action, Input};
use super::super::state::{Reminded, Stage, WindowKind};
use super::super::{Millis, WINDOW_MS};
use super::{Dictionaries, Table};
use crate::rules::Settlement;

/// A day, for a game over days whose move time the driver did not scale.
const DAY_MS: Millis = 86_400_000;

impl Table {
    /// True for a game over days.
    pub fn is_correspondence(&self) -> bool {
        self.state.options.days_per_move.is_some()
    }

    /// How long a move may take, in a game over days (None in a live game).
    fn move_ms(&self) -> Option<Millis> {
        let days = u64::from(self.state.options.days_per_move?.max(1));
        let secs = self.state.options.move_time_secs.map(u64::from);
        Some(secs.map_or(days * DAY_MS, |s| s * 1000))
    }

    /// How long the opponents have to answer a move: 10 seconds, or a move's time over days.
    pub(super) fn window_ms(&self) -> Millis {
        self.move_ms().unwrap_or(WINDOW_MS)
    }

    /// Whether a submitted move offers **Undo** (not over days).
    pub(super) fn offers_undo(&self) -> bool {
        !self.is_correspondence()
    }

    /// The line under a submitted move that tells the opponents what to do: within 10 s,
    /// or (over days) until when, and that their own move accepts it.
    pub(super) fn window_help(&self, now: Millis) -> Msg {
        if self.is_correspondence() {
            Msg::new("window-help-days").md("deadline", when(now + self.window_ms()))
        } else {
            Msg::new("window-help").n("seconds", 10)
        }
    }

    /// The next active player after `seat`.
    fn next_after(&self, seat: usize) -> Option<usize> {
        let game = self.played()?;
        let n = game.player_count();
        (1..n).map(|k| (seat + k) % n).find(|&i| !game.resigned(i))
    }

    /// Over days, the next player's move accepts the move waiting for them: the move is
    /// settled as accepted first (its effects, without the answer to the player, which
    /// their own move gives). Nothing in a live game, or for anyone else.
    pub(super) fn settle_by_next_action(
        &mut self,
        input: &Input,
        now: Millis,
        dicts: &dyn Dictionaries,
    ) -> Vec<Effect> {
        if !self.is_correspondence()
            || !matches!(
                input.action,
                Action::Play(_) | Action::Exchange(_) | Action::Pass
            )
        {
            return Vec::new();
        }
        let Stage::Playing {
            game,
            window: Some(window),
            ..
        } = &self.state.stage
        else {
            return Vec::new();
        };
        if !matches!(window.kind, WindowKind::Review { .. }) {
            return Vec::new();
        }
        let Some(author) = game.pending_author() else {
            return Vec::new();
        };
        let next = self.next_after(author);
        if next.is_none() || self.seat_of(input.user) != next {
            return Vec::new();
        }
        let mut effects = self.settle(Settlement::Accepted, None, None, now, dicts);
        effects.retain(|e| !matches!(e, Effect::Reply(_)));
        effects
    }

    /// Whom the game waits for, and until when: the player to move, or, while a move waits
    /// for its answer, the next player (whose move would accept it).
    fn waiting_for(&self) -> Option<(usize, Millis)> {
        let Stage::Playing {
            game,
            window,
            move_deadline,
        } = &self.state.stage
        else {
            return None;
        };
        if game.is_over() {
            return None;
        }
        let (seat, deadline) = match window {
            Some(w) if matches!(w.kind, WindowKind::Review { .. }) => {
                (self.next_after(game.pending_author()?)?, w.deadline)
            }
            Some(_) => return None,
            None => (game.turn(), (*move_deadline)?),
        };
        let person = self
            .state
            .seats
            .get(seat)
            .is_some_and(|s| s.computer.is_none());
        person.then_some((seat, deadline))
    }

    /// When the second reminder is due: a quarter of the time before the end, at most a
    /// day.
    fn warning_at(&self, deadline: Millis) -> Option<Millis> {
        let total = self.move_ms()?;
        let days = u64::from(self.state.options.days_per_move?.max(1));
        let lead = (total / days).min(total / 4);
        Some(deadline.saturating_sub(lead))
    }

    /// The next reminder's time, when one waits (games over days only).
    pub(super) fn reminder_deadline(&self) -> Option<Millis> {
        if !self.is_correspondence() {
            return None;
        }
        let (seat, deadline) = self.waiting_for()?;
        let number = self.played()?.move_number();
        match self.state.reminded {
            Some(r) if r.seat == seat && r.move_number == number && !r.warned => {
                self.warning_at(deadline)
            }
            _ => None,
        }
    }

    /// The reminders due at `now`: the first when the game starts waiting for someone, the
    /// second when their time is nearly out. Each is noted in the state (saved first).
    pub(super) fn reminders(&mut self, now: Millis) -> Vec<Effect> {
        if !self.is_correspondence() {
            return Vec::new();
        }
        let Some((seat, deadline)) = self.waiting_for() else {
            return Vec::new();
        };
        let Some(number) = self.played().map(|g| g.move_number()) else {
            return Vec::new();
        };
        let answering = matches!(
            &self.state.stage,
            Stage::Playing {
                window: Some(_),
                ..
            }
        );
        let game = self.state.options.variant.name();
        let key = match self.state.reminded {
            Some(r) if r.seat == seat && r.move_number == number => {
                let due = self.warning_at(deadline).is_some_and(|at| at <= now);
                if r.warned || !due {
                    return Vec::new();
                }
                "remind-time-running-out"
            }
            _ if answering => "remind-answer",
            _ => "remind-turn",
        };
        let warned = key == "remind-time-running-out";
        self.state.reminded = Some(Reminded {
            move_number: number,
            seat,
            warned,
        });
        let author = self
            .played()
            .and_then(|g| g.pending_author())
            .and_then(|a| self.state.seats.get(a))
            .map(|s| s.name.clone())
            .unwrap_or_default();
        let line = Msg::new(key)
            .game("game", game)
            .s("name", author)
            .md("deadline", when(deadline));
        vec![
            Effect::Persist,
            Effect::Remind {
                user: self.state.seats[seat].user,
                lines: vec![line],
            },
        ]
    }
}

/// A moment as Discord shows it in each reader's own time zone and language (`<t:…:R>`:
/// "in 2 days").
fn when(at: Millis) -> String {
    format!("<t:{}:R>", at / 1000)
}
