//! A game over days through Discord: the real `plansza` binary against the fake Discord,
//! with a "day" of a few seconds (`PLANSZA_DAY_SECS`).
//!
//! Issue 13: "end to end through the fake Discord with the clock shortened by a setting:
//! reminders sent, a timed-out player passing, the settle-by-next-action rule, a restart
//! between moves."

mod support;

use serde_json::json;
use std::time::Duration;
use support::bot::*;
use support::fake_discord::WAIT;

/// Seconds in a "day" here: a move may take one.
const DAY_SECS: &str = "6";

/// A short day, and channel tasks that end after a second idle: a game over days waits for
/// its deadlines without a task, and the hub's alarm starts one again then.
fn short_days(c: &mut std::process::Command) {
    c.env("PLANSZA_DAY_SECS", DAY_SECS)
        .env("PLANSZA_CHANNEL_IDLE_SECS", "1");
}

/// The DMs to `user` whose text has `needle`.
fn dms_with(g: &Game<'_>, user: u64, needle: &str) -> usize {
    g.fake
        .dms_to(user)
        .iter()
        .filter(|m| m.content.contains(needle))
        .count()
}

/// Waits until `user` has `count` DMs with `needle`.
async fn wait_dms(g: &Game<'_>, user: u64, needle: &str, count: usize) {
    until(g.fake, WAIT, || {
        (dms_with(g, user, needle) >= count).then_some(())
    })
    .await
    .unwrap_or_else(|e| {
        let all: Vec<String> = g.fake.dms_to(user).into_iter().map(|m| m.content).collect();
        panic!("no {count} DMs to {user} with {needle:?}: {e:?}\n{all:#?}")
    });
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_over_days_reminds_settles_by_the_next_move_and_times_out() {
    let mut run = Running::start_with(|_, _, c| short_days(c)).await;
    commands_registered(&run.fake).await;
    let g = run.game();

    // /game new pace:days days_per_move:1
    let options = json!([{"type": 1, "name": "new", "options": [
        {"type": 3, "name": "variant", "value": "literaki"},
        // A choice is sent as its index: live 0, days 1.
        {"type": 4, "name": "pace", "value": 1},
        {"type": 4, "name": "days_per_move", "value": 1}
    ]}]);
    let id = g.command(ALA, "game", options);
    g.answer(id).await;
    let lobby = g.message_with(0, "Join").await;
    assert!(
        lobby.content.contains("A game over days: 1 day per move"),
        "{}",
        lobby.content
    );
    g.join(BOLEK, &lobby).await;
    let seen = g.channel_messages().len();
    g.click(ALA, &lobby, "start");
    let board = g.message_with(seen, "Next:").await;
    let p = next_player(&board.content);
    let q = if p == ALA { BOLEK } else { ALA };
    let thread = g.here();

    // The player to move is reminded by DM, with a link to the game's thread.
    let (p_turn, q_turn) = (turn_text(p), turn_text(q));
    wait_dms(&g, p, p_turn, 1).await;
    let dm = g
        .fake
        .dms_to(p)
        .into_iter()
        .find(|m| m.content.contains(p_turn));
    assert!(dm.is_some_and(|m| m.content.contains(&format!("<#{thread}>"))));

    // P moves; no Undo over days; Q is reminded to answer.
    let seen = g.channel_messages().len();
    let id = g.play(p, "8H ", 2).await;
    g.answer(id).await;
    let window = g.message_with(seen, "Accept").await;
    assert_eq!(window.custom_ids().len(), 2, "Accept and Check, no Undo");
    wait_dms(&g, q, answer_text(q), 1).await;

    // Q simply passes: P's move stands first (the move's message says so), then Q's pass.
    let seen = g.channel_messages().len();
    let id = g.command(q, "pass", json!([]));
    g.answer(id).await;
    g.message_with(0, "stands").await;
    g.message_with(seen, "passed").await;
    wait_dms(&g, p, p_turn, 2).await;

    // A restart between moves: the game and its clock carry on.
    run.bot.kill();
    run.bot = Bot::start_with(run.dir.path(), &run.fake, 2, short_days);
    let g = run.game();

    // Q turns reminders off; P runs out of time and passes; Q's turn comes without a DM.
    let id = g.command(
        q,
        "notify",
        json!([{"type": 1, "name": "off", "options": []}]),
    );
    let off = g.any_answer(id).await;
    assert!(
        off.contains("No more reminder") || off.contains("Koniec przypomnień"),
        "{off}"
    );
    let before = dms_with(&g, q, q_turn);
    let seen = g.channel_messages().len();
    let timed_out = g.message_with(seen, "ran out of time").await;
    assert!(
        timed_out.content.contains(&format!("User {p}")),
        "{}",
        timed_out.content
    );
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(dms_with(&g, q, q_turn), before, "Q turned reminders off");
    let log = log_of(run.dir.path(), 2);
    assert!(
        log.contains("until its next deadline") && log.contains("starts again"),
        "the game waited without a task: {log}"
    );
    run.fake.assert_no_unknown_routes();
}

/// The reminder of a turn, in the language of `user` (Bolek reads Polish).
fn turn_text(user: u64) -> &'static str {
    if locale_of(user) == "pl" {
        "Twój ruch w grze"
    } else {
        "Your turn in"
    }
}

/// The reminder to answer a move, in the language of `user`.
fn answer_text(user: u64) -> &'static str {
    if locale_of(user) == "pl" {
        "wykonał(a) ruch"
    } else {
        "made a move in"
    }
}
