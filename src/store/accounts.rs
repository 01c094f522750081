//! Accounts per server (game points, games, wins, losses) and each server's own word list:
//! the words players suggest and the words moderators accepted.
//!
//! A finished game is archived in one transaction with the account changes it brings
//! ([`Store::archive_game`]), so a crash never records a game without its points or the
//! other way round. Words are stored as given: the caller normalizes them first (lowercase,
//! the language's word rules) and names the language by its code (`pl`, `en`, `ru`, `de`).

use rusqlite::{params, OptionalExtension, Row};

use super::games::insert_finished_game;
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

/// What became of a suggested word ([`Store::suggest_word`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suggested {
    /// The suggestion is recorded for the moderators.
    Recorded,
    /// Someone suggested it before; it still waits for a moderator.
    AlreadySuggested,
    /// It is already in the server's word list.
    AlreadyAccepted,
}

/// A word waiting for a moderator's decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// The language's code (`pl`, `en`, `ru`, `de`).
    pub language: String,
    /// The word, normalized.
    pub word: String,
    /// Who suggested it.
    pub user_id: u64,
    /// Their display name then.
    pub user_name: String,
    /// When, in seconds since the Unix epoch.
    pub suggested_at: i64,
}

fn account_from(row: &Row<'_>) -> rusqlite::Result<Account> {
    Ok(Account {
        user: id_from_sql(row.get(0)?),
        name: row.get(1)?,
        points: row.get(2)?,
        games: row.get(3)?,
        wins: row.get(4)?,
        losses: row.get(5)?,
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
}

impl Store {
    /// Archives a finished game in one transaction: applies every account change on
    /// `guild_id` (points += delta, one more game, a win or a loss, the latest name), records
    /// the game as [`Store::record_game`] does and forgets the channel's active table.
    /// Either all of it happens or none. In a DM (`guild_id` is `None`) there are no
    /// accounts: `changes` are ignored. Returns the game record's row id.
    pub fn archive_game(
        &mut self,
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
    }

    /// [`Store::archive_game`] for a game played in a thread: the active table of
    /// `played.table` (the thread) is forgotten, and the game is recorded under `played.home`
    /// (the channel its lobby was opened in), where `/game export` and `/game missed` look.
    pub fn archive_game_played(
        &mut self,
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
        };
        self.archive_owing(archive, changes, &OutboxChange::default())
            .map(|(record, _)| record)
    }

    /// [`Store::archive_game_played`], and in the same transaction the outbox changes as
    /// [`Store::save_table_owing`] says (what the ending owes is kept until carried out);
    /// the record's id and the newly owed effects' ids.
    pub fn archive_owing(
        &mut self,
        archive: Archive<'_>,
        changes: &[AccountChange],
        outbox: &OutboxChange,
    ) -> Result<(i64, Vec<i64>), StoreError> {
        let Archive {
            played,
            guild_id,
            variant,
            game_json,
            finished_at,
        } = archive;
        let Played {
            table: channel_id,
            home,
        } = played;
        let failed = || StoreError::query(format!("archive the game in channel {channel_id}"));
        let tx = self.conn.transaction().map_err(failed())?;
        if let Some(guild) = guild_id {
            for change in changes {
                tx.execute(
                    "INSERT INTO accounts (guild_id, user_id, name, points, games, wins, losses)
                     VALUES (?1, ?2, ?3, ?4, 1, ?5, ?6)
                     ON CONFLICT (guild_id, user_id) DO UPDATE SET
                         name = excluded.name,
                         points = points + excluded.points,
                         games = games + 1,
                         wins = wins + excluded.wins,
                         losses = losses + excluded.losses",
                    params![
                        id_to_sql(guild),
                        id_to_sql(change.user),
                        change.name,
                        change.delta,
                        u32::from(change.won),
                        u32::from(!change.won),
                    ],
                )
                .map_err(StoreError::query(format!(
                    "update the account of user {} in guild {guild}",
                    change.user
                )))?;
            }
        }
        let record = insert_finished_game(&tx, home, guild_id, variant, game_json, finished_at)?;
        tx.execute(
            "DELETE FROM active_tables WHERE channel_id = ?1",
            params![id_to_sql(channel_id)],
        )
        .map_err(failed())?;
        let owed = super::outbox::apply(&tx, channel_id, outbox)?;
        tx.commit().map_err(failed())?;
        Ok((record, owed))
    }

    /// The best accounts of a server, at most `limit`: most points first, then most wins,
    /// then by name.
    pub fn highscores(&self, guild_id: u64, limit: u32) -> Result<Vec<Account>, StoreError> {
        let failed = || StoreError::query(format!("read the highscores of guild {guild_id}"));
        let mut stmt = self
            .conn
            .prepare(
                "SELECT user_id, name, points, games, wins, losses FROM accounts
                 WHERE guild_id = ?1
                 ORDER BY points DESC, wins DESC, name COLLATE NOCASE, user_id
                 LIMIT ?2",
            )
            .map_err(failed())?;
        let rows = stmt
            .query_map(params![id_to_sql(guild_id), limit], account_from)
            .map_err(failed())?;
        rows.collect::<Result<Vec<_>, _>>().map_err(failed())
    }

    /// One player's account on a server; `None` before their first finished game there.
    pub fn account(&self, guild_id: u64, user_id: u64) -> Result<Option<Account>, StoreError> {
        self.conn
            .query_row(
                "SELECT user_id, name, points, games, wins, losses FROM accounts
                 WHERE guild_id = ?1 AND user_id = ?2",
                params![id_to_sql(guild_id), id_to_sql(user_id)],
                account_from,
            )
            .optional()
            .map_err(StoreError::query(format!(
                "read the account of user {user_id} in guild {guild_id}"
            )))
    }

    /// Records a word a player misses, for the server's moderators. Nothing is recorded
    /// when the word waits already or is in the server's word list.
    pub fn suggest_word(
        &mut self,
        guild_id: u64,
        language: &str,
        word: &str,
        user_id: u64,
        user_name: &str,
    ) -> Result<Suggested, StoreError> {
        let failed = || StoreError::query(format!("record the suggestion {word:?} ({language})"));
        let tx = self.conn.transaction().map_err(failed())?;
        let accepted: bool = tx
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM server_words
                                WHERE guild_id = ?1 AND language = ?2 AND word = ?3)",
                params![id_to_sql(guild_id), language, word],
                |row| row.get(0),
            )
            .map_err(failed())?;
        if accepted {
            return Ok(Suggested::AlreadyAccepted);
        }
        let inserted = tx
            .execute(
                "INSERT INTO word_suggestions (guild_id, language, word, user_id, user_name)
                 VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (guild_id, language, word) DO NOTHING",
                params![
                    id_to_sql(guild_id),
                    language,
                    word,
                    id_to_sql(user_id),
                    user_name
                ],
            )
            .map_err(failed())?;
        tx.commit().map_err(failed())?;
        Ok(if inserted > 0 {
            Suggested::Recorded
        } else {
            Suggested::AlreadySuggested
        })
    }

    /// The words waiting on a server, oldest first; only one language's when given.
    pub fn suggestions(
        &self,
        guild_id: u64,
        language: Option<&str>,
    ) -> Result<Vec<Suggestion>, StoreError> {
        let failed = || StoreError::query(format!("read the word suggestions of guild {guild_id}"));
        let mut stmt = self
            .conn
            .prepare(
                "SELECT language, word, user_id, user_name, suggested_at FROM word_suggestions
                 WHERE guild_id = ?1 AND (?2 IS NULL OR language = ?2)
                 ORDER BY suggested_at, rowid",
            )
            .map_err(failed())?;
        let rows = stmt
            .query_map(params![id_to_sql(guild_id), language], |row| {
                Ok(Suggestion {
                    language: row.get(0)?,
                    word: row.get(1)?,
                    user_id: id_from_sql(row.get(2)?),
                    user_name: row.get(3)?,
                    suggested_at: row.get(4)?,
                })
            })
            .map_err(failed())?;
        rows.collect::<Result<Vec<_>, _>>().map_err(failed())
    }

    /// Adds a word to the server's word list (moderator `by`), in one transaction with
    /// removing its suggestion. Returns whether someone had suggested it; a word nobody
    /// suggested is added all the same.
    pub fn accept_word(
        &mut self,
        guild_id: u64,
        language: &str,
        word: &str,
        by: u64,
    ) -> Result<bool, StoreError> {
        let failed = || StoreError::query(format!("accept the word {word:?} ({language})"));
        let tx = self.conn.transaction().map_err(failed())?;
        let suggested = tx
            .execute(
                "DELETE FROM word_suggestions WHERE guild_id = ?1 AND language = ?2 AND word = ?3",
                params![id_to_sql(guild_id), language, word],
            )
            .map_err(failed())?;
        tx.execute(
            "INSERT INTO server_words (guild_id, language, word, added_by) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (guild_id, language, word) DO NOTHING",
            params![id_to_sql(guild_id), language, word, id_to_sql(by)],
        )
        .map_err(failed())?;
        tx.commit().map_err(failed())?;
        Ok(suggested > 0)
    }

    /// Turns a suggestion down, or takes an accepted word off the server's word list.
    /// Returns whether there was anything to remove.
    pub fn reject_word(
        &mut self,
        guild_id: u64,
        language: &str,
        word: &str,
    ) -> Result<bool, StoreError> {
        let failed = || StoreError::query(format!("reject the word {word:?} ({language})"));
        let tx = self.conn.transaction().map_err(failed())?;
        let mut removed = 0;
        for table in ["word_suggestions", "server_words"] {
            removed += tx
                .execute(
                    &format!(
                        "DELETE FROM {table} WHERE guild_id = ?1 AND language = ?2 AND word = ?3"
                    ),
                    params![id_to_sql(guild_id), language, word],
                )
                .map_err(failed())?;
        }
        tx.commit().map_err(failed())?;
        Ok(removed > 0)
    }

    /// The server's own words in one language, in alphabetical (byte) order.
    pub fn server_words(&self, guild_id: u64, language: &str) -> Result<Vec<String>, StoreError> {
        let failed =
            || StoreError::query(format!("read the {language} word list of guild {guild_id}"));
        let mut stmt = self
            .conn
            .prepare(
                "SELECT word FROM server_words WHERE guild_id = ?1 AND language = ?2
                 ORDER BY word",
            )
            .map_err(failed())?;
        let rows = stmt
            .query_map(params![id_to_sql(guild_id), language], |row| row.get(0))
            .map_err(failed())?;
        rows.collect::<Result<Vec<_>, _>>().map_err(failed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::migrations::{self, MIGRATIONS};
    use crate::store::Scope;

    /// What a test returns: any error fails it, with its message.
    type TestResult = Result<(), Box<dyn std::error::Error>>;

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

    #[test]
    fn archiving_a_game_moves_points_and_forgets_the_table() -> TestResult {
        let mut store = Store::open(":memory:")?;
        store.save_table(5, Some(1), r#"{"turn":9}"#)?;
        store.save_table(6, Some(1), r#"{"turn":1}"#)?;
        let record = store.archive_game(
            5,
            Some(1),
            "letterbox",
            r#"{"id":1}"#,
            1_000,
            &[change(10, "Ola", 16, true), change(11, "Jan", -16, false)],
        )?;
        assert_eq!(store.finished_games(5, 5)?[0].record_id, record);
        assert_eq!(
            store.load_tables()?,
            vec![(6, Some(1), r#"{"turn":1}"#.to_owned())]
        );
        assert_eq!(store.account(1, 10)?, Some(account(10, "Ola", 16, 1, 1)));
        // Accounts may go negative.
        assert_eq!(store.account(1, 11)?, Some(account(11, "Jan", -16, 1, 0)));

        store.archive_game(
            6,
            Some(1),
            "letterbox",
            "{}",
            2_000,
            &[
                change(10, "Ola K.", -20, false),
                change(11, "Jan", 20, true),
            ],
        )?;
        assert_eq!(store.account(1, 10)?, Some(account(10, "Ola K.", -4, 2, 1)));
        assert_eq!(store.account(1, 11)?, Some(account(11, "Jan", 4, 2, 1)));
        assert!(store.load_tables()?.is_empty());
        // Another server knows nobody.
        assert_eq!(store.account(2, 10)?, None);
        assert!(store.highscores(2, 10)?.is_empty());
        Ok(())
    }

    #[test]
    fn a_failed_archive_changes_nothing() -> TestResult {
        let mut store = Store::open(":memory:")?;
        store.archive_game(
            5,
            Some(1),
            "letterbox",
            "{}",
            1,
            &[change(10, "Ola", 7, true)],
        )?;
        store.save_table(5, Some(1), r#"{"turn":3}"#)?;
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
            .err();
        assert!(matches!(err, Some(StoreError::Query { .. })), "{err:?}");
        assert_eq!(store.account(1, 10)?, Some(account(10, "Ola", 7, 1, 1)));
        assert_eq!(store.account(1, 11)?, None);
        assert_eq!(store.finished_games(5, 5)?.len(), 1);
        assert_eq!(store.load_tables()?.len(), 1);
        Ok(())
    }

    #[test]
    fn a_game_in_a_dm_is_archived_without_accounts() -> TestResult {
        let mut store = Store::open(":memory:")?;
        store.save_table(5, None, "{}")?;
        store.archive_game(5, None, "letterbox", "{}", 1, &[change(10, "Ola", 7, true)])?;
        assert_eq!(store.finished_games(5, 5)?.len(), 1);
        assert!(store.load_tables()?.is_empty());
        let accounts: u32 = store
            .conn
            .query_row("SELECT COUNT(*) FROM accounts", [], |row| row.get(0))
            .map_err(StoreError::query("count accounts"))?;
        assert_eq!(accounts, 0);
        Ok(())
    }

    #[test]
    fn highscores_rank_by_points_then_wins_then_name() -> TestResult {
        let mut store = Store::open(":memory:")?;
        let games: [&[AccountChange]; 4] = [
            &[change(1, "Zoe", 10, true), change(2, "Adam", -10, false)],
            &[change(3, "bea", 10, true), change(4, "Cy", -10, false)],
            &[change(4, "Cy", 10, true), change(5, "Al", 0, false)],
            &[change(6, "Eve", 5, true), change(1, "Zoe", 0, false)],
        ];
        for (n, changes) in games.into_iter().enumerate() {
            store.archive_game(9, Some(1), "letterbox", "{}", n as i64, changes)?;
        }
        let ranked: Vec<(String, i64)> = store
            .highscores(1, 10)?
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
        assert_eq!(store.highscores(1, 2)?.len(), 2);
        assert_eq!(store.account(1, 1)?, Some(account(1, "Zoe", 10, 2, 1)));
        Ok(())
    }

    #[test]
    fn a_suggestion_is_recorded_once_then_accepted_or_rejected() -> TestResult {
        let mut store = Store::open(":memory:")?;
        assert_eq!(
            store.suggest_word(1, "de", "xbeine", 10, "Ola")?,
            Suggested::Recorded
        );
        assert_eq!(
            store.suggest_word(1, "de", "quiz", 11, "Jan")?,
            Suggested::Recorded
        );
        assert_eq!(
            store.suggest_word(1, "de", "xbeine", 11, "Jan")?,
            Suggested::AlreadySuggested
        );
        let waiting = store.suggestions(1, None)?;
        let words: Vec<&str> = waiting.iter().map(|s| s.word.as_str()).collect();
        assert_eq!(words, ["xbeine", "quiz"], "oldest first");
        assert_eq!(waiting[0].user_id, 10, "the first to suggest it keeps it");
        assert_eq!(waiting[0].user_name, "Ola");
        assert_eq!(waiting[0].language, "de");
        assert!(waiting[0].suggested_at > 0);

        assert!(store.accept_word(1, "de", "xbeine", 99)?);
        assert_eq!(store.server_words(1, "de")?, ["xbeine"]);
        assert_eq!(store.suggestions(1, None)?.len(), 1);
        assert_eq!(
            store.suggest_word(1, "de", "xbeine", 12, "Kai")?,
            Suggested::AlreadyAccepted
        );
        assert_eq!(store.suggestions(1, None)?.len(), 1);

        // A word nobody suggested: added all the same; accepting twice changes nothing.
        assert!(!store.accept_word(1, "de", "abc", 99)?);
        assert!(!store.accept_word(1, "de", "abc", 99)?);
        assert_eq!(store.server_words(1, "de")?, ["abc", "xbeine"]);

        assert!(store.reject_word(1, "de", "quiz")?);
        assert!(store.suggestions(1, None)?.is_empty());
        assert!(store.reject_word(1, "de", "abc")?);
        assert!(!store.reject_word(1, "de", "abc")?);
        assert!(!store.reject_word(1, "de", "never")?);
        assert_eq!(store.server_words(1, "de")?, ["xbeine"]);
        Ok(())
    }

    #[test]
    fn words_belong_to_one_server_and_one_language() -> TestResult {
        let mut store = Store::open(":memory:")?;
        store.suggest_word(1, "pl", "kot", 10, "Ola")?;
        store.suggest_word(1, "en", "kot", 10, "Ola")?;
        store.suggest_word(2, "pl", "kot", 10, "Ola")?;
        store.suggest_word(1, "en", "cat", 10, "Ola")?;
        let english: Vec<String> = store
            .suggestions(1, Some("en"))?
            .into_iter()
            .map(|s| s.word)
            .collect();
        assert_eq!(english, ["kot", "cat"]);
        assert_eq!(store.suggestions(1, None)?.len(), 3);
        assert_eq!(store.suggestions(2, None)?.len(), 1);
        assert!(store.suggestions(3, None)?.is_empty());

        assert!(store.accept_word(1, "pl", "kot", 99)?);
        assert_eq!(store.server_words(1, "pl")?, ["kot"]);
        assert!(store.server_words(1, "en")?.is_empty());
        assert!(store.server_words(2, "pl")?.is_empty());
        assert_eq!(
            store.suggest_word(2, "pl", "kot", 11, "Jan")?,
            Suggested::AlreadySuggested
        );
        assert_eq!(
            store.suggest_word(1, "en", "kot", 11, "Jan")?,
            Suggested::AlreadySuggested
        );
        assert!(!store.reject_word(2, "en", "cat")?);
        assert_eq!(store.suggestions(1, Some("en"))?.len(), 2);
        Ok(())
    }

    #[test]
    fn huge_ids_come_back_unchanged() -> TestResult {
        let mut store = Store::open(":memory:")?;
        let (guild, user) = (u64::MAX, u64::MAX - 1);
        store.archive_game(
            1,
            Some(guild),
            "letterbox",
            "{}",
            1,
            &[change(user, "Ola", 3, true)],
        )?;
        store.suggest_word(guild, "pl", "kot", user, "Ola")?;
        assert_eq!(store.highscores(guild, 1)?[0].user, user);
        assert_eq!(store.suggestions(guild, None)?[0].user_id, user);
        Ok(())
    }

    #[test]
    fn a_version_2_database_file_is_migrated_and_keeps_its_data() -> TestResult {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("v2.db");
        {
            let mut conn = rusqlite::Connection::open(&path)
                .map_err(StoreError::query("create the v2 database"))?;
            migrations::migrate_with(&mut conn, &MIGRATIONS[..2])?;
            conn.execute_batch(
                "INSERT INTO active_tables (channel_id, guild_id, state_json) VALUES (1, 2, '[1]');
                 INSERT INTO finished_games (channel_id, guild_id, variant, game_json, finished_at)
                     VALUES (1, 2, 'literaki', '{}', 5);
                 INSERT INTO settings (scope, scope_id, key, value)
                     VALUES ('guild', 2, 'variant', 'letterbox');
                 INSERT INTO counters (name, value) VALUES ('game_id', 7);",
            )
            .map_err(StoreError::query("fill the v2 database"))?;
        }
        let mut store = Store::open(&path.display().to_string())?;
        assert_eq!(store.schema_version()?, migrations::latest_version());
        assert_eq!(store.load_tables()?, vec![(1, Some(2), "[1]".to_owned())]);
        assert_eq!(store.finished_games(1, 5)?.len(), 1);
        assert_eq!(
            store.get_setting(Scope::Guild(2), "variant")?.as_deref(),
            Some("letterbox")
        );
        assert_eq!(store.next_game_id()?, 8);
        // The new tables work on the old data.
        store.archive_game(
            1,
            Some(2),
            "letterbox",
            "{}",
            9,
            &[change(3, "Ola", 16, true)],
        )?;
        assert!(store.load_tables()?.is_empty());
        assert_eq!(store.finished_games(1, 5)?.len(), 2);
        assert_eq!(store.highscores(2, 10)?, vec![account(3, "Ola", 16, 1, 1)]);
        assert_eq!(
            store.suggest_word(2, "de", "xbeine", 3, "Ola")?,
            Suggested::Recorded
        );
        Ok(())
    }
}
