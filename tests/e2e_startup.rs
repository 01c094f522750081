//! Issue 10, points 9 and 14, through the real `plansza` binary: a clean start logs a
//! handful of INFO lines, no WARN and no colour codes when stdout is not a terminal; a
//! malformed `.env` stops the start with an error that never shows the token.

mod support;

use std::process::{Command, Stdio};
use std::time::Duration;
use support::bot::*;

/// Point 9: "every start writes dozens of WARN lines \"no language has this message
/// key=opt-...-desc\"; and logs carry ANSI colour codes when stdout is not a terminal. A clean
/// start logs a handful of INFO lines."
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clean_start_logs_a_handful_of_info_lines_without_warnings_or_colours() {
    let mut running = Running::start_with(|dir, _, command| {
        // Every word list the bot knows is installed (a missing one is worth a warning).
        let dicts = dir.join("dicts");
        for (copy, of) in [("en-us", "en"), ("ru-full", "ru")] {
            let (from, to) = (format!("{of}.lex"), format!("{copy}.lex"));
            std::fs::copy(dicts.join(from), dicts.join(to)).expect("word list copied");
        }
        // The default log filter, as an operator starts the bot.
        command.env_remove("RUST_LOG");
    })
    .await;
    commands_registered(&running.fake).await;
    let ready = || running.log().contains("plansza is ready").then_some(());
    until(&running.fake, WAIT, ready)
        .await
        .expect("the bot says it is ready");
    let log = running.log();
    assert!(!log.contains('\u{1b}'), "colour codes in a file:\n{log}");
    let lines: Vec<&str> = log.lines().collect();
    let loud: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.contains(" WARN ") || l.contains(" ERROR "))
        .collect();
    assert!(
        loud.is_empty(),
        "a clean start warned {} times:\n{}",
        loud.len(),
        loud.join("\n")
    );
    let info = lines.iter().filter(|l| l.contains(" INFO ")).count();
    assert!((1..=6).contains(&info), "{info} INFO lines:\n{log}");
    running.assert_stops_on_sigterm().await;
}

/// Point 14: "with an unclosed quote the start-up error quotes the whole line,
/// `DISCORD_TOKEN=\"...\"` included. No error message may ever contain the token."
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_malformed_env_file_stops_the_start_without_printing_the_token() {
    const TOKEN: &str = "ODk4NzY1NDMy.GsEcReT.token-never-shown";
    let cases = [
        format!("DATABASE_URL=sqlite://p.db\nDISCORD_TOKEN=\"{TOKEN}\n"),
        format!("DISCORD_TOKEN=\"{TOKEN}\\q\"\n"),
        format!("DISCORD_TOKEN='{TOKEN}\n"),
        format!("{TOKEN}\n"),
    ];
    for (i, env) in cases.iter().enumerate() {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(dir.path().join(".env"), env).expect(".env written");
        let mut bot = Bot {
            child: Command::new(env!("CARGO_BIN_EXE_plansza"))
                .current_dir(dir.path())
                .env_clear()
                .env("PATH", std::env::var("PATH").unwrap_or_default())
                // Should the file ever read, the bot must not leave 127.0.0.1.
                .env("DISCORD_PROXY_URL", "http://127.0.0.1:9")
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("the plansza binary starts"),
        };
        let status = bot.wait_exit(Duration::from_secs(20)).await;
        assert!(status.is_some_and(|s| !s.success()), "case {i}: {status:?}");
        let mut out = String::new();
        for pipe in [
            bot.child
                .stdout
                .take()
                .map(|p| -> Box<dyn std::io::Read> { Box::new(p) }),
            bot.child
                .stderr
                .take()
                .map(|p| -> Box<dyn std::io::Read> { Box::new(p) }),
        ]
        .into_iter()
        .flatten()
        {
            let mut pipe = pipe;
            std::io::Read::read_to_string(&mut pipe, &mut out).expect("output reads");
        }
        assert!(out.contains(".env"), "case {i}: {out}");
        assert!(!out.contains(TOKEN), "case {i} printed the token: {out}");
        assert!(
            !out.contains("GsEcReT"),
            "case {i} printed part of the token: {out}"
        );
    }
}

/// Issue 25, point 12: the environment is set before the runtime starts, from `.env`, for
/// the parts that read it themselves: the word lists come from the folder `.env` names,
/// and the log filter `.env` sets is the one in force.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_from_the_env_file_reach_the_word_lists_and_the_log() {
    let running = Running::start_with(|dir, _, command| {
        std::fs::rename(dir.join("dicts"), dir.join("words")).expect("word lists moved");
        std::fs::write(
            dir.join(".env"),
            "PLANSZA_DICTS=\" words \"\nRUST_LOG=info\n",
        )
        .expect(".env written");
        command.env_remove("PLANSZA_DICTS").env_remove("RUST_LOG");
    })
    .await;
    commands_registered(&running.fake).await;
    let ready = || running.log().contains("plansza is ready").then_some(());
    until(&running.fake, WAIT, ready)
        .await
        .unwrap_or_else(|e| panic!("the bot did not start: {e:?}\n{}", running.log()));
    // The default filter keeps serenity's INFO lines out; `.env`'s lets them in.
    let log = running.log();
    assert!(
        log.contains(" INFO ") && log.contains("serenity::"),
        "the log filter of .env is not in force:\n{log}"
    );
}
