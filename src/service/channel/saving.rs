//! A channel's saves: the table saved with what it still owes the world and what was
//! carried out forgotten, in one transaction (moving into the thread it just opened, if so);
//! the change undone when the store refuses it; and a finished table archived, owing its
//! end (the final post, the ratings).

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;

use super::ChannelTask;
use crate::service::door::Responder;
use crate::service::outbox::{mark_owed, to_owe, Item, ToOwe};
use crate::store::{OutboxChange, TableRow};
use crate::table::{Effect, Msg, Table, TableState};

/// How long a channel waits before acting on its timers again after a save failed (the
/// database is locked or full): the change was undone and is tried anew.
pub(super) const RETRY_AFTER_FAILED_SAVE: Duration = Duration::from_secs(1);

impl ChannelTask {
    /// Save the table, owing what the queue still has to tell the world and forgetting
    /// what was carried out, in one transaction (moving the table into the thread it just
    /// opened, if so); on success the state becomes the one to go back to.
    pub(super) async fn save(&mut self, queue: &mut VecDeque<Item>) -> bool {
        // A sent write that failed: its rows go with this save.
        self.read_answers();
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
        let guild = table.state().guild;
        let home = table.state().summary.map(|s| s.channel);
        let owe = to_owe(queue, |e| self.locale_of(e));
        let change = OutboxChange {
            owe: owe.json,
            done: self.done.clone(),
        };
        let (channel, moving_to) = (self.channel, self.moving_to);
        let store = self.hub.store();
        let result = match moving_to {
            Some(thread) => {
                let row = TableRow::new(thread, guild, &json).shown_in(home);
                store.move_table_owing(channel, row, &change).await
            }
            None => {
                let row = TableRow::new(channel, guild, &json).shown_in(home);
                store.save_table_owing(row, &change).await
            }
        };
        match result {
            Ok(ids) => {
                mark_owed(queue, owe.places, &ids);
                self.done.clear();
                self.reports.clear();
                self.hold_timers_until = None;
                if let Some(thread) = self.moving_to.take() {
                    tracing::info!(
                        channel = self.channel,
                        thread,
                        "a game moved into its thread"
                    );
                    self.hub.channels().rekey(self.channel, thread);
                    self.hub.publish_table(self.channel, None);
                    self.channel = thread;
                    self.set_thread_refused(false).await;
                }
                self.set_saved(self.table.as_ref().map(|t| t.state().clone()));
                true
            }
            Err(e) => {
                tracing::error!(channel = self.channel, error = %e, "could not save a table; the change is undone");
                if self.moving_to.take().is_some() {
                    tracing::error!(
                        channel = self.channel,
                        "the game plays on in the channel; its thread stays empty"
                    );
                }
                false
            }
        }
    }

    /// The state now in the store (None: none): kept to roll back to, and shown by the hub.
    pub(super) fn set_saved(&mut self, state: Option<TableState>) {
        self.saved = state.map(Arc::new);
        self.hub.publish_table(self.channel, self.saved.clone());
    }

    /// A save failed: go back to the last saved state (the change did not happen) and let
    /// the timers wait a moment before trying again. What the driver reported since that
    /// save stays true (a post that landed is there, a DM that bounced did bounce): it is told
    /// to the table again, and saved with the next save. Forgetting it would lose, say, the
    /// lobby's message: it would never be edited again.
    pub(super) fn roll_back(&mut self) {
        self.table = self
            .saved
            .as_deref()
            .cloned()
            .and_then(|s| Table::from_state(s).ok());
        self.hold_timers_until = Some(tokio::time::Instant::now() + RETRY_AFTER_FAILED_SAVE);
        let now = self.hub.now();
        if let Some(table) = self.table.as_mut() {
            for report in &self.reports {
                // Noted only (nobody moves); its effects (a save, an edit) come with the
                // next change.
                let _ = table.note(*report, now);
            }
        }
    }

    /// Archive the finished table (see [`Hub::archive`]), owing what the queue still has to
    /// tell the world, and drop it; returns false, keeping it, when the store refused (the
    /// next job tries again).
    pub(super) async fn archive(&mut self, queue: &mut VecDeque<Item>) -> bool {
        // The archive's transaction is not the writer's: what was sent goes first.
        self.wait_for_sent().await;
        let Some(table) = self.table.as_ref() else {
            return true;
        };
        crate::failpoint::hit("before-archive");
        let channel = self.channel;
        // What the archive owes is worked out inside its transaction, once the ratings are
        // known: the queue as it will be (the ratings post after the final post, the
        // summary showing them) is planned there and taken here once the archive stands.
        let mut planned: Option<(VecDeque<Item>, ToOwe)> = None;
        let snapshot: VecDeque<Item> = queue.clone();
        let done = self.done.clone();
        let locale_of = |e: &Effect| self.locale_of(e);
        let plan = |ratings: Option<Vec<Msg>>| {
            let mut queue = snapshot;
            if let Some(lines) = ratings {
                with_ratings(&mut queue, lines);
            }
            let owe = to_owe(&queue, locale_of);
            let change = OutboxChange {
                owe: owe.json.clone(),
                done,
            };
            planned = Some((queue, owe));
            change
        };
        let tournament = table.state().tournament;
        match self.hub.archive(channel, table, plan).await {
            Ok(ids) => {
                crate::failpoint::hit("after-archive");
                if let Some((planned, owe)) = planned {
                    *queue = planned;
                    mark_owed(queue, owe.places, &ids);
                }
                self.done.clear();
                self.table = None;
                self.set_saved(None);
                if let Some(tag) = tournament {
                    crate::service::tournament::game_over(&self.hub, tag.id);
                }
                true
            }
            Err(e) => {
                tracing::error!(channel, error = %e, "could not archive a finished game; kept, tried again with the next action");
                false
            }
        }
    }

    /// Archives a finished table found outside a batch (at the task's start, or before a
    /// new input) and carries out what its end owes; false when the store refused.
    pub(super) async fn archive_now(&mut self) -> bool {
        let mut queue = VecDeque::new();
        if !self.archive(&mut queue).await {
            return false;
        }
        if !queue.is_empty() {
            self.carry_items(queue, &Responder::none()).await;
        }
        true
    }
}

/// After a rated game: the channel's summary of the game shows how the ratings moved (its
/// thread is archived at once, and readers of the channel look at the summary), and a post
/// says so after the final post (the first post still queued), before the thread closes.
fn with_ratings(queue: &mut VecDeque<Item>, lines: Vec<Msg>) {
    for item in queue.iter_mut() {
        if let Effect::Summary { summary, .. } = &mut item.effect {
            summary.result.extend(lines.iter().cloned());
        }
    }
    let at = queue
        .iter()
        .position(|i| matches!(i.effect, Effect::Post(_)))
        .map_or(0, |p| p + 1);
    queue.insert(
        at,
        Item::fresh(Effect::Post(crate::table::Post::text(lines))),
    );
}
