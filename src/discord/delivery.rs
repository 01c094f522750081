//! How hard a send tries. What the game needs the players to see (a window post with
//! Accept/Check/Undo, a rack DM, the board after a turn, the final scores) is retried until it
//! arrives: through 429s, waiting as long as Discord asks, and through 5xx answers and
//! network failures, with growing pauses. A plain notice gets a few tries. A refusal (403,
//! 404, 50007, 50013, ...) stops at once: trying again cannot help. Shutdown stops every retry.

use super::rest::Failure;
use crate::service::shutdown::Shutdown;
use std::future::Future;
use std::time::Duration;
use tokio::time::Instant;

/// The first pause after a failure that gave no wait; it doubles up to [`LONGEST_PAUSE`].
const FIRST_PAUSE: Duration = Duration::from_millis(500);
/// The longest pause between two tries without a wait from Discord.
const LONGEST_PAUSE: Duration = Duration::from_secs(30);
/// How long something that must arrive is retried before it is given up (and logged). The
/// channel waits meanwhile, so its timers cannot settle a move behind the players' backs;
/// interaction tokens expire after 15 minutes, so longer would not help either.
const MUST_ARRIVE_FOR: Duration = Duration::from_secs(15 * 60);
/// Tries of a plain notice.
const NOTICE_TRIES: u32 = 3;
/// The longest wait a plain notice is worth.
const NOTICE_LONGEST_WAIT: Duration = Duration::from_secs(10);

/// How hard to try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// The game needs it seen: retry until it arrives, it is refused, or the bot stops.
    MustArrive,
    /// Nice to have: a few tries, then give up (logged).
    Notice,
}

/// The pause when Discord named none: 0.5 s, 1 s, 2 s, ... up to 30 s.
fn pause(tries: u32) -> Duration {
    let doubled = FIRST_PAUSE.saturating_mul(1u32 << tries.saturating_sub(1).min(16));
    doubled.min(LONGEST_PAUSE)
}

impl Delivery {
    /// The wait before the next try after `tries` failed tries (the last one with `failure`)
    /// over `elapsed`; `None` to give up.
    pub fn next_wait(self, failure: &Failure, tries: u32, elapsed: Duration) -> Option<Duration> {
        let wait = match failure {
            Failure::Refused { .. } | Failure::Invalid(_) | Failure::Stopped => return None,
            Failure::RateLimited(limit) => limit.retry_after.unwrap_or_else(|| pause(tries)),
            Failure::Unavailable(_) => pause(tries),
        };
        let worth_it = match self {
            Delivery::MustArrive => elapsed.saturating_add(wait) <= MUST_ARRIVE_FOR,
            Delivery::Notice => tries < NOTICE_TRIES && wait <= NOTICE_LONGEST_WAIT,
        };
        worth_it.then_some(wait)
    }

    /// Runs `attempt` until it succeeds or this delivery gives up; the last failure then
    /// (logging it is the caller's). Retries are logged, with `what` naming the send (never
    /// its content: a rack is never logged).
    pub async fn run<T, F, Fut>(
        self,
        what: &'static str,
        shutdown: &Shutdown,
        mut attempt: F,
    ) -> Result<T, Failure>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, Failure>>,
    {
        let started = Instant::now();
        let mut tries = 0u32;
        loop {
            let failure = match attempt().await {
                Ok(done) => return Ok(done),
                Err(failure) => failure,
            };
            tries += 1;
            let Some(wait) = self.next_wait(&failure, tries, started.elapsed()) else {
                // The caller says what was lost, with its context (channel, user).
                return Err(failure);
            };
            match &failure {
                Failure::RateLimited(_) => {
                    tracing::debug!(what, tries, ?wait, error = %failure, "rate limited; waiting")
                }
                _ => {
                    tracing::warn!(what, tries, ?wait, error = %failure, "could not send; retrying")
                }
            }
            if !shutdown.sleep(wait).await {
                return Err(Failure::Stopped);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::rest::RateLimit;
    use super::*;

    fn limited(secs: f64) -> Failure {
        Failure::RateLimited(RateLimit {
            retry_after: Some(Duration::from_secs_f64(secs)),
            global: false,
        })
    }

    fn refused(code: isize) -> Failure {
        Failure::Refused {
            status: 403,
            code,
            message: String::new(),
        }
    }

    #[test]
    fn a_429_waits_exactly_what_discord_asks() {
        let wait = Delivery::MustArrive.next_wait(&limited(1.234), 1, Duration::ZERO);
        assert_eq!(wait, Some(Duration::from_millis(1234)));
    }

    #[test]
    fn what_must_arrive_outlasts_a_storm_of_429s_and_5xx() {
        let mut elapsed = Duration::ZERO;
        for tries in 1..=40 {
            let failure = if tries % 2 == 0 {
                limited(2.0)
            } else {
                Failure::Unavailable("HTTP 502".into())
            };
            let wait = Delivery::MustArrive.next_wait(&failure, tries, elapsed);
            let Some(wait) = wait else {
                panic!("gave up after {tries} tries and {elapsed:?}");
            };
            elapsed += wait;
        }
        assert!(Delivery::MustArrive
            .next_wait(&limited(2.0), 41, MUST_ARRIVE_FOR)
            .is_none());
    }

    #[test]
    fn a_refusal_stops_at_once() {
        for code in [50007, 50013, 10003, 0] {
            assert_eq!(
                Delivery::MustArrive.next_wait(&refused(code), 1, Duration::ZERO),
                None
            );
        }
        assert_eq!(
            Delivery::MustArrive.next_wait(&Failure::Stopped, 1, Duration::ZERO),
            None
        );
    }

    #[test]
    fn a_notice_gets_a_few_tries_and_no_long_waits() {
        let down = Failure::Unavailable("HTTP 500".into());
        assert!(Delivery::Notice
            .next_wait(&down, 1, Duration::ZERO)
            .is_some());
        assert!(Delivery::Notice
            .next_wait(&down, NOTICE_TRIES, Duration::ZERO)
            .is_none());
        assert!(Delivery::Notice
            .next_wait(&limited(60.0), 1, Duration::ZERO)
            .is_none());
    }

    #[test]
    fn pauses_grow_and_stop_growing() {
        assert_eq!(pause(1), Duration::from_millis(500));
        assert_eq!(pause(2), Duration::from_secs(1));
        assert_eq!(pause(3), Duration::from_secs(2));
        assert_eq!(pause(40), LONGEST_PAUSE);
    }

    #[tokio::test]
    async fn shutdown_ends_a_retry_loop() {
        let shutdown = Shutdown::new();
        let stopper = shutdown.clone();
        let mut tries = 0;
        let result: Result<(), Failure> = Delivery::MustArrive
            .run("test", &shutdown, || {
                tries += 1;
                stopper.trigger();
                async { Err(limited(60.0)) }
            })
            .await;
        assert_eq!(result, Err(Failure::Stopped));
        assert_eq!(tries, 1);
    }
}
