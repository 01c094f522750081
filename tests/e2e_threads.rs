//! Issue 11: each game in its own thread. **Start** opens a public thread from the lobby
//! message, named after the game, and every game post goes there; the lobby message stays in
//! the channel as a live summary (an embed: players and scores, whose turn, moves, the
//! thread) and shows the result at the end, when the thread is archived. A channel holds many
//! games at once, one per thread; moderators turn threads off with `/config threads:false`;
//! where the bot may not create threads the game plays in the channel and says so once. A
//! restart finds every game in its thread again. Through the real serenity client against
//! the fake Discord.

mod support;

use serde_json::{json, Value};
use std::time::Duration;
use support::bot::*;
use support::fake_discord::{FakeDiscord, SentMessage, CREATE_PUBLIC_THREADS};

async fn registered(fake: &FakeDiscord, runs: usize) {
    until(fake, Duration::from_secs(60), || {
        Some(command_puts(fake)).filter(|&n| n >= runs)
    })
    .await
    .expect("the bot registers its commands");
}

fn new_game(g: &Game<'_>, user: u64) -> u64 {
    g.command(
        user,
        "game",
        json!([{"type": 1, "name": "new", "options": [{"type": 3, "name": "variant", "value": "literaki"}]}]),
    )
}

/// `creator` opens a Literaki lobby in the channel, `other` joins, `creator` starts; the
/// lobby message and the first board.
async fn start_game(g: &Game<'_>, creator: u64, other: u64) -> (SentMessage, SentMessage) {
    let seen = g.channel_messages().len();
    let id = new_game(g, creator);
    g.answer(id).await;
    let lobby = g.message_with(seen, "Join").await;
    g.join(other, &lobby).await;
    let seen = g.channel_messages().len();
    g.click(creator, &lobby, "start");
    let board = g.message_with(seen, "Next:").await;
    (lobby, board)
}

/// The summary embed on the lobby message, as shown now.
fn summary(fake: &FakeDiscord, lobby: &SentMessage) -> Value {
    let message = fake.message(&lobby.id).expect("the lobby message");
    message["embeds"][0].clone()
}

fn archived(fake: &FakeDiscord, channel: u64, thread: u64) -> bool {
    fake.threads_of(channel)
        .into_iter()
        .find(|t| t["id"].as_str() == Some(thread.to_string().as_str()))
        .is_some_and(|t| t["thread_metadata"]["archived"] == true)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_play_in_their_own_threads_with_a_summary_in_the_channel() {
    let mut run = Running::start().await;
    registered(&run.fake, 1).await;
    let dir = run.dir.path().to_path_buf();
    let fake = &run.fake;
    let g = run.game();
    let channel = fake.channel_id();

    let (lobby, board) = start_game(&g, ALA, BOLEK).await;
    let thread = g.here();
    assert_ne!(thread, channel, "a thread was opened");
    assert_eq!(thread.to_string(), lobby.id, "from the lobby message");
    assert_eq!(
        channel_of(&board),
        thread,
        "the game's posts go to the thread"
    );
    let threads = fake.threads_of(channel);
    assert_eq!(threads[0]["name"], "Literaki · User 7001 vs User 7002");
    let shown = until(fake, WAIT, || {
        Some(summary(fake, &lobby)).filter(|s| s.to_string().contains(&format!("<#{thread}>")))
    })
    .await
    .expect("the lobby message becomes the game's summary");
    assert!(
        shown["title"]
            .as_str()
            .is_some_and(|t| t.contains("Literaki")),
        "{shown}"
    );
    assert!(shown.to_string().contains("User 7001"), "{shown}");
    assert!(fake.message(&lobby.id).expect("lobby")["components"]
        .as_array()
        .is_some_and(Vec::is_empty));

    // A second game at once, in a second thread of the same channel.
    let (lobby2, board2) = start_game(&g, WIDZ, BOLEK).await;
    let thread2 = channel_of(&board2);
    assert_ne!(thread2, thread);
    assert_eq!(thread2.to_string(), lobby2.id);

    // A restart mid-game: the game is found in its thread, posts go there, the summary is
    // edited.
    let _ = run.bot.child.kill();
    let _ = run.bot.child.wait();
    run.bot = Bot::start(&dir, &run.fake, 2);
    let fake = &run.fake;
    let g = run.game();
    registered(fake, 2).await;
    let first = next_player(&board.content);
    let edits_before = fake.edits_of(&lobby.id).len();
    let seen = fake.shown_in(thread).len();
    let id = fake.click_button_in(
        first,
        thread,
        &board.id,
        &board
            .custom_ids()
            .into_iter()
            .find(|c| c.contains(":pass:"))
            .expect("Pass"),
        locale_of(first),
    );
    let line = until(fake, WAIT, || fake.shown_in(thread).into_iter().nth(seen))
        .await
        .unwrap_or_else(|e| panic!("the pass ({id}) was not posted in the thread: {e:?}"));
    assert!(line.content.contains("passed"), "{}", line.content);
    until(fake, WAIT, || {
        Some(()).filter(|_| fake.edits_of(&lobby.id).len() > edits_before)
    })
    .await
    .expect("the summary is edited after the restart");
    assert!(
        fake.shown_in(thread2).len() == 1 && fake.shown_in(channel).len() == 2,
        "the other game and the channel saw nothing of it"
    );

    // The end: the final post in the thread, the result on the summary, the thread archived.
    let id = fake.slash_command(
        ALA,
        thread,
        Some(fake.guild_id()),
        "game",
        json!([{"type": 1, "name": "end", "options": []}]),
        locale_of(ALA),
    );
    g.answer(id).await;
    let last = until(fake, WAIT, || {
        fake.shown_in(thread)
            .into_iter()
            .find(|m| m.content.contains("ended the game"))
    })
    .await
    .expect("the final post in the thread");
    png_ok(&last);
    until(fake, WAIT, || {
        Some(()).filter(|_| archived(fake, channel, thread))
    })
    .await
    .expect("the thread is archived");
    let result = summary(fake, &lobby);
    assert!(result.to_string().contains("User 7001"), "{result}");
    assert!(
        result["fields"].as_array().is_some_and(|f| f.len() >= 4),
        "the result is on the summary: {result}"
    );
    assert!(!archived(fake, channel, thread2), "the other game plays on");
    fake.assert_no_unknown_routes();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_with_threads_turned_off_plays_in_the_channel() {
    let run = Running::start_with(|_, fake, _| {
        fake.set_permissions(fake.guild_id(), ALA, 1 << 5); // Manage Server
    })
    .await;
    registered(&run.fake, 1).await;
    let g = run.game();
    let id = g.command(
        ALA,
        "config",
        json!([{"type": 5, "name": "threads", "value": false}]),
    );
    let answer = g.any_answer(id).await;
    assert!(answer.contains("no threads"), "{answer}");
    let (_, board) = start_game(&g, ALA, BOLEK).await;
    assert_eq!(channel_of(&board), run.fake.channel_id());
    assert!(run.fake.threads_of(run.fake.channel_id()).is_empty());
    run.fake.assert_no_unknown_routes();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_permission_to_open_threads_games_play_in_the_channel_told_once() {
    let run = Running::start_with(|_, fake, _| {
        fake.deny_bot(CREATE_PUBLIC_THREADS);
        fake.set_permissions(fake.guild_id(), ALA, 1 << 5);
    })
    .await;
    registered(&run.fake, 1).await;
    let g = run.game();
    let channel = run.fake.channel_id();
    let (_, board) = start_game(&g, ALA, BOLEK).await;
    assert_eq!(channel_of(&board), channel, "the game plays in the channel");
    let notice = g.message_with(0, "may not create threads").await;
    assert_eq!(channel_of(&notice), channel);
    let id = g.command(
        ALA,
        "game",
        json!([{"type": 1, "name": "end", "options": []}]),
    );
    g.answer(id).await;
    g.message_with(0, "ended the game").await;
    let (_, board) = start_game(&g, ALA, BOLEK).await;
    assert_eq!(channel_of(&board), channel);
    let notices = g
        .channel_messages()
        .iter()
        .filter(|m| m.content.contains("may not create threads"))
        .count();
    assert_eq!(notices, 1, "said once");
    run.fake.assert_no_unknown_routes();
}
