//! Abbreviations in the bundled word lists: out where the rule texts exclude them (Literaki,
//! Literki, WordCap, the English club game), in where they allow them (Letterbox), and the
//! real words that share a spelling with an abbreviation still in. The filters and their
//! sources are described in `dicts/README.md`; what each removed and kept is in
//! `dicts/filtered/<name>.tsv`, which these tests read as well as a few examples.

mod filtered_words;

use filtered_words::decisions;
use plansza::dictionaries::language_of;
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
        .filter(|d| d.removed == removed && !d.added)
        .map(|d| d.word.to_lowercase())
        .collect();
    assert!(words.len() >= fewest, "{name}: only {} words", words.len());
    words
}

/// The words the filter of list `name` added from a second source, lowercased; at least
/// `fewest` of them.
fn decided_added(name: &str, fewest: usize) -> Vec<String> {
    let words: Vec<String> = decisions(name)
        .into_iter()
        .filter(|d| d.added)
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
/// skrótów, przedrostków lub przyrostków". Abbreviations of every kind the two dictionaries
/// mark: with a stop (`itd.`, the days `czw.` `wt.` `śr.`, the languages `niem.` `fr.`
/// `hiszp.`, `dosł.`, `oprac.`) and without one (`kg`, and the titles and ranks `dr` `mgr`
/// `mjr` `płk`, which decline in writing: `dra`, `mgrowi`).
#[test]
fn polish_list_leaves_out_abbreviations() {
    let examples = [
        "itd", "itp", "np", "tzw", "etc", "kg", "cm", "zł", "godz", "wg", "czw", "wt", "śr",
        "niem", "fr", "hiszp", "dosł", "oprac", "mjr", "mgr", "dr", "płk", "ppłk", "bp", "abp",
        "dra", "mgrowi", "nr", "pkt", "km",
    ];
    assert_left_out("pl", &examples, 400);
}

/// Every class the filter names: each word Morfologik (sjp.pl's own tagged data) marks as an
/// abbreviation only is out, as much as each SGJP marks so; and every declined form of an
/// abbreviation written without a stop.
#[test]
fn polish_abbreviations_are_out_by_either_dictionary() {
    let decisions = filtered_words::decisions("pl");
    let by = |source: &str, tag: &str| -> Vec<String> {
        decisions
            .iter()
            .filter(|d| d.removed && d.evidence.split("; ").all(|e| e.starts_with(source)))
            .filter(|d| d.evidence.contains(tag))
            .map(|d| d.word.clone())
            .collect()
    };
    let morfologik_only = by("Morfologik", "brev:pun");
    let sgjp_only = by("SGJP", "brev");
    assert!(morfologik_only.len() >= 100, "{morfologik_only:?}");
    assert!(sgjp_only.len() >= 10, "{sgjp_only:?}");
    let declined: Vec<String> = decisions
        .iter()
        .filter(|d| d.removed && !d.evidence.contains("brev"))
        .map(|d| d.word.clone())
        .collect();
    assert!(declined.len() >= 50, "{declined:?}");
    let pl = bundled("pl");
    for words in [&morfologik_only, &sgjp_only, &declined] {
        assert_eq!(
            present(&pl, words.iter().map(String::as_str)),
            Vec::<&str>::new()
        );
    }
}

/// The same texts exclude abbreviations, not the words spelt like one: `im` (a pronoun, and
/// `im.`, imienia), `ok` (oczu: ok; and `ok.`, około), `sob` (soba's genitive plural), `ez`
/// (a form of `eza`), `ul` (a beehive; `ul.` ulica takes a stop), `cal` (an inch, beside
/// `cal` the calorie), `jon` (an ion), `aa` (an interjection), `tab`, `pon`, `min`.
#[test]
fn polish_words_spelt_like_an_abbreviation_stay() {
    let examples = [
        "im", "ok", "sob", "ez", "ul", "cal", "jon", "aa", "tab", "pon", "min", "por", "dom",
        "sen", "drze",
    ];
    assert_kept("pl", &examples, 50);
}

/// WordCap: "Proper nouns, abbreviations, prefixes, suffixes and the words with an apostrophe
/// or a hyphen are excluded." The English default (ENABLE, a word-game list) is also the
/// English club game's: none of the words SCOWL files only as abbreviations is in it, nor
/// SCOWL's letter plurals and other words no word game takes (`fs`, `bs`, `ts`, `js`, `ps`,
/// `ms`) or its Australian `uey`.
#[test]
fn english_default_leaves_out_abbreviations() {
    let examples = [
        "etc", "approx", "abbr", "kg", "km", "mph", "assoc", "ibid", "jr", "inc", "fs", "bs", "ts",
        "js", "ps", "ms", "uey",
    ];
    let en = bundled("en");
    assert_eq!(present(&en, examples), Vec::<&str>::new());
    let scowl_only = decided("en-scowl", true, 400);
    assert_eq!(
        present(&en, scowl_only.iter().map(String::as_str)),
        Vec::<&str>::new()
    );
    assert_left_out("en-scowl", &examples[..9], 400);
}

/// The default's two-letter words are the word-game list's: every one of them is a word of
/// SCOWL's too (`aa` lava, `oe`, `xu`, `qat`'s neighbours), and of SCOWL's two-letter words
/// every one the default lacks is one no word-game list takes.
#[test]
fn english_default_holds_the_two_letter_words_of_club_play() {
    let en = bundled("en");
    let scowl = bundled("en-scowl");
    let club = [
        "aa", "ab", "ad", "ae", "ag", "ah", "ai", "al", "am", "an", "ar", "as", "at", "aw", "ax",
        "ay", "ba", "be", "bi", "bo", "by", "de", "do", "ed", "ef", "eh", "el", "em", "en", "er",
        "es", "et", "ex", "fa", "go", "ha", "he", "hi", "hm", "ho", "id", "if", "in", "is", "it",
        "jo", "ka", "la", "li", "lo", "ma", "me", "mi", "mm", "mo", "mu", "my", "na", "ne", "no",
        "nu", "od", "oe", "of", "oh", "om", "on", "op", "or", "os", "ow", "ox", "oy", "pa", "pe",
        "pi", "re", "sh", "si", "so", "ta", "ti", "to", "uh", "um", "un", "up", "us", "ut", "we",
        "wo", "xi", "xu", "ya", "ye", "yo",
    ];
    assert_eq!(missing(&en, club), Vec::<&str>::new());
    let mut two: Vec<String> = Vec::new();
    for a in 'a'..='z' {
        for b in 'a'..='z' {
            two.push(format!("{a}{b}"));
        }
    }
    let in_default: Vec<&str> = two
        .iter()
        .map(String::as_str)
        .filter(|w| en.contains_str(w))
        .collect();
    assert_eq!(in_default, club);
    assert_eq!(present(&scowl, ["fs", "bs", "ts", "js"]).len(), 4);
}

/// Real words of word games stay in the SCOWL list though SCOWL files them as abbreviations:
/// `aa` (lava) and `el` as played in recorded games (`../shared/gcg`), `cum`, and SCOWL's own
/// homographs `ed`, `inc`, `op`.
#[test]
fn english_words_spelt_like_an_abbreviation_stay() {
    let examples = [
        "aa", "ab", "el", "li", "oe", "cum", "bro", "ed", "inc", "op",
    ];
    assert_kept("en-scowl", &examples, 100);
    let en = bundled("en");
    assert_eq!(
        missing(
            &en,
            ["aa", "ab", "el", "li", "oe", "cum", "bro", "ed", "op"]
        ),
        Vec::<&str>::new()
    );
}

/// The English club game and English WordCap check ENABLE unless the table picks another
/// list; SCOWL's stays a moderator's choice by name.
#[test]
fn english_games_check_the_word_game_list_by_default() {
    assert_eq!(GameOptions::new(VariantId::English).dictionary_name(), "en");
    let scowl = BundledDict::named("en-scowl").expect("en-scowl is bundled");
    assert_eq!((scowl.language, scowl.default), (Language::English, false));
    assert_eq!(language_of("en-scowl"), Some(Language::English));
}

/// Every word a filter removed or kept names the source that decided it (no hand-made list).
#[test]
fn every_decision_names_its_source() {
    for (name, sources) in [
        ("pl", &["SGJP", "Morfologik", "hunspell-pl"][..]),
        ("en-scowl", &["SCOWL", "Letterpress"][..]),
        ("de", &["Wiktionary", "wordfreq", "Letterbox"][..]),
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

/// Letterbox allows "Ausrufe- und Empfindungswörter (Interjektionen): hüh, oh, hihi, pfui,
/// muh", "Zusammengezogene Wörter: fürs, vors, ans, überm", "Produkt- & Firmennamen: Esso,
/// Maggi", Greek letters "alpha, chi, mys", "XBeine (statt X-Beine)" and common compounds
/// "Schneckenhaus, Birnensaft, Pfeffermühle, hellblau, zufaxen": igerman98 lacks many, the
/// German Wiktionary's entries and forms and the words of German text that hunspell-de's
/// compound rules accept bring them in. Every word the build added is in the list.
#[test]
fn letterbox_list_admits_what_its_rules_allow() {
    let de = bundled("de");
    let examples = [
        "oh",
        "hihi",
        "pfui",
        "muh",
        "fürs",
        "vors",
        "ans",
        "überm",
        "hinterm",
        "esso",
        "maggi",
        "alpha",
        "chi",
        "mys",
        "xbeine",
        "schneckenhaus",
        "birnensaft",
        "pfeffermühle",
        "hellblau",
        "zufaxen",
        "zufaxte",
    ];
    assert_eq!(missing(&de, examples), Vec::<&str>::new());
    let added = decided_added("de", 10_000);
    assert_eq!(
        missing(&de, added.iter().map(String::as_str)),
        Vec::<&str>::new()
    );
    for source in ["Wiktionary", "wordfreq, hunspell-de"] {
        let count = filtered_words::decisions("de")
            .iter()
            .filter(|d| d.added && d.evidence == source)
            .count();
        assert!(count >= 100, "{source}: {count}");
    }
}

/// The same text: compounds "nicht gebräuchlich oder nicht allgemein verständlich" are not
/// to be used ("Würmervilla, Gedächtnisvogel, dunkelweiß"), an affix alone is no word ("un-,
/// -heit, anti-, ent-"), and "ß ist ein eigenständiger Buchstabe und wird nicht als ss
/// geschrieben": no Swiss `strasse` beside `straße`, none of the ss spellings the build left
/// out.
#[test]
fn letterbox_list_leaves_out_made_up_compounds_and_ss_for_eszett() {
    let examples = [
        "würmervilla",
        "gedächtnisvogel",
        "dunkelweiß",
        "heit",
        "ent",
        "strasse",
        "fussball",
        "gross",
    ];
    assert_left_out("de", &examples, 50);
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
