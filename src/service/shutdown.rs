//! Shutting down as a first-class state: one token, triggered by SIGTERM or Ctrl-C, that the
//! start-up, the retry loops and the gateway client all observe, so the bot stops promptly
//! whatever it is doing (starting, waiting for an unreachable Discord, retrying a send).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// A cancellation token: cheap to clone; every clone sees the same trigger.
#[derive(Clone, Debug)]
pub struct Shutdown {
    flag: Arc<watch::Sender<bool>>,
}

impl Default for Shutdown {
    fn default() -> Self {
        Shutdown::new()
    }
}

impl Shutdown {
    /// A token that has not been triggered.
    pub fn new() -> Shutdown {
        Shutdown {
            flag: Arc::new(watch::Sender::new(false)),
        }
    }

    /// Ask everything to stop (idempotent).
    pub fn trigger(&self) {
        self.flag.send_replace(true);
    }

    /// True once shutting down.
    pub fn is_triggered(&self) -> bool {
        *self.flag.borrow()
    }

    /// Completes once shutting down (at once if it already is).
    pub async fn triggered(&self) {
        let mut rx = self.flag.subscribe();
        // The sender lives in `self`, so the channel cannot close while we wait.
        let _ = rx.wait_for(|stopping| *stopping).await;
    }

    /// Runs `work` unless shutdown comes first; `None` when it did.
    pub async fn unless_stopped<T>(&self, work: impl Future<Output = T>) -> Option<T> {
        tokio::select! {
            biased;
            () = self.triggered() => None,
            out = work => Some(out),
        }
    }

    /// Sleeps for `wait`; false when shutdown cut the sleep short.
    pub async fn sleep(&self, wait: Duration) -> bool {
        self.unless_stopped(tokio::time::sleep(wait))
            .await
            .is_some()
    }

    /// Triggers this token on SIGTERM or Ctrl-C (SIGINT). Call it inside the runtime, first
    /// thing, so a signal during start-up is caught too.
    pub fn on_signals(&self) {
        let token = self.clone();
        tokio::spawn(async move {
            stop_signal().await;
            tracing::info!("shutting down");
            token.trigger();
        });
    }
}

async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {},
                    _ = term.recv() => {},
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for SIGTERM; only Ctrl-C stops the bot");
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_trigger_reaches_every_clone_and_cuts_a_sleep_short() {
        let token = Shutdown::new();
        let clone = token.clone();
        assert!(!clone.is_triggered());
        let sleeper = tokio::spawn(async move { clone.sleep(Duration::from_secs(3600)).await });
        token.trigger();
        let finished = tokio::time::timeout(Duration::from_secs(10), sleeper).await;
        assert!(
            matches!(finished, Ok(Ok(false))),
            "the sleep ends early: {finished:?}"
        );
        assert!(token.is_triggered());
    }

    #[tokio::test]
    async fn work_runs_to_the_end_while_nobody_stops() {
        let token = Shutdown::new();
        assert_eq!(token.unless_stopped(async { 7 }).await, Some(7));
        token.trigger();
        assert_eq!(
            token.unless_stopped(std::future::pending::<u8>()).await,
            None
        );
    }
}
