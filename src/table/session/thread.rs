//! Where a game is played: in its own thread, opened from the lobby message when the game
//! starts (where the channel allows threads), with the lobby message kept in the channel as
//! the game's live summary (players and scores, whose turn, the move count, the thread, the
//! result at the end). The thread is archived when the game ends.

use super::super::effect::{Effect, Msg, Summary, SummaryPlayer};
use super::super::state::SummaryPlace;
use super::Table;

/// Discord allows this many characters in a thread's name.
const THREAD_NAME_MAX: usize = 100;

impl Table {
    /// The game starts: open its thread from the lobby message, when the table plays in
    /// threads and is on a server (DMs have no threads).
    pub(super) fn open_thread(&self, lobby: Option<u64>) -> Option<Effect> {
        let message_id = lobby?;
        if !self.state.options.threads || self.state.guild.is_none() || self.state.summary.is_some()
        {
            return None;
        }
        Some(Effect::OpenThread {
            message_id,
            name: self.thread_name(),
        })
    }

    /// The language of the table's posts.
    pub(super) fn locale(&self) -> crate::i18n::Locale {
        crate::i18n::Locale::from_discord(&self.state.locale)
    }

    /// `Literaki · Ala vs Bolek`, cut to Discord's limit.
    pub fn thread_name(&self) -> String {
        let names: Vec<&str> = self.state.seats.iter().map(|s| s.name.trim()).collect();
        let name = format!(
            "{} · {}",
            self.state.options.variant.title(self.locale()),
            names.join(" vs ")
        );
        let mut cut: String = name.chars().take(THREAD_NAME_MAX).collect();
        if cut.chars().count() < name.chars().count() {
            cut.pop();
            cut.push('…');
        }
        cut
    }

    /// The driver opened the thread: the game plays there, and the lobby message becomes its
    /// summary.
    pub(super) fn thread_opened(&mut self, thread: u64, lobby: Option<u64>) -> Vec<Effect> {
        let Some(message_id) = lobby else {
            return Vec::new();
        };
        if self.state.summary.is_some() || thread == self.state.channel {
            return Vec::new();
        }
        self.state.summary = Some(SummaryPlace {
            channel: self.state.channel,
            message_id,
        });
        self.state.channel = thread;
        let mut effects = vec![Effect::Persist];
        effects.extend(self.summary_effect(Vec::new()));
        effects
    }

    /// The summary as it stands, for the lobby message (None when the game is not in a
    /// thread). `result`: the final lines, once the game is over.
    pub(super) fn summary_effect(&self, result: Vec<Msg>) -> Option<Effect> {
        let place = self.state.summary?;
        let game = self.played()?;
        let players = self
            .state
            .seats
            .iter()
            .enumerate()
            .map(|(i, seat)| SummaryPlayer {
                name: seat.name.clone(),
                score: i32::try_from(game.score(i)).unwrap_or(i32::MAX),
                to_move: !game.is_over() && game.turn() == i,
                resigned: game.resigned(i),
            })
            .collect();
        Some(Effect::Summary {
            channel: place.channel,
            message_id: place.message_id,
            summary: Summary {
                title: self.state.options.variant.title(self.locale()),
                players,
                turns: game.turns_taken(),
                thread: self.state.channel,
                over: game.is_over(),
                result,
                unlisted: self.state.options.unlisted,
            },
        })
    }

    /// The game is over: its thread is archived after the final posts.
    pub(super) fn close_thread(&self) -> Option<Effect> {
        self.state.summary.map(|_| Effect::CloseThread)
    }
}
