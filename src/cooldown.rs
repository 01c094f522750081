//! A per-user cooldown: each person's commands and button presses draw on a bucket of
//! tokens that refills at a steady rate, so a burst of a few quick actions is fine and a
//! flood (a macro, a stuck key) is answered politely ("wait n s, nothing changed") before
//! it costs anything. Autocomplete (typing) is not counted. Idle users' buckets are
//! forgotten, so memory stays bounded.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How many buckets are kept before the full ones (idle users) are forgotten.
const FORGET_ABOVE: usize = 4096;

/// How fast people may act (set with `PLANSZA_COOLDOWN`, read by the config).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    /// Actions allowed at once.
    pub burst: u32,
    /// Actions regained per second.
    pub per_second: u32,
}

impl Rate {
    /// The default: 20 at once, 5 a second after that (no person clicks faster for long).
    pub const DEFAULT: Rate = Rate {
        burst: 20,
        per_second: 5,
    };
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

/// The buckets of everyone who acted lately.
#[derive(Debug)]
pub struct Cooldown {
    rate: Option<Rate>,
    buckets: Mutex<HashMap<u64, Bucket>>,
}

impl Cooldown {
    /// A cooldown at `rate`; `None`: nobody is ever held back.
    pub fn new(rate: Option<Rate>) -> Cooldown {
        Cooldown {
            rate,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one action's token for `user` at `now`: `Err(wait)` when none is left, with how
    /// long until one is.
    pub fn take(&self, user: u64, now: Instant) -> Result<(), Duration> {
        let Some(rate) = self.rate else {
            return Ok(());
        };
        let burst = f64::from(rate.burst.max(1));
        let per_second = f64::from(rate.per_second.max(1));
        let Ok(mut buckets) = self.buckets.lock() else {
            return Ok(());
        };
        let refill = |b: &Bucket| {
            let gained = now.saturating_duration_since(b.at).as_secs_f64() * per_second;
            (b.tokens + gained).min(burst)
        };
        if buckets.len() > FORGET_ABOVE {
            buckets.retain(|_, b| refill(b) < burst);
        }
        let bucket = buckets.entry(user).or_insert(Bucket {
            tokens: burst,
            at: now,
        });
        let tokens = refill(bucket);
        if tokens >= 1.0 {
            *bucket = Bucket {
                tokens: tokens - 1.0,
                at: now,
            };
            Ok(())
        } else {
            *bucket = Bucket { tokens, at: now };
            crate::metrics::metrics().slowed.inc();
            Err(Duration::from_secs_f64((1.0 - tokens) / per_second))
        }
    }

    /// What a person held back is told: to wait `wait`, and that nothing changed.
    pub fn answer(wait: Duration) -> crate::table::Msg {
        crate::table::Msg::new("err-slow-down").n("seconds", Cooldown::seconds(wait))
    }

    /// Whole seconds to tell a person to wait: `wait` rounded up, at least 1.
    pub fn seconds(wait: Duration) -> i64 {
        let up = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        i64::try_from(up).unwrap_or(i64::MAX).max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RATE: Rate = Rate {
        burst: 3,
        per_second: 2,
    };

    #[test]
    fn a_burst_passes_a_flood_waits_and_the_bucket_refills() {
        let cooldown = Cooldown::new(Some(RATE));
        let t0 = Instant::now();
        for _ in 0..3 {
            assert_eq!(cooldown.take(1, t0), Ok(()));
        }
        let wait = cooldown.take(1, t0).err();
        assert_eq!(wait, Some(Duration::from_millis(500)));
        // Someone else is not held back by user 1.
        assert_eq!(cooldown.take(2, t0), Ok(()));
        // Half a second later one token is back, and only one.
        let later = t0 + Duration::from_millis(500);
        assert_eq!(cooldown.take(1, later), Ok(()));
        assert!(cooldown.take(1, later).is_err());
        // After a long pause, the whole burst again (never more).
        let much_later = t0 + Duration::from_secs(60);
        for _ in 0..3 {
            assert_eq!(cooldown.take(1, much_later), Ok(()));
        }
        assert!(cooldown.take(1, much_later).is_err());
        assert_eq!(Cooldown::seconds(Duration::from_millis(500)), 1);
        assert_eq!(Cooldown::seconds(Duration::from_secs(1)), 1);
        assert_eq!(Cooldown::seconds(Duration::from_millis(1001)), 2);
        assert_eq!(Cooldown::seconds(Duration::ZERO), 1);
    }

    #[test]
    fn off_holds_nobody_back() {
        let cooldown = Cooldown::new(None);
        let now = Instant::now();
        assert!((0..1000).all(|_| cooldown.take(1, now).is_ok()));
    }

    #[test]
    fn idle_people_are_forgotten() {
        let cooldown = Cooldown::new(Some(RATE));
        let t0 = Instant::now();
        for user in 0..=(FORGET_ABOVE as u64) {
            let _ = cooldown.take(user, t0);
        }
        let _ = cooldown.take(u64::MAX, t0 + Duration::from_secs(10));
        let kept = cooldown.buckets.lock().map(|b| b.len()).unwrap_or(0);
        assert!(kept <= 2, "{kept} buckets kept");
    }
}
