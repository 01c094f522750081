//! The driver: one tokio task per active channel, fed by a queue, so moves in one channel are
//! strictly ordered and channels never wait for each other. Each task owns its [`Table`],
//! sleeps until the table's next deadline, and carries out the table's effects in order:
//! the store first, then the answers and posts.

use super::dictionaries::{language_of, Lexicons, ServerDictionaries};
use super::send::{Responder, Sender};
use crate::store::{AccountChange, Store};
use crate::table::{Action, Effect, Input, PostTag, Table, TableState};
use std::collections::{HashMap, VecDeque};
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
    channels: Mutex<HashMap<u64, mpsc::UnboundedSender<Job>>>,
}

impl Hub {
    /// A hub over a store, word lists and a way to send.
    pub fn new(store: Arc<Mutex<Store>>, lexicons: Arc<Lexicons>, sender: Sender) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            lexicons,
            sender,
            channels: Mutex::new(HashMap::new()),
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
    /// expired while the bot was down is settled at once.
    pub fn resume_saved(self: &Arc<Self>) -> anyhow::Result<usize> {
        let saved = match self.store.lock() {
            Ok(store) => store.load_tables()?,
            Err(_) => anyhow::bail!("the store lock is poisoned"),
        };
        let mut resumed = 0;
        for (channel, _guild, json) in saved {
            match serde_json::from_str::<TableState>(&json) {
                Ok(state) => {
                    self.spawn_channel(channel, Some(Table::from_state(state)));
                    resumed += 1;
                }
                Err(e) => {
                    tracing::error!(channel, error = %e, "a saved table could not be read; skipped")
                }
            }
        }
        Ok(resumed)
    }

    /// Queue a job for its channel.
    pub fn dispatch(self: &Arc<Self>, channel: u64, job: Job) {
        let channels = match self.channels.lock() {
            Ok(c) => c,
            Err(poisoned) => poisoned.into_inner(),
        };
        let job = match channels.get(&channel) {
            Some(tx) => match tx.send(job) {
                Ok(()) => return,
                Err(mpsc::error::SendError(job)) => job,
            },
            None => job,
        };
        drop(channels);
        let tx = self.spawn_channel(channel, None);
        if tx.send(job).is_err() {
            tracing::error!(channel, "a channel task stopped at once");
        }
    }

    fn spawn_channel(
        self: &Arc<Self>,
        channel: u64,
        table: Option<Table>,
    ) -> mpsc::UnboundedSender<Job> {
        let (tx, rx) = mpsc::unbounded_channel();
        if let Ok(mut channels) = self.channels.lock() {
            channels.insert(channel, tx.clone());
        }
        let hub = Arc::clone(self);
        tokio::spawn(async move {
            ChannelTask {
                hub,
                channel,
                table,
            }
            .run(rx)
            .await;
        });
        tx
    }
}

struct ChannelTask {
    hub: Arc<Hub>,
    channel: u64,
    table: Option<Table>,
}

impl ChannelTask {
    async fn run(mut self, mut rx: mpsc::UnboundedReceiver<Job>) {
        loop {
            let deadline = self.table.as_ref().and_then(Table::next_deadline);
            let wait = deadline.map(|d| Duration::from_millis(d.saturating_sub(now_ms())));
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
        let effects = match (&mut self.table, &job.input.action) {
            (None, Action::NewGame(options))
                if !self.hub.lexicons.has(&options.dictionary_name()) =>
            {
                let msg = crate::table::Msg::new("err-no-dictionary")
                    .s("name", options.dictionary_name());
                let mut responder = job.responder;
                responder.set_locale(&job.input.locale);
                self.hub
                    .sender
                    .reply(&responder, &crate::table::Reply::Text(msg))
                    .await;
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
                        tracing::error!(channel = self.channel, "could not allocate a game id");
                        self.hub
                            .sender
                            .reply_error(&job.responder, &job.input.locale, "err-internal")
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

    fn persist(&self) -> bool {
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
            Ok(()) => true,
            Err(e) => {
                tracing::error!(channel = self.channel, error = %e, "could not save a table");
                false
            }
        }
    }

    fn archive(&mut self) {
        let Some(table) = self.table.take() else {
            return;
        };
        let state = table.state();
        let json = serde_json::to_string(state).unwrap_or_default();
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
        if let Ok(mut store) = self.hub.store.lock() {
            if table.played().is_some() {
                // The game, the account changes and the table's removal in one transaction.
                if let Err(e) = store.archive_game(
                    self.channel,
                    state.guild,
                    state.options.variant.name(),
                    &json,
                    finished,
                    &changes,
                ) {
                    tracing::error!(channel = self.channel, error = %e, "could not archive a finished game");
                }
            } else if let Err(e) = store.delete_table(self.channel) {
                tracing::error!(channel = self.channel, error = %e, "could not delete a finished table");
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
                        sender.reply_error(responder, "", "err-internal").await;
                        return;
                    }
                }
                Effect::Archive => self.archive(),
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
                } => {
                    sender
                        .edit(self.channel, message_id, &locale, &lines, &buttons)
                        .await
                }
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

async fn sleep_opt(wait: Option<Duration>) {
    match wait {
        Some(d) => tokio::time::sleep(d).await,
        None => std::future::pending::<()>().await,
    }
}
