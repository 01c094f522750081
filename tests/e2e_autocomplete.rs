//! `/play move:` autocomplete through Discord: the real `plansza` binary (serenity + poise)
//! against the fake Discord on 127.0.0.1. While a player types a move, Discord asks for
//! choices (an APPLICATION_COMMAND_AUTOCOMPLETE interaction); the bot answers with one choice
//! whose name previews the move (where it goes, the words, the score, or why it cannot be
//! laid) in the typing person's language, and whose value is the move as typed.

mod support;

use serde_json::json;
use serenity::model::application::CommandOptionChoice;
use support::bot::*;
use support::fake_discord::{autocomplete_choices, focused};

/// The choice the bot offers `user` typing `typed` into `/play move:` in `channel` with the
/// client `locale`: exactly one, valued as typed.
async fn preview(
    g: &Game<'_>,
    channel: u64,
    user: u64,
    typed: &str,
    locale: &str,
) -> CommandOptionChoice {
    let fake = g.fake;
    let options = json!([focused("move", typed)]);
    let id = fake.autocomplete(user, channel, Some(g.guild), "play", options, locale);
    let choices = until(fake, WAIT, || autocomplete_choices(&fake.requests(), id))
        .await
        .unwrap_or_else(|e| panic!("no autocomplete answer for {typed:?}: {e}"));
    assert_eq!(choices.len(), 1, "{choices:?}");
    let choice = choices.into_iter().next().expect("one choice");
    assert_eq!(
        choice.value.as_str(),
        Some(typed.trim()),
        "picking it plays what was typed"
    );
    assert!(
        !choice.name.contains(['`', '*']),
        "plain text: {}",
        choice.name
    );
    choice
}

/// A legal move, an illegal one and garbage, in English and in Polish; a player out of turn
/// and a channel without a game; and the previewed score is what `/play` then gives.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_move_is_previewed_in_the_typing_persons_language() {
    let running = Running::start().await;
    commands_registered(&running.fake).await;
    let g = running.game();
    let board = g.two_players_start().await;
    // The game is played in its own thread: that is where its players type.
    let channel = g.here();
    let p = next_player(&board.content);
    let q = if p == ALA { BOLEK } else { ALA };
    let rack = g.rack(p).await;

    // A legal move: its square and direction, the word and the score.
    let two: String = rack.iter().take(2).cloned().collect();
    let legal = format!("8H {two}");
    let en = preview(&g, channel, p, &legal, "en-US").await;
    assert!(en.name.starts_with("8H across: "), "{}", en.name);
    let score = en
        .name
        .split("· ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .unwrap_or_else(|| panic!("a score in {}", en.name))
        .to_string();
    assert!(en.name.ends_with(" points") || en.name.ends_with(" point"));
    let pl = preview(&g, channel, p, &legal, "pl").await;
    assert!(pl.name.starts_with("8H poziomo: "), "{}", pl.name);
    assert!(pl.name.contains(&format!("· {score} punkt")), "{}", pl.name);

    // Down from H7, three letters: the word list here knows no three-letter word, and the
    // preview does not consult it.
    let three: String = rack.iter().take(3).cloned().collect();
    let phony = preview(&g, channel, p, &format!("h7 {three}"), "en-US").await;
    assert!(phony.name.starts_with("H7 down: "), "{}", phony.name);
    assert!(phony.name.contains(" · "), "{}", phony.name);

    // An illegal move: the reason /play would give.
    let illegal = format!("8A {two}");
    let en = preview(&g, channel, p, &illegal, "en-US").await;
    assert!(
        en.name.contains("must cover the centre square H8"),
        "{}",
        en.name
    );
    let pl = preview(&g, channel, p, &illegal, "pl").await;
    assert!(pl.name.contains("środkowe pole H8"), "{}", pl.name);

    // Garbage.
    let en = preview(&g, channel, p, "xyz kot", "en-US").await;
    assert!(en.name.starts_with("xyz is not a square"), "{}", en.name);
    let pl = preview(&g, channel, p, "xyz kot", "pl").await;
    assert!(pl.name.starts_with("xyz to nie pole"), "{}", pl.name);

    // The other player learns whose turn it is, nothing of the rack.
    let other = preview(&g, channel, q, &legal, "en-US").await;
    assert!(
        other.name.starts_with("It is not your turn"),
        "{}",
        other.name
    );
    assert!(!other.name.contains(" · "), "{}", other.name);

    // A channel without a game.
    let empty = running.fake.new_channel(g.guild);
    let none = preview(&g, empty, p, &legal, "pl").await;
    assert!(
        none.name.starts_with("Na tym kanale nie ma gry"),
        "{}",
        none.name
    );

    // Nothing was played by previewing; playing the move gives the previewed score.
    let id = g.command(
        p,
        "play",
        json!([{"type": 3, "name": "move", "value": legal}]),
    );
    let answer = g.answer(id).await;
    assert!(
        answer.contains(&format!(" {score} p")),
        "{answer} vs {score}"
    );
    running.fake.assert_no_unknown_routes();
}
