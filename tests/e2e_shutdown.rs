//! Issue 10, point 16: SIGTERM ends the real `plansza` binary promptly, with exit code 0, in
//! every state: while Discord's gateway refuses it, while Discord has not answered its first
//! request yet, and while a post is being retried through a rate limit. Every address is
//! 127.0.0.1: the fake answers `GET /gateway` (or never answers it), so serenity never falls
//! back to the real gateway host.

mod support;

use std::time::Duration;
use support::bot::*;
use support::fake_discord::{FakeDiscord, RateLimit};

/// Generous: the bot should be gone within a few seconds.
const STOPS_WITHIN: Duration = Duration::from_secs(20);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_while_the_gateway_refuses_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    two_letter_lexicon(dir.path());
    let fake = FakeDiscord::start().await;
    fake.refuse_gateway();
    let mut bot = Bot::start(dir.path(), &fake, 1);
    fake.wait_gateway(
        "a refused gateway connection",
        |f| f.gateway_refusals() >= 1,
        WAIT,
    )
    .await
    .expect("the bot tries the gateway");
    let status = bot.terminate(STOPS_WITHIN).await;
    assert!(
        status.is_some_and(|s| s.success()),
        "exit status {status:?}; log:\n{}",
        log_of(dir.path(), 1)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_while_discord_has_not_answered_yet() {
    let dir = tempfile::tempdir().expect("temp dir");
    two_letter_lexicon(dir.path());
    let fake = FakeDiscord::start().await;
    fake.stall("/gateway");
    let mut bot = Bot::start(dir.path(), &fake, 1);
    fake.wait_for(
        "the bot asking for the gateway",
        |reqs| reqs.iter().any(|r| r.path.starts_with("/gateway")),
        WAIT,
    )
    .await
    .expect("the bot asks where the gateway is");
    let status = bot.terminate(STOPS_WITHIN).await;
    assert!(
        status.is_some_and(|s| s.success()),
        "exit status {status:?}; log:\n{}",
        log_of(dir.path(), 1)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_while_a_post_is_being_retried() {
    let dir = tempfile::tempdir().expect("temp dir");
    two_letter_lexicon(dir.path());
    let fake = FakeDiscord::start().await;
    let mut bot = Bot::start(dir.path(), &fake, 1);
    commands_registered(&fake).await;
    let channel = fake.channel_id();
    let posts = format!("/channels/{channel}/messages");
    let limit = RateLimit {
        retry_after: 1.0,
        global: false,
    };
    fake.rate_limit_next("POST", &posts, 1000, limit);
    let g = Game {
        fake: &fake,
        channel,
        guild: fake.guild_id(),
    };
    let id = g.command(
        ALA,
        "game",
        serde_json::json!([{"type": 1, "name": "new", "options": []}]),
    );
    g.answer(id).await;
    fake.wait_for(
        "the lobby post retried",
        |reqs| {
            reqs.iter()
                .filter(|r| r.method == "POST" && r.path == posts && r.status == 429)
                .count()
                >= 2
        },
        WAIT,
    )
    .await
    .expect("the lobby post is retried through the rate limit");
    let status = bot.terminate(STOPS_WITHIN).await;
    assert!(
        status.is_some_and(|s| s.success()),
        "exit status {status:?}; log:\n{}",
        log_of(dir.path(), 1)
    );
}
