//! The service's time: what "now" is for a table, and how a place's task waits for its
//! table's next deadline (a window's 10 seconds, a move clock, a computer's pause). Every
//! door but one runs on the wall clock ([`WallClock`]); a game played from a script, and
//! tests that play at a terminal, run on a clock that moves only when told ([`SetClock`]),
//! so a computer's pause or a window's end comes as soon as the script reaches it, with the
//! same tables, timers and outbox as the bot's.

use crate::table::Millis;
use futures::future::BoxFuture;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::watch;

/// What the service reads the time from and waits on.
pub trait Clock: Send + Sync {
    /// Milliseconds since the epoch, now.
    fn now(&self) -> Millis;
    /// Resolves once the clock reads `at` or later.
    fn sleep_until(&self, at: Millis) -> BoxFuture<'static, ()>;
}

/// The wall clock: the time of day, and tokio's timers to wait with.
#[derive(Debug, Clone, Copy, Default)]
pub struct WallClock;

/// Milliseconds since the epoch by the wall clock.
pub fn wall_now() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

impl Clock for WallClock {
    fn now(&self) -> Millis {
        wall_now()
    }

    fn sleep_until(&self, at: Millis) -> BoxFuture<'static, ()> {
        let wait = Duration::from_millis(at.saturating_sub(wall_now()));
        Box::pin(tokio::time::sleep(wait))
    }
}

/// A clock that moves only when told ([`SetClock::set`]), and never back: whoever waits
/// for a time it reaches is woken then.
#[derive(Debug)]
pub struct SetClock {
    now: watch::Sender<Millis>,
}

impl SetClock {
    /// A clock reading `start`.
    pub fn new(start: Millis) -> SetClock {
        SetClock {
            now: watch::Sender::new(start),
        }
    }

    /// Moves the clock on to `at` (a time before its own changes nothing).
    pub fn set(&self, at: Millis) {
        self.now.send_if_modified(|now| {
            let later = at > *now;
            if later {
                *now = at;
            }
            later
        });
    }

    /// Moves the clock on by `by`.
    pub fn advance(&self, by: Duration) {
        let by = u64::try_from(by.as_millis()).unwrap_or(u64::MAX);
        self.set(self.now().saturating_add(by));
    }
}

impl Clock for SetClock {
    fn now(&self) -> Millis {
        *self.now.borrow()
    }

    fn sleep_until(&self, at: Millis) -> BoxFuture<'static, ()> {
        let mut seen = self.now.subscribe();
        Box::pin(async move {
            // A clock dropped never reaches `at`: the wait never ends (as a timer far off).
            while *seen.borrow_and_update() < at {
                if seen.changed().await.is_err() {
                    std::future::pending::<()>().await;
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[tokio::test]
    async fn a_set_clock_wakes_its_sleepers_when_it_reaches_their_time_and_never_goes_back() {
        let clock = Arc::new(SetClock::new(1_000));
        let sleeper = tokio::spawn(clock.sleep_until(1_500));
        clock.set(1_200);
        tokio::task::yield_now().await;
        assert!(!sleeper.is_finished(), "woken before its time");
        clock.set(900);
        assert_eq!(clock.now(), 1_200, "the clock went back");
        clock.advance(Duration::from_millis(300));
        tokio::time::timeout(Duration::from_secs(5), sleeper)
            .await
            .expect("woken at its time")
            .expect("the sleeper ran");
        // A time already passed is no wait at all.
        tokio::time::timeout(Duration::from_secs(5), clock.sleep_until(10))
            .await
            .expect("no wait for the past");
    }

    #[tokio::test]
    async fn the_wall_clock_reads_the_time_of_day() {
        let before = wall_now();
        let now = WallClock.now();
        assert!(now >= before && now < before + 60_000);
        tokio::time::timeout(Duration::from_secs(5), WallClock.sleep_until(now))
            .await
            .expect("no wait for now");
    }
}
