//! [`Change`]: one change the store's single SQLite writer commits (a table saved with its
//! outbox change, or owed rows carried out), kept apart so the writer's grouping
//! (`group.rs`), the tables and the outbox each name it without importing one another.

use super::{OutboxChange, TableRow};

/// One change the writer commits.
#[derive(Debug)]
pub(super) enum Change {
    /// A table saved (moved from `from`, when given) with its outbox change.
    Save {
        /// The channel the table moved from.
        from: Option<u64>,
        /// Where it plays.
        channel: u64,
        /// Its server.
        guild: Option<u64>,
        /// The channel its game is shown in.
        home: Option<u64>,
        /// Its state.
        state_json: String,
        /// What it owes and has carried out.
        outbox: OutboxChange,
    },
    /// Owed rows carried out (outside a save): forgotten.
    Settle(Vec<i64>),
}

impl Change {
    /// A save of `table` (moved from `from`) changing the outbox as `outbox` says.
    pub(super) fn save(from: Option<u64>, table: TableRow<'_>, outbox: &OutboxChange) -> Change {
        Change::Save {
            from,
            channel: table.channel,
            guild: table.guild,
            home: table.home,
            state_json: table.state_json.to_owned(),
            outbox: outbox.clone(),
        }
    }

    /// The channels whose rows it writes.
    pub(super) fn channels(&self) -> impl Iterator<Item = u64> + '_ {
        let (from, to) = match self {
            Change::Save { from, channel, .. } => (*from, Some(*channel)),
            Change::Settle(_) => (None, None),
        };
        from.into_iter().chain(to)
    }

    /// What it is, for an error.
    pub(super) fn action(&self) -> String {
        match self {
            Change::Save {
                from: Some(from),
                channel,
                ..
            } => format!("move the table of channel {from} to {channel}"),
            Change::Save { channel, .. } => format!("save the table for channel {channel}"),
            Change::Settle(_) => "settle the outbox".to_owned(),
        }
    }
}
