//! Finding the lexicons that ship with plansza (`dicts/<name>.lex`) with no settings.
//!
//! [`BUNDLED`] lists them: one default per language (`<code>.lex`, what
//! [`Lexicon::bundled`] loads) and further lists a moderator can pick by name (`ru-full`,
//! `en-scowl`) or a game takes by default (`de-strict`, WordCap in German).

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::{Language, Lexicon, LexiconError};

/// The environment variable naming the folder that holds `<code>.lex` files.
pub const DICTS_ENV: &str = "PLANSZA_DICTS";

/// The `dicts` folder of the source tree plansza was built from.
const MANIFEST_DICTS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/dicts");

/// One word list that ships in `dicts/`: its name (the file is `<name>.lex`), its language
/// and what it holds. `dicts/README.md` says where each comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BundledDict {
    /// The name a moderator picks it by, and the file's stem (`ru-full` is `ru-full.lex`).
    pub name: &'static str,
    /// The language of its words.
    pub language: Language,
    /// Whether it is the language's default ([`Lexicon::bundled`]).
    pub default: bool,
    /// What it holds, in a few words of English.
    pub about: &'static str,
}

/// Every word list that ships with plansza, the defaults first.
pub const BUNDLED: &[BundledDict] = &[
    BundledDict {
        name: "pl",
        language: Language::Polish,
        default: true,
        about: "every Polish word form (sjp.pl)",
    },
    BundledDict {
        name: "en",
        language: Language::English,
        default: true,
        about: "the ENABLE word-game list (public domain), as English club play expects",
    },
    BundledDict {
        name: "ru",
        language: Language::Russian,
        default: true,
        about: "common nouns in the nominative singular (OpenCorpora), as Эрудит plays",
    },
    BundledDict {
        name: "de",
        language: Language::German,
        default: true,
        about: "every German word form, names and abbreviations too (wngerman, hunspell-de)",
    },
    BundledDict {
        name: "ru-full",
        language: Language::Russian,
        default: false,
        about: "every Russian word form (hunspell-ru)",
    },
    BundledDict {
        name: "en-scowl",
        language: Language::English,
        default: false,
        about: "American and British English, every form (SCOWL huge), no abbreviations",
    },
    BundledDict {
        name: "en-us",
        language: Language::English,
        default: false,
        about: "American English only (SCOWL huge), the move generator's fixture list",
    },
    BundledDict {
        name: "de-strict",
        language: Language::German,
        default: false,
        about: "German words without names and abbreviations (hunspell-de, Wiktionary's \
                common nouns), as WordCap plays",
    },
];

impl BundledDict {
    /// The bundled word list of this name (`pl`, `ru-full`, ...), if there is one.
    pub fn named(name: &str) -> Option<&'static BundledDict> {
        BUNDLED.iter().find(|d| d.name == name)
    }

    /// The default word list of a language (`<code>.lex`).
    pub fn default_for(language: Language) -> &'static BundledDict {
        BUNDLED
            .iter()
            .find(|d| d.default && d.language == language)
            .unwrap_or(&BUNDLED[0])
    }

    /// Every bundled word list of a language, the default first.
    pub fn for_language(language: Language) -> impl Iterator<Item = &'static BundledDict> {
        BUNDLED.iter().filter(move |d| d.language == language)
    }

    /// The file name, `<name>.lex`.
    pub fn file_name(&self) -> String {
        format!("{}.lex", self.name)
    }

    /// Where the file is found (see [`Lexicon::bundled`] for the places searched), or which
    /// paths were tried.
    pub fn path(&self) -> Result<PathBuf, LexiconError> {
        let candidates = candidate_paths(
            &self.file_name(),
            std::env::var_os(DICTS_ENV),
            Path::new("dicts"),
            Path::new(MANIFEST_DICTS),
        );
        match candidates.iter().find(|p| p.is_file()) {
            Some(found) => Ok(found.clone()),
            None => Err(LexiconError::NotFound {
                code: self.name,
                tried: candidates,
            }),
        }
    }

    /// Loads the word list, and checks that the file is for its language.
    pub fn load(&self) -> Result<Lexicon, LexiconError> {
        Lexicon::load_language(self.path()?, self.language)
    }
}

impl Lexicon {
    /// Loads the bundled lexicon for a language, and checks it is for that language.
    ///
    /// Looks for `<code>.lex` (`pl.lex`, ...) in the folder named by `PLANSZA_DICTS` if that
    /// is set (and only there: an explicit setting is never second-guessed); otherwise in
    /// `dicts/` under the current directory, then in the `dicts/` folder of the source tree
    /// plansza was built from. So the bot runs from a clean clone with no settings.
    pub fn bundled(language: Language) -> Result<Lexicon, LexiconError> {
        BundledDict::default_for(language).load()
    }

    /// Loads a bundled word list by its name (`ru-full`; a language code names the
    /// default), from the same places as [`Lexicon::bundled`]. `None` if no bundled list
    /// has that name ([`BUNDLED`] lists them).
    ///
    /// ```no_run
    /// use plansza::lexicon::{Language, Lexicon};
    ///
    /// let full = Lexicon::bundled_named("ru-full").expect("a bundled name")?;
    /// assert_eq!(full.language(), Language::Russian);
    /// assert!(full.contains_str("читал"));
    /// # Ok::<(), plansza::lexicon::LexiconError>(())
    /// ```
    pub fn bundled_named(name: &str) -> Option<Result<Lexicon, LexiconError>> {
        BundledDict::named(name).map(BundledDict::load)
    }

    /// Reads and checks a lexicon file that must be for the given language.
    pub fn load_language(
        path: impl AsRef<Path>,
        language: Language,
    ) -> Result<Lexicon, LexiconError> {
        let path = path.as_ref();
        let lexicon = Lexicon::load(path)?;
        if lexicon.language() != language {
            return Err(LexiconError::WrongLanguage {
                expected: language.code(),
                found: lexicon.language().code(),
            }
            .in_file(path));
        }
        Ok(lexicon)
    }
}

/// Where [`Lexicon::bundled`] finds the language's file, or which paths it tried.
pub fn bundled_path(language: Language) -> Result<PathBuf, LexiconError> {
    BundledDict::default_for(language).path()
}

/// The paths to try, in order: the env folder alone if set (and not empty), else the two
/// defaults.
fn candidate_paths(
    file: &str,
    env: Option<OsString>,
    local: &Path,
    manifest: &Path,
) -> Vec<PathBuf> {
    match env.filter(|e| !e.is_empty()) {
        Some(dir) => vec![PathBuf::from(dir).join(file)],
        None => vec![local.join(file), manifest.join(file)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn env_folder_wins_alone() {
        let paths = candidate_paths(
            "pl.lex",
            Some("/srv/dicts".into()),
            Path::new("dicts"),
            Path::new("/src/dicts"),
        );
        assert_eq!(paths, [PathBuf::from("/srv/dicts/pl.lex")]);
    }

    #[test]
    fn without_env_local_then_source_tree() {
        for env in [None, Some(OsString::new())] {
            let paths = candidate_paths("ru.lex", env, Path::new("dicts"), Path::new("/src/dicts"));
            assert_eq!(
                paths,
                [
                    PathBuf::from("dicts/ru.lex"),
                    PathBuf::from("/src/dicts/ru.lex")
                ]
            );
        }
    }

    #[test]
    fn every_language_has_one_default_named_by_its_code() {
        for language in [
            Language::Polish,
            Language::English,
            Language::Russian,
            Language::German,
        ] {
            let defaults: Vec<_> = BUNDLED
                .iter()
                .filter(|d| d.default && d.language == language)
                .collect();
            assert_eq!(defaults.len(), 1, "{language:?}");
            let d = BundledDict::default_for(language);
            assert_eq!((d.name, d.language), (language.code(), language));
            assert_eq!(BundledDict::for_language(language).next(), Some(d));
        }
    }

    #[test]
    fn names_are_unique_and_safe_file_stems() {
        for (i, d) in BUNDLED.iter().enumerate() {
            assert!(
                d.name.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{}",
                d.name
            );
            assert!(d.name.starts_with(d.language.code()), "{}", d.name);
            assert!(BUNDLED[i + 1..].iter().all(|e| e.name != d.name));
        }
        let full = BundledDict::named("ru-full").expect("ru-full is bundled");
        assert_eq!((full.language, full.default), (Language::Russian, false));
        assert_eq!(full.file_name(), "ru-full.lex");
        assert!(BundledDict::named("../pl").is_none());
        assert!(Lexicon::bundled_named("xx-none").is_none());
    }

    #[test]
    fn a_file_for_another_language_is_refused() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("pl.lex");
        let lex = Lexicon::from_words(Language::English, ["cat".to_string()]).expect("build");
        std::fs::write(&path, lex.to_bytes()).expect("write");
        let err = Lexicon::load_language(&path, Language::Polish).expect_err("english file");
        assert!(matches!(
            err.root(),
            LexiconError::WrongLanguage {
                expected: "pl",
                found: "en"
            }
        ));
        assert!(Lexicon::load_language(&path, Language::English).is_ok());
    }

    #[test]
    fn not_found_lists_the_paths_tried() {
        let err = LexiconError::NotFound {
            code: "de",
            tried: vec![PathBuf::from("dicts/de.lex")],
        };
        let text = err.to_string();
        assert!(
            text.contains("dicts/de.lex") && text.contains("PLANSZA_DICTS"),
            "{text}"
        );
    }
}
