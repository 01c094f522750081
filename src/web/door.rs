//! The browser as a door of the service: what a table posts in its place goes into that
//! place's feed ([`Feed`]: the lines a page shows under the board, and a signal that the
//! table changed), and what a person is answered is collected for the request that sent the
//! input ([`Collected`]). Like the terminal's door, it keeps private what one screen must not
//! show: a rack sent privately goes nowhere (a page shows its owner's rack from the table).

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use futures::future::BoxFuture;
use tokio::sync::broadcast;

use crate::service::door::{Door, NoThread, RackNote, Respond, Shown, Stopped};
use crate::table::{Msg, Picture, Post, Reply, Summary};

/// How many posted lines a feed keeps for a page that opens late.
const KEPT: usize = 50;

/// A place's posts as the page shows them: plain text in the table's language, newest last.
#[derive(Debug)]
pub struct Feed {
    kept: Mutex<VecDeque<String>>,
    posted: broadcast::Sender<String>,
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
    /// Adds a post's text.
    pub fn post(&self, text: String) {
        // A line break within a line is a space (a name typed with one cannot split it).
        let text = text.replace('\r', " ");
        {
            let mut kept = self.kept.lock().unwrap_or_else(|p| p.into_inner());
            if kept.len() == KEPT {
                kept.pop_front();
            }
            kept.push_back(text.clone());
        }
        // Nobody listening is no error: the page reads the kept lines when it opens.
        let _ = self.posted.send(text);
    }

    /// The lines kept, oldest first.
    pub fn kept(&self) -> Vec<String> {
        let kept = self.kept.lock().unwrap_or_else(|p| p.into_inner());
        kept.iter().cloned().collect()
    }

    /// Every post from now on.
    pub fn follow(&self) -> broadcast::Receiver<String> {
        self.posted.subscribe()
    }
}

/// A message as a page shows it: localized, its markdown read as plain text.
pub fn plain(locale: &str, msg: &Msg) -> String {
    crate::text::plain_text(&crate::text::localize(locale, msg))
}

/// The browser's door for games played only in the browser (`plansza play --web`): posts
/// and edits go into the feed in the table's language; a post gets an id of its own, as a
/// message would, so the table finds its controls again.
#[derive(Debug)]
pub struct WebDoor {
    feed: Arc<Feed>,
    messages: std::sync::atomic::AtomicU64,
}

impl WebDoor {
    /// A door posting into `feed`.
    pub fn new(feed: Arc<Feed>) -> WebDoor {
        WebDoor {
            feed,
            messages: std::sync::atomic::AtomicU64::new(1),
        }
    }

    fn show(&self, locale: &str, lines: &[Msg]) {
        let text = lines
            .iter()
            .map(|m| plain(locale, m))
            .filter(|t| !t.trim().is_empty())
            .collect::<Vec<_>>()
            .join("\n");
        if !text.is_empty() {
            self.feed.post(text);
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
        self.show(locale, &post.lines);
        done(Some(
            self.messages
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        ))
    }

    fn edit<'a>(
        &'a self,
        _place: u64,
        _message_id: u64,
        _locale: &'a str,
        _shown: Shown<'a>,
        _picture: Option<Picture>,
    ) -> BoxFuture<'a, Result<(), Stopped>> {
        // An edit changes a post already in the feed: the page shows the table as saved.
        done(())
    }

    fn clear_buttons(&self, _place: u64, _message_id: u64) -> BoxFuture<'_, Result<(), Stopped>> {
        done(())
    }

    fn delete(&self, _place: u64, _message_id: u64) -> BoxFuture<'_, Result<(), Stopped>> {
        done(())
    }

    fn open_thread<'a>(
        &'a self,
        _place: u64,
        _message_id: u64,
        _name: &'a str,
    ) -> BoxFuture<'a, Result<u64, NoThread>> {
        Box::pin(std::future::ready(Err(NoThread::Failed(
            "a page has no threads".to_string(),
        ))))
    }

    fn show_summary<'a>(
        &'a self,
        _place: u64,
        _message_id: u64,
        _locale: &'a str,
        _summary: &'a Summary,
    ) -> BoxFuture<'a, Result<(), Stopped>> {
        done(())
    }

    fn close_thread(&self, _thread: u64) -> BoxFuture<'_, Result<(), Stopped>> {
        done(())
    }

    fn send_rack<'a>(
        &'a self,
        _user: u64,
        _locale: &'a str,
        _rack: RackNote<'a>,
        _nonce: &'a str,
    ) -> BoxFuture<'a, Result<bool, Stopped>> {
        // Delivered: the page shows its owner's rack from the table, to them alone.
        done(false)
    }

    fn send_reminder<'a>(
        &'a self,
        _user: u64,
        _locale: &'a str,
        _lines: &'a [Msg],
        _place: u64,
        _nonce: &'a str,
    ) -> BoxFuture<'a, Result<(), Stopped>> {
        done(())
    }
}

/// The answers to one request's input, collected for its response.
#[derive(Debug, Default)]
pub struct Collected {
    said: Mutex<Vec<String>>,
}

impl Collected {
    /// What was said, in order.
    pub fn said(&self) -> Vec<String> {
        self.said.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }
}

impl Respond for Collected {
    fn answer<'a>(&'a self, locale: &'a str, reply: &'a Reply) -> BoxFuture<'a, ()> {
        let text = match reply {
            Reply::Text(msg) => Some(plain(locale, msg)),
            Reply::Ask { text, .. } => Some(plain(locale, text)),
            // The rack, forms and pickers have their own places on the page.
            _ => None,
        };
        if let Some(text) = text {
            self.said
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .push(text);
        }
        Box::pin(std::future::ready(()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn posts_go_into_the_feed_as_plain_text_and_a_late_page_reads_them() {
        let feed = Arc::new(Feed::default());
        let door = WebDoor::new(Arc::clone(&feed));
        let mut follower = feed.follow();
        let said = Msg::new("lobby-opened");
        let id = door
            .post(1, "en-US", Post::text(vec![said.clone()]), "n")
            .await;
        assert!(matches!(id, Ok(Some(_))));
        let text = follower.recv().await.expect("the post");
        assert!(!text.contains("**"), "markdown read as plain text: {text}");
        assert_eq!(feed.kept(), vec![text]);
        let answers = Collected::default();
        answers.answer("pl", &Reply::Text(said)).await;
        answers.answer("pl", &Reply::Done).await;
        assert_eq!(answers.said().len(), 1);
    }
}
