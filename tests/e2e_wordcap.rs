//! A whole game of WordCap through Discord: the real `plansza` binary (serenity + poise)
//! against the fake Discord on 127.0.0.1, from `/game new variant:wordcap` to the final
//! scores. The word list knows every two-letter word and nothing longer, so a two-letter trace
//! is a word and a three-letter one is not. Covered, each as the rule text says
//! (`seeds/wordcap-rules-en.txt`):
//! - the grid goes to the channel as a PNG, and each traced word is drawn on it;
//! - "If all the opponents select the "Accept" option, the combined word will be used";
//! - "If one of the opponents selects the "Check" option and the word is not included in the
//!   dictionary, the player does not score points";
//! - "Undo ... If all the opponents agree, the player ... can perform the move again";
//! - "Sort" shuffles the letters and uses no turn;
//! - "If the move time limit is switched on ... the move is regarded as passed";
//! - "if all the players pass twice during two successive turns, the game is over", and the
//!   final scores: "The winner is the player who has scored the most points".

mod support;

use serde_json::json;
use std::path::PathBuf;
use std::time::Duration;
use support::bot::*;
use support::fake_discord::{FakeDiscord, SentMessage};

/// Discord's Manage Server permission bit.
const MANAGE_GUILD: u64 = 1 << 5;

/// The seconds a player has for a move in this test's channel.
const MOVE_SECS: u64 = 20;

fn other(user: u64) -> u64 {
    if user == ALA {
        BOLEK
    } else {
        ALA
    }
}

/// Traces `cells` as `user`; returns the window message (with its buttons and the picture).
async fn trace(g: &Game<'_>, user: u64, cells: &str) -> SentMessage {
    let seen = g.channel_messages().len();
    let id = g.command(
        user,
        "play",
        json!([{"type": 3, "name": "move", "value": cells}]),
    );
    let answer = g.answer(id).await;
    assert!(
        answer.contains("You played") || answer.contains("Ułożono"),
        "{answer}"
    );
    let window = g.message_with(seen, "within 10 s").await;
    png_ok(&window);
    assert_eq!(window.custom_ids().len(), 3, "Accept, Check, Undo");
    window
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_wordcap_game_through_discord() {
    let dir: PathBuf = tempfile::tempdir().expect("temp dir").keep();
    two_letter_lexicon(&dir);
    let fake = FakeDiscord::start().await;
    let guild = fake.guild_id();
    fake.set_permissions(guild, ALA, MANAGE_GUILD);
    let _bot = Bot::start(&dir, &fake, 1);
    until(&fake, Duration::from_secs(60), || {
        Some(fake.registered_commands(Some(guild))).filter(|c| c.len() >= 7)
    })
    .await
    .expect("the bot registers its commands");
    let g = Game {
        fake: &fake,
        channel: fake.new_channel(guild),
        guild,
    };
    // /help answers in two messages (together they pass Discord's 2000 characters); the
    // second explains WordCap.
    let id = g.command(BOLEK, "help", json!([]));
    let help = until(&fake, WAIT, || {
        let texts: Vec<String> = fake
            .responses_to(id)
            .into_iter()
            .map(|r| r.content)
            .filter(|c| !c.is_empty())
            .collect();
        (texts.len() >= 2).then_some(texts)
    })
    .await
    .expect("two help messages");
    assert!(help.iter().all(|t| t.chars().count() <= 2000));
    assert!(
        help[1].contains("WordCap") && help[1].contains("tasuj"),
        "{}",
        help[1]
    );
    let id = g.command(
        ALA,
        "config",
        json!([{"type": 4, "name": "move_time", "value": MOVE_SECS}]),
    );
    assert!(g.any_answer(id).await.contains("Settings for this channel"));

    // The lobby, Bolek joins, Ala starts: the grid comes to the channel as a PNG.
    let id = g.command(
        ALA,
        "game",
        json!([{"type": 1, "name": "new", "options": [
            {"type": 3, "name": "variant", "value": "wordcap"},
            {"type": 3, "name": "language", "value": "en"}
        ]}]),
    );
    assert!(g.answer(id).await.contains("WordCap"));
    let lobby = g.message_with(0, "Join").await;
    assert_eq!(lobby.custom_ids().len(), 3, "Join, Add computer, Start");
    g.join(BOLEK, &lobby).await;
    let seen = g.channel_messages().len();
    g.click(ALA, &lobby, "start");
    let grid = g.message_with(seen, "Next:").await;
    png_ok(&grid);
    assert!(grid.content.contains("30 turns left"), "{}", grid.content);
    assert!(fake.dms_to(ALA).is_empty(), "no racks in WordCap");
    let first = next_player(&grid.content);
    let second = other(first);

    // A bad trace is explained to its author alone, in their language.
    let id = g.command(
        first,
        "play",
        json!([{"type": 3, "name": "move", "value": "A1 C3"}]),
    );
    let refused = g.answer(id).await;
    assert!(
        refused.contains("A1") && refused.contains("C3"),
        "not adjacent: {refused}"
    );

    // 1. A two-letter word, accepted.
    let window = trace(&g, first, "A1 A2").await;
    let seen = g.channel_messages().len() - 1; // the window shows the outcome
    g.click(second, &window, "accept");
    let stands = g.message_with(seen, "stands").await;
    png_ok(&stands);
    assert!(stands.content.contains("new letters"), "{}", stands.content);
    assert_eq!(next_player(&stands.content), second);
    g.buttons_removed(&window).await;

    // 2. A three-letter trace, checked: not in the list, no points, the turn is used.
    let window = trace(&g, second, "B1 B2 B3").await;
    let seen = g.channel_messages().len() - 1; // the window shows the outcome
    g.click(first, &window, "check");
    let rejected = g.message_with(seen, "not in the dictionary").await;
    assert!(
        rejected.content.contains("no points"),
        "{}",
        rejected.content
    );
    assert_eq!(next_player(&rejected.content), first);

    // 3. Undo, agreed: the same player moves again.
    let window = trace(&g, first, "C1 C2").await;
    let seen = g.channel_messages().len() - 1; // the window shows the outcome
    g.click(first, &window, "undo");
    let edited = until(&fake, WAIT, || {
        fake.edits_of(&window.id).into_iter().find(|e| {
            support::fake_discord::readable(&e.json).contains("wants to take the move back")
        })
    })
    .await
    .expect("the window asks the opponents");
    let agree_id = edited.json["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(agree_id.contains(":agree:"), "{agree_id}");
    fake.click_button_in(
        second,
        channel_of(&window),
        &window.id,
        &agree_id,
        locale_of(second),
    );
    let withdrawn = g.message_with(seen, "took the move back").await;
    assert_eq!(next_player(&withdrawn.content), first);

    // 4. Sort: the letters are shuffled, the turn stays.
    let seen = g.channel_messages().len();
    let id = g.command(first, "sort", json!([]));
    g.answer(id).await;
    let sorted = g.message_with(seen, "shuffled the letters").await;
    png_ok(&sorted);
    assert!(
        sorted.content.contains("2 sorts left"),
        "{}",
        sorted.content
    );
    assert_eq!(next_player(&sorted.content), first);

    // 5. The move clock runs out: a pass.
    let seen = g.channel_messages().len();
    let timed_out = until(&fake, Duration::from_secs(MOVE_SECS + 20), || {
        g.channel_messages()
            .into_iter()
            .skip(seen)
            .find(|m| m.content.contains("ran out of time"))
    })
    .await
    .expect("the move clock runs out");
    assert_eq!(next_player(&timed_out.content), second);

    // 6. Three more passes: everyone passed twice in a row, the game is over.
    for who in [second, first, second] {
        let id = g.command(who, "pass", json!([]));
        g.answer(id).await;
    }
    let last = g.message_with(seen, "Winner").await;
    png_ok(&last);
    let winner = if first == ALA {
        "User 7001"
    } else {
        "User 7002"
    };
    assert!(
        last.content.contains(&format!("Winner: **{winner}**")),
        "{}",
        last.content
    );
    assert!(last.content.contains("1. "), "{}", last.content);

    // The finished game as a WordCap record, which replays through the rules as played
    // (issue 24, point 18: WordCap had no record at all).
    let id = g.command(
        ALA,
        "game",
        json!([{"type": 1, "name": "export", "options": []}]),
    );
    let file = until(&fake, WAIT, || {
        fake.responses_to(id)
            .into_iter()
            .flat_map(|r| r.attachments)
            .find(|a| a.filename.starts_with("plansza-wordcap"))
    })
    .await
    .expect("the export answers with the game's record");
    let record = plansza::wordcap::record::parse(&file.bytes).expect("the record reads");
    let report = plansza::wordcap::record::replay(&record);
    assert!(report.agrees() && report.finished, "{:?}", report.problems);

    // The finished game is archived: a new game can open in the channel.
    let id = g.command(
        BOLEK,
        "game",
        json!([{"type": 1, "name": "new", "options": [
            {"type": 3, "name": "variant", "value": "wordcap"}
        ]}]),
    );
    assert!(g.answer(id).await.contains("WordCap"));
}
