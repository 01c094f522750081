//! The `plansza movegen` command line, run as the built binary: positions of
//! `shared/bench/positions.txt` give their move counts and top scores, `--all` lists every
//! move as `SCORE GCG`, and usage errors are one readable line with a non-zero exit.

mod filtered_words;
mod shared_data;

use shared_data::positions_file;
use std::path::Path;
use std::process::{Command, Output};

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

fn path_str(p: &Path) -> &str {
    p.to_str().expect("temp paths are UTF-8")
}

/// One position of the file, as text.
struct Position {
    rack: String,
    moves: usize,
    top: u32,
    /// The board rows, one per line.
    board: String,
}

/// The named position of the shared file, or None when the file is missing (outside CI).
fn position(name: &str) -> Option<Position> {
    let file = positions_file()?;
    let all = std::fs::read_to_string(&file).expect("the positions file reads");
    let mut lines = all
        .lines()
        .map(str::trim)
        .skip_while(|l| *l != format!("position {name}"))
        .skip(1);
    let mut field = |key: &str| -> String {
        let line = lines
            .next()
            .unwrap_or_else(|| panic!("{name}: `{key}` is missing"));
        line.strip_prefix(key)
            .unwrap_or_else(|| panic!("{name}: `{key}` expected, found `{line}`"))
            .trim()
            .to_string()
    };
    let _lang = field("lang");
    let rack = field("rack");
    let moves = field("moves").parse().expect("moves is a number");
    let top = field("top").parse().expect("top is a number");
    field("board");
    let rows: Vec<&str> = lines.take(15).collect();
    assert_eq!(rows.len(), 15, "{name}: 15 board rows");
    Some(Position {
        rack,
        moves,
        top,
        board: rows.join("\n") + "\n",
    })
}

/// Runs `plansza movegen` on a board written to a temporary file.
fn movegen(
    variant: &str,
    lexicon: Option<&str>,
    board: &str,
    rack: &str,
    extra: &[&str],
) -> Output {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("board.txt");
    std::fs::write(&file, board).expect("write the board");
    let mut args = vec!["movegen", "--variant", variant];
    if let Some(lex) = lexicon {
        args.extend(["--lexicon", lex]);
    }
    args.extend(["--board", path_str(&file), "--rack", rack]);
    args.extend(extra);
    plansza(&args)
}

/// The `moves:` and `top:` lines, and the listed moves as (score, notation).
fn parse_output(out: &Output) -> (usize, u32, Vec<(u32, String)>) {
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let mut lines = stdout.lines();
    let moves = lines
        .next()
        .and_then(|l| l.strip_prefix("moves: "))
        .unwrap_or_else(|| panic!("a `moves: N` line first: {stdout}"))
        .parse()
        .expect("N is a number");
    let top = lines
        .next()
        .and_then(|l| l.strip_prefix("top: "))
        .unwrap_or_else(|| panic!("a `top: S` line second: {stdout}"))
        .parse()
        .expect("S is a number");
    let listed = lines.map(parse_move).collect();
    (moves, top, listed)
}

/// A `SCORE GCG` line: a score, a coordinate (`8H` across, `H8` down) and the word.
fn parse_move(line: &str) -> (u32, String) {
    let mut parts = line.split(' ');
    let (Some(score), Some(coord), Some(word), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        panic!("`{line}` is not `SCORE COORD WORD`");
    };
    let score: u32 = score
        .parse()
        .unwrap_or_else(|_| panic!("`{line}`: the score is not a number"));
    let across = coord
        .strip_suffix(|c: char| c.is_ascii_uppercase())
        .is_some_and(|row| row.parse::<u8>().is_ok_and(|r| (1..=15).contains(&r)));
    let down = coord
        .strip_prefix(|c: char| c.is_ascii_uppercase())
        .is_some_and(|row| row.parse::<u8>().is_ok_and(|r| (1..=15).contains(&r)));
    assert!(across || down, "`{line}`: `{coord}` is not a coordinate");
    assert!(
        !word.is_empty()
            && word
                .chars()
                .all(|c| c.is_alphabetic() || c == '(' || c == ')'),
        "`{line}`: `{word}` is not a GCG word"
    );
    (score, format!("{coord} {word}"))
}

fn en_us() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("dicts/en-us.lex")
        .to_str()
        .expect("a UTF-8 path")
        .to_string()
}

/// Score descending, then notation.
fn assert_sorted(listed: &[(u32, String)]) {
    for pair in listed.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        assert!(
            a.0 > b.0 || (a.0 == b.0 && a.1 <= b.1),
            "not sorted: `{} {}` before `{} {}`",
            a.0,
            a.1,
            b.0,
            b.1
        );
    }
}

#[test]
fn en_mid23_counts_and_best_moves() {
    let Some(p) = position("en_mid23") else {
        return;
    };
    assert_eq!((p.moves, p.top), (298, 24), "the fixture's en_mid23");
    let out = movegen("english", Some(&en_us()), &p.board, &p.rack, &[]);
    let (moves, top, listed) = parse_output(&out);
    assert_eq!(moves, 298);
    assert_eq!(top, 24);
    assert_eq!(listed.len(), 10, "ten best moves by default");
    assert_eq!(listed[0].0, 24);
    assert_sorted(&listed);
}

/// The positions file's Polish list (`pl.lex` and the abbreviations taken out of it), written
/// to a `.lex` file in `dir`.
fn wpolish_file(dir: &Path) -> String {
    let file = dir.join("wpolish.lex");
    std::fs::write(&file, filtered_words::wpolish().to_bytes()).expect("write the list");
    path_str(&file).to_string()
}

#[test]
fn pl_empty_counts_with_the_fixture_list() {
    let Some(p) = position("pl_empty") else {
        return;
    };
    assert_eq!((p.moves, p.top), (569, 66), "the fixture's pl_empty");
    let dir = tempfile::tempdir().expect("tempdir");
    let wpolish = wpolish_file(dir.path());
    let out = movegen("polish", Some(&wpolish), &p.board, &p.rack, &["--top", "3"]);
    let (moves, top, listed) = parse_output(&out);
    assert_eq!(moves, 569);
    assert_eq!(top, 66);
    assert_eq!(listed.len(), 3);
    assert!(listed.iter().all(|m| m.0 == 66), "{listed:?}");
    assert_sorted(&listed);
}

/// On an empty board every play is one word: the bundled list (the default without
/// `--lexicon`) plays exactly the fixture's plays less those of the abbreviations it left out.
#[test]
fn pl_empty_with_the_bundled_list_loses_only_abbreviation_plays() {
    let Some(p) = position("pl_empty") else {
        return;
    };
    let dir = tempfile::tempdir().expect("tempdir");
    let wpolish = wpolish_file(dir.path());
    let (_, _, fixture) = parse_output(&movegen(
        "polish",
        Some(&wpolish),
        &p.board,
        &p.rack,
        &["--all"],
    ));
    let (moves, top, bundled) =
        parse_output(&movegen("polish", None, &p.board, &p.rack, &["--all"]));
    assert_eq!(moves, bundled.len());
    assert_eq!(top, p.top, "the best play is no abbreviation");
    let abbreviations = filtered_words::removed("pl");
    let word = |notation: &str| {
        notation
            .split_whitespace()
            .last()
            .unwrap_or("")
            .to_lowercase()
    };
    let gone: Vec<&(u32, String)> = fixture.iter().filter(|m| !bundled.contains(m)).collect();
    assert!(!gone.is_empty(), "the rack spells some abbreviation");
    for m in &gone {
        assert!(
            abbreviations.contains(&word(&m.1)),
            "{m:?} is no abbreviation"
        );
    }
    assert!(bundled.iter().all(|m| fixture.contains(m)));
    assert!(bundled.iter().all(|m| !abbreviations.contains(&word(&m.1))));
}

#[test]
fn all_lists_every_move_once() {
    let Some(p) = position("en_mid23") else {
        return;
    };
    let out = movegen("english", Some(&en_us()), &p.board, &p.rack, &["--all"]);
    let (moves, top, listed) = parse_output(&out);
    assert_eq!(moves, 298);
    assert_eq!(listed.len(), moves, "--all lists exactly N moves");
    assert_eq!(listed.iter().map(|m| m.0).max(), Some(top));
    assert_sorted(&listed);
    let mut notations: Vec<&str> = listed.iter().map(|m| m.1.as_str()).collect();
    notations.sort_unstable();
    notations.dedup();
    assert_eq!(notations.len(), moves, "each move listed once");
}

fn empty_board() -> String {
    "...............\n".repeat(15)
}

/// A usage error: exit code 2 and one line on stderr holding every `needles`.
fn assert_usage_error(out: &Output, needles: &[&str]) {
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {stderr}");
    for needle in needles {
        assert!(stderr.contains(needle), "`{needle}` missing: {stderr}");
    }
}

#[test]
fn an_unknown_variant_is_refused_with_the_known_names() {
    let out = movegen("scrabbel", None, &empty_board(), "AEINRST", &[]);
    assert_usage_error(&out, &["unknown variant `scrabbel`", "english", "polish"]);
}

#[test]
fn a_letter_of_another_alphabet_is_refused() {
    let out = movegen("english", Some(&en_us()), &empty_board(), "AEŁ", &[]);
    assert_usage_error(&out, &["Ł", "english"]);
}

#[test]
fn a_rack_too_long_and_a_lexicon_of_another_language_are_refused() {
    let out = movegen("polish", None, &empty_board(), "ABCDEFGH", &[]);
    assert_usage_error(&out, &["8 tiles", "at most 7"]);
    let out = movegen("polish", Some(&en_us()), &empty_board(), "KOT", &[]);
    assert_usage_error(&out, &["English", "Polish"]);
    let out = movegen("polish", None, "...\n", "KOT", &[]);
    assert_usage_error(&out, &["board"]);
}

#[test]
fn a_rack_that_makes_no_word_has_no_move() {
    let out = movegen("polish", None, &empty_board(), "ŃŃ", &[]);
    let (moves, top, listed) = parse_output(&out);
    assert_eq!((moves, top), (0, 0));
    assert!(listed.is_empty());
    assert_eq!(text(&out.stdout), "moves: 0\ntop: 0\n");
}
