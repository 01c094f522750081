//! The `plansza lexicon` command line, run as the built binary: build and check on a small
//! word list in a temporary folder, and checks against every bundled `dicts/*.lex`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn plansza(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_plansza"))
        .args(args)
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

fn bundled_pl() -> PathBuf {
    bundled("pl")
}

fn bundled(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("dicts/{name}.lex"))
}

/// Checks each word against a bundled lexicon and compares the verdicts.
fn assert_verdicts(name: &str, words: &[(&str, &str)]) {
    let lex = bundled(name);
    let mut args = vec!["lexicon", "check", "--lexicon", path_str(&lex)];
    args.extend(words.iter().map(|(w, _)| *w));
    let checked = plansza(&args);
    assert!(checked.status.success(), "{}", text(&checked.stderr));
    let expected: String = words.iter().map(|(w, v)| format!("{w} {v}\n")).collect();
    assert_eq!(text(&checked.stdout), expected, "{name}.lex");
}

fn build(words: &Path, out: &Path) -> Output {
    plansza(&[
        "lexicon",
        "build",
        "--lang",
        "pl",
        "--words",
        path_str(words),
        "--out",
        path_str(out),
    ])
}

#[test]
fn build_then_check_a_small_list() {
    let dir = tempfile::tempdir().expect("tempdir");
    let words = dir.path().join("words.txt");
    let out = dir.path().join("small.lex");
    std::fs::write(
        &words,
        "kot\nKot\npies\r\nping-pong\nquiz\na\nżółw\nkot\ndziewięćdziesięcioletni\n",
    )
    .expect("write list");

    let built = build(&words, &out);
    let stdout = text(&built.stdout);
    assert!(built.status.success(), "{}", text(&built.stderr));
    assert!(stdout.contains("lines read: 9"), "{stdout}");
    assert!(stdout.contains("words kept: 3"), "{stdout}");
    assert!(out.is_file());
    // No progress bar escapes into stderr when it is not a terminal.
    assert_eq!(text(&built.stderr), "");

    let checked = plansza(&[
        "lexicon",
        "check",
        "--lexicon",
        path_str(&out),
        "kot",
        "ŻÓŁW",
        "Kot",
        "ping-pong",
        "quiz",
        "pies",
        "ptak",
    ]);
    assert!(checked.status.success(), "{}", text(&checked.stderr));
    assert_eq!(
        text(&checked.stdout),
        "kot valid\nŻÓŁW valid\nKot valid\nping-pong invalid\nquiz invalid\npies valid\n\
         ptak invalid\n"
    );
}

/// `lexicon words` lists what `lexicon build` kept, in the alphabet's order (`ż` after
/// `z`, not where UTF-8 puts it), and the listing builds the same file again.
#[test]
fn the_words_listed_build_the_same_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let words = dir.path().join("words.txt");
    let out = dir.path().join("small.lex");
    std::fs::write(&words, "żółw\nkot\nąb\nzorza\nKot\nab\n").expect("write list");
    assert!(build(&words, &out).status.success());

    let listed = plansza(&["lexicon", "words", "--lexicon", path_str(&out)]);
    assert!(listed.status.success(), "{}", text(&listed.stderr));
    assert_eq!(text(&listed.stdout), "ab\nąb\nkot\nzorza\nżółw\n");

    let again = dir.path().join("again.txt");
    let rebuilt = dir.path().join("again.lex");
    std::fs::write(&again, &listed.stdout).expect("write listing");
    assert!(build(&again, &rebuilt).status.success());
    assert_eq!(
        std::fs::read(&out).expect("first file"),
        std::fs::read(&rebuilt).expect("second file")
    );

    let broken = plansza(&["lexicon", "words", "--lexicon", path_str(&words)]);
    assert_eq!(broken.status.code(), Some(2));
    assert!(
        text(&broken.stderr).contains("not a plansza lexicon"),
        "{}",
        text(&broken.stderr)
    );
}

#[test]
fn check_against_the_bundled_polish_lexicon() {
    let lex = bundled_pl();
    let words = [
        ("zażółć", "valid"),
        ("gęślą", "valid"),
        ("jaźń", "valid"),
        ("źdźbło", "valid"),
        ("chrząszcz", "valid"),
        ("pchnąć", "valid"),
        ("aj", "valid"),
        // An abbreviation only (SGJP: Księga Abdiasza), left out (`dicts/filtered/pl.tsv`).
        ("ab", "invalid"),
        // Only capitalised in the list (a proper noun), so not a playable word.
        ("warszawa", "invalid"),
        ("qwerty", "invalid"),
        ("zazolc", "invalid"),
        ("pies-kot", "invalid"),
        ("a", "invalid"),
        ("żółwżółwżółwżółw", "invalid"),
    ];
    let mut args = vec!["lexicon", "check", "--lexicon", path_str(&lex)];
    args.extend(words.iter().map(|(w, _)| *w));
    let checked = plansza(&args);
    assert!(checked.status.success(), "{}", text(&checked.stderr));
    let expected: String = words.iter().map(|(w, v)| format!("{w} {v}\n")).collect();
    assert_eq!(text(&checked.stdout), expected);
}

#[test]
fn check_without_a_file_uses_the_bundled_lexicon() {
    let checked = Command::new(env!("CARGO_BIN_EXE_plansza"))
        .args(["lexicon", "check", "żółw", "warszawa"])
        .env(
            "PLANSZA_DICTS",
            bundled_pl().parent().expect("dicts folder"),
        )
        .output()
        .expect("runs");
    assert!(checked.status.success(), "{}", text(&checked.stderr));
    assert_eq!(text(&checked.stdout), "żółw valid\nwarszawa invalid\n");
}

#[test]
fn a_missing_bundled_lexicon_names_the_places_tried() {
    let dir = tempfile::tempdir().expect("tempdir");
    let checked = Command::new(env!("CARGO_BIN_EXE_plansza"))
        .args(["lexicon", "check", "--lang", "de", "haus"])
        .env("PLANSZA_DICTS", dir.path())
        .output()
        .expect("runs");
    let stderr = text(&checked.stderr);
    assert_eq!(checked.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("de.lex") && stderr.contains("PLANSZA_DICTS"),
        "{stderr}"
    );
}

#[test]
fn broken_lexicons_exit_2_with_one_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let good = std::fs::read(bundled_pl()).expect("bundled pl.lex");
    let random: Vec<u8> = (0..4096u32).map(|i| (i * 7919 % 251) as u8).collect();
    let cases: [(&str, Vec<u8>, &str); 4] = [
        ("truncated.lex", good[..good.len() / 3].to_vec(), "damaged"),
        ("random.lex", random, "not a plansza lexicon"),
        ("header.lex", good[..15].to_vec(), "truncated"),
        ("empty.lex", Vec::new(), "not a plansza lexicon"),
    ];
    for (name, bytes, says) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).expect("write");
        let checked = plansza(&["lexicon", "check", "--lexicon", path_str(&path), "kot"]);
        let stderr = text(&checked.stderr);
        assert_eq!(checked.status.code(), Some(2), "{name}: {stderr}");
        assert_eq!(text(&checked.stdout), "", "{name}");
        assert_eq!(stderr.lines().count(), 1, "{name}: {stderr}");
        assert!(stderr.starts_with("plansza: "), "{name}: {stderr}");
        assert!(
            stderr.contains(name) && stderr.contains(says),
            "{name}: {stderr}"
        );
        assert!(stderr.contains("plansza lexicon build"), "{name}: {stderr}");
    }
    let missing = dir.path().join("missing.lex");
    let checked = plansza(&["lexicon", "check", "--lexicon", path_str(&missing), "kot"]);
    assert_eq!(checked.status.code(), Some(2));
    assert!(text(&checked.stderr).contains("missing.lex"));
}

#[test]
fn build_errors_are_one_line_and_non_zero() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("x.lex");
    let built = build(&dir.path().join("no-such-list.txt"), &out);
    let stderr = text(&built.stderr);
    assert_eq!(built.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("no-such-list.txt"), "{stderr}");

    let latin1 = dir.path().join("latin1.txt");
    std::fs::write(&latin1, b"kot\n\xbf\xf3\xb3w\n").expect("write");
    let built = build(&latin1, &out);
    let stderr = text(&built.stderr);
    assert_eq!(built.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("line 2 is not UTF-8"), "{stderr}");
    assert!(
        !out.exists(),
        "no lexicon is written from a list that failed to read"
    );

    let bad_lang = plansza(&[
        "lexicon", "build", "--lang", "xx", "--words", "a", "--out", "b",
    ]);
    assert_eq!(bad_lang.status.code(), Some(2));
    assert!(text(&bad_lang.stderr).contains("unknown language `xx`"));
}

#[test]
fn check_against_the_bundled_english_lexicon() {
    assert_verdicts(
        "en",
        &[
            ("cat", "valid"),
            ("quixotic", "valid"),
            ("jazz", "valid"),
            // American and British spellings both.
            ("color", "valid"),
            ("colour", "valid"),
            ("aa", "valid"),
            // Only capitalised in the lists: a proper noun.
            ("london", "invalid"),
            ("cat's", "invalid"),
            ("catx", "invalid"),
            ("a", "invalid"),
        ],
    );
}

#[test]
fn the_russian_default_holds_nominative_singular_nouns_only() {
    assert_verdicts(
        "ru",
        &[
            ("стол", "valid"),
            ("книга", "valid"),
            ("кофе", "valid"),
            // Ё is played as Е.
            ("ёж", "valid"),
            ("еж", "valid"),
            // A noun with no singular counts in its nominative plural.
            ("ножницы", "valid"),
            // A plural, another case, a verb, an adjective, a name, a hyphenated word.
            ("столы", "invalid"),
            ("столом", "invalid"),
            ("читал", "invalid"),
            ("быстрый", "invalid"),
            ("москва", "invalid"),
            ("иван", "invalid"),
            ("кто-то", "invalid"),
        ],
    );
}

#[test]
fn the_full_russian_list_holds_every_form() {
    assert_verdicts(
        "ru-full",
        &[
            ("стол", "valid"),
            ("столы", "valid"),
            ("столом", "valid"),
            ("читал", "valid"),
            ("быстрый", "valid"),
            ("ёж", "valid"),
            ("ежами", "valid"),
            // Proper nouns are capitalised in hunspell-ru, so not playable words.
            ("москва", "invalid"),
            ("кто-то", "invalid"),
            ("столыы", "invalid"),
        ],
    );
}

#[test]
fn the_german_lexicon_follows_the_letterbox_word_rules() {
    assert_verdicts(
        "de",
        &[
            ("haus", "valid"),
            ("häuser", "valid"),
            // ß is a letter of its own: never written as ss.
            ("straße", "valid"),
            ("Straße", "valid"),
            ("strasse", "invalid"),
            // Umlauts are never written as ae, oe, ue.
            ("haeuser", "invalid"),
            // Names, abbreviations and country codes, lowercased.
            ("deutschland", "valid"),
            ("usa", "valid"),
            ("ddr", "valid"),
            ("esso", "valid"),
            ("euro", "valid"),
            // Contractions and inflected forms.
            ("fürs", "valid"),
            ("tierärztinnen", "valid"),
            // A suffix on its own is not a word.
            ("heit", "invalid"),
            ("hausx", "invalid"),
        ],
    );
}

#[test]
fn german_words_are_built_lowercased_and_without_hyphens() {
    let dir = tempfile::tempdir().expect("tempdir");
    let words = dir.path().join("de.txt");
    let out = dir.path().join("de.lex");
    std::fs::write(&words, "X-Beine\nStraße\nUSA\ngeht's\n-heit\nun-\nCafé\n").expect("write");
    let built = plansza(&[
        "lexicon",
        "build",
        "--lang",
        "de",
        "--words",
        path_str(&words),
        "--out",
        path_str(&out),
    ]);
    let stdout = text(&built.stdout);
    assert!(built.status.success(), "{}", text(&built.stderr));
    assert!(stdout.contains("words kept: 4"), "{stdout}");
    let checked = plansza(&[
        "lexicon",
        "check",
        "--lexicon",
        path_str(&out),
        "xbeine",
        "X-Beine",
        "straße",
        "strasse",
        "usa",
        "gehts",
        "heit",
        "un",
    ]);
    assert!(checked.status.success(), "{}", text(&checked.stderr));
    assert_eq!(
        text(&checked.stdout),
        "xbeine valid\nX-Beine invalid\nstraße valid\nstrasse invalid\nusa valid\n\
         gehts valid\nheit invalid\nun invalid\n"
    );
}

#[test]
fn every_bundled_lexicon_loads_for_its_language() {
    for dict in plansza::lexicon::BUNDLED {
        let lex = plansza::lexicon::Lexicon::load_language(bundled(dict.name), dict.language)
            .unwrap_or_else(|e| panic!("{}: {e}", dict.name));
        assert!(lex.len() > 50_000, "{}: {} words", dict.name, lex.len());
    }
}
