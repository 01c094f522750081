//! What the service asks of a front door (Discord today; the terminal and the browser
//! next): a way to carry out the effects a table owes in a place ([`Door`]) and a way to
//! answer the person who acted ([`Responder`]). The service decides what goes out and when,
//! saves what is owed first, and hands each effect to its door; the door only turns it into
//! its own messages (REST calls, lines on a screen) and says what came of it (a post's id,
//! closed DMs, a thread opened).

use crate::render::RackView;
use crate::table::{Button, Look, Msg, Picture, Post, Reply, Summary};
use futures::future::BoxFuture;
use std::sync::Arc;

/// A send that ended because the bot is shutting down: what it carried is still owed (the
/// outbox keeps it for the next start).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stopped;

/// Why a game's thread was not opened: it plays on in its channel.
#[derive(Debug)]
pub enum NoThread {
    /// The bot may not open threads there (a missing permission, a channel type without
    /// threads): the channel is told once.
    NotAllowed,
    /// Another failure (logged).
    Failed(String),
    /// The bot is stopping: the opening is still owed.
    Stopped,
}

/// An edit of a post as shown: its lines, its controls and its look.
#[derive(Debug, Clone, Copy)]
pub struct Shown<'a> {
    /// The text, localized by the door.
    pub lines: &'a [Msg],
    /// The controls under it (none: the controls go).
    pub buttons: &'a [Button],
    /// How it looks (a colour per kind of post).
    pub look: Look,
}

/// A rack sent privately to its player: the picture's view, the letters as text and the
/// note above them.
#[derive(Debug, Clone, Copy)]
pub struct RackNote<'a> {
    /// The rack as drawn.
    pub view: &'a RackView,
    /// The letters as text (for readers without pictures).
    pub letters: &'a str,
    /// What the message says above the rack.
    pub note: &'a Msg,
    /// The token of the player's own page of the game (signed for them), when the door
    /// serves pages ([`Door::serves_pages`]).
    pub page: Option<&'a str>,
}

/// A front door: carries out what a table (or a tournament, or the puzzle) owes people in
/// a place. Every method is retried by the door as its medium needs; `Err(Stopped)` means
/// the bot stops and the effect stays owed. A door is shared by every task of the service.
///
/// A door where one screen shows a game to the people at it (the terminal, a page in the
/// browser) needs only `post` and `edit`: the others have nothing to do there by default
/// (no buttons to take away, no threads, no summary message, racks shown on the screen to
/// their owner from the table itself, nobody to remind privately). Discord's does all.
pub trait Door: Send + Sync {
    /// Posts in `place` under `nonce` (a post sent again with the same nonce after a crash
    /// is not doubled where the medium allows); the new message's id when it has one.
    fn post<'a>(
        &'a self,
        place: u64,
        locale: &'a str,
        post: Post,
        nonce: &'a str,
    ) -> BoxFuture<'a, Result<Option<u64>, Stopped>>;

    /// Changes a message already posted: its text and controls, and its picture when one is
    /// given.
    fn edit<'a>(
        &'a self,
        place: u64,
        message_id: u64,
        locale: &'a str,
        shown: Shown<'a>,
        picture: Option<Picture>,
    ) -> BoxFuture<'a, Result<(), Stopped>>;

    /// Takes a message's controls away.
    fn clear_buttons(&self, place: u64, message_id: u64) -> BoxFuture<'_, Result<(), Stopped>> {
        let _ = (place, message_id);
        done(())
    }

    /// Deletes a message that has served its purpose (one already gone counts as deleted).
    fn delete(&self, place: u64, message_id: u64) -> BoxFuture<'_, Result<(), Stopped>> {
        let _ = (place, message_id);
        done(())
    }

    /// Opens a game's thread from a message in `place`; the thread's id (the same thread
    /// when it was opened already).
    fn open_thread<'a>(
        &'a self,
        place: u64,
        message_id: u64,
        name: &'a str,
    ) -> BoxFuture<'a, Result<u64, NoThread>> {
        let _ = (place, message_id, name);
        Box::pin(std::future::ready(Err(NoThread::Failed(
            "this door has no threads".to_string(),
        ))))
    }

    /// Shows a game's summary on its message in `place`.
    fn show_summary<'a>(
        &'a self,
        place: u64,
        message_id: u64,
        locale: &'a str,
        summary: &'a Summary,
    ) -> BoxFuture<'a, Result<(), Stopped>> {
        let _ = (place, message_id, locale, summary);
        done(())
    }

    /// Closes (archives) a finished game's thread.
    fn close_thread(&self, thread: u64) -> BoxFuture<'_, Result<(), Stopped>> {
        let _ = thread;
        done(())
    }

    /// Whether people reach their own page of a game from what this door sends them (the
    /// bot's pages are served and their address known): a rack sent privately then carries
    /// a link signed for its player.
    fn serves_pages(&self) -> bool {
        false
    }

    /// Sends a player their rack privately under `nonce`; `Ok(true)` when the player cannot
    /// be reached privately (their DMs are closed).
    fn send_rack<'a>(
        &'a self,
        user: u64,
        locale: &'a str,
        rack: RackNote<'a>,
        nonce: &'a str,
    ) -> BoxFuture<'a, Result<bool, Stopped>> {
        let _ = (user, locale, rack, nonce);
        done(false)
    }

    /// Reminds a player privately that `place` waits for them.
    fn send_reminder<'a>(
        &'a self,
        user: u64,
        locale: &'a str,
        lines: &'a [Msg],
        place: u64,
        nonce: &'a str,
    ) -> BoxFuture<'a, Result<(), Stopped>> {
        let _ = (user, locale, lines, place, nonce);
        done(())
    }
}

/// Nothing to do, done.
fn done<T: Send + 'static>(value: T) -> BoxFuture<'static, Result<T, Stopped>> {
    Box::pin(std::future::ready(Ok(value)))
}

/// How a door answers one person's input: privately, in the way the input allows (a
/// form, a message only they see, an acknowledgement).
pub trait Respond: Send + Sync {
    /// Answers with `reply`, in `locale`.
    fn answer<'a>(&'a self, locale: &'a str, reply: &'a Reply) -> BoxFuture<'a, ()>;
}

/// Whom an input's answers go to, and in which language (the actor's, once the table
/// knows it). `Responder::none()` for inputs nobody waits on (a timer, a report).
#[derive(Clone)]
pub struct Responder {
    to: Option<Arc<dyn Respond>>,
    locale: String,
}

impl Responder {
    /// Nobody to answer.
    pub fn none() -> Responder {
        Responder {
            to: None,
            locale: String::new(),
        }
    }

    /// Answers go to `to`, in `locale` until told otherwise.
    pub fn new(to: Arc<dyn Respond>, locale: impl Into<String>) -> Responder {
        Responder {
            to: Some(to),
            locale: locale.into(),
        }
    }

    /// Remembers the actor's locale for the answer.
    pub fn set_locale(&mut self, locale: &str) {
        locale.clone_into(&mut self.locale);
    }

    /// Answers the person (nothing when nobody waits).
    pub async fn answer(&self, reply: &Reply) {
        if let Some(to) = &self.to {
            to.answer(&self.locale, reply).await;
        }
    }
}

impl std::fmt::Debug for Responder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Responder")
            .field("answers", &self.to.is_some())
            .field("locale", &self.locale)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    /// Remembers what it was asked to say.
    #[derive(Default)]
    struct Notes(Mutex<Vec<(String, String)>>);

    impl Respond for Notes {
        fn answer<'a>(&'a self, locale: &'a str, reply: &'a Reply) -> BoxFuture<'a, ()> {
            Box::pin(async move {
                if let Ok(mut notes) = self.0.lock() {
                    notes.push((locale.to_string(), format!("{reply:?}")));
                }
            })
        }
    }

    #[tokio::test]
    async fn an_answer_goes_in_the_actors_language_and_none_goes_nowhere() {
        let notes = Arc::new(Notes::default());
        let mut to = Responder::new(notes.clone(), "en-US");
        to.set_locale("pl");
        to.answer(&Reply::Text(Msg::new("done"))).await;
        Responder::none().answer(&Reply::Done).await;
        let said = notes.0.lock().map(|n| n.clone()).unwrap_or_default();
        assert_eq!(said.len(), 1);
        assert_eq!(said[0].0, "pl");
        assert!(said[0].1.contains("done"));
    }
}
