//! The word lists the bot checks words against, loaded once at start-up from the
//! dictionary folder (`PLANSZA_DICTS`, else `dicts/`). Polish is required (Literaki is the
//! default game); the others are loaded when their file is there.

use crate::lexicon::{bundled_path, BundledDict, Language, Letter, Lexicon, WordList, BUNDLED};
use crate::movegen::Dawg;
use crate::table::Dictionaries;
use std::collections::HashMap;

/// The loaded lexicons, by name (each with the automata the move generator walks, read
/// from its file as they were built).
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
    /// Load the bundled lexicons ([`BUNDLED`]); the Polish one must be there, the others are
    /// loaded when their file is.
    pub fn load() -> anyhow::Result<Lexicons> {
        let mut by_name = HashMap::new();
        let polish = Lexicon::bundled(Language::Polish)?;
        by_name.insert(
            BundledDict::default_for(Language::Polish).name.to_string(),
            polish,
        );
        let dir = bundled_path(Language::Polish)?
            .parent()
            .map(std::path::Path::to_path_buf)
            .unwrap_or_default();
        let polish_name = BundledDict::default_for(Language::Polish).name;
        for dict in BUNDLED.iter().filter(|d| d.name != polish_name) {
            let path = dir.join(dict.file_name());
            if !path.exists() {
                tracing::info!(
                    dictionary = dict.name,
                    "no word list: games that need it cannot start"
                );
                continue;
            }
            match Lexicon::load(&path) {
                Ok(lex) if lex.language() == dict.language => {
                    by_name.insert(dict.name.to_string(), lex);
                }
                Ok(_) => tracing::error!(
                    dictionary = dict.name,
                    "a word list of another language; skipped"
                ),
                Err(e) => {
                    tracing::error!(dictionary = dict.name, error = %e, "a word list could not be loaded")
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

    fn dawg(&self, name: &str) -> Option<&Dawg> {
        self.by_name.get(name).map(Lexicon::dawg)
    }
}

/// The word lists one table checks against: the bundled ones, plus, for the table's own
/// dictionary, the words its server accepted (`/suggestions accept`).
pub struct ServerDictionaries {
    lexicons: std::sync::Arc<Lexicons>,
    name: String,
    extra: std::collections::HashSet<Vec<Letter>>,
}

impl ServerDictionaries {
    /// The bundled lists plus `accepted` (words as stored: lowercase, in the language of the
    /// dictionary `name`) for that dictionary. Words the alphabet cannot spell are skipped.
    pub fn new(
        lexicons: std::sync::Arc<Lexicons>,
        name: &str,
        accepted: &[String],
    ) -> ServerDictionaries {
        let alphabet = language_of(name).map(Language::alphabet);
        let extra = accepted
            .iter()
            .filter_map(|w| alphabet.and_then(|a| a.encode(w)))
            .collect();
        ServerDictionaries {
            lexicons,
            name: name.to_string(),
            extra,
        }
    }
}

/// The language of a bundled dictionary name.
pub fn language_of(name: &str) -> Option<Language> {
    BundledDict::named(name).map(|d| d.language)
}

impl WordList for ServerDictionaries {
    fn contains(&self, word: &[Letter]) -> bool {
        self.extra.contains(word) || self.lexicons.words(&self.name).contains(word)
    }
}

impl Dictionaries for ServerDictionaries {
    fn words(&self, name: &str) -> &dyn WordList {
        if name == self.name {
            self
        } else {
            self.lexicons.words(name)
        }
    }

    fn dawg(&self, name: &str) -> Option<&Dawg> {
        self.lexicons.dawg(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepted_words_join_their_dictionary_only() {
        let lexicons = std::sync::Arc::new(Lexicons {
            by_name: HashMap::new(),
        });
        let d = ServerDictionaries::new(lexicons, "de", &["xbeine".to_string(), "1x".into()]);
        let de = Language::German.alphabet();
        let word = |w: &str| de.encode(w).unwrap_or_default();
        assert!(d.words("de").contains(&word("xbeine")));
        assert!(
            !d.words("de").contains(&word("haus")),
            "no bundled list loaded here"
        );
        assert!(!d.words("pl").contains(&word("xbeine")));
    }
}
