//! Issue 27, "Several processes on one Postgres: any process serves any page; a move sent
//! from the web reaches the process that owns the table through the store (a row and
//! LISTEN/NOTIFY), and live updates travel the same way."
//!
//! Two bot processes on one Postgres, `PLANSZA_SHARDS=2` and one shard each, each serving
//! the pages on its own address, against a fake gateway that routes each guild's events to
//! the shard Discord would. A game in a guild of process A's shard, its pages opened on
//! process B: B's live page follows a move played in Discord (on A); a player's move and a
//! window's answer posted on B are played by A, once, and answered on B; B never drives the
//! game (it never starts a task for it). While A stalls, a move sent on B is answered "could
//! not be confirmed" after its time, and A plays it once it wakes; one sent while A is down
//! is played by A as it starts again.

mod support;

use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use support::bot::*;
use support::fake_discord::FakeDiscord;
use support::web::{free_port, get_json, own_link};

/// A guild Discord sends to shard 0 of 2 (process A's).
const GUILD: u64 = (2 << 22) | 11;

/// A bot process for `shard` (of 2) on the database at `url`, serving its pages on a free
/// port of 127.0.0.1; and their address.
fn start(
    dir: &std::path::Path,
    fake: &FakeDiscord,
    url: &str,
    shard: u32,
    run: u32,
) -> (Bot, String) {
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let (url, public) = (url.to_owned(), base.clone());
    let bot = Bot::start_with(dir, fake, run, move |command: &mut Command| {
        command
            .env("DATABASE_URL", &url)
            .env("PLANSZA_SHARDS", "2")
            .env("PLANSZA_SHARD_RANGE", shard.to_string())
            .env("WEB_ADDR", format!("127.0.0.1:{port}"))
            .env("PUBLIC_URL", &public);
    });
    (bot, base)
}

/// Waits until the pages at `base` are served (a process serves them once it is ready).
async fn serving(base: &str) {
    let started = Instant::now();
    loop {
        let ok = reqwest::get(format!("{base}/watch/1/sight"))
            .await
            .is_ok_and(|r| r.status().is_success());
        if ok {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "{base} serves no pages"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The link `/game web` gives `user` (answered by A, which drives the game, with A's
/// address), as served by B instead (the token is the same on every process); and its
/// token.
async fn own_link_on(g: &Game<'_>, user: u64, on_a: &str, on_b: &str) -> (String, String) {
    let link = own_link(g, user, on_a).await;
    let token = link.rsplit('/').next().unwrap_or_default().to_string();
    (format!("{on_b}/p/{token}"), token)
}

/// Posts `body` as the player's page at `link` does; what the table said.
async fn act(link: &str, token: &str, body: Value) -> Vec<String> {
    let response = reqwest::Client::new()
        .post(format!("{link}/act"))
        .header("x-plansza-token", token)
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .expect("an answer");
    assert!(response.status().is_success(), "{}", response.status());
    let text = response.text().await.expect("a body");
    let answered: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
    answered["said"]
        .as_array()
        .unwrap_or_else(|| panic!("no said in {answered}"))
        .iter()
        .map(|s| s.as_str().unwrap_or_default().to_string())
        .collect()
}

/// How many of the game's messages after `seen` contain `needle`.
fn posted_with(g: &Game<'_>, seen: usize, needle: &str) -> usize {
    g.channel_messages()
        .into_iter()
        .skip(seen)
        .filter(|m| m.content.contains(needle))
        .count()
}

/// Waits until the game shows one more pass than `passes` after `seen` (else fails with
/// `never`), and a little longer (a second one would show by then).
async fn pass_shows(g: &Game<'_>, seen: usize, passes: usize, never: &str) {
    let started = Instant::now();
    while posted_with(g, seen, "passed") == passes {
        assert!(started.elapsed() < WAIT, "{never}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
}

/// Whether process `dir`'s log says it started a task for `place`.
fn drove(dir: &std::path::Path, place: u64) -> bool {
    log_of(dir, 1)
        .lines()
        .any(|l| l.contains("the place's task starts") && l.contains(&format!("channel={place}")))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_on_another_process_follow_the_game_and_send_moves_to_the_one_that_drives_it() {
    let Some(url) = support::postgres::fresh_database("webprocs").await else {
        return;
    };
    let fake = FakeDiscord::start().await;
    fake.set_shards(2);
    let dirs: Vec<tempfile::TempDir> = (0..2)
        .map(|_| {
            let dir = tempfile::tempdir().expect("temp dir");
            two_letter_lexicon(dir.path());
            dir
        })
        .collect();
    let channel = fake.new_channel(GUILD);
    let g = Game {
        fake: &fake,
        channel,
        guild: GUILD,
    };
    let (a, on_a) = start(dirs[0].path(), &fake, &url, 0, 1);
    let (_b, on_b) = start(dirs[1].path(), &fake, &url, 1, 1);
    commands_registered(&fake).await;
    serving(&on_a).await;
    serving(&on_b).await;

    let board = g.two_players_start().await;
    let thread = g.here();
    let p = next_player(&board.content);
    let q = if p == ALA { BOLEK } else { ALA };

    // (a) B's live page of the game follows a move played in Discord, on A.
    let page = format!("{on_b}/watch/{thread}");
    let before = get_json(&format!("{page}/sight")).await;
    assert!(before["sight"]["board"].is_object(), "B reads it: {before}");
    let mut events = reqwest::get(format!("{page}/events"))
        .await
        .expect("the event stream");
    let seen = g.channel_messages().len();
    let id = g.play(p, "8H ", 2).await;
    g.answer(id).await;
    let started = Instant::now();
    let mut got = String::new();
    let after = loop {
        let left = Duration::from_secs(20).saturating_sub(started.elapsed());
        assert!(
            !left.is_zero(),
            "no live update on B after the move: {got:?}"
        );
        match tokio::time::timeout(left, events.chunk()).await {
            Ok(Ok(Some(chunk))) => got.push_str(&String::from_utf8_lossy(&chunk)),
            other => panic!("the stream ended: {other:?} after {got:?}"),
        }
        if !got.contains("event: table") {
            continue;
        }
        let now = get_json(&format!("{page}/sight")).await;
        if now["sight"]["window"].is_object() {
            break now;
        }
        got.clear();
    };
    let fresh = after["sight"]["board"]["tiles"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|t| t["fresh"] == true)
        .count();
    assert_eq!(fresh, 2, "B shows the move's tiles: {after}");

    // (b) The other player answers the window from their page on B: A plays it, once, and
    // B says what the table answered.
    let (link, token) = own_link_on(&g, q, &on_a, &on_b).await;
    let shown = get_json(&format!("{link}/sight")).await;
    let window = shown["sight"]["window"]["move_number"]
        .as_u64()
        .unwrap_or_else(|| panic!("the window on B's page: {shown}"));
    let seat = shown["sight"]["you"].as_u64().expect("their seat");
    let unconfirmed: Vec<String> = ["en-US", "pl"]
        .iter()
        .map(|l| plansza::text::plain_text(&plansza::text::key(l, "web-err-unconfirmed")))
        .collect();
    let said = act(
        &link,
        &token,
        json!({"seat": seat, "action": "accept", "move_number": window}),
    )
    .await;
    assert!(
        said.iter().all(|s| !unconfirmed.contains(s)),
        "answered through A in time: {said:?}"
    );
    g.message_with(seen, "stands").await;

    // The next move, a pass, from the player's page on B: played on A, answered on B.
    let (q_link, q_token) = own_link_on(&g, q, &on_a, &on_b).await;
    let passes = posted_with(&g, seen, "passed");
    let said = act(&q_link, &q_token, json!({"seat": seat, "action": "pass"})).await;
    assert!(
        said.iter().all(|s| !unconfirmed.contains(s)),
        "answered through A in time: {said:?}"
    );
    pass_shows(
        &g,
        seen,
        passes,
        "the pass sent on B never shows in the thread",
    )
    .await;

    // (c) Nothing was played twice, and only A drove the game.
    assert_eq!(
        posted_with(&g, seen, "stands"),
        1,
        "the window settled once"
    );
    assert_eq!(
        posted_with(&g, seen, "passed"),
        passes + 1,
        "the pass played once"
    );
    let thread_posts = format!("/channels/{thread}/messages");
    let windows = fake
        .requests()
        .into_iter()
        .filter(|r| {
            r.method == "POST"
                && r.path == thread_posts
                && r.json["components"].to_string().contains(":accept:")
        })
        .count();
    assert_eq!(windows, 1, "one window post for the move");
    // (d) While A stalls, a move sent on B is not confirmed within its time, and B says so
    // in the player's language; the move waits in the store, and A plays it once it wakes.
    let (link, token) = own_link_on(&g, p, &on_a, &on_b).await;
    let passes = posted_with(&g, seen, "passed");
    a.pause();
    let sent = Instant::now();
    let said = act(&link, &token, json!({"seat": 1 - seat, "action": "pass"})).await;
    let waited = sent.elapsed();
    a.resume();
    let unconfirmed_p =
        plansza::text::plain_text(&plansza::text::key(locale_of(p), "web-err-unconfirmed"));
    assert_eq!(said, vec![unconfirmed_p], "after {waited:?}");
    assert!(
        waited >= Duration::from_secs(9),
        "B waited {waited:?} for A"
    );
    pass_shows(&g, seen, passes, "the pass left for A is never played").await;
    assert_eq!(posted_with(&g, seen, "passed"), passes + 1, "played once");

    let a_log = log_of(dirs[0].path(), 1);
    assert_eq!(
        a_log
            .matches("a move sent from another process's page is played here")
            .count(),
        3,
        "A played the three moves sent on B:\n{a_log}"
    );
    // (The game's task started for its channel, and took the game into its thread.)
    assert!(drove(dirs[0].path(), channel), "A drives the game");
    assert!(
        !drove(dirs[1].path(), thread) && !drove(dirs[1].path(), channel),
        "B started a task for A's game:\n{}",
        log_of(dirs[1].path(), 1)
    );

    // (e) A move sent on B while A is down waits for it in the store: A, started again,
    // plays it as it starts, once.
    let passes = posted_with(&g, seen, "passed");
    a.kill();
    let said = act(&q_link, &q_token, json!({"seat": seat, "action": "pass"})).await;
    assert!(
        !said.is_empty() && said.iter().all(|s| unconfirmed.contains(s)),
        "not confirmed while A is down: {said:?}"
    );
    let (_a_again, _) = start(dirs[0].path(), &fake, &url, 0, 2);
    pass_shows(
        &g,
        seen,
        passes,
        "the pass left while A was down is never played",
    )
    .await;
    assert_eq!(posted_with(&g, seen, "passed"), passes + 1, "played once");
    let again = log_of(dirs[0].path(), 2);
    assert_eq!(
        again
            .matches("a move sent from another process's page is played here")
            .count(),
        1,
        "A played it at its start:\n{again}"
    );
}
