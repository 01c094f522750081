//! A place's timers: its table's next deadline waited for by the hub's clock, acted on when
//! it comes, and every deadline already passed acted on before a
//! [`crate::service::hub::Queued::Settled`] is answered.

use super::ChannelTask;
use crate::service::door::Responder;
use crate::table::Table;
use futures::future::BoxFuture;

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

    /// The table's deadline came: it acts on it.
    pub(super) async fn on_timer(&mut self) {
        let dicts = self.dictionaries().await;
        let now = self.hub.now();
        let effects = self.step(move |t| t.handle_timeout(now, &dicts)).await;
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
