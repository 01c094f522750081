//! Issue 10, point 8, through the real `plansza` binary in proxy mode (serenity's own rate
//! limiter off, as behind a rate-limit proxy): a storm of 429s on the channel does not lose
//! the window post with Accept/Check/Undo, the bot waits what each 429 asks for, and the
//! move is not settled before the players could see it.

mod support;

use std::time::Duration;
use support::bot::*;
use support::fake_discord::{RateLimit, Recorded};

/// Point 8: "after three 429s in a row the window post with Accept/Check/Undo is dropped for
/// good, so the players never see the move they must judge. Honour `retry_after` ..., keep
/// retrying what must arrive ..., and if a window post could not be sent in time, do not
/// settle the move behind the players' backs: extend or restart the window when the post
/// finally lands."
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_window_post_lands_through_a_429_storm_and_the_players_get_their_ten_seconds() {
    let running = Running::start().await;
    let fake = &running.fake;
    commands_registered(fake).await;
    let g = running.game();
    let board = g.two_players_start().await;
    let p = next_player(&board.content);

    // Every post to the channel is refused five times in a row, asking for 0.6 s each time.
    let posts = format!("/channels/{}/messages", g.here());
    let retry_after = 0.6;
    let seen = g.channel_messages().len();
    let from = fake.requests().len();
    fake.rate_limit_next(
        "POST",
        &posts,
        5,
        RateLimit {
            retry_after,
            global: false,
        },
    );
    let id = g.play(p, "8H ", 2).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    assert_eq!(window.custom_ids().len(), 3, "Accept, Check, Undo");

    let attempts: Vec<Recorded> = fake.requests()[from..]
        .iter()
        .filter(|r| r.method == "POST" && r.path == posts)
        .cloned()
        .collect();
    let statuses: Vec<u16> = attempts.iter().map(|r| r.status).collect();
    assert_eq!(statuses, [429, 429, 429, 429, 429, 200]);
    for pair in attempts.windows(2) {
        let gap = pair[1].at - pair[0].at;
        assert!(
            gap >= Duration::from_secs_f64(retry_after * 0.9),
            "the bot came back after {gap:?}, before the {retry_after} s it was asked to wait"
        );
        assert!(
            gap < Duration::from_secs(6),
            "the bot waited {gap:?} where {retry_after} s were asked"
        );
    }

    // Nobody answers: the words are checked automatically, but only ten seconds after the
    // players could see the buttons, not ten seconds after the move was made.
    let settled = g.message_with(seen, "were checked automatically").await;
    let shown_for = settled.at - window.at;
    assert!(
        shown_for >= Duration::from_secs(9),
        "the move was settled {shown_for:?} after its window post landed"
    );
    fake.assert_no_unknown_routes();
}
