//! What the driver tells the table about the world: where a post landed (the lobby, a
//! window, the turn controls), and a rack DM that could not be delivered.

use super::super::effect::{Effect, Look, Msg, Post};
use super::super::game::TableGame;
use super::super::input::{ButtonAction, PostTag};
use super::super::state::{Stage, Window, WindowKind};
use super::super::{Millis, WINDOW_MS};
use super::{Table, LATE_POST_MS};

impl Table {
    /// The driver reports where a post landed. A window's post that landed late (Discord
    /// rate-limited or unreachable meanwhile; the channel's timers wait for it) restarts the
    /// window from `now`, so the players get their ten seconds with the buttons in sight.
    pub(super) fn posted(&mut self, tag: PostTag, message_id: u64, now: Millis) -> Vec<Effect> {
        match (&mut self.state.stage, tag) {
            (Stage::Lobby { message_id: m }, PostTag::Lobby) => *m = Some(message_id),
            (
                Stage::Playing {
                    window: Some(w), ..
                },
                PostTag::Window,
            ) if w.message_id.is_none() => {
                w.message_id = Some(message_id);
                if w.deadline < now.saturating_add(WINDOW_MS - LATE_POST_MS) {
                    w.deadline = now.saturating_add(WINDOW_MS);
                }
            }
            (
                Stage::Playing {
                    window:
                        Some(Window {
                            kind:
                                WindowKind::UndoVote {
                                    post: post @ None, ..
                                },
                            ..
                        }),
                    ..
                },
                PostTag::UndoVote,
            ) => *post = Some(message_id),
            (Stage::Playing { window: None, .. }, PostTag::Turn) => {
                self.state.controls_message = Some(message_id);
            }
            _ => return Vec::new(),
        }
        vec![Effect::Persist]
    }

    pub(super) fn dm_failed(&mut self, user: u64) -> Vec<Effect> {
        let Some(i) = self.seat_of(user) else {
            return Vec::new();
        };
        if self.state.seats[i].dm_closed {
            return Vec::new();
        }
        self.state.seats[i].dm_closed = true;
        let mv = self.played().map(TableGame::move_number).unwrap_or(0);
        vec![
            Effect::Persist,
            Effect::Post(Post {
                tag: PostTag::Plain,
                lines: vec![Msg::new("dm-closed").s("name", self.state.seats[i].name.clone())],
                board: None,
                buttons: vec![self.button(ButtonAction::MyRack, mv)],
                mention: vec![user],
                look: Look::Text,
            }),
        ]
    }
}
