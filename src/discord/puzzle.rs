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
use crate::service::puzzle::{answer_puzzle, answer_today};
pub use crate::service::puzzle::{
    spawn_scheduler, CHANNEL_KEY, DEFAULT_HOUR, HOUR_KEY, LOCALE_KEY, VARIANT_KEY,
};
use crate::text::key;

/// The answer form's field.
const FORM_MOVE: &str = "move";
use crate::table::ButtonId;
use serenity::all::{
    ComponentInteraction, Context as SerenityContext, CreateActionRow, CreateInputText,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateModal,
    EditInteractionResponse, InputTextStyle, ModalInteraction,
};

/// The daily puzzle
#[poise::command(
    slash_command,
    guild_only,
    subcommands("answer_move"),
    subcommand_required
)]
pub(crate) async fn puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Answer today's puzzle (only you see your verdict)
#[poise::command(slash_command, guild_only, rename = "answer")]
pub(crate) async fn answer_move(
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
    let name = super::asked::display_name(i);
    let who = (i.user.id.get(), name.as_str());
    let text = answer_today(hub, guild, who, &r#move, &l).await?;
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
    let guild = form.guild_id.map(|g| g.get());
    let who = (form.user.id.get(), name.as_str());
    let text = answer_puzzle(&data.hub, id.game, guild, who, &typed, &l).await;
    let edit = EditInteractionResponse::new().content(text);
    if let Err(e) = form.edit_response(&ctx.http, edit).await {
        tracing::warn!(error = %e, "could not tell a puzzle verdict");
    }
}

/// The commands of this module.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![puzzle()]
}
