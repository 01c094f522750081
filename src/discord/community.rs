//! The server's own commands: the ranking of its accounts (`/highscores`) and its own word
//! list, grown from the words players miss (`/suggest`) and moderators accept or reject
//! (`/suggestions list|accept|reject`). Each is decoded here and answered with the text of
//! [`crate::service::community`]; only `/highscores` is public.

use super::asked::{display_name, interaction, is_moderator, locale};
use super::{Context, Error};
use crate::lexicon::Language;
use crate::service::community;
use crate::text::key;
use poise::CreateReply;
use serenity::all::CreateAllowedMentions;

/// A language a word can be suggested in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum WordLanguage {
    /// Polish.
    #[name = "pl"]
    Pl,
    /// English.
    #[name = "en"]
    En,
    /// Russian.
    #[name = "ru"]
    Ru,
    /// German.
    #[name = "de"]
    De,
}

impl WordLanguage {
    fn language(self) -> Language {
        match self {
            WordLanguage::Pl => Language::Polish,
            WordLanguage::En => Language::English,
            WordLanguage::Ru => Language::Russian,
            WordLanguage::De => Language::German,
        }
    }
}

/// Answers the command; names in the text never ping anybody.
async fn reply(ctx: Context<'_>, text: String, public: bool) -> Result<(), Error> {
    ctx.send(
        CreateReply::default()
            .content(text)
            .ephemeral(!public)
            .allowed_mentions(CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}

/// The language chosen, else the one words are meant in where the command was given
/// ([`community::word_language`]).
async fn language_or_default(ctx: &Context<'_>, language: Option<WordLanguage>) -> Language {
    match (language, interaction(ctx)) {
        (Some(chosen), _) => chosen.language(),
        (None, Some(i)) => {
            let guild = i.guild_id.map(|g| g.get());
            community::word_language(&ctx.data().hub, i.channel_id.get(), guild).await
        }
        (None, None) => Language::German,
    }
}

/// The best players on this server: points, games and wins
#[poise::command(slash_command, guild_only)]
pub(crate) async fn highscores(ctx: Context<'_>) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(guild) = interaction(&ctx).and_then(|i| i.guild_id) else {
        return reply(ctx, key(&l, "suggest-guild-only"), false).await;
    };
    let text = community::highscores(&ctx.data().hub, guild.get(), &l).await?;
    reply(ctx, text, true).await
}

/// Suggest a word the game does not know, for the moderators of this server
#[poise::command(slash_command, guild_only)]
pub(crate) async fn suggest(
    ctx: Context<'_>,
    #[description = "The word you miss"]
    #[max_length = 40]
    word: String,
    #[description = "Its language (default: the language of this channel's game)"] language: Option<
        WordLanguage,
    >,
) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    let Some(guild) = i.guild_id else {
        return reply(ctx, key(&l, "suggest-guild-only"), false).await;
    };
    let language = language_or_default(&ctx, language).await;
    let who = (i.user.id.get(), display_name(i));
    let hub = &ctx.data().hub;
    let text = community::suggest(hub, guild.get(), language, &word, (who.0, &who.1), &l).await?;
    reply(ctx, text, false).await
}

/// Review the words players suggested (moderators)
#[poise::command(
    slash_command,
    guild_only,
    subcommands("list", "accept", "reject"),
    subcommand_required,
    default_member_permissions = "MANAGE_GUILD"
)]
pub(crate) async fn suggestions(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The server id when a moderator asks; otherwise the refusal is sent and `None` returned.
async fn moderator_guild(ctx: Context<'_>, l: &str) -> Result<Option<u64>, Error> {
    let Some(i) = interaction(&ctx) else {
        return Ok(None);
    };
    let Some(guild) = i.guild_id else {
        reply(ctx, key(l, "suggest-guild-only"), false).await?;
        return Ok(None);
    };
    if !is_moderator(i) {
        reply(ctx, key(l, "suggest-not-allowed"), false).await?;
        return Ok(None);
    }
    Ok(Some(guild.get()))
}

/// Show the words waiting for a decision
#[poise::command(slash_command, guild_only)]
pub(crate) async fn list(
    ctx: Context<'_>,
    #[description = "Only the words of this language"] language: Option<WordLanguage>,
) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(guild) = moderator_guild(ctx, &l).await? else {
        return Ok(());
    };
    let language = language.map(WordLanguage::language);
    let text = community::waiting(&ctx.data().hub, guild, language, &l).await?;
    reply(ctx, text, false).await
}

/// Add a word to this server's word list: every game here accepts it
#[poise::command(slash_command, guild_only)]
pub(crate) async fn accept(
    ctx: Context<'_>,
    #[description = "The word to accept"]
    #[max_length = 40]
    word: String,
    #[description = "Its language (default: the language of this channel's game)"] language: Option<
        WordLanguage,
    >,
) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(guild) = moderator_guild(ctx, &l).await? else {
        return Ok(());
    };
    let language = language_or_default(&ctx, language).await;
    let by = ctx.author().id.get();
    let text = community::accept(&ctx.data().hub, guild, language, &word, by, &l).await?;
    reply(ctx, text, false).await
}

/// Turn a suggestion down, or take a word off this server's word list
#[poise::command(slash_command, guild_only)]
pub(crate) async fn reject(
    ctx: Context<'_>,
    #[description = "The word to reject"]
    #[max_length = 40]
    word: String,
    #[description = "Its language (default: the language of this channel's game)"] language: Option<
        WordLanguage,
    >,
) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(guild) = moderator_guild(ctx, &l).await? else {
        return Ok(());
    };
    let language = language_or_default(&ctx, language).await;
    let text = community::reject(&ctx.data().hub, guild, language, &word, &l).await?;
    reply(ctx, text, false).await
}

/// The commands of this module, for the framework.
pub fn all() -> Vec<poise::Command<super::Data, Error>> {
    vec![highscores(), suggest(), suggestions()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_can_be_chosen() {
        let codes: Vec<&str> = [
            WordLanguage::Pl,
            WordLanguage::En,
            WordLanguage::Ru,
            WordLanguage::De,
        ]
        .into_iter()
        .map(|w| w.language().code())
        .collect();
        assert_eq!(codes, ["pl", "en", "ru", "de"]);
    }
}
