//! The no-sub-command branch: run the Discord bot.

/// Runs the Discord bot until it stops.
///
/// The adapter is not wired yet; the coordinator replaces this body with a call to
/// `crate::discord::run_bot()`.
pub fn run_bot() -> anyhow::Result<()> {
    Err(anyhow::anyhow!("the bot is not wired yet"))
}
