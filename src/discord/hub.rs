//! The driver: one tokio task per active channel, fed by a queue, so moves in one channel are
//! strictly ordered and channels never wait for each other. Each task owns its [`Table`],
//! sleeps until the table's next deadline, and carries out the table's effects in order:
//! the store first, then the answers and posts.

use super::dictionaries::{language_of, Lexicons, ServerDictionaries};
use super::registry::Registry;
use super::send::{Responder, Sender};
use super::threads::NoThread;
use crate::store::{AccountChange, Played, Scope, Store};
use crate::table::{Action, Effect, Input, Look, Msg, PostTag, Reply, Table, TableState};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::mpsc;

/// Milliseconds since the epoch, now.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// One input for a channel, with the means to answer the person who sent it.
pub struct Job {
    /// The input.
    pub input: Input,
    /// The server the channel belongs to.
    pub guild: Option<u64>,
    /// How to answer the interaction.
    pub responder: Responder,
}

/// Routes jobs to channel tasks, starting them on demand.
pub struct Hub {
    store: Arc<Mutex<Store>>,
    lexicons: Arc<Lexicons>,
    sender: Sender,
    channels: Registry<Job>,
}

impl Hub {
    /// A hub over a store, word lists and a way to send.
    pub fn new(store: Arc<Mutex<Store>>, lexicons: Arc<Lexicons>, sender: Sender) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            lexicons,
            sender,
            channels: Registry::default(),
        })
    }

    /// The store (for settings).
    pub fn store(&self) -> &Arc<Mutex<Store>> {
        &self.store
    }

    /// The bundled word lists.
    pub fn lexicons(&self) -> &Lexicons {
        &self.lexicons
    }

    /// Start a task for every saved table: their windows and clocks resume, and whatever
    /// expired while the bot was down is settled at once. A saved game that is already over
    /// (the bot stopped between its final save and its archive) is archived now, so it never
    /// stands in the way of a new game; a row that is damaged is set aside (kept, never
    /// overwritten), logged and reported in its channel.
    pub fn resume_saved(self: &Arc<Self>) -> anyhow::Result<usize> {
        let saved = match self.store.lock() {
            Ok(store) => store.load_tables()?,
            Err(_) => anyhow::bail!("the store lock is poisoned"),
        };
        let mut resumed = 0;
        for (channel, _guild, json) in saved {
            match restore(&json) {
                Ok(table) if table.is_finished() => {
                    tracing::info!(
                        channel,
                        "a finished game was still saved as running; archived"
                    );
                    if let Err(e) = self.archive(channel, &table) {
                        tracing::error!(channel, error = %e, "could not archive a finished game");
                    }
                }
                Ok(table) => {
                    let table = Some(table);
                    if self
                        .channels
                        .start(channel, |rx| self.run_channel(channel, table, rx))
                    {
                        resumed += 1;
                    }
                }
                Err(reason) => self.set_aside(channel, &json, &reason),
            }
        }
        Ok(resumed)
    }

    /// Keep a damaged saved table aside (the row moves to `damaged_tables`, untouched), say
    /// so in the log and in its channel, in the table's language when it can be read.
    fn set_aside(self: &Arc<Self>, channel: u64, json: &str, reason: &str) {
        let kept = match self.store.lock() {
            Ok(mut store) => store
                .set_aside_table(channel, reason)
                .map_err(|e| e.to_string()),
            Err(_) => Err("the store lock is poisoned".to_string()),
        };
        match kept {
            Ok(id) => tracing::error!(
                channel,
                kept_as = id,
                reason,
                "a saved table is damaged: kept aside in damaged_tables, not resumed"
            ),
            Err(e) => {
                tracing::error!(channel, reason, error = %e, "a saved table is damaged and could not be set aside");
                return;
            }
        }
        let locale = serde_json::from_str::<serde_json::Value>(json)
            .ok()
            .and_then(|v| v.get("locale").and_then(|l| l.as_str()).map(str::to_string))
            .unwrap_or_else(|| "en-US".to_string());
        let sender = self.sender.clone();
        tokio::spawn(async move {
            let post = crate::table::Post {
                tag: PostTag::Plain,
                lines: vec![crate::table::Msg::new("saved-game-damaged")],
                board: None,
                buttons: Vec::new(),
                mention: Vec::new(),
                look: Look::Text,
            };
            sender.post(channel, &locale, post).await;
        });
    }

    /// Record a finished game (or forget a closed lobby): the game, its account changes and
    /// the active table's removal in one transaction.
    fn archive(&self, channel: u64, table: &Table) -> anyhow::Result<()> {
        let state = table.state();
        let mut store = match self.store.lock() {
            Ok(s) => s,
            Err(_) => anyhow::bail!("the store lock is poisoned"),
        };
        if table.played().is_none() {
            store.delete_table(channel)?;
            return Ok(());
        }
        let json = serde_json::to_string(state)?;
        let finished = (now_ms() / 1000) as i64;
        let changes: Vec<AccountChange> = table
            .account_changes()
            .into_iter()
            .map(|c| AccountChange {
                user: c.user,
                name: c.name,
                delta: c.delta,
                won: c.won,
            })
            .collect();
        let played = Played {
            table: channel,
            home: state.summary.map_or(channel, |s| s.channel),
        };
        store.archive_game_played(
            played,
            state.guild,
            state.options.variant.name(),
            &json,
            finished,
            &changes,
        )?;
        Ok(())
    }

    /// Queue a job for its channel, starting the channel's task if it has none (one task per
    /// channel, by construction: see [`Registry`]).
    pub fn dispatch(self: &Arc<Self>, channel: u64, job: Job) {
        self.channels
            .send(channel, job, |rx| self.run_channel(channel, None, rx));
    }

    fn run_channel(
        self: &Arc<Self>,
        channel: u64,
        table: Option<Table>,
        rx: mpsc::UnboundedReceiver<Job>,
    ) {
        let hub = Arc::clone(self);
        let saved = table.as_ref().map(|t| t.state().clone());
        tokio::spawn(async move {
            ChannelTask {
                hub,
                channel,
                table,
                saved,
                hold_timers_until: None,
            }
            .run(rx)
            .await;
        });
    }
}

/// A saved table's JSON as a table, checked ([`Table::from_state`]); the reason when it
/// cannot be played on.
fn restore(json: &str) -> Result<Table, String> {
    let state: TableState = serde_json::from_str(json).map_err(|e| e.to_string())?;
    Table::from_state(state).map_err(|e| e.to_string())
}

/// How long a channel waits before acting on its timers again after a save failed (the
/// database is locked or full): the change was undone and is tried anew.
const RETRY_AFTER_FAILED_SAVE: Duration = Duration::from_secs(1);

struct ChannelTask {
    hub: Arc<Hub>,
    channel: u64,
    table: Option<Table>,
    /// The state last written to the store (None: no saved table), to go back to when a
    /// save fails: a change that could not be saved did not happen.
    saved: Option<TableState>,
    /// A save failed: timers wait until then before the change is tried again.
    hold_timers_until: Option<tokio::time::Instant>,
}

impl ChannelTask {
    async fn run(mut self, mut rx: mpsc::UnboundedReceiver<Job>) {
        loop {
            let deadline = self.table.as_ref().and_then(Table::next_deadline);
            let mut wait = deadline.map(|d| Duration::from_millis(d.saturating_sub(now_ms())));
            if let (Some(w), Some(hold)) = (wait.as_mut(), self.hold_timers_until) {
                *w = (*w).max(hold.saturating_duration_since(tokio::time::Instant::now()));
            }
            tokio::select! {
                job = rx.recv() => match job {
                    Some(job) => self.on_job(job).await,
                    None => break,
                },
                _ = sleep_opt(wait) => {
                    let dicts = self.dictionaries();
                    let effects = match self.table.as_mut() {
                        Some(t) => t.handle_timeout(now_ms(), &dicts),
                        None => Vec::new(),
                    };
                    self.carry_out(effects, &Responder::None).await;
                }
            }
        }
    }

    async fn on_job(&mut self, job: Job) {
        let now = now_ms();
        // A finished game whose archive failed is archived before anything else, so it
        // never stands in the way of a new game.
        if self.table.as_ref().is_some_and(Table::is_finished) && !self.archive() {
            let mut responder = job.responder;
            responder.set_locale(&job.input.locale);
            self.hub
                .sender
                .reply(&responder, &Reply::Text(Msg::new("err-not-saved")))
                .await;
            return;
        }
        let effects = match (&mut self.table, &job.input.action) {
            (None, Action::NewGame(options))
                if !self.hub.lexicons.has(&options.dictionary_name()) =>
            {
                let msg = Msg::new("err-no-dictionary").code("name", options.dictionary_name());
                let mut responder = job.responder;
                responder.set_locale(&job.input.locale);
                self.hub.sender.reply(&responder, &Reply::Text(msg)).await;
                return;
            }
            (None, Action::NewGame(options)) => {
                let id = match self
                    .hub
                    .store
                    .lock()
                    .map_err(|_| ())
                    .and_then(|mut s| s.next_game_id().map_err(|_| ()))
                {
                    Ok(id) => id,
                    Err(()) => {
                        // Nothing happened (the store is locked or failing): try again.
                        tracing::error!(channel = self.channel, "could not allocate a game id");
                        let mut responder = job.responder;
                        responder.set_locale(&job.input.locale);
                        self.hub
                            .sender
                            .reply(&responder, &Reply::Text(Msg::new("err-not-saved")))
                            .await;
                        return;
                    }
                };
                let (table, effects) =
                    Table::open(self.channel, job.guild, id, &job.input, options.clone());
                self.table = Some(table);
                effects
            }
            (None, _) => Table::without_table(&job.input),
            (Some(_), _) => {
                let dicts = self.dictionaries();
                match self.table.as_mut() {
                    Some(t) => t.handle(job.input.clone(), now, &dicts),
                    None => Vec::new(),
                }
            }
        };
        let locale = job.input.locale.clone();
        let mut responder = job.responder;
        responder.set_locale(&locale);
        self.carry_out(effects, &responder).await;
    }

    /// The word lists for this channel's table: the bundled ones plus the words its server
    /// accepted for the table's dictionary (read fresh, so an accepted word counts at once).
    fn dictionaries(&self) -> ServerDictionaries {
        let lexicons = Arc::clone(&self.hub.lexicons);
        let Some(table) = &self.table else {
            return ServerDictionaries::new(lexicons, "", &[]);
        };
        let state = table.state();
        let name = state.options.dictionary_name();
        let accepted = match (state.guild, language_of(&name)) {
            (Some(guild), Some(language)) => self
                .hub
                .store
                .lock()
                .ok()
                .and_then(|s| s.server_words(guild, language.code()).ok())
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        ServerDictionaries::new(lexicons, &name, &accepted)
    }

    /// Save the table; on success it becomes the state to go back to.
    fn persist(&mut self) -> bool {
        let Some(table) = &self.table else {
            return true;
        };
        let json = match serde_json::to_string(table.state()) {
            Ok(j) => j,
            Err(e) => {
                tracing::error!(channel = self.channel, error = %e, "could not serialise a table");
                return false;
            }
        };
        let result = match self.hub.store.lock() {
            Ok(mut store) => store
                .save_table(self.channel, table.state().guild, &json)
                .map_err(|e| e.to_string()),
            Err(_) => Err("the store lock is poisoned".to_string()),
        };
        match result {
            Ok(()) => {
                self.saved = Some(table.state().clone());
                self.hold_timers_until = None;
                true
            }
            Err(e) => {
                tracing::error!(channel = self.channel, error = %e, "could not save a table; the change is undone");
                false
            }
        }
    }

    /// A save failed: go back to the last saved state (the change did not happen) and let
    /// the timers wait a moment before trying again.
    fn roll_back(&mut self) {
        self.table = self.saved.clone().and_then(|s| Table::from_state(s).ok());
        self.hold_timers_until = Some(tokio::time::Instant::now() + RETRY_AFTER_FAILED_SAVE);
    }

    /// Archive the finished table (see [`Hub::archive`]) and drop it; returns false, keeping
    /// it, when the store refused (the next job tries again).
    fn archive(&mut self) -> bool {
        let Some(table) = self.table.as_ref() else {
            return true;
        };
        crate::failpoint::hit("before-archive");
        match self.hub.archive(self.channel, table) {
            Ok(()) => {
                self.table = None;
                self.saved = None;
                true
            }
            Err(e) => {
                tracing::error!(channel = self.channel, error = %e, "could not archive a finished game; kept, tried again with the next action");
                false
            }
        }
    }

    /// Carry out effects in order; reports back to the table (a post's id, a failed DM) add
    /// their own effects to the queue.
    async fn carry_out(&mut self, effects: Vec<Effect>, responder: &Responder) {
        let mut queue: VecDeque<Effect> = effects.into();
        let locale = self
            .table
            .as_ref()
            .map(|t| t.state().locale.clone())
            .unwrap_or_else(|| "en-US".to_string());
        let sender = self.hub.sender.clone();
        while let Some(effect) = queue.pop_front() {
            match effect {
                Effect::Persist => {
                    if !self.persist() {
                        // Nothing of this change has gone out yet: Persist comes first.
                        self.roll_back();
                        sender
                            .reply(responder, &Reply::Text(Msg::new("err-not-saved")))
                            .await;
                        return;
                    }
                }
                Effect::Archive => {
                    self.archive();
                }
                Effect::Reply(reply) => sender.reply(responder, &reply).await,
                Effect::Post(post) => {
                    let tag = post.tag;
                    if let Some(message_id) = sender.post(self.channel, &locale, post).await {
                        if tag != PostTag::Plain {
                            if let Some(t) = self.table.as_mut() {
                                let report = Input {
                                    user: 0,
                                    name: String::new(),
                                    locale: locale.clone(),
                                    action: Action::Posted { tag, message_id },
                                };
                                // Saved before anything else goes out, so a crash right
                                // after the post still knows which message holds the buttons.
                                let follow = t.handle(report, now_ms(), self.hub.lexicons.as_ref());
                                for e in follow.into_iter().rev() {
                                    queue.push_front(e);
                                }
                            }
                        }
                    }
                }
                Effect::Edit {
                    message_id,
                    lines,
                    buttons,
                    board,
                    look,
                } => {
                    let edit = super::send::Shown {
                        lines: &lines,
                        buttons: &buttons,
                        look,
                    };
                    sender
                        .edit(self.channel, message_id, &locale, edit, board)
                        .await
                }
                Effect::ClearButtons { message_id } => {
                    sender.clear_buttons(self.channel, message_id).await
                }
                Effect::OpenThread { message_id, name } => {
                    let follow = self.open_thread(message_id, &name, &locale).await;
                    for e in follow.into_iter().rev() {
                        queue.push_front(e);
                    }
                }
                Effect::Summary {
                    channel,
                    message_id,
                    summary,
                } => {
                    sender
                        .show_summary(channel, message_id, &locale, &summary)
                        .await
                }
                Effect::CloseThread => sender.close_thread(self.channel).await,
                Effect::SendRack {
                    user,
                    view,
                    letters,
                    note,
                } => {
                    let dm_locale = self
                        .table
                        .as_ref()
                        .and_then(|t| t.state().seats.iter().find(|s| s.user == user))
                        .map(|s| s.locale.clone())
                        .unwrap_or_else(|| locale.clone());
                    let closed = sender
                        .send_rack(user, &dm_locale, &view, &letters, &note)
                        .await;
                    if closed {
                        if let Some(t) = self.table.as_mut() {
                            let report = Input {
                                user: 0,
                                name: String::new(),
                                locale: locale.clone(),
                                action: Action::DmFailed { user },
                            };
                            queue.extend(t.handle(report, now_ms(), self.hub.lexicons.as_ref()));
                        }
                    }
                }
            }
        }
    }
}

impl ChannelTask {
    /// Opens the game's thread from the lobby message and moves the table there: its saved
    /// row and its task now belong to the thread, and the channel is free for another game.
    /// Where the bot may not open threads the game plays on in the channel, and the channel
    /// is told so once. Returns the table's effects for the move.
    async fn open_thread(&mut self, message_id: u64, name: &str, locale: &str) -> Vec<Effect> {
        let sender = self.hub.sender.clone();
        let thread = match sender.open_thread(self.channel, message_id, name).await {
            Ok(thread) => thread,
            Err(why) => {
                self.no_thread(why, locale).await;
                return Vec::new();
            }
        };
        let Some(table) = self.table.as_mut() else {
            return Vec::new();
        };
        let report = Input {
            user: 0,
            name: String::new(),
            locale: locale.to_string(),
            action: Action::ThreadOpened { thread, message_id },
        };
        let follow = table.handle(report, now_ms(), self.hub.lexicons.as_ref());
        let state = table.state().clone();
        let moved = serde_json::to_string(&state)
            .map_err(|e| e.to_string())
            .and_then(|json| match self.hub.store.lock() {
                Ok(mut store) => store
                    .move_table(self.channel, thread, state.guild, &json)
                    .map_err(|e| e.to_string()),
                Err(_) => Err("the store lock is poisoned".to_string()),
            });
        match moved {
            Ok(()) => {
                tracing::info!(
                    channel = self.channel,
                    thread,
                    "a game moved into its thread"
                );
                self.hub.channels.rekey(self.channel, thread);
                self.channel = thread;
                self.saved = Some(state);
                self.set_thread_refused(false);
                follow
            }
            Err(e) => {
                // The game plays on in the channel, as saved; the thread stays empty.
                tracing::error!(channel = self.channel, thread, error = %e, "could not move a game into its thread; it plays on in the channel");
                self.roll_back();
                self.hold_timers_until = None;
                Vec::new()
            }
        }
    }

    /// No thread: the game plays on in the channel. Where the bot lacks the permission, the
    /// channel is told once (until threads work there again).
    async fn no_thread(&mut self, why: NoThread, locale: &str) {
        match why {
            NoThread::Failed(e) => {
                tracing::warn!(channel = self.channel, error = %e, "could not open a game's thread; it plays in the channel");
            }
            NoThread::NotAllowed => {
                tracing::info!(
                    channel = self.channel,
                    "may not open threads here; the game plays in the channel"
                );
                if !self.thread_refused() {
                    self.set_thread_refused(true);
                    let post = crate::table::Post {
                        tag: PostTag::Plain,
                        lines: vec![Msg::new("threads-not-allowed")],
                        board: None,
                        buttons: Vec::new(),
                        mention: Vec::new(),
                        look: Look::Text,
                    };
                    self.hub.sender.post(self.channel, locale, post).await;
                }
            }
        }
    }

    fn thread_refused(&self) -> bool {
        self.hub
            .store
            .lock()
            .ok()
            .and_then(|s| {
                s.get_setting(Scope::Channel(self.channel), THREADS_REFUSED)
                    .ok()
                    .flatten()
            })
            .is_some()
    }

    fn set_thread_refused(&self, refused: bool) {
        if let Ok(mut store) = self.hub.store.lock() {
            let scope = Scope::Channel(self.channel);
            let done = if refused {
                store.set_setting(scope, THREADS_REFUSED, "1")
            } else {
                store.remove_setting(scope, THREADS_REFUSED)
            };
            if let Err(e) = done {
                tracing::warn!(channel = self.channel, error = %e, "could not note whether threads work here");
            }
        }
    }
}

/// The channel setting that notes the bot was refused threads there (told once).
const THREADS_REFUSED: &str = "threads-refused";

async fn sleep_opt(wait: Option<Duration>) {
    match wait {
        Some(d) => tokio::time::sleep(d).await,
        None => std::future::pending::<()>().await,
    }
}
