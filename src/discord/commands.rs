//! The slash commands. Each one is acknowledged at once (deferred, ephemeral) and its input
//! queued to the channel's task; `/config` and `/help` answer directly. A command's doc comment
//! is its description; the catalog gives its localizations at start-up.

use super::hub::Job;
use super::send::Responder;
use super::text::key;
use super::{Context, Error};
use crate::discord::dictionaries::language_of;
use crate::lexicon::{BundledDict, Language, BUNDLED};
use crate::movegen::computer::Strength;
use crate::rules::{ChallengeRule, VariantId};
use crate::store::{Scope, Store};
use crate::table::{Action, GameKind, GameOptions, Input};
use crate::wordcap::TurnLimit;
use poise::CreateReply;
use serenity::all::{CommandInteraction, CreateAttachment, EditInteractionResponse};
use std::collections::HashMap;

/// Variant names starting with what was typed (slash-command autocomplete).
async fn variant_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.to_lowercase();
    GameKind::names()
        .into_iter()
        .map(str::to_string)
        .filter(|n| n.starts_with(&partial))
        .collect()
}

/// Language codes for WordCap (slash-command autocomplete).
async fn language_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.to_lowercase();
    LANGUAGES
        .iter()
        .map(|l| l.code().to_string())
        .filter(|n| n.starts_with(&partial))
        .collect()
}

/// The languages WordCap offers.
const LANGUAGES: [Language; 4] = [
    Language::English,
    Language::Polish,
    Language::German,
    Language::Russian,
];

/// The WordCap language for someone who named none: their Discord language if WordCap has
/// it, else English.
fn language_of_locale(locale: &str) -> Language {
    let code = locale.split('-').next().unwrap_or_default();
    Language::from_code(code)
        .filter(|l| LANGUAGES.contains(l))
        .unwrap_or(Language::English)
}

fn unknown_variant(l: &str) -> String {
    let names = GameKind::names();
    crate::discord::text::localize(
        l,
        &crate::table::Msg::new("err-unknown-variant").s("names", names.join(", ")),
    )
}

/// Dictionary names starting with what was typed (slash-command autocomplete).
async fn dictionary_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.to_lowercase();
    BUNDLED
        .iter()
        .map(|d| d.name.to_string())
        .filter(|n| n.starts_with(&partial))
        .collect()
}

/// Computer strength names (slash-command autocomplete).
async fn strength_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let partial = partial.to_lowercase();
    Strength::ALL
        .iter()
        .map(|s| s.name().to_string())
        .filter(|n| n.starts_with(&partial))
        .collect()
}

/// Challenge rule names (slash-command autocomplete).
async fn challenge_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
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

/// Acknowledge, then queue the action for the channel's table.
async fn enqueue(ctx: Context<'_>, action: Action) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    let input = Input {
        user: i.user.id.get(),
        name: display_name(i),
        locale: i.locale.clone(),
        action,
    };
    let job = Job {
        input,
        guild: i.guild_id.map(|g| g.get()),
        responder: Responder::Command(Box::new(i.clone()), i.locale.clone()),
    };
    ctx.data().hub.dispatch(i.channel_id.get(), job);
    Ok(())
}

async fn answer(ctx: Context<'_>, text: String) -> Result<(), Error> {
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

/// Start or end a game in this channel
#[poise::command(
    slash_command,
    subcommands("new", "end", "agree", "export", "missed"),
    subcommand_required
)]
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The settings a channel plays by (its own, else its server's) that opening a game reads,
/// read on the store's thread in one go.
async fn channel_settings(ctx: &Context<'_>) -> HashMap<String, String> {
    let Some(i) = interaction(ctx) else {
        return HashMap::new();
    };
    let (channel, guild) = (i.channel_id.get(), i.guild_id.map(|g| g.get()));
    let mut keys: Vec<String> = ["variant", "move_time", "threads", "dictionary"]
        .iter()
        .map(|k| k.to_string())
        .collect();
    keys.extend(LANGUAGES.iter().map(|l| dictionary_key(*l)));
    let read = ctx
        .data()
        .hub
        .with_store(move |store| {
            let mut found = HashMap::new();
            for key in keys {
                if let Some(value) = store.effective_setting(channel, guild, &key)? {
                    found.insert(key, value);
                }
            }
            Ok(found)
        })
        .await;
    read.unwrap_or_else(|e| {
        tracing::warn!(channel, error = %e, "could not read the channel's settings");
        HashMap::new()
    })
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
fn dictionary_setting(settings: &HashMap<String, String>, language: Language) -> Option<String> {
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

/// Open a new game in this channel
// Each parameter is a slash-command option.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "Which game to play"]
    #[autocomplete = "variant_names"]
    variant: Option<String>,
    #[description = "Challenge rule where the game offers a choice: double or void"]
    #[autocomplete = "challenge_names"]
    challenge: Option<String>,
    #[description = "Minutes each player has for the whole game (Literki)"]
    #[min = 1]
    #[max = 1440]
    game_time: Option<u32>,
    // From 1, as docs/rules/erudit.md and letterbox.md say: a small target is a quick game.
    #[description = "Score to play to, 1 to 2000 (Эрудит: default 200; Letterbox: default 100)"]
    #[min = 1]
    #[max = 2000]
    target: Option<u32>,
    #[description = "Simple level: no scores, the game ends when everyone agrees (Эрудит)"]
    simple: Option<bool>,
    #[description = "Letters per player (Letterbox: 5 to 10, default 7)"]
    #[min = 5]
    #[max = 10]
    letters: Option<u8>,
    #[description = "Strength of the computer players: beginner, intermediate or strong"]
    #[autocomplete = "strength_names"]
    computer: Option<String>,
    #[description = "Allow /hint (default: only in games against the computer)"] hints: Option<
        bool,
    >,
    #[description = "WordCap: language of the letters and words (en, pl, de, ru)"]
    #[autocomplete = "language_names"]
    language: Option<String>,
    #[description = "WordCap: turns in the game (default 30)"]
    #[min = 1]
    #[max = 200]
    turns: Option<u32>,
    #[description = "WordCap: count the turns per player instead of in all"] turns_each: Option<
        bool,
    >,
) -> Result<(), Error> {
    // Acknowledged before anything is read.
    ctx.defer_ephemeral().await?;
    let settings = channel_settings(&ctx).await;
    let computer = match computer.as_deref().map(Strength::from_name) {
        Some(None) => {
            let l = locale(&ctx);
            return answer(ctx, key(&l, "err-unknown-strength")).await;
        }
        Some(Some(s)) => Some(s),
        None => None,
    };
    let challenge = match challenge.as_deref().map(ChallengeRule::from_name) {
        Some(None) => {
            let l = locale(&ctx);
            return answer(ctx, key(&l, "err-unknown-challenge")).await;
        }
        Some(Some(c)) => Some(c),
        None => None,
    };
    let language = match language
        .as_deref()
        .map(|c| Language::from_code(c.trim()).filter(|l| LANGUAGES.contains(l)))
    {
        Some(None) => {
            let l = locale(&ctx);
            return answer(ctx, key(&l, "err-unknown-language")).await;
        }
        Some(Some(lang)) => lang,
        None => language_of_locale(&locale(&ctx)),
    };
    let chosen = match variant.as_deref().map(GameKind::from_name) {
        Some(None) => {
            let l = locale(&ctx);
            return answer(ctx, unknown_variant(&l)).await;
        }
        Some(Some(v)) => Some(v),
        None => None,
    };
    let mut variant = chosen
        .or_else(|| settings.get("variant").and_then(|v| GameKind::from_name(v)))
        .unwrap_or(GameKind::Board(VariantId::Literaki));
    if let GameKind::WordCap(options) = &mut variant {
        options.language = language;
        if let Some(n) = turns {
            options.turn_limit = if turns_each.unwrap_or(false) {
                TurnLimit::PerPlayer(n)
            } else {
                TurnLimit::InAll(n)
            };
        } else if turns_each.unwrap_or(false) {
            options.turn_limit = TurnLimit::PerPlayer(options.turn_limit.count());
        }
    }
    let move_time_secs = settings
        .get("move_time")
        .and_then(|v| v.parse::<u32>().ok())
        .filter(|&s| s > 0);
    enqueue(
        ctx,
        Action::NewGame(GameOptions {
            variant,
            move_time_secs,
            dictionary: dictionary_setting(&settings, variant.language()),
            game_time_secs: game_time.map(|m| m * 60),
            rules: crate::rules::GameOptions {
                challenge,
                level: if simple.unwrap_or(false) {
                    crate::rules::Level::Simple
                } else {
                    crate::rules::Level::Scored
                },
                target,
                rack_size: letters,
            },
            computer,
            hints,
            threads: settings.get("threads").is_none_or(|v| v != "false"),
        }),
    )
    .await
}

/// End the game in this channel (its creator or a moderator)
#[poise::command(slash_command)]
pub async fn end(ctx: Context<'_>) -> Result<(), Error> {
    let moderator = interaction(&ctx).is_some_and(is_moderator);
    enqueue(ctx, Action::EndGame { moderator }).await
}

/// Agree to end a game played at the simple level (Эрудит)
#[poise::command(slash_command)]
pub async fn agree(ctx: Context<'_>) -> Result<(), Error> {
    enqueue(ctx, Action::AgreeEnd).await
}

/// The last finished game of the channel (or its thread's home channel) `i` came from.
async fn last_finished(
    ctx: &Context<'_>,
    i: &CommandInteraction,
) -> Result<Option<crate::store::FinishedGame>, Error> {
    let home = home_channel(i);
    let last = ctx
        .data()
        .hub
        .with_store(move |store| Ok(store.finished_games(home, 1)?))
        .await?;
    Ok(last.into_iter().next())
}

/// Post the last finished game of this channel as a GCG game record
#[poise::command(slash_command)]
pub async fn export(ctx: Context<'_>) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    ctx.defer().await?;
    let Some(record) = last_finished(&ctx, i).await? else {
        let edit = EditInteractionResponse::new().content(key(&l, "err-nothing-to-export"));
        i.edit_response(ctx.http(), edit).await?;
        return Ok(());
    };
    let state: crate::table::TableState = serde_json::from_str(&record.game_json)?;
    let table = match crate::table::Table::from_state(state) {
        Ok(t) => t,
        Err(e) => {
            tracing::error!(error = %e, "a finished game could not be read for export");
            let edit = EditInteractionResponse::new().content(key(&l, "err-nothing-to-export"));
            i.edit_response(ctx.http(), edit).await?;
            return Ok(());
        }
    };
    let Some(game) = table.game() else {
        let edit = EditInteractionResponse::new().content(key(&l, "err-nothing-to-export"));
        i.edit_response(ctx.http(), edit).await?;
        return Ok(());
    };
    let names: Vec<String> = table.state().seats.iter().map(|s| s.name.clone()).collect();
    let gcg = crate::gcg::write_game(game, &names);
    let file = CreateAttachment::bytes(
        gcg.into_bytes(),
        format!("plansza-{}-{}.gcg", record.variant, table.state().game_id),
    );
    let text = crate::discord::text::localize(
        &l,
        &crate::table::Msg::new("exported").s("variant", record.variant.clone()),
    );
    i.edit_response(
        ctx.http(),
        EditInteractionResponse::new()
            .content(text)
            .new_attachment(file),
    )
    .await?;
    Ok(())
}

/// Put a word on the board (WordCap: trace a word on the grid)
#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Board: 8H WORD (across) or H8 WORD (down). WordCap: cells A1 B2 B3 or the word"]
    #[max_length = 80]
    #[autocomplete = "super::autocomplete::move_preview"]
    r#move: String,
) -> Result<(), Error> {
    enqueue(ctx, Action::Play(r#move)).await
}

/// Swap tiles from your rack for new ones from the bag
#[poise::command(slash_command)]
pub async fn exchange(
    ctx: Context<'_>,
    #[description = "The tiles to swap, e.g. AEZ (a blank is *)"]
    #[max_length = 20]
    tiles: String,
) -> Result<(), Error> {
    enqueue(ctx, Action::Exchange(tiles)).await
}

/// Skip your turn
#[poise::command(slash_command)]
pub async fn pass(ctx: Context<'_>) -> Result<(), Error> {
    enqueue(ctx, Action::Pass).await
}

/// Shuffle the WordCap grid's letters (three times per player in a game; uses no turn)
#[poise::command(slash_command)]
pub async fn sort(ctx: Context<'_>) -> Result<(), Error> {
    enqueue(ctx, Action::Sort).await
}

/// Give up the game
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    enqueue(ctx, Action::Resign).await
}

/// Show your tiles (only you can see them)
#[poise::command(slash_command)]
pub async fn rack(ctx: Context<'_>) -> Result<(), Error> {
    enqueue(ctx, Action::ShowRack).await
}

/// A few good moves for your rack (where the game allows hints; only you see them)
#[poise::command(slash_command)]
pub async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    enqueue(ctx, Action::Hint).await
}

/// Your biggest missed moves in the last finished game of this channel (only you see them)
#[poise::command(slash_command)]
pub async fn missed(ctx: Context<'_>) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    ctx.defer_ephemeral().await?;
    let text = match last_finished(&ctx, i).await? {
        None => key(&l, "err-nothing-to-export"),
        Some(record) => {
            let state: crate::table::TableState = serde_json::from_str(&record.game_json)?;
            crate::discord::text::localize_lines(
                &l,
                &crate::table::missed_report(&state, i.user.id.get()),
            )
        }
    };
    i.edit_response(ctx.http(), EditInteractionResponse::new().content(text))
        .await?;
    Ok(())
}

/// How to play and how to write a move
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let l = locale(&ctx);
    answer(ctx, key(&l, "help-text")).await?;
    // A second message: the two together pass Discord's 2000 characters.
    answer(ctx, key(&l, "help-wordcap")).await
}

/// Change the game settings for this channel (moderators)
#[poise::command(slash_command)]
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
                let text = crate::discord::text::localize(
                    &l,
                    &crate::table::Msg::new("err-unknown-dictionary").s("names", names.join(", ")),
                );
                return answer(ctx, text).await;
            }
        },
    };
    let scope = match (server.unwrap_or(false), i.guild_id) {
        (true, Some(g)) => Scope::Guild(g.get()),
        _ => Scope::Channel(i.channel_id.get()),
    };
    let (channel, guild) = (i.channel_id.get(), i.guild_id.map(|g| g.get()));
    let l2 = l.clone();
    let result = ctx
        .data()
        .hub
        .with_store(move |store| {
            if let Some(v) = variant {
                store.set_setting(scope, "variant", v.name())?;
            }
            if let Some(d) = dictionary {
                store.set_setting(scope, &dictionary_key(d.language), d.name)?;
            }
            if let Some(t) = move_time {
                store.set_setting(scope, "move_time", &t.to_string())?;
            }
            if let Some(t) = threads {
                store.set_setting(scope, "threads", &t.to_string())?;
            }
            Ok(config_answer(store, &l2, scope, channel, guild))
        })
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
fn config_answer(store: &Store, l: &str, scope: Scope, channel: u64, guild: Option<u64>) -> String {
    let here = SettingsOf::Channel { channel, guild };
    match scope {
        Scope::Channel(_) => settings_text(store, l, "config-now", here),
        Scope::Guild(_) => {
            let mut text = settings_text(store, l, "config-now-server", SettingsOf::Scope(scope));
            let own = store
                .settings(Scope::Channel(channel))
                .is_ok_and(|own| !own.is_empty());
            if own {
                text.push('\n');
                text.push_str(&settings_text(store, l, "config-channel-own", here));
            }
            text
        }
    }
}

/// The settings as a sentence (`key`: `config-now`, `config-now-server` or
/// `config-channel-own`), with the defaults for what was never set, and a line saying
/// whether games get their own threads.
fn settings_text(store: &Store, l: &str, key: &'static str, of: SettingsOf) -> String {
    let setting = |name: &str| {
        match of {
            SettingsOf::Scope(scope) => store.get_setting(scope, name),
            SettingsOf::Channel { channel, guild } => store.effective_setting(channel, guild, name),
        }
        .ok()
        .flatten()
    };
    let variant = setting("variant").unwrap_or_else(|| "literaki".to_string());
    let seconds = setting("move_time")
        .and_then(|v| v.parse::<u32>().ok())
        .unwrap_or(0);
    let chosen = dictionary_settings(&setting);
    let dictionary = if chosen.is_empty() {
        "-".to_string()
    } else {
        chosen.join(", ")
    };
    let sentence = crate::discord::text::localize(
        l,
        &crate::table::Msg::new(key)
            .s("variant", variant)
            .n("seconds", seconds)
            .s("dictionary", dictionary),
    );
    let threads = if setting("threads").is_none_or(|v| v != "false") {
        "config-threads-on"
    } else {
        "config-threads-off"
    };
    format!("{sentence}\n{}", crate::discord::text::key(l, threads))
}

/// Every command, for the framework.
pub fn all() -> Vec<poise::Command<super::Data, Error>> {
    vec![
        game(),
        play(),
        exchange(),
        pass(),
        sort(),
        resign(),
        rack(),
        hint(),
        config(),
        help(),
    ]
}

#[cfg(test)]
mod tests {
    use super::config_answer;
    use crate::i18n::{tr, Locale};
    use crate::store::{Scope, Store};
    use serde_json::Value;

    /// Literaki: "Jeżeli słowo nie jest poprawne, to gracz musi zabrać wyłożone płytki z
    /// literami i traci kolejkę"; WordCap: "If within 10 seconds ... all the opponents do not
    /// select the "Accept" option, the word is checked with a dictionary automatically as if
    /// the "Check" option was selected." So `/help` says an unanswered move is checked
    /// automatically and a phony still costs its author the turn (no "no penalty").
    #[test]
    fn help_says_an_unanswered_phony_is_checked_and_costs_its_author_the_turn() {
        for (locale, checked, costs, no_penalty) in [
            (
                Locale::English,
                "checked automatically",
                "costs its author the turn",
                "no penalty",
            ),
            (
                Locale::Polish,
                "sprawdzane automatycznie",
                "kosztuje autora kolejkę",
                "bez kary",
            ),
            (
                Locale::German,
                "automatisch geprüft",
                "trotzdem den Zug",
                "ohne Strafe",
            ),
            (
                Locale::Russian,
                "проверяются автоматически",
                "всё равно теряет ход",
                "без штрафа",
            ),
        ] {
            let help = tr(locale, "help-text");
            let line = help.lines().find(|l| l.contains(checked));
            assert!(line.is_some(), "{locale}: no automatic check in {help}");
            let line = line.unwrap_or_default();
            assert!(line.contains(costs), "{locale}: {line}");
            assert!(!help.contains(no_penalty), "{locale}: {help}");
        }
    }

    /// Issue 11: "`/config server:true` must confirm the server-wide change". The answer
    /// says the settings are the server's defaults and shows them (not the channel's); a
    /// channel with settings of its own is told they still apply there.
    #[test]
    fn config_for_the_server_confirms_the_server_wide_defaults(
    ) -> Result<(), crate::store::StoreError> {
        let mut store = Store::open(":memory:")?;
        let (guild, channel) = (5, 1);
        store.set_setting(Scope::Guild(guild), "variant", "erudit")?;
        store.set_setting(Scope::Guild(guild), "move_time", "90")?;
        let answer = config_answer(&store, "en-US", Scope::Guild(guild), channel, Some(guild));
        assert!(answer.starts_with("Server-wide defaults"), "{answer}");
        assert!(
            answer.contains("**erudit**") && answer.contains("90 s"),
            "{answer}"
        );
        assert!(!answer.contains("this channel"), "{answer}");
        assert!(!answer.contains("This channel"), "{answer}");

        store.set_setting(Scope::Channel(channel), "variant", "literki")?;
        let answer = config_answer(&store, "en-US", Scope::Guild(guild), channel, Some(guild));
        let lines: Vec<&str> = answer.lines().collect();
        assert!(lines[0].contains("**erudit**"), "{answer}");
        let own = lines.iter().position(|l| l.starts_with("This channel has"));
        let own = own.unwrap_or_else(|| panic!("the channel's own settings: {answer}"));
        assert!(own > 0, "{answer}");
        assert!(
            lines[own].contains("**literki**") && lines[own].contains("90 s"),
            "{answer}"
        );
        let polish = config_answer(&store, "pl", Scope::Guild(guild), channel, Some(guild));
        assert!(polish.contains("całego serwera"), "{polish}");

        let here = config_answer(
            &store,
            "en-US",
            Scope::Channel(channel),
            channel,
            Some(guild),
        );
        assert!(here.starts_with("Settings for this channel"), "{here}");
        assert!(here.contains("**literki**"), "{here}");
        Ok(())
    }

    /// The definition Discord gets of `/game new`'s option `name`.
    fn game_new_option(name: &str) -> Option<Value> {
        let commands = super::all();
        let defs = poise::builtins::create_application_commands(&commands);
        let json = serde_json::to_value(defs).ok()?;
        let game = json.as_array()?.iter().find(|c| c["name"] == "game")?;
        let new = game["options"]
            .as_array()?
            .iter()
            .find(|o| o["name"] == "new")?;
        new["options"]
            .as_array()?
            .iter()
            .find(|o| o["name"] == name)
            .cloned()
    }

    /// docs/rules/erudit.md and letterbox.md: `target` is "any number from 1 to 2000". Discord
    /// enforces an option's range in the client, so the registered range is what players get.
    #[test]
    fn game_new_takes_every_target_the_rule_docs_allow() {
        let target = game_new_option("target").expect("/game new has a target option");
        assert_eq!(target["min_value"].as_f64(), Some(1.0), "{target}");
        assert_eq!(target["max_value"].as_f64(), Some(2000.0), "{target}");
        for doc in [
            include_str!("../../docs/rules/erudit.md"),
            include_str!("../../docs/rules/letterbox.md"),
        ] {
            assert!(doc.contains("any number from 1 to 2000"));
        }
    }
}
