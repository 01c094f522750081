//! Settings per guild or per channel: plain string keys and values.

use std::fmt::Display;
use std::str::FromStr;

use sqlx::Row;

use super::{id_to_sql, Store, StoreError};

/// Whose setting it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    /// A whole Discord server.
    Guild(u64),
    /// One channel.
    Channel(u64),
}

impl Scope {
    fn kind(self) -> &'static str {
        match self {
            Scope::Guild(_) => "guild",
            Scope::Channel(_) => "channel",
        }
    }

    fn id(self) -> i64 {
        match self {
            Scope::Guild(id) | Scope::Channel(id) => id_to_sql(id),
        }
    }
}

impl std::fmt::Display for Scope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Scope::Guild(id) => write!(f, "guild {id}"),
            Scope::Channel(id) => write!(f, "channel {id}"),
        }
    }
}

/// The statement that sets (or replaces) one setting.
fn upsert<'q>(
    scope: Scope,
    key: &'q str,
    value: &'q str,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    sqlx::query(
        "INSERT INTO settings (scope, scope_id, key, value) VALUES ($1, $2, $3, $4)
         ON CONFLICT (scope, scope_id, key) DO UPDATE SET value = excluded.value",
    )
    .bind(scope.kind())
    .bind(scope.id())
    .bind(key)
    .bind(value)
}

impl Store {
    /// Sets (or replaces) one setting.
    pub async fn set_setting(
        &self,
        scope: Scope,
        key: &str,
        value: &str,
    ) -> Result<(), StoreError> {
        upsert(scope, key, value)
            .execute(&self.pool)
            .await
            .map_err(StoreError::query(format!(
                "save the setting {key:?} of {scope}"
            )))?;
        Ok(())
    }

    /// [`Store::set_setting`], owing `owing` (the place told why) in the same transaction:
    /// the ids of its rows.
    pub async fn set_setting_owing(
        &self,
        scope: Scope,
        key: &str,
        value: &str,
        owing: &super::Owing,
    ) -> Result<Vec<i64>, StoreError> {
        let action = format!("save the setting {key:?} of {scope}");
        let mut tx = self.write(&action).await?;
        let owed = async {
            upsert(scope, key, value).execute(&mut *tx).await?;
            super::outbox::owe(&mut tx, owing).await
        }
        .await
        .map_err(StoreError::query(action.clone()))?;
        tx.commit().await.map_err(StoreError::query(action))?;
        Ok(owed)
    }

    /// Reads one setting; `None` when it was never set.
    pub async fn get_setting(&self, scope: Scope, key: &str) -> Result<Option<String>, StoreError> {
        let failed = || StoreError::query(format!("read the setting {key:?} of {scope}"));
        let row = sqlx::query(
            "SELECT value FROM settings WHERE scope = $1 AND scope_id = $2 AND key = $3",
        )
        .bind(scope.kind())
        .bind(scope.id())
        .bind(key)
        .fetch_optional(&self.reads)
        .await
        .map_err(failed())?;
        row.map(|row| row.try_get(0)).transpose().map_err(failed())
    }

    /// Reads one setting and parses it (a number, a bool, or any `FromStr` type);
    /// `None` when it was never set, [`StoreError::BadSetting`] when it does not parse.
    pub async fn get_setting_as<T: FromStr>(
        &self,
        scope: Scope,
        key: &str,
    ) -> Result<Option<T>, StoreError> {
        match self.get_setting(scope, key).await? {
            None => Ok(None),
            Some(value) => match value.parse() {
                Ok(parsed) => Ok(Some(parsed)),
                Err(_) => Err(StoreError::BadSetting {
                    scope,
                    key: key.to_owned(),
                    value,
                }),
            },
        }
    }

    /// Stores any `Display` value as a setting (the inverse of [`Store::get_setting_as`]).
    pub async fn set_setting_to(
        &self,
        scope: Scope,
        key: &str,
        value: impl Display,
    ) -> Result<(), StoreError> {
        self.set_setting(scope, key, &value.to_string()).await
    }

    /// Removes one setting (a no-op when it was never set).
    pub async fn remove_setting(&self, scope: Scope, key: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM settings WHERE scope = $1 AND scope_id = $2 AND key = $3")
            .bind(scope.kind())
            .bind(scope.id())
            .bind(key)
            .execute(&self.pool)
            .await
            .map_err(StoreError::query(format!(
                "remove the setting {key:?} of {scope}"
            )))?;
        Ok(())
    }

    /// Every server setting whose key starts with `prefix` (e.g. `puzzle.`), on every server,
    /// in one read: `(server, key, value)`, ordered by server and key.
    pub async fn guild_settings_with_prefix(
        &self,
        prefix: &str,
    ) -> Result<Vec<(u64, String, String)>, StoreError> {
        let failed = || StoreError::query(format!("read the server settings {prefix:?}*"));
        // The prefix matched literally: LIKE's wildcards in it are escaped.
        let pattern = format!(
            "{}%",
            prefix
                .replace('\\', "\\\\")
                .replace('%', "\\%")
                .replace('_', "\\_")
        );
        let rows = sqlx::query(
            "SELECT scope_id, key, value FROM settings
             WHERE scope = 'guild' AND key LIKE $1 ESCAPE '\\'",
        )
        .bind(pattern)
        .fetch_all(&self.reads)
        .await
        .map_err(failed())?;
        let mut found = rows
            .iter()
            .map(|row| {
                Ok((
                    super::id_from_sql(row.try_get(0)?),
                    row.try_get(1)?,
                    row.try_get(2)?,
                ))
            })
            .collect::<Result<Vec<(u64, String, String)>, sqlx::Error>>()
            .map_err(failed())?;
        found.sort_unstable();
        Ok(found)
    }

    /// Every setting of one scope as `(key, value)`, ordered by key.
    pub async fn settings(&self, scope: Scope) -> Result<Vec<(String, String)>, StoreError> {
        let failed = || StoreError::query(format!("read the settings of {scope}"));
        let rows =
            sqlx::query("SELECT key, value FROM settings WHERE scope = $1 AND scope_id = $2")
                .bind(scope.kind())
                .bind(scope.id())
                .fetch_all(&self.reads)
                .await
                .map_err(failed())?;
        let mut settings = rows
            .iter()
            .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .collect::<Result<Vec<(String, String)>, sqlx::Error>>()
            .map_err(failed())?;
        // Byte order on every backend (a Postgres collation would order by its locale).
        settings.sort_unstable();
        Ok(settings)
    }

    /// The setting that applies in a channel: the channel's own value if set, else its
    /// guild's, else `None`.
    pub async fn effective_setting(
        &self,
        channel_id: u64,
        guild_id: Option<u64>,
        key: &str,
    ) -> Result<Option<String>, StoreError> {
        if let Some(value) = self.get_setting(Scope::Channel(channel_id), key).await? {
            return Ok(Some(value));
        }
        match guild_id {
            Some(guild) => self.get_setting(Scope::Guild(guild), key).await,
            None => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::{self, TestResult};

    #[tokio::test]
    async fn server_settings_are_read_by_prefix_in_one_go() -> TestResult {
        for store in testing::stores().await? {
            store
                .set_setting(Scope::Guild(2), "puzzle.channel", "20")
                .await?;
            store
                .set_setting(Scope::Guild(1), "puzzle.hour", "7")
                .await?;
            store
                .set_setting(Scope::Guild(1), "puzzle.channel", "10")
                .await?;
            store
                .set_setting(Scope::Guild(1), "puzzleXhour", "8")
                .await?;
            store
                .set_setting(Scope::Channel(3), "puzzle.channel", "30")
                .await?;
            store
                .set_setting(Scope::Guild(1), "variant", "english")
                .await?;
            let found = store.guild_settings_with_prefix("puzzle.").await?;
            let found: Vec<(u64, &str, &str)> = found
                .iter()
                .map(|(g, k, v)| (*g, k.as_str(), v.as_str()))
                .collect();
            assert_eq!(
                found,
                vec![
                    (1, "puzzle.channel", "10"),
                    (1, "puzzle.hour", "7"),
                    (2, "puzzle.channel", "20"),
                ],
                "{:?}",
                store.backend()
            );
            // Wildcards in a prefix match only themselves.
            assert!(store
                .guild_settings_with_prefix("puzzle_")
                .await?
                .is_empty());
        }
        Ok(())
    }

    #[tokio::test]
    async fn settings_are_kept_per_scope() -> TestResult {
        for store in testing::stores().await? {
            store
                .set_setting(Scope::Guild(1), "variant", "literaki")
                .await?;
            store
                .set_setting(Scope::Guild(1), "move-time", "120")
                .await?;
            store
                .set_setting(Scope::Channel(1), "variant", "scrabble-en")
                .await?;
            store
                .set_setting(Scope::Guild(2), "variant", "erudit")
                .await?;
            store
                .set_setting(Scope::Guild(1), "move-time", "90")
                .await?;

            assert_eq!(
                store.settings(Scope::Guild(1)).await?,
                vec![
                    ("move-time".to_owned(), "90".to_owned()),
                    ("variant".to_owned(), "literaki".to_owned()),
                ]
            );
            assert_eq!(
                store
                    .get_setting(Scope::Channel(1), "variant")
                    .await?
                    .as_deref(),
                Some("scrabble-en")
            );
            assert_eq!(
                store
                    .get_setting(Scope::Guild(2), "variant")
                    .await?
                    .as_deref(),
                Some("erudit")
            );
            assert_eq!(store.get_setting(Scope::Channel(2), "variant").await?, None);
            assert!(store.settings(Scope::Channel(3)).await?.is_empty());

            store.remove_setting(Scope::Guild(1), "move-time").await?;
            assert_eq!(store.get_setting(Scope::Guild(1), "move-time").await?, None);
        }
        Ok(())
    }

    #[tokio::test]
    async fn typed_settings_parse_or_say_what_is_wrong() -> TestResult {
        for store in testing::stores().await? {
            store
                .set_setting_to(Scope::Channel(1), "move-time", 90u32)
                .await?;
            store
                .set_setting(Scope::Channel(1), "hints", "maybe")
                .await?;
            assert_eq!(
                store
                    .get_setting_as::<u32>(Scope::Channel(1), "move-time")
                    .await?,
                Some(90)
            );
            assert_eq!(
                store
                    .get_setting_as::<u32>(Scope::Channel(2), "move-time")
                    .await?,
                None
            );
            let err = store
                .get_setting_as::<bool>(Scope::Channel(1), "hints")
                .await
                .err();
            let message = err.map(|err| err.to_string()).unwrap_or_default();
            assert_eq!(
                message,
                r#"the setting "hints" of channel 1 is "maybe", which is not a valid value"#
            );
        }
        Ok(())
    }

    #[tokio::test]
    async fn a_channel_setting_overrides_its_guild() -> TestResult {
        for store in testing::stores().await? {
            store
                .set_setting(Scope::Guild(1), "variant", "literaki")
                .await?;
            assert_eq!(
                store
                    .effective_setting(5, Some(1), "variant")
                    .await?
                    .as_deref(),
                Some("literaki")
            );
            store
                .set_setting(Scope::Channel(5), "variant", "scrabble-en")
                .await?;
            assert_eq!(
                store
                    .effective_setting(5, Some(1), "variant")
                    .await?
                    .as_deref(),
                Some("scrabble-en")
            );
            assert_eq!(store.effective_setting(6, None, "variant").await?, None);
        }
        Ok(())
    }
}
