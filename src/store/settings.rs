//! Settings per guild or per channel: plain string keys and values.

use std::fmt::Display;
use std::str::FromStr;

use rusqlite::{params, OptionalExtension};

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

impl Store {
    /// Sets (or replaces) one setting.
    pub fn set_setting(&mut self, scope: Scope, key: &str, value: &str) -> Result<(), StoreError> {
        self.conn
            .execute(
                "INSERT INTO settings (scope, scope_id, key, value) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (scope, scope_id, key) DO UPDATE SET value = excluded.value",
                params![scope.kind(), scope.id(), key, value],
            )
            .map_err(StoreError::query(format!(
                "save the setting {key:?} of {scope}"
            )))?;
        Ok(())
    }

    /// Reads one setting; `None` when it was never set.
    pub fn get_setting(&self, scope: Scope, key: &str) -> Result<Option<String>, StoreError> {
        self.conn
            .query_row(
                "SELECT value FROM settings WHERE scope = ?1 AND scope_id = ?2 AND key = ?3",
                params![scope.kind(), scope.id(), key],
                |row| row.get(0),
            )
            .optional()
            .map_err(StoreError::query(format!(
                "read the setting {key:?} of {scope}"
            )))
    }

    /// Reads one setting and parses it (a number, a bool, or any `FromStr` type);
    /// `None` when it was never set, [`StoreError::BadSetting`] when it does not parse.
    pub fn get_setting_as<T: FromStr>(
        &self,
        scope: Scope,
        key: &str,
    ) -> Result<Option<T>, StoreError> {
        match self.get_setting(scope, key)? {
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
    pub fn set_setting_to(
        &mut self,
        scope: Scope,
        key: &str,
        value: impl Display,
    ) -> Result<(), StoreError> {
        self.set_setting(scope, key, &value.to_string())
    }

    /// Removes one setting (a no-op when it was never set).
    pub fn remove_setting(&mut self, scope: Scope, key: &str) -> Result<(), StoreError> {
        self.conn
            .execute(
                "DELETE FROM settings WHERE scope = ?1 AND scope_id = ?2 AND key = ?3",
                params![scope.kind(), scope.id(), key],
            )
            .map_err(StoreError::query(format!(
                "remove the setting {key:?} of {scope}"
            )))?;
        Ok(())
    }

    /// Every setting of one scope as `(key, value)`, ordered by key.
    pub fn settings(&self, scope: Scope) -> Result<Vec<(String, String)>, StoreError> {
        let failed = || StoreError::query(format!("read the settings of {scope}"));
        let mut stmt = self
            .conn
            .prepare(
                "SELECT key, value FROM settings WHERE scope = ?1 AND scope_id = ?2 ORDER BY key",
            )
            .map_err(failed())?;
        let rows = stmt
            .query_map(params![scope.kind(), scope.id()], |row| {
                Ok((row.get(0)?, row.get(1)?))
            })
            .map_err(failed())?;
        rows.collect::<Result<Vec<_>, _>>().map_err(failed())
    }

    /// The setting that applies in a channel: the channel's own value if set, else its
    /// guild's, else `None`.
    pub fn effective_setting(
        &self,
        channel_id: u64,
        guild_id: Option<u64>,
        key: &str,
    ) -> Result<Option<String>, StoreError> {
        if let Some(value) = self.get_setting(Scope::Channel(channel_id), key)? {
            return Ok(Some(value));
        }
        match guild_id {
            Some(guild) => self.get_setting(Scope::Guild(guild), key),
            None => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_kept_per_scope() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        store.set_setting(Scope::Guild(1), "variant", "literaki")?;
        store.set_setting(Scope::Guild(1), "move-time", "120")?;
        store.set_setting(Scope::Channel(1), "variant", "scrabble-en")?;
        store.set_setting(Scope::Guild(2), "variant", "erudit")?;
        store.set_setting(Scope::Guild(1), "move-time", "90")?;

        assert_eq!(
            store.settings(Scope::Guild(1))?,
            vec![
                ("move-time".to_owned(), "90".to_owned()),
                ("variant".to_owned(), "literaki".to_owned()),
            ]
        );
        assert_eq!(
            store.get_setting(Scope::Channel(1), "variant")?.as_deref(),
            Some("scrabble-en")
        );
        assert_eq!(
            store.get_setting(Scope::Guild(2), "variant")?.as_deref(),
            Some("erudit")
        );
        assert_eq!(store.get_setting(Scope::Channel(2), "variant")?, None);
        assert!(store.settings(Scope::Channel(3))?.is_empty());

        store.remove_setting(Scope::Guild(1), "move-time")?;
        assert_eq!(store.get_setting(Scope::Guild(1), "move-time")?, None);
        Ok(())
    }

    #[test]
    fn typed_settings_parse_or_say_what_is_wrong() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        store.set_setting_to(Scope::Channel(1), "move-time", 90u32)?;
        store.set_setting(Scope::Channel(1), "hints", "maybe")?;
        assert_eq!(
            store.get_setting_as::<u32>(Scope::Channel(1), "move-time")?,
            Some(90)
        );
        assert_eq!(
            store.get_setting_as::<u32>(Scope::Channel(2), "move-time")?,
            None
        );
        let err = store
            .get_setting_as::<bool>(Scope::Channel(1), "hints")
            .err();
        let message = err.map(|err| err.to_string()).unwrap_or_default();
        assert_eq!(
            message,
            r#"the setting "hints" of channel 1 is "maybe", which is not a valid value"#
        );
        Ok(())
    }

    #[test]
    fn a_channel_setting_overrides_its_guild() -> Result<(), StoreError> {
        let mut store = Store::open(":memory:")?;
        store.set_setting(Scope::Guild(1), "variant", "literaki")?;
        assert_eq!(
            store.effective_setting(5, Some(1), "variant")?.as_deref(),
            Some("literaki")
        );
        store.set_setting(Scope::Channel(5), "variant", "scrabble-en")?;
        assert_eq!(
            store.effective_setting(5, Some(1), "variant")?.as_deref(),
            Some("scrabble-en")
        );
        assert_eq!(store.effective_setting(6, None, "variant")?, None);
        Ok(())
    }
}
