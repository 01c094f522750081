//! The slash commands. Each one is acknowledged at once (deferred, ephemeral) and its input
//! queued to the channel's task; `/config` and `/help` answer directly. A command's doc comment
//! is its description; the catalog gives its localizations at start-up.

use super::answer::Interaction;
use super::asked::{
    acknowledge, answer, challenge_names, display_name, home_channel, interaction, is_moderator,
    language_names, locale, strength_names, unknown_variant, variant_names, Pace,
};
use super::{Context, Error};
use crate::lexicon::Language;
use crate::movegen::computer::Strength;
use crate::rules::{ChallengeRule, VariantId};
use crate::service::hub::Job;
use crate::service::records;
use crate::service::settings::channel_settings;
use crate::setup::{wordcap_language, WORDCAP_LANGUAGES};
use crate::table::{Action, GameKind, GameOptions, Input};
use crate::text::key;
use crate::wordcap::TurnLimit;
use serenity::all::{CreateAttachment, EditInteractionResponse};

/// Acknowledge, then queue the action for the channel's table.
async fn enqueue(ctx: Context<'_>, action: Action) -> Result<(), Error> {
    acknowledge(&ctx, true).await?;
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    let input = Input {
        user: i.user.id.get(),
        name: display_name(i),
        locale: i.locale.clone(),
        action,
    };
    // `/rack` comes with the person's own page of the game, when pages are served.
    let data = ctx.data();
    let page = match &input.action {
        Action::ShowRack => super::asked::own_page(data, i.channel_id.get(), i.user.id.get()).await,
        _ => None,
    };
    let job = Job {
        guild: i.guild_id.map(|g| g.get()),
        responder: data.sender.responder_with_page(
            Interaction::Command(Box::new(i.clone())),
            i.locale.clone(),
            page,
        ),
        input,
    };
    data.hub.dispatch(i.channel_id.get(), job);
    Ok(())
}
/// Start or end a game in this channel
#[poise::command(
    slash_command,
    subcommands("new", "end", "agree", "export", "missed", "web"),
    subcommand_required
)]
pub(crate) async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Days per move of a game over days when `/game new pace:days` names none.
const DEFAULT_DAYS_PER_MOVE: u8 = 3;

/// Open a new game in this channel
// Each parameter is a slash-command option.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub(crate) async fn new(
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
    #[description = "Strength of the computer players: beginner, intermediate, strong or expert"]
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
    #[description = "live (default), or days: a game over days with reminders by DM"] pace: Option<
        Pace,
    >,
    #[description = "A game over days: days each player has per move (1 to 14, default 3)"]
    #[min = 1]
    #[max = 14]
    days_per_move: Option<u8>,
) -> Result<(), Error> {
    // Acknowledged before anything is read.
    acknowledge(&ctx, true).await?;
    let days_per_move = match (pace, days_per_move) {
        (Some(Pace::Live), Some(_)) => {
            let l = locale(&ctx);
            return answer(ctx, key(&l, "err-live-with-days")).await;
        }
        (Some(Pace::Days), days) => Some(days.unwrap_or(DEFAULT_DAYS_PER_MOVE)),
        (None, Some(days)) => Some(days),
        (_, None) => None,
    };
    let settings = match interaction(&ctx) {
        Some(i) => {
            let guild = i.guild_id.map(|g| g.get());
            channel_settings(&ctx.data().hub, i.channel_id.get(), guild).await
        }
        None => Default::default(),
    };
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
        .map(|c| Language::from_code(c.trim()).filter(|l| WORDCAP_LANGUAGES.contains(l)))
    {
        Some(None) => {
            let l = locale(&ctx);
            return answer(ctx, key(&l, "err-unknown-language")).await;
        }
        Some(Some(lang)) => lang,
        None => wordcap_language(&locale(&ctx)),
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
        .or_else(|| settings.game())
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
    let move_time_secs = match days_per_move {
        // Over days, a move may take the days chosen (a "day" as long as PLANSZA_DAY_SECS).
        Some(days) => {
            let day = u32::try_from(ctx.data().hub.day().as_secs()).unwrap_or(86_400);
            Some(u32::from(days) * day)
        }
        None => settings.move_time_secs().filter(|&s| s > 0),
    };
    enqueue(
        ctx,
        Action::NewGame(GameOptions {
            variant,
            move_time_secs,
            dictionary: settings.dictionary(variant.language()),
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
            threads: settings.threads(),
            unrated: !settings.rated(),
            unlisted: !settings.pages(),
            days_per_move,
        }),
    )
    .await
}

/// End the game in this channel (its creator or a moderator)
#[poise::command(slash_command)]
pub(crate) async fn end(ctx: Context<'_>) -> Result<(), Error> {
    let moderator = interaction(&ctx).is_some_and(is_moderator);
    enqueue(ctx, Action::EndGame { moderator }).await
}

/// Agree to end a game played at the simple level (Эрудит)
#[poise::command(slash_command)]
pub(crate) async fn agree(ctx: Context<'_>) -> Result<(), Error> {
    enqueue(ctx, Action::AgreeEnd).await
}

/// Post the last finished game of this channel as a GCG game record
#[poise::command(slash_command)]
pub(crate) async fn export(
    ctx: Context<'_>,
    #[description = "Add the analysis: after each person's move, the best move and the equity lost"]
    analysis: Option<bool>,
) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    acknowledge(&ctx, false).await?;
    // The channel's, or its thread's home channel's.
    let home = home_channel(i);
    let Some(record) =
        records::last_record(&ctx.data().hub, home, analysis.unwrap_or(false)).await?
    else {
        let edit = EditInteractionResponse::new().content(key(&l, "err-nothing-to-export"));
        i.edit_response(ctx.http(), edit).await?;
        return Ok(());
    };
    let file = CreateAttachment::bytes(record.text.into_bytes(), record.file_name);
    let mut text = crate::text::localize(
        &l,
        &crate::table::Msg::new("exported").game("variant", record.variant),
    );
    // Where the bot serves pages: the game's own page, to step through it.
    if let Some(pages) = ctx.data().sender.pages() {
        match crate::service::archive::last_game_page(&ctx.data().hub, &pages, home).await {
            Ok(Some(url)) => {
                let line = crate::table::Msg::new("lookback-export-link").md("url", url);
                text = format!("{text}\n{}", crate::text::localize(&l, &line));
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(error = %e, "could not sign a finished game's page"),
        }
    }
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
pub(crate) async fn play(
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
pub(crate) async fn exchange(
    ctx: Context<'_>,
    #[description = "The tiles to swap, e.g. AEZ (a blank is *)"]
    #[max_length = 20]
    tiles: String,
) -> Result<(), Error> {
    enqueue(ctx, Action::Exchange(tiles)).await
}

/// Skip your turn
#[poise::command(slash_command)]
pub(crate) async fn pass(ctx: Context<'_>) -> Result<(), Error> {
    enqueue(ctx, Action::Pass).await
}

/// Shuffle the WordCap grid's letters (three times per player in a game; uses no turn)
#[poise::command(slash_command)]
pub(crate) async fn sort(ctx: Context<'_>) -> Result<(), Error> {
    enqueue(ctx, Action::Sort).await
}

/// Give up the game
#[poise::command(slash_command)]
pub(crate) async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    enqueue(ctx, Action::Resign).await
}

/// Show your tiles (only you can see them)
#[poise::command(slash_command)]
pub(crate) async fn rack(ctx: Context<'_>) -> Result<(), Error> {
    enqueue(ctx, Action::ShowRack).await
}

/// A few good moves for your rack (where the game allows hints; only you see them)
#[poise::command(slash_command)]
pub(crate) async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    enqueue(ctx, Action::Hint).await
}

/// Your biggest missed moves in the last finished game of this channel (only you see them)
#[poise::command(slash_command)]
pub(crate) async fn missed(ctx: Context<'_>) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    acknowledge(&ctx, true).await?;
    let home = home_channel(i);
    let text = match records::missed(&ctx.data().hub, home, i.user.id.get()).await? {
        None => key(&l, "err-nothing-to-export"),
        Some(lines) => crate::text::localize_lines(&l, &lines),
    };
    i.edit_response(ctx.http(), EditInteractionResponse::new().content(text))
        .await?;
    Ok(())
}

/// Your own page of this game, to play by touch in a browser (a fresh link, for you alone)
#[poise::command(slash_command)]
pub(crate) async fn web(ctx: Context<'_>) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    acknowledge(&ctx, true).await?;
    let text = match ctx.data().sender.pages() {
        None => key(&l, "web-off"),
        Some(pages) => {
            let place = i.channel_id.get();
            let user = i.user.id.get();
            match crate::service::links::player_page(&ctx.data().hub, &pages, place, user).await? {
                Some(url) => {
                    crate::text::localize(&l, &crate::table::Msg::new("web-link").code("url", url))
                }
                None => key(&l, "web-err-not-seated"),
            }
        }
    };
    i.edit_response(ctx.http(), EditInteractionResponse::new().content(text))
        .await?;
    Ok(())
}

/// How to play and how to write a move
#[poise::command(slash_command)]
pub(crate) async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let l = locale(&ctx);
    answer(ctx, key(&l, "help-text")).await?;
    // More messages: together they pass Discord's 2000 characters.
    answer(ctx, key(&l, "help-wordcap")).await?;
    answer(ctx, key(&l, "help-community")).await
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
        super::settings::config(),
        help(),
    ]
}

#[cfg(test)]
mod tests {
    use crate::i18n::{tr, Locale};
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
