//! Issue 12, "bounded by construction": "nobody is rate-limited (a user can spam `/suggest`
//! ...). A per-user cooldown answers spam politely." Through the real serenity client
//! against the fake Discord, with the cooldown set to 3 actions at once and 1 a second
//! (`PLANSZA_COOLDOWN=3/1`): a burst of six commands from one person gets three answered
//! and the rest (but what a second refills) told, in their language, to wait, nothing done; another person
//! is not held back; a second later the first may act again.

mod support;

use serde_json::json;
use std::time::Duration;
use support::bot::*;
use support::fake_discord::FakeDiscord;

/// The first private answer with text to an interaction: the bot's deferred answer, or the
/// cooldown's, which is the interaction's first response.
async fn said(fake: &FakeDiscord, interaction: u64) -> String {
    until(fake, WAIT, || {
        fake.responses_to(interaction)
            .into_iter()
            .map(|r| r.content)
            .find(|c| !c.is_empty())
    })
    .await
    .unwrap_or_else(|e| panic!("interaction {interaction} got no answer: {e:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_commands_is_asked_to_slow_down_and_nothing_else_happens() {
    let run = Running::start_with(|_, _, command| {
        command.env("PLANSZA_COOLDOWN", "3/1");
    })
    .await;
    commands_registered(&run.fake).await;
    let g = run.game();
    let ids: Vec<u64> = (0..6)
        .map(|_| g.command(BOLEK, "rack", json!([])))
        .collect();
    let mut answers = Vec::new();
    for id in &ids {
        answers.push(said(&run.fake, *id).await);
    }
    let slowed: Vec<&String> = answers.iter().filter(|a| a.contains("Odczekaj")).collect();
    assert!(
        slowed.len() >= 2,
        "at least the 5th and 6th of six quick commands are held back: {answers:#?}"
    );
    // Interactions are handled side by side, so which ones pass is not fixed: how many is.
    assert!(
        answers.len() - slowed.len() >= 3,
        "a burst of three passes: {answers:#?}"
    );
    assert!(
        slowed.iter().all(|a| a.contains("nic się nie zmieniło")),
        "told, in Polish, that nothing changed: {slowed:#?}"
    );
    // Someone else is not held back.
    let other = g.command(ALA, "rack", json!([]));
    assert!(!said(&run.fake, other).await.contains("wait"));
    // A little later the first person may act again.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let again = g.command(BOLEK, "rack", json!([]));
    assert!(!said(&run.fake, again).await.contains("Odczekaj"));
}

/// Issue 25, point 6: "leaderboard pages, tournament Join/Leave/Start, the puzzle button and
/// form are routed before the per-person cooldown". Every route passes it: a burst of five
/// of each from one person gets some of them told to wait.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_route_passes_the_cooldown() {
    let run = Running::start_with(|_, _, command| {
        command.env("PLANSZA_COOLDOWN", "3/1");
    })
    .await;
    commands_registered(&run.fake).await;
    let fake = &run.fake;
    let channel = fake.channel_id();
    type Press<'a> = Box<dyn Fn() -> u64 + 'a>;
    let routes: Vec<(&str, Press<'_>)> = vec![
        (
            "a leaderboard page",
            Box::new(move || fake.click_button_in(BOLEK, channel, "0", "plb:1:pl:literaki", "pl")),
        ),
        (
            "a tournament's Join",
            Box::new(move || fake.click_button_in(BOLEK, channel, "0", "plz:77:t-join:0", "pl")),
        ),
        (
            "the puzzle's Answer…",
            Box::new(move || fake.click_button_in(BOLEK, channel, "0", "plz:78:puzzle:0", "pl")),
        ),
        (
            "the puzzle's form",
            Box::new(move || {
                fake.submit_form(
                    BOLEK,
                    channel,
                    "plz:78:puzzle:0",
                    &[("move", "8H AB")],
                    "pl",
                )
            }),
        ),
    ];
    for (route, press) in routes {
        let ids: Vec<u64> = (0..5).map(|_| press()).collect();
        let slowed = until(fake, WAIT, || {
            let n = ids
                .iter()
                .filter(|&&id| {
                    fake.responses_to(id)
                        .iter()
                        .any(|r| r.content.contains("Odczekaj"))
                })
                .count();
            (n >= 2).then_some(n)
        })
        .await;
        assert!(slowed.is_ok(), "{route}: nobody was asked to wait");
        // The bucket refills before the next route.
        tokio::time::sleep(Duration::from_millis(3500)).await;
    }
    fake.assert_no_unknown_routes();
}
