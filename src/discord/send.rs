//! Everything that goes out to Discord: answers to interactions, channel posts with board
//! pictures, edits of those posts, and rack DMs. What the game needs seen is retried until it
//! arrives ([`Delivery`]); only Discord's 50007 means a player's DMs are closed.
//! Racks only ever travel in a DM or an ephemeral answer, and are never logged.

use super::delivery::Delivery;
use super::rest::{Direct, Failure, Rest};
use super::shutdown::Shutdown;
use super::text::{key, localize, localize_lines};
use crate::i18n::Locale;
use crate::render::{board_png_with, grid_png_with, rack_png, Labels, RackView};
use crate::table::{Button, ButtonStyle, Msg, Picture, Post, PostTag, Reply};
use serenity::all::{
    ButtonStyle as DiscordStyle, ChannelId, CommandInteraction, ComponentInteraction,
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateMessage, EditInteractionResponse, EditMessage,
    MessageId, Nonce, UserId,
};
use serenity::http::{Http, LightMethod, Multipart, MultipartUpload, Request, Route};
use std::sync::Arc;

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
    rest: Arc<Rest>,
    shutdown: Shutdown,
}

/// How hard a post is tried: the game needs a post with a picture (the board after a turn,
/// the final scores), buttons (a window, the lobby, My rack) or a tag seen; a text-only
/// notice may be dropped after a few tries.
pub fn post_delivery(post: &Post) -> Delivery {
    if post.tag != PostTag::Plain || post.board.is_some() || !post.buttons.is_empty() {
        Delivery::MustArrive
    } else {
        Delivery::Notice
    }
}

/// Logs a send that was given up: an error when the game needed it seen.
fn lost(delivery: Delivery, failure: &Failure, channel: u64, what: &str) {
    match (failure, delivery) {
        (Failure::Stopped, _) => {}
        (_, Delivery::MustArrive) => tracing::error!(channel, error = %failure, "{what}"),
        (_, Delivery::Notice) => tracing::warn!(channel, error = %failure, "{what}"),
    }
}

/// A fresh message nonce (Discord allows 25 characters).
fn nonce() -> String {
    format!("{:016x}", rand::random::<u64>())
}

/// `POST /channels/{channel}/messages` with `message` as JSON, or as `payload_json` beside its
/// one file.
fn message_request(
    channel: ChannelId,
    message: CreateMessage,
    file: Option<CreateAttachment>,
) -> Result<Request<'static>, serde_json::Error> {
    let request = Request::new(
        Route::ChannelMessages {
            channel_id: channel,
        },
        LightMethod::Post,
    );
    Ok(match file {
        None => request.body(Some(serde_json::to_vec(&message)?)),
        Some(file) => {
            // The payload names the file (placeholder id 0) that travels as `files[0]`.
            let payload = serde_json::to_string(&message.add_file(file.clone()))?;
            request.multipart(Some(Multipart {
                upload: MultipartUpload::Attachments(vec![file]),
                fields: Vec::new(),
                payload_json: Some(payload),
            }))
        }
    })
}

/// The id of what a request created (a message, a DM channel).
fn created_id(body: &[u8]) -> Result<u64, Failure> {
    #[derive(serde::Deserialize)]
    struct Created {
        id: serenity::all::GenericId,
    }
    serde_json::from_slice::<Created>(body)
        .map(|c| c.id.get())
        .map_err(|e| Failure::Invalid(format!("an answer without an id: {e}")))
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
    /// A sender over serenity's `http`, or past it to a rate-limit proxy when `direct` is
    /// given; its retries stop when `shutdown` is triggered.
    pub fn new(http: Arc<Http>, direct: Option<Direct>, shutdown: Shutdown) -> Sender {
        Sender {
            rest: Arc::new(Rest::new(Arc::clone(&http), direct, shutdown.clone())),
            http,
            shutdown,
        }
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

    /// Post to a channel; returns the message id. A post the game needs seen (one with a
    /// picture, buttons or a tag) is retried until it arrives; a text notice gets a few tries.
    pub async fn post(&self, channel: u64, locale: &str, post: Post) -> Option<u64> {
        let delivery = post_delivery(&post);
        let mut content = localize_lines(locale, &post.lines);
        if !post.mention.is_empty() {
            let pings: Vec<String> = post.mention.iter().map(|u| format!("<@{u}>")).collect();
            content.push('\n');
            content.push_str(&pings.join(" "));
        }
        let message = CreateMessage::new()
            .content(content)
            .allowed_mentions(
                CreateAllowedMentions::new().users(post.mention.iter().map(|&u| UserId::new(u))),
            )
            .components(action_rows(locale, &post.buttons));
        let mut file = None;
        if let Some(picture) = post.board {
            file = render_picture(picture, locale)
                .await
                .map(|png| CreateAttachment::bytes(png, "board.png"));
        }
        let sent = self
            .send_message(
                ChannelId::new(channel),
                message,
                file,
                delivery,
                "a channel post",
            )
            .await;
        match sent {
            Ok(id) => Some(id),
            Err(e) => {
                lost(delivery, &e, channel, "a channel post was not sent");
                None
            }
        }
    }

    /// Sends a message (with its one file, if any) under a fresh nonce, so a retry after a
    /// lost answer never posts it twice; returns its id.
    async fn send_message(
        &self,
        channel: ChannelId,
        message: CreateMessage,
        file: Option<CreateAttachment>,
        delivery: Delivery,
        what: &'static str,
    ) -> Result<u64, Failure> {
        let message = message.nonce(Nonce::String(nonce())).enforce_nonce(true);
        let request =
            message_request(channel, message, file).map_err(|e| Failure::Invalid(e.to_string()))?;
        let body = delivery
            .run(what, &self.shutdown, || self.rest.execute(request.clone()))
            .await?;
        created_id(&body)
    }

    /// Replace a message's text and buttons (an empty list removes them). An edit that puts
    /// buttons up (an undo vote, the lobby) must arrive; one that only takes them down gets a
    /// few tries (a stale button only says the move is over).
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
        let delivery = if buttons.is_empty() {
            Delivery::Notice
        } else {
            Delivery::MustArrive
        };
        let route = Route::ChannelMessage {
            channel_id: ChannelId::new(channel),
            message_id: MessageId::new(message_id),
        };
        let request = match serde_json::to_vec(&edit) {
            Ok(body) => Request::new(route, LightMethod::Patch).body(Some(body)),
            Err(e) => {
                tracing::error!(channel, message_id, error = %e, "could not encode an edit");
                return;
            }
        };
        let sent = delivery
            .run("an edit", &self.shutdown, || {
                self.rest.execute(request.clone())
            })
            .await;
        if let Err(e) = sent {
            lost(delivery, &e, channel, "a message was not edited");
        }
    }

    /// DM a player their rack, retried until it arrives. Returns true only when their DMs are
    /// closed (Discord's 50007); any other failure is retried and, if finally given up,
    /// logged: it says nothing about the player's DMs.
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
        let opened = self.open_dm(user).await;
        let sent = match opened {
            Ok(dm) => {
                let file = png.map(|p| CreateAttachment::bytes(p, "rack.png"));
                let message = CreateMessage::new().content(content);
                self.send_message(dm, message, file, Delivery::MustArrive, "a rack DM")
                    .await
                    .map(|_| ())
            }
            Err(e) => Err(e),
        };
        match sent {
            Ok(()) => false,
            Err(e) if e.code() == Some(DM_CLOSED) => {
                tracing::info!(user, "DMs closed; the player was pointed to My rack");
                true
            }
            Err(Failure::Stopped) => false,
            Err(e) => {
                // The error text never holds the rack: it comes from Discord, not from us.
                tracing::error!(user, error = %e, "a rack DM was not sent; the player can still use My rack");
                false
            }
        }
    }

    /// The DM channel with `user` (opening it is retried too: the rack must arrive).
    async fn open_dm(&self, user: u64) -> Result<ChannelId, Failure> {
        let body = serde_json::to_vec(&serde_json::json!({ "recipient_id": user.to_string() }))
            .map_err(|e| Failure::Invalid(e.to_string()))?;
        let request = Request::new(Route::UserMeDmChannels, LightMethod::Post).body(Some(body));
        let answer = Delivery::MustArrive
            .run("opening a DM", &self.shutdown, || {
                self.rest.execute(request.clone())
            })
            .await?;
        created_id(&answer).map(ChannelId::new)
    }
}
