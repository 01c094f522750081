//! Presses of our controls, picks in our menus and our submitted forms: decoded from their
//! `custom_id` (game, action, move number) and queued to the channel's task as the same
//! [`Input`]s slash commands make. Most are acknowledged at once; **Play…** is answered at
//! once with the move form itself, outside the channel's queue (Discord wants a form as the
//! first answer within 3 seconds, and the queue may be busy delivering): the table judges
//! the move when the form comes back. What a form or a picker sends back carries the control
//! it came from ([`Action::Control`]), so it counts only for that control's move.
//! Components that are not ours are left alone.

use super::answer::{Interaction as Asked, FORM_DIRECTION, FORM_SQUARE, FORM_WORD};
use super::asked::{field, member_name};
use super::Data;
use crate::service::hub::Job;
use crate::table::{
    control_refusal, form, Action, ButtonAction, ButtonId, Form, Input, TableState,
};
use crate::text::localize;
use serenity::all::{
    ActionRowComponent, ComponentInteraction, ComponentInteractionDataKind, Context,
    CreateInteractionResponse, CreateInteractionResponseMessage, Interaction, ModalInteraction,
};

/// Handle an interaction if it is one of our components or forms.
pub async fn on_interaction(ctx: &Context, interaction: &Interaction, data: &Data) {
    match interaction {
        Interaction::Component(press) => on_component(ctx, press, data).await,
        Interaction::Modal(form) => on_form(ctx, form, data).await,
        _ => {}
    }
}

async fn on_component(ctx: &Context, press: &ComponentInteraction, data: &Data) {
    let started = std::time::Instant::now();
    let ours = ButtonId::decode(&press.data.custom_id);
    let page = crate::stats::LeaderboardPage::decode(&press.data.custom_id).is_some();
    if ours.is_none() && !page {
        return;
    }
    crate::metrics::metrics().components.inc();
    // Every press of ours passes the person's cooldown first, whatever it routes to.
    if let Some(answer) = held_back(data, press.user.id.get(), &press.locale) {
        if let Err(e) = press.create_response(&ctx.http, answer).await {
            tracing::warn!(error = %e, "could not ask someone to slow down");
        }
        return;
    }
    let Some(id) = ours else {
        super::leaderboard::on_page(ctx, press, data).await;
        return;
    };
    if id.action == ButtonAction::PuzzleAnswer {
        super::puzzle::on_answer_button(ctx, press, id).await;
        return;
    }
    if matches!(
        id.action,
        ButtonAction::TournamentJoin
            | ButtonAction::TournamentLeave
            | ButtonAction::TournamentStart
    ) {
        super::tournament::on_button(ctx, press, data, id).await;
        return;
    }
    let action = match &press.data.kind {
        // The exchange picker: the tiles picked, as `/exchange` takes them.
        ComponentInteractionDataKind::StringSelect { values } => {
            if id.action != ButtonAction::Exchange {
                return;
            }
            Action::Control(id, Box::new(Action::Exchange(picked_tiles(values))))
        }
        ComponentInteractionDataKind::Button => Action::Button(id),
        _ => return,
    };
    let locale = press.locale.clone();
    if let (Some(form), Action::Button(_)) = (move_form_of(id.action), &action) {
        let saved = data.hub.saved_table(press.channel_id.get());
        open_move_form(ctx, press, id, form, &locale, saved.as_deref()).await;
        crate::metrics::metrics().ack.observe(started.elapsed());
        return;
    }
    if let Err(e) = press
        .create_response(&ctx.http, CreateInteractionResponse::Acknowledge)
        .await
    {
        tracing::warn!(error = %e, "could not acknowledge a button press");
        return;
    }
    crate::metrics::metrics().ack.observe(started.elapsed());
    // My rack comes with the person's own page of the game, when pages are served.
    let page = match id.action {
        ButtonAction::MyRack => {
            super::asked::own_page(data, press.channel_id.get(), press.user.id.get()).await
        }
        _ => None,
    };
    let responder = data.sender.responder_with_page(
        Asked::Component(Box::new(press.clone())),
        locale.clone(),
        page,
    );
    let input = Input {
        user: press.user.id.get(),
        name: member_name(press.member.as_ref(), &press.user),
        locale,
        action,
    };
    let job = Job {
        input,
        guild: press.guild_id.map(|g| g.get()),
        responder,
    };
    data.hub.dispatch(press.channel_id.get(), job);
}

/// The form a **Play…** control opens: a board move's, or a WordCap word's.
fn move_form_of(action: ButtonAction) -> Option<Form> {
    match action {
        ButtonAction::Play => Some(Form::BoardMove),
        ButtonAction::PlayWord => Some(Form::GridWord),
        _ => None,
    }
}

/// Answers a press of **Play…** at once with the move form, never waiting for the channel's
/// queue (Discord wants a form as the first answer, within 3 seconds). The table as last
/// saved (`saved`, when its task runs) tells at once a late press or someone not to move
/// ([`control_refusal`]); the table judges the move itself when the form comes back.
async fn open_move_form(
    ctx: &Context,
    press: &ComponentInteraction,
    id: ButtonId,
    form: Form,
    locale: &str,
    saved: Option<&TableState>,
) {
    let refusal = saved.and_then(|state| control_refusal(state, id, press.user.id.get()));
    let answer = match refusal {
        Some(msg) => CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(localize(locale, &msg))
                .ephemeral(true),
        ),
        None => CreateInteractionResponse::Modal(super::answer::move_form(locale, form, &id)),
    };
    if let Err(e) = press.create_response(&ctx.http, answer).await {
        tracing::warn!(error = %e, "could not open the move form");
    }
}

/// The tiles of a pick: each option's value is `<index>:<letter>` (the index keeps two equal
/// tiles apart).
fn picked_tiles(values: &[String]) -> String {
    values
        .iter()
        .filter_map(|v| v.split_once(':').map(|(_, letter)| letter))
        .collect()
}

/// The cooldown ([`crate::cooldown`]): `None` when `user` may act now, else the private
/// answer saying how long to wait (nothing else happens).
fn held_back(data: &Data, user: u64, locale: &str) -> Option<CreateInteractionResponse> {
    let wait = data
        .hub
        .cooldown()
        .take(user, std::time::Instant::now())
        .err()?;
    let msg = crate::cooldown::Cooldown::answer(wait);
    let message = CreateInteractionResponseMessage::new()
        .content(localize(locale, &msg))
        .ephemeral(true);
    Some(CreateInteractionResponse::Message(message))
}

async fn on_form(ctx: &Context, submitted: &ModalInteraction, data: &Data) {
    let started = std::time::Instant::now();
    let Some(id) = ButtonId::decode(&submitted.data.custom_id) else {
        return;
    };
    crate::metrics::metrics().forms.inc();
    let locale = submitted.locale.clone();
    // Every form of ours passes the person's cooldown first, the puzzle's answers too.
    if let Some(answer) = held_back(data, submitted.user.id.get(), &locale) {
        if let Err(e) = submitted.create_response(&ctx.http, answer).await {
            tracing::warn!(error = %e, "could not ask someone to slow down");
        }
        return;
    }
    if id.action == ButtonAction::PuzzleAnswer {
        super::puzzle::on_answer_form(ctx, submitted, data, id).await;
        return;
    }
    if move_form_of(id.action).is_none() {
        return;
    }
    let word = field(submitted, FORM_WORD);
    let has_square = submitted
        .data
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .any(|c| matches!(c, ActionRowComponent::InputText(t) if t.custom_id == FORM_SQUARE));
    let typed = if has_square {
        form::board_move(
            &field(submitted, FORM_SQUARE),
            &field(submitted, FORM_DIRECTION),
            &word,
        )
    } else {
        Ok(word)
    };
    let typed = match typed {
        Ok(t) => t,
        Err(msg) => {
            let message = CreateInteractionResponseMessage::new()
                .content(localize(&locale, &msg))
                .ephemeral(true);
            if let Err(e) = submitted
                .create_response(&ctx.http, CreateInteractionResponse::Message(message))
                .await
            {
                tracing::warn!(error = %e, "could not answer a form");
            }
            return;
        }
    };
    let defer =
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true));
    if let Err(e) = submitted.create_response(&ctx.http, defer).await {
        tracing::warn!(error = %e, "could not acknowledge a form");
        return;
    }
    crate::metrics::metrics().ack.observe(started.elapsed());
    let input = Input {
        user: submitted.user.id.get(),
        name: member_name(submitted.member.as_ref(), &submitted.user),
        locale: locale.clone(),
        action: Action::Control(id, Box::new(Action::Play(typed))),
    };
    let job = Job {
        input,
        guild: submitted.guild_id.map(|g| g.get()),
        responder: data
            .sender
            .responder(Asked::Form(Box::new(submitted.clone())), locale),
    };
    data.hub.dispatch(submitted.channel_id.get(), job);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picked_tiles_keep_equal_letters_apart() {
        let values = ["0:A".to_string(), "3:A".to_string(), "6:?".to_string()];
        assert_eq!(picked_tiles(&values), "AA?");
    }
}
