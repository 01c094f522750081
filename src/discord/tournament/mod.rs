//! Tournaments on Discord: `/tournament new` opens the registration (a post with Join, Leave
//! and Start), the organiser or a moderator starts it, and from then on [`crate::service::tournament`] pairs each
//! round, opens each game in its own thread and posts the standings after each round and the
//! winner at the end. `/tournament withdraw` takes a player out (resigning the game they are
//! playing), `/tournament standings` shows where everyone stands, `/tournament cancel` calls
//! it off. The rules of pairing are [`crate::tournament`]'s; see `docs/tournaments.md`.

use super::answer::Interaction;
use super::asked::{
    acknowledge, display_name, interaction, is_moderator, locale, unknown_variant, variant_names,
    Pace,
};
use super::{Context, Data, Error};
use crate::service::settings::channel_settings;
use crate::table::{ButtonAction, ButtonId, GameKind, GameOptions, Msg, Reply};
use crate::text::{localize, localize_lines};
use crate::tournament::event::Event;
use crate::tournament::Format;
use serenity::all::{
    ComponentInteraction, Context as SerenityContext, CreateInteractionResponse,
    EditInteractionResponse,
};

use crate::service::tournament::changes::{change, open, refusal, Change};
pub use crate::service::tournament::{game_over, resume};

/// Seconds per move of a live tournament game when neither the command nor the channel
/// names a move time: a game must end for the round to end.
const DEFAULT_MOVE_SECS: u32 = 300;
/// Swiss rounds when none are named.
const DEFAULT_ROUNDS: u32 = 3;
/// Days per move of a tournament over days when none are named.
const DEFAULT_DAYS_PER_MOVE: u8 = 3;

/// How the players meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FormatChoice {
    /// Paired by standing, no rematches.
    #[name = "swiss"]
    Swiss,
    /// Everyone against everyone.
    #[name = "round-robin"]
    RoundRobin,
}

/// Tournaments on this server
#[poise::command(
    slash_command,
    guild_only,
    subcommands("new", "start", "withdraw", "standings", "cancel"),
    subcommand_required
)]
pub(crate) async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a tournament in this channel: players join with the button
// Each parameter is a slash-command option.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub(crate) async fn new(
    ctx: Context<'_>,
    #[description = "Which game to play"]
    #[autocomplete = "variant_names"]
    variant: Option<String>,
    #[description = "swiss (default) or round-robin"] format: Option<FormatChoice>,
    #[description = "Swiss: rounds to play (default 3)"]
    #[min = 1]
    #[max = 20]
    rounds: Option<u32>,
    #[description = "live (default), or days: a game over days with reminders by DM"] pace: Option<
        Pace,
    >,
    #[description = "A game over days: days each player has per move (1 to 14, default 3)"]
    #[min = 1]
    #[max = 14]
    days_per_move: Option<u8>,
    #[description = "Live: seconds each player has for a move (default: the channel's, else 300)"]
    #[min = 10]
    #[max = 86400]
    move_time: Option<u32>,
    #[description = "Minutes each player has for the whole game (Literki)"]
    #[min = 1]
    #[max = 1440]
    game_time: Option<u32>,
) -> Result<(), Error> {
    acknowledge(&ctx, true).await?;
    let l = locale(&ctx);
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    let hub = &ctx.data().hub;
    let Some(guild) = i.guild_id.map(|g| g.get()) else {
        reply(&ctx, Msg::new("suggest-guild-only")).await?;
        return Ok(());
    };
    let channel = i.channel_id.get();
    if super::asked::home_channel(i) != channel {
        reply(&ctx, Msg::new("tournament-err-in-thread")).await?;
        return Ok(());
    }
    let settings = channel_settings(hub, channel, Some(guild)).await;
    let chosen = match variant.as_deref().map(GameKind::from_name) {
        Some(None) => return say(&ctx, unknown_variant(&l)).await,
        Some(Some(v)) => Some(v),
        None => None,
    };
    let mut kind = chosen
        .or_else(|| settings.game())
        .unwrap_or(GameKind::Board(crate::rules::VariantId::Literaki));
    if kind.against_computer() {
        reply(&ctx, Msg::new("tournament-err-computer")).await?;
        return Ok(());
    }
    if let GameKind::WordCap(options) = &mut kind {
        options.language = crate::setup::wordcap_language(&l);
    }
    let days = match (pace, days_per_move) {
        (Some(Pace::Live), Some(_)) => {
            reply(&ctx, Msg::new("err-live-with-days")).await?;
            return Ok(());
        }
        (Some(Pace::Days), d) => Some(d.unwrap_or(DEFAULT_DAYS_PER_MOVE)),
        (None, d) => d,
        (Some(Pace::Live), None) => None,
    };
    let move_time_secs = match days {
        Some(d) => {
            let day = u32::try_from(hub.day().as_secs()).unwrap_or(86_400);
            Some(u32::from(d) * day)
        }
        None => Some(
            move_time
                .or_else(|| settings.move_time_secs())
                .filter(|&s| s > 0)
                .unwrap_or(DEFAULT_MOVE_SECS),
        ),
    };
    let mut options = GameOptions::of(kind);
    options.move_time_secs = move_time_secs;
    options.days_per_move = days;
    options.game_time_secs = game_time.map(|m| m * 60);
    options.dictionary = settings.dictionary(kind.language());
    options.threads = true;
    options.unrated = !settings.rated();
    options.unlisted = !settings.pages();
    let format = match format {
        Some(FormatChoice::RoundRobin) => Format::RoundRobin,
        _ => Format::Swiss,
    };
    let organiser = i.user.id.get();
    let mut event = Event::new(
        guild,
        channel,
        organiser,
        &l,
        options,
        format,
        rounds.unwrap_or(DEFAULT_ROUNDS),
    );
    if let Err(e) = event.join(organiser, &display_name(i)) {
        reply(&ctx, refusal(&e)).await?;
        return Ok(());
    }
    let text = match open(hub, &event).await {
        Ok(true) => Msg::new("tournament-opened"),
        Ok(false) => Msg::new("tournament-err-running"),
        Err(e) => {
            tracing::error!(error = %e, "could not open a tournament");
            Msg::new("err-not-saved")
        }
    };
    reply(&ctx, text).await?;
    Ok(())
}

/// Answers a command's person privately with `msg`.
async fn reply(ctx: &Context<'_>, msg: Msg) -> Result<(), Error> {
    let l = locale(ctx);
    say(ctx, localize(&l, &msg)).await
}

/// Answers a command's person privately with `text` (the deferred answer, edited).
async fn say(ctx: &Context<'_>, text: String) -> Result<(), Error> {
    let Some(i) = interaction(ctx) else {
        return Ok(());
    };
    i.edit_response(ctx.http(), EditInteractionResponse::new().content(text))
        .await?;
    Ok(())
}

/// Start the tournament of this channel (its organiser or a moderator)
#[poise::command(slash_command, guild_only)]
pub(crate) async fn start(ctx: Context<'_>) -> Result<(), Error> {
    acknowledge(&ctx, true).await?;
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    let hub = &ctx.data().hub;
    let moderator = is_moderator(i);
    let msg = change(
        hub,
        super::asked::home_channel(i),
        None,
        i.user.id.get(),
        Change::Start { moderator },
    )
    .await;
    reply(&ctx, msg).await
}

/// Withdraw from the tournament of this channel (moderators: anyone)
#[poise::command(slash_command, guild_only)]
pub(crate) async fn withdraw(
    ctx: Context<'_>,
    #[description = "Who withdraws (default: you; anyone else: the organiser or a moderator)"]
    user: Option<serenity::all::User>,
) -> Result<(), Error> {
    acknowledge(&ctx, true).await?;
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    let hub = &ctx.data().hub;
    let who = user.map_or(i.user.id.get(), |u| u.id.get());
    let moderator = is_moderator(i);
    let channel = super::asked::home_channel(i);
    let msg = change(
        hub,
        channel,
        None,
        i.user.id.get(),
        Change::Withdraw {
            user: who,
            moderator,
        },
    )
    .await;
    reply(&ctx, msg).await
}

/// Call off the tournament of this channel (its organiser or a moderator)
#[poise::command(slash_command, guild_only)]
pub(crate) async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    acknowledge(&ctx, true).await?;
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    let hub = &ctx.data().hub;
    let moderator = is_moderator(i);
    let channel = super::asked::home_channel(i);
    let msg = change(
        hub,
        channel,
        None,
        i.user.id.get(),
        Change::Cancel { moderator },
    )
    .await;
    reply(&ctx, msg).await
}

/// The standings of the tournament of this channel
#[poise::command(slash_command, guild_only)]
pub(crate) async fn standings(ctx: Context<'_>) -> Result<(), Error> {
    acknowledge(&ctx, true).await?;
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    let hub = &ctx.data().hub;
    let channel = super::asked::home_channel(i);
    let mut lines = match crate::service::standings::standings_in(hub, channel).await {
        Ok(lines) => lines,
        Err(refusal) => return reply(&ctx, refusal).await,
    };
    // Where the bot serves pages: the tournament's page, with every game.
    if let Some(pages) = ctx.data().sender.pages() {
        match crate::service::archive::tournament_page_in(hub, &pages, channel).await {
            Ok(Some(url)) => lines.push(crate::table::Msg::new("tpage-link").md("url", url)),
            Ok(None) => {}
            Err(e) => tracing::warn!(error = %e, "could not sign a tournament's page"),
        }
    }
    let l = locale(&ctx);
    say(&ctx, localize_lines(&l, &lines)).await
}

/// A press of Join, Leave or Start on a registration post: acknowledged at once, then
/// answered privately; the post shows who joined.
pub async fn on_button(
    ctx: &SerenityContext,
    press: &ComponentInteraction,
    data: &Data,
    id: ButtonId,
) {
    let l = press.locale.clone();
    if let Err(e) = press
        .create_response(&ctx.http, CreateInteractionResponse::Acknowledge)
        .await
    {
        tracing::warn!(error = %e, "could not acknowledge a tournament button");
        return;
    }
    let moderator = press
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild());
    let what = match id.action {
        ButtonAction::TournamentJoin => Change::Join(super::asked::member_name(
            press.member.as_ref(),
            &press.user,
        )),
        ButtonAction::TournamentLeave => Change::Leave,
        _ => Change::Start { moderator },
    };
    let hub = &data.hub;
    let tournament = i64::try_from(id.game).unwrap_or(-1);
    let msg = change(
        hub,
        press.channel_id.get(),
        Some(tournament),
        press.user.id.get(),
        what,
    )
    .await;
    let responder = data
        .sender
        .responder(Interaction::Component(Box::new(press.clone())), l);
    responder.answer(&Reply::Text(msg)).await;
}

/// The commands of this module.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![tournament()]
}
