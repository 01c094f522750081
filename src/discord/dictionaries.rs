//! The word lists the bot checks words against, loaded once at start-up from the
//! dictionary folder (`PLANSZA_DICTS`, else `dicts/`). Polish is required (Literaki is the
//! default game); the others are loaded when their file is there.

use crate::lexicon::{bundled_path, Language, Letter, Lexicon, WordList};
use crate::table::Dictionaries;
use std::collections::HashMap;

/// Every known dictionary name and its language.
pub const KNOWN: &[(&str, Language)] = &[
    ("pl", Language::Polish),
    ("en", Language::English),
    ("ru", Language::Russian),
    ("ru-full", Language::Russian),
    ("de", Language::German),
];

/// The loaded lexicons, by name.
pub struct Lexicons {
    by_name: HashMap<String, Lexicon>,
}

/// A word list that knows no word (a dictionary that is not installed).
struct NoWords;

impl WordList for NoWords {
    fn contains(&self, _word: &[Letter]) -> bool {
        false
    }
}

static NO_WORDS: NoWords = NoWords;

impl Lexicons {
    /// Load the bundled lexicons; the Polish one must be there.
    pub fn load() -> anyhow::Result<Lexicons> {
        let mut by_name = HashMap::new();
        let polish = Lexicon::bundled(Language::Polish)?;
        by_name.insert("pl".to_string(), polish);
        let dir = bundled_path(Language::Polish)?
            .parent()
            .map(std::path::Path::to_path_buf)
            .unwrap_or_default();
        for (name, language) in KNOWN.iter().skip(1) {
            let path = dir.join(format!("{name}.lex"));
            if !path.exists() {
                tracing::warn!(
                    dictionary = name,
                    "no word list: games that need it cannot start"
                );
                continue;
            }
            match Lexicon::load(&path) {
                Ok(lex) if lex.language() == *language => {
                    by_name.insert(name.to_string(), lex);
                }
                Ok(_) => tracing::error!(
                    dictionary = name,
                    "a word list of another language; skipped"
                ),
                Err(e) => {
                    tracing::error!(dictionary = name, error = %e, "a word list could not be loaded")
                }
            }
        }
        Ok(Lexicons { by_name })
    }

    /// Whether a dictionary is loaded.
    pub fn has(&self, name: &str) -> bool {
        self.by_name.contains_key(name)
    }
}

impl Dictionaries for Lexicons {
    fn words(&self, name: &str) -> &dyn WordList {
        match self.by_name.get(name) {
            Some(lex) => lex,
            None => &NO_WORDS,
        }
    }
}
