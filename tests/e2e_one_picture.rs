//! Issue 29, goal 2, through Discord: "One board per move: a move that stands keeps the
//! picture already posted (the edit changes the text and the controls, not the attachment);
//! only a move whose tiles go back needs a new picture." The real bot against the fake
//! Discord, which records every file uploaded.

mod support;

use std::time::Duration;
use support::bot::*;
use support::fake_discord::{Attachment, FakeDiscord};

/// The board pictures uploaded since request `from` (posts and edits alike).
fn boards_uploaded(fake: &FakeDiscord, from: usize) -> Vec<Attachment> {
    fake.requests()
        .into_iter()
        .skip(from)
        .flat_map(|r| r.attachments)
        .filter(|a| a.filename == "board.png")
        .collect()
}

/// The files a message holds now, by id.
fn files_of(fake: &FakeDiscord, message: &str) -> Vec<String> {
    let stored = fake
        .message(message)
        .unwrap_or_else(|| panic!("the fake keeps message {message}"));
    stored["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|a| a["id"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// A move that stands uploads one board (its window's) and its settled message still holds
/// that file; a phony that a Check sends back uploads a second one, in place of the first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_that_stands_uploads_one_board_and_a_checked_phony_two() {
    let run = Running::start().await;
    let fake = &run.fake;
    commands_registered(fake).await;
    let g = run.game();
    let board = g.two_players_start().await;
    let p = next_player(&board.content);
    let q = if p == ALA { BOLEK } else { ALA };

    // P's two letters stand: Q accepts.
    let from = fake.requests().len();
    let seen = g.channel_messages().len();
    let id = g.play(p, "8H ", 2).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    let posted = files_of(fake, &window.id);
    assert_eq!(posted.len(), 1, "the window posts its board");
    g.click(q, &window, "accept");
    let after = g.message_with(seen, "stands").await;
    g.buttons_removed(&window).await;
    assert_eq!(next_player(&after.content), q);
    // Anything else the move sends (rack DMs, the summary) goes out with the edit.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        boards_uploaded(fake, from).len(),
        1,
        "a move that stands uploads one board"
    );
    assert_eq!(
        files_of(fake, &window.id),
        posted,
        "the settled message keeps the window's picture"
    );
    png_ok(&after);

    // Q's three letters are not a word: P checks, the tiles go back, a new picture.
    let from = fake.requests().len();
    let seen = g.channel_messages().len();
    let id = g.play(q, "H8 .", 2).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    let posted = files_of(fake, &window.id);
    g.click(p, &window, "check");
    let after = g.message_with(seen, "not in the dictionary").await;
    g.buttons_removed(&window).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        boards_uploaded(fake, from).len(),
        2,
        "a checked phony uploads the window's board and the board without its tiles"
    );
    let now = files_of(fake, &window.id);
    assert_eq!(now.len(), 1, "one picture on the message");
    assert_ne!(now, posted, "the new picture replaced the window's");
    png_ok(&after);
    fake.assert_no_unknown_routes();
}
