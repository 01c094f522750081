//! A place's settings: those moderators choose per channel or per server (`/config`), and
//! those a new game or tournament plays by, a channel's own setting winning over its
//! server's default. Word lists are chosen per language (`dictionary.<code>`), so a Russian
//! list never judges a Polish game.

use super::hub::Hub;
use super::puzzle;
use crate::dictionaries::language_of;
use crate::lexicon::{BundledDict, Language, BUNDLED};
use crate::rules::VariantId;
use crate::setup::WORDCAP_LANGUAGES;
use crate::store::{Scope, Store, StoreError};
use crate::table::{GameKind, Msg};
use crate::text::{key, localize};
use std::collections::HashMap;

/// The settings a channel plays by (its own, else its server's), as opening a game or a
/// tournament reads them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ChannelSettings(HashMap<String, String>);

impl ChannelSettings {
    /// The game the channel plays by default, if it chose one.
    pub fn game(&self) -> Option<GameKind> {
        self.0.get("variant").and_then(|v| GameKind::from_name(v))
    }

    /// The seconds for a move chosen here, as saved (0: no limit), if any were.
    pub fn move_time_secs(&self) -> Option<u32> {
        self.0.get("move_time").and_then(|v| v.parse::<u32>().ok())
    }

    /// The word list chosen here for a language.
    pub fn dictionary(&self, language: Language) -> Option<String> {
        dictionary_in(&|key| self.0.get(key).cloned(), language)
    }

    /// Whether each game here gets its own thread (the default).
    pub fn threads(&self) -> bool {
        self.0.get("threads").is_none_or(|v| v != "false")
    }

    /// Whether games here count for the ratings (the default).
    pub fn rated(&self) -> bool {
        self.0.get("rated").is_none_or(|v| v != "false")
    }

    /// Whether games here are shown on the bot's public pages (the default, where the bot
    /// serves pages).
    pub fn pages(&self) -> bool {
        self.0.get("pages").is_none_or(|v| v != "false")
    }
}

/// The settings channel `channel` (of server `guild`) plays by, read in one go. None read
/// (the store failing) is told in the log and counts as none chosen.
pub async fn channel_settings(hub: &Hub, channel: u64, guild: Option<u64>) -> ChannelSettings {
    let mut keys: Vec<String> = [
        "variant",
        "move_time",
        "threads",
        "rated",
        "pages",
        "dictionary",
    ]
    .iter()
    .map(|k| k.to_string())
    .collect();
    keys.extend(WORDCAP_LANGUAGES.iter().map(|l| dictionary_key(*l)));
    let here = SettingsOf::Channel { channel, guild };
    match settings_of(hub.store(), here).await {
        Ok(mut found) => {
            found.retain(|key, _| keys.contains(key));
            ChannelSettings(found)
        }
        Err(e) => {
            tracing::warn!(channel, error = %e, "could not read the channel's settings");
            ChannelSettings::default()
        }
    }
}

/// What a moderator's `/config` changes; each `None` is left as it is.
#[derive(Debug, Clone, Copy, Default)]
pub struct Change {
    /// The default game.
    pub variant: Option<GameKind>,
    /// The word list for the games of its language.
    pub dictionary: Option<&'static BundledDict>,
    /// Seconds for a move (0: no limit).
    pub move_time: Option<u32>,
    /// Whether each game gets its own thread.
    pub threads: Option<bool>,
    /// Whether games count for the ratings.
    pub rated: Option<bool>,
    /// Whether games are shown on the bot's public pages.
    pub pages: Option<bool>,
    /// The server's daily puzzle posted in this channel (true) or no longer posted (false).
    pub puzzle: Option<bool>,
    /// The hour (UTC) the daily puzzle is posted at.
    pub puzzle_hour: Option<u8>,
    /// The change is the server's default rather than the channel's own.
    pub server: bool,
}

/// A moderator's `/config` in channel `channel` of server `guild`: the change saved, and
/// the answer in `l` (the settings as they now are, or why nothing was changed). The daily
/// puzzle is a board game's: turning it on where the game is WordCap is refused.
pub async fn configure(
    hub: &Hub,
    channel: u64,
    guild: Option<u64>,
    change: Change,
    l: &str,
) -> String {
    // The daily puzzle's game: the game chosen now, else the channel's.
    let chosen = match change.variant {
        Some(v) => Some(v),
        None => channel_settings(hub, channel, guild).await.game(),
    };
    let puzzle_variant = match chosen {
        Some(GameKind::WordCap(_)) if change.puzzle == Some(true) => {
            return key(l, "puzzle-err-wordcap");
        }
        Some(kind) => kind.board().unwrap_or(VariantId::Literaki),
        None => VariantId::Literaki,
    };
    let scope = match (change.server, guild) {
        (true, Some(g)) => Scope::Guild(g),
        _ => Scope::Channel(channel),
    };
    let store = hub.store();
    let result = async {
        save(store, scope, channel, guild, &change, puzzle_variant, l).await?;
        config_answer(store, l, scope, channel, guild).await
    }
    .await;
    match result {
        Ok(text) => text,
        Err(e) => {
            tracing::error!(error = %e, "could not save settings");
            key(l, "err-internal")
        }
    }
}

/// Saves `change` for `scope`; the puzzle's settings are the server's (`guild`'s), its
/// posts written in `l`.
async fn save(
    store: &Store,
    scope: Scope,
    channel: u64,
    guild: Option<u64>,
    change: &Change,
    puzzle_variant: VariantId,
    l: &str,
) -> Result<(), StoreError> {
    if let Some(v) = change.variant {
        store.set_setting(scope, "variant", v.name()).await?;
    }
    if let Some(d) = change.dictionary {
        store
            .set_setting(scope, &dictionary_key(d.language), d.name)
            .await?;
    }
    if let Some(t) = change.move_time {
        store.set_setting_to(scope, "move_time", t).await?;
    }
    if let Some(t) = change.threads {
        store.set_setting_to(scope, "threads", t).await?;
    }
    if let Some(r) = change.rated {
        store.set_setting_to(scope, "rated", r).await?;
    }
    if let Some(p) = change.pages {
        store.set_setting_to(scope, "pages", p).await?;
    }
    if let Some(g) = guild {
        let server = Scope::Guild(g);
        match change.puzzle {
            Some(true) => {
                store
                    .set_setting_to(server, puzzle::CHANNEL_KEY, channel)
                    .await?;
                store
                    .set_setting(server, puzzle::VARIANT_KEY, puzzle_variant.name())
                    .await?;
                store.set_setting(server, puzzle::LOCALE_KEY, l).await?;
            }
            Some(false) => store.remove_setting(server, puzzle::CHANNEL_KEY).await?,
            None => {}
        }
        if let Some(h) = change.puzzle_hour {
            store.set_setting_to(server, puzzle::HOUR_KEY, h).await?;
        }
    }
    Ok(())
}

/// Where `/config` reads the settings it shows.
#[derive(Debug, Clone, Copy)]
enum SettingsOf {
    /// Exactly those saved for one scope (a server's defaults, or a channel's own).
    Scope(Scope),
    /// Those a channel plays by: its own, else its server's.
    Channel { channel: u64, guild: Option<u64> },
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
    let sentence = Msg::new(key).game("variant", variant).n("seconds", seconds);
    let sentence = if chosen.is_empty() {
        let default = crate::text::key(l, "config-dictionary-default");
        sentence.md("dictionary", default)
    } else {
        sentence.s("dictionary", chosen.join(", "))
    };
    let sentence = localize(l, &sentence);
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
    let pages = if setting("pages").is_none_or(|v| v != "false") {
        "config-pages-on"
    } else {
        "config-pages-off"
    };
    let puzzle = match setting(puzzle::CHANNEL_KEY) {
        Some(channel) => localize(
            l,
            &Msg::new("config-puzzle-on")
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
        "{sentence}\n{}\n{}\n{}\n{puzzle}",
        crate::text::key(l, threads),
        crate::text::key(l, rated),
        crate::text::key(l, pages)
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
