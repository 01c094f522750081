//! Every board variant through Discord, from lobby to final scores: one bot process, one
//! channel per variant (many channels at once), the real serenity client against the fake
//! Discord. Literaki's full game with every window and a restart is in `e2e_literaki.rs`.

mod support;

use plansza::i18n::{game_name, Locale};
use plansza::rules::{ChallengeRule, VariantId};
use serde_json::json;
use std::path::PathBuf;
use std::time::Duration;
use support::bot::*;
use support::fake_discord::FakeDiscord;

/// `8H`-style square (row first: across) of a variant's start square.
fn start_across(variant: VariantId) -> String {
    let start = variant.variant().start;
    format!("{}{} ", start.row + 1, (b'A' + start.col) as char)
}

async fn play_variant(g: &Game<'_>, variant: VariantId) {
    let seen = g.channel_messages().len();
    let id = g.command(
        ALA,
        "game",
        json!([{"type": 1, "name": "new", "options": [{"type": 3, "name": "variant", "value": variant.name()}]}]),
    );
    let opened = g.answer(id).await;
    let own_name = game_name(Locale::English, variant.name());
    assert!(opened.contains(&own_name), "{opened}");
    let lobby = g.message_with(seen, "Join").await;
    if variant.variant().against_computer {
        // Played against the computer (seated by default): start, then give up.
        assert!(lobby.content.contains("Computer"), "{}", lobby.content);
        let seen = g.channel_messages().len();
        g.click(ALA, &lobby, "start");
        let board = g.message_with(seen, "Next:").await;
        png_ok(&board);
        let seen = g.channel_messages().len();
        let id = g.command(ALA, "resign", json!([]));
        g.answer(id).await;
        let last = g.message_with(seen, "Winner").await;
        assert!(last.content.contains("Computer"), "{}", last.content);
        png_ok(&last);
        return;
    }
    g.join(BOLEK, &lobby).await;
    let seen = g.channel_messages().len();
    g.click(ALA, &lobby, "start");
    let board = g.message_with(seen, "Next:").await;
    png_ok(&board);
    let p = next_player(&board.content);
    let q = if p == ALA { BOLEK } else { ALA };

    // The first word: two letters across from the start square; the opponent accepts (a
    // game checked by the dictionary as the word is laid has no window).
    let seen = g.channel_messages().len();
    let id = g.play(p, &start_across(variant), 2).await;
    g.answer(id).await;
    if variant.variant().challenge == ChallengeRule::Double {
        let window = g.message_with(seen, "Accept").await;
        png_ok(&window);
        g.click(q, &window, "accept");
    }
    let after = g.message_with(seen, "stands").await;
    png_ok(&after);

    // Passes until the game ends by the variant's own rule (Letterbox: new letters after a
    // round of passes, a draw after two).
    let mut next = next_player(&after.content);
    for _ in 0..12 {
        let seen = g.channel_messages().len();
        let id = g.command(next, "pass", json!([]));
        g.answer(id).await;
        let post = g.message_with(seen, "**").await;
        // The final post ("<game>: game over") names the winner, says there is none, or
        // that the tied players share the win: equal scores after the passes happen.
        if post.content.contains(": game over") {
            let result = ["Winner", "No winner", "share the win"];
            assert!(
                result.iter().any(|r| post.content.contains(r)),
                "{}",
                post.content
            );
            png_ok(&post);
            return;
        }
        next = next_player(&post.content);
    }
    panic!("{} did not end after 12 passes", variant.name());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_variant_from_lobby_to_final_scores() {
    let dir: PathBuf = tempfile::tempdir().expect("temp dir").keep();
    two_letter_lexicon(&dir);
    let fake = FakeDiscord::start().await;
    let guild = fake.guild_id();
    let _bot = Bot::start(&dir, &fake, 1);
    until(&fake, Duration::from_secs(60), || {
        Some(fake.registered_commands(Some(guild))).filter(|c| c.len() >= 7)
    })
    .await
    .expect("the bot registers its commands");
    for &variant in VariantId::ALL {
        let g = Game {
            fake: &fake,
            channel: fake.new_channel(guild),
            guild,
        };
        play_variant(&g, variant).await;
    }
    let internal = internal_names(&fake);
    assert!(
        internal.is_empty(),
        "internal game names reach players: {internal:#?}"
    );
    fake.assert_no_unknown_routes();
    fake.shutdown().await;
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every text the bot showed (message contents and embeds, answers, thread names) that
/// names a game by the name the code keeps it under (`literaki`, `erudit`, `wordcap`, ...)
/// instead of its own (issue 24, point 11).
fn internal_names(fake: &FakeDiscord) -> Vec<String> {
    fn strings(value: &serde_json::Value, out: &mut Vec<String>) {
        match value {
            serde_json::Value::String(s) => out.push(s.clone()),
            serde_json::Value::Array(a) => a.iter().for_each(|v| strings(v, out)),
            serde_json::Value::Object(o) => o.values().for_each(|v| strings(v, out)),
            _ => {}
        }
    }
    let names: Vec<&str> = VariantId::ALL
        .iter()
        .map(|v| v.name())
        .chain(["wordcap"])
        .collect();
    let mut shown = Vec::new();
    for r in fake.requests() {
        let to_players = ["/channels/", "/interactions/", "/webhooks/"]
            .iter()
            .any(|p| r.path.starts_with(p));
        if !to_players {
            continue;
        }
        let body = r.json.get("data").unwrap_or(&r.json);
        for field in ["content", "embeds", "name", "title"] {
            if let Some(v) = body.get(field) {
                strings(v, &mut shown);
            }
        }
    }
    shown
        .into_iter()
        .filter(|text| {
            text.split(|c: char| !c.is_alphanumeric() && c != '-')
                .any(|word| names.contains(&word))
        })
        .collect()
}
