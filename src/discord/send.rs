//! Everything that goes out to Discord: answers to interactions, channel posts with board
//! pictures, edits that remove buttons, and rack DMs (retried; a closed DM is reported).
//! Racks only ever travel in a DM or an ephemeral answer, and are never logged.

use super::text::{key, localize, localize_lines};
use crate::i18n::Locale;
use crate::render::{board_png_with, grid_png_with, rack_png, Labels, RackView};
use crate::table::{Button, ButtonStyle, Msg, Picture, Post, Reply};
use serenity::all::{
    ButtonStyle as DiscordStyle, ChannelId, CommandInteraction, ComponentInteraction,
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateMessage, EditInteractionResponse, EditMessage,
    MessageId, UserId,
};
use serenity::http::{Http, HttpError};
use std::sync::Arc;
use std::time::Duration;

/// Discord's code for "Cannot send messages to this user" (DMs closed).
pub const DM_CLOSED: isize = 50007;

/// How to answer the person whose input a job carries.
#[derive(Clone)]
pub enum Responder {
    /// Nobody to answer (a timer, a report).
    None,
    /// A slash command, already deferred ephemerally: the answer edits that response.
    Command(Box<CommandInteraction>, String),
    /// A button press, already acknowledged: answers are ephemeral follow-ups.
    Component(Box<ComponentInteraction>, String),
}

impl Responder {
    /// Remember the actor's locale for the answer.
    pub fn set_locale(&mut self, locale: &str) {
        match self {
            Responder::None => {}
            Responder::Command(_, l) | Responder::Component(_, l) => *l = locale.to_string(),
        }
    }
}

/// Sends things to Discord over one HTTP client.
#[derive(Clone)]
pub struct Sender {
    http: Arc<Http>,
}

fn style(s: ButtonStyle) -> DiscordStyle {
    match s {
        ButtonStyle::Primary => DiscordStyle::Primary,
        ButtonStyle::Secondary => DiscordStyle::Secondary,
        ButtonStyle::Success => DiscordStyle::Success,
        ButtonStyle::Danger => DiscordStyle::Danger,
    }
}

/// Buttons as action rows (five to a row, as Discord allows).
pub fn action_rows(locale: &str, buttons: &[Button]) -> Vec<CreateActionRow> {
    buttons
        .chunks(5)
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|b| {
                        CreateButton::new(b.id.encode())
                            .label(key(locale, b.label))
                            .style(style(b.style))
                    })
                    .collect(),
            )
        })
        .collect()
}

fn error_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

/// Draws a post's picture (a board or a WordCap grid) with the channel's labels, off the
/// async threads.
async fn render_picture(picture: Picture, locale: &str) -> Option<Vec<u8>> {
    let labels = match Locale::from_discord(locale) {
        Locale::Polish => Labels::polish(),
        Locale::German => Labels::german(),
        Locale::Russian => Labels::russian(),
        Locale::English => Labels::english(),
    };
    let draw = move || match picture {
        Picture::Board(view) => board_png_with(&view, &labels),
        Picture::Grid(view) => grid_png_with(&view, &labels),
    };
    match tokio::task::spawn_blocking(draw).await {
        Ok(Ok(png)) => Some(png),
        Ok(Err(e)) => {
            tracing::error!(error = %e, "could not draw the board");
            None
        }
        Err(e) => {
            tracing::error!(error = %e, "the board drawing task failed");
            None
        }
    }
}

async fn render_rack(view: RackView) -> Option<Vec<u8>> {
    match tokio::task::spawn_blocking(move || rack_png(&view)).await {
        Ok(Ok(png)) => Some(png),
        Ok(Err(e)) => {
            tracing::error!(error = %e, "could not draw a rack");
            None
        }
        Err(e) => {
            tracing::error!(error = %e, "the rack drawing task failed");
            None
        }
    }
}

impl Sender {
    /// A sender over this HTTP client.
    pub fn new(http: Arc<Http>) -> Sender {
        Sender { http }
    }

    /// Answer with an error message from the catalog.
    pub async fn reply_error(&self, responder: &Responder, locale: &str, k: &'static str) {
        let _ = locale;
        self.reply(responder, &Reply::Text(Msg::new(k))).await;
    }

    /// Answer the person privately.
    pub async fn reply(&self, responder: &Responder, reply: &Reply) {
        let (content, file) = match (responder, reply) {
            (Responder::None, _) => return,
            (Responder::Component(..), Reply::Done) => return,
            (Responder::Command(_, l), Reply::Done) => (key(l, "done"), None),
            (Responder::Command(_, l) | Responder::Component(_, l), Reply::Text(m)) => {
                (localize(l, m), None)
            }
            (
                Responder::Command(_, l) | Responder::Component(_, l),
                Reply::Rack { view, letters },
            ) => {
                let png = render_rack(view.clone()).await;
                (
                    format!("{}\n**{}**", key(l, "your-rack"), letters),
                    png.map(|p| CreateAttachment::bytes(p, "rack.png")),
                )
            }
        };
        let result = match responder {
            Responder::None => return,
            Responder::Command(i, _) => {
                let mut edit = EditInteractionResponse::new().content(content);
                if let Some(f) = file {
                    edit = edit.new_attachment(f);
                }
                i.edit_response(&self.http, edit).await.map(|_| ())
            }
            Responder::Component(i, _) => {
                let mut follow = CreateInteractionResponseFollowup::new()
                    .content(content)
                    .ephemeral(true);
                if let Some(f) = file {
                    follow = follow.add_file(f);
                }
                i.create_followup(&self.http, follow).await.map(|_| ())
            }
        };
        if let Err(e) = result {
            tracing::warn!(error = %e, "could not answer an interaction");
        }
    }

    /// Post to a channel; returns the message id.
    pub async fn post(&self, channel: u64, locale: &str, post: Post) -> Option<u64> {
        let mut content = localize_lines(locale, &post.lines);
        if !post.mention.is_empty() {
            let pings: Vec<String> = post.mention.iter().map(|u| format!("<@{u}>")).collect();
            content.push('\n');
            content.push_str(&pings.join(" "));
        }
        let mut message = CreateMessage::new()
            .content(content)
            .allowed_mentions(
                CreateAllowedMentions::new().users(post.mention.iter().map(|&u| UserId::new(u))),
            )
            .components(action_rows(locale, &post.buttons));
        if let Some(picture) = post.board {
            if let Some(png) = render_picture(picture, locale).await {
                message = message.add_file(CreateAttachment::bytes(png, "board.png"));
            }
        }
        for attempt in 0..3u64 {
            match ChannelId::new(channel)
                .send_message(&self.http, message.clone())
                .await
            {
                Ok(m) => return Some(m.id.get()),
                Err(e) => {
                    tracing::warn!(channel, attempt, error = %e, "could not post to a channel");
                    tokio::time::sleep(Duration::from_millis(500 * (attempt + 1))).await;
                }
            }
        }
        None
    }

    /// Replace a message's text and buttons (an empty list removes them).
    pub async fn edit(
        &self,
        channel: u64,
        message_id: u64,
        locale: &str,
        lines: &[Msg],
        buttons: &[Button],
    ) {
        let edit = EditMessage::new()
            .content(localize_lines(locale, lines))
            .components(action_rows(locale, buttons));
        for attempt in 0..3u64 {
            match ChannelId::new(channel)
                .edit_message(&self.http, MessageId::new(message_id), edit.clone())
                .await
            {
                Ok(_) => return,
                Err(e) => {
                    tracing::warn!(channel, message_id, attempt, error = %e, "could not edit a message");
                    tokio::time::sleep(Duration::from_millis(500 * (attempt + 1))).await;
                }
            }
        }
    }

    /// DM a player their rack. Returns true when their DMs are closed (Discord 50007).
    pub async fn send_rack(
        &self,
        user: u64,
        locale: &str,
        view: &RackView,
        letters: &str,
        note: &Msg,
    ) -> bool {
        let png = render_rack(view.clone()).await;
        let content = format!("{}\n**{}**", localize(locale, note), letters);
        for attempt in 0..3u64 {
            let result = async {
                let dm = UserId::new(user).create_dm_channel(&self.http).await?;
                let mut message = CreateMessage::new().content(content.clone());
                if let Some(p) = &png {
                    message = message.add_file(CreateAttachment::bytes(p.clone(), "rack.png"));
                }
                dm.id.send_message(&self.http, message).await
            }
            .await;
            match result {
                Ok(_) => return false,
                Err(e) if error_code(&e) == Some(DM_CLOSED) => {
                    tracing::info!(user, "DMs closed; the player was pointed to My rack");
                    return true;
                }
                Err(e) => {
                    // The error text never holds the rack: it comes from Discord, not from us.
                    tracing::warn!(user, attempt, error = %e, "could not DM a rack");
                    tokio::time::sleep(Duration::from_millis(500 * (attempt + 1))).await;
                }
            }
        }
        true
    }
}
