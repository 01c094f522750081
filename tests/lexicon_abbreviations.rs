//! Abbreviations in the bundled word lists: out where the rule texts exclude them (Literaki,
//! Literki, WordCap, the English club game), in where they allow them (Letterbox), and the
//! real words that share a spelling with an abbreviation still in. The filters and their
//! sources are described in `dicts/README.md`; what each removed and kept is in
//! `dicts/filtered/<name>.tsv`, which these tests read as well as a few examples.

mod filtered_words;

use filtered_words::decisions;
use plansza::discord::dictionaries::language_of;
use plansza::lexicon::{BundledDict, Language, Lexicon};
use plansza::rules::VariantId;
use plansza::table::{GameKind, GameOptions};
use plansza::wordcap::WordCapOptions;

fn bundled(name: &str) -> Lexicon {
    BundledDict::named(name)
        .unwrap_or_else(|| panic!("{name} is not a bundled list"))
        .load()
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The words of `words` the list holds.
fn present<'a>(lex: &Lexicon, words: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    words.into_iter().filter(|w| lex.contains_str(w)).collect()
}

/// The words of `words` the list lacks.
fn missing<'a>(lex: &Lexicon, words: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    words.into_iter().filter(|w| !lex.contains_str(w)).collect()
}

/// The words the filter of list `name` removed (`true`) or kept as homographs (`false`),
/// lowercased as the list stores them; at least `fewest` of them.
fn decided(name: &str, removed: bool, fewest: usize) -> Vec<String> {
    let words: Vec<String> = decisions(name)
        .into_iter()
        .filter(|d| d.removed == removed)
        .map(|d| d.word.to_lowercase())
        .collect();
    assert!(words.len() >= fewest, "{name}: only {} words", words.len());
    words
}

/// The bundled list `name` holds none of `examples` and none of the (at least `fewest`)
/// words its filter removed.
fn assert_left_out(name: &str, examples: &[&str], fewest: usize) {
    let lex = bundled(name);
    assert_eq!(present(&lex, examples.iter().copied()), Vec::<&str>::new());
    let all = decided(name, true, fewest);
    assert_eq!(
        present(&lex, all.iter().map(String::as_str)),
        Vec::<&str>::new()
    );
}

/// The bundled list `name` holds all of `examples` and every one of the (at least `fewest`)
/// homographs its filter kept.
fn assert_kept(name: &str, examples: &[&str], fewest: usize) {
    let lex = bundled(name);
    assert_eq!(missing(&lex, examples.iter().copied()), Vec::<&str>::new());
    let all = decided(name, false, fewest);
    assert_eq!(
        missing(&lex, all.iter().map(String::as_str)),
        Vec::<&str>::new()
    );
}

/// Literaki: "Nie są poprawne wyrazy rozpoczynające się wielką literą (nazwy własne), skróty
/// oraz słowa pojedyncze lub złożone, w których występują znaki inne niż polskie litery".
/// Literki: "Dozwolone są słowa ... z wyjątkiem słów zaczynających się od wielkiej litery,
/// skrótów, przedrostków lub przyrostków".
#[test]
fn polish_list_leaves_out_abbreviations() {
    let examples = [
        "itd", "itp", "np", "tzw", "etc", "kg", "cm", "zł", "godz", "wg",
    ];
    assert_left_out("pl", &examples, 100);
}

/// The same texts exclude abbreviations, not the words spelt like one: `im` (a pronoun, and
/// `im.`, imienia), `ok` (oczu: ok; and `ok.`, około), `dr` (SGJP's noun), `ez` (a form of
/// `eza` in sjp.pl's inflection data), `tab`, `min`, `ul`.
#[test]
fn polish_words_spelt_like_an_abbreviation_stay() {
    let examples = [
        "im", "ok", "dr", "ez", "tab", "min", "ul", "por", "dom", "sen",
    ];
    assert_kept("pl", &examples, 50);
}

/// WordCap: "Proper nouns, abbreviations, prefixes, suffixes and the words with an apostrophe
/// or a hyphen are excluded." The English list is also the English club game's.
#[test]
fn english_list_leaves_out_abbreviations() {
    let examples = [
        "etc", "approx", "abbr", "kg", "km", "mph", "assoc", "ibid", "jr",
    ];
    assert_left_out("en", &examples, 400);
}

/// Real words of word games stay though SCOWL files them as abbreviations: `aa` (lava) and
/// `el` as played in recorded games (`../shared/gcg`), `cum`, and SCOWL's own homographs
/// `ed`, `inc`, `op`.
#[test]
fn english_words_spelt_like_an_abbreviation_stay() {
    let examples = [
        "aa", "ab", "el", "li", "oe", "cum", "bro", "ed", "inc", "op",
    ];
    assert_kept("en", &examples, 100);
}

/// Every word a filter removed or kept names the source that decided it (no hand-made list).
#[test]
fn every_decision_names_its_source() {
    for (name, sources) in [
        ("pl", &["SGJP", "hunspell-pl"][..]),
        ("en", &["SCOWL", "Letterpress"][..]),
        ("de-strict", &["igerman98", "Wiktionary"][..]),
    ] {
        for d in decisions(name) {
            assert!(
                sources.iter().any(|s| d.evidence.starts_with(s)),
                "{name}: {} has no source: {}",
                d.word,
                d.evidence
            );
        }
    }
}

/// `en-us` is the move generator's fixture and keeps SCOWL's abbreviations: no game uses it
/// unless a moderator picks it.
#[test]
fn no_game_uses_the_fixture_list_by_default() {
    let mut kinds: Vec<GameKind> = VariantId::ALL.iter().map(|&v| GameKind::Board(v)).collect();
    for language in [
        Language::Polish,
        Language::English,
        Language::Russian,
        Language::German,
    ] {
        kinds.push(GameKind::WordCap(WordCapOptions::new(language)));
    }
    for kind in kinds {
        assert_ne!(GameOptions::of(kind).dictionary_name(), "en-us", "{kind:?}");
    }
}

/// WordCap: "Proper nouns, abbreviations, prefixes, suffixes and the words with an apostrophe
/// or a hyphen are excluded." German capitalises every noun, so WordCap in German has a list
/// of its own: common nouns stay, names and abbreviations go.
#[test]
fn german_wordcap_list_leaves_out_names_and_abbreviations() {
    assert_eq!(bundled("de-strict").language(), Language::German);
    let examples = [
        "usw", "bzw", "vgl", "ggf", "usa", "ddr", "gmbh", "berlin", "köln", "peter", "xbeine",
    ];
    assert_left_out("de-strict", &examples, 1000);
}

/// The same text allows "the relevant language dictionaries, the correct grammar forms
/// inclusive": common nouns and their forms stay, also when a name is spelt the same
/// (`müller`, the miller; `rose`; `adler`).
#[test]
fn german_wordcap_list_keeps_common_nouns() {
    let examples = [
        "haus", "häuser", "straße", "müller", "rose", "adler", "laufen", "schön", "und",
    ];
    assert_kept("de-strict", &examples, 100);
}

/// Letterbox: "Im Gegensatz zu ähnlichen Spielen ist die Verwendung von Namen erlaubt, ebenso
/// römische Ziffern, diverse Abkürzungen ..." Its list keeps them.
#[test]
fn letterbox_list_keeps_abbreviations_and_names() {
    let de = bundled("de");
    assert_eq!(
        missing(&de, ["usw", "bzw", "usa", "ddr", "berlin", "haus"]),
        Vec::<&str>::new()
    );
    assert_eq!(
        GameOptions::new(VariantId::Letterbox).dictionary_name(),
        "de"
    );
}

/// WordCap in German checks words against the strict list unless the table picks another,
/// and the bot knows that list by name.
#[test]
fn german_wordcap_checks_the_strict_list_by_default() {
    let german = GameOptions::wordcap(WordCapOptions::new(Language::German));
    assert_eq!(german.dictionary_name(), "de-strict");
    assert_eq!(language_of("de-strict"), Some(Language::German));
    let english = GameOptions::wordcap(WordCapOptions::new(Language::English));
    assert_eq!(english.dictionary_name(), "en");
    let chosen = GameOptions {
        dictionary: Some("de".to_string()),
        ..german
    };
    assert_eq!(chosen.dictionary_name(), "de");
}
