//! Finding the lexicon that ships with plansza (`dicts/<code>.lex`) with no settings.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::{Language, Lexicon, LexiconError};

/// The environment variable naming the folder that holds `<code>.lex` files.
pub const DICTS_ENV: &str = "PLANSZA_DICTS";

/// The `dicts` folder of the source tree plansza was built from.
const MANIFEST_DICTS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/dicts");

impl Lexicon {
    /// Loads the bundled lexicon for a language, and checks it is for that language.
    ///
    /// Looks for `<code>.lex` (`pl.lex`, ...) in the folder named by `PLANSZA_DICTS` if that
    /// is set (and only there: an explicit setting is never second-guessed); otherwise in
    /// `dicts/` under the current directory, then in the `dicts/` folder of the source tree
    /// plansza was built from. So the bot runs from a clean clone with no settings.
    pub fn bundled(language: Language) -> Result<Lexicon, LexiconError> {
        Lexicon::load_language(bundled_path(language)?, language)
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
    let candidates = candidate_paths(
        language,
        std::env::var_os(DICTS_ENV),
        Path::new("dicts"),
        Path::new(MANIFEST_DICTS),
    );
    match candidates.iter().find(|p| p.is_file()) {
        Some(found) => Ok(found.clone()),
        None => Err(LexiconError::NotFound {
            code: language.code(),
            tried: candidates,
        }),
    }
}

/// The paths to try, in order: the env folder alone if set (and not empty), else the two
/// defaults.
fn candidate_paths(
    language: Language,
    env: Option<OsString>,
    local: &Path,
    manifest: &Path,
) -> Vec<PathBuf> {
    let file = format!("{}.lex", language.code());
    match env.filter(|e| !e.is_empty()) {
        Some(dir) => vec![PathBuf::from(dir).join(&file)],
        None => vec![local.join(&file), manifest.join(&file)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn env_folder_wins_alone() {
        let paths = candidate_paths(
            Language::Polish,
            Some("/srv/dicts".into()),
            Path::new("dicts"),
            Path::new("/src/dicts"),
        );
        assert_eq!(paths, [PathBuf::from("/srv/dicts/pl.lex")]);
    }

    #[test]
    fn without_env_local_then_source_tree() {
        for env in [None, Some(OsString::new())] {
            let paths = candidate_paths(
                Language::Russian,
                env,
                Path::new("dicts"),
                Path::new("/src/dicts"),
            );
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
