//! The terminal as a front door of the service: what a table owes people (posts, edits,
//! answers) is handed to [`TerminalDoor`] and [`Answers`] exactly as it is handed to Discord,
//! and they put it up for the screen ([`Seen`]), which the keyboard's side shows between
//! inputs. What has no place at one shared keyboard goes nowhere: racks sent privately (each
//! rack is shown on its owner's turn), reminders, summaries, buttons.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use futures::future::BoxFuture;

use crate::service::door::{Door, Respond, Shown, Stopped};
use crate::table::{Msg, Picture, Post, PostTag, Reply};

/// Something the service put up for the screen.
#[derive(Debug, Clone)]
pub enum Seen {
    /// What everyone may see: a post (its picture is a new one) or an edit of one.
    Public {
        /// The post's kind (None: an edit).
        tag: Option<PostTag>,
        /// The text.
        lines: Vec<Msg>,
        /// The picture with it.
        picture: Option<Picture>,
    },
    /// An answer to whoever typed the input.
    Answer(Reply),
}

/// What waits to be shown, in the order it came.
#[derive(Debug, Default)]
pub struct Screenful {
    seen: Mutex<VecDeque<Seen>>,
}

impl Screenful {
    fn put(&self, seen: Seen) {
        let mut queue = self.seen.lock().unwrap_or_else(|p| p.into_inner());
        queue.push_back(seen);
    }

    /// Takes everything put up so far.
    pub fn take(&self) -> Vec<Seen> {
        let mut queue = self.seen.lock().unwrap_or_else(|p| p.into_inner());
        queue.drain(..).collect()
    }
}

/// The terminal's door: posts and edits go up for the screen; a post gets an id of its own,
/// as a message would, so the table finds its controls again.
#[derive(Debug)]
pub struct TerminalDoor {
    screen: Arc<Screenful>,
    messages: AtomicU64,
}

impl TerminalDoor {
    /// A door putting what it carries up on `screen`.
    pub fn new(screen: Arc<Screenful>) -> TerminalDoor {
        TerminalDoor {
            screen,
            messages: AtomicU64::new(1),
        }
    }
}

/// Nothing to do at a terminal, done.
fn done<T: Send + 'static>(value: T) -> BoxFuture<'static, Result<T, Stopped>> {
    Box::pin(std::future::ready(Ok(value)))
}

impl Door for TerminalDoor {
    fn post<'a>(
        &'a self,
        _place: u64,
        _locale: &'a str,
        post: Post,
        _nonce: &'a str,
    ) -> BoxFuture<'a, Result<Option<u64>, Stopped>> {
        self.screen.put(Seen::Public {
            tag: Some(post.tag),
            lines: post.lines,
            picture: post.board,
        });
        done(Some(self.messages.fetch_add(1, Ordering::Relaxed)))
    }

    fn edit<'a>(
        &'a self,
        _place: u64,
        _message_id: u64,
        _locale: &'a str,
        shown: Shown<'a>,
        picture: Option<Picture>,
    ) -> BoxFuture<'a, Result<(), Stopped>> {
        self.screen.put(Seen::Public {
            tag: None,
            lines: shown.lines.to_vec(),
            picture,
        });
        done(())
    }
}

/// Answers to whoever typed: put up for the screen like the rest, in their order.
#[derive(Debug)]
pub struct Answers {
    screen: Arc<Screenful>,
}

impl Answers {
    /// Answers going up on `screen`.
    pub fn new(screen: Arc<Screenful>) -> Answers {
        Answers { screen }
    }
}

impl Respond for Answers {
    fn answer<'a>(&'a self, _locale: &'a str, reply: &'a Reply) -> BoxFuture<'a, ()> {
        self.screen.put(Seen::Answer(reply.clone()));
        Box::pin(std::future::ready(()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn posts_get_ids_of_their_own_and_go_up_in_order_with_the_answers() {
        let screen = Arc::new(Screenful::default());
        let door = TerminalDoor::new(Arc::clone(&screen));
        let answers = Answers::new(Arc::clone(&screen));
        let first = door
            .post(1, "en-US", Post::text(vec![Msg::new("a")]), "n1")
            .await;
        answers.answer("en-US", &Reply::Text(Msg::new("b"))).await;
        let second = door
            .post(1, "en-US", Post::text(vec![Msg::new("c")]), "n2")
            .await;
        assert_ne!(first, second);
        assert!(matches!(first, Ok(Some(_))));
        let seen = screen.take();
        assert_eq!(seen.len(), 3);
        assert!(matches!(&seen[1], Seen::Answer(Reply::Text(m)) if m.key == "b"));
        assert!(screen.take().is_empty(), "taken once");
    }
}
