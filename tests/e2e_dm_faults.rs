//! Issue 10, point 17, through the real `plansza` binary: a rack DM that fails for a passing
//! reason (5xx, 429) is retried until it arrives; only Discord's 50007 means closed DMs.

mod support;

use support::bot::*;
use support::fake_discord::RateLimit;

/// Point 17: "A DM that fails for any reason counts as \"DMs closed\" (a 429 or 5xx three
/// times): it posts a public notice and marks the player. Only Discord's 50007 means closed
/// DMs."
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rack_dm_through_5xx_and_429_still_arrives_and_nobody_is_called_closed() {
    let running = Running::start().await;
    let fake = &running.fake;
    commands_registered(fake).await;
    let g = running.game();
    let ala_dm = format!("/channels/{}/messages", fake.dm_channel_of(ALA));
    let bolek_dm = format!("/channels/{}/messages", fake.dm_channel_of(BOLEK));
    fake.fail_next_on("POST", &ala_dm, 500, 3);
    fake.rate_limit_next(
        "POST",
        &ala_dm,
        2,
        RateLimit {
            retry_after: 0.2,
            global: false,
        },
    );
    fake.fail_next_on("POST", &bolek_dm, 502, 1);
    fake.rate_limit_next(
        "POST",
        &bolek_dm,
        3,
        RateLimit {
            retry_after: 0.3,
            global: false,
        },
    );
    fake.fail_next_on("POST", "/users/@me/channels", 503, 2);

    g.two_players_start().await;
    for user in [ALA, BOLEK] {
        let dm = until(fake, WAIT, || fake.dms_to(user).into_iter().next())
            .await
            .unwrap_or_else(|e| panic!("no rack DM for {user}: {e}"));
        png_ok_rack(&dm);
    }
    let failed = fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && (r.path == ala_dm || r.path == bolek_dm))
        .filter(|r| r.status >= 429)
        .count();
    assert_eq!(failed, 9, "every injected failure was met");
    let notices: Vec<String> = g
        .channel_messages()
        .into_iter()
        .map(|m| m.content)
        .filter(|c| c.contains("I can't send you a DM"))
        .collect();
    assert!(notices.is_empty(), "{notices:?}");
    fake.assert_no_unknown_routes();
}
