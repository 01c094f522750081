//! Issue 25, point 11: "The database URL's password is printed: `Settings`' Debug shows
//! `database_url` whole, and a bad URL's error echoes it (`postgress://user:pw@…`). Redact
//! it as the token is."
//!
//! The built binary, as an operator runs it, with a database address that holds a password:
//! misspelt, or naming a server that does not answer (a closed port on 127.0.0.1). What it
//! prints says which address, with the password as `***`, and never the password.

use std::process::{Command, Output};

const SECRET: &str = "hunter2-s3cret";

fn plansza(args: &[&str], database_url: Option<&str>) -> Output {
    let dir = tempfile::tempdir().expect("a folder");
    let mut command = Command::new(env!("CARGO_BIN_EXE_plansza"));
    command
        .args(args)
        .current_dir(dir.path())
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        // Never reached: the bot stops at its database, before Discord.
        .env("DISCORD_TOKEN", "ODk4.fake.token-for-tests")
        .env("DISCORD_PROXY_URL", "http://127.0.0.1:9");
    if let Some(url) = database_url {
        command.env("DATABASE_URL", url);
    }
    command.output().expect("the plansza binary runs")
}

/// Everything the process printed.
fn printed(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

const ADDRESSES: [&str; 3] = [
    "postgress://plansza:hunter2-s3cret@db.example/plansza",
    "mysql://plansza:hunter2-s3cret@127.0.0.1:9/plansza",
    // A server that is not there: the address is named in the error.
    "postgres://plansza:hunter2-s3cret@127.0.0.1:9/plansza",
];

#[test]
fn the_bot_never_prints_the_database_password() {
    for url in ADDRESSES {
        let output = plansza(&[], Some(url));
        let text = printed(&output);
        assert!(!output.status.success(), "{url}: the bot started:\n{text}");
        assert!(!text.contains(SECRET), "{url}:\n{text}");
        assert!(
            text.contains("plansza:***@"),
            "{url}: the address is named:\n{text}"
        );
    }
}

#[test]
fn a_copy_never_prints_a_database_password() {
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("p.db").display().to_string();
    for url in ADDRESSES {
        for args in [
            ["database", "copy", "--from", url, "--to", &file],
            ["database", "copy", "--from", &file, "--to", url],
        ] {
            let output = plansza(&args, None);
            let text = printed(&output);
            assert!(!output.status.success(), "{args:?}: copied:\n{text}");
            assert!(!text.contains(SECRET), "{args:?}:\n{text}");
        }
    }
}
