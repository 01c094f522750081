//! Settings from the environment and `.env`.
//!
//! | variable            | meaning                                                  |
//! |---------------------|----------------------------------------------------------|
//! | `DISCORD_TOKEN`     | the bot token (required)                                 |
//! | `DATABASE_URL`      | where the SQLite database lives (`sqlite://plansza.db`)  |
//! | `DISCORD_DEV_GUILD` | a server id: register slash commands there only, at once |
//! | `DISCORD_PROXY_URL` | send Discord HTTP requests through this proxy            |
//! | `PLANSZA_DICTS`     | the folder with the word lists                           |
//! | `RUST_LOG`          | log filter, read by `tracing-subscriber` (e.g. `info`)   |
//!
//! [`Settings::from_lookup`] reads from any lookup function, so tests never touch the
//! process environment; [`Settings::from_env`] is that plus `.env` and `std::env`.

use std::path::PathBuf;

/// The name of the variable holding the bot token.
pub const TOKEN_VAR: &str = "DISCORD_TOKEN";
/// The name of the variable holding the database address.
pub const DATABASE_URL_VAR: &str = "DATABASE_URL";
/// The name of the variable holding the development server id.
pub const DEV_GUILD_VAR: &str = "DISCORD_DEV_GUILD";
/// The name of the variable holding the HTTP proxy address.
pub const PROXY_URL_VAR: &str = "DISCORD_PROXY_URL";
/// The name of the variable holding the dictionaries folder.
pub const DICTS_VAR: &str = "PLANSZA_DICTS";
/// The database used when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://plansza.db";

/// A setting that is missing or malformed.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// No bot token.
    #[error(
        "DISCORD_TOKEN is not set: put your bot token in the environment or in a .env file (see .env.example)"
    )]
    MissingToken,
    /// `DISCORD_DEV_GUILD` is not a server id.
    #[error(
        "DISCORD_DEV_GUILD must be a server id (a number like 123456789012345678), not {value:?}"
    )]
    BadDevGuild {
        /// What was set.
        value: String,
    },
    /// `DISCORD_PROXY_URL` is not an http(s) URL.
    #[error("DISCORD_PROXY_URL must be a URL like http://127.0.0.1:3000, not {value:?}: {reason}")]
    BadProxyUrl {
        /// What was set.
        value: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The `.env` file exists but cannot be read.
    #[error("cannot read the .env file: {0}")]
    DotEnv(#[source] dotenvy::Error),
}

/// Everything the bot needs to know before it starts.
#[derive(Clone, PartialEq, Eq)]
pub struct Settings {
    /// The bot token. Never printed: `Debug` shows `***`.
    pub discord_token: String,
    /// Where the database lives (see [`crate::store::Store::open`]).
    pub database_url: String,
    /// A server to register slash commands in directly (instant, for development),
    /// instead of globally.
    pub dev_guild: Option<u64>,
    /// An http(s) proxy for Discord's REST API.
    pub proxy_url: Option<String>,
    /// The folder with the word lists, when not the default.
    pub dicts_dir: Option<PathBuf>,
}

impl Settings {
    /// Loads `.env` (a missing file is fine) and reads the process environment.
    pub fn from_env() -> Result<Settings, ConfigError> {
        match dotenvy::dotenv() {
            Ok(_) => {}
            Err(err) if err.not_found() => {}
            Err(err) => return Err(ConfigError::DotEnv(err)),
        }
        Settings::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads the settings through `lookup` (a variable's name -> its value). Empty or
    /// blank values count as unset.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Settings, ConfigError> {
        let get = |name: &str| {
            lookup(name)
                .map(|value| value.trim().to_owned())
                .filter(|value| !value.is_empty())
        };
        let discord_token = get(TOKEN_VAR).ok_or(ConfigError::MissingToken)?;
        let database_url = get(DATABASE_URL_VAR).unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned());
        let dev_guild = get(DEV_GUILD_VAR).map(parse_guild).transpose()?;
        let proxy_url = get(PROXY_URL_VAR).map(check_proxy).transpose()?;
        let dicts_dir = get(DICTS_VAR).map(PathBuf::from);
        Ok(Settings {
            discord_token,
            database_url,
            dev_guild,
            proxy_url,
            dicts_dir,
        })
    }
}

fn parse_guild(value: String) -> Result<u64, ConfigError> {
    match value.parse::<u64>() {
        Ok(id) if id > 0 => Ok(id),
        _ => Err(ConfigError::BadDevGuild { value }),
    }
}

fn check_proxy(value: String) -> Result<String, ConfigError> {
    let bad = |reason: String| ConfigError::BadProxyUrl {
        value: value.clone(),
        reason,
    };
    let url = reqwest::Url::parse(&value).map_err(|err| bad(err.to_string()))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(bad(format!(
            "the scheme must be http or https, not {}",
            url.scheme()
        )));
    }
    if url.host_str().is_none() {
        return Err(bad("there is no host".to_owned()));
    }
    Ok(value)
}

impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("discord_token", &"***")
            .field("database_url", &self.database_url)
            .field("dev_guild", &self.dev_guild)
            .field("proxy_url", &self.proxy_url)
            .field("dicts_dir", &self.dicts_dir)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn settings(vars: &[(&str, &str)]) -> Result<Settings, ConfigError> {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(name, value)| (name.to_string(), value.to_string()))
            .collect();
        Settings::from_lookup(|name| vars.get(name).cloned())
    }

    const TOKEN: (&str, &str) = (TOKEN_VAR, "secret.token.value");

    #[test]
    fn only_the_token_is_required() -> Result<(), ConfigError> {
        let got = settings(&[TOKEN])?;
        assert_eq!(
            got,
            Settings {
                discord_token: "secret.token.value".to_owned(),
                database_url: DEFAULT_DATABASE_URL.to_owned(),
                dev_guild: None,
                proxy_url: None,
                dicts_dir: None,
            }
        );
        Ok(())
    }

    #[test]
    fn every_variable_is_read() -> Result<(), ConfigError> {
        let got = settings(&[
            TOKEN,
            (DATABASE_URL_VAR, "sqlite:/data/p.db"),
            (DEV_GUILD_VAR, " 123456789012345678 "),
            (PROXY_URL_VAR, "http://127.0.0.1:3000"),
            (DICTS_VAR, "/opt/dicts"),
        ])?;
        assert_eq!(got.database_url, "sqlite:/data/p.db");
        assert_eq!(got.dev_guild, Some(123_456_789_012_345_678));
        assert_eq!(got.proxy_url.as_deref(), Some("http://127.0.0.1:3000"));
        assert_eq!(got.dicts_dir, Some(PathBuf::from("/opt/dicts")));
        Ok(())
    }

    #[test]
    fn a_missing_or_blank_token_says_what_to_set_in_one_line() {
        for vars in [&[][..], &[(TOKEN_VAR, "")][..], &[(TOKEN_VAR, "  ")][..]] {
            let err = settings(vars).err();
            assert!(matches!(err, Some(ConfigError::MissingToken)), "{err:?}");
        }
        let message = ConfigError::MissingToken.to_string();
        assert!(!message.contains('\n'));
        assert!(message.starts_with("DISCORD_TOKEN is not set"));
        assert!(message.contains(".env.example"));
    }

    #[test]
    fn empty_optional_variables_count_as_unset() -> Result<(), ConfigError> {
        let got = settings(&[
            TOKEN,
            (DATABASE_URL_VAR, ""),
            (DEV_GUILD_VAR, ""),
            (PROXY_URL_VAR, " "),
            (DICTS_VAR, ""),
        ])?;
        assert_eq!(got.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(
            (got.dev_guild, got.proxy_url, got.dicts_dir),
            (None, None, None)
        );
        Ok(())
    }

    #[test]
    fn a_bad_dev_guild_is_a_clear_error() {
        for bad in ["abc", "-5", "0", "12.5", "99999999999999999999999"] {
            match settings(&[TOKEN, (DEV_GUILD_VAR, bad)]) {
                Err(err @ ConfigError::BadDevGuild { .. }) => {
                    let message = err.to_string();
                    assert!(
                        message.starts_with("DISCORD_DEV_GUILD must be"),
                        "{message}"
                    );
                    assert!(message.contains(bad), "{message}");
                }
                other => panic!("{bad:?} gave {other:?}"),
            }
        }
    }

    #[test]
    fn a_bad_proxy_url_is_a_clear_error() {
        for bad in [
            "localhost:3000",
            "not a url",
            "ftp://127.0.0.1/",
            "socks5://127.0.0.1:1080",
        ] {
            let err = settings(&[TOKEN, (PROXY_URL_VAR, bad)]).err();
            assert!(
                matches!(err, Some(ConfigError::BadProxyUrl { .. })),
                "{bad:?}: {err:?}"
            );
        }
    }

    #[test]
    fn debug_never_shows_the_token() -> Result<(), ConfigError> {
        let shown = format!("{:?}", settings(&[TOKEN])?);
        assert!(!shown.contains("secret"), "{shown}");
        assert!(shown.contains("***"));
        assert!(shown.contains("plansza.db"));
        Ok(())
    }
}
