//! The writes a channel's task sends without waiting for them (see
//! [`crate::store::Pending`]): the save that records where a window or the turn's controls
//! landed, and the outbox rows carried out at the end of a batch. The task goes on at once;
//! it reads their answers when it next saves, and waits for whatever is left before its
//! table is archived or the task ends, so whoever reads the store next reads them.
//!
//! A sent write that fails loses nothing: the table's next save writes the same state (a
//! save writes the whole table), and the rows it carried out are forgotten by that save
//! instead (they stay owed meanwhile: after a crash they would be carried out again,
//! which their nonces and the edits' sameness make harmless).

use std::collections::VecDeque;

use super::ChannelTask;
use crate::service::outbox::{owes_nothing_new, Item};
use crate::store::{OutboxChange, Pending, TableRow};

/// A write sent and not yet answered, with the rows it forgets (owed again should it fail).
pub(crate) struct SentWrite {
    pending: Pending,
    done: Vec<i64>,
}

impl ChannelTask {
    /// Saves the table without waiting, when the save only records what the world did (a
    /// post's id) and owes nothing new: true. False when it must be saved as any change is
    /// (the queue owes something new, or the table moves into its thread).
    pub(super) async fn record(&mut self, queue: &VecDeque<Item>) -> bool {
        if self.moving_to.is_some() || !owes_nothing_new(queue) {
            return false;
        }
        self.read_answers();
        let Some(state) = self.table.as_ref().map(|t| t.state().clone()) else {
            return true;
        };
        let json = match serde_json::to_string(&state) {
            Ok(j) => j,
            // Saved as any change is, which says so.
            Err(_) => return false,
        };
        let row = TableRow::new(self.channel, state.guild, &json)
            .shown_in(state.summary.map(|s| s.channel));
        let done = std::mem::take(&mut self.done);
        let change = OutboxChange {
            owe: Vec::new(),
            done: done.clone(),
        };
        let pending = self.hub.store().send_table_save(row, &change).await;
        self.sent.push(SentWrite { pending, done });
        self.reports.clear();
        self.set_saved(Some(state));
        true
    }

    /// Forgets the owed effects carried out since the last save, without waiting.
    pub(super) async fn settle(&mut self) {
        if self.done.is_empty() {
            return;
        }
        self.read_answers();
        let done = std::mem::take(&mut self.done);
        let pending = self.hub.store().send_settle(&done).await;
        self.sent.push(SentWrite { pending, done });
    }

    /// Takes the answers that came; a refused write's rows are owed again (the next save
    /// forgets them).
    pub(super) fn read_answers(&mut self) {
        for sent in std::mem::take(&mut self.sent) {
            match sent.pending.answered() {
                Ok(result) => self.answered(result, sent.done),
                Err(pending) => self.sent.push(SentWrite {
                    pending,
                    done: sent.done,
                }),
            }
        }
    }

    /// Waits for every write sent (before the table is archived or the task ends).
    pub(super) async fn wait_for_sent(&mut self) {
        for sent in std::mem::take(&mut self.sent) {
            let result = sent.pending.durable().await;
            self.answered(result, sent.done);
        }
    }

    fn answered(&mut self, result: Result<Vec<i64>, crate::store::StoreError>, done: Vec<i64>) {
        if let Err(e) = result {
            tracing::warn!(channel = self.channel, error = %e, "a write sent to the store failed; the next save makes it");
            self.done.extend(done);
        }
    }
}
