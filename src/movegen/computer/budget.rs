//! How long a thinking computer may think: a [`Budget`] of CPU time (the thread's own, so a
//! busy machine does not make it think less), or a fixed number of rounds for results that
//! must repeat exactly (tests, reproducible matches).

use std::time::Duration;

/// A budget for one move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// CPU time of the thinking thread.
    pub cpu: Duration,
    /// At most this many rounds of thinking (None: as many as the time allows).
    pub rounds: Option<u32>,
}

impl Budget {
    /// The default: one second of CPU.
    pub const DEFAULT: Budget = Budget {
        cpu: Duration::from_secs(1),
        rounds: None,
    };

    /// `ms` milliseconds of CPU.
    pub fn millis(ms: u64) -> Budget {
        Budget {
            cpu: Duration::from_millis(ms),
            rounds: None,
        }
    }

    /// Exactly `rounds` rounds whatever they cost (the same choice on every machine).
    pub fn rounds(rounds: u32) -> Budget {
        Budget {
            cpu: Duration::MAX,
            rounds: Some(rounds),
        }
    }

    /// Starts spending it now.
    pub fn start(self) -> Spending {
        Spending {
            budget: self,
            started: thread_cpu(),
        }
    }
}

impl Default for Budget {
    fn default() -> Self {
        Budget::DEFAULT
    }
}

/// A budget being spent.
#[derive(Debug)]
pub struct Spending {
    budget: Budget,
    started: Duration,
}

impl Spending {
    /// True when `rounds` rounds done use the budget up (by count or by time).
    pub fn over(&self, rounds: u32) -> bool {
        if self.budget.rounds.is_some_and(|n| rounds >= n) {
            return true;
        }
        self.budget.cpu != Duration::MAX && self.spent() >= self.budget.cpu
    }

    /// The CPU time spent so far.
    pub fn spent(&self) -> Duration {
        thread_cpu().saturating_sub(self.started)
    }

    /// How many rounds in all the time budget allows, judged by what `done` rounds cost so
    /// far; None when a count of rounds governs instead, or none is done yet.
    pub fn rounds_that_fit(&self, done: u32) -> Option<f64> {
        if self.budget.cpu == Duration::MAX || done == 0 {
            return None;
        }
        let per_round = self.spent().as_secs_f64() / f64::from(done);
        Some(self.budget.cpu.as_secs_f64() / per_round.max(1e-9))
    }

    /// The fixed count of rounds, when one governs and time does not.
    pub fn round_limit(&self) -> Option<u32> {
        if self.budget.cpu == Duration::MAX {
            self.budget.rounds
        } else {
            None
        }
    }
}

/// The calling thread's CPU time.
#[cfg(target_os = "linux")]
pub fn thread_cpu() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec into the struct passed.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    if !ok {
        return Duration::ZERO;
    }
    Duration::new(
        t.tv_sec.max(0) as u64,
        t.tv_nsec.clamp(0, 999_999_999) as u32,
    )
}

/// The time since the first call (no per-thread CPU clock here).
#[cfg(not(target_os = "linux"))]
pub fn thread_cpu() -> Duration {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_of_rounds_ends_after_them_and_a_budget_of_time_after_it() {
        let by_rounds = Budget::rounds(3).start();
        assert!(!by_rounds.over(2));
        assert!(by_rounds.over(3));
        let by_time = Budget::millis(5).start();
        assert!(!by_time.over(1_000_000));
        let mut x = 0u64;
        while !by_time.over(0) {
            x = x.wrapping_mul(31).wrapping_add(7);
        }
        assert!(by_time.spent() >= Duration::from_millis(5), "{x}");
        // Five rounds took the whole 5 ms: five fit; a count of rounds has no such guess.
        assert!(by_time.rounds_that_fit(5).is_some_and(|fit| fit <= 5.0));
        assert_eq!(by_time.rounds_that_fit(0), None);
        assert_eq!(by_rounds.rounds_that_fit(2), None);
    }
}
