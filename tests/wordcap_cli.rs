//! The `plansza wordcap` command line, run as the built binary: a legal line prints its
//! exact score, an illegal one says why on stderr with a non-zero exit, and `words` lists
//! the words of a grid from a lexicon file.

use std::process::{Command, Output};

const GRID: &str = "DOGSA/EATEN/RINGO/QUIZS/TEARS";

fn plansza(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_plansza"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("PLANSZA_DICTS")
        .output()
        .expect("the plansza binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// DAG: A1 B2 (crossing D O / E A: 2) C1 (crossing O G / A T: 4): 3 + 2 + 4.
#[test]
fn legal_line_prints_its_score() {
    let out = plansza(&["wordcap", "score", "--grid", GRID, "--path", "A1 B2 C1"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let mut lines = stdout.lines();
    assert_eq!(lines.next(), Some("score: 9"));
    assert_eq!(
        lines.next(),
        Some("breakdown: 3 letters (DAG) + 2 (crossing A1:B2) + 4 (crossing B1:C2)")
    );
    // Commas and lowercase are read too; a straight line scores its letters.
    let out = plansza(&["wordcap", "score", "--grid", GRID, "--path", "a2,b2,c2"]);
    assert_eq!(text(&out.stdout).lines().next(), Some("score: 3"));
}

#[test]
fn illegal_line_says_why() {
    let out = plansza(&["wordcap", "score", "--grid", GRID, "--path", "C2 B1 C1 B2"]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    assert_eq!(
        text(&out.stderr).trim(),
        "plansza: the line crosses itself: C2-B1 and C1-B2"
    );
    let out = plansza(&["wordcap", "score", "--grid", GRID, "--path", "A1 C1"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("A1 and C1 are not neighbours"));
    let out = plansza(&["wordcap", "score", "--grid", "ABC", "--path", "A1 B1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("plansza: bad grid"));
}

#[test]
fn words_lists_the_grids_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let words = dir.path().join("words.txt");
    std::fs::write(&words, "dag\ndog\ndots\nquiz\nzebra\n").expect("written");
    let lex = dir.path().join("en.lex");
    let (w, l) = (words.to_str().expect("utf-8"), lex.to_str().expect("utf-8"));
    let built = plansza(&["lexicon", "build", "--lang", "en", "--words", w, "--out", l]);
    assert!(built.status.success(), "{}", text(&built.stderr));
    let out = plansza(&["wordcap", "words", "--grid", GRID, "--lexicon", l]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "words: 4\n12 DOTS A1 B1 C2 D1\n9 DAG A1 B2 C1\n4 QUIZ A4 B4 C4 D4\n3 DOG A1 B1 C1\n"
    );
}
