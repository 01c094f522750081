//! The pages' HTML, written by askama templates (`src/web/templates`), and the texts a page
//! shows, in the game's language from the same catalogs as Discord and the terminal. A page
//! puts names, words and texts in with `textContent` only: nothing a player typed is ever
//! read as markup.

use std::collections::BTreeMap;

use askama::Template;

use crate::i18n::Locale;
use crate::table::Msg;

/// The page of a game: played in the browser (with the secret its requests carry) or
/// watched (without one).
#[derive(Template)]
#[template(path = "game.html")]
pub struct GamePage {
    /// The page's language (`en`, `pl`, `de`, `ru`).
    pub lang: &'static str,
    /// Its title.
    pub title: String,
    /// The secret its requests carry (empty: a public page).
    pub token: String,
    /// Where its data is read (`/api` for a game played here, `/watch/{place}`).
    pub api: String,
}

/// The HTML language of a catalog locale.
pub fn html_lang(locale: &str) -> &'static str {
    match Locale::from_discord(locale) {
        Locale::Polish => "pl",
        Locale::German => "de",
        Locale::Russian => "ru",
        Locale::English => "en",
    }
}

/// Stands in a text for a name the page fills in (as text).
pub const NAME_MARK: &str = "\u{1}";

/// The texts a game's page shows, by key, in `locale`.
pub fn texts(locale: &str) -> BTreeMap<&'static str, String> {
    const KEYS: &[&str] = &[
        "web-title",
        "web-play",
        "web-pass",
        "web-exchange",
        "web-exchange-pick",
        "web-resign",
        "web-resign-sure",
        "web-recall",
        "web-sort",
        "web-hint",
        "web-accept",
        "web-check",
        "web-undo",
        "web-agree",
        "web-refuse",
        "web-bag",
        "web-unseen",
        "web-moves",
        "web-window-left",
        "web-blank-letter",
        "web-over",
        "web-typing",
        "web-lost",
        "web-move-played",
        "web-move-rejected",
        "web-move-exchanged",
        "web-move-passed",
        "web-move-skipped",
        "web-move-resigned",
        "web-move-rack-exchanged",
        "web-move-board-cleared",
        "web-move-new-letters",
        "web-err-no-game",
    ];
    const NAMED: &[&str] = &["web-hand-over", "web-i-am", "web-waiting", "web-your-turn"];
    let mut texts: BTreeMap<&'static str, String> = KEYS
        .iter()
        .map(|&key| (key, super::door::plain(locale, &Msg::new(key))))
        .collect();
    for &key in NAMED {
        let msg = Msg::new(key).s("name", NAME_MARK);
        texts.insert(key, super::door::plain(locale, &msg));
    }
    let labels = crate::table::ending::board_labels(Locale::from_discord(locale));
    texts.insert("label-dw", labels.double_word);
    texts.insert("label-tw", labels.triple_word);
    texts.insert("label-dl", labels.double_letter);
    texts.insert("label-tl", labels.triple_letter);
    texts.insert("label-quad", labels.quad_word);
    texts.insert("label-exchange", labels.exchange);
    texts.insert("label-clearing", labels.clearing);
    texts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_of_the_page_is_written_in_every_language() {
        for locale in ["en-US", "pl", "de", "ru"] {
            for (key, text) in texts(locale) {
                assert!(!text.trim().is_empty(), "{locale}: {key} is empty");
                assert!(!text.contains("web-"), "{locale}: {key} is missing: {text}");
            }
        }
        let en = texts("en-US");
        let pl = texts("pl");
        assert_ne!(en["web-pass"], pl["web-pass"], "Polish has its own words");
        assert!(en["web-hand-over"].contains(NAME_MARK));
    }

    #[test]
    fn the_page_escapes_what_it_is_given() {
        let page = GamePage {
            lang: "en",
            title: "<script>x</script>".into(),
            token: "\"><img src=x>".into(),
            api: "/api".into(),
        };
        let html = page.render().expect("the page");
        assert!(!html.contains("<script>x"), "{html}");
        assert!(html.contains("&#60;script&#62;x"), "{html}");
        assert!(!html.contains("<img src=x>"), "{html}");
    }
}
