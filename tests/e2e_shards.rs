//! Issue 12, "several processes": "Discord shards across processes: settings for the total
//! shard count and the range this process runs, each process owning the games of the guilds
//! on its shards; all processes on one Postgres. A process that dies and comes back (or
//! another that takes its range) resumes those games with nothing lost; two processes never
//! drive the same game (hold a lease or an advisory lock per shard, and test it)."
//!
//! Two bot processes on one Postgres, `PLANSZA_SHARDS=2` and one shard each, against a fake
//! gateway that routes each guild's events to the shard Discord would: a game in a guild on
//! each shard. A third process asking for the first one's shard waits for its lease and
//! does not connect that shard; the first is SIGKILLed mid-game; the third takes the shard,
//! resumes its game (the window the dead process opened settles, the next move is played),
//! while the second process plays on undisturbed. Every interaction is answered once.

mod support;

use serde_json::json;
use std::process::Command;
use std::time::Duration;
use support::bot::*;
use support::fake_discord::{FakeDiscord, ResponseKind};

/// A guild Discord sends to shard 0 of 2, and one it sends to shard 1.
const GUILDS: [u64; 2] = [(2 << 22) | 11, (1 << 22) | 11];

fn start(dir: &std::path::Path, fake: &FakeDiscord, run: u32, url: &str, shard: u32) -> Bot {
    let url = url.to_owned();
    Bot::start_with(dir, fake, run, move |command: &mut Command| {
        command
            .env("DATABASE_URL", &url)
            .env("PLANSZA_SHARDS", "2")
            .env("PLANSZA_SHARD_RANGE", shard.to_string());
    })
}

/// `n` folders for bot processes, each with the two-letter word lists.
fn folders(n: usize) -> Vec<tempfile::TempDir> {
    (0..n)
        .map(|_| {
            let dir = tempfile::tempdir().expect("temp dir");
            two_letter_lexicon(dir.path());
            dir
        })
        .collect()
}

/// How many IDENTIFYs the fake answered for `shard` (of 2).
fn identified(fake: &FakeDiscord, shard: u32) -> usize {
    fake.identified_shards()
        .into_iter()
        .filter(|s| *s == (shard, 2))
        .count()
}

/// A message as a reader sees it: its id, text and buttons.
type Shown = (String, String, Vec<String>);

/// What the game's channel shows and how many DMs its players got.
fn shown(g: &Game<'_>) -> (Vec<Shown>, usize, usize) {
    let messages = g
        .channel_messages()
        .into_iter()
        .map(|m| {
            let buttons = m.custom_ids();
            (m.id, m.content, buttons)
        })
        .collect();
    (
        messages,
        g.fake.dms_to(ALA).len(),
        g.fake.dms_to(BOLEK).len(),
    )
}

/// Waits until the database owes Discord nothing (everything owed was carried out).
async fn all_carried_out(url: &str) {
    let waited = std::time::Instant::now();
    while support::postgres::owed_rows(url).await > 0 {
        assert!(waited.elapsed() < WAIT, "what is owed is never carried out");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Nothing was driven twice: no interaction got two answers.
fn each_interaction_answered_once(fake: &FakeDiscord) {
    for request in fake.requests() {
        let Some(id) = request
            .path
            .strip_prefix("/interactions/")
            .and_then(|rest| rest.split('/').next())
            .and_then(|id| id.parse::<u64>().ok())
        else {
            continue;
        };
        let callbacks = fake
            .responses_to(id)
            .into_iter()
            .filter(|r| r.kind == ResponseKind::Callback)
            .count();
        assert_eq!(
            callbacks, 1,
            "interaction {id} was answered {callbacks} times"
        );
    }
}

/// A game's first move, by the player named on `board`: checks it is answered; the window
/// it opened, and how many messages the game showed before it.
async fn first_move(g: &Game<'_>, board_text: &str) -> (support::SentMessage, usize) {
    let p = next_player(board_text);
    let seen = g.channel_messages().len();
    let id = g.play(p, "8H ", 2).await;
    let answer = g.answer(id).await;
    assert!(
        answer.contains("You played") || answer.contains("Ułożono"),
        "the move was played: {answer}"
    );
    (g.message_with(seen, "Accept").await, seen)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_drive_their_own_shards_and_one_takes_over_a_dead_ones_games() {
    let Some(url) = support::postgres::fresh_database("shards").await else {
        return;
    };
    let fake = FakeDiscord::start().await;
    fake.set_shards(2);
    let dirs = folders(3);
    let channels = GUILDS.map(|guild| fake.new_channel(guild));
    let games: Vec<Game<'_>> = (0..2)
        .map(|i| Game {
            fake: &fake,
            channel: channels[i],
            guild: GUILDS[i],
        })
        .collect();

    let first = start(dirs[0].path(), &fake, 1, &url, 0);
    let _second = start(dirs[1].path(), &fake, 1, &url, 1);
    until(&fake, Duration::from_secs(60), || {
        (identified(&fake, 0) == 1 && identified(&fake, 1) == 1).then_some(())
    })
    .await
    .expect("each process connects its own shard");
    commands_registered(&fake).await;

    // A game on each shard, each driven by its own process.
    let mut windows = Vec::new();
    for g in &games {
        let board = g.two_players_start().await;
        let (window, seen) = first_move(g, &board.content).await;
        windows.push((window, seen, next_player(&board.content)));
    }

    // A third process for shard 0 waits for the first one's lease: it never connects.
    let third = start(dirs[2].path(), &fake, 1, &url, 0);
    until(&fake, Duration::from_secs(30), || {
        log_of(dirs[2].path(), 1)
            .contains("another process holds this shard's lease")
            .then_some(())
    })
    .await
    .unwrap_or_else(|e| {
        panic!(
            "the third process did not wait for the lease: {e:?}\n{}",
            log_of(dirs[2].path(), 1)
        )
    });
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(
        identified(&fake, 0),
        1,
        "a second process connected shard 0"
    );

    // The first process dies mid-game, its window open; the third takes shard 0.
    first.kill();
    until(&fake, Duration::from_secs(60), || {
        (identified(&fake, 0) == 2).then_some(())
    })
    .await
    .unwrap_or_else(|e| {
        panic!(
            "the third process never took shard 0: {e:?}\n{}",
            log_of(dirs[2].path(), 1)
        )
    });

    // Both games go on to their end: the open window is accepted (on shard 0 by the third
    // process, which resumed the dead one's game), then everyone passes twice.
    for (g, (window, seen, mover)) in games.iter().zip(&windows) {
        let opponent = if *mover == ALA { BOLEK } else { ALA };
        g.click(opponent, window, "accept");
        let settled = g.message_with(*seen, "stands").await;
        assert_eq!(next_player(&settled.content), opponent);
        for user in [opponent, *mover, opponent, *mover] {
            let id = g.command(user, "pass", json!([]));
            g.answer(id).await;
        }
        let last = g.message_with(*seen + 1, "game over").await;
        png_ok(&last);
    }

    // The third process resumed the dead one's game (and only that one: the second
    // process's game is not its own).
    let third_log = log_of(dirs[2].path(), 1);
    assert!(
        third_log.contains("resumed=1"),
        "the third process resumed one game:\n{third_log}"
    );
    let second_log = log_of(dirs[1].path(), 1);
    assert!(
        second_log.contains("resumed=0"),
        "the second process had nothing to resume:\n{second_log}"
    );

    // Nothing was driven twice: no interaction got two answers.
    each_interaction_answered_once(&fake);
    drop(third);
}

/// Issue 25, point 8: "Shard leases have no fencing ... Fence every write ..., put a timeout
/// on the ping, and test a process that stalls (SIGSTOP) while another takes its shards."
///
/// One process drives a game on shard 0; a second waits for that shard's lease. The first
/// stalls (SIGSTOP) with a move's window open: after the lease's time the second takes the
/// shard, resumes the game and settles the window that expired meanwhile. The first wakes up
/// (SIGCONT) with the same window's timer due: it learns from its lease check or from the
/// fence (whichever answers first) that the shard is gone, any write it tries is refused,
/// nothing of it reaches the channel or the players, and it stops. The game goes on to its
/// end under the second process, every interaction answered once and the game recorded once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stalled_process_loses_its_shard_and_drives_nothing_when_it_wakes() {
    let Some(url) = support::postgres::fresh_database("stalled").await else {
        return;
    };
    let fake = FakeDiscord::start().await;
    fake.set_shards(2);
    let dirs = folders(2);
    let channel = fake.new_channel(GUILDS[0]);
    let g = Game {
        fake: &fake,
        channel,
        guild: GUILDS[0],
    };

    let mut stalling = start(dirs[0].path(), &fake, 1, &url, 0);
    until(&fake, Duration::from_secs(60), || {
        (identified(&fake, 0) == 1).then_some(())
    })
    .await
    .expect("the first process connects shard 0");
    commands_registered(&fake).await;
    let board = g.two_players_start().await;
    let mover = next_player(&board.content);
    let opponent = if mover == ALA { BOLEK } else { ALA };
    let (_window, seen) = first_move(&g, &board.content).await;

    let taker = start(dirs[1].path(), &fake, 1, &url, 0);
    until(&fake, Duration::from_secs(30), || {
        log_of(dirs[1].path(), 1)
            .contains("another process holds this shard's lease")
            .then_some(())
    })
    .await
    .expect("the second process waits for the lease");
    // Everything the move owed is out; then the first process stalls, its window open.
    all_carried_out(&url).await;
    stalling.pause();
    let paused = std::time::Instant::now();

    // After the lease's time the second process takes the shard and settles the window,
    // which expired while the first stalled.
    until(&fake, Duration::from_secs(90), || {
        (identified(&fake, 0) == 2).then_some(())
    })
    .await
    .unwrap_or_else(|e| {
        panic!(
            "the second process never took shard 0: {e:?}\n{}",
            log_of(dirs[1].path(), 1)
        )
    });
    assert!(
        paused.elapsed() >= plansza::store::LEASE_TIME / 2,
        "a stalled process's shard was taken after {:?}, before its lease could run out",
        paused.elapsed()
    );
    let settled = g.message_with(seen, "stands").await;
    assert_eq!(next_player(&settled.content), opponent);
    // What the settlement owes (the new tiles' DM) is carried out too.
    all_carried_out(&url).await;
    let before = shown(&g);

    // The first process wakes up with the window's timer due: refused, it stops.
    stalling.resume();
    let status = stalling
        .wait_exit(Duration::from_secs(30))
        .await
        .unwrap_or_else(|| panic!("the woken process runs on:\n{}", log_of(dirs[0].path(), 1)));
    assert!(!status.success(), "it stops with an error: {status:?}");
    // It learns it lost the shard from its lease check or from a refused write, whichever
    // comes first after it wakes; any write it tried was refused by the fence.
    let woken_log = log_of(dirs[0].path(), 1);
    assert!(
        woken_log.contains("the shards' leases are lost, or may be: stopping"),
        "the woken process stopped for its lost lease:\n{woken_log}"
    );
    let saves = woken_log.matches("could not save a table").count();
    let refused = woken_log
        .matches("no longer holds the lease of shard 0")
        .count();
    assert!(
        saves <= refused,
        "a save of the woken process failed for another reason:\n{woken_log}"
    );
    let after = shown(&g);
    assert_eq!(
        before, after,
        "the woken process changed the channel or sent a DM"
    );

    // The game goes on under the second process to its end, once.
    for user in [opponent, mover, opponent, mover] {
        let id = g.command(user, "pass", json!([]));
        g.answer(id).await;
    }
    let last = g.message_with(seen + 1, "game over").await;
    png_ok(&last);
    // The final post, in the game's thread (the channel's summary says it too).
    let finals = g
        .channel_messages()
        .iter()
        .filter(|m| channel_of(m) != channel && m.content.contains("game over"))
        .count();
    assert_eq!(finals, 1, "the game ended once");
    let records = support::postgres::finished_records(&url, channel).await;
    assert_eq!(records.len(), 1, "the game was recorded once");
    each_interaction_answered_once(&fake);
    drop(taker);
}
