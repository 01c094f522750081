//! A crash at any instant loses nothing that was owed (DESIGN.md, "the outbox"): the real
//! `plansza` binary is SIGKILLed at random moments while several games are played at once
//! through the fake Discord, round-robin tournaments are run through their rounds in
//! another channel and a daily puzzle (a "day" of a few seconds) is posted and closed in a
//! third, and restarted each time. Some kills are aimed: at a random instant just after a
//! tournament's or a puzzle's post was made, while the bot waits for the fake's (late)
//! answer, before it could note the post. When all is over, what the fake received is checked against the games,
//! tournaments and puzzles as the database recorded them:
//! - every turn that stood was announced exactly once (one "Next:" per turn, the players
//!   alternating; one window per move; one final post; after a rated game one ratings post);
//! - every rack DM arrived, once (one at the start, one after each move or exchange);
//! - every tournament posted each round's card, each game's post, the standings after each
//!   round but the last and the final standings, each once;
//! - every puzzle stored was posted once and its results once, its Answer button taken off;
//! - nothing was posted twice, and nothing is still owed.
//!
//! The seed is printed; `PLANSZA_CRASH_SEED=<n>` replays a run's choices (the kill instants
//! still race with the bot, as real crashes do).

mod support;

use plansza::rules::TurnRecord;
use plansza::table::{Table, TableGame, TableState};
use rand::{rngs::StdRng, Rng, SeedableRng};
use serde_json::json;
use std::time::{Duration, Instant};
use support::bot::*;
use support::fake_discord::{FakeDiscord, SentMessage};

/// Games played at once.
const GAMES: usize = 3;
/// SIGKILLs over the run.
const KILLS: usize = 20;
/// The whole run may take this long.
const RUN_LIMIT: Duration = Duration::from_secs(150);
/// How long the bot's "day" lasts: a puzzle is posted each day and closed a day later.
const DAY_SECS: u64 = 5;
/// Of the kills, this share is aimed just after a tournament's or a puzzle's post.
const AIMED: f64 = 0.4;
/// How late the fake answers a post of a tournament or a puzzle (the post is made at once):
/// an aimed kill comes while the bot waits for the answer, before it can note the post.
const ANSWERED_LATE: Duration = Duration::from_millis(300);

/// One game: its channel and its two players (the first opens it).
struct Seats {
    channel: u64,
    users: [u64; 2],
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_at_random_instants_loses_and_repeats_nothing() {
    crash_scenario(None, KILLS).await;
}

/// A longer run for a soak (`cargo test --test e2e_crash -- --ignored`): five times the
/// kills.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn a_soak_of_sigkills_loses_and_repeats_nothing() {
    crash_scenario(None, 5 * KILLS).await;
}

/// The same crashes with the bot's database on Postgres (`DATABASE_URL=postgres://...`):
/// what a change owes is saved in the same Postgres transaction as the state, and a
/// restarted process carries it out once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_on_postgres_loses_and_repeats_nothing() {
    let Some(url) = support::postgres::fresh_database("crash").await else {
        return;
    };
    crash_scenario(Some(url), KILLS).await;
}

/// Plays [`GAMES`] channels of games, a tournament's channel and a puzzle's, SIGKILLing the
/// bot `kills_planned` times at random instants and restarting it, on the default SQLite
/// file or on `database` (a `DATABASE_URL`).
async fn crash_scenario(database: Option<String>, kills_planned: usize) {
    let seed: u64 = std::env::var("PLANSZA_CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(rand::random);
    eprintln!("PLANSZA_CRASH_SEED={seed}");
    let mut rng = StdRng::seed_from_u64(seed);

    let dir = tempfile::tempdir().expect("temp dir");
    two_letter_lexicon(dir.path());
    // The puzzle's game is English, with the real word list (two-letter words make none).
    let english = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("dicts/en.lex");
    std::fs::copy(english, dir.path().join("dicts/en.lex")).expect("the English word list");
    let fake = FakeDiscord::start().await;
    let guild = fake.guild_id();
    let mut games = Vec::new();
    for n in 0..GAMES {
        let channel = if n == 0 {
            fake.channel_id()
        } else {
            fake.new_channel(guild)
        };
        games.push(Seats {
            channel,
            users: [fake.new_id(), fake.new_id()],
        });
    }
    let tournament = Entrants {
        channel: fake.new_channel(guild),
        users: [fake.new_id(), fake.new_id(), fake.new_id()],
    };
    let puzzles = fake.new_channel(guild);
    for channel in [tournament.channel, puzzles] {
        fake.answer_late(&format!("/channels/{channel}/messages"), ANSWERED_LATE);
    }
    let moderator = fake.new_id();
    fake.set_permissions(guild, moderator, 1 << 5); // Manage Server
    let mut run = 1;
    let start = |run: u32| {
        Bot::start_with(dir.path(), &fake, run, |command| {
            command.env("PLANSZA_DAY_SECS", DAY_SECS.to_string());
            if let Some(url) = &database {
                command.env("DATABASE_URL", url);
            }
        })
    };
    let mut bot = start(run);
    commands_registered(&fake).await;
    puzzle_on(&fake, puzzles, moderator, true).await;

    let started = Instant::now();
    let mut kills = 0;
    loop {
        let mut playing: Vec<bool> = games.iter().map(|s| playing(&fake, s)).collect();
        playing.push(tournament_going(&fake, tournament.channel));
        if kills == kills_planned && !playing.iter().any(|p| *p) {
            break;
        }
        assert!(
            started.elapsed() < RUN_LIMIT * (kills_planned / KILLS) as u32,
            "the games did not end (seed {seed}); playing: {playing:?}; {}\ntournament: {:#?}\nlast log:\n{}",
            games
                .iter()
                .map(|s| where_it_stands(&fake, s))
                .collect::<Vec<_>>()
                .join("\n"),
            fake.shown_in(tournament.channel)
                .iter()
                .map(|m| (m.id.clone(), m.content.chars().take(80).collect::<String>(), m.custom_ids()))
                .collect::<Vec<_>>(),
            (1..=run)
                .map(|r| format!("run {r}:\n{}", notable(&log_of(dir.path(), r))))
                .collect::<Vec<_>>()
                .join("\n")
        );
        let before = fake.requests().len();
        for seats in &games {
            // New games keep coming until every crash has happened.
            act(&fake, seats, guild, kills < kills_planned);
        }
        act_in_tournament(&fake, &tournament, guild, kills < kills_planned);
        if kills < kills_planned && rng.gen_bool(0.3) {
            if rng.gen_bool(AIMED) {
                // Just after a tournament's or a puzzle's post was made, mostly before the
                // bot heard it was (it is answered late): between the post and the save
                // that notes it.
                let seen = fake.requests().len();
                let _ = fake
                    .wait_until(
                        "a tournament's or a puzzle's post",
                        |reqs| {
                            reqs.get(seen..)?
                                .iter()
                                .any(|r| {
                                    r.method == "POST"
                                        && [tournament.channel, puzzles]
                                            .iter()
                                            .any(|c| r.path == format!("/channels/{c}/messages"))
                                })
                                .then_some(())
                        },
                        Duration::from_secs(2 * DAY_SECS),
                    )
                    .await;
                let late = ANSWERED_LATE.as_millis() as u64;
                tokio::time::sleep(Duration::from_millis(rng.gen_range(0..late))).await;
            } else {
                // Somewhere in what those actions set going: a save, a post, a DM, an edit.
                tokio::time::sleep(Duration::from_millis(rng.gen_range(0..250))).await;
            }
            bot.kill();
            kills += 1;
            run += 1;
            bot = start(run);
            // Ready again (its commands registered anew) before the next crash is planned.
            until(&fake, Duration::from_secs(60), || {
                (command_puts(&fake) >= run as usize).then_some(())
            })
            .await
            .expect("the restarted bot registers its commands");
            continue;
        }
        // Wait for the bot to answer something (or for a lost action to be sent again).
        let _ = until(&fake, Duration::from_secs(3), || {
            (fake.requests().len() > before).then_some(())
        })
        .await;
    }
    // No more puzzles; those made are closed a day after they were posted.
    puzzle_on(&fake, puzzles, moderator, false).await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    until(&fake, Duration::from_secs(3 * DAY_SECS + 10), || {
        let (posts, results) = puzzle_posts(&fake, puzzles);
        (posts.len() == results).then_some(())
    })
    .await
    .unwrap_or_else(|e| panic!("the puzzles were not all closed (seed {seed}): {e:?}"));
    // Let anything still going out land, then stop the bot for good.
    quiet(&fake).await;
    let status = bot.terminate(Duration::from_secs(20)).await;
    assert!(status.is_some(), "the bot stops on SIGTERM");

    let database_url = database
        .clone()
        .unwrap_or_else(|| format!("sqlite://{}", dir.path().join("plansza.db").display()));
    let mut played = 0;
    for seats in &games {
        let records = support::postgres::finished_records(&database_url, seats.channel).await;
        played += check(&fake, &records, seats, seed);
    }
    let records = support::postgres::finished_records(&database_url, tournament.channel).await;
    let held = check_tournaments(&fake, &records, &tournament, seed);
    let puzzled = check_puzzles(&fake, &database_url, puzzles, seed).await;
    assert_eq!(
        support::postgres::owed_rows(&database_url).await,
        0,
        "nothing is still owed (seed {seed})"
    );
    let retried = retried_posts(&fake);
    eprintln!(
        "{kills} kills, {run} runs, {played} games, {held} tournaments, {puzzled} puzzles \
         checked; posts sent again under their nonce after a crash: {retried}"
    );
    assert!(played >= GAMES, "every channel finished a game");
    assert!(held >= 1, "a tournament was played to its end");
    assert!(puzzled >= 1, "a puzzle was posted and closed");
}

/// A tournament's channel and its three players (the first opens each tournament).
struct Entrants {
    channel: u64,
    users: [u64; 3],
}

/// Turns the daily puzzle on (at hour 0 of each day, English) or off in `channel`.
async fn puzzle_on(fake: &FakeDiscord, channel: u64, moderator: u64, on: bool) {
    let options = if on {
        json!([
            {"type": 3, "name": "variant", "value": "english"},
            {"type": 5, "name": "puzzle", "value": true},
            {"type": 4, "name": "puzzle_hour", "value": 0}
        ])
    } else {
        json!([{"type": 5, "name": "puzzle", "value": false}])
    };
    let g = Game {
        fake,
        channel,
        guild: fake.guild_id(),
    };
    let id = fake.slash_command(
        moderator,
        channel,
        Some(g.guild),
        "config",
        options,
        "en-US",
    );
    g.any_answer(id).await;
}

/// The newest tournament's registration post in `channel`, if any.
fn registration(shown: &[SentMessage]) -> Option<&SentMessage> {
    shown
        .iter()
        .rev()
        .find(|m| m.content.contains("Tournament: Literaki"))
}

/// The channel's newest tournament is not over (its final standings not posted).
fn tournament_going(fake: &FakeDiscord, channel: u64) -> bool {
    let shown = fake.shown_in(channel);
    registration(&shown).is_some_and(|r| !after(&shown, r).any(is_final))
}

fn after<'a>(
    shown: &'a [SentMessage],
    first: &'a SentMessage,
) -> impl Iterator<Item = &'a SentMessage> {
    let from = id_of(first);
    shown.iter().filter(move |m| id_of(m) > from)
}

fn id_of(m: &SentMessage) -> u64 {
    m.id.parse().unwrap_or_default()
}

fn is_final(m: &SentMessage) -> bool {
    m.content.contains("Final standings")
}

/// One step of the channel's tournament, from what it shows now: open one (a round robin of
/// three, when `open_more` and the last is over), join, start, or resign the game being
/// played (the first player named in its thread's first post). An action lost to a crash
/// is made again on a later step; one made twice is refused by the bot.
fn act_in_tournament(fake: &FakeDiscord, entrants: &Entrants, guild: u64, open_more: bool) {
    let g = Game {
        fake,
        channel: entrants.channel,
        guild,
    };
    let shown = fake.shown_in(entrants.channel);
    let [organiser, ..] = entrants.users;
    let Some(open) = registration(&shown).filter(|r| !after(&shown, r).any(is_final)) else {
        if open_more {
            let options = json!([{"type": 1, "name": "new", "options": [
                {"type": 3, "name": "variant", "value": "literaki"},
                {"type": 4, "name": "format", "value": 1}
            ]}]);
            let channel = entrants.channel;
            fake.slash_command(
                organiser,
                channel,
                Some(guild),
                "tournament",
                options,
                "en-US",
            );
        }
        return;
    };
    if has_button(open, "t-join") {
        match entrants
            .users
            .iter()
            .find(|u| !open.content.contains(&format!("User {u}")))
        {
            Some(user) => g.click(*user, open, "t-join"),
            None => g.click(organiser, open, "t-start"),
        };
        return;
    }
    let Some(thread) = open_thread(fake, entrants.channel) else {
        return;
    };
    let shown = fake.shown_in(thread);
    if !shown.iter().any(|m| m.content.contains("Next:")) {
        return;
    }
    let first = shown.first().and_then(|intro| {
        entrants
            .users
            .iter()
            .copied()
            .find(|u| intro.content.contains(&format!("User {u}")))
    });
    if let Some(user) = first {
        fake.slash_command(user, thread, Some(guild), "resign", json!([]), "en-US");
    }
}

/// The checks of a channel's tournaments: each round robin of three posted its three
/// rounds' cards, its three games' posts, the standings after the first two rounds and its
/// final standings, each once; each game was played in its thread to one final post (see
/// [`check_end`]). How many tournaments were checked.
fn check_tournaments(
    fake: &FakeDiscord,
    records: &[String],
    entrants: &Entrants,
    seed: u64,
) -> usize {
    // As posted (a game's post becomes its summary).
    let shown = fake.messages_to(entrants.channel);
    let starts: Vec<&SentMessage> = shown
        .iter()
        .filter(|m| m.content.contains("Tournament: Literaki"))
        .collect();
    for (n, start) in starts.iter().enumerate() {
        let next = starts.get(n + 1).map_or(u64::MAX, |m| id_of(m));
        let posts: Vec<&str> = after(&shown, start)
            .filter(|m| id_of(m) < next)
            .map(|m| m.content.as_str())
            .collect();
        let count = |needle: &str| posts.iter().filter(|p| p.contains(needle)).count();
        let context = || format!("seed {seed}, tournament {n}: {posts:#?}");
        for round in 1..=3 {
            assert_eq!(count(&format!("Round {round} of 3")), 1, "{}", context());
            assert_eq!(count(&format!("Round {round}: User")), 1, "{}", context());
            let standings = format!("Standings after round {round} of 3");
            assert_eq!(count(&standings), usize::from(round < 3), "{}", context());
        }
        assert_eq!(count("Final standings"), 1, "{}", context());
        assert_eq!(count("may not open threads"), 0, "{}", context());
    }
    let threads = thread_ids(fake, entrants.channel);
    assert_eq!(
        (threads.len(), records.len()),
        (3 * starts.len(), 3 * starts.len()),
        "three games a tournament, each in its thread with its record (seed {seed})"
    );
    for (thread, json) in threads.iter().zip(records) {
        let state: TableState = serde_json::from_str(json).expect("a table state");
        let table = Table::from_state(state).expect("a sound table");
        check_end(fake, *thread, &table, &|| {
            format!("seed {seed}, thread {thread}")
        });
    }
    starts.len()
}

/// A finished game's thread shows one final post, and after a rated game one ratings post
/// (none after an unrated one).
fn check_end(fake: &FakeDiscord, thread: u64, table: &Table, context: &dyn Fn() -> String) {
    let shown = fake.shown_in(thread);
    let finals = shown
        .iter()
        .filter(|m| m.attachments.iter().any(|a| a.filename == "replay.gif"))
        .count();
    assert_eq!(finals, 1, "one final post; {}", context());
    let rated = table.results().is_some_and(|r| r.rated);
    let ratings = shown
        .iter()
        .filter(|m| m.content.contains("**Ratings**"))
        .count();
    assert_eq!(
        ratings,
        usize::from(rated),
        "a ratings post after a rated game, once (rated: {rated}); {}",
        context()
    );
}

/// The puzzles' posts in `channel` (each one's puzzle id and message id, as first posted)
/// and how many results posts there are.
fn puzzle_posts(fake: &FakeDiscord, channel: u64) -> (Vec<(i64, u64)>, usize) {
    let sent = fake.messages_to(channel);
    let posts = sent
        .iter()
        .filter(|m| m.content.contains("find the best move"))
        .map(|m| {
            let id = m
                .custom_ids()
                .first()
                .and_then(|c| c.split(':').nth(1)?.parse().ok())
                .unwrap_or(-1);
            (id, id_of(m))
        })
        .collect();
    let results = sent
        .iter()
        .filter(|m| m.content.contains("the results"))
        .count();
    (posts, results)
}

/// The checks of the daily puzzles against the database: every puzzle stored was posted
/// once (its message the one the database notes), closed, its results posted once and its
/// Answer button taken off. How many puzzles were checked.
async fn check_puzzles(fake: &FakeDiscord, database_url: &str, channel: u64, seed: u64) -> usize {
    let stored = support::postgres::puzzles(database_url).await;
    let (posts, results) = puzzle_posts(fake, channel);
    let context = || format!("seed {seed}: stored {stored:?}, posted {posts:?}");
    let mut posted: Vec<(i64, Option<u64>)> = posts.iter().map(|&(id, m)| (id, Some(m))).collect();
    posted.sort_unstable();
    let noted: Vec<(i64, Option<u64>)> = stored.iter().map(|&(id, m, _)| (id, m)).collect();
    assert_eq!(
        posted,
        noted,
        "each puzzle posted once, where noted; {}",
        context()
    );
    assert!(
        stored.iter().all(|&(_, _, closed)| closed),
        "every puzzle closed; {}",
        context()
    );
    assert_eq!(
        results,
        stored.len(),
        "each puzzle's results once; {}",
        context()
    );
    let buttons = fake
        .shown_in(channel)
        .iter()
        .filter(|m| !m.custom_ids().is_empty())
        .count();
    assert_eq!(buttons, 0, "every Answer button taken off; {}", context());
    stored.len()
}

/// The ids of the threads opened from the channel's messages, oldest first.
fn thread_ids(fake: &FakeDiscord, channel: u64) -> Vec<u64> {
    fake.threads_of(channel)
        .iter()
        .filter_map(|t| t["id"].as_str().and_then(|i| i.parse().ok()))
        .collect()
}

/// The newest game's thread in the channel, while it is open (not archived).
fn open_thread(fake: &FakeDiscord, channel: u64) -> Option<u64> {
    fake.threads_of(channel)
        .last()
        .filter(|t| t["thread_metadata"]["archived"] != true)
        .and_then(|t| t["id"].as_str().and_then(|i| i.parse().ok()))
}

/// The channel has a lobby open or a game in play.
fn playing(fake: &FakeDiscord, seats: &Seats) -> bool {
    open_thread(fake, seats.channel).is_some()
        || fake
            .shown_in(seats.channel)
            .iter()
            .any(|m| has_button(m, "join"))
}

/// One step of the channel's game, from what the channel shows now: open a lobby (when
/// `open_more`), join, start, answer an open window, or make the turn of the player to move
/// (a first move, then two exchanges, then passes until the game ends). An action lost to
/// a crash is simply made again on a later step; one made twice is refused by the bot.
fn act(fake: &FakeDiscord, seats: &Seats, guild: u64, open_more: bool) {
    let g = Game {
        fake,
        channel: seats.channel,
        guild,
    };
    let [opener, joiner] = seats.users;
    if let Some(lobby) = fake
        .shown_in(seats.channel)
        .iter()
        .rev()
        .find(|m| has_button(m, "join"))
    {
        if lobby.content.contains(&format!("User {joiner}")) {
            g.click(opener, lobby, "start");
        } else {
            g.click(joiner, lobby, "join");
        }
        return;
    }
    let Some(thread) = open_thread(fake, seats.channel) else {
        // A game is opened only once the channel's last one is over (its lobby shows the
        // game-over summary): between a start's lobby edit and its thread's creation the
        // channel shows neither a lobby nor an open thread, and a game opened then would
        // play beside the one starting (as a channel allows), leaving that one unplayed.
        let newest = fake
            .shown_in(seats.channel)
            .into_iter()
            .max_by_key(|m| m.id.parse::<u64>().unwrap_or_default());
        let last_is_over = newest.is_none_or(|m| m.content.contains("game over"));
        if open_more && last_is_over {
            let new = json!([{"type": 1, "name": "new", "options": [{"type": 3, "name": "variant", "value": "literaki"}]}]);
            g.command(opener, "game", new);
        }
        return;
    };
    let shown = fake.shown_in(thread);
    if let Some(window) = shown.iter().rev().find(|m| has_button(m, "accept")) {
        for user in seats.users {
            g.click(user, window, "accept");
        }
        return;
    }
    let turns: Vec<&SentMessage> = shown
        .iter()
        .filter(|m| m.content.contains("Next:"))
        .collect();
    let Some(last) = turns.last() else {
        return;
    };
    let Some(&user) = seats
        .users
        .iter()
        .find(|u| last.content.contains(&format!("Next: **User {u}**")))
    else {
        return;
    };
    let Some(rack) = rack_from_dm(fake, user) else {
        return;
    };
    let command =
        |name: &str, options| fake.slash_command(user, thread, Some(guild), name, options, "en-US");
    match turns.len() {
        1 => {
            let word: String = rack.iter().take(2).cloned().collect();
            command(
                "play",
                json!([{"type": 3, "name": "move", "value": format!("8H {word}")}]),
            );
        }
        2 | 3 => {
            let tile = rack.first().cloned().unwrap_or_default().replace("*a", "*");
            command(
                "exchange",
                json!([{"type": 3, "name": "tiles", "value": tile}]),
            );
        }
        _ => {
            command("pass", json!([]));
        }
    }
}

fn has_button(message: &SentMessage, action: &str) -> bool {
    message
        .custom_ids()
        .iter()
        .any(|c| c.split(':').nth(2) == Some(action))
}

/// The player's rack as their newest rack DM shows it (`**A B ?**`), letters in lower case,
/// a blank as `*a`.
fn rack_from_dm(fake: &FakeDiscord, user: u64) -> Option<Vec<String>> {
    let dm = fake.dms_to(user).pop()?;
    let bold = dm.content.split("**").nth(1)?;
    Some(
        bold.split_whitespace()
            .map(|t| t.split('(').next().unwrap_or_default().to_lowercase())
            .map(|l| {
                if l == "?" || l == "*" {
                    "*a".to_string()
                } else {
                    l
                }
            })
            .collect(),
    )
}

/// Waits until the bot has sent nothing for two seconds.
async fn quiet(fake: &FakeDiscord) {
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut seen = fake.requests().len();
    while Instant::now() < deadline {
        let grew = until(fake, Duration::from_secs(2), || {
            (fake.requests().len() > seen).then_some(())
        })
        .await;
        if grew.is_err() {
            return;
        }
        seen = fake.requests().len();
    }
}

/// The checks of a channel's games against their records in the database (the n-th
/// thread holds the n-th game archived); how many games were checked.
fn check(fake: &FakeDiscord, records: &[String], seats: &Seats, seed: u64) -> usize {
    let threads = thread_ids(fake, seats.channel);
    assert_eq!(
        threads.len(),
        records.len(),
        "every game's thread has its record (seed {seed}, channel {}); the threads:\n{}",
        seats.channel,
        threads
            .iter()
            .map(|t| format!(
                "{t}: {:?}",
                fake.shown_in(*t)
                    .iter()
                    .map(|m| m.content.chars().take(60).collect::<String>())
                    .collect::<Vec<_>>()
            ))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let mut expected_dms = [0usize, 0];
    for (thread, json) in threads.iter().zip(records) {
        let state: TableState = serde_json::from_str(json).expect("a table state");
        let seat_users: Vec<u64> = state.seats.iter().map(|s| s.user).collect();
        let table = Table::from_state(state).expect("a sound table");
        let Some(TableGame::Board(game)) = table.played() else {
            panic!("a board game was played");
        };
        let history = game.history();
        let shown = fake.shown_in(*thread);
        let context = || {
            let texts: Vec<&str> = shown.iter().map(|m| m.content.as_str()).collect();
            format!("seed {seed}, thread {thread}:\n{texts:#?}\n{history:#?}")
        };

        // One final post, and its ratings post.
        check_end(fake, *thread, &table, &context);

        // One "Next:" per turn before the last (the start, then each turn that did not end
        // the game), the players taking turns: an announcement made twice, or lost, breaks
        // both.
        let next: Vec<u64> = shown
            .iter()
            .filter_map(|m| {
                seats
                    .users
                    .iter()
                    .copied()
                    .find(|u| m.content.contains(&format!("Next: **User {u}**")))
            })
            .collect();
        assert_eq!(
            next.len(),
            history.len(),
            "one announcement per turn; {}",
            context()
        );
        assert!(
            next.windows(2).all(|w| w[0] != w[1]),
            "the players take turns: {next:?}; {}",
            context()
        );

        // One window per move that was played (stood or was checked).
        let moves = history
            .iter()
            .filter(|t| matches!(t, TurnRecord::Played { .. } | TurnRecord::Rejected { .. }))
            .count();
        let windows = fake
            .messages_to(*thread)
            .iter()
            .filter(|m| m.custom_ids().iter().any(|c| c.contains(":accept:")))
            .count();
        assert_eq!(windows, moves, "one window per move; {}", context());

        // A rack DM at the start, then after each turn of theirs that changed their rack,
        // except the turn that ended the game.
        let last = history.len().saturating_sub(1);
        for (seat, user) in seat_users.iter().enumerate() {
            let changed = history
                .iter()
                .enumerate()
                .filter(|(i, t)| {
                    *i != last
                        && matches!(t,
                            TurnRecord::Played { player, .. } | TurnRecord::Exchanged { player, .. }
                            if *player == seat)
                })
                .count();
            if let Some(at) = seats.users.iter().position(|u| u == user) {
                expected_dms[at] += 1 + changed;
            }
        }
    }
    // Every rack DM arrived, once.
    for (user, expected) in seats.users.iter().zip(expected_dms) {
        let dms = fake.dms_to(*user);
        assert_eq!(
            dms.len(),
            expected,
            "rack DMs to {user} (seed {seed}): {:#?}",
            dms.iter().map(|d| &d.content).collect::<Vec<_>>()
        );
    }
    records.len()
}

/// How many posts reached the fake again under a nonce it had already seen (the outbox
/// retrying a post that did go out before a crash).
fn retried_posts(fake: &FakeDiscord) -> usize {
    let mut seen = std::collections::HashSet::new();
    fake.requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/messages") && r.ok())
        .filter_map(|r| r.message_id.clone())
        .filter(|id| !seen.insert(id.clone()))
        .count()
}

/// The newest messages of a channel's game, for a failure's message.
fn where_it_stands(fake: &FakeDiscord, seats: &Seats) -> String {
    let place = open_thread(fake, seats.channel).unwrap_or(seats.channel);
    let shown = fake.shown_in(place);
    let newest: Vec<String> = shown
        .iter()
        .rev()
        .take(3)
        .map(|m| format!("{:?} {:?}", m.content, m.custom_ids()))
        .collect();
    let requests: Vec<String> = fake
        .requests()
        .iter()
        .filter(|r| r.path.contains(&place.to_string()))
        .map(|r| format!("{} {} {}", r.method, r.path, r.ok()))
        .collect();
    format!(
        "channel {} (in {place}): {newest:#?} {requests:#?}",
        seats.channel
    )
}

fn notable(log: &str) -> String {
    log.lines()
        .filter(|l| l.contains("plansza::") && !l.contains("dictionaries"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[allow(dead_code)]
fn tail(log: &str) -> String {
    let lines: Vec<&str> = log.lines().collect();
    lines[lines.len().saturating_sub(40)..].join("\n")
}
