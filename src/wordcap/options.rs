//! What a table chooses at setup: the language, the turn limit ("There are 30 turns in a
//! game") and how many times each player may Sort ("three times during the game").

use crate::lexicon::Language;
use serde::{Deserialize, Serialize};

/// The text's turn limit.
pub const DEFAULT_TURNS: u32 = 30;

/// The text's Sort limit per player.
pub const DEFAULT_SORTS: u8 = 3;

/// The word list WordCap checks German words against when the table names none: German
/// without names and abbreviations ("Proper nouns, abbreviations ... are excluded"), not
/// Letterbox's `de`, which allows both.
pub const GERMAN_DICTIONARY: &str = "de-strict";

/// How the game's turns are counted ("There are 30 turns in a game").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnLimit {
    /// Every player's turn counts towards one total: the game ends after this many turns in
    /// all (the default, 30: "The number of turns left for the game to be over is displayed
    /// under the letter board", one counter for the game).
    InAll(u32),
    /// Each active player has this many turns; the game ends when every active player has
    /// used them.
    PerPlayer(u32),
}

impl Default for TurnLimit {
    fn default() -> TurnLimit {
        TurnLimit::InAll(DEFAULT_TURNS)
    }
}

impl TurnLimit {
    /// The number in the limit.
    pub fn count(self) -> u32 {
        match self {
            TurnLimit::InAll(n) | TurnLimit::PerPlayer(n) => n,
        }
    }
}

/// A game's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WordCapOptions {
    /// The letters' language (and the dictionary's).
    pub language: Language,
    /// How many turns the game lasts.
    pub turn_limit: TurnLimit,
    /// How many times each player may Sort in a game.
    pub sorts: u8,
}

impl WordCapOptions {
    /// The text's settings (30 turns in all, 3 Sorts per player) in a language.
    pub fn new(language: Language) -> WordCapOptions {
        WordCapOptions {
            language,
            turn_limit: TurnLimit::default(),
            sorts: DEFAULT_SORTS,
        }
    }

    /// The name of the bundled word list the game checks words against unless the table
    /// picks another: the language's own (`pl`, `en`, `ru`), for German [`GERMAN_DICTIONARY`].
    pub fn default_dictionary(&self) -> &'static str {
        match self.language {
            Language::German => GERMAN_DICTIONARY,
            other => other.code(),
        }
    }
}

impl Default for WordCapOptions {
    /// The text's settings in English.
    fn default() -> WordCapOptions {
        WordCapOptions::new(Language::English)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn german_checks_against_the_list_without_names_and_abbreviations() {
        assert_eq!(
            WordCapOptions::new(Language::German).default_dictionary(),
            "de-strict"
        );
        for language in [Language::Polish, Language::English, Language::Russian] {
            assert_eq!(
                WordCapOptions::new(language).default_dictionary(),
                language.code()
            );
        }
    }
}
