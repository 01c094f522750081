//! Tests of the catalogs: same keys everywhere, every message formats, fallbacks work,
//! and the texts fit Discord's limits.

use std::collections::BTreeSet;

use super::*;

/// The message keys defined in `locale`'s own catalog, in file order: every line that
/// starts (in the first column) with an identifier followed by `=`.
fn keys(locale: Locale) -> Vec<&'static str> {
    locale
        .source()
        .lines()
        .filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let mut chars = id.chars();
            let starts_well = chars.next().is_some_and(|c| c.is_ascii_alphabetic());
            let rest_ok = chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            (starts_well && rest_ok).then_some(id)
        })
        .collect()
}

/// Whether `locale`'s own catalog (without fallback) has a message `key` with a value.
fn has_own(locale: Locale, key: &str) -> bool {
    bundle_in(&CATALOGS, locale)
        .and_then(|bundle| bundle.get_message(key))
        .is_some_and(|message| message.value().is_some())
}

/// Values for every placeholder any message uses; a message using a name not listed here
/// fails [`every_message_formats_cleanly_with_plausible_args`].
fn plausible_args(count: i64) -> Vec<(&'static str, ArgValue)> {
    vec![
        ("player", "Ola".into()),
        ("word", "ŻÓŁW".into()),
        ("points", count.into()),
        ("count", count.into()),
        ("name", "Ola".into()),
        ("names", "Ola, Jan".into()),
        ("creator", "Ola".into()),
        ("words", "ŻÓŁW, WY".into()),
        ("moves", "`8H ŻÓŁW` (24), `H8 WY` (5)".into()),
        ("variant", "Literaki".into()),
        ("level", "strong".into()),
        ("language", "Polish".into()),
        ("letter", "Ż".into()),
        ("square", "H8".into()),
        ("score", count.into()),
        ("min", count.into()),
        ("max", count.into()),
        ("bag", count.into()),
        ("seconds", count.into()),
        ("rank", count.into()),
        ("adjustment", count.into()),
        ("needed", count.into()),
        ("left", count.into()),
        ("limit", count.into()),
        ("move", count.into()),
        ("dictionary", "ru-full".into()),
        ("rule", "void".into()),
        ("agreed", count.into()),
        ("players", count.into()),
        ("cells", "A1 B2 C2".into()),
        ("cell", "B3".into()),
        ("letters", count.into()),
        ("bonus", count.into()),
        ("turns", count.into()),
        ("sorts", count.into()),
        ("text", "x9".into()),
        ("from", "A1".into()),
        ("to", "C3".into()),
        ("first", "A1-B2".into()),
        ("second", "B1-A2".into()),
        ("paths", "`A1 B2`, `C3 B2`".into()),
        ("free", count.into()),
        ("missing", count.into()),
        ("turn", count.into()),
        ("direction", "across".into()),
        ("best", "down".into()),
        ("best-place", "H8".into()),
        ("best-word", "ŻÓŁW".into()),
        ("best-score", count.into()),
        ("played", "exchange".into()),
        ("played-place", "8H".into()),
        ("played-word", "ĄĘ".into()),
        ("played-score", count.into()),
        ("played-move", "8H ŻÓŁW".into()),
        ("best-move", "H8 ŻÓŁW".into()),
        ("lost", "12,5".into()),
        ("lost-tenths", count.into()),
        ("games", count.into()),
        ("wins", count.into()),
        ("losses", count.into()),
        ("draws", count.into()),
        ("game", "12,5".into()),
        ("rating", (1500 + count).into()),
        ("deviation", count.into()),
        ("page", count.into()),
        ("pages", count.into()),
        ("deadline", "<t:1700000000:R>".into()),
        ("rack", "A B C".into()),
        ("ranks", count.into()),
        ("why", "the first move covers the centre".into()),
        ("current", count.into()),
        ("longest", count.into()),
        ("hour", count.into()),
        ("channel", "<#1>".into()),
        ("round", count.into()),
        ("rounds", count.into()),
        ("organiser", "Ola".into()),
        ("place", count.into()),
        ("spread", "+50".into()),
        ("author", "Jan".into()),
        ("before", 1500.into()),
        ("after", 1562.into()),
        ("change", "+62".into()),
        ("file", "game.db".into()),
        ("url", "http://127.0.0.1:8765/?t=0123abcd".into()),
        ("id", count.into()),
        ("kind", "across".into()),
        ("number", count.into()),
        ("total", count.into()),
    ]
}

/// Every key the coordinator asked for.
const REQUIRED: &[&str] = &[
    "btn-join",
    "btn-start",
    "btn-accept",
    "btn-check",
    "btn-undo",
    "btn-agree",
    "btn-refuse",
    "btn-my-rack",
    "btn-add-ai",
    "cmd-game",
    "cmd-game-desc",
    "cmd-game-new-desc",
    "cmd-game-end-desc",
    "cmd-play-desc",
    "opt-move-desc",
    "cmd-exchange-desc",
    "opt-tiles-desc",
    "cmd-pass-desc",
    "cmd-resign-desc",
    "cmd-rack-desc",
    "cmd-config-desc",
    "opt-variant-desc",
    "opt-move-time-desc",
    "cmd-help-desc",
    "help-text",
];

fn catalog_from(locale: Locale, source: &str) -> Catalog {
    build(locale, source)
}

#[test]
fn every_catalog_parses_without_errors() {
    for locale in Locale::ALL {
        let parsed = FluentResource::try_new(locale.source().to_owned());
        assert!(
            parsed.is_ok(),
            "{locale}: {:?}",
            parsed.err().map(|(_, e)| e)
        );
        let mut bundle = FluentBundle::new_concurrent(vec![locale.langid()]);
        if let Ok(resource) = parsed {
            assert!(
                bundle.add_resource(resource).is_ok(),
                "{locale}: a key is defined twice"
            );
        }
    }
}

#[test]
fn every_language_has_the_same_keys() {
    let english: BTreeSet<&str> = keys(Locale::English).into_iter().collect();
    assert!(english.len() >= REQUIRED.len());
    for locale in Locale::ALL {
        let own: BTreeSet<&str> = keys(locale).into_iter().collect();
        let missing: Vec<_> = english.difference(&own).collect();
        let extra: Vec<_> = own.difference(&english).collect();
        assert!(missing.is_empty(), "{locale} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{locale} has keys English lacks: {extra:?}"
        );
        for key in &own {
            assert!(has_own(locale, key), "{locale}: {key} has no value");
        }
    }
}

#[test]
fn the_required_keys_exist() {
    for locale in Locale::ALL {
        for key in REQUIRED {
            assert!(has_own(locale, key), "{locale} lacks {key}");
        }
    }
}

#[test]
fn every_message_formats_cleanly_with_plausible_args() {
    for locale in Locale::ALL {
        for key in keys(locale) {
            for count in [0, 1, 2, 3, 5, 12, 22, 101] {
                let mut errors = Vec::new();
                let text = format_in(&CATALOGS, locale, key, &plausible_args(count), &mut errors);
                assert!(errors.is_empty(), "{locale} {key} ({count}): {errors:?}");
                let text = text.unwrap_or_default();
                assert!(!text.trim().is_empty(), "{locale} {key} is empty");
                assert!(
                    !text.contains(['\u{2068}', '\u{2069}']),
                    "{locale} {key} has isolation marks"
                );
                assert!(!text.contains("{$"), "{locale} {key}: {text}");
            }
        }
    }
}

#[test]
fn arguments_fill_placeholders_and_pick_plural_forms() {
    let scored = |locale, points: u32| {
        tr_args(
            locale,
            "move-scored",
            &[
                ("player", "Ola".into()),
                ("word", "KOT".into()),
                ("points", points.into()),
            ],
        )
    };
    assert_eq!(scored(Locale::English, 1), "Ola played KOT for 1 point.");
    assert_eq!(scored(Locale::English, 14), "Ola played KOT for 14 points.");
    assert_eq!(scored(Locale::Polish, 1), "Ola układa KOT za 1 punkt.");
    assert_eq!(scored(Locale::Polish, 3), "Ola układa KOT za 3 punkty.");
    assert_eq!(scored(Locale::Polish, 22), "Ola układa KOT za 22 punkty.");
    assert_eq!(scored(Locale::Polish, 5), "Ola układa KOT za 5 punktów.");
    assert_eq!(scored(Locale::Polish, 12), "Ola układa KOT za 12 punktów.");
    assert_eq!(
        tr_args(Locale::Polish, "exchanges-left", &[("count", 0.into())]),
        "Nie masz już wymian."
    );
}

#[test]
fn a_key_missing_in_one_language_falls_back_to_english() {
    let catalogs = vec![
        catalog_from(Locale::English, "only-en = Hello { $name }\nboth = Hi\n"),
        catalog_from(Locale::Polish, "both = Cześć\n"),
    ];
    let args = [("name", ArgValue::from("Ola"))];
    assert_eq!(
        tr_in(&catalogs, Locale::Polish, "only-en", &args),
        "Hello Ola"
    );
    assert_eq!(tr_in(&catalogs, Locale::Polish, "both", &[]), "Cześć");
}

#[test]
fn a_key_missing_everywhere_comes_back_as_itself() {
    assert_eq!(tr(Locale::Polish, "no-such-key"), "no-such-key");
    assert_eq!(tr(Locale::English, ""), "");
    let broken = vec![catalog_from(Locale::English, "this is { not fluent\n")];
    assert_eq!(tr_in(&broken, Locale::English, "this", &[]), "this");
}

#[test]
fn a_missing_argument_shows_its_name_instead_of_panicking() {
    let text = tr(Locale::English, "turn-of");
    assert!(text.contains("$player"), "{text}");
}

#[test]
fn texts_fit_discord_limits() {
    for locale in Locale::ALL {
        for key in keys(locale) {
            let text = tr(locale, key);
            let chars = text.chars().count();
            if key.ends_with("-desc") {
                assert!((1..=100).contains(&chars), "{locale} {key}: {chars} chars");
            } else if key.starts_with("cmd-") || key.starts_with("opt-") {
                let valid = (1..=32).contains(&chars)
                    && text
                        .chars()
                        .all(|c| c == '-' || c == '_' || c.is_numeric() || c.is_lowercase());
                assert!(
                    valid,
                    "{locale} {key}: {text:?} is not a valid command name"
                );
            } else if key.starts_with("btn-") {
                assert!((1..=80).contains(&chars), "{locale} {key}: {chars} chars");
            } else {
                assert!(chars <= 2000, "{locale} {key}: {chars} chars");
            }
        }
    }
}

#[test]
fn help_uses_the_localized_command_names() {
    for locale in Locale::ALL {
        let help = tr(locale, "help-text");
        let new_game = format!("/{} {}", tr(locale, "cmd-game"), tr(locale, "cmd-game-new"));
        assert!(help.contains(&new_game), "{locale}: {new_game} not in help");
        assert!(help.contains("8H") && help.contains("H8") && help.contains("*a"));
        assert!(help.contains(&tr(locale, "btn-check")), "{locale}");
    }
    assert!(tr(Locale::Polish, "help-text").contains("`/gra nowa`"));
}
