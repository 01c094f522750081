//! `/leaderboard [variant]`: decodes the command and its Previous and Next presses, asks
//! the service for the page ([`crate::service::stats::leaderboard_page`]) and shows it as
//! [`crate::stats::leaderboard`] lays it out (the same message paged, in its opener's
//! language, whoever presses).

use super::asked::acknowledge;
use super::stats::{guild_and_game, COLOUR};
use super::{Context, Data, Error};
use crate::service::hub::Hub;
use crate::service::stats::{channel_rating, leaderboard_page};
use crate::stats::LeaderboardPage;
use serenity::all::{
    ButtonStyle, ComponentInteraction, Context as SerenityContext, CreateActionRow, CreateButton,
    CreateEmbed, CreateEmbedFooter, CreateInteractionResponse, EditInteractionResponse,
};

/// The leaderboard message: its embed and, when there is more than one page, Previous and
/// Next (each off at its end).
async fn leaderboard_message(
    data: &Data,
    guild: u64,
    at: &LeaderboardPage,
) -> Result<(CreateEmbed, Vec<CreateActionRow>), Error> {
    let hub: &Hub = &data.hub;
    let view = leaderboard_page(hub, guild, at).await?;
    let mut body = view.body;
    // Where the bot serves pages: every leaderboard of the server on one page.
    if let Some(pages) = data.sender.pages() {
        match crate::service::archive::leaderboard_page_url(hub, &pages, guild).await {
            Ok(Some(url)) => {
                let line = crate::table::Msg::new("lbpage-link").md("url", url);
                body = format!("{body}\n\n{}", crate::text::localize(&at.locale, &line));
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(error = %e, "could not sign a server's leaderboard page"),
        }
    }
    let mut embed = CreateEmbed::new()
        .title(view.title)
        .description(body)
        .colour(COLOUR);
    if !view.footer.is_empty() {
        embed = embed.footer(CreateEmbedFooter::new(view.footer));
    }
    let buttons: Vec<CreateButton> = view
        .buttons
        .into_iter()
        .map(|b| {
            CreateButton::new(b.to.encode())
                .label(b.label)
                .style(ButtonStyle::Secondary)
                .disabled(!b.enabled)
        })
        .collect();
    let rows = if buttons.is_empty() {
        Vec::new()
    } else {
        vec![CreateActionRow::Buttons(buttons)]
    };
    Ok((embed, rows))
}

/// The best rated players of a game on this server
#[poise::command(slash_command, guild_only)]
pub(crate) async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game (default: this channel's)"]
    #[autocomplete = "super::stats::rating_game_names"]
    variant: Option<String>,
) -> Result<(), Error> {
    let l = super::asked::locale(&ctx);
    let Some((i, guild, chosen)) = guild_and_game(ctx, variant.as_deref(), &l).await? else {
        return Ok(());
    };
    acknowledge(&ctx, false).await?;
    let variant = match chosen {
        Some(v) => v,
        None => {
            let channel = i.channel_id.get();
            channel_rating(&ctx.data().hub, channel, Some(guild), &l).await
        }
    };
    let at = LeaderboardPage {
        page: 0,
        locale: l,
        variant,
    };
    let (embed, rows) = leaderboard_message(ctx.data(), guild, &at).await?;
    i.edit_response(
        ctx.http(),
        EditInteractionResponse::new().embed(embed).components(rows),
    )
    .await?;
    Ok(())
}

/// A press of a leaderboard's Previous or Next: acknowledged at once, then the message shows
/// that page. False when the press is not one of ours.
pub async fn on_page(ctx: &SerenityContext, press: &ComponentInteraction, data: &Data) -> bool {
    let Some(at) = LeaderboardPage::decode(&press.data.custom_id) else {
        return false;
    };
    let Some(guild) = press.guild_id.map(|g| g.get()) else {
        return true;
    };
    let started = std::time::Instant::now();
    if let Err(e) = press
        .create_response(&ctx.http, CreateInteractionResponse::Acknowledge)
        .await
    {
        tracing::warn!(error = %e, "could not acknowledge a leaderboard page");
        return true;
    }
    crate::metrics::metrics().ack.observe(started.elapsed());
    match leaderboard_message(data, guild, &at).await {
        Ok((embed, rows)) => {
            let edit = EditInteractionResponse::new().embed(embed).components(rows);
            if let Err(e) = press.edit_response(&ctx.http, edit).await {
                tracing::warn!(error = %e, "could not show a leaderboard page");
            }
        }
        Err(e) => tracing::error!(error = %e, "could not read a leaderboard page"),
    }
    true
}
