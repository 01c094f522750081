//! The browser as a door of the service: what a table posts in its place goes into that
//! place's feed ([`Feed`]: the lines a page shows under the board, and a signal that the
//! table changed), and what a person is answered is shown to the request that sent the
//! input ([`said_plainly`]). Like the terminal's door, it keeps private what one screen must not
//! show: a rack sent privately goes nowhere (a page shows its owner's rack from the table).

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use futures::future::BoxFuture;
use tokio::sync::broadcast;

use crate::service::door::{Door, Shown, Stopped};
use crate::table::{Msg, Picture, Post};

/// How many posted lines a feed keeps for a page that opens late.
const KEPT: usize = 50;

/// One post as the page shows it: its message id (an edit changes the line with the same
/// id) and its plain text.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Line {
    /// The post's id.
    pub id: u64,
    /// Its text now.
    pub text: String,
}

/// A place's posts as the page shows them: plain text in the table's language, newest last.
#[derive(Debug)]
pub struct Feed {
    kept: Mutex<VecDeque<Line>>,
    posted: broadcast::Sender<Line>,
}

impl Default for Feed {
    fn default() -> Feed {
        Feed {
            kept: Mutex::new(VecDeque::new()),
            posted: broadcast::channel(64).0,
        }
    }
}

impl Feed {
    /// A post's text, new or changed (an edit of post `id`).
    pub fn post(&self, id: u64, text: String) {
        // A line break within a line is a space (a name typed with one cannot split it).
        let line = Line {
            id,
            text: text.replace('\r', " "),
        };
        {
            let mut kept = self.kept.lock().unwrap_or_else(|p| p.into_inner());
            match kept.iter_mut().find(|l| l.id == id) {
                Some(old) => old.text.clone_from(&line.text),
                None => {
                    if kept.len() == KEPT {
                        kept.pop_front();
                    }
                    kept.push_back(line.clone());
                }
            }
        }
        // Nobody listening is no error: the page reads the kept lines when it opens.
        let _ = self.posted.send(line);
    }

    /// The lines kept, oldest first.
    pub fn kept(&self) -> Vec<Line> {
        let kept = self.kept.lock().unwrap_or_else(|p| p.into_inner());
        kept.iter().cloned().collect()
    }

    /// Every post and edit from now on.
    pub fn follow(&self) -> broadcast::Receiver<Line> {
        self.posted.subscribe()
    }
}

/// The table's texts that speak of what only Discord has, each with the page's own.
const OWN_WORDING: [(&str, &str); 2] = [
    ("game-started", "web-game-started"),
    ("wordcap-how", "web-wordcap-how"),
];

/// A message as a page shows it: in the page's own words where the table's speak of
/// Discord, localized, its markdown read as plain text.
pub fn plain(locale: &str, msg: &Msg) -> String {
    let own = OWN_WORDING
        .iter()
        .find(|(key, _)| *key == msg.key)
        .map(|(_, own)| Msg {
            key: own,
            args: msg.args.clone(),
        });
    let msg = own.as_ref().unwrap_or(msg);
    crate::text::plain_text(&crate::text::localize(locale, msg))
}

/// The browser's door for games played only in the browser (`plansza play --web`): posts
/// and edits go into the feed in the table's language; a post gets an id of its own, as a
/// message would, so the table finds its controls again.
#[derive(Debug)]
pub struct WebDoor {
    feed: Arc<Feed>,
    messages: std::sync::atomic::AtomicU64,
    /// The lobby's messages: the players are named on the page, not in a lobby post.
    lobbies: Mutex<Vec<u64>>,
}

impl WebDoor {
    /// A door posting into `feed`.
    pub fn new(feed: Arc<Feed>) -> WebDoor {
        WebDoor {
            feed,
            messages: std::sync::atomic::AtomicU64::new(1),
            lobbies: Mutex::new(Vec::new()),
        }
    }

    fn show(&self, id: u64, locale: &str, lines: &[Msg]) {
        if self
            .lobbies
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .contains(&id)
        {
            return;
        }
        let text = lines
            .iter()
            .map(|m| plain(locale, m))
            .filter(|t| !t.trim().is_empty())
            .collect::<Vec<_>>()
            .join("\n");
        if !text.is_empty() {
            self.feed.post(id, text);
        }
    }
}

/// Nothing to do in a browser, done.
fn done<T: Send + 'static>(value: T) -> BoxFuture<'static, Result<T, Stopped>> {
    Box::pin(std::future::ready(Ok(value)))
}

impl Door for WebDoor {
    fn post<'a>(
        &'a self,
        _place: u64,
        locale: &'a str,
        post: Post,
        _nonce: &'a str,
    ) -> BoxFuture<'a, Result<Option<u64>, Stopped>> {
        let id = self
            .messages
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if post.tag == crate::table::PostTag::Lobby {
            self.lobbies
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .push(id);
        }
        self.show(id, locale, &post.lines);
        done(Some(id))
    }

    fn edit<'a>(
        &'a self,
        _place: u64,
        message_id: u64,
        locale: &'a str,
        shown: Shown<'a>,
        _picture: Option<Picture>,
    ) -> BoxFuture<'a, Result<(), Stopped>> {
        // The line of that post changes; the board is the page's own, from the table.
        self.show(message_id, locale, shown.lines);
        done(())
    }
}

/// What the table said to a page's input, each thing as the page shows it.
pub fn said_plainly(said: &[crate::service::relay::Said]) -> Vec<String> {
    said.iter().map(|s| plain(&s.locale, &s.msg)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::door::Respond;
    use crate::table::Reply;

    #[tokio::test]
    async fn posts_go_into_the_feed_as_plain_text_and_a_late_page_reads_them() {
        let feed = Arc::new(Feed::default());
        let door = WebDoor::new(Arc::clone(&feed));
        let mut follower = feed.follow();
        let said = Msg::new("lobby-opened");
        let id = door
            .post(1, "en-US", Post::text(vec![said.clone()]), "n")
            .await;
        let Ok(Some(id)) = id else {
            panic!("a post gets an id: {id:?}");
        };
        let line = follower.recv().await.expect("the post");
        assert!(
            !line.text.contains("**"),
            "markdown read as plain text: {line:?}"
        );
        assert_eq!(feed.kept(), vec![line.clone()]);
        // An edit changes that line, and adds none.
        let edited = [Msg::new("err-internal")];
        let shown = Shown {
            lines: &edited,
            buttons: &[],
            look: crate::table::Look::Text,
        };
        door.edit(1, id, "en-US", shown, None)
            .await
            .expect("edited");
        let kept = feed.kept();
        assert_eq!(kept.len(), 1);
        assert_ne!(kept[0].text, line.text);
        let answers = crate::service::relay::Answers::default();
        answers.answer("pl", &Reply::Text(said)).await;
        answers.answer("pl", &Reply::Done).await;
        assert_eq!(said_plainly(&answers.said()).len(), 1);
        // No direct messages on a page: the rack is under the board; no slash commands.
        for locale in ["en-US", "pl", "de", "ru"] {
            let how = plain(locale, &Msg::new("wordcap-how"));
            assert!(!how.contains('/'), "{locale}: {how}");
            let started = plain(locale, &Msg::new("game-started"));
            assert!(!started.contains("DM"), "{locale}: {started}");
            let own = crate::text::localize(locale, &Msg::new("web-game-started"));
            assert_eq!(started, crate::text::plain_text(&own), "{locale}");
        }
    }
}
