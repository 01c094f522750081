//! What an interaction says and how to answer it, shared by every command and control: who
//! acted (their name in the server, whether they may manage it), where (the channel, or
//! the home channel of a game's thread), in which language, the text of a form's field,
//! the first answer; and the option helpers of the slash commands (autocomplete, choices).

use super::{Context, Error};
use crate::lexicon::BUNDLED;
use crate::movegen::computer::Strength;
use crate::rules::ChallengeRule;
use crate::setup::WORDCAP_LANGUAGES;
use crate::table::GameKind;
use poise::CreateReply;
use serenity::all::{ActionRowComponent, CommandInteraction, Member, ModalInteraction, User};

/// A person's display name in a server from their membership: nickname, global name, then
/// user name.
pub fn member_name(member: Option<&Member>, user: &User) -> String {
    member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone())
}

/// Variant names starting with what was typed (slash-command autocomplete).
pub(crate) async fn variant_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.to_lowercase();
    GameKind::names()
        .into_iter()
        .map(str::to_string)
        .filter(|n| n.starts_with(&partial))
        .collect()
}

/// Language codes for WordCap (slash-command autocomplete).
pub(crate) async fn language_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.to_lowercase();
    WORDCAP_LANGUAGES
        .iter()
        .map(|l| l.code().to_string())
        .filter(|n| n.starts_with(&partial))
        .collect()
}

pub(crate) fn unknown_variant(l: &str) -> String {
    let names = GameKind::names();
    crate::text::localize(
        l,
        &crate::table::Msg::new("err-unknown-variant").s("names", names.join(", ")),
    )
}

/// Dictionary names starting with what was typed (slash-command autocomplete).
pub(crate) async fn dictionary_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.to_lowercase();
    BUNDLED
        .iter()
        .map(|d| d.name.to_string())
        .filter(|n| n.starts_with(&partial))
        .collect()
}

/// Computer strength names (slash-command autocomplete).
pub(crate) async fn strength_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.to_lowercase();
    Strength::ALL
        .iter()
        .map(|s| s.name().to_string())
        .filter(|n| n.starts_with(&partial))
        .collect()
}

/// Challenge rule names (slash-command autocomplete).
pub(crate) async fn challenge_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.to_lowercase();
    [ChallengeRule::Double, ChallengeRule::Void]
        .iter()
        .map(|c| c.name().to_string())
        .filter(|n| n.starts_with(&partial))
        .collect()
}

/// A person's display name in a server: nickname, global name, then user name.
pub fn display_name(i: &CommandInteraction) -> String {
    i.member
        .as_ref()
        .and_then(|m| m.nick.clone())
        .or_else(|| i.user.global_name.clone())
        .unwrap_or_else(|| i.user.name.clone())
}

/// True when the person has Manage Server (a moderator).
pub(crate) fn is_moderator(i: &CommandInteraction) -> bool {
    i.member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild())
}

/// The slash-command interaction behind a context (None for prefix commands).
/// The channel a command belongs to: the channel itself, or, typed in a game's thread, the
/// channel the thread was opened in (finished games are kept there).
pub(crate) fn home_channel(i: &CommandInteraction) -> u64 {
    use serenity::all::ChannelType;
    let in_thread = i.channel.as_ref().filter(|c| {
        matches!(
            c.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        )
    });
    in_thread
        .and_then(|c| c.parent_id)
        .map_or(i.channel_id.get(), |p| p.get())
}

pub(crate) fn interaction<'a>(ctx: &Context<'a>) -> Option<&'a CommandInteraction> {
    match ctx {
        poise::Context::Application(a) => Some(a.interaction),
        poise::Context::Prefix(_) => None,
    }
}

/// Acknowledges a command (privately or in the channel), counting how long it took.
pub(crate) async fn acknowledge(ctx: &Context<'_>, private: bool) -> Result<(), Error> {
    let started = std::time::Instant::now();
    if private {
        ctx.defer_ephemeral().await?;
    } else {
        ctx.defer().await?;
    }
    crate::metrics::metrics().ack.observe(started.elapsed());
    Ok(())
}

pub(crate) async fn answer(ctx: Context<'_>, text: String) -> Result<(), Error> {
    ctx.send(CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// The Discord locale of the person who sent the command.
pub(crate) fn locale(ctx: &Context<'_>) -> String {
    interaction(ctx)
        .map(|i| i.locale.clone())
        .unwrap_or_else(|| "en-US".to_string())
}

/// How fast a game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Pace {
    /// Live: moves within minutes, a 10-second window after each.
    #[name = "live"]
    Live,
    /// Over days: each player has days per move, with reminders by DM.
    #[name = "days"]
    Days,
}

/// The text a form's field holds, by its custom id.
pub(crate) fn field(form: &ModalInteraction, name: &str) -> String {
    form.data
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .find_map(|c| match c {
            ActionRowComponent::InputText(t) if t.custom_id == name => {
                Some(t.value.clone().unwrap_or_default())
            }
            _ => None,
        })
        .unwrap_or_default()
}

/// The person's own page of the game in `place` (a fresh signed link), when the bot serves
/// pages and they play there; shown with their rack.
pub(crate) async fn own_page(data: &super::Data, place: u64, user: u64) -> Option<String> {
    let pages = data.sender.pages()?;
    crate::service::links::player_page(&data.hub, &pages, place, user)
        .await
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "could not sign a player's link");
            None
        })
}
