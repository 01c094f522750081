//! The word lists the bot checks words against, loaded once at start-up.

use crate::lexicon::{Language, Lexicon, WordList};
use crate::table::Dictionaries;

/// The loaded lexicons, one per language the bot plays.
pub struct Lexicons {
    polish: Lexicon,
}

impl Lexicons {
    /// Load the bundled lexicons (from `PLANSZA_DICTS` or `dicts/`).
    pub fn load() -> anyhow::Result<Lexicons> {
        let polish = Lexicon::bundled(Language::Polish)?;
        Ok(Lexicons { polish })
    }
}

/// A word list that knows no word (for languages not loaded yet).
struct NoWords;

impl WordList for NoWords {
    fn contains(&self, _word: &[crate::lexicon::Letter]) -> bool {
        false
    }
}

static NO_WORDS: NoWords = NoWords;

impl Dictionaries for Lexicons {
    fn words(&self, language: Language) -> &dyn WordList {
        match language {
            Language::Polish => &self.polish,
            _ => &NO_WORDS,
        }
    }
}
