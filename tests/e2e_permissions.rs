//! Issue 25, point 7: who may do what, through the real bot and the fake Discord. Moderator
//! commands are declared as Discord expects (`default_member_permissions`: only Manage Server
//! sees them), and each refusal is answered: `/config` and `/suggestions` to someone without
//! Manage Server, a tournament's cancel and another player's withdrawal to someone who is
//! neither its organiser nor a moderator, and a tournament button whose id names a
//! tournament of another channel.

mod support;

use plansza::i18n::{tr, Locale};
use serde_json::{json, Value};
use support::bot::*;
use support::fake_discord::MANAGE_GUILD;

/// The text of `key` in the language the fake gives `user`.
fn said(user: u64, key: &str) -> String {
    tr(Locale::from_discord(locale_of(user)), key)
}

fn tournament(sub: &str, options: Value) -> Value {
    json!([{"type": 1, "name": sub, "options": options}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_refusal_is_answered_and_moderator_commands_are_declared() {
    let run = Running::start().await;
    commands_registered(&run.fake).await;
    let fake = &run.fake;
    let g = run.game();

    // Declared: only members with Manage Server see /config and /suggestions.
    let commands = fake.registered_commands(Some(fake.guild_id()));
    let permissions = |name: &str| {
        commands
            .iter()
            .find(|c| c["name"] == name)
            .map(|c| c["default_member_permissions"].clone())
            .unwrap_or_else(|| panic!("/{name} is registered"))
    };
    let manage_guild = MANAGE_GUILD.to_string();
    assert_eq!(permissions("config"), json!(manage_guild));
    assert_eq!(permissions("suggestions"), json!(manage_guild));
    assert_eq!(permissions("game"), Value::Null, "everyone plays");
    assert_eq!(permissions("tournament"), Value::Null, "everyone joins");

    // Without Manage Server (a server may show them the command all the same): refused.
    let id = g.command(
        BOLEK,
        "config",
        json!([{"type": 4, "name": "move_time", "value": 60}]),
    );
    assert_eq!(
        g.any_answer(id).await,
        said(BOLEK, "err-config-not-allowed")
    );
    let id = g.command(
        BOLEK,
        "suggestions",
        json!([{"type": 1, "name": "list", "options": []}]),
    );
    assert_eq!(g.any_answer(id).await, said(BOLEK, "suggest-not-allowed"));
    // With it, /config is taken.
    fake.set_permissions(fake.guild_id(), ALA, MANAGE_GUILD);
    let id = g.command(
        ALA,
        "config",
        json!([{"type": 4, "name": "move_time", "value": 60}]),
    );
    assert!(g.any_answer(id).await.contains("60 s"));

    // A tournament organised by Widz, with Bolek and Ala in it.
    let id = g.command(WIDZ, "tournament", tournament("new", json!([])));
    g.answer(id).await;
    let registration = g.message_with(0, "Tournament:").await;
    for who in [BOLEK, ALA] {
        let press = g.click(who, &registration, "t-join");
        g.answer(press).await;
    }
    // Bolek may not call it off, nor withdraw Ala.
    let id = g.command(BOLEK, "tournament", tournament("cancel", json!([])));
    assert_eq!(
        g.answer(id).await,
        said(BOLEK, "tournament-err-not-organiser")
    );
    let ala = json!([{"type": 6, "name": "user", "value": ALA.to_string()}]);
    let id = g.command(BOLEK, "tournament", tournament("withdraw", ala));
    assert_eq!(
        g.answer(id).await,
        said(BOLEK, "tournament-err-not-organiser")
    );
    // The registration's Join, pressed from another channel's copy of its id: nothing here.
    let join = registration
        .custom_ids()
        .into_iter()
        .find(|c| c.contains(":t-join:"))
        .expect("Join");
    let elsewhere = fake.new_channel(fake.guild_id());
    let press = fake.click_button_in(WIDZ, elsewhere, "0", &join, locale_of(WIDZ));
    assert_eq!(g.answer(press).await, said(WIDZ, "tournament-err-none"));
    // The organiser may do both.
    let ala = json!([{"type": 6, "name": "user", "value": ALA.to_string()}]);
    let id = g.command(WIDZ, "tournament", tournament("withdraw", ala));
    assert_eq!(g.answer(id).await, said(WIDZ, "tournament-you-withdrew"));
    let id = g.command(WIDZ, "tournament", tournament("cancel", json!([])));
    assert_eq!(g.answer(id).await, said(WIDZ, "tournament-you-cancelled"));
    fake.assert_no_unknown_routes();
}
