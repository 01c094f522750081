//! The saved tables: moved, replaced, deleted, set aside and read back (games with and
//! without a server, huge Discord ids), on every backend the tests reach.

use super::*;
use crate::store::testing::{self, TestResult};

#[tokio::test]
async fn a_moved_table_is_saved_once_under_its_new_channel() -> TestResult {
    for store in testing::stores().await? {
        store.save_table(1, Some(9), r#"{"at":"channel"}"#).await?;
        store
            .move_table(1, 2, Some(9), r#"{"at":"thread"}"#)
            .await?;
        assert_eq!(
            store.load_tables().await?,
            vec![(2, Some(9), r#"{"at":"thread"}"#.to_string())]
        );
    }
    Ok(())
}

#[tokio::test]
async fn save_load_replace_delete() -> TestResult {
    for store in testing::stores().await? {
        assert!(store.load_tables().await?.is_empty());
        store.save_table(20, Some(1), r#"{"turn":1}"#).await?;
        store.save_table(10, None, r#"{"turn":5}"#).await?;
        store.save_table(20, Some(1), r#"{"turn":2}"#).await?;
        assert_eq!(
            store.load_tables().await?,
            vec![
                (10, None, r#"{"turn":5}"#.to_owned()),
                (20, Some(1), r#"{"turn":2}"#.to_owned()),
            ]
        );
        assert_eq!(
            store.load_table(20).await?.as_deref(),
            Some(r#"{"turn":2}"#)
        );
        assert_eq!(store.load_table(30).await?, None);
        store.delete_table(20).await?;
        store.delete_table(999).await?;
        assert_eq!(store.load_table(20).await?, None);
        assert_eq!(
            store.load_tables().await?,
            vec![(10, None, r#"{"turn":5}"#.to_owned())]
        );
    }
    Ok(())
}

#[tokio::test]
async fn a_table_set_aside_is_kept_whole_and_frees_its_channel() -> TestResult {
    let told = |place| Owing {
        place,
        guild: Some(1),
        owner: None,
        change: OutboxChange {
            owe: vec!["{\"told\":1}".to_string()],
            done: Vec::new(),
        },
    };
    for store in testing::stores().await? {
        store.save_table(5, Some(1), r#"{"broken":true}"#).await?;
        store.save_table(6, None, "{}").await?;
        let id = store
            .set_aside_table(5, "the turn names no player", &told(5))
            .await?
            .0
            .ok_or("nothing was set aside")?;
        assert_eq!(
            store.owed().await?.len(),
            1,
            "the channel's word is owed with it"
        );
        let none = store
            .set_aside_table(99, "no such table", &Owing::default())
            .await?;
        assert_eq!(none.0, None);
        assert_eq!(store.load_tables().await?, vec![(6, None, "{}".to_owned())]);
        assert_eq!(
            store.damaged_tables().await?,
            vec![(
                id,
                5,
                r#"{"broken":true}"#.to_owned(),
                "the turn names no player".to_owned()
            )]
        );
        // A new game in the channel does not touch the kept row.
        store.save_table(5, Some(1), r#"{"new":true}"#).await?;
        assert_eq!(store.damaged_tables().await?.len(), 1);
    }
    Ok(())
}

/// Postgres keeps the parameter types a statement was first prepared with: a server
/// game saved after a DM game (no server: NULL) on the same connection must still save,
/// and the other way round.
#[tokio::test]
async fn games_with_and_without_a_server_save_in_any_order() -> TestResult {
    for store in testing::stores().await? {
        for (channel, guild) in [(40, None), (41, Some(7)), (42, None), (43, Some(8))] {
            store.save_table(channel, guild, "{}").await?;
            store
                .archive_game(channel, guild, "english", "{}", 1, &[])
                .await?;
        }
        let saved = store.finished_games(41, 1).await?;
        assert_eq!(saved[0].guild_id, Some(7));
        let dm = store.finished_games(42, 1).await?;
        assert_eq!(dm[0].guild_id, None);
    }
    Ok(())
}

#[tokio::test]
async fn huge_discord_ids_come_back_unchanged() -> TestResult {
    for store in testing::stores().await? {
        store.save_table(u64::MAX, Some(u64::MAX - 1), "{}").await?;
        assert_eq!(
            store.load_tables().await?,
            vec![(u64::MAX, Some(u64::MAX - 1), "{}".to_owned())]
        );
    }
    Ok(())
}

#[tokio::test]
async fn a_state_that_is_not_json_is_refused_and_the_old_one_kept() -> TestResult {
    for store in testing::stores().await? {
        store.save_table(5, None, r#"{"ok":true}"#).await?;
        let err = store.save_table(5, None, "{not json").await.err();
        assert!(
            matches!(&err, Some(StoreError::Query { action, .. }) if action.contains("channel 5")),
            "{err:?}"
        );
        assert_eq!(
            store.load_tables().await?,
            vec![(5, None, r#"{"ok":true}"#.to_owned())]
        );
    }
    Ok(())
}
/// Issue 25, point 6: a deleted channel, thread or server finds its tables by indexed
/// columns (`home_id`, `guild_id`), and tables saved before `home_id` was kept get it.
#[tokio::test]
async fn places_find_their_tables_by_index() -> TestResult {
    for store in testing::stores().await? {
        store.save_table(1, Some(9), "{}").await?;
        let moved = TableRow::new(3, Some(9), "{}").shown_in(Some(2));
        store.save_table(2, Some(9), "{}").await?;
        store
            .move_table_owing(2, moved, &OutboxChange::default())
            .await?;
        store.save_table(4, Some(8), "{}").await?;
        let channels = |found: Vec<(u64, Option<u64>)>| {
            let mut c: Vec<u64> = found.into_iter().map(|(c, _)| c).collect();
            c.sort_unstable();
            c
        };
        assert_eq!(channels(store.tables_in_place(2).await?), vec![3]);
        assert_eq!(channels(store.tables_in_place(3).await?), vec![3]);
        assert_eq!(channels(store.tables_in_place(1).await?), vec![1]);
        assert_eq!(channels(store.tables_in_guild(9).await?), vec![1, 3]);
        assert_eq!(channels(store.tables_in_guild(8).await?), vec![4]);
        // A row from before the column: filled from its summary.
        sqlx::query(
            "INSERT INTO active_tables (channel_id, guild_id, state_json) VALUES ($1, $2, $3)",
        )
        .bind(id_to_sql(6))
        .bind(id_to_sql(9))
        .bind(r#"{"summary":{"channel":5,"message_id":1}}"#)
        .execute(&store.pool)
        .await?;
        assert_eq!(store.fill_homes().await?, 1);
        assert_eq!(store.fill_homes().await?, 0, "filled once");
        assert_eq!(channels(store.tables_in_place(5).await?), vec![6]);
    }
    Ok(())
}

#[test]
fn a_games_home_is_read_from_its_summary_alone() {
    use super::summary_channel;
    let in_thread = r#"{"seats":[],"summary":{"channel":42,"message_id":7},"other":[1,2]}"#;
    assert_eq!(summary_channel(in_thread), Some(42));
    assert_eq!(summary_channel(r#"{"seats":[]}"#), None);
    assert_eq!(summary_channel(r#"{"summary":null}"#), None);
    assert_eq!(summary_channel("not json"), None);
}
