//! Words people type (`/suggest`, `/suggestions accept`): read in their language's spelling,
//! or refused with the reason in the catalog's words.

use super::localize;
use crate::lexicon::{filter_word, DropReason, Language, Letter, MAX_WORD_LEN, MIN_WORD_LEN};
use crate::table::Msg;

/// A typed word in its language's spelling: lowercase, read by the language's word rules
/// (German leaves hyphens out), Ё as Е. On failure, the catalog key of the reason.
pub fn normalize(language: Language, word: &str) -> Result<String, &'static str> {
    let alphabet = language.alphabet();
    match filter_word(alphabet, &word.trim().to_lowercase()) {
        Ok(codes) => {
            let letters: Vec<Letter> = codes.into_iter().map(Letter).collect();
            Ok(alphabet.decode(&letters))
        }
        Err(DropReason::Empty) => Err("suggest-err-empty"),
        Err(DropReason::TooShort | DropReason::TooLong) => Err("suggest-err-length"),
        Err(_) => Err("suggest-err-letters"),
    }
}

/// The message for a word that cannot be normalized.
pub fn refusal(l: &str, reason: &'static str, typed: &str, language: Language) -> String {
    localize(
        l,
        &Msg::new(reason)
            .s("word", typed.trim())
            .s("dictionary", language.code())
            .n("min", MIN_WORD_LEN as i64)
            .n("max", MAX_WORD_LEN as i64),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;

    #[test]
    fn typed_words_follow_the_language_rules() {
        assert_eq!(
            normalize(Language::German, " X-Beine ").as_deref(),
            Ok("xbeine")
        );
        assert_eq!(
            normalize(Language::German, "STRASSE").as_deref(),
            Ok("strasse")
        );
        assert_eq!(normalize(Language::German, "Größe").as_deref(), Ok("größe"));
        assert_eq!(normalize(Language::Polish, "ŻÓŁW").as_deref(), Ok("żółw"));
        assert_eq!(normalize(Language::Russian, "Ёж").as_deref(), Ok("еж"));
        assert_eq!(normalize(Language::English, "Quiz").as_deref(), Ok("quiz"));
    }

    #[test]
    fn words_the_language_cannot_spell_are_refused() {
        assert_eq!(normalize(Language::German, "  "), Err("suggest-err-empty"));
        assert_eq!(
            normalize(Language::Polish, "quiz"),
            Err("suggest-err-letters")
        );
        assert_eq!(
            normalize(Language::Polish, "Ping-pong"),
            Err("suggest-err-letters")
        );
        assert_eq!(
            normalize(Language::English, "café"),
            Err("suggest-err-letters")
        );
        assert_eq!(
            normalize(Language::Russian, "cat"),
            Err("suggest-err-letters")
        );
        assert_eq!(
            normalize(Language::German, "-heit"),
            Err("suggest-err-letters")
        );
        assert_eq!(
            normalize(Language::German, "a2b"),
            Err("suggest-err-letters")
        );
        assert_eq!(normalize(Language::German, "a"), Err("suggest-err-length"));
        let long = "a".repeat(MAX_WORD_LEN + 1);
        assert_eq!(
            normalize(Language::German, &long),
            Err("suggest-err-length")
        );
        for locale in Locale::ALL {
            let text = refusal(locale.code(), "suggest-err-length", "a", Language::German);
            assert!(text.contains("15"), "{locale}: {text}");
        }
    }

    /// A word carrying a direction control (pasted from right-to-left text) is not a word
    /// of any alphabet: refused, never stored with the control inside.
    #[test]
    fn a_word_with_a_direction_control_is_refused() {
        for control in ['\u{202E}', '\u{200F}', '\u{2066}'] {
            let typed = format!("żó{control}łw");
            assert_eq!(
                normalize(Language::Polish, &typed),
                Err("suggest-err-letters"),
                "{typed:?}"
            );
        }
        assert_eq!(
            normalize(Language::Polish, " ŻÓŁW\t").as_deref(),
            Ok("żółw")
        );
    }
}
