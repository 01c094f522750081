//! Issue 12, "bounded by construction": "a deleted channel or a guild that removed the bot
//! is never cleaned up (only interactions are handled) ... channel, thread and guild
//! deletions end their games cleanly (archived, nothing lost)." Through the real serenity
//! client against the fake Discord: a game whose thread is deleted, a game whose channel
//! is deleted (its thread goes with it), and a game on a server that first has an outage
//! (nothing ends) and then removes the bot. Each ended game is archived with its record, and
//! no active table is left.

mod support;

use serde_json::json;
use std::time::Duration;
use support::bot::*;
use support::postgres::{active_tables, finished_records};

/// Waits until the game of `channel` has its record.
async fn wait_archived(run: &Running, url: &str, channel: u64) {
    for _ in 0..200 {
        if finished_records(url, channel).await.len() == 1 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "the game of channel {channel} was not archived:\n{}",
        run.log()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deleted_threads_channels_and_servers_end_their_games_archived() {
    let run = Running::start().await;
    commands_registered(&run.fake).await;
    let fake = &run.fake;
    let guild = fake.guild_id();
    let url = format!("sqlite://{}", run.dir.path().join("plansza.db").display());
    let games: Vec<Game<'_>> = (0..3)
        .map(|_| Game {
            fake,
            channel: fake.new_channel(guild),
            guild,
        })
        .collect();
    for g in &games {
        g.two_players_start().await;
    }
    assert_eq!(active_tables(&url).await, 3);
    // 1. The first game's thread is deleted.
    let thread = games[0].here();
    assert_ne!(thread, games[0].channel, "the game plays in its thread");
    fake.dispatch(
        "THREAD_DELETE",
        json!({"id": thread.to_string(), "guild_id": guild.to_string(),
               "parent_id": games[0].channel.to_string(), "type": 11}),
    );
    wait_archived(&run, &url, games[0].channel).await;

    // 2. The second game's channel is deleted (Discord deletes its threads with it).
    fake.dispatch(
        "CHANNEL_DELETE",
        json!({"id": games[1].channel.to_string(), "guild_id": guild.to_string(), "type": 0,
               "name": "gone", "position": 0, "permission_overwrites": [], "nsfw": false}),
    );
    wait_archived(&run, &url, games[1].channel).await;

    // 3. An outage of the server ends nothing; being removed from it ends the last game.
    fake.dispatch(
        "GUILD_DELETE",
        json!({"id": guild.to_string(), "unavailable": true}),
    );
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(
        finished_records(&url, games[2].channel).await.len(),
        0,
        "an outage ended a game"
    );
    assert_eq!(active_tables(&url).await, 1);
    fake.dispatch("GUILD_DELETE", json!({"id": guild.to_string()}));
    wait_archived(&run, &url, games[2].channel).await;
    for _ in 0..50 {
        if active_tables(&url).await == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(active_tables(&url).await, 0, "no table is left behind");
    assert!(
        run.log()
            .contains("a place is gone: its games end and are archived"),
        "{}",
        run.log()
    );
}
