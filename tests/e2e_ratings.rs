//! Ratings through Discord: the real `plansza` binary against the fake Discord. A rated game
//! played to its end moves both players' ratings; `/stats` answers with their games, best
//! move and rating and a picture of the rating over time; `/leaderboard` pages the server's
//! rated players with Previous and Next; `/config rated:false` makes a channel's games
//! unrated.
//!
//! Issue 13: "`/stats [user] [variant]` answers with games, wins, losses, average score per
//! game and per move, best move (word, score), bingos, and a picture of the rating over
//! time. `/leaderboard [variant]` shows the server's top players (an embed, paged with
//! buttons). Moderators can make a channel's games unrated."

mod support;

use plansza::store::{Archive, OutboxChange, Played, PlayerGame, Store};
use serde_json::{json, Value};
use std::path::Path;
use support::bot::*;
use support::fake_discord::{InteractionResponse, ResponseKind, WAIT};

/// Earlier winners rated before the bot starts: with the one they all beat and the two who
/// play, 14 rated players, two pages of 10.
const EARLIER: u64 = 11;

/// Writes rated games of the past into the bot's database: each of `EARLIER` players
/// (users 9001, 9002, ...) beat user 9500 once.
fn earlier_players(dir: &Path, guild: u64) {
    let url = format!("sqlite://{}", dir.join("plansza.db").display());
    std::thread::scope(|s| {
        s.spawn(|| {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime");
            runtime.block_on(async {
                let store = Store::open(&url).await.expect("the bot's database");
                // Rated pairs: each earlier winner beat one who never plays again.
                for k in 0..EARLIER {
                    let players = [
                        PlayerGame {
                            user: 9001 + k,
                            name: format!("Old {}", 9001 + k),
                            place: 0,
                            result: "win",
                            score: 300,
                            turns: 12,
                            best: Some(("KOT".into(), 40)),
                            bingos: 0,
                        },
                        PlayerGame {
                            user: 9500,
                            name: "Gone".into(),
                            place: 1,
                            result: "loss",
                            score: 100,
                            turns: 12,
                            best: None,
                            bingos: 0,
                        },
                    ];
                    let archive = Archive {
                        played: Played {
                            table: 700 + k,
                            home: 700 + k,
                        },
                        guild_id: Some(guild),
                        variant: "literaki",
                        rating_name: "literaki",
                        game_json: "{}",
                        finished_at: 2_000 + k as i64,
                        rated: true,
                        results: &players,
                        tournament: None,
                    };
                    store
                        .archive_owing(archive, &[], &OutboxChange::default())
                        .await
                        .expect("archived");
                }
                store.close().await;
            });
        });
    });
}

/// The answer that carries the command's result: the edited deferral.
async fn edited_answer(g: &Game<'_>, interaction: u64) -> InteractionResponse {
    let fake = g.fake;
    until(fake, WAIT, || {
        fake.responses_to(interaction)
            .into_iter()
            .find(|r| r.kind == ResponseKind::EditOriginal && r.data.get("embeds").is_some())
    })
    .await
    .unwrap_or_else(|e| panic!("no answer to {interaction}: {e:?}"))
}

fn embed(answer: &InteractionResponse) -> &Value {
    &answer.data["embeds"][0]
}

fn field<'a>(answer: &'a InteractionResponse, name: &str) -> &'a str {
    embed(answer)["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|f| f["name"] == name)
        .and_then(|f| f["value"].as_str())
        .unwrap_or_else(|| panic!("no field {name} in {:#?}", answer.data))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_shows_in_stats_and_on_the_leaderboard() {
    let run = Running::start_with(|dir, fake, _| earlier_players(dir, fake.guild_id())).await;
    let fake = &run.fake;
    fake.set_permissions(fake.guild_id(), ALA, 1 << 5); // Manage Server
    commands_registered(fake).await;
    let g = run.game();

    // A game: P lays a word, Q accepts it, then Q resigns: P wins.
    let (p, q, _) = g.first_word_stands().await;
    let seen = g.channel_messages().len();
    let id = g.command(q, "resign", json!([]));
    g.answer(id).await;
    let last = g.message_with(seen, "Winner").await;
    // Under the final table, how the game moved both ratings (newcomers: from 1500).
    let moved = g.message_with(seen, "**Ratings** (Literaki):").await;
    assert!(
        moved.id.parse::<u64>().ok() > last.id.parse::<u64>().ok(),
        "after the final post"
    );
    for user in [p, q] {
        assert!(
            moved.content.contains(&format!("User {user}: 1500 → **")),
            "{}",
            moved.content
        );
    }

    // The game's summary in the channel (the lobby message: the thread is archived at
    // once) shows the result with the same rating changes.
    let lobby = fake
        .messages_to(fake.channel_id())
        .into_iter()
        .next()
        .expect("the lobby message in the channel");
    let summary = until(fake, WAIT, || {
        let now = fake.message(&lobby.id)?;
        let text = now["embeds"].to_string();
        text.contains("1500 →").then_some(text)
    })
    .await
    .unwrap_or_else(|e| panic!("the summary never showed the ratings: {e:?}"));
    for user in [p, q] {
        assert!(
            summary.contains(&format!("User {user}: 1500 →")),
            "{summary}"
        );
    }

    // P's stats: one game won, a rating above 1500 and its picture.
    let id = fake.slash_command(
        p,
        fake.channel_id(),
        Some(g.guild),
        "stats",
        json!([]),
        "en-US",
    );
    let stats = edited_answer(&g, id).await;
    assert!(!stats.ephemeral(), "stats are for everyone to see");
    let title = embed(&stats)["title"].as_str().unwrap_or_default();
    assert!(title.starts_with("Stats: User "), "{title}");
    assert_eq!(field(&stats, "Games"), "1 (1 won, 0 lost, 0 drawn)");
    assert!(field(&stats, "Best move").contains("(Literaki)"));
    let ratings = field(&stats, "Ratings");
    let rating: i64 = ratings
        .split("**")
        .nth(1)
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("no rating in {ratings}"));
    assert!(rating > 1500, "{ratings}");
    assert!(ratings.contains("1 rated game"), "{ratings}");
    let png = stats
        .attachments
        .iter()
        .find(|a| a.filename == "rating.png")
        .expect("the rating picture");
    let picture = image::load_from_memory(&png.bytes).expect("the PNG decodes");
    assert!(picture.width() >= 600 && picture.height() >= 400);
    assert_eq!(embed(&stats)["image"]["url"], "attachment://rating.png");

    // Q's, asked by P in Polish for Literaki only: a loss, a rating below 1500.
    let options = json!([
        {"type": 6, "name": "user", "value": q.to_string()},
        {"type": 3, "name": "variant", "value": "literaki"}
    ]);
    let id = fake.slash_command(p, fake.channel_id(), Some(g.guild), "stats", options, "pl");
    let theirs = edited_answer(&g, id).await;
    assert!(field(&theirs, "Gry").contains("przegrane: 1"));
    let ranking = field(&theirs, "Ranking");
    let theirs_rating: i64 = ranking
        .split("**")
        .nth(1)
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("no rating in {ranking}"));
    assert!(theirs_rating < 1500, "{ranking}");
    assert_eq!(
        rating - 1500,
        1500 - theirs_rating,
        "newcomers move symmetrically"
    );

    // An unknown game is refused privately, naming the games that have ratings.
    let options = json!([{"type": 3, "name": "variant", "value": "chess"}]);
    let id = fake.slash_command(
        p,
        fake.channel_id(),
        Some(g.guild),
        "stats",
        options,
        "en-US",
    );
    let refusal = g.any_answer(id).await;
    assert!(
        refusal.contains("wordcap-pl") && refusal.contains("literaki"),
        "{refusal}"
    );

    // The leaderboard: 14 rated players, 10 on the first page with P among them, Next
    // leads to the last 3.
    let id = fake.slash_command(
        ALA,
        fake.channel_id(),
        Some(g.guild),
        "leaderboard",
        json!([]),
        "en-US",
    );
    let first = edited_answer(&g, id).await;
    let lines = embed(&first)["description"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert_eq!(lines.lines().count(), 10, "{lines}");
    assert!(lines.starts_with("1. **"), "{lines}");
    assert_eq!(
        embed(&first)["footer"]["text"],
        "Page 1 of 2 · 14 rated players"
    );
    let ids = first.custom_ids();
    assert_eq!(ids.len(), 2, "Previous and Next");
    // The leaderboard is the command's own (original) message.
    let token = format!(".{id}/callback");
    let message = fake
        .requests()
        .into_iter()
        .find(|r| r.path.ends_with(&token))
        .and_then(|r| r.message_id)
        .expect("the leaderboard message");
    let press = fake.click_button_in(BOLEK, fake.channel_id(), &message, &ids[1], "pl");
    let page_two = until(fake, WAIT, || {
        fake.responses_to(press)
            .into_iter()
            .find(|r| r.kind == ResponseKind::EditOriginal)
    })
    .await
    .expect("the second page");
    let ack = fake.responses_to(press);
    assert_eq!(ack[0].callback_type, Some(6), "acknowledged first");
    let lines = page_two.data["embeds"][0]["description"]
        .as_str()
        .unwrap_or_default();
    assert_eq!(lines.lines().count(), 4, "{lines}");
    assert!(lines.starts_with("11. **"), "{lines}");
    assert_eq!(
        page_two.data["embeds"][0]["footer"]["text"], "Page 2 of 2 · 14 rated players",
        "written in the opener's language, whoever pages"
    );

    // A moderator makes the channel unrated; the settings say so.
    let id = fake.slash_command(
        ALA,
        fake.channel_id(),
        Some(g.guild),
        "config",
        json!([{"type": 5, "name": "rated", "value": false}]),
        "en-US",
    );
    let answer = g.any_answer(id).await;
    assert!(answer.contains("Games here are not rated."), "{answer}");
    fake.assert_no_unknown_routes();
}
