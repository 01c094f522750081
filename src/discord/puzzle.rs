//! The daily puzzle on Discord. A moderator turns it on with `/config puzzle:true` in the
//! channel it is posted to (`puzzle_hour:` the UTC hour, default 12; the game: the channel's,
//! a board game). Each day at that hour the bot posts a position with the rack to play and
//! "find the best move" ([`crate::puzzle`] picks it); players answer privately (the
//! **Answer…** button's form, or `/puzzle answer`) and get their verdict at once; a day
//! later the ranking and the best moves are posted.
//!
//! The scheduler ([`spawn_scheduler`]) runs in every process for the servers on its shards.
//! A day's puzzle is stored before it is posted (one per server and day, whoever stores it
//! first), posted under a nonce made from its id (a retried post is not doubled), and marked
//! posted and closed in the store, so a crash at any instant loses or doubles nothing. A
//! "day" is `PLANSZA_DAY_SECS` long, so tests run a whole day in seconds.

use super::asked::field;
use super::asked::{answer, interaction, locale};
use super::{Context, Data, Error};
use crate::puzzle::AnswerError;
use crate::service::hub::{now_ms, Hub};
use crate::service::puzzle::read;
pub use crate::service::puzzle::{
    spawn_scheduler, CHANNEL_KEY, DEFAULT_HOUR, HOUR_KEY, LOCALE_KEY, VARIANT_KEY,
};
use crate::text::{key, localize};

/// The answer form's field.
const FORM_MOVE: &str = "move";
use crate::store::{PuzzleAnswer, StoreError, StoredPuzzle};
use crate::table::{ButtonId, Dictionaries, Msg};
use serenity::all::{
    ComponentInteraction, Context as SerenityContext, CreateActionRow, CreateInputText,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateModal,
    EditInteractionResponse, InputTextStyle, ModalInteraction,
};

/// The answer of `user` to puzzle `stored`, judged, kept (the first counts) and told: a
/// line for them alone. Nothing is kept for a move that is not one.
async fn judge(
    hub: &Hub,
    stored: &StoredPuzzle,
    user: u64,
    name: &str,
    typed: &str,
    l: &str,
) -> String {
    let Some(puzzle) = read(stored) else {
        return key(l, "err-internal");
    };
    let best = puzzle
        .best
        .first()
        .map(|b| format!("`{}` ({})", b.notation, b.score))
        .unwrap_or_default();
    if stored.closed || stored.deadline <= now_ms() as i64 {
        return localize(l, &Msg::new("puzzle-closed").md("best", best));
    }
    // Turned off (`/config puzzle:false`): the day's puzzle takes no more answers.
    match puzzle_on(hub, stored.guild).await {
        Ok(true) => {}
        Ok(false) => return key(l, "puzzle-off"),
        Err(e) => {
            tracing::error!(error = %e, "could not read a server's puzzle settings");
            return key(l, "err-internal");
        }
    }
    let language = puzzle.game.variant().language.code();
    let verdict = match puzzle.judge(typed, hub.lexicons().words(language)) {
        Ok(v) => v,
        Err(AnswerError::Notation) => {
            return localize(
                l,
                &Msg::new("puzzle-err-notation").code("move", typed.trim()),
            )
        }
        Err(AnswerError::Refused(e)) => {
            let why = localize(l, &crate::table::play_error(&e));
            return localize(l, &Msg::new("puzzle-err-refused").s("why", why));
        }
    };
    let answer = PuzzleAnswer {
        user,
        name: name.to_string(),
        answer: verdict.notation.clone(),
        score: verdict.score,
        rank: verdict.rank,
        answered_at: now_ms() as i64,
    };
    let (kept, new) = match hub.store().answer_puzzle(stored.id, &answer).await {
        Ok(k) => k,
        Err(e) => {
            tracing::error!(error = %e, "a puzzle answer was not kept");
            return key(l, "err-not-saved");
        }
    };
    // A move that does not stand counts all the same (its words are not named).
    let key = match (new, kept.score == 0 && kept.rank > verdict.ranks) {
        (true, false) => "puzzle-verdict",
        (true, true) => "puzzle-verdict-void",
        (false, _) => "puzzle-answered-before",
    };
    localize(
        l,
        &Msg::new(key)
            .code("move", kept.answer)
            .n("score", kept.score)
            .n("rank", kept.rank)
            .n("ranks", verdict.ranks)
            .md("best", best),
    )
}

/// The day before `open`'s puzzle, closed, when `typed` is a move of it but no move of
/// `open`'s: an answer composed for that puzzle, typed as the next one opened (the slash
/// command names no puzzle; the Answer button's form does).
async fn late_for(
    hub: &Hub,
    open: &StoredPuzzle,
    typed: &str,
) -> Result<Option<StoredPuzzle>, StoreError> {
    let Some(before) = hub.store().puzzle_of_day(open.guild, open.day - 1).await? else {
        return Ok(None);
    };
    if !before.closed {
        return Ok(None);
    }
    let fits = |stored: &StoredPuzzle| {
        read(stored).is_some_and(|p| {
            let language = p.game.variant().language.code();
            p.judge(typed, hub.lexicons().words(language)).is_ok()
        })
    };
    Ok((fits(&before) && !fits(open)).then_some(before))
}

/// The answer to a move typed for a puzzle that is closed: it is, and its best move.
fn late_answer(closed: &StoredPuzzle, l: &str) -> String {
    let best = read(closed)
        .and_then(|p| {
            p.best
                .first()
                .map(|b| format!("`{}` ({})", b.notation, b.score))
        })
        .unwrap_or_default();
    localize(l, &Msg::new("puzzle-closed").md("best", best))
}

/// Whether the server still has a daily puzzle (`/config puzzle:true`, not turned off).
async fn puzzle_on(hub: &Hub, guild: u64) -> Result<bool, StoreError> {
    let settings = hub
        .store()
        .settings(crate::store::Scope::Guild(guild))
        .await?;
    Ok(settings.iter().any(|(k, _)| k == CHANNEL_KEY))
}

/// The server's puzzle open now: today's, or yesterday's still open.
async fn open_puzzle(hub: &Hub, guild: u64) -> Result<Option<StoredPuzzle>, StoreError> {
    let day_ms = u64::try_from(hub.day().as_millis())
        .unwrap_or(86_400_000)
        .max(1);
    let today = (now_ms() / day_ms) as i64;
    for day in [today, today - 1] {
        if let Some(p) = hub.store().puzzle_of_day(guild, day).await? {
            if !p.closed && p.message_id.is_some() {
                return Ok(Some(p));
            }
        }
    }
    Ok(None)
}

/// The daily puzzle
#[poise::command(
    slash_command,
    guild_only,
    subcommands("answer_move"),
    subcommand_required
)]
pub async fn puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Answer today's puzzle (only you see your verdict)
#[poise::command(slash_command, guild_only, rename = "answer")]
pub async fn answer_move(
    ctx: Context<'_>,
    #[description = "Your move: 8H WORD (across) or H8 WORD (down)"]
    #[max_length = 80]
    r#move: String,
) -> Result<(), Error> {
    let l = locale(&ctx);
    let Some(i) = interaction(&ctx) else {
        return Ok(());
    };
    let Some(guild) = i.guild_id.map(|g| g.get()) else {
        return answer(ctx, key(&l, "suggest-guild-only")).await;
    };
    ctx.defer_ephemeral().await?;
    let hub = &ctx.data().hub;
    let text = match open_puzzle(hub, guild).await? {
        Some(p) => match late_for(hub, &p, &r#move).await? {
            // Typed for the puzzle that closed as this one opened: said so, not judged here.
            Some(closed) => late_answer(&closed, &l),
            None => {
                let name = super::asked::display_name(i);
                judge(hub, &p, i.user.id.get(), &name, &r#move, &l).await
            }
        },
        None => key(&l, "puzzle-none-open"),
    };
    i.edit_response(ctx.http(), EditInteractionResponse::new().content(text))
        .await?;
    Ok(())
}

/// **Answer…** pressed: the form for the move (the form is the press's answer).
pub async fn on_answer_button(ctx: &SerenityContext, press: &ComponentInteraction, id: ButtonId) {
    let l = press.locale.as_str();
    let input = CreateInputText::new(InputTextStyle::Short, key(l, "puzzle-form-move"), FORM_MOVE)
        .placeholder("8H WORD")
        .min_length(2)
        .max_length(80);
    let form = CreateModal::new(id.encode(), key(l, "puzzle-form-title"))
        .components(vec![CreateActionRow::InputText(input)]);
    if let Err(e) = press
        .create_response(&ctx.http, CreateInteractionResponse::Modal(form))
        .await
    {
        tracing::warn!(error = %e, "could not open the puzzle's answer form");
    }
}

/// The answer form submitted: acknowledged at once (privately), then the verdict.
pub async fn on_answer_form(
    ctx: &SerenityContext,
    form: &ModalInteraction,
    data: &Data,
    id: ButtonId,
) {
    let l = form.locale.clone();
    let defer =
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true));
    if let Err(e) = form.create_response(&ctx.http, defer).await {
        tracing::warn!(error = %e, "could not acknowledge a puzzle answer");
        return;
    }
    let typed = field(form, FORM_MOVE);
    let name = super::asked::member_name(form.member.as_ref(), &form.user);
    let hub = &data.hub;
    let text = match hub
        .store()
        .puzzle(i64::try_from(id.game).unwrap_or(-1))
        .await
    {
        Ok(Some(p)) if Some(p.guild) == form.guild_id.map(|g| g.get()) => {
            judge(hub, &p, form.user.id.get(), &name, &typed, &l).await
        }
        Ok(_) => key(&l, "puzzle-none-open"),
        Err(e) => {
            tracing::error!(error = %e, "could not read a puzzle");
            key(&l, "err-internal")
        }
    };
    let edit = EditInteractionResponse::new().content(text);
    if let Err(e) = form.edit_response(&ctx.http, edit).await {
        tracing::warn!(error = %e, "could not tell a puzzle verdict");
    }
}

/// The commands of this module.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![puzzle()]
}
