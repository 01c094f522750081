//! What the scripted players do on each step: open a game, answer a window, make the mover's
//! turn (a word, a phony, an exchange, a pass, a look at the rack, a spectator's stale
//! press), and against the computer answer its windows and ask the channel something while
//! it thinks.

use crate::moves::{first_move, person_move, place};
use crate::{Harness, Phase, Played, TURNS_PER_GAME};
use rand::Rng;
use serde_json::json;
use std::time::{Duration, Instant};

impl Harness<'_> {
    /// What table `i` does now, if anything.
    pub(crate) fn act(&mut self, i: usize, now: Instant) {
        if self.resting {
            return;
        }
        let patience = self.patience();
        let t = &mut self.tables[i];
        let waited = now.duration_since(t.since);
        match t.phase {
            Phase::Idle if waited > Duration::from_millis(300) => {
                t.phase = Phase::Opening;
                t.since = now;
                let (opener, channel) = (t.users[0], t.channel);
                let mut options = vec![json!({"type": 3, "name": "variant", "value": "literaki"})];
                if let Some(o) = &self.opponent {
                    let level = o.strength.name();
                    options.push(json!({"type": 3, "name": "computer", "value": level}));
                }
                let new = json!([{"type": 1, "name": "new", "options": options}]);
                self.command(opener, channel, "game", new);
            }
            Phase::Opening | Phase::Joining | Phase::Starting if waited > patience => {
                // Lost or refused: start over in a fresh state (a lobby left open expires).
                self.figures.stuck += 1;
                t.reset(now);
            }
            Phase::Playing => self.turn(i, now),
            _ => {}
        }
    }

    /// The players' part during a game: answer a window, or make the mover's turn.
    pub(crate) fn turn(&mut self, i: usize, now: Instant) {
        let (think, patience) = (self.think, self.patience());
        let t = &mut self.tables[i];
        let Some(thread) = t.thread else {
            return;
        };
        let against_computer = self.opponent.is_some();
        if against_computer && t.next == Some(1) {
            self.computer_moving(i, thread, now);
            return;
        }
        let t = &mut self.tables[i];
        // People think before they move or answer a window (LOAD_THINK_MS).
        if now.duration_since(t.since) < think {
            return;
        }
        // Between people, the mover's opponent answers its window (a computer answers the
        // person's at once).
        let answering = (!against_computer)
            .then(|| t.window.clone().zip(t.played.clone()))
            .flatten();
        if let Some(((wid, accept, check), p)) = answering {
            let opponent = t.users[1 - p.seat];
            if !self.answered(i, &wid, now) {
                let button = if p.check { check } else { accept };
                self.press(i, thread, opponent, (&wid, &button), now);
            }
            return;
        }
        let Some(seat) = t.next else {
            return;
        };
        if t.acted_on.is_some() {
            if now.duration_since(t.since) > patience / 2 {
                // No window and no new turn: the move was refused (or lost); pass instead.
                self.figures.refused += 1;
                t.played = None;
                t.since = now;
                let user = t.users[seat];
                self.command(user, thread, "pass", json!([]));
            }
            return;
        }
        // Against the computer the person reads the board and their rack as saved; between
        // people, each knows their rack from its DM and the board from the moves.
        let position = match &mut self.opponent {
            Some(o) => match o.position(thread, t.users[seat]) {
                Some(p) => Some(p),
                None => return,
            },
            None => None,
        };
        let rack = match (&position, &t.racks[seat]) {
            (Some(p), _) => p.rack.clone(),
            (None, Some(rack)) => rack.clone(),
            (None, None) => return,
        };
        t.acted_on = Some(String::from("turn"));
        t.since = now;
        let user = t.users[seat];
        let roll: f64 = t.rng.gen();
        if roll < 0.08 {
            // Look at the rack first (an extra interaction; the turn follows on a later step).
            t.acted_on = None;
            self.command(user, thread, "rack", json!([]));
            return;
        }
        if roll < 0.12 {
            if let Some((message, button)) = t.stale.clone() {
                t.acted_on = None;
                let spectator = t.spectator;
                self.click(spectator, thread, &message, &button);
                return;
            }
        }
        let letters: Vec<String> = rack
            .iter()
            .filter(|l| *l != "?" && *l != "*")
            .cloned()
            .collect();
        let late = t.turns >= TURNS_PER_GAME;
        let kind: f64 = t.rng.gen();
        let placed = match (&self.opponent, &position) {
            _ if late || letters.len() < 2 => None,
            (Some(o), Some(p)) => person_move(o, &p.board, &letters, kind, &mut t.rng),
            _ => {
                let first = t.board.is_empty();
                let placed = if first {
                    Some(first_move(&letters))
                } else if kind < 0.55 {
                    place(&t.board, &letters, 1, &mut t.rng)
                } else if kind < 0.70 {
                    place(&t.board, &letters, 2, &mut t.rng)
                } else {
                    None
                };
                placed.map(|(text, tiles)| {
                    let real = tiles.len() == 1 || first;
                    ((text, tiles), real)
                })
            }
        };
        if let Some(((text, tiles), real)) = placed {
            let check = t.rng.gen_bool(if real { 0.3 } else { 0.7 });
            t.played = Some(Played {
                tiles,
                real,
                check,
                seat,
                rack,
            });
            t.racks[seat] = None;
            t.board_due = Some(now);
            let id = self.command(
                user,
                thread,
                "play",
                json!([{"type": 3, "name": "move", "value": text}]),
            );
            self.tables[i].turn_interaction = Some(id);
        } else if !late && kind < 0.85 && !letters.is_empty() && t.exchanges[seat] == 0 {
            t.exchanges[seat] += 1;
            let tile = letters[0].clone();
            let id = self.command(
                user,
                thread,
                "exchange",
                json!([{"type": 3, "name": "tiles", "value": tile}]),
            );
            self.tables[i].turn_interaction = Some(id);
        } else {
            self.command(user, thread, "pass", json!([]));
        }
    }

    /// Whether table `i`'s window `wid` was answered already; one answered longer ago than
    /// the players' patience counts as lost (it may be answered again).
    pub(crate) fn answered(&mut self, i: usize, wid: &str, now: Instant) -> bool {
        let patience = self.patience();
        let t = &mut self.tables[i];
        if t.acted_on.as_deref() != Some(wid) {
            return false;
        }
        if now.duration_since(t.since) > patience {
            self.figures.stuck += 1;
            t.since = now;
            t.acted_on = None;
        }
        true
    }

    /// `user` presses `button` of table `i`'s window `wid`: the move settles, its board and
    /// its page's update are due.
    pub(crate) fn press(
        &mut self,
        i: usize,
        thread: u64,
        user: u64,
        (wid, button): (&str, &str),
        now: Instant,
    ) {
        let t = &mut self.tables[i];
        t.acted_on = Some(wid.to_string());
        t.since = now;
        t.board_due = Some(now);
        t.web_due = Some(now);
        self.click(user, thread, wid, button);
    }

    /// Against the computer, during its turn: the person answers its move's window
    /// (Accept, or Check now and then), and once it is thinking the channel is asked
    /// something (`/rack`, or a spectator's press of an old button).
    pub(crate) fn computer_moving(&mut self, i: usize, thread: u64, now: Instant) {
        let think = self.think;
        let t = &mut self.tables[i];
        if let Some((wid, accept, check)) = t.window.clone() {
            let since = t.since;
            if !self.answered(i, &wid, now) && now.duration_since(since) >= think {
                let t = &mut self.tables[i];
                let button = if t.rng.gen_bool(0.3) { check } else { accept };
                let person = t.users[0];
                self.press(i, thread, person, (&wid, &button), now);
            }
            return;
        }
        let (Some(began), Some(probe)) = (t.computer_turn, t.probe_at) else {
            return;
        };
        if now.duration_since(began) < probe {
            return;
        }
        // Asked again every few seconds while it lasts.
        let again = Duration::from_millis(t.rng.gen_range(2_000..4_000));
        t.probe_at = Some(probe + again);
        let stale = t.stale.clone().filter(|_| t.rng.gen_bool(0.5));
        match stale {
            Some((message, button)) => {
                let spectator = t.spectator;
                self.click(spectator, thread, &message, &button);
            }
            None => {
                let person = t.users[0];
                let id = self.command(person, thread, "rack", json!([]));
                self.probes.insert(id, Instant::now());
            }
        }
    }
}
