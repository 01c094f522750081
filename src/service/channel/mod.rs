//! One channel's task: it owns the channel's [`Table`], takes the channel's jobs in order,
//! sleeps until the table's next deadline, and carries out the table's effects in order.
//! A save (`saving`) owes, in its own transaction, everything the change must still tell
//! the world (see [`super::outbox`]); what is carried out is forgotten with the next save,
//! and a task started after a crash first carries out what its table still owed.

use super::door::{Door, Responder, Shown, Stopped};
use super::hub::{Hub, Job, Queued};
use super::outbox::{queue_of, Item, OwedRef};
use super::pools::{pools, Pool};
use crate::dictionaries::{language_of, ServerDictionaries};
use crate::table::{Action, Effect, Msg, PostTag, Reply, Report, Table, TableState};
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

mod places;
mod saving;
mod sending;
mod timers;

/// How long a task with no game (finished and archived, moved into its thread, or never
/// begun) waits for a job before it ends, when the hub's idle time is longer: it holds
/// nothing worth keeping but its queue, and a busy server finishes games by the thousand.
const IDLE_WITHOUT_GAME: Duration = Duration::from_secs(30);

/// The channel setting that notes the bot was refused threads there (told once).
const THREADS_REFUSED: &str = "threads-refused";

pub(super) struct ChannelTask {
    pub hub: Arc<Hub>,
    pub channel: u64,
    pub table: Option<Table>,
    /// The state last written to the store (None: no saved table), to go back to when a
    /// save fails: a change that could not be saved did not happen. The hub shows the same
    /// state to what reads a table without queueing ([`Hub::saved_table`]).
    pub saved: Option<Arc<TableState>>,
    /// A save failed: timers wait until then before the change is tried again.
    pub hold_timers_until: Option<tokio::time::Instant>,
    /// The thread the table moves into with its next save (it was just opened).
    pub moving_to: Option<u64>,
    /// Owed effects carried out since the last save (forgotten by the next one).
    pub done: Vec<i64>,
    /// The driver's reports since the last save (where a post landed, a closed DM): facts
    /// about the world, so a save that fails does not undo them (see `roll_back`).
    pub reports: Vec<Report>,
    /// A computer's move being thought over, while the task serves the channel's jobs.
    pub thinking: Option<timers::Thinking>,
    /// Writes sent to the store and not yet answered (see [`sending`]).
    pub sent: Vec<sending::SentWrite>,
}

impl ChannelTask {
    /// A task for `channel` with its table (if any).
    pub fn new(hub: Arc<Hub>, channel: u64, table: Option<Table>) -> ChannelTask {
        let saved = table.as_ref().map(|t| Arc::new(t.state().clone()));
        if let Some(state) = &saved {
            hub.publish_table(channel, Some(Arc::clone(state)));
        }
        ChannelTask {
            hub,
            channel,
            table,
            saved,
            hold_timers_until: None,
            moving_to: None,
            done: Vec::new(),
            reports: Vec::new(),
            thinking: None,
            sent: Vec::new(),
        }
    }

    /// Reads the channel's table from the store, unless it came with one: a task that
    /// retired (idle) left its table saved, and the next job's task plays on with it.
    async fn load(&mut self) {
        if self.table.is_some() {
            return;
        }
        let channel = self.channel;
        let json = match self.hub.store().load_table(channel).await {
            Ok(json) => json,
            Err(e) => {
                tracing::error!(channel, error = %e, "could not read the saved table");
                return;
            }
        };
        let Some(json) = json else { return };
        match super::hub::restore(&json) {
            Ok(table) => {
                self.set_saved(Some(table.state().clone()));
                self.table = Some(table);
            }
            Err(reason) => self.hub.set_aside(channel, &json, &reason).await,
        }
    }

    /// Carries out what the table still owed (after a restart), archives a game that was
    /// over, then takes jobs and timers until the queue closes, or until the channel has
    /// been idle for the hub's idle time with no timer running and nothing owed: then the
    /// task gives its queue back ([`super::registry::Registry::retire`]) and ends, its
    /// table saved.
    pub async fn run(mut self, owed: VecDeque<Item>, mut rx: mpsc::Receiver<Queued>) {
        tracing::debug!(channel = self.channel, "the place's task starts");
        self.load().await;
        if !owed.is_empty() {
            tracing::info!(
                channel = self.channel,
                owed = owed.len(),
                "carrying out what was owed before the restart"
            );
            self.carry_items(owed, &Responder::none()).await;
        }
        if self.table.as_ref().is_some_and(Table::is_finished) {
            self.archive_now().await;
        }
        loop {
            let deadline = self.table.as_ref().and_then(Table::next_deadline);
            let wait = deadline.map(|d| Duration::from_millis(d.saturating_sub(self.hub.now())));
            // A deadline further off than the idle time (a game over days) does not keep the
            // task: it ends idle like any other, and the hub's alarm starts it again then.
            let far = wait.is_some_and(|w| w > self.hub.idle_after());
            let idle = (wait.is_none() || far).then(|| match self.table {
                Some(_) => self.hub.idle_after(),
                None => self.hub.idle_after().min(IDLE_WITHOUT_GAME),
            });
            // While a computer thinks, its thought is waited for instead of the deadline
            // (passed, it would only start the same thinking again).
            let timer = match self.thinking {
                Some(_) => self.timer(None),
                None => self.timer(deadline),
            };
            let thought = async {
                match self.thinking.as_mut() {
                    Some(thinking) => thinking.await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                queued = rx.recv() => match queued {
                    Some(Queued::Job(job)) => self.on_job(job).await,
                    Some(Queued::Settled(asked)) => {
                        self.due_timers().await;
                        // Settled means written too: whoever asked may read the store.
                        self.wait_for_sent().await;
                        let _ = asked.send(());
                    }
                    None => break,
                },
                _ = sleep_opt(idle) => {
                    // Whoever reads the table next (the task that takes over) reads them;
                    // rows a refused write left owed are settled again first.
                    self.wait_for_sent().await;
                    self.settle().await;
                    self.wait_for_sent().await;
                    if self.done.is_empty() && self.hub.channels().retire(self.channel, &mut rx) {
                        match deadline {
                            Some(at) => {
                                tracing::info!(channel = self.channel, at, "idle: the channel's task ends until its next deadline");
                                self.hub.wake_at(self.channel, at);
                            }
                            None => tracing::info!(channel = self.channel, "idle: the channel's task ends"),
                        }
                        break;
                    }
                }
                _ = timer => self.on_timer().await,
                thought = thought => {
                    self.thinking = None;
                    self.thought_in(thought).await;
                }
            }
        }
        self.wait_for_sent().await;
        // The task ends: what the hub shows of its table is read from the store again.
        self.hub.forget_table(self.channel, self.saved.as_ref());
    }

    async fn on_job(&mut self, job: Job) {
        let now = self.hub.now();
        if matches!(
            job.input.action.inner(),
            Action::Play(_) | Action::Exchange(_) | Action::Pass
        ) {
            crate::metrics::metrics().moves.inc();
        }
        // A finished game whose archive failed is archived before anything else, so it
        // never stands in the way of a new game.
        if self.table.as_ref().is_some_and(Table::is_finished) && !self.archive_now().await {
            refuse(job, Msg::new("err-not-saved")).await;
            return;
        }
        let effects = match (&mut self.table, &job.input.action) {
            (None, Action::NewGame(options))
                if !self.hub.lexicons().has(&options.dictionary_name()) =>
            {
                let msg = Msg::new("err-no-dictionary").code("name", options.dictionary_name());
                refuse(job, msg).await;
                return;
            }
            (None, Action::NewGame(options)) => {
                let id = match self.hub.store().next_game_id().await {
                    Ok(id) => id,
                    Err(_) => {
                        // Nothing happened (the store is locked or failing): try again.
                        tracing::error!(channel = self.channel, "could not allocate a game id");
                        refuse(job, Msg::new("err-not-saved")).await;
                        return;
                    }
                };
                let (mut table, effects) =
                    Table::open(self.channel, job.guild, id, &job.input, options.clone());
                if let Some(seed) = self.hub.deal_seed() {
                    table.seed(seed);
                }
                self.table = Some(table);
                effects
            }
            (None, Action::OpenMatch(setup)) => {
                match self.open_match(setup, job.guild, now).await {
                    Some(effects) => effects,
                    None => return,
                }
            }
            (None, _) => Table::without_table(&job.input),
            (Some(_), _) => {
                let dicts = self.dictionaries().await;
                let input = job.input.clone();
                self.step(move |t| t.handle(input, now, &dicts)).await
            }
        };
        let locale = job.input.locale.clone();
        let mut responder = job.responder;
        responder.set_locale(&locale);
        self.carry_out(effects, &responder).await;
    }

    /// Plays `f` on the table on the work pool (off the async threads: a move's check, a
    /// hint). A job that fails leaves the table as last saved, and says so to whoever sent
    /// the input.
    async fn step<F>(&mut self, f: F) -> Vec<Effect>
    where
        F: FnOnce(&mut Table) -> Vec<Effect> + Send + 'static,
    {
        self.step_on(&pools().work, f).await
    }

    /// [`ChannelTask::step`] on `pool` (a computer's move thinks on its own pool).
    async fn step_on<F>(&mut self, pool: &Pool, f: F) -> Vec<Effect>
    where
        F: FnOnce(&mut Table) -> Vec<Effect> + Send + 'static,
    {
        let Some(mut table) = self.table.take() else {
            return Vec::new();
        };
        let played = pool
            .run(move || {
                let effects = f(&mut table);
                (table, effects)
            })
            .await;
        match played {
            Ok((table, effects)) => {
                self.table = Some(table);
                effects
            }
            Err(e) => {
                tracing::error!(channel = self.channel, error = %e, "a table's work failed; back to its saved state");
                self.table = self
                    .saved
                    .as_deref()
                    .cloned()
                    .and_then(|s| Table::from_state(s).ok());
                vec![Effect::Reply(Reply::Text(Msg::new("err-internal")))]
            }
        }
    }

    /// The word lists for this channel's table: the bundled ones plus the words its server
    /// accepted for the table's dictionary (the hub's copy, forgotten when a moderator
    /// changes them, so an accepted word counts at once).
    async fn dictionaries(&self) -> ServerDictionaries {
        let lexicons = Arc::clone(self.hub.lexicons_arc());
        let Some(table) = &self.table else {
            return ServerDictionaries::new(lexicons, "", &[]);
        };
        let state = table.state();
        let name = state.options.dictionary_name();
        let accepted = match (state.guild, language_of(&name)) {
            (Some(guild), Some(language)) => self.hub.server_words(guild, language.code()).await,
            _ => Arc::new(Vec::new()),
        };
        ServerDictionaries::new(lexicons, &name, &accepted)
    }

    /// The table's language (a channel without a table: English).
    fn locale(&self) -> String {
        self.table
            .as_ref()
            .map(|t| t.state().locale.clone())
            .unwrap_or_else(|| "en-US".to_string())
    }

    /// The language an effect is written in: a rack DM in its player's, anything else in
    /// the table's.
    fn locale_of(&self, effect: &Effect) -> String {
        let table = self.locale();
        match effect {
            Effect::SendRack { user, .. } | Effect::Remind { user, .. } => self
                .table
                .as_ref()
                .and_then(|t| t.state().seats.iter().find(|s| s.user == *user))
                .map(|s| s.locale.clone())
                .unwrap_or(table),
            _ => table,
        }
    }

    /// Carry out a table's effects in order.
    async fn carry_out(&mut self, effects: Vec<Effect>, responder: &Responder) {
        self.carry_items(queue_of(effects), responder).await;
    }

    /// Carry out a queue of effects in order; reports back to the table (a post's id, a
    /// failed DM) add their own effects to the queue. When the bot stops mid-way, what is
    /// left stays owed for the next start.
    async fn carry_items(&mut self, mut queue: VecDeque<Item>, responder: &Responder) {
        while let Some(item) = queue.pop_front() {
            match item.effect {
                Effect::Persist => {
                    if !self.save(&mut queue).await {
                        // The change did not happen: nothing of it goes out. What earlier
                        // saves owed still does.
                        self.roll_back();
                        queue.retain(|i| i.owed.is_some());
                        responder
                            .answer(&Reply::Text(Msg::new("err-not-saved")))
                            .await;
                    }
                }
                Effect::Archive => {
                    self.archive(&mut queue).await;
                }
                Effect::Reply(reply) => responder.answer(&reply).await,
                effect => {
                    let owed = item.owed;
                    if !self.hub.store().lease_holds().await {
                        // Another process drives this game now: it carries out what is owed.
                        tracing::warn!(
                            channel = self.channel,
                            "the shard's lease is lost: nothing more goes out from here"
                        );
                        break;
                    }
                    match self.carry(effect, owed.as_ref(), &mut queue).await {
                        Ok(()) => self.done.extend(owed.map(|o| o.id)),
                        Err(Stopped) => {
                            tracing::info!(
                                channel = self.channel,
                                "stopping; what is left stays owed"
                            );
                            break;
                        }
                    }
                }
            }
        }
        self.moving_to = None;
        self.settle().await;
    }

    /// Carry out one effect that goes out to Discord; a report back to the table puts its
    /// effects first in the queue (a post's id) or last (a closed DM).
    async fn carry(
        &mut self,
        effect: Effect,
        owed: Option<&OwedRef>,
        queue: &mut VecDeque<Item>,
    ) -> Result<(), Stopped> {
        let door = Arc::clone(self.hub.door());
        let locale = owed.map_or_else(|| self.locale_of(&effect), |o| o.locale.clone());
        // Where the table plays now: an effect owed before its table moved into a thread
        // goes to the thread.
        let target = self.channel;
        match effect {
            Effect::Post(post) => {
                let tag = post.tag;
                let nonce = owed.map_or_else(crate::table::owed::fresh_nonce, |o| o.nonce.clone());
                let posted = door.post(target, &locale, post, &nonce).await?;
                if let (Some(message_id), true) = (posted, tag != PostTag::Plain) {
                    // Saved ahead of anything saved later (the writer commits in the order
                    // sent), so the next change knows which message holds the buttons. Not
                    // waited for when that is all it saves (see `sending`): a crash before
                    // it is durable posts the window again under the same nonce, as a crash
                    // right after the post always could.
                    let follow = self.report(Report::Posted { tag, message_id }).await;
                    if !(matches!(follow.as_slice(), [Effect::Persist]) && self.record(queue).await)
                    {
                        first_in(queue, follow);
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
                let edit = Shown {
                    lines: &lines,
                    buttons: &buttons,
                    look,
                };
                door.edit(target, message_id, &locale, edit, board).await?;
            }
            Effect::ClearButtons { message_id } => door.clear_buttons(target, message_id).await?,
            Effect::Delete { message_id } => door.delete(target, message_id).await?,
            Effect::OpenThread { message_id, name } => {
                let follow = self.open_thread(target, message_id, &name, &locale).await?;
                first_in(queue, follow);
            }
            Effect::Summary {
                channel,
                message_id,
                summary,
            } => {
                door.show_summary(channel, message_id, &locale, &summary)
                    .await?
            }
            Effect::CloseThread => door.close_thread(target).await?,
            Effect::SendRack {
                user,
                view,
                letters,
                note,
            } => {
                let nonce = owed.map_or_else(crate::table::owed::fresh_nonce, |o| o.nonce.clone());
                let page = self.page_token(&door, target, user).await;
                let closed = door
                    .send_rack(
                        user,
                        &locale,
                        crate::service::door::RackNote {
                            view: &view,
                            letters: &letters,
                            note: &note,
                            page: page.as_deref(),
                        },
                        &nonce,
                    )
                    .await?;
                if closed {
                    let follow = self.report(Report::DmFailed { user }).await;
                    queue.extend(follow.into_iter().map(Item::fresh));
                }
            }
            Effect::Remind { user, lines } => {
                // A store that cannot say counts as on: a reminder too many beats a lost turn.
                let on = self.hub.store().reminders_on(user).await.unwrap_or(true);
                if on {
                    let nonce =
                        owed.map_or_else(crate::table::owed::fresh_nonce, |o| o.nonce.clone());
                    door.send_reminder(user, &locale, &lines, target, &nonce)
                        .await?;
                } else {
                    tracing::debug!(user, "reminders off: none sent");
                }
            }
            Effect::Persist | Effect::Archive | Effect::Reply(_) => {}
        }
        Ok(())
    }

    /// The token of `user`'s own page of the game in `place` for a rack sent privately,
    /// when the door serves pages; None otherwise (or when the links' secret cannot be read:
    /// the rack goes without its link).
    async fn page_token(&self, door: &Arc<dyn Door>, place: u64, user: u64) -> Option<String> {
        if !door.serves_pages() {
            return None;
        }
        crate::service::links::player_token(&self.hub, place, user)
            .await
            .map_err(|e| tracing::warn!(error = %e, "a rack goes without its page's link"))
            .ok()
    }

    /// Tells the table what its door saw (a post's id, a thread opened, a closed DM), on
    /// the work pool with the table's word lists, as any input is; its effects.
    async fn report(&mut self, report: Report) -> Vec<Effect> {
        if self.table.is_none() {
            return Vec::new();
        }
        // Kept for a failed save: where a post landed and a bounced DM. Not a thread opened:
        // a failed save keeps the game in its channel (the thread stays empty).
        if matches!(report, Report::Posted { .. } | Report::DmFailed { .. }) {
            self.reports.push(report);
        }
        let dicts = self.dictionaries().await;
        let now = self.hub.now();
        self.step(move |t| t.handle_event(report, now, &dicts))
            .await
    }
}

/// Tells the person whose job it was why nothing happened, in their language.
async fn refuse(job: Job, why: Msg) {
    let mut responder = job.responder;
    responder.set_locale(&job.input.locale);
    responder.answer(&Reply::Text(why)).await;
}

/// Puts a report's effects first in the queue, in their order (they follow from what was
/// just carried out, before anything queued after it).
fn first_in(queue: &mut VecDeque<Item>, effects: Vec<Effect>) {
    for e in effects.into_iter().rev() {
        queue.push_front(Item::fresh(e));
    }
}

/// Starts the task of `channel` with its table (None: read from the store) and what it
/// still owes; it takes its jobs from `rx` (the hub's [`super::hub::StartTask`]).
pub(super) fn start(
    hub: Arc<Hub>,
    channel: u64,
    table: Option<Table>,
    owed: VecDeque<Item>,
    rx: mpsc::Receiver<Queued>,
) {
    let task = ChannelTask::new(hub, channel, table);
    tokio::spawn(task.run(owed, rx));
}

async fn sleep_opt(wait: Option<Duration>) {
    match wait {
        Some(d) => tokio::time::sleep(d).await,
        None => std::future::pending::<()>().await,
    }
}
