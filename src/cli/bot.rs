//! The no-sub-command branch: run the Discord bot.

/// Runs the Discord bot until it stops.
pub fn run_bot() -> anyhow::Result<()> {
    crate::discord::run_bot()
}
