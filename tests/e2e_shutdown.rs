//! Issue 10, point 16: SIGTERM ends the real `plansza` binary promptly, with exit code 0, in
//! every state: while Discord's gateway refuses it, while Discord has not answered its first
//! request yet, and while a post is being retried through a rate limit. Every address is
//! 127.0.0.1: the fake answers `GET /gateway` (or never answers it), so serenity never falls
//! back to the real gateway host.

mod support;

use support::bot::*;
use support::fake_discord::RateLimit;

/// Point 16: "SIGTERM is ignored while Discord is unreachable: \"shutting down\" is logged,
/// and the process is still running ten minutes later. Shut down promptly in every state."
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_while_the_gateway_refuses_it() {
    let mut running = Running::start_with(|_, fake, _| fake.refuse_gateway()).await;
    let fake = &running.fake;
    fake.wait_gateway("a refused connection", |f| f.gateway_refusals() >= 1, WAIT)
        .await
        .expect("the bot tries the gateway");
    running.assert_stops_on_sigterm().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_while_discord_has_not_answered_yet() {
    let mut running = Running::start_with(|_, fake, _| fake.stall("/gateway")).await;
    let asked = |reqs: &[support::Recorded]| reqs.iter().any(|r| r.path.starts_with("/gateway"));
    running
        .fake
        .wait_for("the bot asking for the gateway", asked, WAIT)
        .await
        .expect("the bot asks where the gateway is");
    running.assert_stops_on_sigterm().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_while_a_post_is_being_retried() {
    let mut running = Running::start().await;
    let fake = &running.fake;
    commands_registered(fake).await;
    let posts = format!("/channels/{}/messages", fake.channel_id());
    let limit = RateLimit {
        retry_after: 1.0,
        global: false,
    };
    fake.rate_limit_next("POST", &posts, 1000, limit);
    let g = running.game();
    let new_game = serde_json::json!([{"type": 1, "name": "new", "options": []}]);
    let id = g.command(ALA, "game", new_game);
    g.answer(id).await;
    let retried = |reqs: &[support::Recorded]| {
        reqs.iter()
            .filter(|r| r.method == "POST" && r.path == posts && r.status == 429)
            .count()
            >= 2
    };
    fake.wait_for("the lobby post retried", retried, WAIT)
        .await
        .expect("the lobby post is retried through the rate limit");
    running.assert_stops_on_sigterm().await;
}
