//! Where a channel's game is played: its own thread, opened from the lobby message when it
//! starts (or the channel itself, told once, where the bot may not open threads), and a
//! tournament's game, opened already started in the thread the tournament made for it.

use super::ChannelTask;
use super::THREADS_REFUSED;
use crate::service::door::{NoThread, Stopped};
use crate::service::outbox::owing_posts;
use crate::store::Scope;
use crate::table::{Effect, Look, Msg, PostTag, Report, Table};

impl ChannelTask {
    /// A tournament's game handed to this thread: opened and started at once, unless its
    /// word list is missing or it was played already (handed again after a restart). None:
    /// nothing to do.
    pub(super) async fn open_match(
        &mut self,
        setup: &crate::table::Match,
        guild: Option<u64>,
        now: u64,
    ) -> Option<Vec<Effect>> {
        let store = self.hub.store();
        let tag = setup.tag;
        match store
            .tournament_game_done(tag.id, tag.round, tag.first)
            .await
        {
            Ok(false) => {}
            Ok(true) => return None,
            Err(e) => {
                tracing::error!(channel = self.channel, error = %e, "could not read a tournament game");
                return None;
            }
        }
        if !self.hub.lexicons().has(&setup.options.dictionary_name()) {
            let msg = Msg::new("err-no-dictionary").code("name", setup.options.dictionary_name());
            return Some(vec![Effect::Post(crate::table::Post {
                tag: PostTag::Plain,
                lines: vec![msg],
                board: None,
                buttons: Vec::new(),
                mention: Vec::new(),
                look: Look::Text,
            })]);
        }
        let id = match store.next_game_id().await {
            Ok(id) => id,
            Err(e) => {
                tracing::error!(channel = self.channel, error = %e, "could not allocate a game id");
                return None;
            }
        };
        let (table, effects) = Table::open_match(self.channel, guild, id, setup, now);
        if table.played().is_some() {
            self.table = Some(table);
        }
        Some(effects)
    }

    /// Opens the game's thread from the lobby message in `lobby_channel`; the table's next
    /// save moves it there (its saved row, its owed effects and its task), and the channel
    /// is free for another game. Opened again after a crash, the thread already made is
    /// the one. Where the bot may not open threads the game plays on in the channel, and
    /// the channel is told so once. Returns the table's effects for the move.
    pub(super) async fn open_thread(
        &mut self,
        lobby_channel: u64,
        message_id: u64,
        name: &str,
        locale: &str,
    ) -> Result<Vec<Effect>, Stopped> {
        let door = std::sync::Arc::clone(self.hub.door());
        let thread = match door.open_thread(lobby_channel, message_id, name).await {
            Ok(thread) => thread,
            Err(NoThread::Stopped) => return Err(Stopped),
            Err(why) => {
                self.no_thread(why, locale).await;
                return Ok(Vec::new());
            }
        };
        if self.table.is_none() || self.channel != lobby_channel {
            return Ok(Vec::new());
        }
        let follow = self
            .report(Report::ThreadOpened { thread, message_id })
            .await;
        self.moving_to = Some(thread);
        Ok(follow)
    }

    /// No thread: the game plays on in the channel. Where the bot lacks the permission, the
    /// channel is told once (until threads work there again).
    pub(super) async fn no_thread(&mut self, why: NoThread, locale: &str) {
        match why {
            NoThread::Failed(e) => {
                tracing::warn!(channel = self.channel, error = %e, "could not open a game's thread; it plays in the channel");
            }
            NoThread::Stopped => {}
            NoThread::NotAllowed => {
                tracing::info!(
                    channel = self.channel,
                    "may not open threads here; the game plays in the channel"
                );
                if !self.thread_refused().await {
                    self.refuse_threads(locale).await;
                }
            }
        }
    }

    pub(super) async fn thread_refused(&self) -> bool {
        let scope = Scope::Channel(self.channel);
        self.hub
            .store()
            .get_setting(scope, THREADS_REFUSED)
            .await
            .ok()
            .flatten()
            .is_some()
    }

    /// Notes that threads are refused here and tells the channel so, in one transaction (a
    /// crash neither loses nor doubles the word).
    async fn refuse_threads(&self, locale: &str) {
        let guild = self.table.as_ref().and_then(|t| t.state().guild);
        let told = crate::table::Post::text(vec![Msg::new("threads-not-allowed")]);
        let (owing, planned) = owing_posts(self.channel, guild, locale, vec![told]);
        let scope = Scope::Channel(self.channel);
        let owed = self
            .hub
            .store()
            .set_setting_owing(scope, THREADS_REFUSED, "1", &owing)
            .await;
        match owed {
            Ok(owed) => {
                let owed = owed.into_iter().zip(planned).collect();
                self.hub.carry_owed_posts(self.channel, locale, owed).await;
            }
            Err(e) => {
                tracing::warn!(channel = self.channel, error = %e, "could not note that threads are refused here");
            }
        }
    }

    pub(super) async fn set_thread_refused(&self, refused: bool) {
        let scope = Scope::Channel(self.channel);
        let store = self.hub.store();
        let done = if refused {
            store.set_setting(scope, THREADS_REFUSED, "1").await
        } else {
            store.remove_setting(scope, THREADS_REFUSED).await
        };
        if let Err(e) = done {
            tracing::warn!(channel = self.channel, error = %e, "could not note whether threads work here");
        }
    }
}
