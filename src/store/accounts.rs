//! Accounts per server (game points, games, wins, losses).
//!
//! A finished game is archived in one transaction with the account changes it brings
//! ([`Store::archive_game`]), so a crash never records a game without its points or the
//! other way round.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::games::insert_finished_game;
use super::ratings::{record_results, PlayerGame, Results};
use super::{id_from_sql, id_to_sql, OutboxChange, Store, StoreError};

/// What one finished game does to one player's account on its server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountChange {
    /// The player's Discord user id.
    pub user: u64,
    /// Their display name now (the account keeps the latest).
    pub name: String,
    /// Game points won (positive) or lost (negative).
    pub delta: i64,
    /// Whether they won the game (otherwise it counts as a loss).
    pub won: bool,
}

/// One player's account on one server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Account {
    /// The player's Discord user id.
    pub user: u64,
    /// Their display name in their latest game.
    pub name: String,
    /// Game points; may be negative.
    pub points: i64,
    /// Games finished.
    pub games: u32,
    /// Games won.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
}

fn account_from(row: &AnyRow) -> Result<Account, sqlx::Error> {
    let count = |index: usize| -> Result<u32, sqlx::Error> {
        let value: i64 = row.try_get(index)?;
        Ok(u32::try_from(value.max(0)).unwrap_or(u32::MAX))
    };
    Ok(Account {
        user: id_from_sql(row.try_get(0)?),
        name: row.try_get(1)?,
        points: row.try_get(2)?,
        games: count(3)?,
        wins: count(4)?,
        losses: count(5)?,
    })
}

/// Where a finished game was played: the channel (or thread) its table was kept under, and
/// the channel it belongs to (its lobby's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    /// The key of its active table.
    pub table: u64,
    /// The channel its record is kept under.
    pub home: u64,
}

/// A finished game to archive: where it was played, its server and variant, its final
/// state and when it ended (seconds since the epoch).
#[derive(Debug, Clone, Copy)]
pub struct Archive<'a> {
    /// Where it was played.
    pub played: Played,
    /// Its server.
    pub guild_id: Option<u64>,
    /// Its variant's name.
    pub variant: &'a str,
    /// Its final state.
    pub game_json: &'a str,
    /// When it ended.
    pub finished_at: i64,
    /// The name its ratings and stats are kept under (WordCap's per language).
    pub rating_name: &'a str,
    /// It counts for the ratings (when two or more people played).
    pub rated: bool,
    /// How each person did (none for a DM game: there are no server stats there).
    pub results: &'a [PlayerGame],
    /// A tournament game's result, for its tournament.
    pub tournament: Option<super::TournamentResult>,
}

/// What archiving a game did.
#[derive(Debug, Clone, PartialEq)]
pub struct Archived {
    /// The game record's row id.
    pub record: i64,
    /// The ids of the newly owed effects.
    pub owed: Vec<i64>,
    /// How the game moved the players' ratings (empty: it was not rated).
    pub ratings: Vec<super::ratings::RatingChange>,
}

impl Store {
    /// Archives a finished game in one transaction: applies every account change on
    /// `guild_id` (points += delta, one more game, a win or a loss, the latest name), records
    /// the game as [`Store::record_game`] does and forgets the channel's active table.
    /// Either all of it happens or none. In a DM (`guild_id` is `None`) there are no
    /// accounts: `changes` are ignored. Returns the game record's row id.
    pub async fn archive_game(
        &self,
        channel_id: u64,
        guild_id: Option<u64>,
        variant: &str,
        game_json: &str,
        finished_at: i64,
        changes: &[AccountChange],
    ) -> Result<i64, StoreError> {
        let played = Played {
            table: channel_id,
            home: channel_id,
        };
        self.archive_game_played(played, guild_id, variant, game_json, finished_at, changes)
            .await
    }

    /// [`Store::archive_game`] for a game played in a thread: the active table of
    /// `played.table` (the thread) is forgotten, and the game is recorded under `played.home`
    /// (the channel its lobby was opened in), where `/game export` and `/game missed` look.
    pub async fn archive_game_played(
        &self,
        played: Played,
        guild_id: Option<u64>,
        variant: &str,
        game_json: &str,
        finished_at: i64,
        changes: &[AccountChange],
    ) -> Result<i64, StoreError> {
        let archive = Archive {
            played,
            guild_id,
            variant,
            game_json,
            finished_at,
            rating_name: variant,
            rated: false,
            results: &[],
            tournament: None,
        };
        self.archive_owing(archive, changes, &OutboxChange::default())
            .await
            .map(|a| a.record)
    }

    /// [`Store::archive_game_played`] with each person's results (their games for `/stats`
    /// and, for a rated game, their new ratings), and in the same transaction the outbox
    /// changes as [`Store::save_table_owing`] says (what the ending owes is kept until carried
    /// out); the record's id and the newly owed effects' ids.
    pub async fn archive_owing(
        &self,
        archive: Archive<'_>,
        changes: &[AccountChange],
        outbox: &OutboxChange,
    ) -> Result<Archived, StoreError> {
        let outbox = outbox.clone();
        self.archive_owing_with(archive, changes, move |_| outbox)
            .await
    }

    /// [`Store::archive_owing`], where what the archive owes depends on how the game moved
    /// the players' ratings (a post saying so, the summary showing it): `owe` is given the
    /// changes inside the transaction and says what to owe, so that post is saved with the
    /// game's record and can never be lost nor doubled by a crash.
    pub async fn archive_owing_with<F>(
        &self,
        archive: Archive<'_>,
        changes: &[AccountChange],
        owe: F,
    ) -> Result<Archived, StoreError>
    where
        F: FnOnce(&[super::ratings::RatingChange]) -> OutboxChange + Send,
    {
        let Archive {
            played,
            guild_id,
            variant,
            game_json,
            finished_at,
            rating_name,
            rated,
            results,
            tournament,
        } = archive;
        let Played {
            table: channel_id,
            home,
        } = played;
        let action = format!("archive the game in channel {channel_id}");
        let mut tx = self.write(&action).await?;
        self.fenced(&mut tx, guild_id).await?;
        if let Some(guild) = guild_id {
            for change in changes {
                sqlx::query(
                    "INSERT INTO accounts (guild_id, user_id, name, points, games, wins, losses)
                     VALUES ($1, $2, $3, $4, 1, $5, $6)
                     ON CONFLICT (guild_id, user_id) DO UPDATE SET
                         name = excluded.name,
                         points = accounts.points + excluded.points,
                         games = accounts.games + 1,
                         wins = accounts.wins + excluded.wins,
                         losses = accounts.losses + excluded.losses",
                )
                .bind(id_to_sql(guild))
                .bind(id_to_sql(change.user))
                .bind(change.name.as_str())
                .bind(change.delta)
                .bind(i64::from(change.won))
                .bind(i64::from(!change.won))
                .execute(&mut *tx)
                .await
                .map_err(StoreError::query(format!(
                    "update the account of user {} in guild {guild}",
                    change.user
                )))?;
            }
        }
        let done = async {
            let mut ratings = Vec::new();
            let record =
                insert_finished_game(&mut tx, home, guild_id, variant, game_json, finished_at)
                    .await?;
            if let Some(guild) = guild_id {
                let results = Results {
                    record,
                    guild,
                    variant: rating_name,
                    finished_at,
                    rated,
                    players: results,
                };
                ratings = record_results(&mut tx, self.backend, results).await?;
            }
            if let Some(result) = &tournament {
                super::tournaments::record_result(&mut tx, result).await?;
            }
            super::tables::forget(&mut tx, self.backend, channel_id).await?;
            let outbox = owe(&ratings);
            let owed = super::outbox::apply(&mut tx, channel_id, guild_id, &outbox).await?;
            Ok(Archived {
                record,
                owed,
                ratings,
            })
        }
        .await
        .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(done)
    }

    /// The best accounts of a server, at most `limit`: most points first, then most wins,
    /// then by name (ignoring case).
    pub async fn highscores(&self, guild_id: u64, limit: u32) -> Result<Vec<Account>, StoreError> {
        let failed = || StoreError::query(format!("read the highscores of guild {guild_id}"));
        let rows = sqlx::query(
            "SELECT user_id, name, points, games, wins, losses FROM accounts
             WHERE guild_id = $1
             ORDER BY points DESC, wins DESC, LOWER(name), user_id
             LIMIT $2",
        )
        .bind(id_to_sql(guild_id))
        .bind(i64::from(limit))
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        rows.iter()
            .map(account_from)
            .collect::<Result<_, _>>()
            .map_err(failed())
    }

    /// One player's account on a server; `None` before their first finished game there.
    pub async fn account(
        &self,
        guild_id: u64,
        user_id: u64,
    ) -> Result<Option<Account>, StoreError> {
        let failed = || {
            StoreError::query(format!(
                "read the account of user {user_id} in guild {guild_id}"
            ))
        };
        let row = sqlx::query(
            "SELECT user_id, name, points, games, wins, losses FROM accounts
             WHERE guild_id = $1 AND user_id = $2",
        )
        .bind(id_to_sql(guild_id))
        .bind(id_to_sql(user_id))
        .fetch_optional(&self.reads)
        .await
        .map_err(failed())?;
        row.as_ref().map(account_from).transpose().map_err(failed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::migrations::{self, MIGRATIONS};
    use crate::store::testing::{self, TestResult};
    use crate::store::{Scope, Suggested};

    fn change(user: u64, name: &str, delta: i64, won: bool) -> AccountChange {
        AccountChange {
            user,
            name: name.to_owned(),
            delta,
            won,
        }
    }

    fn account(user: u64, name: &str, points: i64, games: u32, wins: u32) -> Account {
        Account {
            user,
            name: name.to_owned(),
            points,
            games,
            wins,
            losses: games - wins,
        }
    }

    #[tokio::test]
    async fn archiving_a_game_moves_points_and_forgets_the_table() -> TestResult {
        for store in testing::stores().await? {
            store.save_table(5, Some(1), r#"{"turn":9}"#).await?;
            store.save_table(6, Some(1), r#"{"turn":1}"#).await?;
            let record = store
                .archive_game(
                    5,
                    Some(1),
                    "letterbox",
                    r#"{"id":1}"#,
                    1_000,
                    &[change(10, "Ola", 16, true), change(11, "Jan", -16, false)],
                )
                .await?;
            assert_eq!(store.finished_games(5, 5).await?[0].record_id, record);
            assert_eq!(
                store.load_tables().await?,
                vec![(6, Some(1), r#"{"turn":1}"#.to_owned())]
            );
            assert_eq!(
                store.account(1, 10).await?,
                Some(account(10, "Ola", 16, 1, 1))
            );
            // Accounts may go negative.
            assert_eq!(
                store.account(1, 11).await?,
                Some(account(11, "Jan", -16, 1, 0))
            );

            store
                .archive_game(
                    6,
                    Some(1),
                    "letterbox",
                    "{}",
                    2_000,
                    &[
                        change(10, "Ola K.", -20, false),
                        change(11, "Jan", 20, true),
                    ],
                )
                .await?;
            assert_eq!(
                store.account(1, 10).await?,
                Some(account(10, "Ola K.", -4, 2, 1))
            );
            assert_eq!(
                store.account(1, 11).await?,
                Some(account(11, "Jan", 4, 2, 1))
            );
            assert!(store.load_tables().await?.is_empty());
            // Another server knows nobody.
            assert_eq!(store.account(2, 10).await?, None);
            assert!(store.highscores(2, 10).await?.is_empty());
        }
        Ok(())
    }

    #[tokio::test]
    async fn a_failed_archive_changes_nothing() -> TestResult {
        for store in testing::stores().await? {
            store
                .archive_game(
                    5,
                    Some(1),
                    "letterbox",
                    "{}",
                    1,
                    &[change(10, "Ola", 7, true)],
                )
                .await?;
            store.save_table(5, Some(1), r#"{"turn":3}"#).await?;
            // The game record is refused (not JSON) after the accounts were written.
            let err = store
                .archive_game(
                    5,
                    Some(1),
                    "letterbox",
                    "{not json",
                    2,
                    &[change(10, "Ola", 50, true), change(11, "Jan", -50, false)],
                )
                .await
                .err();
            assert!(matches!(err, Some(StoreError::Query { .. })), "{err:?}");
            assert_eq!(
                store.account(1, 10).await?,
                Some(account(10, "Ola", 7, 1, 1))
            );
            assert_eq!(store.account(1, 11).await?, None);
            assert_eq!(store.finished_games(5, 5).await?.len(), 1);
            assert_eq!(store.load_tables().await?.len(), 1);
        }
        Ok(())
    }

    #[tokio::test]
    async fn a_game_in_a_dm_is_archived_without_accounts() -> TestResult {
        for store in testing::stores().await? {
            store.save_table(5, None, "{}").await?;
            store
                .archive_game(5, None, "letterbox", "{}", 1, &[change(10, "Ola", 7, true)])
                .await?;
            assert_eq!(store.finished_games(5, 5).await?.len(), 1);
            assert!(store.load_tables().await?.is_empty());
            assert!(store.highscores(10, 10).await?.is_empty());
            assert_eq!(store.account(10, 10).await?, None);
        }
        Ok(())
    }

    #[tokio::test]
    async fn highscores_rank_by_points_then_wins_then_name() -> TestResult {
        for store in testing::stores().await? {
            let games: [&[AccountChange]; 4] = [
                &[change(1, "Zoe", 10, true), change(2, "Adam", -10, false)],
                &[change(3, "bea", 10, true), change(4, "Cy", -10, false)],
                &[change(4, "Cy", 10, true), change(5, "Al", 0, false)],
                &[change(6, "Eve", 5, true), change(1, "Zoe", 0, false)],
            ];
            for (n, changes) in games.into_iter().enumerate() {
                store
                    .archive_game(9, Some(1), "letterbox", "{}", n as i64, changes)
                    .await?;
            }
            let ranked: Vec<(String, i64)> = store
                .highscores(1, 10)
                .await?
                .into_iter()
                .map(|a| (a.name, a.points))
                .collect();
            let expected = [
                ("bea", 10), // 10 points, 1 win each: by name, ignoring case
                ("Zoe", 10),
                ("Eve", 5),
                ("Cy", 0), // 0 points each: 1 win before none
                ("Al", 0),
                ("Adam", -10),
            ];
            let expected: Vec<(String, i64)> = expected
                .into_iter()
                .map(|(name, points)| (name.to_owned(), points))
                .collect();
            assert_eq!(ranked, expected);
            assert_eq!(store.highscores(1, 2).await?.len(), 2);
            assert_eq!(
                store.account(1, 1).await?,
                Some(account(1, "Zoe", 10, 2, 1))
            );
        }
        Ok(())
    }

    #[tokio::test]
    async fn huge_ids_come_back_unchanged() -> TestResult {
        for store in testing::stores().await? {
            let (guild, user) = (u64::MAX, u64::MAX - 1);
            store
                .archive_game(
                    1,
                    Some(guild),
                    "letterbox",
                    "{}",
                    1,
                    &[change(user, "Ola", 3, true)],
                )
                .await?;
            store.suggest_word(guild, "pl", "kot", user, "Ola").await?;
            assert_eq!(store.highscores(guild, 1).await?[0].user, user);
            assert_eq!(store.suggestions(guild, None).await?[0].user_id, user);
        }
        Ok(())
    }

    #[tokio::test]
    async fn a_version_2_database_is_migrated_and_keeps_its_data() -> TestResult {
        let dir = tempfile::tempdir()?;
        for location in testing::lasting_locations(dir.path()).await? {
            let (backend, pool) = testing::bare_pool(&location).await?;
            migrations::migrate_with(&pool, backend, &MIGRATIONS[..2]).await?;
            sqlx::raw_sql(
                "INSERT INTO active_tables (channel_id, guild_id, state_json) VALUES (1, 2, '[1]');
                 INSERT INTO finished_games (channel_id, guild_id, variant, game_json, finished_at)
                     VALUES (1, 2, 'literaki', '{}', 5);
                 INSERT INTO settings (scope, scope_id, key, value)
                     VALUES ('guild', 2, 'variant', 'letterbox');
                 INSERT INTO counters (name, value) VALUES ('game_id', 7);",
            )
            .execute(&pool)
            .await?;
            pool.close().await;
            let store = Store::open_at(location).await?;
            assert_eq!(store.schema_version().await?, migrations::latest_version());
            assert_eq!(
                store.load_tables().await?,
                vec![(1, Some(2), "[1]".to_owned())]
            );
            assert_eq!(store.finished_games(1, 5).await?.len(), 1);
            assert_eq!(
                store
                    .get_setting(Scope::Guild(2), "variant")
                    .await?
                    .as_deref(),
                Some("letterbox")
            );
            assert_eq!(store.next_game_id().await?, 8);
            // The new tables work on the old data.
            store
                .archive_game(
                    1,
                    Some(2),
                    "letterbox",
                    "{}",
                    9,
                    &[change(3, "Ola", 16, true)],
                )
                .await?;
            assert!(store.load_tables().await?.is_empty());
            assert_eq!(store.finished_games(1, 5).await?.len(), 2);
            assert_eq!(
                store.highscores(2, 10).await?,
                vec![account(3, "Ola", 16, 1, 1)]
            );
            assert_eq!(
                store.suggest_word(2, "de", "xbeine", 3, "Ola").await?,
                Suggested::Recorded
            );
        }
        Ok(())
    }
}
