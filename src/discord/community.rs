//! The server's own commands: the ranking of its accounts (`/highscores`) and its own word
//! list, grown from the words players miss (`/suggest`) and moderators accept or reject
//! (`/suggestions list|accept|reject`). They answer directly from the store; only
//! `/highscores` is public.

use super::asked::{display_name, interaction, is_moderator, locale};
use super::autocomplete::saved_table;
use super::{Context, Error};
use crate::lexicon::Language;
use crate::store::{Account, Suggested, Suggestion};
use crate::table::{Dictionaries, GameKind, Msg};
use crate::text::words::{normalize, refusal};
use crate::text::{key, localize};
use poise::CreateReply;
use serenity::all::CreateAllowedMentions;

/// How many accounts `/highscores` shows.
const HIGHSCORES: u32 = 10;
/// How many suggestions `/suggestions list` shows.
const LISTED: usize = 25;
/// Room left in a Discord message (2,000 characters) for the lines of a list.
const MESSAGE_ROOM: usize = 1_900;

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

/// The answer about a word of a language: `key` with the word and the language's code.
fn word_answer(l: &str, key: &'static str, word: String, language: Language) -> String {
    localize(
        l,
        &Msg::new(key)
            .s("word", word)
            .s("dictionary", language.code()),
    )
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

/// The language words are meant in when none is given: the language of the game in this
/// channel (running or waiting for players), else of the channel's (or server's) default
/// game, else German.
async fn default_language(ctx: &Context<'_>) -> Language {
    let Some(i) = interaction(ctx) else {
        return Language::German;
    };
    let channel = i.channel_id.get();
    let guild = i.guild_id.map(|g| g.get());
    let store = ctx.data().hub.store();
    let running = match store.load_table(channel).await {
        Ok(Some(json)) => saved_table(&json).map(|state| state.options.variant),
        _ => None,
    };
    let variant = match running {
        Some(variant) => Some(variant),
        None => store
            .effective_setting(channel, guild, "variant")
            .await
            .ok()
            .flatten()
            .and_then(|name| GameKind::from_name(&name)),
    };
    variant.map_or(Language::German, GameKind::language)
}

async fn language_or_default(ctx: &Context<'_>, language: Option<WordLanguage>) -> Language {
    match language {
        Some(chosen) => chosen.language(),
        None => default_language(ctx).await,
    }
}

/// The `/highscores` answer for these accounts, best first.
fn highscores_text(l: &str, accounts: &[Account]) -> String {
    if accounts.is_empty() {
        return key(l, "hs-none");
    }
    let mut lines = vec![key(l, "hs-title")];
    for (rank, account) in (1i64..).zip(accounts) {
        let head = localize(
            l,
            &Msg::new("hs-line")
                .n("rank", rank)
                .s("name", account.name.clone())
                .n("points", account.points),
        );
        let games = localize(l, &Msg::new("hs-games").n("count", account.games));
        let wins = localize(l, &Msg::new("hs-wins").n("count", account.wins));
        lines.push(format!("{head} · {games} · {wins}"));
    }
    lines.join("\n")
}

/// The `/suggestions list` answer: the oldest suggestions that fit, then how many more wait.
fn suggestions_text(l: &str, waiting: &[Suggestion]) -> String {
    if waiting.is_empty() {
        return key(l, "suggest-none");
    }
    let mut text = localize(
        l,
        &Msg::new("suggest-list-title").n("count", waiting.len() as i64),
    );
    let mut shown = 0;
    for suggestion in waiting.iter().take(LISTED) {
        let line = localize(
            l,
            &Msg::new("suggest-list-line")
                .s("word", suggestion.word.clone())
                .s("dictionary", suggestion.language.clone())
                .s("name", suggestion.user_name.clone()),
        );
        if text.chars().count() + line.chars().count() + 1 > MESSAGE_ROOM {
            break;
        }
        text.push('\n');
        text.push_str(&line);
        shown += 1;
    }
    if shown < waiting.len() {
        let more = localize(
            l,
            &Msg::new("suggest-list-more").n("count", (waiting.len() - shown) as i64),
        );
        text.push('\n');
        text.push_str(&more);
    }
    text
}

/// The best players on this server: points, games and wins
#[poise::command(slash_command, guild_only)]
pub async fn highscores(ctx: Context<'_>) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(guild) = interaction(&ctx).and_then(|i| i.guild_id) else {
        return reply(ctx, key(&l, "suggest-guild-only"), false).await;
    };
    let guild_id = guild.get();
    let accounts = ctx
        .data()
        .hub
        .store()
        .highscores(guild_id, HIGHSCORES)
        .await?;
    reply(ctx, highscores_text(&l, &accounts), true).await
}

/// Suggest a word the game does not know, for the moderators of this server
#[poise::command(slash_command, guild_only)]
pub async fn suggest(
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
    let normalized = match normalize(language, &word) {
        Ok(w) => w,
        Err(reason) => return reply(ctx, refusal(&l, reason, &word, language), false).await,
    };
    let known = language
        .alphabet()
        .encode(&normalized)
        .is_some_and(|letters| {
            ctx.data()
                .hub
                .lexicons()
                .words(language.code())
                .contains(&letters)
        });
    if known {
        let text = word_answer(&l, "suggest-already-known", normalized, language);
        return reply(ctx, text, false).await;
    }
    let (user, name) = (i.user.id.get(), display_name(i));
    let (guild_id, word) = (guild.get(), normalized.clone());
    let outcome = ctx
        .data()
        .hub
        .store()
        .suggest_word(guild_id, language.code(), &word, user, &name)
        .await?;
    let answer = match outcome {
        Suggested::Recorded => "suggest-recorded",
        Suggested::AlreadySuggested => "suggest-already-suggested",
        Suggested::AlreadyAccepted => "suggest-already-accepted",
    };
    let text = word_answer(&l, answer, normalized, language);
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
pub async fn suggestions(_ctx: Context<'_>) -> Result<(), Error> {
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
pub async fn list(
    ctx: Context<'_>,
    #[description = "Only the words of this language"] language: Option<WordLanguage>,
) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(guild) = moderator_guild(ctx, &l).await? else {
        return Ok(());
    };
    let code = language.map(|chosen| chosen.language().code());
    let waiting = ctx.data().hub.store().suggestions(guild, code).await?;
    reply(ctx, suggestions_text(&l, &waiting), false).await
}

/// Add a word to this server's word list: every game here accepts it
#[poise::command(slash_command, guild_only)]
pub async fn accept(
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
    let normalized = match normalize(language, &word) {
        Ok(w) => w,
        Err(reason) => return reply(ctx, refusal(&l, reason, &word, language), false).await,
    };
    let by = ctx.author().id.get();
    let word = normalized.clone();
    let suggested = ctx
        .data()
        .hub
        .store()
        .accept_word(guild, language.code(), &word, by)
        .await?;
    ctx.data().hub.server_words_changed(guild, language.code());
    let answer = if suggested {
        "suggest-accepted"
    } else {
        "suggest-added"
    };
    let text = word_answer(&l, answer, normalized, language);
    reply(ctx, text, false).await
}

/// Turn a suggestion down, or take a word off this server's word list
#[poise::command(slash_command, guild_only)]
pub async fn reject(
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
    let normalized = match normalize(language, &word) {
        Ok(w) => w,
        Err(reason) => return reply(ctx, refusal(&l, reason, &word, language), false).await,
    };
    let word = normalized.clone();
    let removed = ctx
        .data()
        .hub
        .store()
        .reject_word(guild, language.code(), &word)
        .await?;
    ctx.data().hub.server_words_changed(guild, language.code());
    let answer = if removed {
        "suggest-rejected"
    } else {
        "suggest-not-found"
    };
    let text = word_answer(&l, answer, normalized, language);
    reply(ctx, text, false).await
}

/// The commands of this module, for the framework.
pub fn all() -> Vec<poise::Command<super::Data, Error>> {
    vec![highscores(), suggest(), suggestions()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{tr, Locale};
    use crate::lexicon::MAX_WORD_LEN;

    fn account(name: &str, points: i64, games: u32, wins: u32) -> Account {
        Account {
            user: 1,
            name: name.to_owned(),
            points,
            games,
            wins,
            losses: games - wins,
        }
    }

    fn suggestion(word: &str, name: &str) -> Suggestion {
        Suggestion {
            language: "de".to_owned(),
            word: word.to_owned(),
            user_id: 1,
            user_name: name.to_owned(),
            suggested_at: 0,
        }
    }

    #[test]
    fn highscores_list_rank_name_points_games_and_wins() {
        for locale in Locale::ALL {
            let l = locale.code();
            assert_eq!(highscores_text(l, &[]), tr(locale, "hs-none"));
            let text = highscores_text(l, &[account("Ola", 32, 3, 2), account("J_n", -16, 1, 0)]);
            let lines: Vec<&str> = text.lines().collect();
            assert_eq!(lines.len(), 3, "{locale}: {text}");
            assert!(
                lines[1].starts_with("1.") && lines[1].contains("Ola"),
                "{text}"
            );
            let games = localize(l, &Msg::new("hs-games").n("count", 3));
            let wins = localize(l, &Msg::new("hs-wins").n("count", 2));
            assert!(lines[1].contains("32"), "{text}");
            assert!(
                lines[1].contains(&games) && lines[1].contains(&wins),
                "{text}"
            );
            assert!(
                lines[2].starts_with("2.") && lines[2].contains(r"J\_n"),
                "{text}"
            );
            assert!(lines[2].contains("-16"), "{locale}: {text}");
        }
    }

    #[test]
    fn the_suggestion_list_fits_one_message() {
        for locale in Locale::ALL {
            let l = locale.code();
            assert_eq!(suggestions_text(l, &[]), tr(locale, "suggest-none"));
            let few: Vec<Suggestion> = (0..3).map(|_| suggestion("xbeine", "Ola")).collect();
            assert_eq!(suggestions_text(l, &few).lines().count(), 4);

            let name = "N".repeat(32);
            let many: Vec<Suggestion> = (0..40)
                .map(|_| suggestion(&"w".repeat(MAX_WORD_LEN), &name))
                .collect();
            let text = suggestions_text(l, &many);
            assert!(text.chars().count() <= 2_000, "{locale}: too long");
            let shown = text.lines().count() - 2;
            assert!(shown > 0 && shown <= LISTED, "{locale}: {shown} shown");
            let more = localize(
                l,
                &Msg::new("suggest-list-more").n("count", 40 - shown as i64),
            );
            assert_eq!(text.lines().last(), Some(more.as_str()));
        }
    }

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
