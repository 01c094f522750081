//! `/stats`: decodes the command, asks the service for a player's numbers
//! ([`crate::service::stats::player_stats`]) and shows their card and the picture of their
//! rating. Also what `/stats` and `/leaderboard` both check first (`guild_and_game`).

use super::asked::{acknowledge, answer, interaction, locale};
use super::{Context, Error};
use crate::render::chart_png;
use crate::service::stats::player_stats;
use crate::stats::{rating_name, rating_names, unknown_game, Card};
use crate::text::key;
use serenity::all::{CreateAttachment, CreateEmbed, EditInteractionResponse, User};

/// The embeds' colour: the board's wood.
pub(super) const COLOUR: u32 = 0x00C8_9B5A;

/// Rating names (slash-command autocomplete).
pub(super) async fn rating_game_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.to_lowercase();
    rating_names()
        .into_iter()
        .filter(|n| n.starts_with(&partial))
        .collect()
}

fn embed_of(card: &Card) -> CreateEmbed {
    card.fields.iter().fold(
        CreateEmbed::new().title(&card.title).colour(COLOUR),
        |embed, (name, value)| embed.field(name, value, false),
    )
}

/// What `/stats` and `/leaderboard` check before anything else: the command's interaction,
/// its server and the game typed (a rating name, or none). None when the command was
/// answered already (not on a server, or an unknown game: the sender is told privately).
pub(super) async fn guild_and_game<'a>(
    ctx: Context<'a>,
    typed: Option<&str>,
    l: &str,
) -> Result<Option<(&'a serenity::all::CommandInteraction, u64, Option<String>)>, Error> {
    let Some(i) = interaction(&ctx) else {
        return Ok(None);
    };
    let Some(guild) = i.guild_id.map(|g| g.get()) else {
        answer(ctx, key(l, "suggest-guild-only")).await?;
        return Ok(None);
    };
    match typed.map(|v| rating_name(v, l)) {
        Some(None) => {
            answer(ctx, unknown_game(l)).await?;
            Ok(None)
        }
        Some(Some(v)) => Ok(Some((i, guild, Some(v)))),
        None => Ok(Some((i, guild, None))),
    }
}

/// A player's games, results, best move and ratings on this server
#[poise::command(slash_command, guild_only)]
pub(crate) async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<User>,
    #[description = "One game only (default: every game)"]
    #[autocomplete = "rating_game_names"]
    variant: Option<String>,
) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some((i, guild, variant)) = guild_and_game(ctx, variant.as_deref(), &l).await? else {
        return Ok(());
    };
    acknowledge(&ctx, false).await?;
    let (user_id, fallback_name) = match &user {
        Some(u) => (
            u.id.get(),
            u.global_name.clone().unwrap_or_else(|| u.name.clone()),
        ),
        None => (i.user.id.get(), super::asked::display_name(i)),
    };
    let found = player_stats(
        &ctx.data().hub,
        guild,
        user_id,
        fallback_name,
        variant.as_deref(),
        &l,
    )
    .await?;
    let mut embed = embed_of(&found.card);
    let mut edit = EditInteractionResponse::new();
    if let Some(view) = found.chart {
        match crate::service::pools::pools()
            .render
            .run(move || chart_png(&view))
            .await
        {
            Ok(Ok(png)) => {
                edit = edit.new_attachment(CreateAttachment::bytes(png, "rating.png"));
                embed = embed.image("attachment://rating.png");
            }
            Ok(Err(e)) => tracing::error!(error = %e, "could not draw a rating chart"),
            Err(e) => tracing::error!(error = %e, "the rating chart's drawing failed"),
        }
    }
    i.edit_response(ctx.http(), edit.embed(embed)).await?;
    Ok(())
}
