//! What the bot's requests tell the scripted players: each post, edit and answer the fake
//! saw, read as a player reads it (a lobby to join, a window to answer, whose turn it is, a
//! rack in a DM), and the figures they feed.

use crate::computer::PAUSE;
use crate::support::fake_discord::{custom_ids, readable, Recorded};
use crate::{channel_of_token, t0, Harness, Phase, ACK_DEADLINE};
use rand::Rng;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

impl Harness<'_> {
    /// What the spectators saw on the games' pages since the last step.
    pub(crate) fn see_pages(&mut self) {
        let Some(spectators) = &mut self.spectators else {
            return;
        };
        let mut seen = Vec::new();
        while let Ok(s) = spectators.rx.try_recv() {
            seen.push(s);
        }
        for s in seen {
            let (places, tables) = (&self.places, &mut self.tables);
            self.web.see(s, |place| {
                places.get(&place).and_then(|&i| tables[i].web_due.take())
            });
        }
    }

    /// What one request of the bot tells the scripted players (and the figures).
    pub(crate) fn see(&mut self, r: &Recorded) {
        if std::env::var_os("LOAD_TRACE").is_some() {
            println!(
                "{:>7.3} {} {} {} {:?} {:?}",
                t0().elapsed().as_secs_f64(),
                r.method,
                r.path,
                r.status,
                readable(&r.json),
                r.json.get("components").map(custom_ids)
            );
        }
        if r.ok() {
            let files = r.attachments.iter();
            self.figures
                .uploaded(files.map(|a| (a.filename.as_str(), a.size)));
        }
        let segs: Vec<&str> = r.path.trim_start_matches('/').split('/').collect();
        match (r.method.as_str(), segs.as_slice()) {
            ("POST", ["interactions", id, token, "callback"]) => {
                let id = id.parse().unwrap_or(0);
                if r.ok() && !self.answered.insert(id) {
                    self.answered_twice += 1;
                }
                if let Some(t) = &mut self.takeover {
                    if t.asked.remove(&id) {
                        t.first_answer.get_or_insert(r.at);
                    }
                }
                if let Some(sent) = self.issued.remove(&id) {
                    let waited = r.at.saturating_duration_since(sent);
                    self.figures.ack(waited, waited > ACK_DEADLINE || !r.ok());
                    if self.thinking_sent.remove(&id) {
                        self.figures.thinking_acks.push(waited);
                    }
                }
                // A click's window update (type 7) changes the clicked message.
                if r.json["type"] == 7 {
                    if let (Some(place), Some(id)) = (channel_of_token(token), &r.message_id) {
                        self.message(place, id, &r.json["data"], r);
                    }
                }
            }
            ("POST", ["channels", place, "messages"]) if r.ok() => {
                let Ok(place) = place.parse::<u64>() else {
                    return;
                };
                if let Some(&(table, seat)) = self.dms.get(&place) {
                    self.rack_dm(table, seat, &r.json);
                } else if let Some(id) = &r.message_id {
                    self.message(place, id, &r.json, r);
                }
            }
            ("PATCH", ["channels", place, "messages", id]) if r.ok() => {
                if let Ok(place) = place.parse::<u64>() {
                    self.message(place, id, &r.json, r);
                }
            }
            ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
                let id = token.rsplit('.').next().and_then(|i| i.parse::<u64>().ok());
                if let Some(sent) = id.and_then(|id| self.probes.remove(&id)) {
                    let waited = r.at.saturating_duration_since(sent);
                    self.figures.thinking_answers.push(waited);
                }
                self.answer(token, &readable(&r.json));
            }
            ("POST", ["channels", parent, "messages", _, "threads"]) if r.ok() => {
                let parent = parent.parse::<u64>().ok();
                let thread = r.response["id"]
                    .as_str()
                    .and_then(|t| t.parse::<u64>().ok());
                if let (Some(parent), Some(thread)) = (parent, thread) {
                    if let Some(&i) = self.places.get(&parent) {
                        self.places.insert(thread, i);
                        self.tables[i].thread = Some(thread);
                        if let Some(spectators) = &self.spectators {
                            spectators.follow(thread);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// A post or an edit of a message in a game's channel or thread.
    pub(crate) fn message(&mut self, place: u64, id: &str, body: &Value, r: &Recorded) {
        let Some(&i) = self.places.get(&place) else {
            return;
        };
        let has_board = r
            .attachments
            .iter()
            .any(|a| a.content_type == "image/png" && a.filename.starts_with("board"));
        let now = Instant::now();
        let t = &mut self.tables[i];
        // A settled window's message keeps the picture it was posted with when the move
        // stands as drawn: the board is shown once its edit says who is next.
        let settled_here =
            t.window.as_ref().is_some_and(|w| w.0 == id) && readable(body).contains("Next:");
        if has_board || settled_here {
            if let Some(due) = t.board_due.take() {
                self.figures.board(r.at.saturating_duration_since(due));
            }
        }
        if r.attachments.iter().any(|a| a.filename == "replay.gif") {
            self.figures.games_finished += 1;
            // The turn that ended the game settled too.
            self.turn_settled(i, r.at);
            let t = &mut self.tables[i];
            let stale = t.stale.clone();
            t.reset(now);
            t.stale = stale;
            return;
        }
        let ids = body.get("components").map(custom_ids);
        let action = |c: &String| c.split(':').nth(2).map(str::to_string);
        let content = readable(body);
        if let Some(ids) = &ids {
            let lobby = ids.iter().any(|c| action(c).as_deref() == Some("join"));
            if lobby && self.opponent.is_some() {
                // Against the computer: its opener presses Add computer, then Start.
                t.lobby = Some(id.to_string());
                let seated = content.contains("🤖");
                let press = match t.phase {
                    Phase::Opening if !seated => Some((Phase::Joining, "cpu")),
                    Phase::Joining if seated => Some((Phase::Starting, "start")),
                    _ => None,
                };
                let button = press.and_then(|(phase, wanted)| {
                    let found = ids.iter().find(|c| action(c).as_deref() == Some(wanted));
                    found.map(|b| (phase, b.clone()))
                });
                if let Some((phase, button)) = button {
                    t.phase = phase;
                    t.since = now;
                    let (opener, id) = (t.users[0], id.to_string());
                    self.click(opener, place, &id, &button);
                }
                return;
            }
            if lobby {
                t.lobby = Some(id.to_string());
                let joiner = t.users[1];
                if t.phase == Phase::Opening && !content.contains(&format!("User {joiner}")) {
                    t.phase = Phase::Joining;
                    t.since = now;
                    let join = ids.iter().find(|c| action(c).as_deref() == Some("join"));
                    if let Some(join) = join.cloned() {
                        let id = id.to_string();
                        self.click(joiner, place, &id, &join);
                    }
                } else if t.phase == Phase::Joining && content.contains(&format!("User {joiner}")) {
                    let start = ids.iter().find(|c| action(c).as_deref() == Some("start"));
                    if let Some(start) = start.cloned() {
                        let t = &mut self.tables[i];
                        t.phase = Phase::Starting;
                        t.since = now;
                        let opener = t.users[0];
                        let id = id.to_string();
                        self.click(opener, place, &id, &start);
                    }
                }
                return;
            }
            let accept = ids.iter().find(|c| action(c).as_deref() == Some("accept"));
            let check = ids.iter().find(|c| action(c).as_deref() == Some("check"));
            if let (Some(accept), Some(check)) = (accept, check) {
                t.window = Some((id.to_string(), accept.clone(), check.clone()));
                // Against the computer: its move posted ends its turn's thinking.
                if let Some(began) = t.computer_turn.take() {
                    self.figures
                        .computer_turn(r.at.saturating_duration_since(began));
                    t.since = now;
                }
            } else if t.window.as_ref().is_some_and(|w| w.0 == id) {
                // The window closed: its buttons went.
                if let Some((wid, accept, _)) = t.window.take() {
                    t.stale = Some((wid, accept));
                }
            }
        }
        if Some(place) != t.thread {
            return;
        }
        let next = if self.opponent.is_some() {
            // The person is seat 0 here, the computer seat 1.
            let person = format!("Next: **User {}**", t.users[0]);
            if content.contains(&person) {
                Some(0)
            } else {
                content.contains("Next: **🤖").then_some(1)
            }
        } else {
            t.users
                .iter()
                .position(|u| content.contains(&format!("Next: **User {u}**")))
        };
        let Some(next) = next else {
            return;
        };
        if t.last_next.as_deref() == Some(id) {
            return;
        }
        if self.opponent.is_some() {
            // The computer's turn ends (an exchange or a pass, no window), or begins.
            if let Some(began) = t.computer_turn.take() {
                self.figures
                    .computer_turn(r.at.saturating_duration_since(began));
            }
            if next == 1 {
                t.computer_turn = Some(r.at);
                let probe = PAUSE + Duration::from_millis(t.rng.gen_range(100..900));
                t.probe_at = Some(probe);
            }
        }
        if t.phase == Phase::Starting {
            t.phase = Phase::Playing;
        }
        if t.last_next.is_some() {
            t.turns += 1;
            self.turn_settled(i, r.at);
        }
        let t = &mut self.tables[i];
        t.last_next = Some(id.to_string());
        t.next = Some(next);
        t.acted_on = None;
        t.window = None;
        t.since = now;
        // The move in the window is settled: it stood, or went back to its rack.
        if let Some(p) = t.played.take() {
            if !p.check || p.real {
                for (square, letter) in &p.tiles {
                    t.board.insert(*square, letter.clone());
                }
            } else if t.racks[p.seat].is_none() {
                t.racks[p.seat] = Some(p.rack);
            }
        }
    }

    /// The private answer to an interaction: a refused turn (a move the bot did not take,
    /// no exchanges left) is made again as a pass at once.
    pub(crate) fn answer(&mut self, token: &str, content: &str) {
        let (Some(place), Some(id)) = (
            channel_of_token(token),
            token.rsplit('.').next().and_then(|i| i.parse::<u64>().ok()),
        ) else {
            return;
        };
        let Some(&i) = self.places.get(&place) else {
            return;
        };
        let t = &mut self.tables[i];
        if t.turn_interaction != Some(id) || t.phase != Phase::Playing {
            return;
        }
        let taken = ["You played", "You exchanged", "Done"]
            .iter()
            .any(|ok| content.contains(ok));
        if taken {
            return;
        }
        self.figures.refused += 1;
        let Some(seat) = t.next else {
            return;
        };
        if let Some(p) = t.played.take() {
            t.racks[p.seat] = Some(p.rack);
        }
        t.turn_interaction = None;
        let user = t.users[seat];
        self.command(user, place, "pass", json!([]));
    }

    /// A rack DM: `... **A B C** ...`.
    pub(crate) fn rack_dm(&mut self, table: usize, seat: usize, body: &Value) {
        let content = readable(body);
        let Some(bold) = content.split("**").nth(1) else {
            return;
        };
        let rack: Vec<String> = bold
            .split_whitespace()
            .map(|t| t.split('(').next().unwrap_or_default().to_lowercase())
            .collect();
        self.tables[table].racks[seat] = Some(rack);
    }
}
