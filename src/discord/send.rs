//! Everything that goes out to Discord besides private answers ([`super::answer`]): channel
//! posts with board pictures, edits of those posts, and rack DMs. What the game needs seen
//! is retried until it arrives ([`Delivery`]); only Discord's 50007 means a player's DMs
//! are closed.
//! Racks only ever travel in a DM or an ephemeral answer, and are never logged.

use super::delivery::Delivery;
use super::rest::{created_id, Direct, Failure, Rest};
use crate::i18n::Locale;
use crate::render::palette::player_paint;
use crate::render::{board_png_with, grid_png_with, RackView};
pub use crate::service::door::{Shown, Stopped};
use crate::service::shutdown::Shutdown;
use crate::table::{Button, ButtonStyle, Look, Msg, Picture, Post, PostTag};
use crate::text::{key, localize, localize_lines};
use serenity::all::{
    ButtonStyle as DiscordStyle, ChannelId, CreateActionRow, CreateAllowedMentions,
    CreateAttachment, CreateButton, CreateEmbed, CreateMessage, EditMessage, MessageId, Nonce,
    UserId,
};
use serenity::http::{Http, LightMethod, Multipart, MultipartUpload, Request, Route};
use std::sync::Arc;

/// Discord's code for "Cannot send messages to this user" (DMs closed).
pub const DM_CLOSED: isize = 50007;
/// Discord's code for "Unknown Message" (deleted already).
const UNKNOWN_MESSAGE: isize = 10008;

/// Sends things to Discord over one HTTP client.
#[derive(Clone)]
pub struct Sender {
    pub(super) http: Arc<Http>,
    rest: Arc<Rest>,
    shutdown: Shutdown,
    /// Where the games' public pages are opened (`PUBLIC_URL`); None: no pages.
    pub(super) pages: Option<Arc<str>>,
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

/// `Err(Stopped)` for a send given up because the bot stops; anything else was carried out
/// or given up for good (and logged).
fn stopped_or_done<T>(result: &Result<T, Failure>) -> Result<(), Stopped> {
    match result {
        Err(Failure::Stopped) => Err(Stopped),
        _ => Ok(()),
    }
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

/// Draws a post's picture (a board or a WordCap grid; at the end of a game the final board,
/// the score chart and the replay) with the channel's labels, on the drawing pool (off the async
/// threads, at a low priority; a finished game's on its own: see [`Pools::endings`]). The first
/// file is the one a card shows.
///
/// [`Pools::endings`]: crate::service::pools::Pools::endings
async fn render_picture(picture: Picture, locale: &str) -> Vec<CreateAttachment> {
    let pools = crate::service::pools::pools();
    let pool = match picture {
        Picture::Ending(_) => &pools.endings,
        Picture::Board(_) | Picture::Grid(_) => &pools.render,
    };
    let locale = Locale::from_discord(locale);
    let labels = crate::table::ending::board_labels(locale);
    let draw = move || -> Result<Vec<CreateAttachment>, crate::render::RenderError> {
        Ok(match picture {
            Picture::Board(view) => vec![CreateAttachment::bytes(
                board_png_with(&view, &labels)?,
                "board.png",
            )],
            Picture::Grid(view) => vec![CreateAttachment::bytes(
                grid_png_with(&view, &labels)?,
                "board.png",
            )],
            Picture::Ending(views) => {
                let drawn = views.draw(locale)?;
                vec![
                    CreateAttachment::bytes(drawn.final_png, "final.png"),
                    CreateAttachment::bytes(drawn.chart_png, "chart.png"),
                    CreateAttachment::bytes(drawn.replay_gif, "replay.gif"),
                ]
            }
        })
    };
    match pool.run(draw).await {
        Ok(Ok(files)) => files,
        Ok(Err(e)) => {
            tracing::error!(error = %e, "could not draw the board");
            Vec::new()
        }
        Err(e) => {
            tracing::error!(error = %e, "the board drawing task failed");
            Vec::new()
        }
    }
}

pub(super) async fn render_rack(view: RackView) -> Option<Vec<u8>> {
    // A rack already drawn goes out again without waiting for the drawing pool.
    if let Some(png) = crate::render::rack_cache::kept_rack(&view) {
        return Some(png.to_vec());
    }
    match crate::service::pools::pools()
        .render
        .run(move || crate::render::rack_cache::rack_png_kept(&view))
        .await
    {
        Ok(Ok(png)) => Some(png.to_vec()),
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

/// The embed colour of a player's seat (their tiles' colour).
pub fn seat_colour(seat: usize) -> u32 {
    let fill = player_paint(u8::try_from(seat % 4).unwrap_or(0)).fill.0;
    u32::from(fill[0]) << 16 | u32::from(fill[1]) << 8 | u32::from(fill[2])
}

/// Discord's limits on an embed's title and description.
const CARD_TITLE_MAX: usize = 256;
const CARD_BODY_MAX: usize = 4096;

/// The lines as a card (an embed) when `look` asks for one: the first line its title (bold
/// marks dropped: a title is bold), the others its body, in the seat's colour; a picture
/// sent with it (the file named `with_picture`) is shown inside.
pub fn card(
    locale: &str,
    lines: &[Msg],
    look: Look,
    with_picture: Option<&str>,
) -> Option<CreateEmbed> {
    let Look::Card { colour_seat } = look else {
        return None;
    };
    let mut texts = lines.iter().map(|m| localize(locale, m));
    let title: String = unbold(&texts.next().unwrap_or_default())
        .chars()
        .take(CARD_TITLE_MAX)
        .collect();
    let body: String = texts
        .collect::<Vec<_>>()
        .join("\n")
        .chars()
        .take(CARD_BODY_MAX)
        .collect();
    let mut embed = CreateEmbed::new().title(title).description(body);
    if let Some(seat) = colour_seat {
        embed = embed.colour(seat_colour(usize::from(seat)));
    }
    if let Some(name) = with_picture {
        embed = embed.image(format!("attachment://{name}"));
    }
    Some(embed)
}

/// The text without the bot's own bold marks (`**`); a name's escaped stars (`\*`) stay.
fn unbold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut escaped = false;
    while let Some(c) = chars.next() {
        if c == '*' && !escaped && chars.peek() == Some(&'*') {
            chars.next();
            continue;
        }
        escaped = c == '\\' && !escaped;
        out.push(c);
    }
    out
}

impl Sender {
    /// A sender over serenity's `http`, or past it to a rate-limit proxy when `direct` is
    /// given; its retries stop when `shutdown` is triggered.
    pub fn new(http: Arc<Http>, direct: Option<Direct>, shutdown: Shutdown) -> Sender {
        Sender {
            rest: Arc::new(Rest::new(Arc::clone(&http), direct, shutdown.clone())),
            http,
            shutdown,
            pages: None,
        }
    }

    /// Where the games' pages are opened (`PUBLIC_URL`), when they are served.
    pub fn pages(&self) -> Option<Arc<str>> {
        self.pages.clone()
    }

    /// Links games' summaries to their public pages under `public_url`.
    pub fn with_pages(mut self, public_url: Option<&str>) -> Sender {
        self.pages = public_url.map(Arc::from);
        self
    }

    /// Post to a channel under `nonce`: sent again with the same nonce (after a crash), the
    /// post is not made twice (Discord answers with the message already made). `Ok(None)`:
    /// given up for good; `Err(Stopped)`: the bot is stopping and the post is still owed.
    pub async fn post_once(
        &self,
        channel: u64,
        locale: &str,
        post: Post,
        nonce: &str,
    ) -> Result<Option<u64>, Stopped> {
        let delivery = post_delivery(&post);
        let files = match post.board {
            Some(picture) => render_picture(picture, locale).await,
            None => Vec::new(),
        };
        let shown = files.first().map(|f| f.filename.clone());
        let card = card(locale, &post.lines, post.look, shown.as_deref());
        let mut content = match card {
            Some(_) => String::new(),
            None => localize_lines(locale, &post.lines),
        };
        if !post.mention.is_empty() {
            let pings: Vec<String> = post.mention.iter().map(|u| format!("<@{u}>")).collect();
            if !content.is_empty() {
                content.push('\n');
            }
            content.push_str(&pings.join(" "));
        }
        let mut message = CreateMessage::new().content(content);
        if let Some(card) = card {
            message = message.embed(card);
        }
        let message = message
            .allowed_mentions(
                CreateAllowedMentions::new().users(post.mention.iter().map(|&u| UserId::new(u))),
            )
            .components(action_rows(locale, &post.buttons));
        let sent = self
            .send_message(
                ChannelId::new(channel),
                message,
                files,
                (delivery, nonce),
                "a channel post",
            )
            .await;
        stopped_or_done(&sent)?;
        match sent {
            Ok(id) => Ok(Some(id)),
            Err(e) => {
                lost(delivery, &e, channel, "a channel post was not sent");
                Ok(None)
            }
        }
    }

    /// Sends a message (with its one file, if any) under `nonce`, so a retry after a lost
    /// answer (or a crash) never posts it twice; returns its id.
    async fn send_message(
        &self,
        channel: ChannelId,
        message: CreateMessage,
        files: Vec<CreateAttachment>,
        (delivery, nonce): (Delivery, &str),
        what: &'static str,
    ) -> Result<u64, Failure> {
        let message = message
            .nonce(Nonce::String(nonce.to_owned()))
            .enforce_nonce(true);
        delivery
            .run(what, &self.shutdown, || {
                self.rest
                    .post_message(channel, message.clone(), files.clone())
            })
            .await
    }

    /// Replace a message's text and buttons (an empty list removes them), and its picture
    /// when one is given. An edit that puts buttons or a picture up (an undo vote, the lobby,
    /// a settled move) must arrive; one that only takes them down gets a few tries (a stale
    /// button only says the move is over).
    pub async fn edit(
        &self,
        channel: u64,
        message_id: u64,
        locale: &str,
        shown: Shown<'_>,
        picture: Option<Picture>,
    ) -> Result<(), Stopped> {
        let file = match picture {
            Some(p) => render_picture(p, locale).await.into_iter().next(),
            None => None,
        };
        let with_picture = file.as_ref().map(|f| f.filename.clone());
        let edit = match card(locale, shown.lines, shown.look, with_picture.as_deref()) {
            Some(card) => EditMessage::new().content("").embed(card),
            None => EditMessage::new().content(localize_lines(locale, shown.lines)),
        }
        .components(action_rows(locale, shown.buttons));
        let delivery = if shown.buttons.is_empty() && file.is_none() {
            Delivery::Notice
        } else {
            Delivery::MustArrive
        };
        self.send_edit(channel, message_id, edit, file, delivery)
            .await
    }

    /// Take a message's buttons off, keeping its text and picture.
    pub async fn clear_buttons(&self, channel: u64, message_id: u64) -> Result<(), Stopped> {
        let edit = EditMessage::new().components(Vec::new());
        self.send_edit(channel, message_id, edit, None, Delivery::Notice)
            .await
    }

    /// Delete a message that has served its purpose (a few tries: one left behind is only
    /// clutter). A message already gone counts as deleted.
    pub async fn delete(&self, channel: u64, message_id: u64) -> Result<(), Stopped> {
        let request = Request::new(
            Route::ChannelMessage {
                channel_id: ChannelId::new(channel),
                message_id: MessageId::new(message_id),
            },
            LightMethod::Delete,
        );
        let sent = self.run(request, Delivery::Notice, "a deletion").await;
        stopped_or_done(&sent)?;
        match sent {
            Err(e) if e.code() != Some(UNKNOWN_MESSAGE) => {
                lost(Delivery::Notice, &e, channel, "a message was not deleted");
            }
            _ => {}
        }
        Ok(())
    }

    /// Runs a request as `delivery` says (retried until it arrives, or a few tries); the
    /// answer's body.
    pub(super) async fn run(
        &self,
        request: Request<'static>,
        delivery: Delivery,
        what: &'static str,
    ) -> Result<Vec<u8>, Failure> {
        delivery
            .run(what, &self.shutdown, || self.rest.execute(request.clone()))
            .await
    }

    /// Edits a message as `edit` says.
    pub(super) async fn edit_message(
        &self,
        channel: u64,
        message_id: u64,
        edit: EditMessage,
        delivery: Delivery,
    ) -> Result<(), Stopped> {
        self.send_edit(channel, message_id, edit, None, delivery)
            .await
    }

    async fn send_edit(
        &self,
        channel: u64,
        message_id: u64,
        edit: EditMessage,
        file: Option<CreateAttachment>,
        delivery: Delivery,
    ) -> Result<(), Stopped> {
        let route = Route::ChannelMessage {
            channel_id: ChannelId::new(channel),
            message_id: MessageId::new(message_id),
        };
        let request = match file {
            None => serde_json::to_vec(&edit)
                .map(|body| Request::new(route, LightMethod::Patch).body(Some(body))),
            Some(file) => {
                serde_json::to_string(&edit.new_attachment(file.clone())).map(|payload| {
                    // The new picture replaces the old one (placeholder id 0, `files[0]`).
                    Request::new(route, LightMethod::Patch).multipart(Some(Multipart {
                        upload: MultipartUpload::Attachments(vec![file]),
                        fields: Vec::new(),
                        payload_json: Some(payload),
                    }))
                })
            }
        };
        let request = match request {
            Ok(r) => r,
            Err(e) => {
                tracing::error!(channel, message_id, error = %e, "could not encode an edit");
                return Ok(());
            }
        };
        let sent = delivery
            .run("an edit", &self.shutdown, || {
                self.rest.execute(request.clone())
            })
            .await;
        stopped_or_done(&sent)?;
        if let Err(e) = sent {
            lost(delivery, &e, channel, "a message was not edited");
        }
        Ok(())
    }

    /// DM a player their rack under `nonce` (see [`Sender::post_once`]), retried until it
    /// arrives. Returns true only when their DMs are closed (Discord's 50007); any other
    /// failure is retried and, if finally given up, logged: it says nothing about the
    /// player's DMs.
    pub async fn send_rack(
        &self,
        user: u64,
        locale: &str,
        (view, letters, note, page): (&RackView, &str, &Msg, Option<&str>),
        nonce: &str,
    ) -> Result<bool, Stopped> {
        let png = render_rack(view.clone()).await;
        let content = format!("{}\n**{}**", localize(locale, note), letters);
        // The player's own page of the game, signed for them, under the rack.
        let link = self.pages.as_deref().zip(page).map(|(public_url, token)| {
            let url = crate::service::links::page_url(public_url, token);
            let button = CreateButton::new_link(url).label(key(locale, "web-play-on-page"));
            vec![CreateActionRow::Buttons(vec![button])]
        });
        let opened = self.open_dm(user).await;
        let sent = match opened {
            Ok(dm) => {
                let files = png
                    .map(|p| CreateAttachment::bytes(p, "rack.png"))
                    .into_iter()
                    .collect();
                let message = CreateMessage::new()
                    .content(content)
                    .components(link.unwrap_or_default());
                self.send_message(
                    dm,
                    message,
                    files,
                    (Delivery::MustArrive, nonce),
                    "a rack DM",
                )
                .await
                .map(|_| ())
            }
            Err(e) => Err(e),
        };
        match sent {
            Ok(()) => Ok(false),
            Err(e) if e.code() == Some(DM_CLOSED) => {
                tracing::info!(user, "DMs closed; the player was pointed to My rack");
                Ok(true)
            }
            Err(Failure::Stopped) => Err(Stopped),
            Err(e) => {
                // The error text never holds the rack: it comes from Discord, not from us.
                tracing::error!(user, error = %e, "a rack DM was not sent; the player can still use My rack");
                Ok(false)
            }
        }
    }

    /// DM a player a reminder of a game over days, with a link to where the game is played
    /// (`channel`), under `nonce`. A player whose DMs are closed is not reminded (the game's
    /// channel still shows whose turn it is); other failures are retried, then logged.
    pub async fn send_reminder(
        &self,
        user: u64,
        locale: &str,
        lines: &[Msg],
        channel: u64,
        nonce: &str,
    ) -> Result<(), Stopped> {
        let content = format!("{}\n<#{channel}>", localize_lines(locale, lines));
        let sent = match self.open_dm(user).await {
            Ok(dm) => self
                .send_message(
                    dm,
                    CreateMessage::new().content(content),
                    Vec::new(),
                    (Delivery::MustArrive, nonce),
                    "a reminder DM",
                )
                .await
                .map(|_| ()),
            Err(e) => Err(e),
        };
        match sent {
            Ok(()) => Ok(()),
            Err(Failure::Stopped) => Err(Stopped),
            Err(e) if e.code() == Some(DM_CLOSED) => {
                tracing::info!(user, "DMs closed: no reminder");
                Ok(())
            }
            Err(e) => {
                tracing::error!(user, error = %e, "a reminder DM was not sent");
                Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_title_drops_our_bold_and_keeps_a_names_stars() {
        assert_eq!(unbold("**Ala** opened **literaki**"), "Ala opened literaki");
        assert_eq!(unbold(r"**\*\*x\*\***"), r"\*\*x\*\*");
        assert_eq!(unbold(r"a \*** b"), r"a \* b");
    }
}
