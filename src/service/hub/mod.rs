//! The driver: one tokio task per active channel ([`super::channel`]), fed by a queue, so
//! moves in one channel are strictly ordered and channels never wait for each other. The hub
//! routes jobs to those tasks, starts them on demand, and on start resumes every saved
//! table and carries out whatever the outbox still owes.

use super::clock::Clock;
use super::door::{Door, Responder};
use super::outbox::{self, Item};
use super::registry::Registry;
use super::Setup;
use crate::cooldown::{Cooldown, Rate};
use crate::dictionaries::Lexicons;
use crate::shards::Shards;
use crate::store::{
    AccountChange, Archive, OutboxChange, Played, PlayerGame, Store, TournamentResult,
};
use crate::table::{Input, Millis, Msg, Reply, Table, TableState};
use std::collections::{HashMap, HashSet, VecDeque};

mod shown;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// Milliseconds since the epoch by the wall clock (what the drivers that always run on it
/// read: the puzzle's days, the tournaments' rounds). A table's time is its hub's
/// ([`Hub::now`]).
pub fn now_ms() -> u64 {
    super::clock::wall_now()
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

/// What waits in a place's queue, taken in order by the place's task.
pub enum Queued {
    /// An input, to play on the table.
    Job(Job),
    /// Asks to be told when everything queued before it has been carried out, and every
    /// deadline already passed by the hub's clock acted on ([`Hub::settled`]).
    Settled(oneshot::Sender<()>),
}

/// A place whose games must end ([`Hub::places_gone`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gone {
    /// A deleted channel or thread.
    Channel(u64),
    /// A server that removed the bot.
    Guild(u64),
}

/// How the hub starts a place's task (the channel task's own `start`, handed in by
/// [`super::new_hub`]: the hub routes to tasks without knowing what they are).
pub(super) type StartTask =
    fn(Arc<Hub>, u64, Option<Table>, VecDeque<Item>, mpsc::Receiver<Queued>);

/// Routes jobs to channel tasks, starting them on demand.
pub struct Hub {
    start_task: StartTask,
    store: Store,
    lexicons: Arc<Lexicons>,
    door: Arc<dyn Door>,
    channels: Registry<Queued>,
    clock: Arc<dyn Clock>,
    deal_seed: Option<u64>,
    expert_budget: crate::movegen::computer::Budget,
    idle_after: std::time::Duration,
    shards: Shards,
    cooldown: Cooldown,
    /// The same for typing: a move's preview is worked out at most this often per person
    /// (Discord asks again at every keystroke).
    typing: Cooldown,
    /// Each server's accepted words per language, read once: every interaction of a server
    /// comes to this process, so `/suggestions` changes them here and forgets the copy.
    server_words: std::sync::Mutex<KeptWords>,
    /// How long a day of a game over days lasts.
    day: std::time::Duration,
    /// Channels whose task ended while their table waits for a deadline far off (a game
    /// over days), by that deadline: [`Hub::run_alarms`] starts their tasks again then.
    alarms: std::sync::Mutex<std::collections::BTreeSet<(Millis, u64)>>,
    /// Rung when an alarm is set, so the alarm task looks again.
    alarm_set: tokio::sync::Notify,
    /// Each running channel task's table as last saved: what reads a table without joining
    /// the channel's queue (a move's preview as it is typed, the move form opened at once)
    /// reads it here instead of the store.
    saved_tables: std::sync::Mutex<HashMap<u64, Arc<crate::table::TableState>>>,
    /// Who follows a place's table as it is saved (a page watching a game live), by place.
    watchers: std::sync::Mutex<HashMap<u64, Watched>>,
    /// The secret players' links are signed with, read from the store once
    /// ([`super::links::secret`]).
    pub(super) link_secret: tokio::sync::OnceCell<String>,
    /// Rung when another process answered a move relayed to it ([`super::relay`]).
    relay_answered: tokio::sync::Notify,
}

/// A place's table as last saved, for whoever follows it (None: it has no table now, the
/// game archived).
pub type Watched = tokio::sync::watch::Sender<Option<Arc<crate::table::TableState>>>;

/// The kept word lists: (server, language code) to its accepted words.
type KeptWords = HashMap<(u64, &'static str), Arc<Vec<String>>>;

/// How fast a person's typing gets previews: 10 at once, then 5 a second (a fast typist's
/// pace); a flood of keystrokes beyond it gets no preview and costs nothing.
pub const TYPING: Rate = Rate {
    burst: 10,
    per_second: 5,
};

/// How many servers' word lists are kept before the copies are dropped and read again.
const SERVER_WORDS_KEPT: usize = 1024;

impl Hub {
    /// A hub over a store, word lists and a door, run as `setup` says (see [`Setup`]).
    pub(super) fn new(
        start_task: StartTask,
        store: Store,
        lexicons: Arc<Lexicons>,
        door: Arc<dyn Door>,
        setup: Setup,
    ) -> Arc<Hub> {
        Arc::new(Hub {
            start_task,
            store,
            lexicons,
            door,
            channels: Registry::default(),
            clock: setup.clock,
            deal_seed: setup.deal_seed,
            expert_budget: setup.expert_budget,
            idle_after: setup.idle_after,
            shards: setup.shards,
            cooldown: Cooldown::new(setup.cooldown),
            typing: Cooldown::new(setup.cooldown.map(|_| TYPING)),
            server_words: std::sync::Mutex::new(HashMap::new()),
            day: setup.day,
            alarms: std::sync::Mutex::new(std::collections::BTreeSet::new()),
            alarm_set: tokio::sync::Notify::new(),
            saved_tables: std::sync::Mutex::new(HashMap::new()),
            watchers: std::sync::Mutex::new(HashMap::new()),
            link_secret: tokio::sync::OnceCell::new(),
            relay_answered: tokio::sync::Notify::new(),
        })
    }

    fn alarms(&self) -> std::sync::MutexGuard<'_, std::collections::BTreeSet<(Millis, u64)>> {
        match self.alarms.lock() {
            Ok(a) => a,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// Start the task of `channel` again at `at` (its task ended while its table waits).
    pub(super) fn wake_at(&self, channel: u64, at: Millis) {
        self.alarms().insert((at, channel));
        self.alarm_set.notify_one();
    }

    /// How many channels wait for an alarm.
    pub fn sleeping(&self) -> usize {
        self.alarms().len()
    }

    /// The alarm task: at each alarm's time, the channel's task starts again (reading its
    /// table from the store) and carries out what is due. A restart needs no alarms: every
    /// saved table's task starts then, and ends again idle.
    pub fn run_alarms(self: &Arc<Self>, shutdown: super::shutdown::Shutdown) {
        let hub = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                let now = hub.now();
                let due: Vec<u64> = {
                    let mut alarms = hub.alarms();
                    let later = alarms.split_off(&(now + 1, 0));
                    let due = alarms.iter().map(|&(_, channel)| channel).collect();
                    *alarms = later;
                    due
                };
                for channel in due {
                    if hub.start_channel_again(channel) {
                        tracing::info!(channel, "a deadline came: the channel's task starts again");
                    }
                }
                let next = hub.alarms().iter().next().map(|&(at, _)| at);
                let wait = next.map_or(std::time::Duration::from_secs(3600), |at| {
                    std::time::Duration::from_millis(at.saturating_sub(hub.now()))
                });
                let woken = async {
                    tokio::select! {
                        _ = tokio::time::sleep(wait) => {},
                        _ = hub.alarm_set.notified() => {},
                    }
                };
                if shutdown.unless_stopped(woken).await.is_none() {
                    break;
                }
            }
        });
    }

    /// Starts the task of `channel` with its table read from the store, unless one runs.
    fn start_channel_again(self: &Arc<Self>, channel: u64) -> bool {
        self.channels.start(channel, |rx| {
            self.run_channel(channel, None, VecDeque::new(), rx)
        })
    }

    /// The time now by the hub's clock: a table's only time.
    pub fn now(&self) -> Millis {
        self.clock.now()
    }

    /// The hub's clock.
    pub fn clock(&self) -> &Arc<dyn Clock> {
        &self.clock
    }

    /// The random seed every table this hub opens is dealt with (`plansza play --seed`);
    /// None: each its own.
    pub(super) fn deal_seed(&self) -> Option<u64> {
        self.deal_seed
    }

    /// How long a day of a game over days lasts (`PLANSZA_DAY_SECS`).
    pub fn day(&self) -> std::time::Duration {
        self.day
    }

    /// How long the expert computer thinks over each move (`PLANSZA_EXPERT_MS`).
    pub fn expert_budget(&self) -> crate::movegen::computer::Budget {
        self.expert_budget
    }

    /// How long an idle channel keeps its task.
    pub(super) fn idle_after(&self) -> std::time::Duration {
        self.idle_after
    }

    /// The store. Its calls are async: the database work runs on the driver's own
    /// connections (SQLite's on their own threads), bounded by its pool, never blocking an
    /// async thread, so a slow disk holds up no acknowledgement.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// A server's own accepted words in one language (by its code), from the copy kept
    /// since they last changed; read from the store the first time (a store that fails
    /// gives none, and is asked again next time).
    pub(super) async fn server_words(
        &self,
        guild: u64,
        language: &'static str,
    ) -> Arc<Vec<String>> {
        let key = (guild, language);
        if let Some(words) = self
            .server_words
            .lock()
            .ok()
            .and_then(|m| m.get(&key).cloned())
        {
            return words;
        }
        match self.store.server_words(guild, language).await {
            Ok(words) => {
                let words = Arc::new(words);
                if let Ok(mut kept) = self.server_words.lock() {
                    if kept.len() >= SERVER_WORDS_KEPT {
                        kept.clear();
                    }
                    kept.insert(key, Arc::clone(&words));
                }
                words
            }
            Err(e) => {
                tracing::warn!(guild, language, error = %e, "could not read the server's words");
                Arc::new(Vec::new())
            }
        }
    }

    /// Forgets the kept copy of a server's words (after a moderator changed them).
    pub fn server_words_changed(&self, guild: u64, language: &str) {
        if let Ok(mut kept) = self.server_words.lock() {
            kept.retain(|(g, l), _| !(*g == guild && *l == language));
        }
    }

    /// How fast people may act.
    pub fn cooldown(&self) -> &Cooldown {
        &self.cooldown
    }

    /// The cooldown of typing ([`TYPING`]): a preview past it is not worked out.
    pub fn typing(&self) -> &Cooldown {
        &self.typing
    }

    /// Whether this process drives the games of `guild` (`None`: DMs).
    pub(super) fn owns(&self, guild: Option<u64>) -> bool {
        self.shards.owns(guild)
    }

    /// Rung when another process answered a move relayed to it: its senders look for
    /// their answers.
    pub(super) fn relay_answered(&self) -> &tokio::sync::Notify {
        &self.relay_answered
    }

    /// The bundled word lists.
    pub fn lexicons(&self) -> &Lexicons {
        &self.lexicons
    }

    /// The bundled word lists, shared.
    pub(super) fn lexicons_arc(&self) -> &Arc<Lexicons> {
        &self.lexicons
    }

    /// The front door effects go out through.
    pub fn door(&self) -> &Arc<dyn Door> {
        &self.door
    }

    /// The running channel tasks.
    pub(super) fn channels(&self) -> &Registry<Queued> {
        &self.channels
    }

    /// Start a task for every saved table: their windows and clocks resume, and whatever
    /// expired while the bot was down is settled at once. Each task first carries out what
    /// its table still owed when the bot stopped (the outbox), so nothing announced before
    /// a crash is lost and nothing is announced twice. A saved game that is already over
    /// (the bot stopped between its final save and its archive) is archived then, so it
    /// never stands in the way of a new game; a row that is damaged is set aside (kept,
    /// never overwritten), logged and reported in its channel.
    pub async fn resume_saved(self: &Arc<Self>) -> anyhow::Result<usize> {
        // Only the tables of this process's shards, and what they owe: another process
        // drives the others (an owed row of an archived table goes by its server).
        let (saved, others): (Vec<_>, Vec<_>) = self
            .store
            .load_tables()
            .await?
            .into_iter()
            .partition(|(_, guild, _)| self.owns(*guild));
        let ours: HashSet<u64> = saved.iter().map(|(channel, _, _)| *channel).collect();
        let theirs: HashSet<u64> = others.iter().map(|(channel, _, _)| *channel).collect();
        let mut owed = self.store.owed().await?;
        // A row with an owner (a tournament's round post, a puzzle's post) is its driver's
        // to carry out (see `super::owned`).
        owed.retain(|row| {
            row.owner.is_none()
                && (ours.contains(&row.table)
                    || (!theirs.contains(&row.table) && self.owns(row.guild)))
        });
        let (mut owed, unreadable) = outbox::restore(owed);
        if let Err(e) = self.store().settle_owed(&unreadable).await {
            tracing::warn!(error = %e, "could not drop the unreadable owed effects");
        }
        let mut resumed = 0;
        for (channel, _guild, json) in saved {
            let due = owed.remove(&channel).unwrap_or_default();
            match restore(&json) {
                // A finished game still saved as running: its task archives it at once,
                // owing (and carrying out) what its end owes, the ratings post included.
                Ok(table) if table.is_finished() => {
                    tracing::info!(channel, "a finished game was still saved as running");
                    self.start_channel(channel, Some(table), due);
                }
                Ok(table) => {
                    if self.start_channel(channel, Some(table), due) {
                        resumed += 1;
                    }
                }
                Err(reason) => {
                    self.set_aside(channel, &json, &reason).await;
                    self.start_channel(channel, None, due);
                }
            }
        }
        // What archived games still owe (their final posts, their threads' closing).
        for (channel, due) in owed {
            self.start_channel(channel, None, due);
        }
        Ok(resumed)
    }

    /// Start `channel`'s task with its table and what it still owes; false if it runs.
    fn start_channel(
        self: &Arc<Self>,
        channel: u64,
        table: Option<Table>,
        owed: VecDeque<Item>,
    ) -> bool {
        let started = table.is_some();
        let ran = self
            .channels
            .start(channel, |rx| self.run_channel(channel, table, owed, rx));
        ran && started
    }

    /// Keep a damaged saved table aside (the row moves to `damaged_tables`, untouched), say
    /// so in the log and in its channel, in the table's language when it can be read.
    pub(super) async fn set_aside(&self, channel: u64, json: &str, reason: &str) {
        let saved = serde_json::from_str::<serde_json::Value>(json).ok();
        let locale = saved
            .as_ref()
            .and_then(|v| v.get("locale").and_then(|l| l.as_str()).map(str::to_string))
            .unwrap_or_else(|| "en-US".to_string());
        let guild = saved
            .as_ref()
            .and_then(|v| v.get("guild").and_then(serde_json::Value::as_u64));
        // The channel is told in the same transaction that sets the table aside.
        let told = crate::table::Post::text(vec![Msg::new("saved-game-damaged")]);
        let (owing, planned) = super::outbox::owing_posts(channel, guild, &locale, vec![told]);
        let owed = match self.store.set_aside_table(channel, reason, &owing).await {
            Ok((id, owed)) => {
                tracing::error!(
                    channel,
                    kept_as = ?id,
                    reason,
                    "a saved table is damaged: kept aside in damaged_tables, not resumed"
                );
                owed
            }
            Err(e) => {
                tracing::error!(channel, reason, error = %e, "a saved table is damaged and could not be set aside");
                return;
            }
        };
        let door = Arc::clone(&self.door);
        let store = self.store.clone();
        let owed: Vec<_> = owed.into_iter().zip(planned).collect();
        tokio::spawn(async move {
            carry_owed_posts(door.as_ref(), &store, channel, &locale, owed).await;
        });
    }

    /// Record a finished game (or forget a closed lobby): the game, its account changes,
    /// the active table's removal and the outbox's change in one transaction; the ids of
    /// the newly owed effects. What the archive owes is `owe`'s to say, given (after a rated
    /// game) the lines saying how it moved the players' ratings: it is called inside the
    /// transaction, so those lines are owed with the record that made them.
    pub(super) async fn archive<F>(
        &self,
        channel: u64,
        table: &Table,
        owe: F,
    ) -> anyhow::Result<Vec<i64>>
    where
        F: FnOnce(Option<Vec<Msg>>) -> OutboxChange + Send,
    {
        if table.played().is_none() {
            let guild = table.state().guild;
            let outbox = owe(None);
            let owed = self
                .store
                .delete_table_owing(channel, guild, &outbox)
                .await?;
            return Ok(owed);
        }
        let state = table.state();
        let json = serde_json::to_string(state)?;
        let finished = i64::try_from(self.now() / 1000).unwrap_or(i64::MAX);
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
        let guild_id = state.guild;
        let results = table.results();
        let players: Vec<PlayerGame> = results
            .as_ref()
            .map(crate::stats::player_games)
            .unwrap_or_default();
        let rating_name = results.as_ref().map_or_else(
            || state.options.variant.rating_name(),
            |r| r.variant.clone(),
        );
        let archive = Archive {
            played,
            guild_id,
            variant: state.options.variant.name(),
            rating_name: &rating_name,
            game_json: &json,
            finished_at: finished,
            rated: results.as_ref().is_some_and(|r| r.rated),
            results: &players,
            tournament: results
                .as_ref()
                .and_then(|r| table.match_result(r))
                .map(|m| TournamentResult {
                    tournament: m.tag.id,
                    round: m.tag.round,
                    first: m.tag.first,
                    second: m.tag.second,
                    scores: m.scores,
                    winner: m.winner,
                }),
        };
        let with_ratings = |ratings: &[crate::store::RatingChange]| {
            owe((!ratings.is_empty()).then(|| crate::stats::ratings_moved(&rating_name, ratings)))
        };
        let archived = self
            .store
            .archive_owing_with(archive, &changes, with_ratings)
            .await?;
        Ok(archived.owed)
    }

    /// Carries out posts a change owed in `place` (see [`carry_owed_posts`]).
    pub(super) async fn carry_owed_posts(
        &self,
        place: u64,
        locale: &str,
        owed: Vec<(i64, (String, crate::table::Post))>,
    ) {
        carry_owed_posts(self.door.as_ref(), &self.store, place, locale, owed).await;
    }

    /// Queue a job for its channel, starting the channel's task if it has none (one task per
    /// channel, by construction: see [`Registry`]). When the channel's queue is full, the
    /// person is told the channel is busy and nothing else happens.
    pub fn dispatch(self: &Arc<Self>, channel: u64, job: Job) {
        let queued = self.channels.send(channel, Queued::Job(job), |rx| {
            self.run_channel(channel, None, VecDeque::new(), rx)
        });
        if let Err(Queued::Job(mut job)) = queued {
            tracing::warn!(channel, "the channel's queue is full: answered busy");
            crate::metrics::metrics().busy.inc();
            job.responder.set_locale(&job.input.locale);
            tokio::spawn(async move {
                job.responder
                    .answer(&Reply::Text(Msg::new("err-channel-busy")))
                    .await;
            });
        }
    }

    /// Resolves once `place`'s task has carried out everything queued for it before this
    /// call, and acted on every deadline its table had by the hub's clock (a door that reads
    /// the table between inputs, as the terminal does, waits for this first). Starts the
    /// place's task when none runs; a full queue is waited for.
    pub async fn settled(self: &Arc<Self>, place: u64) {
        loop {
            let (tx, rx) = oneshot::channel();
            let queued = self.channels.send(place, Queued::Settled(tx), |queue| {
                self.run_channel(place, None, VecDeque::new(), queue)
            });
            match queued {
                Ok(()) => {
                    // A task that ended before answering has nothing left to carry out.
                    let _ = rx.await;
                    return;
                }
                Err(_) => tokio::time::sleep(std::time::Duration::from_millis(10)).await,
            }
        }
    }

    /// A channel or thread was deleted, or the bot left (was removed from) a server: the
    /// games there end as they stood (as a moderator's `/game end` ends them) and are
    /// archived with their records, so nothing is lost and no task or timer is left behind.
    /// What they would post cannot arrive and is dropped. A deleted channel ends the games
    /// of the threads opened from it too.
    pub async fn places_gone(self: &Arc<Self>, gone: Gone) {
        // Found by the store's indexed columns, never by reading every table's state.
        let found = match gone {
            Gone::Channel(channel) => self.store.tables_in_place(channel).await,
            Gone::Guild(guild) => self.store.tables_in_guild(guild).await,
        };
        let tables = match found {
            Ok(tables) => tables,
            Err(e) => {
                tracing::error!(?gone, error = %e, "could not read the tables of a place that is gone");
                return;
            }
        };
        let mut ended = 0;
        for (channel, guild) in tables {
            if !self.owns(guild) {
                continue;
            }
            let input = Input {
                user: 0,
                name: "Discord".to_string(),
                locale: "en-US".to_string(),
                action: crate::table::Action::EndGame { moderator: true },
            };
            let job = Job {
                input,
                guild,
                responder: Responder::none(),
            };
            self.dispatch(channel, job);
            ended += 1;
        }
        if ended > 0 {
            tracing::info!(
                ?gone,
                games = ended,
                "a place is gone: its games end and are archived"
            );
        }
    }

    fn run_channel(
        self: &Arc<Self>,
        channel: u64,
        table: Option<Table>,
        owed: VecDeque<Item>,
        rx: mpsc::Receiver<Queued>,
    ) {
        (self.start_task)(Arc::clone(self), channel, table, owed, rx);
    }
}

/// Carries out posts a change owed in `place` (saved with it, each under the nonce in its
/// row) and forgets their rows. One left when the bot stops stays owed: the place's task
/// carries it out at the next start.
pub(super) async fn carry_owed_posts(
    door: &dyn Door,
    store: &Store,
    place: u64,
    locale: &str,
    owed: Vec<(i64, (String, crate::table::Post))>,
) {
    for (id, (nonce, post)) in owed {
        if door.post(place, locale, post, &nonce).await.is_err() {
            return;
        }
        if let Err(e) = store.settle_owed(&[id]).await {
            tracing::warn!(place, error = %e, "could not settle an owed notice");
        }
    }
}

/// A saved table's JSON as a table, checked ([`Table::from_state`]); the reason when it
/// cannot be played on.
pub(super) fn restore(json: &str) -> Result<Table, String> {
    let state: TableState = serde_json::from_str(json).map_err(|e| e.to_string())?;
    Table::from_state(state).map_err(|e| e.to_string())
}
