//! The no-sub-command branch: run the Discord bot.

use crate::config::{apply_env, Settings};

/// Reads the settings, sets what `.env` adds to the process environment while this is the
/// only thread, then runs the Discord bot until it stops.
pub fn run_bot() -> anyhow::Result<()> {
    let (settings, env) = Settings::from_env()?;
    apply_env(&env);
    crate::discord::run_bot(settings)
}
