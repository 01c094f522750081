//! Each server's own word list: the words players suggest and the words moderators
//! accepted. Words are stored as given: the caller normalizes them first (lowercase, the
//! language's word rules) and names the language by its code (`pl`, `en`, `ru`, `de`).

use sqlx::Row;

use super::{id_from_sql, id_to_sql, Store, StoreError};

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

impl Store {
    /// Records a word a player misses, for the server's moderators. Nothing is recorded
    /// when the word waits already or is in the server's word list.
    pub async fn suggest_word(
        &self,
        guild_id: u64,
        language: &str,
        word: &str,
        user_id: u64,
        user_name: &str,
    ) -> Result<Suggested, StoreError> {
        let action = format!("record the suggestion {word:?} ({language})");
        let mut tx = self.write(&action).await?;
        let outcome = async {
            let accepted: i64 = sqlx::query(
                "SELECT COUNT(*) FROM server_words
                 WHERE guild_id = $1 AND language = $2 AND word = $3",
            )
            .bind(id_to_sql(guild_id))
            .bind(language)
            .bind(word)
            .fetch_one(&mut *tx)
            .await?
            .try_get(0)?;
            if accepted > 0 {
                return Ok(Suggested::AlreadyAccepted);
            }
            // The order they came in, for suggestions made in the same second.
            let inserted = sqlx::query(
                "INSERT INTO word_suggestions
                     (guild_id, language, word, user_id, user_name, suggested_at, seq)
                 SELECT $1, $2, $3, $4, $5, $6, COALESCE(MAX(seq), 0) + 1
                 FROM word_suggestions WHERE guild_id = $1
                 ON CONFLICT (guild_id, language, word) DO NOTHING",
            )
            .bind(id_to_sql(guild_id))
            .bind(language)
            .bind(word)
            .bind(id_to_sql(user_id))
            .bind(user_name)
            .bind(super::now_secs())
            .execute(&mut *tx)
            .await?
            .rows_affected();
            Ok(if inserted > 0 {
                Suggested::Recorded
            } else {
                Suggested::AlreadySuggested
            })
        }
        .await
        .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(outcome)
    }

    /// The words waiting on a server, oldest first; only one language's when given.
    pub async fn suggestions(
        &self,
        guild_id: u64,
        language: Option<&str>,
    ) -> Result<Vec<Suggestion>, StoreError> {
        let failed = || StoreError::query(format!("read the word suggestions of guild {guild_id}"));
        let columns =
            "SELECT language, word, user_id, user_name, suggested_at FROM word_suggestions";
        let order = "ORDER BY suggested_at, seq, word";
        let query = match language {
            Some(_) => format!("{columns} WHERE guild_id = $1 AND language = $2 {order}"),
            None => format!("{columns} WHERE guild_id = $1 {order}"),
        };
        let mut query = sqlx::query(&query).bind(id_to_sql(guild_id));
        if let Some(language) = language {
            query = query.bind(language);
        }
        let rows = query.fetch_all(&self.reads).await.map_err(failed())?;
        rows.iter()
            .map(|row| {
                Ok(Suggestion {
                    language: row.try_get(0)?,
                    word: row.try_get(1)?,
                    user_id: id_from_sql(row.try_get(2)?),
                    user_name: row.try_get(3)?,
                    suggested_at: row.try_get(4)?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(failed())
    }

    /// Adds a word to the server's word list (moderator `by`), in one transaction with
    /// removing its suggestion. Returns whether someone had suggested it; a word nobody
    /// suggested is added all the same.
    pub async fn accept_word(
        &self,
        guild_id: u64,
        language: &str,
        word: &str,
        by: u64,
    ) -> Result<bool, StoreError> {
        let action = format!("accept the word {word:?} ({language})");
        let mut tx = self.write(&action).await?;
        let suggested = async {
            let suggested = sqlx::query(
                "DELETE FROM word_suggestions WHERE guild_id = $1 AND language = $2 AND word = $3",
            )
            .bind(id_to_sql(guild_id))
            .bind(language)
            .bind(word)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            sqlx::query(
                "INSERT INTO server_words (guild_id, language, word, added_by, added_at)
                 VALUES ($1, $2, $3, $4, $5)
                 ON CONFLICT (guild_id, language, word) DO NOTHING",
            )
            .bind(id_to_sql(guild_id))
            .bind(language)
            .bind(word)
            .bind(id_to_sql(by))
            .bind(super::now_secs())
            .execute(&mut *tx)
            .await?;
            Ok(suggested)
        }
        .await
        .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(suggested > 0)
    }

    /// Turns a suggestion down, or takes an accepted word off the server's word list.
    /// Returns whether there was anything to remove.
    pub async fn reject_word(
        &self,
        guild_id: u64,
        language: &str,
        word: &str,
    ) -> Result<bool, StoreError> {
        let action = format!("reject the word {word:?} ({language})");
        let mut tx = self.write(&action).await?;
        let mut removed = 0;
        for table in ["word_suggestions", "server_words"] {
            removed += sqlx::query(&format!(
                "DELETE FROM {table} WHERE guild_id = $1 AND language = $2 AND word = $3"
            ))
            .bind(id_to_sql(guild_id))
            .bind(language)
            .bind(word)
            .execute(&mut *tx)
            .await
            .map_err(StoreError::query(action.clone()))?
            .rows_affected();
        }
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(removed > 0)
    }

    /// The server's own words in one language, in alphabetical (byte) order.
    pub async fn server_words(
        &self,
        guild_id: u64,
        language: &str,
    ) -> Result<Vec<String>, StoreError> {
        let failed =
            || StoreError::query(format!("read the {language} word list of guild {guild_id}"));
        let rows =
            sqlx::query("SELECT word FROM server_words WHERE guild_id = $1 AND language = $2")
                .bind(id_to_sql(guild_id))
                .bind(language)
                .fetch_all(&self.reads)
                .await
                .map_err(failed())?;
        let mut words = rows
            .iter()
            .map(|row| row.try_get(0))
            .collect::<Result<Vec<String>, _>>()
            .map_err(failed())?;
        // Byte order on every backend (a Postgres collation would order by its locale).
        words.sort_unstable();
        Ok(words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::{self, TestResult};

    #[tokio::test]
    async fn a_suggestion_is_recorded_once_then_accepted_or_rejected() -> TestResult {
        for store in testing::stores().await? {
            assert_eq!(
                store.suggest_word(1, "de", "xbeine", 10, "Ola").await?,
                Suggested::Recorded
            );
            assert_eq!(
                store.suggest_word(1, "de", "quiz", 11, "Jan").await?,
                Suggested::Recorded
            );
            assert_eq!(
                store.suggest_word(1, "de", "xbeine", 11, "Jan").await?,
                Suggested::AlreadySuggested
            );
            let waiting = store.suggestions(1, None).await?;
            let words: Vec<&str> = waiting.iter().map(|s| s.word.as_str()).collect();
            assert_eq!(words, ["xbeine", "quiz"], "oldest first");
            assert_eq!(waiting[0].user_id, 10, "the first to suggest it keeps it");
            assert_eq!(waiting[0].user_name, "Ola");
            assert_eq!(waiting[0].language, "de");
            assert!(waiting[0].suggested_at > 0);

            assert!(store.accept_word(1, "de", "xbeine", 99).await?);
            assert_eq!(store.server_words(1, "de").await?, ["xbeine"]);
            assert_eq!(store.suggestions(1, None).await?.len(), 1);
            assert_eq!(
                store.suggest_word(1, "de", "xbeine", 12, "Kai").await?,
                Suggested::AlreadyAccepted
            );
            assert_eq!(store.suggestions(1, None).await?.len(), 1);

            // A word nobody suggested: added all the same; accepting twice changes nothing.
            assert!(!store.accept_word(1, "de", "abc", 99).await?);
            assert!(!store.accept_word(1, "de", "abc", 99).await?);
            assert_eq!(store.server_words(1, "de").await?, ["abc", "xbeine"]);

            assert!(store.reject_word(1, "de", "quiz").await?);
            assert!(store.suggestions(1, None).await?.is_empty());
            assert!(store.reject_word(1, "de", "abc").await?);
            assert!(!store.reject_word(1, "de", "abc").await?);
            assert!(!store.reject_word(1, "de", "never").await?);
            assert_eq!(store.server_words(1, "de").await?, ["xbeine"]);
        }
        Ok(())
    }

    #[tokio::test]
    async fn words_belong_to_one_server_and_one_language() -> TestResult {
        for store in testing::stores().await? {
            store.suggest_word(1, "pl", "kot", 10, "Ola").await?;
            store.suggest_word(1, "en", "kot", 10, "Ola").await?;
            store.suggest_word(2, "pl", "kot", 10, "Ola").await?;
            store.suggest_word(1, "en", "cat", 10, "Ola").await?;
            let english: Vec<String> = store
                .suggestions(1, Some("en"))
                .await?
                .into_iter()
                .map(|s| s.word)
                .collect();
            assert_eq!(english, ["kot", "cat"]);
            assert_eq!(store.suggestions(1, None).await?.len(), 3);
            assert_eq!(store.suggestions(2, None).await?.len(), 1);
            assert!(store.suggestions(3, None).await?.is_empty());

            assert!(store.accept_word(1, "pl", "kot", 99).await?);
            assert_eq!(store.server_words(1, "pl").await?, ["kot"]);
            assert!(store.server_words(1, "en").await?.is_empty());
            assert!(store.server_words(2, "pl").await?.is_empty());
            assert_eq!(
                store.suggest_word(2, "pl", "kot", 11, "Jan").await?,
                Suggested::AlreadySuggested
            );
            assert_eq!(
                store.suggest_word(1, "en", "kot", 11, "Jan").await?,
                Suggested::AlreadySuggested
            );
            assert!(!store.reject_word(2, "en", "cat").await?);
            assert_eq!(store.suggestions(1, Some("en")).await?.len(), 2);
        }
        Ok(())
    }
}
