//! The Discord door: the service's [`Door`] carried out by the [`Sender`] (posts with
//! PNGs, edits, rack DMs, threads, each retried as [`super::delivery`] says).

use super::send::Sender;
use crate::service::door::{Door, NoThread, RackNote, Shown, Stopped};
use crate::table::{Msg, Picture, Post, Summary};
use futures::future::BoxFuture;

impl Door for Sender {
    fn post<'a>(
        &'a self,
        place: u64,
        locale: &'a str,
        post: Post,
        nonce: &'a str,
    ) -> BoxFuture<'a, Result<Option<u64>, Stopped>> {
        Box::pin(self.post_once(place, locale, post, nonce))
    }

    fn edit<'a>(
        &'a self,
        place: u64,
        message_id: u64,
        locale: &'a str,
        shown: Shown<'a>,
        picture: Option<Picture>,
    ) -> BoxFuture<'a, Result<(), Stopped>> {
        Box::pin(Sender::edit(
            self, place, message_id, locale, shown, picture,
        ))
    }

    fn clear_buttons(&self, place: u64, message_id: u64) -> BoxFuture<'_, Result<(), Stopped>> {
        Box::pin(Sender::clear_buttons(self, place, message_id))
    }

    fn delete(&self, place: u64, message_id: u64) -> BoxFuture<'_, Result<(), Stopped>> {
        Box::pin(Sender::delete(self, place, message_id))
    }

    fn open_thread<'a>(
        &'a self,
        place: u64,
        message_id: u64,
        name: &'a str,
    ) -> BoxFuture<'a, Result<u64, NoThread>> {
        Box::pin(Sender::open_thread(self, place, message_id, name))
    }

    fn show_summary<'a>(
        &'a self,
        place: u64,
        message_id: u64,
        locale: &'a str,
        summary: &'a Summary,
    ) -> BoxFuture<'a, Result<(), Stopped>> {
        Box::pin(Sender::show_summary(
            self, place, message_id, locale, summary,
        ))
    }

    fn close_thread(&self, thread: u64) -> BoxFuture<'_, Result<(), Stopped>> {
        Box::pin(Sender::close_thread(self, thread))
    }

    fn serves_pages(&self) -> bool {
        self.pages().is_some()
    }

    fn send_rack<'a>(
        &'a self,
        user: u64,
        locale: &'a str,
        rack: RackNote<'a>,
        nonce: &'a str,
    ) -> BoxFuture<'a, Result<bool, Stopped>> {
        Box::pin(Sender::send_rack(
            self,
            user,
            locale,
            (rack.view, rack.letters, rack.note, rack.page),
            nonce,
        ))
    }

    fn send_reminder<'a>(
        &'a self,
        user: u64,
        locale: &'a str,
        lines: &'a [Msg],
        place: u64,
        nonce: &'a str,
    ) -> BoxFuture<'a, Result<(), Stopped>> {
        Box::pin(Sender::send_reminder(
            self, user, locale, lines, place, nonce,
        ))
    }
}
