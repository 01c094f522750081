//! Localizing the table's messages for Discord.

use crate::i18n::{tr, tr_args, ArgValue, Locale};
use crate::table::{Msg, MsgArg};

/// One message in a locale (a Discord locale code such as `pl` or `en-US`).
pub fn localize(locale: &str, msg: &Msg) -> String {
    let locale = Locale::from_discord(locale);
    if msg.args.is_empty() {
        return tr(locale, msg.key);
    }
    let args: Vec<(&str, ArgValue)> = msg
        .args
        .iter()
        .map(|(name, value)| {
            let v = match value {
                MsgArg::Str(s) => ArgValue::Text(s.clone()),
                MsgArg::Num(n) => ArgValue::Number(*n as f64),
            };
            (*name, v)
        })
        .collect();
    tr_args(locale, msg.key, &args)
}

/// Several messages, one per line.
pub fn localize_lines(locale: &str, lines: &[Msg]) -> String {
    lines
        .iter()
        .map(|m| localize(locale, m))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A catalog key without arguments.
pub fn key(locale: &str, key: &str) -> String {
    tr(Locale::from_discord(locale), key)
}

#[cfg(test)]
mod tests {
    use crate::i18n::{tr, Locale};

    /// Every catalog key the table and the adapter use exists in every language.
    #[test]
    fn every_key_in_use_is_in_the_catalog() {
        let sources = [
            include_str!("../table/session/mod.rs"),
            include_str!("../table/session/window.rs"),
            include_str!("../table/session/lobby.rs"),
            include_str!("../table/session/turns.rs"),
            include_str!("../table/session/clock.rs"),
            include_str!("../table/errors.rs"),
            include_str!("send.rs"),
            include_str!("commands.rs"),
            include_str!("community.rs"),
        ];
        let mut checked = 0;
        for src in sources {
            for literal in src.split('"').skip(1).step_by(2) {
                let looks_like_key = literal.contains('-')
                    && literal.starts_with(|c: char| c.is_ascii_lowercase())
                    && literal.chars().all(|c| c.is_ascii_lowercase() || c == '-');
                if !looks_like_key {
                    continue;
                }
                for locale in Locale::ALL {
                    assert_ne!(tr(locale, literal), literal, "{locale:?} lacks {literal}");
                }
                checked += 1;
            }
        }
        assert!(checked > 50, "only {checked} keys found");
    }
}
