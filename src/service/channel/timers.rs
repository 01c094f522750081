//! A place's timers: its table's next deadline waited for by the hub's clock, acted on when
//! it comes, and every deadline already passed acted on before a
//! [`crate::service::hub::Queued::Settled`] is answered.

use super::ChannelTask;
use crate::dictionaries::ServerDictionaries;
use crate::movegen::computer::budget::thread_cpu;
use crate::service::door::Responder;
use crate::service::pools::{pools, PoolError};
use crate::table::{Pondering, Table, Thought};
use futures::future::BoxFuture;
use std::time::Instant;

/// A computer's move being thought over on the thinking pool (a task of its own, so the
/// channel's task holds only its handle).
pub(super) type Thinking = tokio::task::JoinHandle<Result<Thought, PoolError>>;

/// Thinks over `pondering` on the thinking pool with `dicts`, logging (debug) what it
/// cost: the wait for a thread, the time on it and the thread's CPU time (what the
/// expert's budget counts).
fn think(channel: u64, pondering: Pondering, dicts: ServerDictionaries) -> Thinking {
    let queued = Instant::now();
    tokio::spawn(pools().think.run(move || {
        let waited = queued.elapsed();
        let (started, cpu) = (Instant::now(), thread_cpu());
        let strength = pondering.strength();
        let thought = pondering.think(&dicts);
        tracing::debug!(
            channel,
            strength = strength.name(),
            waited_ms = waited.as_millis() as u64,
            wall_ms = started.elapsed().as_millis() as u64,
            cpu_ms = thread_cpu().saturating_sub(cpu).as_millis() as u64,
            "the computer thought"
        );
        thought
    }))
}

impl ChannelTask {
    /// Waits for the table's next deadline by the hub's clock (for ever when it has none),
    /// and after a failed save for the retry's time besides.
    pub(super) fn timer(&self, deadline: Option<u64>) -> BoxFuture<'static, ()> {
        let Some(at) = deadline else {
            return Box::pin(std::future::pending());
        };
        let due = self.hub.clock().sleep_until(at);
        let hold = self.hold_timers_until;
        Box::pin(async move {
            due.await;
            if let Some(hold) = hold {
                tokio::time::sleep_until(hold).await;
            }
        })
    }

    /// The table's deadline came: it acts on it. A computer's board-game move is thought
    /// over on the thinking pool while the task goes on serving the channel's jobs (a rack,
    /// a hint, the status: nothing waits behind an expert's second of thinking); the move is
    /// played when the thought comes in ([`ChannelTask::thought_in`]). Called again while
    /// the thought is out (every deadline acted on before [`Queued::Settled`] is
    /// answered), it waits for it.
    ///
    /// [`Queued::Settled`]: crate::service::hub::Queued::Settled
    pub(super) async fn on_timer(&mut self) {
        if let Some(thinking) = self.thinking.take() {
            self.thought_in(thinking.await).await;
            return;
        }
        let dicts = self.dictionaries().await;
        let now = self.hub.now();
        if let Some(pondering) = self.table.as_ref().and_then(|t| t.ponder(now)) {
            let pondering = pondering.within(self.hub.expert_budget());
            self.thinking = Some(think(self.channel, pondering, dicts));
            return;
        }
        let effects = self
            .step_on(&pools().work, move |t| t.handle_timeout(now, &dicts))
            .await;
        self.carry_out(effects, &Responder::none()).await;
    }

    /// A computer's thought came in: its move is played if the game is still as it was
    /// thought over for (else nothing changes, and the deadline, still passed, brings a
    /// new thought). A thought that failed (its thinking panicked) holds the timers a
    /// moment before the computer thinks again.
    pub(super) async fn thought_in(
        &mut self,
        thought: Result<Result<Thought, PoolError>, tokio::task::JoinError>,
    ) {
        let failed = match thought {
            Ok(Ok(thought)) => Ok(thought),
            Ok(Err(e)) => Err(e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        let thought = match failed {
            Ok(thought) => thought,
            Err(e) => {
                tracing::error!(channel = self.channel, error = %e, "a computer's thinking failed");
                self.hold_timers_until =
                    Some(tokio::time::Instant::now() + super::saving::RETRY_AFTER_FAILED_SAVE);
                return;
            }
        };
        let dicts = self.dictionaries().await;
        let now = self.hub.now();
        let effects = self
            .step_on(&pools().work, move |t| {
                t.computer_moves(thought, now, &dicts)
            })
            .await;
        self.carry_out(effects, &Responder::none()).await;
    }

    /// Acts on every deadline already passed by the hub's clock, before anything asked
    /// after them is answered ([`Queued::Settled`]); none while timers are held after a
    /// failed save.
    pub(super) async fn due_timers(&mut self) {
        // Bounded: each deadline acted on moves the next one on; a table that kept one
        // deadline for ever would otherwise hold its queue.
        for _ in 0..64 {
            let due = self
                .table
                .as_ref()
                .and_then(Table::next_deadline)
                .is_some_and(|at| at <= self.hub.now());
            let held = self
                .hold_timers_until
                .is_some_and(|hold| hold > tokio::time::Instant::now());
            if !due || held {
                return;
            }
            self.on_timer().await;
        }
    }
}
