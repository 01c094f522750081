//! `/notify on|off`: whether a player gets reminder DMs of games over days (their turn, and
//! their time running out), as [`crate::service::reminders`] keeps it.

use super::asked::{answer, interaction, locale};
use super::{Context, Data, Error};
use crate::service::reminders::set_reminders;

/// Reminders by DM of games over days
#[poise::command(slash_command, subcommands("on", "off"), subcommand_required)]
pub(crate) async fn notify(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Send me reminders of games over days (the default)
#[poise::command(slash_command)]
pub(crate) async fn on(ctx: Context<'_>) -> Result<(), Error> {
    switch(ctx, true).await
}

/// No more reminders of games over days
#[poise::command(slash_command)]
pub(crate) async fn off(ctx: Context<'_>) -> Result<(), Error> {
    switch(ctx, false).await
}

/// Turns the asker's reminders on or off and tells them.
async fn switch(ctx: Context<'_>, on: bool) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(user) = interaction(&ctx).map(|i| i.user.id.get()) else {
        return Ok(());
    };
    let text = set_reminders(&ctx.data().hub, user, on, &l).await;
    answer(ctx, text).await
}

/// The commands of this module.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![notify()]
}
