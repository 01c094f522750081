//! The terminal's own wording where the table's texts speak of Discord: its buttons
//! ("press **Join**", "**My rack**"), its direct messages, its slash commands (`/pass`) and
//! options (`hints:true`), its servers and channels. The table says the same things to both
//! drivers; in the terminal each such text is shown in a catalog text of its own
//! (`terminal-<key>`, with the same arguments) that says what to type instead.

use crate::i18n::Locale;
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
const NEVER_IN_THE_TERMINAL: [(&str, &str); 10] = [
    (
        "err-lobby-closed",
        "the terminal joins and starts its table while it is open",
    ),
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

/// What in `text` speaks of Discord itself, in the words of `locale`: a button to press (or
/// a catalog reference to one's label, `{ btn-join }`), a slash command (`/play`,
/// `/{ cmd-pass }`), an option (`hints:true`), direct messages, servers, channels, threads,
/// mentions, the My rack button. Pressing Enter is the terminal's own. Empty when nothing
/// does; the terminal's texts must leave it empty.
pub fn discord_words(locale: Locale, text: &str) -> Vec<String> {
    let mut text = text.to_lowercase();
    for enter in [
        "press enter",
        "naciśnij enter",
        "drücke enter",
        "нажмите enter",
    ] {
        text = text.replace(enter, "");
    }
    let common: &[&str] = &["{ btn-", "{ opt-", ":true", "discord"];
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
            "my rack",
        ],
        Locale::Polish => &[
            "naciśnij",
            "klikn",
            "przycisk",
            "wiadomości prywatn",
            "serwer",
            "kanał",
            "wątk",
            "moje litery",
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
            "meine steine",
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
            "мои фишки",
        ],
    };
    let mut found: Vec<String> = common
        .iter()
        .chain(own)
        .filter(|word| text.contains(**word))
        .map(|word| word.to_string())
        .collect();
    // A slash command: a slash that starts a word, before a letter or a `{ cmd-... }`.
    let chars: Vec<char> = text.chars().collect();
    for (i, pair) in chars.windows(2).enumerate() {
        let starts = i == 0 || matches!(chars[i - 1], ' ' | '`' | '(' | '\n' | '"' | '«');
        if starts && pair[0] == '/' && (pair[1].is_alphabetic() || pair[1] == '{') {
            found.push(
                chars[i..]
                    .iter()
                    .take_while(|c| !c.is_whitespace())
                    .collect(),
            );
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::has;
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
            // Buttons' labels and commands' names: the terminal shows no button, and a
            // command's name is a word it reads too.
            if ["btn-", "cmd-", "opt-"].iter().any(|p| key.starts_with(p)) {
                continue;
            }
            let handled = OWN_WORDING.iter().any(|(k, _)| k == key)
                || NEVER_IN_THE_TERMINAL.iter().any(|(k, _)| k == key);
            if handled {
                continue;
            }
            for (locale, messages) in &catalogs {
                let text = messages.get(key).map_or("", String::as_str);
                if let Some(word) = discord_words(*locale, text).first() {
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
                if let Some(word) = discord_words(locale, &text).first().filter(|_| own) {
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

    /// The scan finds the bot's Discord texts, as written and as shown, in each language.
    #[test]
    fn the_scan_finds_the_bots_discord_texts() {
        for (locale, bot) in [
            (
                Locale::English,
                "The game is on! Your tiles come by DM (or press My rack).",
            ),
            (Locale::English, "Type moves as in `/play`."),
            (Locale::English, "allow them with `{ opt-hints }:true`."),
            (
                Locale::English,
                "if you cannot lay a word, `/{ cmd-pass }`.",
            ),
            (
                Locale::Polish,
                "Poczekaj, aż inni klikną Dołącz, potem kliknij Start.",
            ),
            (Locale::Polish, "ruch jak w /play"),
            (
                Locale::German,
                "Deine Steine kommen per Direktnachricht (oder drück Meine Steine).",
            ),
            (
                Locale::Russian,
                "Фишки придут в личные сообщения (или нажмите Мои фишки).",
            ),
            (
                Locale::Russian,
                "победа добавляет их на ваш счёт на этом сервере",
            ),
        ] {
            assert!(!discord_words(locale, bot).is_empty(), "{locale}: {bot}");
        }
        for terminal in [
            "Pass the keyboard to Bob and press Enter.",
            "8H WORD across, H8 WORD down",
            "start it with `--hints` to allow them.",
        ] {
            assert_eq!(
                discord_words(Locale::English, terminal),
                Vec::<String>::new()
            );
        }
    }
}
