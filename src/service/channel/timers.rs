//! A place's timers: its table's next deadline waited for by the hub's clock, acted on when
//! it comes, and every deadline already passed acted on before a
//! [`crate::service::hub::Queued::Settled`] is answered.

use super::ChannelTask;
use crate::movegen::computer::budget::thread_cpu;
use crate::service::door::Responder;
use crate::service::pools::pools;
use crate::table::Table;
use futures::future::BoxFuture;
use std::time::Instant;

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

    /// The table's deadline came: it acts on it. A computer's move thinks on the thinking
    /// pool, never holding up other tables' work, and is logged (debug) with what it cost:
    /// the wait for a thread, the time on it and the thread's CPU time (what the expert's
    /// budget counts).
    pub(super) async fn on_timer(&mut self) {
        let dicts = self.dictionaries().await;
        let now = self.hub.now();
        let computer = self.table.as_ref().and_then(Table::computer_moves_next);
        let pool = match computer {
            Some(_) => &pools().think,
            None => &pools().work,
        };
        let channel = self.channel;
        let queued = Instant::now();
        let effects = self
            .step_on(pool, move |t| {
                let waited = queued.elapsed();
                let (started, cpu) = (Instant::now(), thread_cpu());
                let effects = t.handle_timeout(now, &dicts);
                if let Some(strength) = computer {
                    tracing::debug!(
                        channel,
                        strength = strength.name(),
                        waited_ms = waited.as_millis() as u64,
                        wall_ms = started.elapsed().as_millis() as u64,
                        cpu_ms = thread_cpu().saturating_sub(cpu).as_millis() as u64,
                        "the computer moved"
                    );
                }
                effects
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
