//! The tables as their tasks last saved them, for what reads a table without joining its
//! place's queue (a move's preview as it is typed, the move form opened at once, a page)
//! and for whoever follows a table live (a page watching a game).

use super::{Hub, Watched};
use std::collections::HashMap;
use std::sync::Arc;

impl Hub {
    /// Shows `state` as the channel's table as last saved (None: it has none now), to
    /// whoever reads it and whoever follows it.
    pub(in crate::service) fn publish_table(
        &self,
        channel: u64,
        state: Option<Arc<crate::table::TableState>>,
    ) {
        {
            let mut tables = self.lock_saved_tables();
            match &state {
                Some(state) => tables.insert(channel, Arc::clone(state)),
                None => tables.remove(&channel),
            };
        }
        let mut watchers = self.lock_watchers();
        if let Some(watched) = watchers.get(&channel) {
            if watched.receiver_count() == 0 {
                watchers.remove(&channel);
            } else {
                watched.send_replace(state);
            }
        }
    }

    /// Follows `place`'s table: the receiver holds the table as last saved (its task's, or
    /// None when no task runs there yet) and changes with every save; None after the game
    /// is archived. What follows a table never delays the task that saves it.
    pub fn watch_table(
        &self,
        place: u64,
    ) -> tokio::sync::watch::Receiver<Option<Arc<crate::table::TableState>>> {
        let now = self.saved_table(place);
        // Places nobody follows any more are forgotten as their tables are saved.
        let mut watchers = self.lock_watchers();
        watchers
            .entry(place)
            .or_insert_with(|| tokio::sync::watch::Sender::new(now))
            .subscribe()
    }

    /// Another process saved `place`'s table (or ended its game): unless a task of this
    /// process drives it (and shows its own saves), whoever follows it here is shown the
    /// table as the store has it now. A place nobody follows is not read, nor followed.
    pub(in crate::service) async fn refresh_followed(&self, place: u64) {
        let followed = self
            .lock_watchers()
            .get(&place)
            .is_some_and(|watched| watched.receiver_count() > 0);
        if !followed || self.saved_table(place).is_some() {
            return;
        }
        let state = match super::super::watch::table_now(self, place).await {
            Ok(state) => state,
            Err(e) => {
                tracing::warn!(place, error = %e, "could not read a followed table");
                return;
            }
        };
        let mut watchers = self.lock_watchers();
        let Some(watched) = watchers.get(&place) else {
            return;
        };
        if watched.receiver_count() == 0 {
            watchers.remove(&place);
            return;
        }
        watched.send_if_modified(|shown| {
            let changed = shown.as_deref() != state.as_deref();
            if changed {
                *shown = state;
            }
            changed
        });
    }

    /// [`Hub::refresh_followed`] for every place followed here (after notices may have
    /// been missed).
    pub(in crate::service) async fn refresh_all_followed(&self) {
        let followed: Vec<u64> = self.lock_watchers().keys().copied().collect();
        for place in followed {
            self.refresh_followed(place).await;
        }
    }

    fn lock_watchers(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Watched>> {
        self.watchers
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A channel task ends: its table is no longer shown, unless another task shows its own
    /// by now (`ours` is what the ending task showed).
    pub(in crate::service) fn forget_table(
        &self,
        channel: u64,
        ours: Option<&Arc<crate::table::TableState>>,
    ) {
        let mut tables = self.lock_saved_tables();
        let shown_is_ours = match (tables.get(&channel), ours) {
            (Some(shown), Some(ours)) => Arc::ptr_eq(shown, ours),
            (Some(_), None) => false,
            (None, _) => return,
        };
        if shown_is_ours {
            tables.remove(&channel);
        }
    }

    /// The channel's table as its running task last saved it; None when no task runs there
    /// (then the store has it).
    pub fn saved_table(&self, channel: u64) -> Option<Arc<crate::table::TableState>> {
        self.lock_saved_tables().get(&channel).cloned()
    }

    fn lock_saved_tables(
        &self,
    ) -> std::sync::MutexGuard<'_, HashMap<u64, Arc<crate::table::TableState>>> {
        self.saved_tables
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
