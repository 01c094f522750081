//! The settings moderators choose per channel or per server (`/config`), and reading the
//! ones a new game plays by: a channel's own setting wins over its server's default. Word
//! lists are chosen per language (`dictionary.<code>`), so a Russian list never judges a
//! Polish game.

use super::asked::{
    answer, dictionary_names, interaction, is_moderator, locale, unknown_variant, variant_names,
};
use super::{Context, Error};
use crate::dictionaries::language_of;
use crate::lexicon::{BundledDict, Language, BUNDLED};
use crate::rules::VariantId;
use crate::service::puzzle;
use crate::setup::WORDCAP_LANGUAGES;
use crate::store::{Scope, Store, StoreError};
use crate::table::GameKind;
use crate::text::key;
use std::collections::HashMap;

/// The settings a channel plays by (its own, else its server's) that opening a game reads,
/// read on the store's thread in one go.
pub(super) async fn channel_settings(ctx: &Context<'_>) -> HashMap<String, String> {
    let Some(i) = interaction(ctx) else {
        return HashMap::new();
    };
    let (channel, guild) = (i.channel_id.get(), i.guild_id.map(|g| g.get()));
    let mut keys: Vec<String> = ["variant", "move_time", "threads", "rated", "dictionary"]
        .iter()
        .map(|k| k.to_string())
        .collect();
    keys.extend(WORDCAP_LANGUAGES.iter().map(|l| dictionary_key(*l)));
    let here = SettingsOf::Channel { channel, guild };
    match settings_of(ctx.data().hub.store(), here).await {
        Ok(mut found) => {
            found.retain(|key, _| keys.contains(key));
            found
        }
        Err(e) => {
            tracing::warn!(channel, error = %e, "could not read the channel's settings");
            HashMap::new()
        }
    }
}

/// Every setting that applies to `of`: a scope's own, or a channel's own over its server's.
async fn settings_of(store: &Store, of: SettingsOf) -> Result<HashMap<String, String>, StoreError> {
    match of {
        SettingsOf::Scope(scope) => Ok(store.settings(scope).await?.into_iter().collect()),
        SettingsOf::Channel { channel, guild } => {
            let mut found: HashMap<String, String> = match guild {
                Some(guild) => store
                    .settings(Scope::Guild(guild))
                    .await?
                    .into_iter()
                    .collect(),
                None => HashMap::new(),
            };
            found.extend(store.settings(Scope::Channel(channel)).await?);
            Ok(found)
        }
    }
}

/// The settings key of one language's word list: `/config dictionary:` is kept per language,
/// so a Russian list chosen for a channel never judges its Polish games.
fn dictionary_key(language: Language) -> String {
    format!("dictionary.{}", language.code())
}

/// The word list chosen for a language, read through `setting` (the channel's settings, or
/// one scope's). A value saved under the single `dictionary` key of earlier versions counts
/// for its own language only.
fn dictionary_in(setting: &dyn Fn(&str) -> Option<String>, language: Language) -> Option<String> {
    setting(&dictionary_key(language))
        .or_else(|| setting("dictionary").filter(|d| language_of(d) == Some(language)))
}

/// The word list the channel (or its server) chose for a language.
pub(super) fn dictionary_setting(
    settings: &HashMap<String, String>,
    language: Language,
) -> Option<String> {
    dictionary_in(&|key| settings.get(key).cloned(), language)
}

/// The chosen word lists, read through `setting`, one `code: name` per language that has one.
fn dictionary_settings(setting: &dyn Fn(&str) -> Option<String>) -> Vec<String> {
    let mut languages: Vec<Language> = Vec::new();
    for d in BUNDLED {
        if !languages.contains(&d.language) {
            languages.push(d.language);
        }
    }
    languages
        .into_iter()
        .filter_map(|l| dictionary_in(setting, l).map(|d| format!("{}: {d}", l.code())))
        .collect()
}

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
    // The daily puzzle is a board game's: the game chosen now, else the channel's.
    let puzzle_variant = match variant.or(channel_variant(&ctx).await) {
        Some(GameKind::WordCap(_)) if puzzle == Some(true) => {
            return answer(ctx, key(&l, "puzzle-err-wordcap")).await;
        }
        Some(kind) => kind.board().unwrap_or(VariantId::Literaki),
        None => VariantId::Literaki,
    };
    let scope = match (server.unwrap_or(false), i.guild_id) {
        (true, Some(g)) => Scope::Guild(g.get()),
        _ => Scope::Channel(i.channel_id.get()),
    };
    let (channel, guild) = (i.channel_id.get(), i.guild_id.map(|g| g.get()));
    let l2 = l.clone();
    let store = ctx.data().hub.store();
    let result = async {
        if let Some(v) = variant {
            store.set_setting(scope, "variant", v.name()).await?;
        }
        if let Some(d) = dictionary {
            store
                .set_setting(scope, &dictionary_key(d.language), d.name)
                .await?;
        }
        if let Some(t) = move_time {
            store
                .set_setting(scope, "move_time", &t.to_string())
                .await?;
        }
        if let Some(t) = threads {
            store.set_setting(scope, "threads", &t.to_string()).await?;
        }
        if let Some(r) = rated {
            store.set_setting(scope, "rated", &r.to_string()).await?;
        }
        if let Some(g) = guild {
            let server = Scope::Guild(g);
            match puzzle {
                Some(true) => {
                    store
                        .set_setting(server, puzzle::CHANNEL_KEY, &channel.to_string())
                        .await?;
                    store
                        .set_setting(server, puzzle::VARIANT_KEY, puzzle_variant.name())
                        .await?;
                    store.set_setting(server, puzzle::LOCALE_KEY, &l2).await?;
                }
                Some(false) => store.remove_setting(server, puzzle::CHANNEL_KEY).await?,
                None => {}
            }
            if let Some(h) = puzzle_hour {
                store
                    .set_setting(server, puzzle::HOUR_KEY, &h.to_string())
                    .await?;
            }
        }
        config_answer(store, &l2, scope, channel, guild).await
    }
    .await;
    let text = match result {
        Ok(text) => text,
        Err(e) => {
            tracing::error!(error = %e, "could not save settings");
            key(&l, "err-internal")
        }
    };
    answer(ctx, text).await
}

/// The game the channel plays by default, if it chose one.
async fn channel_variant(ctx: &Context<'_>) -> Option<GameKind> {
    channel_settings(ctx)
        .await
        .get("variant")
        .and_then(|v| GameKind::from_name(v))
}

/// Where `/config` reads the settings it shows.
#[derive(Debug, Clone, Copy)]
enum SettingsOf {
    /// Exactly those saved for one scope (a server's defaults, or a channel's own).
    Scope(Scope),
    /// Those a channel plays by: its own, else its server's.
    Channel { channel: u64, guild: Option<u64> },
}

/// The answer to `/config` once a change is saved for `scope`: a channel's settings, or a
/// server's defaults, said to be the server's, and then, when this channel has settings of
/// its own (which still win here), those too.
async fn config_answer(
    store: &Store,
    l: &str,
    scope: Scope,
    channel: u64,
    guild: Option<u64>,
) -> Result<String, StoreError> {
    let here = settings_of(store, SettingsOf::Channel { channel, guild }).await?;
    Ok(match scope {
        Scope::Channel(_) => settings_text(&here, l, "config-now"),
        Scope::Guild(_) => {
            let server = settings_of(store, SettingsOf::Scope(scope)).await?;
            let mut text = settings_text(&server, l, "config-now-server");
            let own = !store.settings(Scope::Channel(channel)).await?.is_empty();
            if own {
                text.push('\n');
                text.push_str(&settings_text(&here, l, "config-channel-own"));
            }
            text
        }
    })
}

/// The settings as a sentence (`key`: `config-now`, `config-now-server` or
/// `config-channel-own`), with the defaults for what was never set, and lines saying
/// whether games get their own threads and whether they are rated.
fn settings_text(settings: &HashMap<String, String>, l: &str, key: &'static str) -> String {
    let setting = |name: &str| settings.get(name).cloned();
    let variant = setting("variant").unwrap_or_else(|| "literaki".to_string());
    let seconds = setting("move_time")
        .and_then(|v| v.parse::<u32>().ok())
        .unwrap_or(0);
    let chosen = dictionary_settings(&setting);
    let sentence = crate::table::Msg::new(key)
        .game("variant", variant)
        .n("seconds", seconds);
    let sentence = if chosen.is_empty() {
        let default = crate::text::key(l, "config-dictionary-default");
        sentence.md("dictionary", default)
    } else {
        sentence.s("dictionary", chosen.join(", "))
    };
    let sentence = crate::text::localize(l, &sentence);
    let threads = if setting("threads").is_none_or(|v| v != "false") {
        "config-threads-on"
    } else {
        "config-threads-off"
    };
    let rated = if setting("rated").is_none_or(|v| v != "false") {
        "config-rated-on"
    } else {
        "config-rated-off"
    };
    let puzzle = match setting(puzzle::CHANNEL_KEY) {
        Some(channel) => crate::text::localize(
            l,
            &crate::table::Msg::new("config-puzzle-on")
                .md("channel", format!("<#{channel}>"))
                .game(
                    "variant",
                    setting(puzzle::VARIANT_KEY).unwrap_or_else(|| "literaki".into()),
                )
                .n(
                    "hour",
                    setting(puzzle::HOUR_KEY)
                        .and_then(|h| h.parse::<i64>().ok())
                        .unwrap_or(i64::from(puzzle::DEFAULT_HOUR)),
                ),
        ),
        None => crate::text::key(l, "config-puzzle-off"),
    };
    format!(
        "{sentence}\n{}\n{}\n{puzzle}",
        crate::text::key(l, threads),
        crate::text::key(l, rated)
    )
}

#[cfg(test)]
mod tests {
    use super::config_answer;
    use crate::store::{Scope, Store};

    /// Issue 11: "`/config server:true` must confirm the server-wide change". The answer
    /// says the settings are the server's defaults and shows them (not the channel's); a
    /// channel with settings of its own is told they still apply there.
    #[tokio::test]
    async fn config_for_the_server_confirms_the_server_wide_defaults(
    ) -> Result<(), crate::store::StoreError> {
        let store = Store::open(":memory:").await?;
        let (guild, channel) = (5, 1);
        store
            .set_setting(Scope::Guild(guild), "variant", "erudit")
            .await?;
        store
            .set_setting(Scope::Guild(guild), "move_time", "90")
            .await?;
        let answer =
            config_answer(&store, "en-US", Scope::Guild(guild), channel, Some(guild)).await?;
        assert!(answer.starts_with("Server-wide defaults"), "{answer}");
        assert!(
            answer.contains("**Эрудит**") && answer.contains("90 s"),
            "{answer}"
        );
        assert!(!answer.contains("this channel"), "{answer}");
        assert!(!answer.contains("This channel"), "{answer}");

        store
            .set_setting(Scope::Channel(channel), "variant", "literki")
            .await?;
        let answer =
            config_answer(&store, "en-US", Scope::Guild(guild), channel, Some(guild)).await?;
        let lines: Vec<&str> = answer.lines().collect();
        assert!(lines[0].contains("**Эрудит**"), "{answer}");
        let own = lines.iter().position(|l| l.starts_with("This channel has"));
        let own = own.unwrap_or_else(|| panic!("the channel's own settings: {answer}"));
        assert!(own > 0, "{answer}");
        assert!(
            lines[own].contains("**Literki**") && lines[own].contains("90 s"),
            "{answer}"
        );
        let polish = config_answer(&store, "pl", Scope::Guild(guild), channel, Some(guild)).await?;
        assert!(polish.contains("całego serwera"), "{polish}");

        let here = config_answer(
            &store,
            "en-US",
            Scope::Channel(channel),
            channel,
            Some(guild),
        )
        .await?;
        assert!(here.starts_with("Settings for this channel"), "{here}");
        assert!(here.contains("**Literki**"), "{here}");
        Ok(())
    }
}
