//! Issue 28, goal 6: "expert within its budget … (its thinking waits for a pool thread and
//! never holds a channel's acknowledgements)". The real bot against the fake Discord, its
//! expert given 8 s a move (`PLANSZA_EXPERT_MS`): while the expert thinks, the same
//! channel's `/rack` is answered and Ala's resignation ends the game; the thought that comes
//! in after plays nothing.

mod support;

use serde_json::json;
use std::time::Duration;
use support::bot::*;

/// The expert's thinking per move in this test.
const EXPERT_MS: u64 = 8_000;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_answers_while_its_computer_thinks() {
    let run = Running::start_with(|_, _, command| {
        command.env("PLANSZA_EXPERT_MS", EXPERT_MS.to_string());
    })
    .await;
    commands_registered(&run.fake).await;
    let g = run.game();
    let seen = g.computer_to_move("letterbox", "expert").await;
    // The computer's pause (1.5 s) is over: it thinks, for seconds.
    tokio::time::sleep(Duration::from_millis(2_500)).await;

    let id = g.command(ALA, "rack", json!([]));
    let rack = g.answer(id).await;
    assert!(rack.contains("**"), "Ala's rack: {rack}");
    let moved = |g: &Game<'_>| {
        g.channel_messages()
            .into_iter()
            .skip(seen)
            .any(|m| m.content.contains(&format!("Next: **User {ALA}**")))
    };
    assert!(
        !moved(&g),
        "the rack was answered while the expert thought, not after its move"
    );

    // Ala resigns while the expert still thinks: the game ends at once.
    let id = g.command(ALA, "resign", json!([]));
    g.answer(id).await;
    let ended = g.channel_messages().len();
    assert!(!moved(&g), "still thinking when Ala resigned");
    // The thought comes in (logged) and plays nothing: no move after the end. Its budget is
    // CPU time: on a machine busy with other work its thread may get a fraction of a core,
    // so the wait allows several times the budget (it ends as soon as the thought is in).
    let log = until(
        &run.fake,
        Duration::from_millis(5 * EXPERT_MS + 20_000),
        || {
            let log = run.log();
            log.contains("the computer thought").then_some(log)
        },
    )
    .await
    .expect("the expert's thought came in");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        !moved(&g),
        "a thought that came in after the game ended played nothing: {:#?}",
        g.channel_messages()
            .into_iter()
            .skip(ended)
            .map(|m| m.content)
            .collect::<Vec<_>>()
    );
    assert!(!log.contains("panicked"), "{log}");
    run.fake.assert_no_unknown_routes();
}
