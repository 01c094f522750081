//! The terminal's own wording where the table's texts speak of Discord: its buttons
//! ("press **Join**", "**My rack**"), its direct messages, its slash commands (`/pass`) and
//! options (`hints:true`), its servers and channels. The table says the same things to both
//! drivers; in the terminal each such text is shown in a catalog text of its own
//! (`terminal-<key>`, with the same arguments) that says what to type instead.

use crate::table::Msg;

/// The table's texts that speak of Discord, each with the terminal's own text.
const OWN_WORDING: [(&str, &str); 14] = [
    ("lobby-opened-no-hints", "terminal-lobby-opened-no-hints"),
    ("lobby-title", "terminal-lobby-title"),
    ("lobby-players", "terminal-lobby-players"),
    ("lobby-stake", "terminal-lobby-stake"),
    ("lobby-opt-hints", "terminal-lobby-opt-hints"),
    ("game-started", "terminal-game-started"),
    ("window-help", "terminal-window-help"),
    ("undo-requested", "terminal-undo-requested"),
    ("err-no-hints", "terminal-err-no-hints"),
    (
        "err-exchange-not-offered",
        "terminal-err-exchange-not-offered",
    ),
    ("err-not-in-wordcap", "terminal-err-not-in-wordcap"),
    ("wordcap-how", "terminal-wordcap-how"),
    ("game-points-won", "terminal-game-points-won"),
    ("err-no-game", "terminal-err-no-game"),
];

/// The table's texts that speak of Discord and never reach the terminal, and why.
#[cfg(test)]
const NEVER_IN_THE_TERMINAL: [(&str, &str); 9] = [
    (
        "lobby-opened",
        "the terminal shows the lobby's lines, which say the same",
    ),
    ("dm-closed", "the terminal sends no DM, so none fails"),
    ("remind-answer", "reminders (Effect::Remind) are not shown"),
    ("remind-turn", "reminders (Effect::Remind) are not shown"),
    ("window-help-days", "the terminal opens no game over days"),
    ("lobby-opt-days", "the terminal opens no game over days"),
    ("err-game-running", "the terminal opens one game, once"),
    (
        "err-end-not-allowed",
        "the terminal's `end` is a moderator's",
    ),
    ("err-not-in-thread", "the terminal has no threads"),
];

/// `msg` as the terminal says it: in its own words where the table's speak of Discord.
pub fn in_terminal(msg: &Msg) -> Msg {
    match OWN_WORDING.iter().find(|(key, _)| *key == msg.key) {
        Some((_, own)) => Msg {
            key: own,
            args: msg.args.clone(),
        },
        None => msg.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{has, Locale};
    use std::collections::{BTreeMap, BTreeSet};

    /// Each message of `locale`'s catalog as written (its value and attributes, references
    /// such as `{ btn-join }` unresolved).
    fn catalog(locale: Locale) -> BTreeMap<String, String> {
        let mut messages = BTreeMap::new();
        let mut current: Option<String> = None;
        for line in locale.source().lines() {
            let starts = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
            if starts {
                if let Some((key, value)) = line.split_once('=') {
                    let key = key.trim().to_string();
                    messages.insert(key.clone(), value.to_string());
                    current = Some(key);
                    continue;
                }
            }
            match &current {
                Some(key) if !line.trim().is_empty() && !line.starts_with('#') => {
                    if let Some(text) = messages.get_mut(key) {
                        text.push(' ');
                        text.push_str(line.trim());
                    }
                }
                _ => current = None,
            }
        }
        messages
    }

    /// What in a text written for Discord speaks of Discord itself, in each language: a
    /// button's label, a slash command, an option, DMs, servers, channels, threads.
    fn speaks_discord(locale: Locale, text: &str) -> Option<String> {
        let lower = text
            .to_lowercase()
            .replace("press enter", "")
            .replace("naciśnij enter", "")
            .replace("drücke enter", "")
            .replace("нажмите enter", "");
        let common = ["{ btn-", "/{ cmd-", "{ opt-", "`/", " /", "discord"];
        let own: &[&str] = match locale {
            Locale::English => &[
                "press",
                "click",
                "button",
                " dm",
                "direct message",
                "server",
                "channel",
                "thread",
                "mention",
            ],
            Locale::Polish => &[
                "naciśnij",
                "kliknij",
                "klikną",
                "przycisk",
                "wiadomości prywatn",
                "serwer",
                "kanał",
                "wątk",
            ],
            Locale::German => &[
                "drück",
                "klick",
                "knopf",
                "schaltfläche",
                "direktnachricht",
                "server",
                "kanal",
                "thread",
            ],
            Locale::Russian => &[
                "нажм",
                "кнопк",
                "личные сообщ",
                "личку",
                "сервер",
                "канал",
                "ветк",
                "тред",
            ],
        };
        common
            .iter()
            .chain(own)
            .find(|word| lower.contains(**word))
            .map(|word| word.to_string())
    }

    /// Every catalog key written as a string in the table's source: the texts it may say.
    fn table_keys() -> BTreeSet<String> {
        let keys = catalog(Locale::English);
        let mut found = BTreeSet::new();
        let mut dirs = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/table"
        ))];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("src/table").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let source = std::fs::read_to_string(&path).unwrap_or_default();
                for literal in source.split('"').skip(1).step_by(2) {
                    if keys.contains_key(literal) {
                        found.insert(literal.to_string());
                    }
                }
            }
        }
        found
    }

    /// Issue 24: "The terminal speaks Discord ... The terminal needs its own wording for
    /// what differs." Every text the table may say that speaks of Discord (in any language)
    /// has the terminal's own text, or is one the terminal never shows; a new such text
    /// fails here until it gets one.
    #[test]
    fn every_discord_text_of_the_table_has_the_terminals_own() {
        let catalogs: Vec<(Locale, BTreeMap<String, String>)> =
            Locale::ALL.iter().map(|l| (*l, catalog(*l))).collect();
        let keys = table_keys();
        assert!(
            keys.len() > 200,
            "the table's keys were found: {}",
            keys.len()
        );
        let mut leaks = Vec::new();
        for key in &keys {
            let handled = OWN_WORDING.iter().any(|(k, _)| k == key)
                || NEVER_IN_THE_TERMINAL.iter().any(|(k, _)| k == key);
            if handled {
                continue;
            }
            for (locale, messages) in &catalogs {
                let text = messages.get(key).map_or("", String::as_str);
                if let Some(word) = speaks_discord(*locale, text) {
                    leaks.push(format!("{key} ({locale}): {word:?} in {text}"));
                }
            }
        }
        assert!(leaks.is_empty(), "{}", leaks.join("\n"));
    }

    /// The terminal's own texts (the replacements and its `play-*` texts) speak of no
    /// Discord thing in any language, and each replacement exists in every language.
    #[test]
    fn the_terminals_own_texts_speak_no_discord() {
        for (_, own) in OWN_WORDING {
            assert!(has(own), "{own} is in the catalogs");
        }
        let mut leaks = Vec::new();
        for locale in Locale::ALL {
            for (key, text) in catalog(locale) {
                let own = key.starts_with("terminal-") || key.starts_with("play-");
                if let Some(word) = speaks_discord(locale, &text).filter(|_| own) {
                    leaks.push(format!("{key} ({locale}): {word:?} in {text}"));
                }
            }
        }
        assert!(leaks.is_empty(), "{}", leaks.join("\n"));
    }

    #[test]
    fn a_discord_text_is_replaced_with_its_arguments() {
        let msg = Msg::new("lobby-stake").n("points", 16);
        let shown = in_terminal(&msg);
        assert_eq!(shown.key, "terminal-lobby-stake");
        assert_eq!(shown.args, msg.args);
        let plain = Msg::new("turn-next").s("name", "Ala");
        assert_eq!(in_terminal(&plain), plain);
    }
}
