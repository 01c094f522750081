//! `/notify on|off`: whether a player gets reminder DMs of games over days (their turn, and
//! their time running out). One choice per player, kept in the store, for every server.

use super::asked::{answer, interaction, locale};
use super::{Context, Data, Error};
use crate::text::key;

/// Reminders by DM of games over days
#[poise::command(slash_command, subcommands("on", "off"), subcommand_required)]
pub async fn notify(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Send me reminders of games over days (the default)
#[poise::command(slash_command)]
pub async fn on(ctx: Context<'_>) -> Result<(), Error> {
    switch(ctx, true).await
}

/// No more reminders of games over days
#[poise::command(slash_command)]
pub async fn off(ctx: Context<'_>) -> Result<(), Error> {
    switch(ctx, false).await
}

async fn switch(ctx: Context<'_>, on: bool) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(user) = interaction(&ctx).map(|i| i.user.id.get()) else {
        return Ok(());
    };
    let text = match ctx.data().hub.store().set_reminders(user, on).await {
        Ok(()) if on => key(&l, "notify-on"),
        Ok(()) => key(&l, "notify-off"),
        Err(e) => {
            tracing::error!(error = %e, "could not change someone's reminders");
            key(&l, "err-internal")
        }
    };
    answer(ctx, text).await
}

/// The commands of this module.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![notify()]
}
