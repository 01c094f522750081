//! Issue 12, "bounded by construction": "Idle channel tasks end and come back on demand."
//! Through the real serenity client against the fake Discord, with the idle time set to a
//! second (`PLANSZA_CHANNEL_IDLE_SECS`): a started game with no timer running lets its
//! channel's task go, and the next move finds the game as it was, read back from the
//! database.

mod support;

use std::time::Duration;
use support::bot::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_game_lets_its_task_go_and_plays_on_when_a_player_moves() {
    let run = Running::start_with(|_, _, command| {
        command.env("PLANSZA_CHANNEL_IDLE_SECS", "1");
    })
    .await;
    commands_registered(&run.fake).await;
    let g = run.game();
    let board = g.two_players_start().await;
    let p = next_player(&board.content);
    let here = g.here().to_string();
    until(&run.fake, Duration::from_secs(30), || {
        run.log()
            .lines()
            .any(|l| l.contains("idle: the channel's task ends") && l.contains(&here))
            .then_some(())
    })
    .await
    .unwrap_or_else(|e| panic!("the idle task never ended: {e:?}\n{}", run.log()));

    let seen = g.channel_messages().len();
    let id = g.play(p, "8H ", 2).await;
    let answer = g.answer(id).await;
    assert!(
        answer.contains("You played") || answer.contains("Ułożono"),
        "the game came back with the next move: {answer}"
    );
    let window = g.message_with(seen, "Accept").await;
    assert!(
        !window.attachments.is_empty(),
        "the window shows the board: {window:?}"
    );
}
