//! The languages plansza speaks, and how Discord's locale codes map onto them.
//!
//! Adding a language: write `locales/<code>/main.ftl` with every key, then add an arm to
//! [`Locale`] and to each `match` below (the compiler lists them) and to [`Locale::ALL`].

use unic_langid::{langid, LanguageIdentifier};

/// A language with a catalog. Serialised as its [code](Locale::code): `"en"`, `"pl"`,
/// `"de"`, `"ru"`.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Locale {
    /// English, the fallback for every other language.
    #[default]
    #[serde(rename = "en")]
    English,
    /// Polish.
    #[serde(rename = "pl")]
    Polish,
    /// German.
    #[serde(rename = "de")]
    German,
    /// Russian.
    #[serde(rename = "ru")]
    Russian,
}

impl Locale {
    /// Every language with a catalog.
    pub const ALL: [Locale; 4] = [
        Locale::English,
        Locale::Polish,
        Locale::German,
        Locale::Russian,
    ];

    /// The language Discord users with this locale code see; English for codes we do not
    /// have (`pl` -> Polish, `en-US`, `en-GB`, `fr`, ... -> English). Case-insensitive.
    pub fn from_discord(code: &str) -> Locale {
        let primary = code.trim().split(['-', '_']).next().unwrap_or_default();
        match primary.to_ascii_lowercase().as_str() {
            "pl" => Locale::Polish,
            "de" => Locale::German,
            "ru" => Locale::Russian,
            _ => Locale::English,
        }
    }

    /// The language with this short code (`"en"`, `"pl"`, as [`Locale::code`] gives it),
    /// e.g. from a stored setting; `None` for a code we have no catalog for.
    pub fn from_code(code: &str) -> Option<Locale> {
        Locale::ALL
            .into_iter()
            .find(|locale| locale.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The short code of the language, as in the folder `locales/<code>/`.
    pub fn code(self) -> &'static str {
        match self {
            Locale::English => "en",
            Locale::Polish => "pl",
            Locale::German => "de",
            Locale::Russian => "ru",
        }
    }

    /// The Discord locale codes that should get this language in slash command
    /// localizations (`name_localized` / `description_localized`).
    pub fn discord_codes(self) -> &'static [&'static str] {
        match self {
            Locale::English => &["en-US", "en-GB"],
            Locale::Polish => &["pl"],
            Locale::German => &["de"],
            Locale::Russian => &["ru"],
        }
    }

    /// The language's own name, for menus.
    pub fn native_name(self) -> &'static str {
        match self {
            Locale::English => "English",
            Locale::Polish => "polski",
            Locale::German => "Deutsch",
            Locale::Russian => "русский",
        }
    }

    /// The Unicode language identifier (used for plural rules).
    pub(crate) fn langid(self) -> LanguageIdentifier {
        match self {
            Locale::English => langid!("en"),
            Locale::Polish => langid!("pl"),
            Locale::German => langid!("de"),
            Locale::Russian => langid!("ru"),
        }
    }

    /// The Fluent source of this language's catalog, embedded in the binary.
    pub(crate) fn source(self) -> &'static str {
        match self {
            Locale::English => include_str!("../../locales/en/main.ftl"),
            Locale::Polish => include_str!("../../locales/pl/main.ftl"),
            Locale::German => include_str!("../../locales/de/main.ftl"),
            Locale::Russian => include_str!("../../locales/ru/main.ftl"),
        }
    }
}

impl std::fmt::Display for Locale {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_codes_map_to_our_languages() {
        assert_eq!(Locale::from_discord("pl"), Locale::Polish);
        assert_eq!(Locale::from_discord("PL"), Locale::Polish);
        assert_eq!(Locale::from_discord("pl-PL"), Locale::Polish);
        assert_eq!(Locale::from_discord("en-US"), Locale::English);
        assert_eq!(Locale::from_discord("en-GB"), Locale::English);
        assert_eq!(Locale::from_discord("de"), Locale::German);
        assert_eq!(Locale::from_discord("ru"), Locale::Russian);
        for unknown in ["fr", "pt-BR", "zh-CN", "", "  ", "-", "plx"] {
            assert_eq!(
                Locale::from_discord(unknown),
                Locale::English,
                "{unknown:?}"
            );
        }
    }

    #[test]
    fn every_language_claims_its_own_discord_codes() {
        for locale in Locale::ALL {
            assert!(!locale.discord_codes().is_empty());
            for code in locale.discord_codes() {
                assert_eq!(Locale::from_discord(code), locale, "{code}");
            }
            assert_eq!(locale.langid().language.as_str(), locale.code());
            assert_eq!(Locale::from_code(locale.code()), Some(locale));
        }
        assert_eq!(Locale::from_code("PL"), Some(Locale::Polish));
        assert_eq!(Locale::from_code("xx"), None);
    }

    #[test]
    fn locales_serialise_as_their_codes() -> Result<(), serde_json::Error> {
        assert_eq!(serde_json::to_string(&Locale::Polish)?, r#""pl""#);
        assert_eq!(serde_json::from_str::<Locale>(r#""en""#)?, Locale::English);
        assert!(serde_json::from_str::<Locale>(r#""xx""#).is_err());
        Ok(())
    }
}
