//! A game's own name in a language, from the name the code keeps it under: `literaki` is
//! shown as "Literaki", `erudit` as "Эрудит", `english` as "English Scrabble" (in Polish
//! "Scrabble po angielsku"), and WordCap's per-language ratings (`wordcap-pl`) as
//! "WordCap (Polish)". The catalogs hold the names (`game-name-<name>`), so no internal
//! name reaches a player.

use super::{has, tr, tr_args, Locale};

/// The name `name` (a variant's, `wordcap`, or a rating's such as `wordcap-pl`) shows in
/// `locale`; a name the catalogs do not know is shown as it is.
pub fn game_name(locale: Locale, name: &str) -> String {
    let key = format!("game-name-{name}");
    if has(&key) {
        return tr(locale, &key);
    }
    if let Some(language) = name.strip_prefix("wordcap-") {
        let language_key = format!("language-{language}");
        if has(&language_key) {
            let language = tr(locale, &language_key);
            return tr_args(
                locale,
                "game-name-wordcap-in",
                &[("language", language.into())],
            );
        }
    }
    name.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_own_name_in_every_language() {
        let names = crate::rules::VariantId::ALL
            .iter()
            .map(|v| v.name().to_string())
            .chain(["wordcap".to_string()])
            .chain(["en", "pl", "de", "ru"].map(|l| format!("wordcap-{l}")));
        for name in names {
            for locale in Locale::ALL {
                let shown = game_name(locale, &name);
                assert_ne!(
                    shown, name,
                    "{locale}: {name} is shown by its internal name"
                );
                assert!(!shown.contains('{'), "{locale}: {shown}");
            }
        }
        assert_eq!(game_name(Locale::Russian, "erudit"), "Эрудит");
        assert_eq!(
            game_name(Locale::Polish, "wordcap-de"),
            "WordCap (niemiecki)"
        );
        assert_eq!(game_name(Locale::English, "no-such-game"), "no-such-game");
    }
}
