//! Crash points for the tests that prove a crash at a given instant loses nothing: when the
//! environment variable `PLANSZA_FAILPOINT` names a point, the process aborts there, as a
//! SIGKILL would stop it (no destructors, no flushing). Unset in production, where a point
//! costs one comparison against a value read once.

use std::sync::OnceLock;

/// The environment variable naming the point to crash at.
pub const FAILPOINT_ENV: &str = "PLANSZA_FAILPOINT";

static ARMED: OnceLock<Option<String>> = OnceLock::new();

/// Abort the process here when `PLANSZA_FAILPOINT` is `name`.
pub fn hit(name: &str) {
    let armed = ARMED.get_or_init(|| std::env::var(FAILPOINT_ENV).ok());
    if armed.as_deref() == Some(name) {
        eprintln!("plansza: crashing at failpoint {name} ({FAILPOINT_ENV})");
        std::process::abort();
    }
}
