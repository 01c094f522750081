//! `plansza database copy`, run as the built binary, as an operator moving a community's
//! data from the default SQLite file to a new database: every saved game arrives; a target
//! that already holds data, or a source a bot is running on, is refused with a clear line
//! on stderr and a non-zero exit, and nothing is written.

use std::process::{Command, Output};

use plansza::shards::Shards;
use plansza::store::Store;

fn plansza(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_plansza"))
        .args(args)
        .env_remove("DATABASE_URL")
        .output()
        .expect("the plansza binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[tokio::test]
async fn a_copy_carries_every_game_into_a_new_database_and_nowhere_else() {
    let dir = tempfile::tempdir().expect("a folder");
    let from = dir.path().join("plansza.db");
    let to = dir.path().join("moved.db");
    let (from_s, to_s) = (from.display().to_string(), to.display().to_string());
    let source = Store::open(&from_s).await.expect("the source");
    source
        .save_table(41, Some(9), r#"{"game":"one"}"#)
        .await
        .expect("a saved game");
    source
        .save_table(42, Some(9), r#"{"game":"two"}"#)
        .await
        .expect("a saved game");

    // A bot running on the source: refused, nothing copied.
    let running = source
        .take_shard_leases(&Shards::ALL_OF_ONE, |_| {})
        .await
        .expect("the bot's lease");
    let out = plansza(&["database", "copy", "--from", &from_s, "--to", &to_s]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("stop it first"), "{err}");
    drop(running);

    let out = plansza(&["database", "copy", "--from", &from_s, "--to", &to_s]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.lines()
            .any(|l| l.starts_with("active_tables") && l.contains(" 2 rows")),
        "{said}"
    );
    let target = Store::open(&to_s).await.expect("the copy");
    assert_eq!(
        target.load_tables().await.expect("its games"),
        source.load_tables().await.expect("the source's games")
    );

    // Again: the target holds data now, and is refused untouched.
    let out = plansza(&["database", "copy", "--from", &from_s, "--to", &to_s]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("not empty"), "{err}");
    assert_eq!(target.load_tables().await.expect("its games").len(), 2);
}
