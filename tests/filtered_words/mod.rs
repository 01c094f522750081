//! What the word-list filters of `scripts/build-dicts.sh` decided, as they wrote it to
//! `dicts/filtered/<name>.tsv`: one word a line, `removed` (an abbreviation, or for
//! `de-strict` a name) or `kept` (it is a word in another reading), and the source's evidence.
//! A test file includes it with `mod filtered_words;`.

use std::path::Path;

/// One line of a filter's report.
#[derive(Debug, Clone)]
pub struct Decision {
    /// The word, as the source spells it.
    pub word: String,
    /// Whether the filter took it out of the list.
    pub removed: bool,
    /// What the source says about it.
    pub evidence: String,
}

/// The decisions of the filter for the bundled list `name` (`pl`, `en`, `de-strict`).
pub fn decisions(name: &str) -> Vec<Decision> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("dicts/filtered/{name}.tsv"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(|line| {
            let mut fields = line.split('\t');
            let (word, verdict, evidence) = (fields.next(), fields.next(), fields.next());
            match (word, verdict, evidence) {
                (Some(w), Some(v @ ("removed" | "kept")), Some(e)) => Decision {
                    word: w.to_string(),
                    removed: v == "removed",
                    evidence: e.to_string(),
                },
                _ => panic!("{}: a malformed line: {line}", path.display()),
            }
        })
        .collect()
}

/// The words the filter removed.
pub fn removed(name: &str) -> Vec<String> {
    decisions(name)
        .into_iter()
        .filter(|d| d.removed)
        .map(|d| d.word)
        .collect()
}
