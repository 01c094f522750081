//! The settings' tests: the environment and `.env` read, each bad value named, the table
//! of variables complete.

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
            channel_idle: std::time::Duration::from_secs(DEFAULT_IDLE_SECS),
            shards: None,
            cooldown: Some(crate::cooldown::Rate::DEFAULT),
            metrics_addr: None,
            day: std::time::Duration::from_secs(DEFAULT_DAY_SECS),
            expert_budget: std::time::Duration::from_millis(DEFAULT_EXPERT_MS),
            web_addr: None,
            public_url: None,
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
        (IDLE_VAR, "30"),
        (SHARDS_VAR, "4"),
        (SHARD_RANGE_VAR, "2-3"),
        (COOLDOWN_VAR, "8/2"),
        (METRICS_ADDR_VAR, "127.0.0.1:9100"),
        (DAY_VAR, "60"),
        (EXPERT_MS_VAR, "250"),
    ])?;
    assert_eq!(got.day, std::time::Duration::from_secs(60));
    assert_eq!(got.expert_budget, std::time::Duration::from_millis(250));
    for bad in ["0", "60001", "1s", "-5"] {
        assert!(
            matches!(
                settings(&[TOKEN, (EXPERT_MS_VAR, bad)]),
                Err(ConfigError::BadExpert { .. })
            ),
            "{bad:?}"
        );
    }
    for bad in ["0", "86401", "a day"] {
        assert!(
            matches!(
                settings(&[TOKEN, (DAY_VAR, bad)]),
                Err(ConfigError::BadDay { .. })
            ),
            "{bad:?}"
        );
    }
    assert_eq!(
        got.metrics_addr,
        Some(std::net::SocketAddr::from(([127, 0, 0, 1], 9100)))
    );
    assert!(matches!(
        settings(&[TOKEN, (METRICS_ADDR_VAR, "localhost")]),
        Err(ConfigError::BadMetricsAddr { .. })
    ));
    assert!(matches!(
        settings(&[TOKEN, (WEB_ADDR_VAR, "localhost")]),
        Err(ConfigError::BadWebAddr { .. })
    ));
    assert!(matches!(
        settings(&[
            TOKEN,
            (WEB_ADDR_VAR, "127.0.0.1:8080"),
            (PUBLIC_URL_VAR, "plansza.example.org")
        ]),
        Err(ConfigError::BadPublicUrl { .. })
    ));
    let web = settings(&[
        TOKEN,
        (WEB_ADDR_VAR, "127.0.0.1:8080"),
        (PUBLIC_URL_VAR, "https://plansza.example.org/"),
    ])?;
    assert_eq!(
        web.public_url.as_deref(),
        Some("https://plansza.example.org")
    );
    let local = settings(&[TOKEN, (WEB_ADDR_VAR, "127.0.0.1:8080")])?;
    assert_eq!(local.public_url.as_deref(), Some("http://127.0.0.1:8080"));
    let off = settings(&[TOKEN, (PUBLIC_URL_VAR, "https://plansza.example.org")])?;
    assert_eq!(off.public_url, None, "no pages without WEB_ADDR");
    assert_eq!(
        got.cooldown,
        Some(crate::cooldown::Rate {
            burst: 8,
            per_second: 2
        })
    );
    assert_eq!(settings(&[TOKEN, (COOLDOWN_VAR, "OFF")])?.cooldown, None);
    for bad in ["8", "0/1", "x/2", "8/0"] {
        assert!(
            matches!(
                settings(&[TOKEN, (COOLDOWN_VAR, bad)]),
                Err(ConfigError::BadCooldown { .. })
            ),
            "{bad:?}"
        );
    }
    assert_eq!(got.channel_idle, std::time::Duration::from_secs(30));
    assert_eq!(
        got.shards,
        Some(crate::shards::Shards {
            first: 2,
            last: 3,
            total: 4
        })
    );
    assert_eq!(got.database_url, "sqlite:/data/p.db");
    assert_eq!(got.dev_guild, Some(123_456_789_012_345_678));
    assert_eq!(got.proxy_url.as_deref(), Some("http://127.0.0.1:3000"));
    assert_eq!(got.dicts_dir, Some(PathBuf::from("/opt/dicts")));
    Ok(())
}

#[test]
fn a_bad_idle_time_is_a_clear_error() {
    for bad in ["0", "ten", "-5"] {
        let err = settings(&[TOKEN, (IDLE_VAR, bad)]).map(|_| ()).unwrap_err();
        assert!(
            err.to_string().contains("PLANSZA_CHANNEL_IDLE_SECS"),
            "{err}"
        );
        assert!(err.to_string().contains(bad), "{err}");
    }
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

/// Issue 25, point 15: "`src/config.rs`'s variable table lists 7 of 13 settings." Every
/// variable the bot reads is in the module's table, and a malformed `.env` line setting
/// any of them is named.
#[test]
fn the_table_lists_every_setting() {
    let doc: String = include_str!("mod.rs")
        .lines()
        .take_while(|l| l.starts_with("//!"))
        .collect::<Vec<_>>()
        .join("\n");
    for name in VARIABLES {
        assert!(
            doc.contains(&format!("//! | `{name}`")),
            "{name} is not in the table"
        );
        let line = format!("{name}=\"unclosed\n");
        let message = parse_dotenv(line.as_bytes())
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(message.contains(name), "{name}: {message}");
    }
    let rows = doc.lines().filter(|l| l.starts_with("//! | `")).count();
    assert_eq!(rows, VARIABLES.len(), "a row for each variable, no other");
}

/// Issue 25, point 12: "`std::env::set_var` is called in async code while worker
/// threads run ...: set what is needed before the runtime starts." What `.env` adds is
/// computed with the settings, nothing set: the environment wins, the first line of a
/// name wins, and the word lists' folder is set as the settings read it.
#[test]
fn what_the_environment_gains_is_computed_not_set() -> Result<(), ConfigError> {
    let environment = |name: &str| match name {
        TOKEN_VAR => Some("secret.token.value".to_owned()),
        "RUST_LOG" => Some("warn".to_owned()),
        _ => None,
    };
    let dotenv = vec![
        ("RUST_LOG".to_owned(), "debug".to_owned()),
        (DATABASE_URL_VAR.to_owned(), "sqlite:/data/a.db".to_owned()),
        (DICTS_VAR.to_owned(), " /opt/dicts ".to_owned()),
        (DATABASE_URL_VAR.to_owned(), "sqlite:/data/b.db".to_owned()),
        ("PLANSZA_UNKNOWN_TO_US".to_owned(), "1".to_owned()),
    ];
    let (settings, changes) = Settings::from_sources(environment, dotenv)?;
    assert_eq!(settings.database_url, "sqlite:/data/a.db");
    assert_eq!(settings.dicts_dir, Some(PathBuf::from("/opt/dicts")));
    let changes = changes.0;
    assert_eq!(
        changes,
        [
            (DATABASE_URL_VAR.to_owned(), "sqlite:/data/a.db".to_owned()),
            ("PLANSZA_UNKNOWN_TO_US".to_owned(), "1".to_owned()),
            (DICTS_VAR.to_owned(), "/opt/dicts".to_owned()),
        ]
    );
    assert!(
        std::env::var_os("PLANSZA_UNKNOWN_TO_US").is_none(),
        "reading the settings set nothing"
    );
    // Set in the environment, untrimmed: set again as read.
    let environment = |name: &str| match name {
        TOKEN_VAR => Some("t".to_owned()),
        DICTS_VAR => Some("/d ".to_owned()),
        _ => None,
    };
    let (_, changes) = Settings::from_sources(environment, Vec::new())?;
    assert_eq!(changes.0, [(DICTS_VAR.to_owned(), "/d".to_owned())]);
    let environment = |name: &str| (name == TOKEN_VAR).then(|| "t".to_owned());
    let (_, changes) = Settings::from_sources(environment, Vec::new())?;
    assert!(changes.0.is_empty());
    Ok(())
}

/// The process environment changes in one place, [`apply_env`], which `main` calls
/// before the runtime's threads start; no other code sets or removes a variable.
#[test]
fn only_apply_env_changes_the_environment() {
    fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    assert!(files.len() > 50, "the sources are there: {}", files.len());
    let (set, remove) = (concat!("set", "_var("), concat!("remove", "_var("));
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            if line.contains(set) || line.contains(remove) {
                found.push(format!("{}:{}", file.display(), n + 1));
            }
        }
    }
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(found[0].contains("config/mod.rs"), "{found:#?}");
}

/// Issue 25, point 11: "`Settings`' Debug shows `database_url` whole ... Redact it as
/// the token is."
#[test]
fn debug_never_shows_a_password() -> Result<(), ConfigError> {
    let got = settings(&[
        TOKEN,
        (
            DATABASE_URL_VAR,
            "postgres://plansza:hunter2@db.example/plansza?password=hunter3",
        ),
        (PROXY_URL_VAR, "http://me:hunter4@127.0.0.1:3000"),
    ])?;
    let shown = format!("{got:?} {got:#?}");
    for secret in ["hunter2", "hunter3", "hunter4"] {
        assert!(!shown.contains(secret), "{shown}");
    }
    assert!(
        shown.contains("postgres://plansza:***@db.example/plansza"),
        "{shown}"
    );
    assert!(shown.contains("http://me:***@127.0.0.1:3000"), "{shown}");
    assert_eq!(
        got.database_url, "postgres://plansza:hunter2@db.example/plansza?password=hunter3",
        "the store still gets the whole address"
    );
    let err = settings(&[TOKEN, (PROXY_URL_VAR, "ftp://me:hunter4@127.0.0.1/")]).err();
    let shown = format!(
        "{err:?} {}",
        err.as_ref().map(ToString::to_string).unwrap_or_default()
    );
    assert!(err.is_some() && !shown.contains("hunter4"), "{shown}");
    Ok(())
}

#[test]
fn debug_never_shows_the_token() -> Result<(), ConfigError> {
    let shown = format!("{:?}", settings(&[TOKEN])?);
    assert!(!shown.contains("secret"), "{shown}");
    assert!(shown.contains("***"));
    assert!(shown.contains("plansza.db"));
    Ok(())
}

/// Point 14: "with an unclosed quote the start-up error quotes the whole line,
/// `DISCORD_TOKEN="..."` included. No error message may ever contain the token."
#[test]
fn a_malformed_env_line_never_shows_the_token() {
    const SECRET: &str = "ODk4NzY1.secret-token_value";
    let cases = [
        format!("DISCORD_TOKEN=\"{SECRET}\n"),
        format!("DISCORD_TOKEN='{SECRET}\n"),
        format!("DISCORD_TOKEN=\"{SECRET}\\q\"\n"),
        format!("export DISCORD_TOKEN=\"{SECRET}"),
        format!("{SECRET}\n"),
        format!("DISCORD_TOKEN={SECRET}\nDATABASE_URL=\"sqlite://x.db\n"),
        format!("# the bot\nDISCORD_TOKEN=\"{SECRET}\"tail\"\n"),
        format!("DISCORD_TOKEN={SECRET} \"\n"),
        format!("DISCORD_TOKEN=${{{SECRET}\n"),
    ];
    for case in &cases {
        let err = match parse_dotenv(case.as_bytes()) {
            Err(err) => err,
            Ok(vars) => panic!("{case:?} read as {vars:?}"),
        };
        for shown in [err.to_string(), format!("{err:?}"), format!("{err:#}")] {
            assert!(!shown.contains(SECRET), "{case:?} -> {shown}");
            assert!(!shown.contains("ODk4"), "{case:?} -> {shown}");
        }
        assert!(err.to_string().contains(".env"), "{err}");
    }
}

#[test]
fn a_malformed_env_line_is_named_by_number_and_setting() {
    let text = "# settings\nDATABASE_URL=sqlite://p.db\n\nDISCORD_TOKEN=\"abc\nPLANSZA_DICTS=/d\n";
    let message = parse_dotenv(text.as_bytes())
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(message.contains("line 4, DISCORD_TOKEN"), "{message}");
    assert!(!message.contains("abc"), "{message}");
    let message = parse_dotenv(b"GOOD=1\nMY_SECRET=\"x\n")
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(message.contains("(line 2)"), "{message}");
    assert!(!message.contains("MY_SECRET"), "{message}");
}

#[test]
fn a_well_formed_env_file_reads_in_order() -> Result<(), ConfigError> {
    let vars = parse_dotenv(
        b"\xEF\xBB\xBF# comment\nDISCORD_TOKEN=\"a b\"\nexport DATABASE_URL='sqlite://x.db'\n",
    )?;
    assert_eq!(
        vars,
        vec![
            ("DISCORD_TOKEN".to_owned(), "a b".to_owned()),
            ("DATABASE_URL".to_owned(), "sqlite://x.db".to_owned())
        ]
    );
    Ok(())
}

#[test]
fn a_bad_value_of_another_setting_never_shows_the_token() {
    let token = "ODk4NzY1.secret-token_value";
    for (name, value) in [
        (DEV_GUILD_VAR, token.to_owned()),
        (PROXY_URL_VAR, format!("{token}:3000")),
        (PROXY_URL_VAR, format!("ftp://{token}/")),
    ] {
        let err = settings(&[(TOKEN_VAR, token), (name, &value)]).err();
        let shown = format!(
            "{err:?} {}",
            err.as_ref().map(|e| e.to_string()).unwrap_or_default()
        );
        assert!(err.is_some(), "{name}={value} was accepted");
        assert!(!shown.contains(token), "{shown}");
    }
}
