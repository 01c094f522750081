//! A game's thread and its summary on Discord: the thread opened from the lobby message, the
//! summary drawn as an embed on that message (in the players' colours), and the thread
//! archived at the end. Where the bot may not open threads the game stays in the channel.

use super::delivery::Delivery;
use super::rest::Failure;
use super::send::{seat_colour, Sender, Stopped};
use crate::service::door::NoThread;
use crate::table::Summary;
use crate::text::{key, localize, localize_lines};
use serenity::all::{
    ChannelId, CreateActionRow, CreateButton, CreateEmbed, EditMessage, MessageId,
};
use serenity::http::{LightMethod, Request, Route};

/// Threads archive themselves after this many minutes without a message (a day; the game
/// archives its thread when it ends anyway).
const AUTO_ARCHIVE_MINUTES: u32 = 1440;

/// Discord's codes for "you may not": Missing Access, Missing Permissions, and threads not
/// allowed in this channel (a thread, a forum, a DM...).
const NOT_ALLOWED: &[isize] = &[50001, 50013, 50024];

/// Discord's code for "A thread has already been created for this message": the thread we
/// opened before a crash (a thread opened from a message has the message's id).
const ALREADY_OPENED: isize = 160004;

/// The summary as an embed: the game, each player with their score (whose turn marked), the
/// move count, the thread, and the result at the end.
pub fn summary_embed(locale: &str, summary: &Summary) -> CreateEmbed {
    let players = summary
        .players
        .iter()
        .map(|p| {
            let mut line = format!(
                "**{}** — {}",
                crate::text::escape_markdown(&p.name),
                p.score
            );
            if p.to_move {
                line.push_str(&format!(" ◀ {}", key(locale, "summary-to-move")));
            }
            if p.resigned {
                line.push_str(&format!(" ({})", key(locale, "summary-resigned")));
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n");
    let colour_seat = summary
        .players
        .iter()
        .position(|p| p.to_move)
        .or_else(|| {
            summary
                .players
                .iter()
                .enumerate()
                .max_by_key(|(_, p)| p.score)
                .map(|(i, _)| i)
        })
        .unwrap_or(0);
    let state = if summary.over {
        key(locale, "summary-over")
    } else {
        key(locale, "summary-playing")
    };
    let moves = localize(
        locale,
        &crate::table::Msg::new("summary-moves").n("count", summary.turns),
    );
    let mut embed = CreateEmbed::new()
        .title(format!("{} · {state}", summary.title))
        .colour(seat_colour(colour_seat))
        .field(key(locale, "summary-players"), players, false)
        .field(key(locale, "summary-moves-title"), moves, true)
        .field(
            key(locale, "summary-thread"),
            format!("<#{}>", summary.thread),
            true,
        );
    if !summary.result.is_empty() {
        let mut result = localize_lines(locale, &summary.result);
        if result.chars().count() > 1024 {
            result = result.chars().take(1023).collect::<String>() + "…";
        }
        embed = embed.field(key(locale, "summary-result"), result, false);
    }
    embed
}

impl Sender {
    /// Opens a public thread named `name` from the message `message_id` of `channel`;
    /// returns the thread's id.
    pub async fn open_thread(
        &self,
        channel: u64,
        message_id: u64,
        name: &str,
    ) -> Result<u64, NoThread> {
        let body = serde_json::json!({
            "name": name,
            "auto_archive_duration": AUTO_ARCHIVE_MINUTES,
        });
        let request = Request::new(
            Route::ChannelMessageThreads {
                channel_id: ChannelId::new(channel),
                message_id: MessageId::new(message_id),
            },
            LightMethod::Post,
        )
        .body(Some(body.to_string().into_bytes()));
        match self
            .run(request, Delivery::Notice, "opening a thread")
            .await
        {
            Ok(answer) => {
                super::rest::created_id(&answer).map_err(|e| NoThread::Failed(e.to_string()))
            }
            Err(e) if e.code() == Some(ALREADY_OPENED) => Ok(message_id),
            Err(Failure::Stopped) => Err(NoThread::Stopped),
            Err(e) => Err(match e.code() {
                Some(code) if NOT_ALLOWED.contains(&code) => NoThread::NotAllowed,
                _ => NoThread::Failed(e.to_string()),
            }),
        }
    }

    /// Shows the game's summary on its lobby message (text and buttons gone, the embed in
    /// their place).
    pub async fn show_summary(
        &self,
        channel: u64,
        message_id: u64,
        locale: &str,
        summary: &Summary,
    ) -> Result<(), Stopped> {
        // While the game is on, a link to its page, where anyone watches it live.
        let link = match (&self.pages, summary.over) {
            (Some(pages), false) if !summary.unlisted => {
                let url = crate::web::public::watch_url(pages, summary.thread);
                let button = CreateButton::new_link(url).label(key(locale, "web-watch-live"));
                vec![CreateActionRow::Buttons(vec![button])]
            }
            _ => Vec::new(),
        };
        let edit = EditMessage::new()
            .content("")
            .embed(summary_embed(locale, summary))
            .components(link);
        self.edit_message(channel, message_id, edit, Delivery::Notice)
            .await
    }

    /// Archives a thread (the game in it is over).
    pub async fn close_thread(&self, thread: u64) -> Result<(), Stopped> {
        let request = Request::new(
            Route::Channel {
                channel_id: ChannelId::new(thread),
            },
            LightMethod::Patch,
        )
        .body(Some(br#"{"archived":true}"#.to_vec()));
        match self
            .run(request, Delivery::Notice, "archiving a thread")
            .await
        {
            Err(Failure::Stopped) => Err(Stopped),
            Err(e) => {
                tracing::warn!(thread, error = %e, "could not archive a finished game's thread");
                Ok(())
            }
            Ok(_) => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::SummaryPlayer;

    fn summary(over: bool) -> Summary {
        Summary {
            title: "Literaki".into(),
            players: vec![
                SummaryPlayer {
                    name: "**Ala**".into(),
                    score: 40,
                    to_move: !over,
                    resigned: false,
                },
                SummaryPlayer {
                    name: "Bolek".into(),
                    score: 55,
                    to_move: false,
                    resigned: over,
                },
            ],
            turns: 7,
            thread: 42,
            over,
            result: Vec::new(),
            unlisted: false,
        }
    }

    #[test]
    fn the_summary_names_the_players_the_turn_and_the_thread() {
        let embed = serde_json::to_value(summary_embed("en-US", &summary(false))).unwrap();
        let text = embed.to_string();
        assert!(text.contains("Literaki"), "{text}");
        assert!(
            text.contains(r"\\*\\*Ala\\*\\*"),
            "names are shown as typed: {text}"
        );
        assert!(text.contains("<#42>"), "{text}");
        assert_eq!(
            embed["color"],
            seat_colour(0),
            "the colour of the player to move"
        );
        let over = serde_json::to_value(summary_embed("pl", &summary(true))).unwrap();
        assert_eq!(
            over["color"],
            seat_colour(1),
            "the leader's colour at the end"
        );
    }
}
