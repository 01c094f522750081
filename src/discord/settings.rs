//! `/config`: decodes a moderator's change of the settings of this channel (or of the
//! server) and shows the answer of [`crate::service::settings::configure`], which saves it.

use super::asked::{
    answer, dictionary_names, interaction, is_moderator, locale, unknown_variant, variant_names,
};
use super::{Context, Error};
use crate::lexicon::{BundledDict, BUNDLED};
use crate::service::settings::{configure, Change};
use crate::table::GameKind;
use crate::text::key;

/// Change the game settings for this channel (moderators)
// Each parameter is a slash-command option.
#[allow(clippy::too_many_arguments)]
// Shown only to members with Manage Server (a server may give it to others in its
// settings); the check below refuses anyone else all the same.
#[poise::command(slash_command, default_member_permissions = "MANAGE_GUILD")]
pub async fn config(
    ctx: Context<'_>,
    #[description = "Default game in this channel"]
    #[autocomplete = "variant_names"]
    variant: Option<String>,
    #[description = "Seconds for a move (0: no limit)"]
    #[min = 0]
    #[max = 86400]
    move_time: Option<u32>,
    #[description = "Word list for the games of its language (e.g. ru-full for Russian games)"]
    #[autocomplete = "dictionary_names"]
    dictionary: Option<String>,
    #[description = "Play each game in its own thread (default: on)"] threads: Option<bool>,
    #[description = "Games here count for the ratings (default: on)"] rated: Option<bool>,
    #[description = "Games here are shown on the bot's web pages (default: on)"] pages: Option<
        bool,
    >,
    #[description = "Post a daily puzzle in this channel (the server's one)"] puzzle: Option<bool>,
    #[description = "The hour (UTC, 0-23) the daily puzzle is posted at (default 12)"]
    #[min = 0]
    #[max = 23]
    puzzle_hour: Option<u8>,
    #[description = "Set the default for the whole server instead of this channel"] server: Option<
        bool,
    >,
) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    if !is_moderator(i) {
        return answer(ctx, key(&l, "err-config-not-allowed")).await;
    }
    let variant = match variant.as_deref().map(GameKind::from_name) {
        Some(None) => return answer(ctx, unknown_variant(&l)).await,
        Some(Some(v)) => Some(v),
        None => None,
    };
    let dictionary = match dictionary.as_deref().map(str::trim) {
        None => None,
        Some(d) => match BundledDict::named(d) {
            Some(found) => Some(found),
            None => {
                let names: Vec<&str> = BUNDLED.iter().map(|d| d.name).collect();
                let text = crate::text::localize(
                    &l,
                    &crate::table::Msg::new("err-unknown-dictionary").s("names", names.join(", ")),
                );
                return answer(ctx, text).await;
            }
        },
    };
    let change = Change {
        variant,
        dictionary,
        move_time,
        threads,
        rated,
        pages,
        puzzle,
        puzzle_hour,
        server: server.unwrap_or(false),
    };
    let (channel, guild) = (i.channel_id.get(), i.guild_id.map(|g| g.get()));
    let text = configure(&ctx.data().hub, channel, guild, change, &l).await;
    answer(ctx, text).await
}
