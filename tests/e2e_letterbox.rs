//! The Letterbox-style German game through Discord, a person against the computer, with the
//! real bot binary and the real serenity client against the fake Discord on 127.0.0.1:
//! - `/game new variant:letterbox letters:5 computer:strong` seats the computer ("der Gegner
//!   ist immer der Computer") and shows the game points at stake: 10 + 2 x 5 + 10 = 30
//!   ("Je schwieriger die Spieleinstellungen gewählt werden, desto höher die Anzahl der
//!   Spielpunkte");
//! - a word not in the dictionary is refused at once, with no penalty ("Wird ein Wort in der
//!   Wörterdatenbank nicht gefunden, gilt es nicht und ein neues Wort muss gebildet werden");
//! - the player suggests it (`/suggest`), a word the dictionary has is not suggested, a
//!   non-moderator cannot accept words, a moderator accepts it (`/suggestions accept`), and
//!   the same move then stands: the server's own word list counts at once;
//! - `/hint` lists good moves (hints are on against the computer);
//! - the computer answers with a move of its own;
//! - the person gives up: the stake leaves their account ("Aber Achtung: Bei einem
//!   verlorenen Spiel werden die Spielpunkte vom Konto des Benutzers abgezogen!"), and
//!   `/highscores` shows it.

mod support;

use serde_json::json;
use std::path::PathBuf;
use std::time::Duration;
use support::bot::*;
use support::fake_discord::FakeDiscord;

/// Discord's Manage Server permission bit.
const MANAGE_GUILD: u64 = 1 << 5;

/// Opens a Letterbox table against the strong computer and starts it until Ala has the first
/// move (a game the computer would open is ended by its creator, which moves no points).
async fn start_with_ala_first(g: &Game<'_>) {
    for _ in 0..12 {
        let seen = g.channel_messages().len();
        let id = g.command(
            ALA,
            "game",
            json!([{"type": 1, "name": "new", "options": [
                {"type": 3, "name": "variant", "value": "letterbox"},
                {"type": 4, "name": "letters", "value": 5},
                {"type": 3, "name": "computer", "value": "strong"}
            ]}]),
        );
        assert!(g.answer(id).await.contains("Letterbox"));
        let lobby = g.message_with(seen, "Join").await;
        assert!(lobby.content.contains("**30**"), "{}", lobby.content);
        assert!(
            lobby.content.contains("Computer (strong)"),
            "{}",
            lobby.content
        );
        let seen = g.channel_messages().len();
        g.click(ALA, &lobby, "start");
        let board = g.message_with(seen, "Next:").await;
        png_ok(&board);
        if board.content.contains(&format!("Next: **User {ALA}**")) {
            return;
        }
        let seen = g.channel_messages().len();
        let id = g.command(
            ALA,
            "game",
            json!([{"type": 1, "name": "end", "options": []}]),
        );
        g.answer(id).await;
        g.message_with(seen, "ended").await;
    }
    panic!("Ala never had the first move in 12 games");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_against_the_computer_learns_a_word_and_loses_game_points() {
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
    start_with_ala_first(&g).await;
    let rack = g.rack(ALA).await;
    assert_eq!(rack.len(), 5, "five letters: {rack:?}");
    // Against the computer, /hint answers (to Ala alone) with good moves.
    let id = g.command(ALA, "hint", json!([]));
    let hint = g.answer(id).await;
    assert!(hint.contains("Good moves for your rack"), "{hint}");

    // Three letters: not in the (two-letter) word list, so refused; nothing changes.
    let word: String = rack.iter().take(3).cloned().collect();
    let typed = format!("7G {word}");
    let id = g.command(
        ALA,
        "play",
        json!([{"type": 3, "name": "move", "value": typed}]),
    );
    let refused = g.answer(id).await;
    assert!(refused.contains("dictionary"), "{refused}");
    assert_eq!(g.rack(ALA).await, rack, "the letters stay on the rack");

    // Suggest it; a known word is not suggested; Bolek (no Manage Server) cannot accept it;
    // Ala, made a moderator, can.
    let id = g.command(
        ALA,
        "suggest",
        json!([{"type": 3, "name": "word", "value": word}]),
    );
    let recorded = g.any_answer(id).await;
    assert!(recorded.contains(&word), "{recorded}");
    let known: String = rack.iter().take(2).cloned().collect();
    let id = g.command(
        ALA,
        "suggest",
        json!([{"type": 3, "name": "word", "value": known}]),
    );
    let answer = g.any_answer(id).await;
    assert!(answer.contains("already in the"), "{answer}");
    let accept = json!([{"type": 1, "name": "accept", "options": [
        {"type": 3, "name": "word", "value": word}
    ]}]);
    let id = g.command(BOLEK, "suggestions", accept.clone());
    let refusal = g.any_answer(id).await;
    assert!(
        refusal.contains("moderatorzy"),
        "Bolek reads Polish: {refusal}"
    );
    fake.set_permissions(guild, ALA, MANAGE_GUILD);
    let id = g.command(ALA, "suggestions", accept);
    let accepted = g.any_answer(id).await;
    assert!(accepted.contains(&word), "{accepted}");

    // Now the same move stands at once (no Accept window in this game)...
    let seen = g.channel_messages().len();
    let id = g.command(
        ALA,
        "play",
        json!([{"type": 3, "name": "move", "value": typed}]),
    );
    g.answer(id).await;
    let stood = g.message_with(seen, "stands").await;
    png_ok(&stood);
    // Compared in lower case: the bot writes a word in capitals letter by letter (ß stays
    // ß), where `to_uppercase` would make it SS.
    assert!(
        stood.content.to_lowercase().contains(&word),
        "{}",
        stood.content
    );
    // ... and the computer answers with a move of its own, then it is Ala's turn again.
    let reply = g
        .message_with(seen + 1, &format!("Next: **User {ALA}**"))
        .await;
    assert!(
        reply.content.contains("Computer (strong)"),
        "{}",
        reply.content
    );
    png_ok(&reply);

    // Ala gives up: the computer wins and Ala's account loses the 30 game points.
    let seen = g.channel_messages().len();
    let id = g.command(ALA, "resign", json!([]));
    g.answer(id).await;
    let last = g.message_with(seen, "Winner").await;
    assert!(
        last.content.contains("Computer (strong)"),
        "{}",
        last.content
    );
    assert!(
        last.content.contains("loses 30 game points"),
        "{}",
        last.content
    );

    // The server ranking: Ala with -30; the computer keeps no account.
    let id = g.command(BOLEK, "highscores", json!([]));
    let table = g.any_answer(id).await;
    assert!(table.contains(&format!("User {ALA}")), "{table}");
    assert!(table.contains("-30"), "{table}");
    assert!(!table.contains("Computer"), "{table}");

    // After the game: Ala's costliest turns (the best turn at each of hers and the equity
    // lost), or that she lost nothing.
    let id = g.command(
        ALA,
        "game",
        json!([{"type": 1, "name": "missed", "options": []}]),
    );
    let missed = g.any_answer(id).await;
    assert!(
        missed.contains("Your costliest turns") || missed.contains("You lost nothing"),
        "{missed}"
    );

    fake.assert_no_unknown_routes();
    fake.shutdown().await;
    let _ = std::fs::remove_dir_all(&dir);
}
