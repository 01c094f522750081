//! Issue 12, operations: "`/metrics` in Prometheus format (interactions, ack latency
//! histogram, turns, renders, queue depths, active games, store latency) and `/health` on an
//! address set by `METRICS_ADDR`". The real bot against the fake Discord, with the endpoint on
//! a loopback port: after a game's start and first move, the counters say so.

mod support;

use std::time::Duration;
use support::bot::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// `GET path` on the bot's endpoint: (status line, body).
async fn get(port: u16, path: &str) -> (String, String) {
    let mut stream = tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .expect("the endpoint accepts");
    let request = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut response = String::new();
    stream
        .read_to_string(&mut response)
        .await
        .expect("an answer");
    let (head, body) = response.split_once("\r\n\r\n").unwrap_or((&response, ""));
    (
        head.lines().next().unwrap_or_default().to_string(),
        body.to_string(),
    )
}

/// The value of the sample line starting with `name` (labels included).
fn sample(text: &str, name: &str) -> f64 {
    text.lines()
        .find(|l| l.starts_with(name) && l[name.len()..].starts_with(' '))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no {name} in:\n{text}"))
}

/// The bot with its endpoint on a free loopback port, its commands registered.
async fn with_metrics() -> (Running, u16) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    let run = Running::start_with(|_, _, command| {
        command.env("METRICS_ADDR", format!("127.0.0.1:{port}"));
    })
    .await;
    commands_registered(&run.fake).await;
    (run, port)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_and_health_tell_what_the_bot_did() {
    let (run, port) = with_metrics().await;
    // Ready (the hub is up) shortly after the commands are registered.
    let mut health = (String::new(), String::new());
    for _ in 0..100 {
        health = get(port, "/health").await;
        if health.0.contains("200") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(health.0.contains("200 OK"), "{health:?}");
    assert_eq!(health.1, "ok\n");

    let g = run.game();
    let board = g.two_players_start().await;
    let p = next_player(&board.content);
    let seen = g.channel_messages().len();
    let id = g.play(p, "8H ", 2).await;
    g.answer(id).await;
    g.message_with(seen, "Accept").await;

    let (status, text) = get(port, "/metrics").await;
    assert!(status.contains("200 OK"), "{status}");
    assert!(sample(&text, "plansza_interactions_total{kind=\"command\"}") >= 3.0);
    assert!(sample(&text, "plansza_interactions_total{kind=\"component\"}") >= 2.0);
    assert!(sample(&text, "plansza_ack_seconds_count") >= 4.0);
    assert!(sample(&text, "plansza_ack_seconds_bucket{le=\"3\"}") >= 4.0);
    assert_eq!(sample(&text, "plansza_moves_total"), 1.0);
    assert!(sample(&text, "plansza_pool_job_seconds_count{pool=\"render\"}") >= 2.0);
    assert!(sample(&text, "plansza_store_seconds_count") >= 2.0);
    assert!(sample(&text, "plansza_store_commit_seconds_count") >= 1.0);
    assert!(sample(&text, "plansza_store_commits_total") >= 1.0);
    assert_eq!(sample(&text, "plansza_active_games"), 1.0);
    assert!(sample(&text, "plansza_channel_tasks") >= 1.0);
    assert_eq!(sample(&text, "plansza_queued_jobs"), 0.0);

    let (status, _) = get(port, "/nothing-here").await;
    assert!(status.contains("404"), "{status}");
}

/// Issue 28: "expert within its budget on the 2-core machine under the load bench (its
/// thinking waits for a pool thread and never holds a channel's acknowledgements)". A
/// computer's move thinks on a pool of its own (`think`), not on the table-work pool where
/// every other table's moves and answers are played: the load bench against the expert
/// (`LOAD_COMPUTER=expert`, 20 games) had a person's move wait seconds for its board behind
/// the computers' thinking. `/metrics` counts the computer's move there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_s_move_thinks_on_a_pool_of_its_own() {
    let (run, port) = with_metrics().await;
    let g = run.game();
    let seen = g.computer_to_move("letterbox", "strong").await;
    // The computer moves after its pause; then it is Ala's turn.
    g.message_with(seen, &format!("Next: **User {ALA}**")).await;

    let (status, text) = get(port, "/metrics").await;
    assert!(status.contains("200 OK"), "{status}");
    assert_eq!(
        sample(&text, "plansza_pool_job_seconds_count{pool=\"think\"}"),
        1.0,
        "the computer's one move"
    );
    assert_eq!(sample(&text, "plansza_pool_waiting_think"), 0.0);
}
