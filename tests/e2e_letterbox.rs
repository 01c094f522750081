//! The Letterbox-style German game through Discord, with the real bot binary and the real
//! serenity client against the fake Discord on 127.0.0.1:
//! - `/game new variant:letterbox letters:5` shows the game points at stake (20);
//! - a word not in the dictionary is refused at once, with no penalty ("Wird ein Wort in der
//!   Wörterdatenbank nicht gefunden, gilt es nicht und ein neues Wort muss gebildet werden");
//! - the player suggests it (`/suggest`), a moderator accepts it (`/suggestions accept`), and
//!   the same move then stands: the server's own word list counts at once;
//! - a word the dictionary has is not suggested; a non-moderator cannot accept words;
//! - the opponent resigns: the winner gains the stake and the loser loses it ("Bei einem
//!   gewonnenen Spiel werden die Spielpunkte der Gesamtpunktzahl (Score) des Spielers
//!   hinzugerechnet. Aber Achtung: Bei einem verlorenen Spiel werden die Spielpunkte vom Konto
//!   des Benutzers abgezogen!"), and `/highscores` shows both accounts.

mod support;

use serde_json::json;
use std::path::PathBuf;
use std::time::Duration;
use support::bot::*;
use support::fake_discord::FakeDiscord;

/// Discord's Manage Server permission bit.
const MANAGE_GUILD: u64 = 1 << 5;

/// The text of the first answer to an interaction, however it was sent (a direct response, an
/// edited deferral or a follow-up).
async fn any_answer(fake: &FakeDiscord, interaction: u64) -> String {
    until(fake, WAIT, || {
        fake.responses_to(interaction)
            .into_iter()
            .find(|r| !r.content.is_empty())
            .map(|r| r.content)
    })
    .await
    .unwrap_or_else(|e| panic!("no answer to interaction {interaction}: {e:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn letterbox_refuses_learns_a_word_and_moves_game_points() {
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
    let g = Game {
        fake: &fake,
        channel: fake.new_channel(guild),
        guild,
    };

    // The lobby says what is at stake: 100/10 + 2 x (10 - 5 letters) = 20.
    let seen = g.channel_messages().len();
    let id = g.command(
        ALA,
        "game",
        json!([{"type": 1, "name": "new", "options": [
            {"type": 3, "name": "variant", "value": "letterbox"},
            {"type": 4, "name": "letters", "value": 5}
        ]}]),
    );
    assert!(g.answer(id).await.contains("letterbox"));
    let lobby = g.message_with(seen, "Join").await;
    assert!(lobby.content.contains("**20**"), "{}", lobby.content);
    g.click(BOLEK, &lobby, "join");
    until(&fake, WAIT, || {
        fake.edits_of(&lobby.id).into_iter().find(|e| {
            e.json["content"]
                .as_str()
                .is_some_and(|c| c.contains("User 7002"))
        })
    })
    .await
    .expect("Bolek joins");
    let seen = g.channel_messages().len();
    g.click(ALA, &lobby, "start");
    let board = g.message_with(seen, "Next:").await;
    png_ok(&board);
    let p = next_player(&board.content);
    let q = if p == ALA { BOLEK } else { ALA };
    let rack = g.rack(p).await;
    assert_eq!(rack.len(), 5, "five letters each: {rack:?}");

    // Three letters: not in the (two-letter) word list, so refused; nothing changes.
    let word: String = rack.iter().take(3).cloned().collect();
    let typed = format!("7G {word}");
    let id = g.command(
        p,
        "play",
        json!([{"type": 3, "name": "move", "value": typed}]),
    );
    let refused = g.answer(id).await;
    assert!(
        refused.contains("dictionary") || refused.contains("słowniku"),
        "{refused}"
    );
    assert_eq!(g.rack(p).await, rack, "the letters stay on the rack");

    // The player suggests it; Bolek (no Manage Server) cannot accept it; Ala, made a
    // moderator, can.
    let id = g.command(
        p,
        "suggest",
        json!([{"type": 3, "name": "word", "value": word}]),
    );
    let recorded = any_answer(&fake, id).await;
    assert!(recorded.contains(&word), "{recorded}");
    // A word the dictionary already has is not suggested again.
    let known: String = rack.iter().take(2).cloned().collect();
    let id = g.command(
        p,
        "suggest",
        json!([{"type": 3, "name": "word", "value": known}]),
    );
    let answer = any_answer(&fake, id).await;
    assert!(
        answer.contains("already in the") || answer.contains("już jest w słowniku"),
        "{answer}"
    );
    let accept = json!([{"type": 1, "name": "accept", "options": [
        {"type": 3, "name": "word", "value": word}
    ]}]);
    let id = g.command(BOLEK, "suggestions", accept.clone());
    let refusal = any_answer(&fake, id).await;
    assert!(
        refusal.contains("moderatorzy"),
        "Bolek reads Polish: {refusal}"
    );
    fake.set_permissions(guild, ALA, MANAGE_GUILD);
    let id = g.command(ALA, "suggestions", accept);
    let accepted = any_answer(&fake, id).await;
    assert!(accepted.contains(&word), "{accepted}");

    // Now the same move stands at once (no Accept window in this game).
    let seen = g.channel_messages().len();
    let id = g.command(
        p,
        "play",
        json!([{"type": 3, "name": "move", "value": typed}]),
    );
    g.answer(id).await;
    let stood = g.message_with(seen, "stands").await;
    png_ok(&stood);
    assert!(
        stood.content.contains(&word.to_uppercase()),
        "{}",
        stood.content
    );

    // The opponent gives up: the winner gains 20 game points, the loser loses 20.
    let seen = g.channel_messages().len();
    let id = g.command(q, "resign", json!([]));
    g.answer(id).await;
    let last = g.message_with(seen, "Winner").await;
    assert!(
        last.content.contains("wins 20 game points"),
        "{}",
        last.content
    );
    assert!(
        last.content.contains("loses 20 game points"),
        "{}",
        last.content
    );

    // The server ranking: the winner first with 20, the loser with -20.
    let id = g.command(BOLEK, "highscores", json!([]));
    let table = any_answer(&fake, id).await;
    let winner = table
        .find(&format!("User {p}"))
        .unwrap_or_else(|| panic!("{table}"));
    let loser = table
        .find(&format!("User {q}"))
        .unwrap_or_else(|| panic!("{table}"));
    assert!(winner < loser, "{table}");
    assert!(table.contains("20") && table.contains("-20"), "{table}");

    fake.assert_no_unknown_routes();
    fake.shutdown().await;
    let _ = std::fs::remove_dir_all(&dir);
}
