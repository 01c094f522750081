//! Settings from the environment and `.env`.
//!
//! | variable                    | meaning                                                       |
//! |-----------------------------|---------------------------------------------------------------|
//! | `DISCORD_TOKEN`             | the bot token (required)                                      |
//! | `DATABASE_URL`              | the database: `sqlite://plansza.db` (default), `postgres://…` |
//! | `DISCORD_DEV_GUILD`         | a server id: register slash commands there only, at once      |
//! | `DISCORD_PROXY_URL`         | send Discord HTTP requests through this proxy                 |
//! | `PLANSZA_DICTS`             | the folder with the word lists (default `dicts/`)             |
//! | `PLANSZA_CHANNEL_IDLE_SECS` | seconds before an idle channel's task ends (default 600)      |
//! | `PLANSZA_SHARDS`            | Discord shards in all, for several processes on one Postgres  |
//! | `PLANSZA_SHARD_RANGE`       | the shards this process runs, `first-last` (default: all)     |
//! | `PLANSZA_COOLDOWN`          | how fast one person may act: `20/5` (burst/per second), `off` |
//! | `METRICS_ADDR`              | where `/metrics` and `/health` are served (`127.0.0.1:9100`)  |
//! | `PLANSZA_DAY_SECS`          | how long a day of a game over days lasts (default 86400)      |
//! | `PLANSZA_EXPERT_MS`         | the expert computer's thinking per move, ms of CPU (default 1000) |
//! | `WEB_ADDR`                  | where the games' pages are served (`127.0.0.1:8080`); unset: none |
//! | `PUBLIC_URL`                | the address people open those pages at (`https://…`)          |
//! | `RUST_LOG`                  | log filter, read by `tracing-subscriber` (e.g. `info`)        |
//! | `NO_COLOR`                  | set: no colours in the log, even on a terminal                |
//!
//! [`Settings::from_lookup`] reads from any lookup function, so tests never touch the
//! process environment; [`Settings::from_env`] is that over `.env` and `std::env`, and says
//! what the process environment must gain, which [`apply_env`] sets before any thread
//! starts.
//!
//! No error ever quotes the token or a password: a malformed `.env` line is named by its
//! number (and the setting, when it is one of ours), never shown, since it may be the
//! token's line; a bad value of another setting is shown with the token blanked out, and a
//! database or proxy address with its password as `***` ([`crate::store::redacted`]).

use std::path::{Path, PathBuf};

use crate::store::redacted;

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
/// After how many seconds without a job a channel with no timer running lets its task go
/// (it comes back, with the table read from the database, on the channel's next job).
pub const IDLE_VAR: &str = "PLANSZA_CHANNEL_IDLE_SECS";
/// How many shards the bot has in all (several processes; see [`crate::shards`]).
pub const SHARDS_VAR: &str = "PLANSZA_SHARDS";
/// The shards this process runs, `first-last` (default: all of [`SHARDS_VAR`]).
pub const SHARD_RANGE_VAR: &str = "PLANSZA_SHARD_RANGE";
/// How fast one person may act: `burst/per_second` (default `20/5`), or `off`.
pub const COOLDOWN_VAR: &str = "PLANSZA_COOLDOWN";
/// Where the operations endpoint listens (`/metrics`, `/health`), e.g. `127.0.0.1:9100`.
pub const METRICS_ADDR_VAR: &str = "METRICS_ADDR";
/// How many seconds a "day" of a game over days lasts (default 86400): tests and try-outs
/// shorten it, so a correspondence game's reminders and time-outs come within minutes.
pub const DAY_VAR: &str = "PLANSZA_DAY_SECS";
/// How many milliseconds of CPU the expert computer thinks over each move (default 1000):
/// less on a small machine with many games against it, more for a stronger expert.
pub const EXPERT_MS_VAR: &str = "PLANSZA_EXPERT_MS";
/// [`EXPERT_MS_VAR`]'s default: a second.
pub const DEFAULT_EXPERT_MS: u64 = 1_000;
/// [`EXPERT_MS_VAR`]'s largest value: a minute.
pub const MAX_EXPERT_MS: u64 = 60_000;
/// Where the games' web pages are served, e.g. `127.0.0.1:8080` (unset: no pages).
pub const WEB_ADDR_VAR: &str = "WEB_ADDR";
/// The address people open those pages at (behind a reverse proxy with TLS, say
/// `https://plansza.example.org`); unset: `http://` and [`WEB_ADDR_VAR`].
pub const PUBLIC_URL_VAR: &str = "PUBLIC_URL";
/// [`DAY_VAR`]'s default: a day.
pub const DEFAULT_DAY_SECS: u64 = 86_400;
/// [`IDLE_VAR`]'s default: ten minutes.
pub const DEFAULT_IDLE_SECS: u64 = 600;
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
    /// `PLANSZA_DAY_SECS` is not a number of seconds.
    #[error("PLANSZA_DAY_SECS must be a number of seconds (1 to 86400), not {value:?}")]
    BadDay {
        /// What was set.
        value: String,
    },
    /// `PLANSZA_EXPERT_MS` is not a number of milliseconds.
    #[error("PLANSZA_EXPERT_MS must be a number of milliseconds (1 to 60000), not {value:?}")]
    BadExpert {
        /// What was set.
        value: String,
    },
    /// `PLANSZA_CHANNEL_IDLE_SECS` is not a number of seconds.
    #[error("PLANSZA_CHANNEL_IDLE_SECS must be a number of seconds (at least 1), not {value:?}")]
    BadIdle {
        /// What was set.
        value: String,
    },
    /// `PLANSZA_COOLDOWN` is neither `burst/per_second` nor `off`.
    #[error("PLANSZA_COOLDOWN must be actions at once/actions a second (like 20/5), or off, not {value:?}")]
    BadCooldown {
        /// What was set.
        value: String,
    },
    /// `METRICS_ADDR` is not an address to listen on.
    #[error(
        "METRICS_ADDR must be an address and port to listen on, like 127.0.0.1:9100, not {value:?}"
    )]
    BadMetricsAddr {
        /// What was set.
        value: String,
    },
    /// `WEB_ADDR` is not an address to listen on.
    #[error(
        "WEB_ADDR must be an address and port to listen on, like 127.0.0.1:8080, not {value:?}"
    )]
    BadWebAddr {
        /// What was set.
        value: String,
    },
    /// `PUBLIC_URL` is not an http(s) address.
    #[error("PUBLIC_URL must be an http:// or https:// address, like https://plansza.example.org, not {value:?}")]
    BadPublicUrl {
        /// What was set.
        value: String,
    },
    /// `PLANSZA_SHARDS` or `PLANSZA_SHARD_RANGE` is malformed.
    #[error(transparent)]
    Shards(#[from] crate::shards::ShardsError),
    /// The `.env` file exists but cannot be read.
    #[error("cannot read the .env file {path}: {reason}")]
    DotEnvUnreadable {
        /// Where it is.
        path: String,
        /// Why (from the system: never the file's content).
        reason: String,
    },
    /// A line of `.env` is malformed. The line itself is never shown: it may hold the token.
    #[error(
        "the .env file has a malformed line{place}: check its quotes (an opening \" or ' needs \
         a closing one) and backslash escapes; the line is not shown, as it may hold the token"
    )]
    DotEnvLine {
        /// Where: the line number and the setting, as far as known.
        place: LinePlace,
    },
    /// `.env` refers to a variable whose value is not valid Unicode.
    #[error("the .env file refers to a variable whose value is not valid Unicode")]
    DotEnvNotUnicode,
}

/// Where a malformed `.env` line is: its number and the setting it sets, when known. Shows
/// nothing else of the line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LinePlace {
    /// The line number, from 1.
    pub line: Option<usize>,
    /// The setting the line sets, when it is one the bot knows.
    pub setting: Option<&'static str>,
}

impl std::fmt::Display for LinePlace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.line, self.setting) {
            (Some(line), Some(setting)) => write!(f, " (line {line}, {setting})"),
            (Some(line), None) => write!(f, " (line {line})"),
            (None, Some(setting)) => write!(f, " ({setting})"),
            (None, None) => Ok(()),
        }
    }
}

/// Every variable the bot reads, as the module's table lists them.
pub const VARIABLES: [&str; 16] = [
    TOKEN_VAR,
    DATABASE_URL_VAR,
    DEV_GUILD_VAR,
    PROXY_URL_VAR,
    DICTS_VAR,
    IDLE_VAR,
    SHARDS_VAR,
    SHARD_RANGE_VAR,
    COOLDOWN_VAR,
    METRICS_ADDR_VAR,
    DAY_VAR,
    EXPERT_MS_VAR,
    WEB_ADDR_VAR,
    PUBLIC_URL_VAR,
    "RUST_LOG",
    "NO_COLOR",
];

/// The setting a `.env` line sets, if it is one we know (`[export] NAME=...`).
fn setting_of(line: &str) -> Option<&'static str> {
    let line = line.trim_start();
    let line = line.strip_prefix("export ").unwrap_or(line).trim_start();
    VARIABLES.into_iter().find(|name| {
        line.strip_prefix(name)
            .is_some_and(|rest| rest.trim_start().starts_with('='))
    })
}

/// The number (from 1) of the line of `text` that starts with `piece`.
fn line_number(text: &str, piece: &str) -> Option<usize> {
    let piece = piece.trim_end_matches(['\r', '\n']);
    if piece.is_empty() {
        return None;
    }
    text.match_indices(piece)
        .map(|(at, _)| at)
        .find(|&at| at == 0 || text[..at].ends_with('\n'))
        .map(|at| text[..at].matches('\n').count() + 1)
}

/// The variables a `.env` file sets, in order, or where it is malformed (never quoting it).
pub fn parse_dotenv(content: &[u8]) -> Result<Vec<(String, String)>, ConfigError> {
    let content = content.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(content);
    let mut vars = Vec::new();
    for item in dotenvy::from_read_iter(content) {
        match item {
            Ok(pair) => vars.push(pair),
            Err(dotenvy::Error::LineParse(line, _)) => {
                let text = String::from_utf8_lossy(content);
                return Err(ConfigError::DotEnvLine {
                    place: LinePlace {
                        line: line_number(&text, &line),
                        setting: setting_of(&line),
                    },
                });
            }
            Err(dotenvy::Error::EnvVar(_)) => return Err(ConfigError::DotEnvNotUnicode),
            Err(dotenvy::Error::Io(e)) => {
                // Not UTF-8, for instance; the message names the problem, not the content.
                return Err(ConfigError::DotEnvUnreadable {
                    path: ".env".to_owned(),
                    reason: e.kind().to_string(),
                });
            }
            Err(_) => {
                return Err(ConfigError::DotEnvLine {
                    place: LinePlace::default(),
                })
            }
        }
    }
    Ok(vars)
}

/// The `.env` file of the current folder or the nearest folder above it, as `dotenvy` finds it.
fn find_dotenv(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .map(|dir| dir.join(".env"))
        .find(|path| path.is_file())
}

/// Blanks the token out of a value shown in an error.
fn without_token(value: String, token: &str) -> String {
    if token.is_empty() {
        value
    } else {
        value.replace(token, "***")
    }
}

/// Variables to set in the process environment before the bot starts
/// ([`Settings::from_env`]), in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EnvChanges(pub Vec<(String, String)>);

/// Sets `changes` in the process environment. Call it only while the process has one
/// thread (in `main`, before the async runtime starts): changing the environment while
/// other threads may read it is undefined behaviour on some platforms.
pub fn apply_env(changes: &EnvChanges) {
    for (name, value) in &changes.0 {
        std::env::set_var(name, value);
    }
}

/// Everything the bot needs to know before it starts.
#[derive(Clone, PartialEq, Eq)]
pub struct Settings {
    /// The bot token. Never printed: `Debug` shows `***`.
    pub discord_token: String,
    /// Where the database lives (see [`crate::store::Store::open`]). `Debug` hides its
    /// password ([`redacted`]).
    pub database_url: String,
    /// A server to register slash commands in directly (instant, for development),
    /// instead of globally.
    pub dev_guild: Option<u64>,
    /// An http(s) proxy for Discord's REST API. `Debug` hides its password.
    pub proxy_url: Option<String>,
    /// The folder with the word lists, when not the default.
    pub dicts_dir: Option<PathBuf>,
    /// How long an idle channel keeps its task ([`IDLE_VAR`]).
    pub channel_idle: std::time::Duration,
    /// The shards this process runs ([`SHARDS_VAR`], [`SHARD_RANGE_VAR`]); `None`: all of
    /// them, as many as Discord recommends, in this one process.
    pub shards: Option<crate::shards::Shards>,
    /// How fast one person may act ([`COOLDOWN_VAR`]); `None`: no limit.
    pub cooldown: Option<crate::cooldown::Rate>,
    /// Where `/metrics` and `/health` are served ([`METRICS_ADDR_VAR`]); `None`: nowhere.
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// How long a day of a game over days lasts ([`DAY_VAR`]).
    pub day: std::time::Duration,
    /// The expert computer's thinking per move, in CPU time ([`EXPERT_MS_VAR`]).
    pub expert_budget: std::time::Duration,
    /// Where the games' pages are served ([`WEB_ADDR_VAR`]); `None`: no pages.
    pub web_addr: Option<std::net::SocketAddr>,
    /// The address people open the pages at, without a trailing `/` ([`PUBLIC_URL_VAR`]);
    /// `None` when no pages are served.
    pub public_url: Option<String>,
}

impl Settings {
    /// Reads `.env` (a missing file is fine; a variable already set in the environment
    /// wins) and the process environment: the settings, and what the process environment
    /// must gain for the parts that read it themselves (the log filter, the word lists'
    /// folder). Nothing is set here: [`apply_env`] sets it, before any thread starts.
    /// Nothing is read unless the whole file reads.
    pub fn from_env() -> Result<(Settings, EnvChanges), ConfigError> {
        let found = std::env::current_dir()
            .ok()
            .and_then(|dir| find_dotenv(&dir));
        let dotenv = match found {
            Some(path) => {
                let content = std::fs::read(&path).map_err(|e| ConfigError::DotEnvUnreadable {
                    path: path.display().to_string(),
                    reason: e.kind().to_string(),
                })?;
                parse_dotenv(&content)?
            }
            None => Vec::new(),
        };
        let environment = |name: &str| std::env::var(name).ok();
        Settings::from_sources(environment, dotenv)
    }

    /// [`Settings::from_env`] over `environment` (a variable's name -> its value) and the
    /// variables `.env` sets, in order: the settings, and the variables to set in the
    /// process environment ([`EnvChanges`]).
    pub fn from_sources(
        environment: impl Fn(&str) -> Option<String>,
        dotenv: Vec<(String, String)>,
    ) -> Result<(Settings, EnvChanges), ConfigError> {
        let mut changes: Vec<(String, String)> = Vec::new();
        for (name, value) in dotenv {
            // The environment wins, and a later line of `.env` does not change an earlier one.
            if environment(&name).is_none() && !changes.iter().any(|(n, _)| *n == name) {
                changes.push((name, value));
            }
        }
        let lookup = |name: &str| {
            environment(name).or_else(|| {
                changes
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, v)| v.clone())
            })
        };
        let settings = Settings::from_lookup(lookup)?;
        // The word lists' loader reads the folder from the environment as the settings read
        // it (trimmed).
        if let Some(dir) = &settings.dicts_dir {
            let dir = dir.display().to_string();
            if lookup(DICTS_VAR).as_deref() != Some(dir.as_str()) {
                changes.retain(|(n, _)| n != DICTS_VAR);
                changes.push((DICTS_VAR.to_owned(), dir));
            }
        }
        Ok((settings, EnvChanges(changes)))
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
        let shown = |value: String| without_token(value, &discord_token);
        let dev_guild = get(DEV_GUILD_VAR)
            .map(|v| parse_guild(v).map_err(|e| e.map_value(shown)))
            .transpose()?;
        let proxy_url = get(PROXY_URL_VAR)
            .map(|v| check_proxy(v).map_err(|e| e.map_value(shown)))
            .transpose()?;
        let dicts_dir = get(DICTS_VAR).map(PathBuf::from);
        let idle_secs = match get(IDLE_VAR) {
            None => DEFAULT_IDLE_SECS,
            Some(v) => match v.parse::<u64>() {
                Ok(n) if n >= 1 => n,
                _ => return Err(ConfigError::BadIdle { value: shown(v) }),
            },
        };
        let day_secs = match get(DAY_VAR) {
            None => DEFAULT_DAY_SECS,
            Some(v) => match v.parse::<u64>() {
                Ok(n) if (1..=DEFAULT_DAY_SECS).contains(&n) => n,
                _ => return Err(ConfigError::BadDay { value: shown(v) }),
            },
        };
        let expert_ms = match get(EXPERT_MS_VAR) {
            None => DEFAULT_EXPERT_MS,
            Some(v) => match v.parse::<u64>() {
                Ok(n) if (1..=MAX_EXPERT_MS).contains(&n) => n,
                _ => return Err(ConfigError::BadExpert { value: shown(v) }),
            },
        };
        let shards = crate::shards::Shards::from_settings(
            get(SHARDS_VAR).as_deref(),
            get(SHARD_RANGE_VAR).as_deref(),
        )?;
        let cooldown = match get(COOLDOWN_VAR) {
            None => Some(crate::cooldown::Rate::DEFAULT),
            Some(v) if v.eq_ignore_ascii_case("off") => None,
            Some(v) => {
                Some(parse_cooldown(&v).ok_or(ConfigError::BadCooldown { value: shown(v) })?)
            }
        };
        let metrics_addr = get(METRICS_ADDR_VAR)
            .map(|v| {
                v.parse::<std::net::SocketAddr>()
                    .map_err(|_| ConfigError::BadMetricsAddr { value: shown(v) })
            })
            .transpose()?;
        let web_addr = get(WEB_ADDR_VAR)
            .map(|v| {
                v.parse::<std::net::SocketAddr>()
                    .map_err(|_| ConfigError::BadWebAddr { value: shown(v) })
            })
            .transpose()?;
        let public_url = match (get(PUBLIC_URL_VAR), web_addr) {
            (Some(v), _) => {
                let url = v.trim().trim_end_matches('/').to_owned();
                let scheme = url.starts_with("http://") || url.starts_with("https://");
                if !scheme || url.contains(char::is_whitespace) {
                    return Err(ConfigError::BadPublicUrl { value: shown(v) });
                }
                Some(url)
            }
            (None, Some(addr)) => Some(format!("http://{addr}")),
            (None, None) => None,
        };
        Ok(Settings {
            discord_token,
            database_url,
            dev_guild,
            proxy_url,
            dicts_dir,
            channel_idle: std::time::Duration::from_secs(idle_secs),
            shards,
            cooldown,
            metrics_addr,
            day: std::time::Duration::from_secs(day_secs),
            expert_budget: std::time::Duration::from_millis(expert_ms),
            web_addr,
            public_url: web_addr.and(public_url),
        })
    }
}

impl ConfigError {
    /// The same error with the value it shows passed through `f`.
    fn map_value(self, f: impl Fn(String) -> String) -> ConfigError {
        match self {
            ConfigError::BadDevGuild { value } => ConfigError::BadDevGuild { value: f(value) },
            ConfigError::BadProxyUrl { value, reason } => ConfigError::BadProxyUrl {
                value: f(value),
                reason: f(reason),
            },
            other => other,
        }
    }
}

/// `burst/per_second`, both from 1.
fn parse_cooldown(value: &str) -> Option<crate::cooldown::Rate> {
    let (burst, per_second) = value.split_once('/')?;
    let burst = burst.trim().parse::<u32>().ok().filter(|n| *n >= 1)?;
    let per_second = per_second.trim().parse::<u32>().ok().filter(|n| *n >= 1)?;
    Some(crate::cooldown::Rate { burst, per_second })
}

fn parse_guild(value: String) -> Result<u64, ConfigError> {
    match value.parse::<u64>() {
        Ok(id) if id > 0 => Ok(id),
        _ => Err(ConfigError::BadDevGuild { value }),
    }
}

fn check_proxy(value: String) -> Result<String, ConfigError> {
    let bad = |reason: String| ConfigError::BadProxyUrl {
        value: redacted(&value),
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
            .field("database_url", &redacted(&self.database_url))
            .field("dev_guild", &self.dev_guild)
            .field("proxy_url", &self.proxy_url.as_deref().map(redacted))
            .field("dicts_dir", &self.dicts_dir)
            .field("channel_idle", &self.channel_idle)
            .field("shards", &self.shards)
            .field("cooldown", &self.cooldown)
            .field("metrics_addr", &self.metrics_addr)
            .field("web_addr", &self.web_addr)
            .field("public_url", &self.public_url)
            .field("day", &self.day)
            .field("expert_budget", &self.expert_budget)
            .finish()
    }
}

#[cfg(test)]
mod tests;
