//! Button presses: decoded from their `custom_id` (game, action, move number), acknowledged
//! at once, then queued to the channel's task. Buttons that are not ours are left alone.

use super::hub::Job;
use super::send::Responder;
use super::Data;
use crate::table::{Action, ButtonId, Input};
use serenity::all::{ComponentInteraction, Context, CreateInteractionResponse, Interaction};

fn display_name(i: &ComponentInteraction) -> String {
    i.member
        .as_ref()
        .and_then(|m| m.nick.clone())
        .or_else(|| i.user.global_name.clone())
        .unwrap_or_else(|| i.user.name.clone())
}

/// Handle an interaction if it is a press of one of our buttons.
pub async fn on_interaction(ctx: &Context, interaction: &Interaction, data: &Data) {
    let Interaction::Component(press) = interaction else {
        return;
    };
    let Some(id) = ButtonId::decode(&press.data.custom_id) else {
        return;
    };
    if let Err(e) = press
        .create_response(&ctx.http, CreateInteractionResponse::Acknowledge)
        .await
    {
        tracing::warn!(error = %e, "could not acknowledge a button press");
        return;
    }
    let input = Input {
        user: press.user.id.get(),
        name: display_name(press),
        locale: press.locale.clone(),
        action: Action::Button(id),
    };
    let job = Job {
        input,
        guild: press.guild_id.map(|g| g.get()),
        responder: Responder::Component(Box::new(press.clone()), press.locale.clone()),
    };
    data.hub.dispatch(press.channel_id.get(), job);
}
